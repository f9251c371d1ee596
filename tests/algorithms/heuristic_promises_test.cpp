// Every entry of the registry of heuristics (algorithms/heuristics.hpp) keeps the promises A* and
// IDA* rely on, checked by looping over the registry, so a heuristic added to it is checked without
// a test of its own: admissible (never above the moves left), consistent (one move changes it by at
// most 1) and 0 at the goal alone. "zero" is the one entry allowed to be uninformed; it must then
// be 0 everywhere. What is checked where: on all 181,440 boards of the 3x3 goal and all 20,160 of a
// 4x2 goal with the blank first, exhaustively; on 4x4 (10^13 boards), every board within 14 moves
// of the goal (61,865 boards, exact distances by the tests' BFS) and 2,000 boards 60 to 200 random
// moves away, where the distance is unknown: there consistency, 0 only at the goal, and h below the
// moves the walk took (an upper bound of the distance).
#include <string>
#include <vector>

#include "board_oracle.hpp"
#include "catch.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/heuristics.hpp"
#include "random_boards.hpp"

using namespace npuzzle;

namespace {

// The registry's uninformed entry: 0 on every board, where any other is 0 at the goal alone.
bool uninformed(const HeuristicInfo& h) { return h.name == "zero"; }

// The first promise `h` breaks on `board`, `moves_at_most` moves or fewer from `goal`, in words;
// empty when it keeps them all. `exact` says whether `moves_at_most` is the board's distance.
std::string broken_promise(const HeuristicInfo& h, const Board& board, const Board& goal,
                           int moves_at_most, bool exact) {
    const std::string asked = "heuristic '" + std::string(h.name) + "' of board " +
                              to_string(board) + " for goal " + to_string(goal);
    const int value = h.value(board, goal);
    if (value > moves_at_most) {
        return asked + " is " + std::to_string(value) + ", but the board is " +
               (exact ? "" : "at most ") + std::to_string(moves_at_most) +
               " moves from the goal: an admissible heuristic is never above the moves left";
    }
    if (uninformed(h) && value != 0) {
        return asked + " is " + std::to_string(value) +
               "; the uninformed entry must be 0 everywhere";
    }
    if (!uninformed(h) && (value == 0) != (board == goal)) {
        return asked + " is " + std::to_string(value) +
               "; it must be 0 on the goal and on no other board";
    }
    for (Move m : board.legal_moves()) {
        const Board next = board.moved(m);
        const int next_value = h.value(next, goal);
        if (next_value > value + 1 || next_value < value - 1) {
            return asked + " is " + std::to_string(value) + ", and after one move (to " +
                   to_string(next) + ") it is " + std::to_string(next_value) +
                   ": a consistent heuristic changes by at most 1 per move";
        }
    }
    return {};
}

// Checks every registry entry that takes boards of the goal's shape on every board of `boards`
// (each with its exact distance), and says how many boards each was checked on.
void check_every_entry(const Board& goal, const testing::Distances& boards) {
    for (const HeuristicInfo& h : heuristics()) {
        if (!h.takes(goal)) continue;
        std::size_t checked = 0;
        for (const auto& [board, distance] : boards) {
            const std::string broken = broken_promise(h, board, goal, distance, true);
            if (!broken.empty()) FAIL(broken);
            ++checked;
        }
        INFO("heuristic '" << h.name << "' for goal " << to_string(goal));
        CHECK(checked == boards.size());
    }
}

}  // namespace

TEST_CASE(
    "every registry heuristic is admissible, consistent and 0 only at the goal on all 3x3 "
    "boards",
    "[heuristics]") {
    const auto& boards = testing::distances_to_goal();
    REQUIRE(boards.size() == 181440);
    check_every_entry(Board::goal(), boards);
}

TEST_CASE(
    "every registry heuristic keeps its promises on all boards of a 4x2 goal with the blank "
    "first",
    "[heuristics]") {
    const Board goal = parse_board("0 1 2 3 4 5 6 7", Shape{4, 2});
    const testing::Distances boards = testing::distances_to(goal);
    REQUIRE(boards.size() == 20160);
    check_every_entry(goal, boards);
}

TEST_CASE(
    "every registry heuristic keeps its promises on the 4x4 boards within 14 moves of the "
    "goal",
    "[heuristics]") {
    const Board goal = Board::goal(4, 4);
    const testing::Distances boards = testing::distances_to(goal, 14);
    REQUIRE(boards.size() == 61865);
    check_every_entry(goal, boards);
}

TEST_CASE("every registry heuristic stays consistent and below the walk on far 4x4 boards",
          "[heuristics]") {
    const Board goal = Board::goal(4, 4);
    testing::Random random(40);
    for (int i = 0; i < 2000; ++i) {
        const int steps = 60 + static_cast<int>(random.below(141));
        const Board board = random.walk(goal, steps);
        for (const HeuristicInfo& h : heuristics()) {
            if (!h.takes(goal)) continue;
            const std::string broken = broken_promise(h, board, goal, steps, false);
            if (!broken.empty()) FAIL(broken);
        }
    }
}
