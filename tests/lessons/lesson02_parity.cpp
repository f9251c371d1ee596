// Lesson 02 tests: graded, one file for the stub and the reference. Tags: [lesson02] and the
// points of the test case, [points=N] (docs/grading.md). The exhaustive tests compare
// is_solvable with the truth: a breadth-first search from the goal, written here, marks every
// board the goal can reach, and every permutation of the board's shape is then asked about.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "board_oracle.hpp"
#include "catch.hpp"
#include "link_mode.hpp"
#include "npuzzle/board_io.hpp"
#include "parity.hpp"

using npuzzle::Board;
using npuzzle::Move;
using npuzzle::parse_board;
using npuzzle::testing::contains;
namespace p = npuzzle::parity;

namespace {

struct Agreement {
    long boards = 0;
    long reachable = 0;
    long wrong = 0;
    std::string first_wrong;
};

// Asks is_solvable(board, goal) for every board of the goal's shape (in batches, call_each) and
// compares with the BFS.
Agreement check_every_board(const Board& goal) {
    const auto reach = npuzzle::testing::distances_to(goal);
    std::vector<int> tiles(static_cast<std::size_t>(goal.cell_count()));
    std::iota(tiles.begin(), tiles.end(), 0);
    std::vector<std::tuple<Board, Board>> inputs;
    do {
        inputs.emplace_back(Board(goal.width(), goal.height(), tiles), goal);
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    const std::vector<bool> answers =
        npuzzle::testing::call_each<bool>("parity::is_solvable", p::is_solvable, inputs);
    Agreement a;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const Board& b = std::get<0>(inputs[i]);
        const bool truth = reach.count(b) > 0;
        ++a.boards;
        a.reachable += truth ? 1 : 0;
        if (answers[i] != truth && a.wrong++ == 0) {
            a.first_wrong = to_string(b) + " is " + (truth ? "" : "not ") + "reachable from " +
                            to_string(goal) + " (inversions " + std::to_string(p::inversions(b)) +
                            " and " + std::to_string(p::inversions(goal)) + ")";
        }
    }
    return a;
}

// Inversions by the definition, for the tests' own expectations.
int slow_inversions(const Board& b) {
    int count = 0;
    for (int i = 0; i < b.cell_count(); ++i) {
        for (int j = i + 1; j < b.cell_count(); ++j) {
            count += (b.at(j) > 0 && b.at(i) > b.at(j)) ? 1 : 0;
        }
    }
    return count;
}

}  // namespace

TEST_CASE("the goal board has no inversions", "[lesson02][points=1]") {
    CHECK(p::inversions(Board::goal()) == 0);
    CHECK(p::inversions(Board::goal(4, 4)) == 0);
    CHECK(p::inversions(Board::goal(2, 3)) == 0);
}

TEST_CASE("inversions of the seeds' boards", "[lesson02][points=1]") {
    // Seed 003: 2 3 7 1 6 5 8 4 read without the blank: 2>1, 3>1, 7>1,6,5,4, 6>5,4, 5>4, 8>4.
    CHECK(p::inversions(parse_board("2 3 0 7 1 6 5 8 4")) == 10);
    // Seed 003's 28-move board: every pair of the eight tiles is reversed, 8*7/2 = 28.
    CHECK(p::inversions(parse_board("0 8 7 6 5 4 3 2 1")) == 28);
    // Seed 000: only 8 before 4, 7, 6, 5 and 7 before 6, 5 and 6 before 5.
    CHECK(p::inversions(parse_board("1 2 3 0 8 4 7 6 5")) == 7);
    CHECK(p::inversions(parse_board("15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0")) == 105);
}

TEST_CASE("inversions ignore the blank", "[lesson02][points=1][known-mistake]") {
    INFO(
        "hint: the blank (0) is not a tile; a pair with the blank in it is never an inversion, "
        "otherwise every horizontal move would change the count by one");
    CHECK(p::inversions(parse_board("0 1 2 3 4 5 6 7 8")) == 0);
    CHECK(p::inversions(parse_board("1 2 3 4 0 5 6 7 8")) == 0);
    CHECK(p::inversions(parse_board("8 7 6 5 4 3 2 1 0")) == 28);
}

TEST_CASE("inversions agree with the definition on random 4x4 boards", "[lesson02][points=1]") {
    std::mt19937 rng(15);
    std::vector<int> tiles(16);
    std::iota(tiles.begin(), tiles.end(), 0);
    for (int trial = 0; trial < 500; ++trial) {
        std::shuffle(tiles.begin(), tiles.end(), rng);
        const Board b(4, 4, tiles);
        INFO("board " << to_string(b));
        REQUIRE(p::inversions(b) == slow_inversions(b));
    }
}

TEST_CASE("seed 000's start reaches its goal", "[lesson02][points=1]") {
    CHECK(p::is_solvable(parse_board("1 2 3 0 8 4 7 6 5"), parse_board("1 0 3 8 2 4 7 6 5")));
    CHECK(p::is_solvable(parse_board("2 3 0 7 1 6 5 8 4"), Board::goal()));
    CHECK(p::is_solvable(parse_board("0 8 7 6 5 4 3 2 1"), Board::goal()));
    CHECK(p::is_solvable(parse_board("6 2 8 0 1 4 7 3 5"), Board::goal()));
}

TEST_CASE("swapping two tiles makes a board unsolvable", "[lesson02][points=1]") {
    CHECK_FALSE(p::is_solvable(parse_board("1 2 3 4 5 6 8 7 0"), Board::goal()));
    CHECK_FALSE(p::is_solvable(parse_board("2 1 3 4 5 6 7 8 0"), Board::goal()));
    // Sam Loyd's 14-15 puzzle.
    CHECK_FALSE(
        p::is_solvable(parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"), Board::goal(4, 4)));
}

TEST_CASE("parity agrees with reachability on all 9! boards of the 8-puzzle",
          "[lesson02][points=3]") {
    const Agreement a = check_every_board(Board::goal());
    INFO("first wrong: " << a.first_wrong);
    CHECK(a.boards == 362880);
    CHECK(a.reachable == 181440);
    CHECK(a.wrong == 0);
}

TEST_CASE("parity agrees with reachability for any 3x3 goal", "[lesson02][points=2]") {
    INFO("hint: compare the start with the goal you are given, not with 1 2 3 4 5 6 7 8 0");
    // Seed 000's goal has 9 inversions, an odd number: measured against 1 2 3 4 5 6 7 8 0
    // instead, every answer would be the wrong way round.
    const Agreement a = check_every_board(parse_board("1 0 3 8 2 4 7 6 5"));
    INFO("first wrong: " << a.first_wrong);
    CHECK(a.reachable == 181440);
    CHECK(a.wrong == 0);
}

TEST_CASE("parity agrees with reachability on all 2x2, 2x3, 3x2, 2x4 and 4x2 boards",
          "[lesson02][points=2]") {
    INFO("hint: a board of even width needs the blank's row as well as the inversions");
    for (const Board goal : {Board::goal(2, 2), Board::goal(2, 3), Board::goal(3, 2),
                             Board::goal(2, 4), Board::goal(4, 2)}) {
        const Agreement a = check_every_board(goal);
        INFO(goal.width() << "x" << goal.height() << ", first wrong: " << a.first_wrong);
        CHECK(a.reachable * 2 == a.boards);
        CHECK(a.wrong == 0);
    }
}

TEST_CASE("a 4x4 board is solvable after any moves from the goal", "[lesson02][points=1]") {
    std::mt19937 rng(1879);
    Board b = Board::goal(4, 4);
    for (int step = 0; step < 3000; ++step) {
        const std::vector<Move> moves = b.legal_moves();
        b.apply(moves[rng() % moves.size()]);
        INFO("board " << to_string(b));
        REQUIRE(p::is_solvable(b, Board::goal(4, 4)));
        REQUIRE(p::is_solvable(Board::goal(4, 4), b));
    }
}

TEST_CASE("the odd-width rule is wrong on a 4x4 board", "[lesson02][points=1][known-mistake]") {
    INFO(
        "hint: on a board of even width a vertical move passes an odd number of tiles (W-1 = 3) "
        "and so flips the inversion parity; add the blank's row before comparing parities");
    // One move (the blank up) from the goal, yet 3 inversions: 13, 14, 15 stand before 12.
    const Board one_up = parse_board("1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12");
    CHECK(p::inversions(one_up) == 3);
    CHECK(p::is_solvable(one_up, Board::goal(4, 4)));
    CHECK_FALSE(p::is_solvable(parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"),
                               parse_board("1 2 3 4 5 6 7 8 9 10 11 0 13 15 14 12")));
}

TEST_CASE("boards of different shapes are rejected with a message", "[lesson02][points=1]") {
    INFO("hint: throw std::invalid_argument and say both shapes, e.g. 3x3 and 4x4");
    CHECK_THROWS_AS(p::is_solvable(Board::goal(3, 3), Board::goal(4, 4)), std::invalid_argument);
    CHECK_THROWS_WITH(p::is_solvable(Board::goal(2, 3), Board::goal(3, 2)), contains("2x3"));
}
