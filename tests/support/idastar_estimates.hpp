// Description: the estimates lesson 06's tests give IDA* over an estimate. An estimate is code,
// and code does not cross processes, so each is a value (a kind, a heuristic, a goal): the judge
// sends that value (judge/lessons/lesson06_codecs.hpp) and the worker builds the same estimate
// beside the student's search. The judge refuses any other estimate.
// Time: zero O(1); recounted as the lesson's heuristic; capped Manhattan O(cells^2) per call.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "idastar.hpp"
#include "manhattan.hpp"
#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"

namespace npuzzle::testing {

class TestEstimate final : public idastar::Estimate {
  public:
    enum class Kind : std::uint8_t {
        Zero,       // 0 everywhere: every next bound is one more than the last
        Recounted,  // the lesson's heuristic, computed afresh for every child by evaluate
        // The tests' Manhattan at the root; a child gets the smaller of its own Manhattan and its
        // parent's h. Admissible (never above Manhattan), and it differs from the child's
        // Manhattan after every move that takes a tile away from its goal: only after_move,
        // given the parent's h, says what a child's h is.
        CappedManhattan,
    };
    static constexpr int kKinds = 3;

    static TestEstimate zero(const Board& goal) {
        return {Kind::Zero, idastar::Heuristic::Manhattan, goal};
    }
    static TestEstimate recounted(idastar::Heuristic h, const Board& goal) {
        return {Kind::Recounted, h, goal};
    }
    static TestEstimate capped_manhattan(const Board& goal) {
        return {Kind::CappedManhattan, idastar::Heuristic::Manhattan, goal};
    }

    TestEstimate(Kind kind, idastar::Heuristic h, const Board& goal)
        : kind_(kind), heuristic_(h), goal_(goal) {}

    Kind kind() const noexcept { return kind_; }
    idastar::Heuristic heuristic() const noexcept { return heuristic_; }
    const Board& goal() const noexcept { return goal_; }

    // How a test's message names it: "zero", "recounted manhattan", "capped Manhattan".
    std::string name() const {
        switch (kind_) {
            case Kind::Zero:
                return "zero";
            case Kind::Recounted:
                return "recounted " + std::string(idastar::to_string(heuristic_));
            case Kind::CappedManhattan:
                break;
        }
        return "capped Manhattan";
    }

    int initial(const Board& board) const override {
        switch (kind_) {
            case Kind::Zero:
                return 0;
            case Kind::Recounted:
                return idastar::evaluate(heuristic_, board, goal_);
            case Kind::CappedManhattan:
                break;
        }
        return manhattan(board, goal_);
    }

    int after_move(const Board& board, int h, Move m) const override {
        if (kind_ == Kind::CappedManhattan) return std::min(h, manhattan(board.moved(m), goal_));
        return initial(board.moved(m));
    }

  private:
    Kind kind_;
    idastar::Heuristic heuristic_;
    Board goal_;
};

}  // namespace npuzzle::testing
