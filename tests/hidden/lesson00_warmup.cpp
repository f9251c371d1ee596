// Lesson 00 hidden tests: instructors only. The grader reports them with their own visibility;
// `./kit release` leaves this folder out, so students never see them. They join the lesson's test
// binaries (cmake/NpuzzleLessonTests.cmake) and carry the same tags as the visible tests.
#include <array>
#include <stdexcept>

#include "catch.hpp"
#include "warmup.hpp"

using npuzzle::Board;
namespace w = npuzzle::warmup;

TEST_CASE("tile distance on a board wider than it is high", "[lesson00][points=1]") {
    // 3 wide, 2 high: 5 sits in cell 0 and belongs in cell 4 (row 1, column 1).
    const std::array<int, 6> tiles{5, 2, 3, 4, 1, 0};
    const Board b(3, 2, tiles);
    INFO("hint: rows come from dividing by the width, not the height");
    CHECK(w::tile_distance(b, 5, Board::goal(3, 2)) == 2);
    CHECK(w::tile_distance(b, 1, Board::goal(3, 2)) == 2);
}

TEST_CASE("boards of the same size but different shapes are not compared", "[lesson00][points=1]") {
    // 2x3 and 3x2 hold the same six cells: only the shapes tell them apart.
    INFO("hint: compare width and height, not only the number of cells");
    CHECK_THROWS_AS(w::is_goal(Board::goal(2, 3), Board::goal(3, 2)), std::invalid_argument);
    CHECK_THROWS_AS(w::tile_distance(Board::goal(2, 3), 1, Board::goal(3, 2)),
                    std::invalid_argument);
}
