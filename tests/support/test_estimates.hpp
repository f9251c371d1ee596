// Description: the estimates the tests give lessons 05's A* and 06's IDA* over an estimate. An
// estimate is code, and code does not cross processes, so each is a value (a kind, a goal, and
// boards whose value is overridden): the judge sends that value (judge/lessons/estimate_codecs.hpp)
// and the worker builds the same estimate beside the student's search. The judge refuses any
// other estimate. Every value comes from the tests' own functions, never from a lesson's.
// Time: zero O(1); misplaced O(cells); Manhattan and capped Manhattan O(cells^2); linear conflict
// as linear_conflict.hpp; an override O(log overrides) per call.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>

#include "linear_conflict.hpp"
#include "manhattan.hpp"
#include "npuzzle/board.hpp"
#include "npuzzle/estimate.hpp"
#include "npuzzle/move.hpp"

namespace npuzzle::testing {

// Tiles (never the blank) not in their goal cell, the tests' own count.
inline int misplaced(const Board& b, const Board& goal) {
    int count = 0;
    for (int c = 0; c < b.cell_count(); ++c) count += b.at(c) != 0 && b.at(c) != goal.at(c);
    return count;
}

class TestEstimate final : public Estimate {
  public:
    enum class Kind : std::uint8_t {
        Zero,            // 0 everywhere: A* orders by g alone; each IDA* bound one more
        Misplaced,       // the tests' misplaced tiles, counted afresh for every board
        Manhattan,       // the tests' Manhattan, counted afresh for every board
        LinearConflict,  // the tests' linear conflict, counted afresh for every board
        // The tests' Manhattan at the root; a child gets the smaller of its own Manhattan and its
        // parent's h. Admissible (never above Manhattan), and it differs from the child's
        // Manhattan after every move that takes a tile away from its goal: only after_move,
        // given the parent's h, says what a child's h is.
        CappedManhattan,
    };
    static constexpr int kKinds = 5;
    using Overrides = std::map<Board, int>;

    // `overrides`: boards that take the listed value instead of the kind's, from initial and
    // after_move alike. A test lowers a few boards' values this way to make an estimate that is
    // still admissible but no longer consistent.
    TestEstimate(Kind kind, const Board& goal, Overrides overrides = {})
        : kind_(kind), goal_(goal), overrides_(std::move(overrides)) {}

    Kind kind() const noexcept { return kind_; }
    const Board& goal() const noexcept { return goal_; }
    const Overrides& overrides() const noexcept { return overrides_; }

    // How a test's message names it: "zero", "Manhattan with 7 boards overridden", ...
    std::string name() const {
        static constexpr const char* kNames[] = {"zero", "misplaced tiles", "Manhattan",
                                                 "linear conflict", "capped Manhattan"};
        std::string text = kNames[static_cast<int>(kind_)];
        if (!overrides_.empty()) {
            text += " with " + std::to_string(overrides_.size()) + " boards overridden";
        }
        return text;
    }

    int initial(const Board& board) const override {
        if (const auto listed = overrides_.find(board); listed != overrides_.end()) {
            return listed->second;
        }
        switch (kind_) {
            case Kind::Zero:
                return 0;
            case Kind::Misplaced:
                return misplaced(board, goal_);
            case Kind::LinearConflict:
                return linear_conflict(board, goal_, board.height());
            case Kind::Manhattan:
            case Kind::CappedManhattan:
                break;
        }
        return manhattan(board, goal_);
    }

    int after_move(const Board& board, int h, Move m) const override {
        const Board child = board.moved(m);
        if (kind_ == Kind::CappedManhattan && overrides_.count(child) == 0) {
            return std::min(h, manhattan(child, goal_));
        }
        return initial(child);
    }

  private:
    Kind kind_;
    Board goal_;
    Overrides overrides_;
};

}  // namespace npuzzle::testing
