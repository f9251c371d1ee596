// Lesson 00 tests: graded, one file for the stub and the reference. Tags: [lesson00] and the
// points of the test case, [points=N] (docs/grading.md). A hint shows only when the test sees the
// symptom of its mistake (tests/support/hints.hpp).
#include "catch.hpp"
#include "hints.hpp"
#include "manhattan.hpp"
#include "npuzzle/board_io.hpp"
#include "throws.hpp"
#include "warmup.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
using npuzzle::testing::throws_invalid_argument;
namespace w = npuzzle::warmup;

namespace {

// tile_distance as a student who takes rows and columns with a fixed width of 3 would compute it.
int distance_with_width_3(const Board& b, int tile, const Board& goal) {
    return npuzzle::testing::cell_distance(npuzzle::testing::cell_of(b, tile),
                                           npuzzle::testing::cell_of(goal, tile), 3);
}

}  // namespace

TEST_CASE("the goal board is the goal", "[lesson00][points=1]") {
    NPUZZLE_INFO("is_goal(goal, goal) on a 3x3 and a 4x4 board: expected true",
                 "在 3x3 和 4x4 局面上调用 is_goal(goal, goal)：应为 true");
    REQUIRE(w::is_goal(Board::goal(), Board::goal()));
    REQUIRE(w::is_goal(Board::goal(4, 4), Board::goal(4, 4)));
}

TEST_CASE("a board one move from the goal is not the goal", "[lesson00][points=1]") {
    const Board near = parse_board("1 2 3 4 5 6 7 0 8");
    NPUZZLE_INFO("is_goal(1 2 3 4 5 6 7 0 8, 1 2 3 4 5 6 7 8 0): expected false",
                 "is_goal(1 2 3 4 5 6 7 0 8, 1 2 3 4 5 6 7 8 0)：应为 false");
    REQUIRE_FALSE(w::is_goal(near, Board::goal()));
}

TEST_CASE("any goal can be given, not only 1 2 3 4 5 6 7 8 0", "[lesson00][points=1]") {
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    const bool same = w::is_goal(parse_board("1 0 3 8 2 4 7 6 5"), goal);
    const bool standard = w::is_goal(Board::goal(), goal);
    NPUZZLE_HINT_IF(!same && standard,
                    "compare the board with the goal you are given, not with 1 2 3 4 5 6 7 8 0",
                    "要和题目给出的目标局面比较，而不是和 1 2 3 4 5 6 7 8 0 比较");
    NPUZZLE_INFO(
        "is_goal(1 0 3 8 2 4 7 6 5, goal 1 0 3 8 2 4 7 6 5) gave " << same << ", expected true",
        "is_goal(1 0 3 8 2 4 7 6 5, 目标局面 1 0 3 8 2 4 7 6 5) 返回 " << same << "，应为 true");
    CHECK(same);
    NPUZZLE_INFO("is_goal(1 2 3 4 5 6 7 8 0, goal 1 0 3 8 2 4 7 6 5) gave " << standard
                                                                            << ", expected false",
                 "is_goal(1 2 3 4 5 6 7 8 0, 目标局面 1 0 3 8 2 4 7 6 5) 返回 " << standard
                                                                                << "，应为 false");
    CHECK_FALSE(standard);
}

TEST_CASE("comparing boards of different shapes is an error", "[lesson00][points=1]") {
    const bool throws =
        throws_invalid_argument([] { (void)w::is_goal(Board::goal(3, 3), Board::goal(4, 4)); });
    NPUZZLE_HINT_IF(!throws,
                    "boards of different shapes cannot be compared: check the shapes "
                    "first and throw std::invalid_argument",
                    "尺寸不同的两个局面无法比较：先检查尺寸，不同就抛出 std::invalid_argument");
    NPUZZLE_INFO("is_goal(a 3x3 board, a 4x4 goal): expected std::invalid_argument",
                 "is_goal(一个 3x3 局面, 一个 4x4 目标局面)：应抛出 std::invalid_argument");
    CHECK(throws);
    // Refusing is worth a point only beside answering: a function that refuses everything
    // would pass the check above.
    NPUZZLE_INFO(
        "is_goal(a 4x4 goal, the same 4x4 goal): expected true, an answer, not an error",
        "is_goal(一个 4x4 目标局面, 同一个 4x4 目标局面)：应返回 true，这是一个答案，不是错误");
    CHECK(w::is_goal(Board::goal(4, 4), Board::goal(4, 4)));
}

TEST_CASE("a tile in its goal cell has distance zero", "[lesson00][points=1]") {
    for (int tile = 1; tile <= 8; ++tile) {
        NPUZZLE_INFO("tile_distance(goal, tile " << tile << ", goal): expected 0",
                     "tile_distance(goal, 数码 " << tile << ", goal)：应为 0");
        CHECK(w::tile_distance(Board::goal(), tile, Board::goal()) == 0);
    }
}

TEST_CASE("tile distance counts rows and columns", "[lesson00][points=2]") {
    // 8 sits in the top-left corner; its goal cell is row 2, column 1: 2 rows + 1 column.
    const Board b = parse_board("8 2 3 4 5 6 7 1 0");
    const int eight = w::tile_distance(b, 8, Board::goal());
    const int one = w::tile_distance(b, 1, Board::goal());
    NPUZZLE_HINT_IF(eight < 0 || one < 0,
                    "a distance is never negative: take the absolute value "
                    "of the row difference and of the column difference",
                    "距离不会是负数：行差和列差都要取绝对值");
    NPUZZLE_INFO("board 8 2 3 4 5 6 7 1 0, goal 1 2 3 4 5 6 7 8 0",
                 "局面 8 2 3 4 5 6 7 1 0，目标局面 1 2 3 4 5 6 7 8 0");
    CHECK(eight == 3);
    CHECK(one == 3);
    CHECK(w::tile_distance(b, 2, Board::goal()) == 0);
    // Seed 000's example: 2 must move one row down to reach its goal cell.
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    NPUZZLE_INFO("board 1 2 3 0 8 4 7 6 5, goal 1 0 3 8 2 4 7 6 5: tiles 2 and 8, expected 1 each",
                 "局面 1 2 3 0 8 4 7 6 5，目标局面 1 0 3 8 2 4 7 6 5：数码 2 和 8 的距离应各为 1");
    CHECK(w::tile_distance(start, 2, goal) == 1);
    CHECK(w::tile_distance(start, 8, goal) == 1);
}

TEST_CASE("tile distance on a 4x4 board", "[lesson00][points=1]") {
    const Board b = parse_board("15 2 3 4 5 6 7 8 9 10 11 12 13 14 1 0");
    const Board goal = Board::goal(4, 4);
    const int fifteen = w::tile_distance(b, 15, goal);
    const int one = w::tile_distance(b, 1, goal);
    NPUZZLE_HINT_IF(fifteen != 5 && fifteen == distance_with_width_3(b, 15, goal),
                    "the width of a 4x4 board is 4, not 3: use board.width()",
                    "4x4 局面的宽是 4，不是 3：请用 board.width()");
    NPUZZLE_INFO(
        "board " << npuzzle::to_string(b) << ": tiles 15 and 1 are 3 rows and 2 columns from "
                 << "home, expected 5 each",
        "局面 " << npuzzle::to_string(b) << "：数码 15 和 1 都离目标位置 3 行 2 列，距离应各为 5");
    CHECK(fifteen == 5);
    CHECK(one == 5);
}

TEST_CASE("the blank has no tile distance", "[lesson00][points=1]") {
    const bool blank_throws =
        throws_invalid_argument([] { (void)w::tile_distance(Board::goal(), 0, Board::goal()); });
    const bool absent_throws =
        throws_invalid_argument([] { (void)w::tile_distance(Board::goal(), 9, Board::goal()); });
    NPUZZLE_HINT_IF(!blank_throws,
                    "the blank (0) is not a tile: throw std::invalid_argument for it",
                    "空格（0）不是数码：问到它时抛出 std::invalid_argument");
    NPUZZLE_HINT_IF(
        blank_throws && !absent_throws,
        "tile 9 is not on a 3x3 board: when the search for a tile's cell finds "
        "nothing, throw std::invalid_argument",
        "3x3 的局面上没有数码 9：找不到某个数码所在的格子时，抛出 std::invalid_argument");
    NPUZZLE_INFO("tile_distance(goal, 0, goal): expected std::invalid_argument",
                 "tile_distance(goal, 0, goal)：应抛出 std::invalid_argument");
    CHECK(blank_throws);
    NPUZZLE_INFO("tile_distance(goal, 9, goal) on a 3x3 board: expected std::invalid_argument",
                 "3x3 局面上的 tile_distance(goal, 9, goal)：应抛出 std::invalid_argument");
    CHECK(absent_throws);
    // Refusing is worth a point only beside answering: the last tile is a tile.
    NPUZZLE_INFO("tile_distance(goal, 8, goal): expected 0, an answer, not an error",
                 "tile_distance(goal, 8, goal)：应返回 0，这是一个答案，不是错误");
    CHECK(w::tile_distance(Board::goal(), 8, Board::goal()) == 0);
}
