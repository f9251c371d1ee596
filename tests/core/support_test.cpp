// The lesson tests' own helpers (tests/support/), tested before the lessons lean on them. The
// pinned values were drawn once; another standard library or machine must draw the same ones,
// which is what random_boards.hpp promises.
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "board_oracle.hpp"
#include "catch.hpp"
#include "manhattan.hpp"
#include "npuzzle/board_io.hpp"
#include "path_check.hpp"
#include "random_boards.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
using npuzzle::testing::distances_to_goal;
using npuzzle::testing::Random;
using npuzzle::testing::sample_reachable;

namespace {

std::vector<std::string> texts(const std::vector<Board>& boards) {
    std::vector<std::string> out;
    for (const Board& b : boards) out.push_back(npuzzle::to_string(b));
    return out;
}

}  // namespace

TEST_CASE("the random draws are the same on every machine", "[core][support]") {
    Random digits(2026);
    std::vector<std::uint64_t> drawn;
    for (int i = 0; i < 6; ++i) drawn.push_back(digits.below(10));
    INFO("Random(2026).below(10) six times: expected 1 0 1 6 4 1");
    CHECK(drawn == std::vector<std::uint64_t>{1, 0, 1, 6, 4, 1});

    Random shuffler(2005);
    std::vector<int> p{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    shuffler.shuffle(p);
    INFO("Random(2005).shuffle(0 .. 9): expected 8 5 2 7 4 1 6 9 0 3");
    CHECK(p == std::vector<int>{8, 5, 2, 7, 4, 1, 6, 9, 0, 3});

    Random walker(1985);
    INFO("Random(1985).walk(4x4 goal, 10 moves): expected 1 2 3 4 5 0 8 11 9 6 10 12 13 14 7 15");
    CHECK(walker.walk(Board::goal(4, 4), 10) ==
          parse_board("1 2 3 4 5 0 8 11 9 6 10 12 13 14 7 15"));
}

TEST_CASE("the sampled boards are the same on every machine", "[core][support]") {
    INFO("sample_reachable(4, seed 20150803), the first boards of lesson 03's samples");
    CHECK(texts(sample_reachable(4, 20150803)) ==
          std::vector<std::string>{"5 8 3 1 0 4 2 7 6", "0 7 6 3 2 5 4 8 1", "5 8 2 0 1 3 4 7 6",
                                   "8 3 6 2 4 1 0 7 5"});
    INFO("sample_reachable(3, seed 20260505, 20 to 22 moves)");
    CHECK(texts(sample_reachable(3, 20260505, 20, 22)) ==
          std::vector<std::string>{"0 4 5 3 7 8 6 1 2", "0 6 3 1 5 7 2 8 4", "0 5 1 4 3 2 6 8 7"});
}

TEST_CASE("a bounded draw favours no value", "[core][support]") {
    // With n = 3 * 2^62, raw % n alone would give the values below 2^62 half the time (twice as
    // often as the others); drawn again when the raw value is below 2^64 mod n, a third.
    const std::uint64_t n = 3 * (std::uint64_t{1} << 62);
    Random random(7);
    int low = 0;
    for (int i = 0; i < 3000; ++i) {
        const std::uint64_t v = random.below(n);
        REQUIRE(v < n);
        low += v < (std::uint64_t{1} << 62);
    }
    INFO(low << " of 3000 draws below n / 3: expected about 1000 (1500 if biased)");
    CHECK(low > 900);
    CHECK(low < 1100);
    CHECK(random.below(1) == 0);
    CHECK_THROWS_AS(random.below(0), std::invalid_argument);
}

TEST_CASE("a shuffle gives every order equally often", "[core][support]") {
    Random random(11);
    std::map<std::vector<int>, int> seen;
    for (int i = 0; i < 6000; ++i) {
        std::vector<int> v{0, 1, 2};
        random.shuffle(v);
        ++seen[v];
    }
    std::string counts;
    for (const auto& [order, times] : seen) counts += std::to_string(times) + " ";
    INFO("6000 shuffles of 0 1 2: each of the 6 orders expected about 1000 times; got " << counts);
    REQUIRE(seen.size() == 6);
    for (const auto& [order, times] : seen) {
        CHECK(times > 880);
        CHECK(times < 1120);
    }
}

TEST_CASE("a sample holds different boards at the distances asked for", "[core][support]") {
    const auto boards = sample_reachable(500, 3, 8, 16);
    CHECK(boards.size() == 500);
    CHECK(std::set<Board>(boards.begin(), boards.end()).size() == 500);
    for (const Board& b : boards) {
        const int d = distances_to_goal().at(b);
        INFO(npuzzle::to_string(b) << " is " << d << " moves from the goal: expected 8 to 16");
        CHECK((8 <= d && d <= 16));
    }
    INFO("boards 1 move from the goal: there are 2, so a sample of 100 holds 2");
    CHECK(sample_reachable(100, 1, 1, 1).size() == 2);
}

TEST_CASE("a walk keeps the board's parity and never undoes its last move", "[core][support]") {
    Random random(3);
    for (int steps : {1, 2, 5, 12}) {
        const Board b = random.walk(Board::goal(), steps);
        const int d = distances_to_goal().at(b);
        INFO("a walk of " << steps << " moves ended at " << npuzzle::to_string(b) << ", " << d
                          << " moves from the goal");
        CHECK(d <= steps);
        CHECK(d % 2 == steps % 2);
    }
    // Two moves that never undo each other cannot come back to the start.
    for (int i = 0; i < 200; ++i) CHECK(random.walk(Board::goal(), 2) != Board::goal());
}

TEST_CASE("a replayed path says what is wrong with it", "[core][support]") {
    using npuzzle::parse_moves;
    using npuzzle::testing::path_fault;
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    CHECK(path_fault(start, parse_moves("ru"), goal) == "");
    CHECK(path_fault(goal, {}, goal) == "");
    // In the reader's language, as a failed test shows it (a zh-CN edition runs these too).
    using npuzzle::testing::in_reading_language;
    CHECK(path_fault(start, parse_moves("rul"), goal) ==
          in_reading_language(
              "the 3 moves end at 0 1 3 8 2 4 7 6 5, not at the goal 1 0 3 8 2 4 7 6 5",
              "这 3 步走完停在 0 1 3 8 2 4 7 6 5，而不是目标局面 1 0 3 8 2 4 7 6 5"));
    CHECK(path_fault(start, parse_moves("rll"), goal) ==
          in_reading_language(
              "move 3 of 3 (Left) would move the blank off the board 1 2 3 0 8 4 7 6 5",
              "共 3 步中的第 3 步（Left）会把空格移出棋盘，当时的局面是 1 2 3 0 8 4 7 6 5"));
}

TEST_CASE("the tests' Manhattan distance counts tiles, never the blank", "[core][support]") {
    using npuzzle::testing::manhattan;
    CHECK(manhattan(Board::goal(), Board::goal()) == 0);
    CHECK(manhattan(parse_board("1 2 3 4 5 6 7 0 8"), Board::goal()) == 1);
    CHECK(manhattan(parse_board("1 2 3 0 8 4 7 6 5"), parse_board("1 0 3 8 2 4 7 6 5")) == 2);
    CHECK(manhattan(parse_board("15 2 3 4 5 6 7 8 9 10 11 12 13 14 1 0"), Board::goal(4, 4)) == 10);
    // 3 wide, 2 high: cell 2 is row 0, column 2; cell 3 is row 1, column 0.
    CHECK(npuzzle::testing::cell_distance(2, 3, 3) == 3);
    // Every 3x3 board is at least its Manhattan distance from the goal.
    long over = 0;
    for (const auto& [b, d] : distances_to_goal()) over += manhattan(b, Board::goal()) > d;
    CHECK(over == 0);
}
