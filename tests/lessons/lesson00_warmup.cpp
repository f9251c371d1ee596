// Lesson 00 tests: graded, one file for the stub and the reference. Tags: [lesson00] and the
// points of the test case, [points=N] (docs/grading.md).
#include <stdexcept>

#include "catch.hpp"
#include "npuzzle/board_io.hpp"
#include "warmup.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
namespace w = npuzzle::warmup;

TEST_CASE("the goal board is the goal", "[lesson00][points=1]") {
    REQUIRE(w::is_goal(Board::goal(), Board::goal()));
    REQUIRE(w::is_goal(Board::goal(4, 4), Board::goal(4, 4)));
}

TEST_CASE("a board one move from the goal is not the goal", "[lesson00][points=1]") {
    const Board near = parse_board("1 2 3 4 5 6 7 0 8");
    REQUIRE_FALSE(w::is_goal(near, Board::goal()));
}

TEST_CASE("any goal can be given, not only 1 2 3 4 5 6 7 8 0", "[lesson00][points=1]") {
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    REQUIRE(w::is_goal(parse_board("1 0 3 8 2 4 7 6 5"), goal));
    REQUIRE_FALSE(w::is_goal(Board::goal(), goal));
}

TEST_CASE("comparing boards of different shapes is an error", "[lesson00][points=1]") {
    REQUIRE_THROWS_AS(w::is_goal(Board::goal(3, 3), Board::goal(4, 4)), std::invalid_argument);
}

TEST_CASE("a tile in its goal cell has distance zero", "[lesson00][points=1]") {
    for (int tile = 1; tile <= 8; ++tile) {
        CHECK(w::tile_distance(Board::goal(), tile, Board::goal()) == 0);
    }
}

TEST_CASE("tile distance counts rows and columns", "[lesson00][points=2]") {
    // 8 sits in the top-left corner; its goal cell is row 2, column 1: 2 rows + 1 column.
    const Board b = parse_board("8 2 3 4 5 6 7 1 0");
    CHECK(w::tile_distance(b, 8, Board::goal()) == 3);
    CHECK(w::tile_distance(b, 1, Board::goal()) == 3);
    CHECK(w::tile_distance(b, 2, Board::goal()) == 0);
    // Seed 000's example: 2 must move one row down to reach its goal cell.
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    CHECK(w::tile_distance(start, 2, goal) == 1);
    CHECK(w::tile_distance(start, 8, goal) == 1);
}

TEST_CASE("tile distance on a 4x4 board", "[lesson00][points=1]") {
    const Board b = parse_board("15 2 3 4 5 6 7 8 9 10 11 12 13 14 1 0");
    INFO("hint: the width of a 4x4 board is 4, not 3: use board.width()");
    CHECK(w::tile_distance(b, 15, Board::goal(4, 4)) == 5);
    CHECK(w::tile_distance(b, 1, Board::goal(4, 4)) == 5);
}

TEST_CASE("the blank has no tile distance", "[lesson00][points=1]") {
    REQUIRE_THROWS_AS(w::tile_distance(Board::goal(), 0, Board::goal()), std::invalid_argument);
    REQUIRE_THROWS_AS(w::tile_distance(Board::goal(), 9, Board::goal()), std::invalid_argument);
}
