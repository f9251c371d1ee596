// Lesson 07 tests: graded, one file for the stub and the reference. Tags: [lesson07] and the
// points of the test case, [points=N] (docs/grading.md). Databases are checked against the tests'
// own (tests/support/pattern_oracle.hpp: a 0-1 BFS over full boards) and distances against the
// tests' own BFS (board_oracle.hpp), so no expected value is taken from the code under test. The
// searches use databases the tests built themselves, so IDA* is graded even when build is not.
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <unordered_map>
#include <utility>
#include <vector>

#include "board_oracle.hpp"
#include "budget_observer.hpp"
#include "catch.hpp"
#include "hints.hpp"
#include "idastar_events.hpp"
#include "link_mode.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/tracer/event_recorder.hpp"
#include "path_check.hpp"
#include "pattern_oracle.hpp"
#include "pdb.hpp"
#include "random_boards.hpp"
#include "seed_boards.hpp"
#include "throws.hpp"

using npuzzle::Board;
using npuzzle::EventKind;
using npuzzle::Move;
using npuzzle::parse_board;
using npuzzle::SearchResult;
using npuzzle::SearchStatus;
using npuzzle::pdb::PatternDatabase;
using npuzzle::testing::check_optimal;
using npuzzle::testing::Distances;
using npuzzle::testing::distances_to;
using npuzzle::testing::distances_to_goal;
using npuzzle::testing::kUnreached;
using npuzzle::testing::placement_rank;
using npuzzle::testing::placement_rank_of;
using npuzzle::testing::placements;
using npuzzle::testing::throws_invalid_argument;
using npuzzle::testing::within_seconds;
namespace pdb = npuzzle::pdb;

namespace {

using Tiles = std::vector<int>;
using Databases = std::vector<PatternDatabase>;

// A 3x3 goal other than the standard one (seed 000's), and a 4x4 one with the blank first.
const Board kOtherGoal = parse_board("1 0 3 8 2 4 7 6 5");
const Board kBlankFirst16 = parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");

// A correct IDA* with databases answers each of this file's boards in milliseconds; one still
// running after this many seconds is a runaway, and the test fails with a message.
constexpr int kSearchSeconds = 10;
// Deeper than any board of these tests needs (4x4's farthest is 80 moves): a search past it has
// run away down.
constexpr int kDeepest = 100;

// The tests' own entries of a database of `tiles` toward `goal` (pattern_oracle.hpp): over full
// boards for up to 3x3, over abstract states beyond; kUnreached where no board places the tiles
// so. Each is computed once per test program: several tests check against the same patterns.
const std::vector<int>& oracle_distances(const Board& goal, const Tiles& tiles) {
    static std::map<std::pair<Board, Tiles>, std::vector<int>> cache;
    const auto known = cache.find({goal, tiles});
    if (known != cache.end()) return known->second;
    std::vector<int> d = goal.cell_count() <= 9
                             ? npuzzle::testing::pattern_distances(goal, tiles)
                             : npuzzle::testing::abstract_pattern_distances(goal, tiles);
    return cache.emplace(std::pair(goal, tiles), std::move(d)).first->second;
}

// The same as a database: placements no board reaches hold 0xFF, as nothing looks them up.
// Each is made once per test program.
const PatternDatabase& oracle_database(const Board& goal, const Tiles& tiles) {
    static std::map<std::pair<Board, Tiles>, PatternDatabase> cache;
    const auto known = cache.find({goal, tiles});
    if (known != cache.end()) return known->second;
    const std::vector<int>& d = oracle_distances(goal, tiles);
    PatternDatabase db{goal, tiles, {}};
    db.moves.reserve(d.size());
    for (int v : d) db.moves.push_back(static_cast<std::uint8_t>(v == kUnreached ? 0xFF : v));
    return cache.emplace(std::pair(goal, tiles), std::move(db)).first->second;
}

// distances_to(goal), computed once per goal and test program.
const Distances& distances_of(const Board& goal) {
    static std::map<Board, Distances> cache;
    const auto known = cache.find(goal);
    if (known != cache.end()) return known->second;
    return cache.emplace(goal, goal == Board::goal() ? distances_to_goal() : distances_to(goal))
        .first->second;
}

// The sum the databases promise for `board`, read with the tests' own rank.
int oracle_sum(const Databases& dbs, const Board& board) {
    int sum = 0;
    for (const PatternDatabase& db : dbs) sum += db.moves.at(placement_rank_of(board, db.tiles));
    return sum;
}

std::string tiles_text(const Tiles& tiles) {
    std::string s;
    for (int t : tiles) {
        if (!s.empty()) s += '-';
        s += std::to_string(t);
    }
    return s;
}

// pdb::idastar(start, dbs), stopped by the watchdog: the test ends at the first runaway search.
SearchResult solve(const Board& start, const Databases& dbs) {
    const auto shared = std::make_shared<const Databases>(dbs);
    // With events, under a depth guard: an estimate that lets the search run away down fails
    // here, with words, where a search without events would overflow its stack.
    const auto r = within_seconds(kSearchSeconds, [start, shared] {
        npuzzle::testing::DepthGuard guard(kDeepest);
        return pdb::idastar(start, *shared, guard);
    });
    NPUZZLE_INFO("pdb::idastar(" << npuzzle::to_string(start) << ", databases of "
                                 << npuzzle::to_string(dbs.at(0).goal) << ") gave no answer: it "
                                 << r.failure,
                 "pdb::idastar(" << npuzzle::to_string(start) << ", 目标局面为 "
                                 << npuzzle::to_string(dbs.at(0).goal)
                                 << " 的模式数据库) 没有给出答案：它" << r.failure);
    REQUIRE(r.has_value());
    // The first search of each test runs once more without events (the search the guard let
    // through cannot run away): the same answer, or the test says so. Once a test, so a slow
    // mistake does not pay every search twice.
    static std::string compared;
    const std::string test = Catch::getResultCapture().getCurrentTestName();
    if (compared != test) {
        compared = test;
        const auto quiet = within_seconds(kSearchSeconds,
                                          [start, shared] { return pdb::idastar(start, *shared); });
        NPUZZLE_INFO(
            "pdb::idastar(" << npuzzle::to_string(start)
                            << ") without events: it must give what it gives with them",
            "不带事件的 pdb::idastar(" << npuzzle::to_string(start) << ")：结果必须与带事件时相同");
        REQUIRE(quiet.has_value());
        CHECK(quiet->path == r->path);
        CHECK(quiet->counters.generated == r->counters.generated);
    }
    return *r;
}

// The placement the digits of a rank stand for: each digit read as the how-manieth free cell.
std::vector<int> cells_of_digits(const std::vector<int>& digits) {
    std::vector<int> cells;
    for (int digit : digits) {
        int c = 0;
        for (int free_seen = -1;; ++c) {
            if (std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
            if (++free_seen == digit) break;
        }
        cells.push_back(c);
    }
    return cells;
}

// The placement of rank `rank`, decoded by the tests: digits in mixed radix n, n-1, ..., digit
// k-1 the least significant.
std::vector<int> cells_at_rank(std::uint64_t rank, int n, int k) {
    std::vector<int> digits(k);
    for (int i = k - 1; i >= 0; --i) {
        digits[i] = static_cast<int>(rank % static_cast<std::uint64_t>(n - i));
        rank /= static_cast<std::uint64_t>(n - i);
    }
    return cells_of_digits(digits);
}

// What an unrank gives that takes digit 0 as the least significant (digit 0 = rank mod n, then
// divide, and so on), a known mistake.
std::vector<int> cells_at_rank_digits_reversed(std::uint64_t rank, int n, int k) {
    std::vector<int> digits(k);
    for (int i = 0; i < k; ++i) {
        digits[i] = static_cast<int>(rank % static_cast<std::uint64_t>(n - i));
        rank /= static_cast<std::uint64_t>(n - i);
    }
    return cells_of_digits(digits);
}

std::string cells_text(const std::vector<int>& cells) {
    std::string s;
    for (int c : cells) {
        s += ' ';
        s += std::to_string(c);
    }
    return s;
}

// Calls visit(cells) for every placement of k tiles in n cells, in lexicographic order.
template <class Visit>
void for_each_placement(int n, int k, Visit visit) {
    std::vector<int> cells;
    std::vector<bool> used(n);
    const auto place = [&](const auto& self) -> void {
        if (static_cast<int>(cells.size()) == k) {
            visit(cells);
            return;
        }
        for (int c = 0; c < n; ++c) {
            if (used[c]) continue;
            used[c] = true;
            cells.push_back(c);
            self(self);
            cells.pop_back();
            used[c] = false;
        }
    };
    place(place);
}

// What a rank gives when digit i is cells[i] itself, the earlier tiles not taken off.
pdb::Rank undiscounted_rank(const std::vector<int>& cells, int n) {
    const int k = static_cast<int>(cells.size());
    pdb::Rank rank = 0;
    for (int i = 0; i < k; ++i) rank += cells[i] * placements(n - 1 - i, k - 1 - i);
    return rank;
}

// What a rank gives with lesson 01's weights, (n-1-i)!, for a placement of fewer tiles.
pdb::Rank factorial_weight_rank(const std::vector<int>& cells, int n) {
    const int k = static_cast<int>(cells.size());
    pdb::Rank rank = 0;
    for (int i = 0; i < k; ++i) {
        int digit = 0;
        for (int c = 0; c < cells[i]; ++c) {
            digit += std::find(cells.begin(), cells.begin() + i, c) == cells.begin() + i;
        }
        rank += digit * placements(n - 1 - i, n - 1 - i);
    }
    return rank;
}

}  // namespace

TEST_CASE("placement_count counts the placements of k tiles in n cells", "[lesson07][points=1]") {
    for (int n = 0; n <= 16; ++n) {
        for (int k = 0; k <= n; ++k) {
            NPUZZLE_INFO("placement_count(" << n << ", " << k
                                            << "): expected n! / (n-k)! = " << placements(n, k),
                         "placement_count(" << n << ", " << k
                                            << ")：应为 n! / (n-k)! = " << placements(n, k));
            CHECK(pdb::placement_count(n, k) == placements(n, k));
        }
    }
    NPUZZLE_INFO("placement_count(16, 16) = 16! = 20922789888000 needs 64 bits",
                 "placement_count(16, 16) = 16! = 20922789888000，需要 64 位整数");
    CHECK(pdb::placement_count(16, 16) == 20922789888000ULL);
}

TEST_CASE("every placement of k tiles in up to 9 cells has its own rank, and unrank inverts it",
          "[lesson07][points=3][known-mistake]") {
    // Every k-permutation of n cells, n <= 9, in lexicographic order: the ranks must be exactly
    // 0 .. count-1 in that order, as lesson 01's are for full permutations. Asked one (n, k) at a
    // time: a million placements held at once, each its own vector, cost more than the calls.
    long asked = 0, wrong_rank = 0, wrong_unrank = 0, no_discount = 0, factorial_weights = 0;
    long oracles_disagree = 0;  // the tests' sum and its lexicographic order: a fault of the tests
    long digits_reversed = 0;   // unranks that took digit 0 as the least significant
    std::string first_wrong, first_wrong_unrank;
    for (int n = 1; n <= 9; ++n) {
        for (int k = 0; k <= n; ++k) {
            std::vector<std::tuple<std::vector<int>, int>> placements_asked;
            placements_asked.reserve(placements(n, k));
            for_each_placement(n, k, [&](const std::vector<int>& cells) {
                placements_asked.emplace_back(cells, n);
            });
            const std::vector<pdb::Rank> ranks = npuzzle::testing::call_each<pdb::Rank>(
                "pdb::rank_placement",
                [](const std::vector<int>& cells, int cell_count) {
                    return pdb::rank_placement(cells, cell_count);
                },
                placements_asked);
            std::vector<std::tuple<pdb::Rank, int, int>> unrank_asked;
            unrank_asked.reserve(placements_asked.size());
            for (pdb::Rank r = 0; r < placements(n, k); ++r) unrank_asked.emplace_back(r, n, k);
            const std::vector<std::vector<int>> unranked =
                npuzzle::testing::call_each<std::vector<int>>("pdb::unrank_placement",
                                                              pdb::unrank_placement, unrank_asked);
            REQUIRE(ranks.size() == placements_asked.size());
            REQUIRE(unranked.size() == placements_asked.size());
            asked += static_cast<long>(placements_asked.size());
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                const std::vector<int>& cells = std::get<0>(placements_asked[i]);
                const auto want = static_cast<pdb::Rank>(i);  // its place in the (n, k) block
                oracles_disagree += placement_rank(cells, n) != want;
                if (unranked[i] != cells) {
                    digits_reversed += unranked[i] == cells_at_rank_digits_reversed(want, n, k);
                    if (wrong_unrank++ == 0) {
                        first_wrong_unrank = NPUZZLE_WORDS(
                            "unrank_placement(" << want << ", " << n << ", " << k << ") gave cells"
                                                << cells_text(unranked[i]) << ", expected"
                                                << cells_text(cells),
                            "unrank_placement(" << want << ", " << n << ", " << k << ") 给出格子"
                                                << cells_text(unranked[i]) << "，应为"
                                                << cells_text(cells));
                    }
                }
                if (ranks[i] == want) continue;
                no_discount += ranks[i] == undiscounted_rank(cells, n);
                factorial_weights += ranks[i] == factorial_weight_rank(cells, n);
                if (wrong_rank++ == 0) {
                    first_wrong = NPUZZLE_WORDS(
                        "rank_placement of cells" << cells_text(cells) << " in " << n
                                                  << " cells gave " << ranks[i] << ", expected "
                                                  << want,
                        "在 " << n << " 个格子中，格子" << cells_text(cells)
                              << " 的 rank_placement 给出 " << ranks[i] << "，应为 " << want);
                }
            }
        }
    }
    REQUIRE(oracles_disagree == 0);
    NPUZZLE_HINT_IF(wrong_rank > 0 && no_discount == wrong_rank,
                    "digit i of a rank counts the cells below cells[i] that no earlier tile "
                    "holds: without taking the earlier tiles off, two placements share a rank "
                    "and ranks pass placement_count - 1",
                    "排名的第 i 位统计的是编号小于 "
                    "cells[i]"
                    "、且没有被前面的数码占用的格子数：不去掉前面的数码，两种摆放就会得到同一个排名"
                    "，而且排名会超过 placement_count - 1");
    NPUZZLE_HINT_IF(
        wrong_rank > 0 && factorial_weights == wrong_rank,
        "the weight of digit i is placement_count(n-1-i, k-1-i), the ways to place the "
        "tiles after it, not lesson 01's (n-1-i)!: with fewer tiles than cells, "
        "factorial weights leave gaps and pass placement_count - 1",
        "第 i 位的权是 placement_count(n-1-i, k-1-i)，即摆放它后面各数码的方法数，而不是第 01 课的 "
        "(n-1-i)!：数码比格子少时，用阶乘作权会留下空隙，排名会超过 placement_count - 1");
    NPUZZLE_HINT_IF(
        wrong_unrank > 0 && digits_reversed == wrong_unrank,
        "unrank from the last digit: digit k-1, the least significant, is rank mod "
        "(n-k+1); divide and go on to digit 0, which is what is left. Taking digit 0 "
        "first as rank mod n decodes another placement",
        "从最后一位开始还原：第 k-1 位是最低位，等于 rank mod (n-k+1)；除掉它再依次求到第 0 位，第 "
        "0 位就是最后剩下的值。先把第 0 位当作 rank mod n 来取，还原出的是另一种摆放");
    NPUZZLE_INFO(asked << " placements of k tiles in n <= 9 cells: " << wrong_rank
                       << " wrong ranks (first: " << first_wrong << "), " << wrong_unrank
                       << " unranks that do not give the placement back (first: "
                       << first_wrong_unrank << ")",
                 "k 个数码放进 n <= 9 个格子的摆放共 "
                     << asked << " 种：" << wrong_rank << " 个排名错误（第一个：" << first_wrong
                     << "），" << wrong_unrank << " 次 unrank 没有还原出原来的摆放（第一个："
                     << first_wrong_unrank << "）");
    CHECK(wrong_rank == 0);
    CHECK(wrong_unrank == 0);
}

TEST_CASE("bad placements and ranks are refused with invalid_argument", "[lesson07][points=1]") {
    const auto rank = [](std::vector<int> cells, int n) {
        return [cells, n] { return pdb::rank_placement(cells, n); };
    };
    NPUZZLE_INFO(
        "rank_placement of a cell listed twice, a cell >= n, a negative cell, more tiles than "
        "cells; unrank_placement of rank >= count, k > n; placement_count with k > n or n > 16: "
        "each must throw std::invalid_argument",
        "rank_placement 遇到重复列出的格子、>= n 的格子、负数格子、数码多于格子；"
        "unrank_placement 遇到 rank >= count、k > n；placement_count 遇到 k > n 或 n > 16："
        "每种情况都必须抛出 std::invalid_argument");
    CHECK(throws_invalid_argument(rank({3, 1, 3}, 9)));
    CHECK(throws_invalid_argument(rank({0, 9}, 9)));
    CHECK(throws_invalid_argument(rank({-1}, 9)));
    CHECK(throws_invalid_argument(rank({0, 1, 2}, 2)));
    CHECK(throws_invalid_argument([] { return pdb::unrank_placement(3024, 9, 4); }));
    CHECK(throws_invalid_argument([] { return pdb::unrank_placement(0, 3, 4); }));
    CHECK(throws_invalid_argument([] { return pdb::placement_count(3, 4); }));
    CHECK(throws_invalid_argument([] { return pdb::placement_count(17, 1); }));
    // Refusing is worth a point only beside answering good input.
    const std::vector<int> good{3, 1, 0};
    NPUZZLE_INFO(
        "placement_count(9, 4), rank_placement({3, 1, 0}, 9) and unrank_placement(0, 9, 3): "
        "expected 3024, "
            << placement_rank(good, 9) << " and {0, 1, 2}, answers, not errors",
        "placement_count(9, 4)、rank_placement({3, 1, 0}, 9) 和 unrank_placement(0, 9, 3)："
        "应分别为 3024、"
            << placement_rank(good, 9) << " 和 {0, 1, 2}；这些是答案，不是错误");
    CHECK(pdb::placement_count(9, 4) == 3024);
    CHECK(pdb::rank_placement(good, 9) == placement_rank(good, 9));
    CHECK(pdb::unrank_placement(0, 9, 3) == std::vector<int>{0, 1, 2});
    // The message names the fault in words.
    try {
        pdb::rank_placement(std::vector<int>{3, 1, 3}, 9);
    } catch (const std::invalid_argument& e) {
        NPUZZLE_INFO("the message of rank_placement({3, 1, 3}, 9): " << e.what(),
                     "rank_placement({3, 1, 3}, 9) 的错误信息：" << e.what());
        CHECK(std::string(e.what()).find('3') != std::string::npos);
    }
}

TEST_CASE(
    "build refuses a pattern that is empty, holds the blank, a tile off the board or a "
    "tile twice",
    "[lesson07][points=1]") {
    const auto build = [](const Board& goal, Tiles tiles) {
        return [goal, tiles] { return pdb::build(goal, tiles); };
    };
    NPUZZLE_INFO(
        "build(goal, {}), build(goal, {0, 1}), build(3x3 goal, {9}), build(goal, {2, 2}): each "
        "must throw std::invalid_argument",
        "build(goal, {})、build(goal, {0, 1})、build(3x3 的目标局面, {9})、build(goal, {2, 2})："
        "每个都必须抛出 std::invalid_argument");
    CHECK(throws_invalid_argument(build(Board::goal(), {})));
    CHECK(throws_invalid_argument(build(Board::goal(), {0, 1})));
    CHECK(throws_invalid_argument(build(Board::goal(), {9})));
    CHECK(throws_invalid_argument(build(Board::goal(), {-1})));
    CHECK(throws_invalid_argument(build(Board::goal(), {2, 5, 2})));
    CHECK(throws_invalid_argument(build(Board::goal(2, 2), {1, 2, 3, 4})));
    // Refusing is worth a point only beside building: a pattern of one tile on a 2x2 board.
    NPUZZLE_INFO(
        "build(2x2 goal, {1}): expected the fewest moves of tile 1 from each of its 4 cells, "
        "a database, not an error",
        "build(2x2 的目标局面, {1})：应给出数码 1 在 4 个格子中的每一格时回到目标的最少步数；"
        "这是一个模式数据库，不是错误");
    CHECK(pdb::build(Board::goal(2, 2), {1}).moves ==
          oracle_database(Board::goal(2, 2), {1}).moves);
}

TEST_CASE("a database of all eight tiles holds the true distance of every 3x3 board",
          "[lesson07][points=3]") {
    for (const Board& goal : {Board::goal(), kOtherGoal}) {
        const Tiles tiles = {1, 2, 3, 4, 5, 6, 7, 8};
        const Distances& dist = distances_of(goal);
        REQUIRE(dist.size() == 181440);
        const PatternDatabase db = pdb::build(goal, tiles);
        NPUZZLE_INFO("build(" << npuzzle::to_string(goal)
                              << ", 1..8): expected the goal, the tiles as "
                              << "given and 9!/1! = 362880 entries; got " << db.moves.size(),
                     "build(" << npuzzle::to_string(goal)
                              << ", 1..8)：应返回这个目标局面、原样的数码列表和 9!/1! = 362880 "
                              << "个表项；实际有 " << db.moves.size() << " 个表项");
        CHECK(db.goal == goal);
        CHECK(db.tiles == tiles);
        REQUIRE(db.moves.size() == placements(9, 8));
        long wrong = 0;
        std::string first_wrong;
        for (const auto& [b, d] : dist) {
            const int got = db.moves[placement_rank_of(b, tiles)];
            if (got != d && wrong++ == 0) {
                first_wrong =
                    NPUZZLE_WORDS(npuzzle::to_string(b) << ": " << got << " instead of " << d,
                                  npuzzle::to_string(b) << "：表中为 " << got << "，应为 " << d);
            }
        }
        NPUZZLE_INFO("toward " << npuzzle::to_string(goal) << ": " << wrong
                               << " of 181440 boards whose "
                               << "entry is not their distance; first: " << first_wrong,
                     "目标局面 " << npuzzle::to_string(goal) << "：181440 个局面中有 " << wrong
                                 << " 个的表项不等于它的距离；第一个：" << first_wrong);
        CHECK(wrong == 0);
    }
}

TEST_CASE("databases of smaller patterns hold the fewest moves of their own tiles",
          "[lesson07][points=3][known-mistake]") {
    // Patterns on four shapes and two goals of 3x3 and of 4x4, some listed out of order; each
    // checked entry by entry against the tests' 0-1 BFS over full boards (over abstract states
    // for 4x4). The hints compare with what known mistakes store: every move charged, the
    // blank's free moves left out, or the last cost a placement left the deque with.
    const std::pair<Board, Tiles> cases[] = {
        {Board::goal(), {1, 2, 3, 4}},     {Board::goal(), {5, 6, 7, 8}},
        {kOtherGoal, {5, 2, 7}},           {kOtherGoal, {8, 1, 6, 4, 3}},
        {Board::goal(4, 2), {7, 1, 4}},    {Board::goal(2, 3), {2, 3}},
        {Board::goal(4, 4), {15, 11, 12}}, {kBlankFirst16, {1, 2, 5}},
    };
    for (const auto& [goal, tiles] : cases) {
        const bool small = goal.cell_count() <= 9;  // 4x4: abstract states, no board listed
        const std::vector<int>& want = oracle_distances(goal, tiles);
        const PatternDatabase db = pdb::build(goal, tiles);
        const std::string name =
            "build(" + npuzzle::to_string(goal) + ", " + tiles_text(tiles) + ")";
        NPUZZLE_INFO(name << ": expected the goal, the tiles as given and " << want.size()
                          << " entries; got " << db.moves.size(),
                     name << "：应返回这个目标局面、原样的数码列表和 " << want.size()
                          << " 个表项；实际有 " << db.moves.size() << " 个表项");
        CHECK(db.goal == goal);
        CHECK(db.tiles == tiles);
        REQUIRE(db.moves.size() == want.size());
        const int n = goal.cell_count();
        const int k = static_cast<int>(tiles.size());
        long wrong = 0, reached = 0, too_large = 0;
        std::string first_wrong;
        for (std::size_t r = 0; r < want.size(); ++r) {
            if (want[r] == kUnreached) continue;
            ++reached;
            too_large += db.moves[r] > want[r];
            if (db.moves[r] != want[r] && wrong++ == 0) {
                first_wrong = NPUZZLE_WORDS(
                    "tiles " << tiles_text(tiles) << " in cells"
                             << cells_text(cells_at_rank(r, n, k)) << ": "
                             << std::to_string(db.moves[r]) << " instead of " << want[r],
                    "数码 " << tiles_text(tiles) << " 在格子" << cells_text(cells_at_rank(r, n, k))
                            << "：表中为 " << std::to_string(db.moves[r]) << "，应为 " << want[r]);
            }
        }
        if (wrong > 0 && small) {
            // What the known mistakes store.
            const std::vector<int> every_move = npuzzle::testing::all_moves_distances(goal, tiles);
            const std::vector<int> last_cost = npuzzle::testing::last_visit_distances(goal, tiles);
            const std::vector<int> moves_only =
                npuzzle::testing::pattern_moves_only_distances(goal, tiles);
            long like_every_move = 0, like_last_cost = 0, like_moves_only = 0, never_reached = 0;
            for (std::size_t r = 0; r < want.size(); ++r) {
                if (want[r] == kUnreached) continue;
                const int only = moves_only[r] == kUnreached ? 0xFF : moves_only[r];
                like_every_move += db.moves[r] == every_move[r];
                like_last_cost += db.moves[r] == last_cost[r];
                like_moves_only += db.moves[r] == only;
                never_reached += db.moves[r] == 0xFF;
            }
            // Two mistakes store this: the free step left out, or done marked per placement (the
            // free step reaches the same placement, done already).
            NPUZZLE_HINT_IF(
                like_moves_only == reached,
                "the blank never stepped onto a cell of a tile outside the pattern: that "
                "step costs 0 (to the front of the deque) and reaches another state, the "
                "same placement with the blank elsewhere, done on its own: mark states "
                "done per (placement, blank cell), not per placement. Without that step "
                "the other tiles never move, and most placements are charged too much "
                "or never reached (255)",
                "空格从没有走到模式以外的数码所在的格子上：这一步代价为 0（放到双端队列"
                "的队头），到达的是另一个状态，即同一种摆放、空格在别处，它要单独标记："
                "按（摆放，空格所在格子）标记已访问，而不是只按摆放。少了这一步，其他数"
                "码就从不移动，大多数摆放的代价会算得过高，或者根本到达不了（255）");
            NPUZZLE_HINT_IF(like_every_move == reached,
                            "a move of a tile outside the pattern costs 0: the blank's trips are "
                            "free, or the databases' sum counts the same moves twice and "
                            "overestimates",
                            "移动模式以外的数码代价为 "
                            "0：空格的来回移动不计代价，否则各模式数据库的值相加时会把同样的移动算"
                            "两次，从而高估");
            NPUZZLE_HINT_IF(like_last_cost == reached,
                            "a placement's entry is the least cost over the blank's cells: the "
                            "same placement leaves the deque again with the blank in another cell, "
                            "at a greater cost, and must not overwrite the smaller one",
                            "一种摆放的表项是空格在各个格子时代价的最小值：同一种摆放会在空格位于另"
                            "一个格子时再次离开双端队列，那时代价更大，不能覆盖较小的那个");
            // Every placement reached, too large and never too small: states left the deque out
            // of cost order.
            const bool only_too_large = too_large == wrong && like_every_move != reached &&
                                        like_last_cost != reached && like_moves_only != reached;
            NPUZZLE_HINT_IF(
                only_too_large && never_reached == 0,
                "push a move that costs 0 to the FRONT of the deque and one that costs "
                "1 to the back: then states leave the deque in order of cost, each "
                "first at its least cost; otherwise some leave first at a greater cost, "
                "and placements are charged too much (never too little)",
                "代价为 0 的移动放到双端队列的队头，代价为 1 的放到队尾：这样状态按代价"
                "从小到大离开队列，每个状态第一次离开时就是它的最小代价；否则有些状态第"
                "一次离开时代价更大，摆放的代价就会算得过高（不会过低）");
        }
        NPUZZLE_INFO(name << ": " << wrong << " of " << reached
                          << " reachable placements hold a wrong "
                          << "count; first: " << first_wrong,
                     name << "：" << reached << " 种可达的摆放中有 " << wrong
                          << " 种存的步数不对；第一个：" << first_wrong);
        CHECK(wrong == 0);
    }
}

TEST_CASE(
    "lookup reads the database at the placement of the board's tiles, in the pattern's "
    "order",
    "[lesson07][points=2][known-mistake]") {
    // Databases whose every entry differs from its neighbours' (moves[r] = r mod 251), with
    // patterns listed out of order: lookup must return moves[rank of the cells of db.tiles].
    struct Case {
        Board goal;
        Tiles tiles;
        std::vector<Board> boards;
    };
    npuzzle::testing::Random rng(707);
    std::vector<Case> cases = {
        {Board::goal(), {4, 1, 3}, npuzzle::testing::sample_reachable(600, 7)},
        {kOtherGoal, {8, 2, 6, 5}, {}},
        {Board::goal(4, 4), {15, 9, 2}, {}},
        {Board::goal(2, 3), {5, 1}, {}},
    };
    for (int i = 0; i < 300; ++i) cases[1].boards.push_back(rng.walk(kOtherGoal, 40));
    for (int i = 0; i < 300; ++i) cases[2].boards.push_back(rng.walk(Board::goal(4, 4), 60));
    for (int i = 0; i < 100; ++i) cases[3].boards.push_back(rng.walk(Board::goal(2, 3), 30));
    long wrong = 0, checked = 0, like_sorted = 0, like_goal = 0;
    std::string first_wrong;
    for (const Case& c : cases) {
        const int n = c.goal.cell_count();
        PatternDatabase db{c.goal, c.tiles, {}};
        const std::uint64_t count = placements(n, static_cast<int>(c.tiles.size()));
        for (std::uint64_t r = 0; r < count; ++r)
            db.moves.push_back(static_cast<std::uint8_t>(r % 251));
        for (const Board& b : c.boards) {
            const int got = pdb::lookup(db, b);
            std::vector<int> cells = npuzzle::testing::cells_of(b, c.tiles);
            const int want = db.moves[placement_rank(cells, n)];
            std::sort(cells.begin(), cells.end());
            ++checked;
            if (got == want) continue;
            like_sorted += got == db.moves[placement_rank(cells, n)];
            like_goal += got == db.moves[placement_rank_of(c.goal, c.tiles)];
            if (wrong++ == 0) {
                first_wrong = NPUZZLE_WORDS(
                    "lookup(pattern " << tiles_text(c.tiles) << ", " << npuzzle::to_string(b)
                                      << ") = " << got << ", expected moves["
                                      << placement_rank_of(b, c.tiles) << "] = " << want,
                    "lookup(模式 " << tiles_text(c.tiles) << ", " << npuzzle::to_string(b)
                                   << ") = " << got << "，应为 moves["
                                   << placement_rank_of(b, c.tiles) << "] = " << want);
            }
        }
    }
    NPUZZLE_HINT_IF(
        wrong > 0 && like_goal == wrong,
        "lookup must rank the cells where `board` has the pattern's tiles: it gave "
        "the entry of the goal's own placement, as if it read db.goal",
        "lookup 必须对 `board` "
        "中模式数码所在的格子求排名：它给出的是目标局面自身摆放的表项，就好像读的是 db.goal");
    NPUZZLE_HINT_IF(wrong > 0 && like_sorted == wrong,
                    "cells[i] must be the cell of db.tiles[i], in the pattern's order: reading "
                    "the pattern's cells in board order ranks a different placement",
                    "cells[i] 必须是 db.tiles[i] "
                    "所在的格子，按模式中的顺序排列：按局面中的顺序读出模式数码的格子，求出的是另一"
                    "种摆放的排名");
    NPUZZLE_INFO(
        "databases whose entry r is r mod 251: " << wrong << " of " << checked
                                                 << " lookups not at the rank of the cells of "
                                                 << "db.tiles on the board; first: " << first_wrong,
        "表项 r 的值为 r mod 251 的模式数据库："
            << checked << " 次 lookup 中有 " << wrong
            << " 次读的不是局面上 db.tiles 所在格子的排名处的表项；第一个：" << first_wrong);
    CHECK(wrong == 0);
    CHECK(checked == 1300);
}

TEST_CASE("disjoint databases never add up to more than the true distance on all 181,440 boards",
          "[lesson07][points=2]") {
    const Distances& dist = distances_to_goal();
    const Databases dbs = {pdb::build(Board::goal(), {1, 2, 3, 4}),
                           pdb::build(Board::goal(), {5, 6, 7, 8})};
    for (const PatternDatabase& db : dbs) REQUIRE(db.moves.size() == placements(9, 4));
    long over = 0, exact = 0;
    std::string first_over;
    for (const auto& [b, d] : dist) {
        const int sum = oracle_sum(dbs, b);
        exact += sum == d;
        if (sum > d && over++ == 0) {
            first_over =
                npuzzle::to_string(b) + ": " + std::to_string(sum) + " > " + std::to_string(d);
        }
    }
    NPUZZLE_INFO("databases 1-2-3-4 and 5-6-7-8 of the standard goal: "
                     << over << " boards whose sum "
                     << "exceeds their distance "
                     << "(first: " << first_over << "), " << exact << " exact",
                 "标准目标局面的模式数据库 1-2-3-4 和 5-6-7-8：有 "
                     << over << " 个局面的两项之和超过了它的距离（第一个：" << first_over << "），"
                     << exact << " 个恰好等于距离");
    CHECK(over == 0);
    // additive is the sum of the lookups, on a sample of the boards.
    long wrong = 0, like_largest = 0;
    std::string first_wrong;
    for (const Board& b : npuzzle::testing::sample_reachable(1500, 2002)) {
        const int got = pdb::additive(dbs, b);
        if (got == oracle_sum(dbs, b)) continue;
        int largest = 0;
        for (const PatternDatabase& db : dbs)
            largest = std::max<int>(largest, db.moves.at(placement_rank_of(b, db.tiles)));
        like_largest += got == largest;
        if (wrong++ == 0) {
            first_wrong =
                NPUZZLE_WORDS("additive(" << npuzzle::to_string(b) << ") = " << got
                                          << ", the entries add up to " << oracle_sum(dbs, b),
                              "additive(" << npuzzle::to_string(b) << ") = " << got
                                          << "，而各表项之和为 " << oracle_sum(dbs, b));
        }
    }
    NPUZZLE_HINT_IF(wrong > 0 && like_largest == wrong,
                    "additive is the SUM of the databases' values, not the largest: patterns "
                    "that share no tile count different moves, so their sum never overestimates "
                    "and is the stronger estimate",
                    "additive "
                    "是各模式数据库值的“和”，而不是最大值：没有公共数码的模式计的是不同的移动，所以"
                    "它们的和不会高估，而且是更强的估计");
    NPUZZLE_INFO(wrong << " of 1500 sampled boards where additive is not the sum of the two "
                          "entries; "
                       << "first: " << first_wrong,
                 "抽样的 1500 个局面中有 " << wrong << " 个的 additive 不等于两个表项之和；第一个："
                                           << first_wrong);
    CHECK(wrong == 0);
}

TEST_CASE("one database of every tile is consistent, and a pattern's value ignores other tiles",
          "[lesson07][points=1]") {
    // A database of all eight tiles is the true distance, which a move changes by exactly 1.
    // Databases of fewer tiles are admissible but not consistent (each entry is the least over
    // the blank's places); what holds for them is that a move of a tile outside the pattern
    // leaves the value as it is.
    const PatternDatabase all = pdb::build(Board::goal(), {1, 2, 3, 4, 5, 6, 7, 8});
    REQUIRE(all.moves.size() == placements(9, 8));
    const Tiles all_tiles = all.tiles;
    long jumps = 0;
    for (const auto& [b, d] : distances_to_goal()) {
        const int h = all.moves[placement_rank_of(b, all_tiles)];
        for (Move m : npuzzle::kMoveOrder) {
            if (!b.can_move(m)) continue;
            Board next = b;
            next.apply(m);
            jumps += std::abs(h - all.moves[placement_rank_of(next, all_tiles)]) != 1;
        }
    }
    NPUZZLE_INFO("the database of 1..8: " << jumps << " moves that change it by other than 1",
                 "数码 1..8 的模式数据库：有 " << jumps << " 次移动使它的值变化不等于 1");
    CHECK(jumps == 0);
    const PatternDatabase part = oracle_database(Board::goal(), {2, 5, 8});
    long changed = 0, checked = 0;
    for (const Board& b : npuzzle::testing::sample_reachable(400, 77)) {
        const int h = pdb::lookup(part, b);
        for (Move m : b.legal_moves()) {
            const int tile = b.at(b.target(m));
            if (tile == 2 || tile == 5 || tile == 8) continue;
            ++checked;
            changed += pdb::lookup(part, b.moved(m)) != h;
        }
    }
    NPUZZLE_INFO("the database of 2-5-8: " << changed << " of " << checked
                                           << " moves of another tile "
                                           << "that change lookup",
                 "数码 2-5-8 的模式数据库：在 " << checked << " 次移动模式外数码的移动中，有 "
                                                << changed << " 次改变了 lookup 的值");
    CHECK(changed == 0);
    CHECK(checked > 400);
}

TEST_CASE("lookup and additive refuse databases that do not fit the board or each other",
          "[lesson07][points=1]") {
    const PatternDatabase low = oracle_database(Board::goal(), {1, 2, 3, 4});
    const PatternDatabase high = oracle_database(Board::goal(), {5, 6, 7, 8});
    const PatternDatabase overlapping = oracle_database(Board::goal(), {4, 5});
    const PatternDatabase other_goal = oracle_database(kOtherGoal, {5, 6, 7, 8});
    PatternDatabase truncated = low;
    truncated.moves.pop_back();
    const Board board = parse_board("8 1 3 4 0 2 7 6 5");
    const auto additive = [board](Databases dbs) {
        return [board, dbs] { return pdb::additive(dbs, board); };
    };
    NPUZZLE_INFO(
        "lookup of a 3x3 database on a 4x4 board, lookup of a database one entry short, "
        "additive of patterns sharing tile 4 and of databases of two goals: each must throw "
        "std::invalid_argument",
        "在 4x4 局面上 lookup 3x3 的模式数据库、lookup 少一个表项的模式数据库、对共用数码 4 "
        "的两个模式以及属于两个不同目标局面的模式数据库调用 additive：每种情况都必须抛出 "
        "std::invalid_argument");
    CHECK(throws_invalid_argument([&] { return pdb::lookup(low, Board::goal(4, 4)); }));
    CHECK(throws_invalid_argument([&] { return pdb::lookup(truncated, board); }));
    CHECK(throws_invalid_argument(additive({low, overlapping})));
    CHECK(throws_invalid_argument(additive({low, other_goal})));
    CHECK(throws_invalid_argument(additive({truncated, high})));
    CHECK(pdb::additive(Databases{low, high}, board) == oracle_sum({low, high}, board));
}

constexpr npuzzle::testing::Hint kHintLookupChecksPattern{
    "lookup must refuse a pattern that is not one, as build does: one that holds the blank (0), "
    "lists a tile twice or names a tile not on the board; check db.tiles before you read where "
    "the board has them",
    "lookup 必须像 build 一样拒绝不成立的模式：含有空格（0）、同一个数码列了两次、或者数码不在"
    "局面上；先检查 db.tiles，再读它们在局面上的位置"};

TEST_CASE("lookup refuses a pattern with the blank, a tile twice or a tile off the board",
          "[lesson07][points=1][known-mistake]") {
    // Made by hand, as build refuses these patterns: each database the size of its k tiles'
    // placements, so that only its pattern is wrong.
    Databases bad;
    std::string accepted;  // the patterns lookup answered for
    for (const Tiles& tiles : {Tiles{0, 1}, Tiles{3, 3}, Tiles{1, 9}}) {
        const auto k = static_cast<int>(tiles.size());
        bad.push_back(
            {Board::goal(), tiles, std::vector<std::uint8_t>(pdb::placement_count(9, k))});
        try {
            pdb::lookup(bad.back(), Board::goal());
            accepted += (accepted.empty() ? "{" : " {") + std::to_string(tiles[0]) + ", " +
                        std::to_string(tiles[1]) + "}";
        } catch (const std::exception&) {
        }
    }
    NPUZZLE_HINT_CONSTANT_IF(!accepted.empty(), kHintLookupChecksPattern);
    NPUZZLE_INFO(
        "lookup on the 3x3 goal of databases whose patterns are {0, 1} (the blank), "
        "{3, 3} (a tile twice) and {1, 9} (no tile 9 on a 3x3 board): each must throw "
        "std::invalid_argument; answered for: "
            << (accepted.empty() ? "none" : accepted),
        "在 3x3 目标局面上对模式为 {0, 1}（含空格）、{3, 3}（同一数码两次）和 {1, 9}"
        "（3x3 局面上没有数码 9）的模式数据库调用 lookup：每次都必须抛出 "
        "std::invalid_argument；却给出了值的模式："
            << (accepted.empty() ? "无" : accepted));
    for (const PatternDatabase& db : bad)
        CHECK(throws_invalid_argument([&] { return pdb::lookup(db, Board::goal()); }));
}

namespace {

// The tests' own IDA* of lesson 06's contract (docs/search-contract.md), with h the tests' sum of
// the databases: its bounds and per-iteration counts are what pdb::idastar must report.
class OwnIdaStar {
  public:
    OwnIdaStar(const Board& start, const Databases& dbs) : dbs_(dbs), goal_(dbs.at(0).goal) {
        Board board = start;
        for (int bound = oracle_sum(dbs_, start);; bound = next_) {
            iterations.push_back({bound, 0, 0});
            bound_ = bound;
            next_ = kNone;
            if (visit(board, 0, Move::Up)) return;
            // A board that reaches the goal is found long before; past this the tests are wrong.
            if (next_ == kNone || next_ > 100) throw std::logic_error("the tests' IDA* ran away");
        }
    }
    std::vector<npuzzle::IterationStats> iterations;
    std::size_t length = 0;

  private:
    static constexpr int kNone = 1 << 30;
    bool visit(Board& board, int g, Move last) {
        const int h = oracle_sum(dbs_, board);
        if (g + h > bound_) {
            next_ = std::min(next_, g + h);
            return false;
        }
        if (board == goal_) {
            length = static_cast<std::size_t>(g);
            return true;
        }
        ++iterations.back().expanded;
        for (Move m : npuzzle::kMoveOrder) {
            if (!board.can_move(m) || (g > 0 && m == npuzzle::inverse(last))) continue;
            ++iterations.back().generated;
            board.apply(m);
            const bool found = visit(board, g + 1, m);
            board.undo(m);
            if (found) return true;
        }
        return false;
    }
    const Databases& dbs_;
    Board goal_;
    int bound_ = 0;
    int next_ = kNone;
};

// The databases the searches use, built by the tests: two halves of the 3x3 tiles toward `goal`.
Databases halves(const Board& goal) {
    return {oracle_database(goal, {1, 2, 3, 4}), oracle_database(goal, {5, 6, 7, 8})};
}

// Five 3-tile patterns of the 4x4 tiles toward `goal`: each database 3,360 entries.
Databases fifteen_in_threes(const Board& goal) {
    Databases dbs;
    for (int first = 1; first <= 13; first += 3) {
        dbs.push_back(oracle_database(goal, {first, first + 1, first + 2}));
    }
    return dbs;
}

// pdb::idastar(start, dbs) with its events recorded, stopped by the watchdog, past a million
// events or past kDeepest: the answer, when it came, and the events.
struct TracedRun {
    npuzzle::testing::TimedAnswer answer;
    std::shared_ptr<npuzzle::EventRecorder> rec;  // shared: a runaway thread may still write
};

TracedRun run_traced(const Board& start, const Databases& dbs) {
    auto rec = std::make_shared<npuzzle::EventRecorder>();
    const auto shared = std::make_shared<const Databases>(dbs);
    auto answer = within_seconds(kSearchSeconds, [start, shared, rec] {
        npuzzle::testing::BudgetedRecorder budget(*rec, 1000000);
        npuzzle::testing::DepthGuard guard(kDeepest, &budget);
        return pdb::idastar(start, *shared, guard);
    });
    return {std::move(answer), rec};
}

// run_traced, whose answer must come.
TracedRun solve_traced(const Board& start, const Databases& dbs) {
    TracedRun run = run_traced(start, dbs);
    NPUZZLE_INFO("pdb::idastar(" << npuzzle::to_string(start) << ") with events gave no answer: it "
                                 << run.answer.failure,
                 "pdb::idastar(" << npuzzle::to_string(start) << ") 带事件时没有给出答案：它"
                                 << run.answer.failure);
    REQUIRE(run.answer.has_value());
    return run;
}

}  // namespace

TEST_CASE("IDA* with databases solves the seeds' boards in the fewest moves",
          "[lesson07][points=2]") {
    for (const auto& c : npuzzle::testing::kSeedBoards) {
        const Board start = parse_board(c.start);
        const Board goal = parse_board(c.goal);
        REQUIRE(distances_of(goal).at(start) == c.moves);
        check_optimal(solve(start, halves(goal)), start, goal, c.moves);
        check_optimal(solve(start, {oracle_database(goal, {3, 1, 6}),
                                    oracle_database(goal, {8, 2, 7, 4, 5})}),
                      start, goal, c.moves);
    }
}

TEST_CASE("IDA* with databases is optimal on sampled boards of two 3x3 goals",
          "[lesson07][points=2]") {
    for (const Board& goal : {Board::goal(), kOtherGoal}) {
        const Distances& dist = distances_of(goal);
        const Databases dbs = halves(goal);
        npuzzle::testing::Random rng(31);
        for (int i = 0; i < 60; ++i) {
            const Board b = rng.walk(goal, 20 + i);
            const SearchResult r = solve(b, dbs);
            check_optimal(r, b, goal, dist.at(b));
        }
    }
}

TEST_CASE("IDA* with databases solves short 4x4 boards optimally, for either goal",
          "[lesson07][points=2]") {
    for (const Board& goal : {Board::goal(4, 4), kBlankFirst16}) {
        const Databases dbs = fifteen_in_threes(goal);
        const Distances near = distances_to(goal, 14);
        npuzzle::testing::Random rng(1985);
        for (int i = 0; i < 30; ++i) {
            const Board b = rng.walk(goal, 6 + i % 9);
            const auto it = near.find(b);
            REQUIRE(it != near.end());
            check_optimal(solve(b, dbs), b, goal, it->second);
        }
    }
}

TEST_CASE("IDA* with databases on boards of other shapes", "[lesson07][points=1]") {
    // Every board of 2x3 within reach, one in 10 of the 4x2 boards within 20 moves.
    for (const Board& goal : {Board::goal(2, 3), Board::goal(4, 2)}) {
        const Databases dbs = {oracle_database(goal, {1, 3, 5}), oracle_database(goal, {2, 4})};
        Databases all = dbs;
        if (goal.cell_count() == 8) all.push_back(oracle_database(goal, {6, 7}));
        const Distances dist = distances_to(goal, 20);
        std::size_t i = 0;
        for (const auto& [b, d] : dist) {
            if (i++ % (goal.cell_count() == 8 ? 10 : 1) != 0) continue;
            check_optimal(solve(b, all), b, goal, d);
        }
    }
}

TEST_CASE("an unsolvable board fails at once with only Start and Finish",
          "[lesson07][points=1][known-mistake]") {
    const std::pair<const char*, Board> cases[] = {
        {"1 2 3 4 5 6 8 7 0", Board::goal()},
        {"1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", Board::goal(4, 4)},
    };
    for (const auto& [text, goal] : cases) {
        const auto dbs = std::make_shared<const Databases>(
            goal.cell_count() == 9 ? halves(goal) : fifteen_in_threes(goal));
        npuzzle::testing::check_refuses_other_parity(
            std::string("pdb::idastar(") + text + ")",
            [start = parse_board(text), dbs](npuzzle::SearchObserver& observer) {
                return pdb::idastar(start, *dbs, observer);
            });
    }
}

TEST_CASE(
    "IDA* with databases refuses what additive refuses, no database, or a board of "
    "another shape",
    "[lesson07][points=1]") {
    const Databases dbs = halves(Board::goal());
    const Board start = parse_board("8 1 3 4 0 2 7 6 5");
    NPUZZLE_INFO(
        "idastar with no database, with patterns sharing a tile, with databases of two goals, "
        "and of a 4x4 start with 3x3 databases: each must throw std::invalid_argument",
        "idastar 不给模式数据库、模式之间共用数码、模式数据库属于两个不同的目标局面、4x4 "
        "的初始局面配 3x3 的模式数据库：每种情况都必须抛出 std::invalid_argument");
    CHECK(throws_invalid_argument([&] { return pdb::idastar(start, Databases{}); }));
    CHECK(throws_invalid_argument([&] {
        return pdb::idastar(start, Databases{dbs[0], oracle_database(Board::goal(), {4, 5})});
    }));
    CHECK(throws_invalid_argument([&] {
        return pdb::idastar(start, Databases{dbs[0], halves(kOtherGoal)[1]});
    }));
    CHECK(throws_invalid_argument([&] { return pdb::idastar(Board::goal(4, 4), dbs); }));
    // Refusing is worth a point only beside solving: the same start with databases that fit.
    NPUZZLE_INFO(
        "idastar(8 1 3 4 0 2 7 6 5, the two halves of the goal's tiles): expected the goal "
        "found, an answer, not an error",
        "idastar(8 1 3 4 0 2 7 6 5, 目标局面的数码分成两半的两个模式数据库)：应找到目标局面；"
        "这是答案，不是错误");
    CHECK(pdb::idastar(start, dbs).status == SearchStatus::Found);
}

TEST_CASE("the h of every node is the databases' sum for its board",
          "[lesson07][points=1][known-mistake]") {
    const Board start = parse_board("6 2 8 0 1 4 7 3 5");
    const Databases dbs = halves(Board::goal());
    // A wrong h can make the search run away: its events are read when it returned or was
    // stopped by the budget (not when it is still running, left behind by the watchdog).
    const TracedRun run = run_traced(start, dbs);
    const npuzzle::testing::TimedAnswer& r = run.answer;
    const auto& rec = run.rec;
    static const std::vector<npuzzle::RecordedEvent> kUnread;
    const auto& events = r.has_value() || r.threw ? rec->events() : kUnread;
    long wrong = 0, checked = 0, wrong_children = 0, parents_h = 0, old_value_kept = 0;
    std::unordered_map<npuzzle::NodeId, int> h_of;  // every node's h, as its events report it
    std::size_t first_wrong_at = events.size(), first_cut_off_at = events.size();
    std::string first_wrong;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const auto& e = events[i].event;
        if (e.kind == EventKind::CutOff) first_cut_off_at = std::min(first_cut_off_at, i);
        if (e.kind != EventKind::Generate && e.kind != EventKind::Expand &&
            e.kind != EventKind::Start && e.kind != EventKind::Iteration) {
            continue;
        }
        ++checked;
        if (e.kind != EventKind::Expand) h_of[e.node] = e.h;
        const int want = oracle_sum(dbs, e.board);
        if (e.h == want) continue;
        if (e.kind == EventKind::Generate) {
            ++wrong_children;
            const Board parent = e.board.moved(npuzzle::inverse(e.move));
            const auto parent_h = h_of.find(e.parent);
            // The parent's h: its sum, or what the search reported for it.
            parents_h += e.h == oracle_sum(dbs, parent) ||
                         (parent_h != h_of.end() && e.h == parent_h->second);
            // The parent's h plus the moved tile's database's value after the move, its value
            // before never taken off.
            const int tile = e.board.at(parent.blank());
            for (const PatternDatabase& db : dbs) {
                if (parent_h == h_of.end() ||
                    std::find(db.tiles.begin(), db.tiles.end(), tile) == db.tiles.end()) {
                    continue;
                }
                old_value_kept +=
                    e.h == parent_h->second + db.moves.at(placement_rank_of(e.board, db.tiles));
            }
        }
        if (wrong++ == 0) {
            first_wrong_at = i;
            first_wrong = NPUZZLE_WORDS(
                npuzzle::to_string(e.board) << " at depth " << e.depth << " reported h " << e.h
                                            << ", the databases say " << want,
                npuzzle::to_string(e.board) << " 在深度 " << e.depth << " 报告的 h 为 " << e.h
                                            << "，模式数据库给出的是 " << want);
        }
    }
    const bool parents = wrong_children > 0 && parents_h == wrong_children;
    NPUZZLE_HINT_IF(parents,
                    "a child's h is the databases' sum for the child's board: look the moved "
                    "tile's database up after the move, not before it",
                    "子结点的 h "
                    "是子结点局面在各模式数据库中的值之和：被移动数码所在的模式数据库要在移动之后查"
                    "，而不是之前");
    const bool old_value = wrong_children > 0 && old_value_kept == wrong_children;
    NPUZZLE_HINT_IF(old_value,
                    "after_move changes h by what the moved tile's database changes: take off its "
                    "value before the move and add its value after (h - before + after); adding "
                    "the new value alone counts that database twice and overestimates",
                    "after_move 让 h 改变的量，就是被移动数码所在模式数据库的值的变化：减去它在移"
                    "动前的值，再加上移动后的值（h - 移动前 + 移动后）；只加上新值会把这个数据库算"
                    "两次，估计值就会偏大");
    // Every h right until the search first backs up from a cut-off node, and wrong after.
    NPUZZLE_HINT_IF(
        !parents && !old_value && wrong > 0 && first_wrong_at > first_cut_off_at,
        "after_move must work from the board it is given (the parent's), not from where the "
        "estimate saw the tiles last: the search backs up without telling the estimate, so an "
        "estimate that keeps the tiles' cells from its own calls is wrong after the first "
        "backing up",
        "after_move "
        "必须根据传给它的局面（父结点的局面）计算，而不是根据估计上次看到的数码位置：搜索"
        "回溯时并不通知估计，所以靠自己前几次调用记住数码位置的估计，在第一次回溯之后就"
        "会出错");
    NPUZZLE_INFO("6 2 8 0 1 4 7 3 5 with databases 1-2-3-4 and 5-6-7-8: "
                     << wrong << " of " << checked
                     << " Start, Iteration, Expand and Generate events carry "
                     << "a wrong h; first: " << first_wrong
                     << (r ? "" : "; the search gave no answer: it " + r.failure),
                 "6 2 8 0 1 4 7 3 5，用模式数据库 1-2-3-4 和 5-6-7-8："
                     << checked << " 个 Start、Iteration、Expand 和 Generate 事件中有 " << wrong
                     << " 个带的 h 不对；第一个：" << first_wrong
                     << (r ? "" : "；搜索没有给出答案：它" + r.failure));
    CHECK(wrong == 0);
    CHECK(checked > 0);
    REQUIRE(r.has_value());
    check_optimal(*r, start, Board::goal(), 17);
}

TEST_CASE("IDA* with databases counts the nodes of lesson 06's IDA* with the same h",
          "[lesson07][points=2]") {
    // Bounds, expanded and generated per iteration, against the tests' own IDA*.
    struct Case {
        const char* start;
        Board goal;
        Databases dbs;
    };
    const Case cases[] = {
        {"2 3 4 1 5 0 7 6 8", Board::goal(), halves(Board::goal())},
        {"0 8 7 6 5 4 3 2 1", Board::goal(), halves(Board::goal())},
        {"4 1 3 7 2 6 0 5 8", Board::goal(), {oracle_database(Board::goal(), {2, 7, 4})}},
        {"4 6 7 8 5 0 3 2 1", kOtherGoal, halves(kOtherGoal)},
        {"5 1 2 3 6 10 7 4 9 14 11 8 13 0 15 12", Board::goal(4, 4),
         fifteen_in_threes(Board::goal(4, 4))},
    };
    for (const Case& c : cases) {
        const Board start = parse_board(c.start);
        const OwnIdaStar own(start, c.dbs);
        const SearchResult r = solve(start, c.dbs);
        std::string want, got;
        for (const auto& it : own.iterations) {
            want += NPUZZLE_WORDS(
                "bound " << it.bound << ": " << it.expanded << "/" << it.generated << "; ",
                "阈值 " << it.bound << "：" << it.expanded << "/" << it.generated << "；");
        }
        for (const auto& it : r.iterations) {
            got += NPUZZLE_WORDS(
                "bound " << it.bound << ": " << it.expanded << "/" << it.generated << "; ",
                "阈值 " << it.bound << "：" << it.expanded << "/" << it.generated << "；");
        }
        NPUZZLE_INFO("from " << c.start << " toward " << npuzzle::to_string(c.goal)
                             << ", bound: expanded/generated per iteration: expected " << want
                             << "got " << got,
                     "从 " << c.start << " 到 " << npuzzle::to_string(c.goal)
                           << "，每轮的“阈值：expanded/generated”：应为 " << want << "得到 "
                           << got);
        check_optimal(r, start, c.goal, static_cast<int>(own.length));
        CHECK(got == want);
        std::uint64_t expanded = 0, generated = 0;
        for (const auto& it : own.iterations) {
            expanded += it.expanded;
            generated += it.generated;
        }
        CHECK(r.counters.expanded == expanded);
        CHECK(r.counters.generated == generated);
        CHECK(r.counters.iterations == static_cast<int>(own.iterations.size()));
        CHECK(r.counters.max_frontier == own.length + 1);
    }
}

TEST_CASE("the events of a search with databases follow the search contract",
          "[lesson07][points=2]") {
    const Board start = parse_board("6 2 8 0 1 4 7 3 5");
    const Databases dbs = {oracle_database(Board::goal(), {1, 2, 3}),
                           oracle_database(Board::goal(), {4, 5, 6})};
    const TracedRun traced = solve_traced(start, dbs);
    NPUZZLE_INFO(
        "6 2 8 0 1 4 7 3 5 with databases 1-2-3 and 4-5-6: Start (node 0, idastar, the goal) "
        "first, Finish (found, the result's counters) last, one Iteration per bound, one Goal at "
        "depth 17, every CutOff above the bound of the latest Iteration and carrying it, node "
        "ids new and increasing, no child undoing its parent's move",
        "6 2 8 0 1 4 7 3 5，用模式数据库 1-2-3 和 4-5-6：最先是 Start（node "
        "0、idastar、目标局面），"
        "最后是 Finish（found、结果的计数器），每个阈值一个 Iteration，深度 17 处一个 Goal，"
        "每个 CutOff 的 f 都大于最近一次 Iteration 的阈值并带着这个阈值，结点编号都是新的且递增，"
        "没有子结点撤销父结点的移动");
    npuzzle::testing::check_idastar_events(*traced.rec, *traced.answer, Board::goal(), 17);
}

TEST_CASE("the result is the same whether or not events are wanted", "[lesson07][points=1]") {
    const Databases dbs = halves(Board::goal());
    for (const Board& b : npuzzle::testing::sample_reachable(20, 2026)) {
        const SearchResult quiet = solve(b, dbs);
        const SearchResult traced = *solve_traced(b, dbs).answer;
        NPUZZLE_INFO("from " << npuzzle::to_string(b) << ", untraced and traced: paths "
                             << npuzzle::to_string(quiet.path) << " and "
                             << npuzzle::to_string(traced.path) << ", generated "
                             << quiet.counters.generated << " and " << traced.counters.generated,
                     "从 " << npuzzle::to_string(b) << " 出发，不带追踪与带追踪：路径分别为 "
                           << npuzzle::to_string(quiet.path) << " 和 "
                           << npuzzle::to_string(traced.path) << "，生成结点数分别为 "
                           << quiet.counters.generated << " 和 " << traced.counters.generated);
        CHECK(quiet.path == traced.path);
        CHECK(quiet.counters.generated == traced.counters.generated);
        CHECK(quiet.counters.expanded == traced.counters.expanded);
        CHECK(quiet.iterations.size() == traced.iterations.size());
    }
}
