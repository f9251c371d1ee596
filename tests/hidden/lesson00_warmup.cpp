// Lesson 00 hidden tests: instructors only. The grader reports them with their own visibility;
// `./kit release` leaves this folder out, so students never see them. They join the lesson's test
// binaries (cmake/NpuzzleLessonTests.cmake) and carry the same tags as the visible tests.
#include <array>
#include <stdexcept>

#include "catch.hpp"
#include "hints.hpp"
#include "warmup.hpp"

using npuzzle::Board;
namespace w = npuzzle::warmup;

TEST_CASE("tile distance on a board wider than it is high", "[lesson00][points=1]") {
    // 3 wide, 2 high (goal 1 2 3 / 4 5 0): 4 sits in cell 2 (row 0, column 2) and belongs in
    // cell 3 (row 1, column 0): 1 row + 2 columns = 3. Rows and columns taken by dividing by the
    // height (2) would put cell 2 at row 1, column 0 and cell 3 at row 1, column 1: distance 1.
    const std::array<int, 6> tiles{1, 2, 4, 3, 5, 0};
    const Board b(3, 2, tiles);
    const int four = w::tile_distance(b, 4, Board::goal(3, 2));
    const int three = w::tile_distance(b, 3, Board::goal(3, 2));
    NPUZZLE_HINT_IF(four == 1 && three == 1,
                    "rows and columns come from dividing by the width, not the height",
                    "行号和列号要用宽来除得到，而不是用高");
    NPUZZLE_INFO(
        "3 wide, 2 high: board 1 2 4 / 3 5 0, goal 1 2 3 / 4 5 0; tiles 4 and 3 are 1 row and "
        "2 columns from home, expected 3 each",
        "宽 3、高 2：局面 1 2 4 / 3 5 0，目标局面 1 2 3 / 4 5 0；数码 4 和 3 都离目标位置 1 行 2 "
        "列，距离应各为 3");
    CHECK(four == 3);
    CHECK(three == 3);
}

TEST_CASE("boards of the same size but different shapes are not compared", "[lesson00][points=1]") {
    // 2x3 and 3x2 hold the same six cells: only the shapes tell them apart.
    bool refused = false;
    try {
        (void)w::is_goal(Board::goal(2, 3), Board::goal(3, 2));
    } catch (const std::invalid_argument&) {
        refused = true;
    }
    bool different_size_refused = false;
    try {
        (void)w::is_goal(Board::goal(3, 3), Board::goal(4, 4));
    } catch (const std::invalid_argument&) {
        different_size_refused = true;
    }
    NPUZZLE_HINT_IF(different_size_refused && !refused,
                    "compare width and height, not only the number of cells",
                    "宽和高都要比较，不能只比较格子总数");
    NPUZZLE_INFO("is_goal(a 2x3 board, a 3x2 goal): expected std::invalid_argument",
                 "is_goal(一个 2x3 局面, 一个 3x2 目标局面)：应抛出 std::invalid_argument");
    CHECK(refused);
    NPUZZLE_INFO(
        "tile_distance(a 2x3 board, 1, a 3x2 goal): expected std::invalid_argument",
        "tile_distance(一个 2x3 局面, 1, 一个 3x2 目标局面)：应抛出 std::invalid_argument");
    CHECK_THROWS_AS(w::tile_distance(Board::goal(2, 3), 1, Board::goal(3, 2)),
                    std::invalid_argument);
    // Refusing is worth a point only beside answering boards of one shape.
    NPUZZLE_INFO(
        "is_goal(a 3x2 goal, the same 3x2 goal): expected true, an answer, not an error",
        "is_goal(一个 3x2 目标局面, 同一个 3x2 目标局面)：应返回 true，这是一个答案，不是错误");
    CHECK(w::is_goal(Board::goal(3, 2), Board::goal(3, 2)));
    NPUZZLE_INFO("tile_distance(a 2x3 goal, 5, the same goal): expected 0",
                 "tile_distance(一个 2x3 目标局面, 5, 同一个目标局面)：应为 0");
    CHECK(w::tile_distance(Board::goal(2, 3), 5, Board::goal(2, 3)) == 0);
}
