// Lesson 02 tests: graded, one file for the stub and the reference. Tags: [lesson02] and the
// points of the test case, [points=N] (docs/grading.md). The exhaustive tests compare
// is_solvable with the truth: a breadth-first search from the goal, written here, marks every
// board the goal can reach, and every permutation of the board's shape is then asked about.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "board_oracle.hpp"
#include "catch.hpp"
#include "hints.hpp"
#include "link_mode.hpp"
#include "npuzzle/board_io.hpp"
#include "parity.hpp"
#include "random_boards.hpp"
#include "throws.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
using npuzzle::testing::contains;
namespace p = npuzzle::parity;

namespace {

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

struct Agreement {
    long boards = 0;
    long reachable = 0;
    long wrong = 0;
    std::string first_wrong;
    // How many answers two known mistakes would also give: inversion parity compared with the
    // standard goal's instead of the goal given, and the blank's row added on every width.
    long like_standard_goal = 0;
    long like_row_always = 0;
    long like_negative_remainder = 0;  // (inversions - row) % 2 compared as it is, -1 and all
};

// Asks is_solvable(board, goal) for every board of the goal's shape (in batches, call_each) and
// compares with the BFS.
Agreement check_every_board(const Board& goal) {
    const auto reach = npuzzle::testing::distances_to(goal);
    std::vector<int> tiles(static_cast<std::size_t>(goal.cell_count()));
    std::iota(tiles.begin(), tiles.end(), 0);
    const Board standard = Board::goal(goal.width(), goal.height());
    const auto with_row = [](const Board& b) { return (slow_inversions(b) + b.blank_row()) % 2; };
    const auto plain = [](const Board& b) { return slow_inversions(b) % 2; };
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
        const bool got = answers[i];
        ++a.boards;
        a.reachable += truth ? 1 : 0;
        const bool even = goal.width() % 2 == 0;
        a.like_standard_goal +=
            got == (even ? with_row(b) == with_row(standard) : plain(b) == plain(standard));
        a.like_row_always += got == (with_row(b) == with_row(goal));
        const auto signed_rest = [](const Board& x) {
            return (slow_inversions(x) - x.blank_row()) % 2;  // -1 for an odd negative number
        };
        a.like_negative_remainder += got == (signed_rest(b) == signed_rest(goal));
        if (got != truth && a.wrong++ == 0) {
            a.first_wrong = NPUZZLE_WORDS(
                to_string(b) << " is " << (truth ? "" : "not ") << "reachable from "
                             << to_string(goal) << " (inversions " << p::inversions(b) << " and "
                             << p::inversions(goal) << ")",
                "从 " << to_string(goal) << (truth ? " 可以" : " 不能") << "到达 " << to_string(b)
                      << "（逆序数 " << p::inversions(b) << " 和 " << p::inversions(goal) << "）");
        }
    }
    return a;
}

// Inversions with the blank counted as a tile (the value 0), and the pairs of tiles in the right
// order: what two known mistakes count instead.
int inversions_with_blank(const Board& b) {
    int count = 0;
    for (int i = 0; i < b.cell_count(); ++i) {
        for (int j = i + 1; j < b.cell_count(); ++j) count += b.at(i) > b.at(j) ? 1 : 0;
    }
    return count;
}

int pairs_in_order(const Board& b) {
    const int tiles = b.cell_count() - 1;
    return tiles * (tiles - 1) / 2 - slow_inversions(b);
}

// Shows the hint of the mistake whose counts match every board given, if one does.
void hint_for_inversions(const std::vector<Board>& boards) {
    bool with_blank = true, in_order = true;
    for (const Board& b : boards) {
        const int got = p::inversions(b);
        with_blank = with_blank && got == inversions_with_blank(b) && got != slow_inversions(b);
        in_order = in_order && got == pairs_in_order(b) && got != slow_inversions(b);
    }
    NPUZZLE_HINT_IF(
        with_blank,
        "the blank (0) is not a tile; a pair with the blank in it is never an "
        "inversion, otherwise every horizontal move would change the count by one",
        "空格（0）不是数码；含有空格的一对永远不算逆序对，否则每次水平移动都会使逆序数改变 1");
    NPUZZLE_HINT_IF(in_order,
                    "an inversion is a pair in the WRONG order, tile(i) > tile(j) for "
                    "i < j; you counted the pairs in the right order",
                    "逆序对是顺序“颠倒”的一对：i < j 而 tile(i) > tile(j)；你数的是顺序正确的对");
}

}  // namespace

TEST_CASE("the goal board has no inversions", "[lesson02][points=1]") {
    hint_for_inversions({Board::goal(), Board::goal(4, 4)});
    NPUZZLE_INFO("inversions of the 3x3, 4x4 and 2x3 goals: expected 0",
                 "3x3、4x4 和 2x3 目标局面的逆序数：应为 0");
    CHECK(p::inversions(Board::goal()) == 0);
    CHECK(p::inversions(Board::goal(4, 4)) == 0);
    CHECK(p::inversions(Board::goal(2, 3)) == 0);
}

TEST_CASE("inversions of the seeds' boards", "[lesson02][points=1]") {
    hint_for_inversions({parse_board("2 3 0 7 1 6 5 8 4"), parse_board("1 2 3 0 8 4 7 6 5")});
    NPUZZLE_INFO(
        "inversions of 2 3 0 7 1 6 5 8 4: expected 10; of 0 8 7 6 5 4 3 2 1: 28; of "
        "1 2 3 0 8 4 7 6 5: 7; of 15 14 .. 1 0: 105",
        "逆序数：2 3 0 7 1 6 5 8 4 应为 10；0 8 7 6 5 4 3 2 1 应为 28；1 2 3 0 8 4 7 6 5 应为 "
        "7；15 14 .. 1 0 应为 105");
    // Seed 003: 2 3 7 1 6 5 8 4 read without the blank: 2>1, 3>1, 7>1,6,5,4, 6>5,4, 5>4, 8>4.
    CHECK(p::inversions(parse_board("2 3 0 7 1 6 5 8 4")) == 10);
    // Seed 003's 28-move board: every pair of the eight tiles is reversed, 8*7/2 = 28.
    CHECK(p::inversions(parse_board("0 8 7 6 5 4 3 2 1")) == 28);
    // Seed 000: only 8 before 4, 7, 6, 5 and 7 before 6, 5 and 6 before 5.
    CHECK(p::inversions(parse_board("1 2 3 0 8 4 7 6 5")) == 7);
    CHECK(p::inversions(parse_board("15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0")) == 105);
}

TEST_CASE("inversions ignore the blank", "[lesson02][points=1][known-mistake]") {
    hint_for_inversions({parse_board("0 1 2 3 4 5 6 7 8"), parse_board("1 2 3 4 0 5 6 7 8")});
    NPUZZLE_INFO(
        "inversions of 0 1 2 3 4 5 6 7 8 and 1 2 3 4 0 5 6 7 8: expected 0; of "
        "8 7 6 5 4 3 2 1 0: 28",
        "逆序数：0 1 2 3 4 5 6 7 8 和 1 2 3 4 0 5 6 7 8 应为 0；8 7 6 5 4 3 2 1 0 应为 28");
    CHECK(p::inversions(parse_board("0 1 2 3 4 5 6 7 8")) == 0);
    CHECK(p::inversions(parse_board("1 2 3 4 0 5 6 7 8")) == 0);
    CHECK(p::inversions(parse_board("8 7 6 5 4 3 2 1 0")) == 28);
}

TEST_CASE("inversions agree with the definition on random 4x4 boards", "[lesson02][points=1]") {
    npuzzle::testing::Random rng(15);
    std::vector<int> tiles(16);
    std::iota(tiles.begin(), tiles.end(), 0);
    for (int trial = 0; trial < 500; ++trial) {
        rng.shuffle(tiles);
        const Board b(4, 4, tiles);
        NPUZZLE_INFO("inversions(" << to_string(b) << "): expected " << slow_inversions(b),
                     "inversions(" << to_string(b) << ")：应为 " << slow_inversions(b));
        REQUIRE(p::inversions(b) == slow_inversions(b));
    }
}

TEST_CASE("seed 000's start reaches its goal", "[lesson02][points=1]") {
    NPUZZLE_INFO(
        "is_solvable(1 2 3 0 8 4 7 6 5, goal 1 0 3 8 2 4 7 6 5), and 2 3 0 7 1 6 5 8 4, "
        "0 8 7 6 5 4 3 2 1, 6 2 8 0 1 4 7 3 5 to 1 2 3 4 5 6 7 8 0: expected true each",
        "is_solvable(1 2 3 0 8 4 7 6 5, 目标局面 1 0 3 8 2 4 7 6 5)，以及 2 3 0 7 1 6 5 8 4、0 8 7 "
        "6 5 4 3 2 1、6 2 8 0 1 4 7 3 5 到 1 2 3 4 5 6 7 8 0：应都为 true");
    CHECK(p::is_solvable(parse_board("1 2 3 0 8 4 7 6 5"), parse_board("1 0 3 8 2 4 7 6 5")));
    CHECK(p::is_solvable(parse_board("2 3 0 7 1 6 5 8 4"), Board::goal()));
    CHECK(p::is_solvable(parse_board("0 8 7 6 5 4 3 2 1"), Board::goal()));
    CHECK(p::is_solvable(parse_board("6 2 8 0 1 4 7 3 5"), Board::goal()));
}

TEST_CASE("swapping two tiles makes a board unsolvable", "[lesson02][points=1]") {
    NPUZZLE_INFO(
        "is_solvable with two tiles swapped (8 7, 2 1, and the 4x4 14-15 puzzle): expected "
        "false each",
        "交换两个数码后（8 7、2 1，以及 4x4 的 14-15 难题）的 is_solvable：应都为 false");
    CHECK_FALSE(p::is_solvable(parse_board("1 2 3 4 5 6 8 7 0"), Board::goal()));
    CHECK_FALSE(p::is_solvable(parse_board("2 1 3 4 5 6 7 8 0"), Board::goal()));
    // Sam Loyd's 14-15 puzzle.
    CHECK_FALSE(
        p::is_solvable(parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"), Board::goal(4, 4)));
}

TEST_CASE("parity agrees with reachability on all 9! boards of the 8-puzzle",
          "[lesson02][points=3]") {
    const Agreement a = check_every_board(Board::goal());
    NPUZZLE_HINT_IF(
        a.wrong > 0 && a.like_row_always == a.boards,
        "on an odd width a vertical move changes the inversions by an even number: "
        "compare inversion parities only, the blank's row does not count",
        "宽为奇数时，一次竖直移动使逆序数改变偶数：只比较逆序数的奇偶性，空格所在行不参与");
    NPUZZLE_INFO("is_solvable on all 9! boards against the test's BFS from the goal: "
                     << a.wrong << " wrong; first: " << a.first_wrong,
                 "在全部 9! 个局面上，把 is_solvable 与测试从目标局面出发的 BFS 比较：错了 "
                     << a.wrong << " 个；第一个：" << a.first_wrong);
    CHECK(a.boards == 362880);
    CHECK(a.reachable == 181440);
    CHECK(a.wrong == 0);
}

TEST_CASE("parity agrees with reachability for any 3x3 goal", "[lesson02][points=2]") {
    // Seed 000's goal has 9 inversions, an odd number: measured against 1 2 3 4 5 6 7 8 0
    // instead, every answer would be the wrong way round.
    const Agreement a = check_every_board(parse_board("1 0 3 8 2 4 7 6 5"));
    NPUZZLE_HINT_IF(a.wrong > 0 && a.like_standard_goal == a.boards,
                    "compare the start with the goal you are given, not with 1 2 3 4 5 6 7 8 0",
                    "要把初始局面和题目给出的目标局面比较，而不是和 1 2 3 4 5 6 7 8 0 比较");
    NPUZZLE_INFO(
        "is_solvable on all 9! boards toward goal 1 0 3 8 2 4 7 6 5, against the test's BFS: "
            << a.wrong << " wrong; first: " << a.first_wrong,
        "目标局面为 1 0 3 8 2 4 7 6 5 时，在全部 9! 个局面上把 is_solvable 与测试的 BFS 比较：错了 "
            << a.wrong << " 个；第一个：" << a.first_wrong);
    CHECK(a.reachable == 181440);
    CHECK(a.wrong == 0);
}

TEST_CASE("parity agrees with reachability on all 2x2, 2x3, 3x2, 2x4 and 4x2 boards",
          "[lesson02][points=2]") {
    for (const Board goal : {Board::goal(2, 2), Board::goal(2, 3), Board::goal(3, 2),
                             Board::goal(2, 4), Board::goal(4, 2)}) {
        const Agreement a = check_every_board(goal);
        NPUZZLE_HINT_IF(a.wrong > 0 && a.like_negative_remainder == a.boards,
                        "compare parities with % 2 on non-negative numbers: in C++ -3 % 2 is -1, "
                        "not 1; add the row instead of subtracting it",
                        "用 % 2 比较奇偶性时要对非负数取余：在 C++ 中 -3 % 2 等于 -1，而不是 "
                        "1；把行号加上，不要减去");
        NPUZZLE_INFO("is_solvable on every "
                         << goal.width() << "x" << goal.height() << " board against "
                         << "the test's BFS: " << a.wrong << " wrong; first: " << a.first_wrong,
                     "在每个 " << goal.width() << "x" << goal.height()
                               << " 局面上，把 is_solvable 与测试的 BFS 比较：错了 " << a.wrong
                               << " 个；第一个：" << a.first_wrong);
        CHECK(a.reachable * 2 == a.boards);
        CHECK(a.wrong == 0);
    }
}

TEST_CASE("a 4x4 board is solvable after any moves from the goal", "[lesson02][points=1]") {
    npuzzle::testing::Random rng(1879);
    Board b = Board::goal(4, 4);
    for (int step = 0; step < 3000; ++step) {
        b.apply(rng.legal_move(b));
        NPUZZLE_INFO("board " << to_string(b) << " is " << step + 1
                              << " random moves from the 4x4 goal: "
                              << "is_solvable both ways expected true",
                     "局面 " << to_string(b) << " 是从 4x4 目标局面随机走 " << step + 1
                             << " 步得到的：is_solvable 两个方向都应为 true");
        REQUIRE(p::is_solvable(b, Board::goal(4, 4)));
        REQUIRE(p::is_solvable(Board::goal(4, 4), b));
    }
}

TEST_CASE("the odd-width rule is wrong on a 4x4 board", "[lesson02][points=1][known-mistake]") {
    // One move (the blank up) from the goal, yet 3 inversions: 13, 14, 15 stand before 12.
    const Board one_up = parse_board("1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12");
    const bool solvable = p::is_solvable(one_up, Board::goal(4, 4));
    // Two moves up: 6 inversions, even, so inversion parity alone gets this one right.
    const Board two_up = parse_board("1 2 3 4 5 6 7 0 9 10 11 8 13 14 15 12");
    NPUZZLE_HINT_IF(
        p::inversions(one_up) == 3 && !solvable && p::is_solvable(two_up, Board::goal(4, 4)),
        "on a board of even width a vertical move passes an odd number of tiles "
        "(W-1 = 3) and so flips the inversion parity; add the blank's row before "
        "comparing parities",
        "宽为偶数的局面上，一次竖直移动越过奇数个数码（W-1 = "
        "3），因而翻转逆序数的奇偶性；比较奇偶性之前先加上空格所在行");
    NPUZZLE_INFO(
        "1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12 is one move from the 4x4 goal: inversions "
        "expected 3, is_solvable expected true; the last pair differs by a swap: false",
        "1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12 离 4x4 目标局面只有一步：逆序数应为 3，is_solvable "
        "应为 true；把最后一对交换之后：应为 false");
    CHECK(p::inversions(one_up) == 3);
    CHECK(solvable);
    CHECK_FALSE(p::is_solvable(parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"),
                               parse_board("1 2 3 4 5 6 7 8 9 10 11 0 13 15 14 12")));
}

TEST_CASE("boards of different shapes are rejected with a message", "[lesson02][points=1]") {
    const bool refused = npuzzle::testing::throws_invalid_argument(
        [] { (void)p::is_solvable(Board::goal(3, 3), Board::goal(4, 4)); });
    NPUZZLE_HINT_IF(
        !refused,
        "boards of different shapes never reach each other: check the "
        "shapes first, throw std::invalid_argument and say both shapes",
        "尺寸不同的局面永远不能互相到达：先检查尺寸，抛出 std::invalid_argument 并写明两个尺寸");
    NPUZZLE_INFO(
        "is_solvable(3x3, 4x4): expected std::invalid_argument; (2x3, 3x2): a message naming "
        "2x3",
        "is_solvable(3x3, 4x4)：应抛出 std::invalid_argument；(2x3, 3x2)：消息中要写出 2x3");
    CHECK_THROWS_AS(p::is_solvable(Board::goal(3, 3), Board::goal(4, 4)), std::invalid_argument);
    CHECK_THROWS_WITH(p::is_solvable(Board::goal(2, 3), Board::goal(3, 2)), contains("2x3"));
}
