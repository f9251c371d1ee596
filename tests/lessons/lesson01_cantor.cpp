// Lesson 01 tests: graded, one file for the stub and the reference. Tags: [lesson01] and the
// points of the test case, [points=N] (docs/grading.md). Exhaustive where the puzzle allows: all
// 9! permutations, every 3x3 board and every legal move. Expected values come from the
// definition (the permutations are listed in order by std::next_permutation) or from
// count_smaller_later, the O(n^2) method written the slow, obvious way.
#include <algorithm>
#include <cstdint>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "cantor.hpp"
#include "catch.hpp"
#include "hints.hpp"
#include "link_mode.hpp"
#include "npuzzle/board_io.hpp"
#include "random_boards.hpp"
#include "throws.hpp"

using npuzzle::Board;
using npuzzle::Move;
using npuzzle::parse_board;
using npuzzle::testing::contains;
namespace c = npuzzle::cantor;
using c::Rank;
using npuzzle::testing::call_each;
using npuzzle::testing::throws_invalid_argument;

namespace {

std::vector<int> identity(int n) {
    std::vector<int> p(static_cast<std::size_t>(n));
    std::iota(p.begin(), p.end(), 0);
    return p;
}

std::string text(const std::vector<int>& p) {
    std::ostringstream out;
    for (std::size_t i = 0; i < p.size(); ++i) out << (i ? " " : "") << p[i];
    return out.str();
}

// The definition, slowly: each element times the number of later elements smaller than it,
// weighted (n-1-i)!.
Rank count_smaller_later(const std::vector<int>& p) {
    const std::size_t n = p.size();
    Rank r = 0;
    for (std::size_t i = 0; i < n; ++i) {
        Rank smaller = 0;
        for (std::size_t j = i + 1; j < n; ++j) smaller += p[j] < p[i] ? 1 : 0;
        Rank weight = 1;
        for (std::size_t k = 2; k < n - i; ++k) weight *= k;
        r += smaller * weight;
    }
    return r;
}

// The rank a mistaken student would compute: the digit at position i weighted (n-i)! instead of
// (n-1-i)!, or counting the later values that are larger instead of smaller.
Rank mistaken_rank(const std::vector<int>& p, bool weight_n_minus_i, bool count_larger) {
    const std::size_t n = p.size();
    Rank r = 0;
    for (std::size_t i = 0; i < n; ++i) {
        Rank digit = 0;
        for (std::size_t j = i + 1; j < n; ++j) {
            digit += (count_larger ? p[j] > p[i] : p[j] < p[i]) ? 1 : 0;
        }
        Rank weight = 1;
        for (std::size_t k = 2; k < n - i + (weight_n_minus_i ? 1 : 0); ++k) weight *= k;
        r += digit * weight;
    }
    return r;
}

constexpr npuzzle::testing::Hint kHintWeight{
    "with n elements, the first digit counts (n-1)! permutations per step and the last digit is "
    "always 0; weighting position i by (n-i)! doubles the rank of 0 2 1",
    "n 个元素时，第一位每加 1 代表 (n-1)! 个排列，最后一位总是 0；把第 i 位的权取为 (n-i)! 会使 0 "
    "2 1 的排名翻倍"};
constexpr npuzzle::testing::Hint kHintLarger{
    "counting the later values that are LARGER ranks in reverse order (0 1 2 3 would get the "
    "largest rank); count the smaller ones",
    "对每一位统计它后面比它“大”的值，排名就成了倒序（0 1 2 3 "
    "会得到最大的排名）；应当统计比它小的值"};

// Every permutation of 0..n-1, in lexicographic order.
std::vector<std::vector<int>> all_permutations(int n) {
    std::vector<std::vector<int>> all;
    std::vector<int> p = identity(n);
    do {
        all.push_back(p);
    } while (std::next_permutation(p.begin(), p.end()));
    return all;
}

// rank(p) for every p, in batches when the code under test runs in a worker (call_each).
std::vector<Rank> ranks_of(const std::vector<std::vector<int>>& perms) {
    std::vector<std::tuple<std::vector<int>>> inputs(perms.begin(), perms.end());
    return call_each<Rank>(
        "cantor::rank", [](const std::vector<int>& p) { return c::rank(p); }, inputs);
}

// unrank(r, n) for r = 0 .. count-1.
std::vector<std::vector<int>> unranked(Rank count, int n) {
    std::vector<std::tuple<Rank, int>> inputs;
    for (Rank r = 0; r < count; ++r) inputs.emplace_back(r, n);
    return call_each<std::vector<int>>("cantor::unrank", c::unrank, inputs);
}

}  // namespace

TEST_CASE("rank of the identity permutation is zero", "[lesson01][points=1]") {
    for (int n = 1; n <= c::kMaxLength; ++n) {
        NPUZZLE_INFO("rank of the identity permutation 0 1 .. " << n - 1 << ": expected 0",
                     "恒等排列 0 1 .. " << n - 1 << " 的排名：应为 0");
        CHECK(c::rank(identity(n)) == 0);
    }
}

TEST_CASE("the factorials from 0! to 16! are exact", "[lesson01][points=1]") {
    Rank expected = 1;
    bool truncated = false;  // every wrong factorial is the right one cut to 32 bits
    bool wrong = false;
    for (int n = 0; n <= c::kMaxLength; ++n) {
        if (n > 0) expected *= static_cast<Rank>(n);
        const Rank got = c::factorial(n);
        wrong = wrong || got != expected;
        truncated = truncated || (got != expected && got == static_cast<std::uint32_t>(expected));
    }
    NPUZZLE_HINT_IF(
        truncated,
        "13! and above do not fit 32 bits: compute factorials in Rank "
        "(64 bits), not in int",
        "13! 及更大的阶乘超出了 32 位整数的范围：请用 Rank（64 位）而不是 int 计算阶乘");
    expected = 1;
    for (int n = 0; n <= c::kMaxLength; ++n) {
        if (n > 0) expected *= static_cast<Rank>(n);
        NPUZZLE_INFO("factorial(" << n << "): expected " << expected,
                     "factorial(" << n << ")：应为 " << expected);
        CHECK(c::factorial(n) == expected);
    }
}

TEST_CASE("the reversed permutation has the largest rank, n! - 1", "[lesson01][points=1]") {
    bool like_weight = true, like_larger = true, any_wrong = false;
    for (int n = 2; n <= 8; ++n) {
        std::vector<int> p = identity(n);
        std::reverse(p.begin(), p.end());
        const Rank got = c::rank(p);
        any_wrong = any_wrong || got != count_smaller_later(p);
        like_weight = like_weight && got == mistaken_rank(p, true, false);
        like_larger = like_larger && got == mistaken_rank(p, false, true);
    }
    NPUZZLE_HINT_CONSTANT_IF(any_wrong && like_weight, kHintWeight);
    NPUZZLE_HINT_CONSTANT_IF(any_wrong && like_larger, kHintLarger);
    for (int n = 1; n <= c::kMaxLength; ++n) {
        std::vector<int> p = identity(n);
        std::reverse(p.begin(), p.end());
        NPUZZLE_INFO("rank(" << text(p) << "): expected " << n
                             << "! - 1 = " << count_smaller_later(p) << ", the same as factorial("
                             << n << ") - 1",
                     "rank(" << text(p) << ")：应为 " << n << "! - 1 = " << count_smaller_later(p)
                             << "，即 factorial(" << n << ") - 1");
        CHECK(c::rank(p) == c::factorial(n) - 1);
    }
}

TEST_CASE("2143 has rank 7: seven permutations of 1234 come before it", "[lesson01][points=1]") {
    // Seed 000's example, written with values 0..3: 2143 is 1 0 3 2.
    // 3! * 1 (1 is smaller than 2) + 2! * 0 + 1! * 1 (3 is smaller than 4) + 0! * 0 = 7.
    const std::vector<int> p = {1, 0, 3, 2};
    NPUZZLE_INFO("rank(1 0 3 2): expected 7", "rank(1 0 3 2)：应为 7");
    CHECK(c::rank(p) == 7);
    NPUZZLE_INFO("unrank(7, 4): expected 1 0 3 2", "unrank(7, 4)：应为 1 0 3 2");
    CHECK(c::unrank(7, 4) == p);
}

TEST_CASE("the goal board 1 2 3 4 5 6 7 8 0 has rank 46233, the blank counted as 0",
          "[lesson01][points=1]") {
    const Rank goal_rank = c::rank_board(Board::goal());
    NPUZZLE_HINT_IF(goal_rank == 0,
                    "the blank is the value 0, the smallest, not 9; rank 46233 = "
                    "1*8! + 1*7! + ...",
                    "空格的值是 0，是最小的，而不是 9；排名 46233 = 1*8! + 1*7! + ...");
    NPUZZLE_INFO("rank_board(1 2 3 4 5 6 7 8 0) gave " << goal_rank << ", expected 46233",
                 "rank_board(1 2 3 4 5 6 7 8 0) 返回 " << goal_rank << "，应为 46233");
    CHECK(goal_rank == 46233);
    NPUZZLE_INFO(
        "rank_board(0 1 2 3 4 5 6 7 8): expected 0; rank_board(8 7 6 5 4 3 2 1 0): 362879",
        "rank_board(0 1 2 3 4 5 6 7 8)：应为 0；rank_board(8 7 6 5 4 3 2 1 0)：应为 362879");
    CHECK(c::rank_board(parse_board("0 1 2 3 4 5 6 7 8")) == 0);
    CHECK(c::rank_board(parse_board("8 7 6 5 4 3 2 1 0")) == 362879);
}

TEST_CASE("ranks count permutations in lexicographic order, for every length up to 9",
          "[lesson01][points=3]") {
    // std::next_permutation lists the permutations of 0..n-1 in lexicographic order: the k-th
    // one it produces must have rank k.
    bool hinted = false;  // each length shows the same mistake: its hint once is enough
    for (int n = 1; n <= 9; ++n) {
        const auto perms = all_permutations(n);
        const std::vector<Rank> got = ranks_of(perms);
        Rank wrong = 0, like_weight = 0, like_larger = 0;
        std::string first_wrong;
        for (Rank expected = 0; expected < perms.size(); ++expected) {
            if (got[expected] != expected && n <= 6) {
                like_weight += got[expected] == mistaken_rank(perms[expected], true, false);
                like_larger += got[expected] == mistaken_rank(perms[expected], false, true);
            }
            if (got[expected] != expected && wrong++ == 0) {
                first_wrong = NPUZZLE_WORDS(text(perms[expected]) << " ranked " << got[expected]
                                                                  << ", expected " << expected,
                                            text(perms[expected]) << " 的排名为 " << got[expected]
                                                                  << "，应为 " << expected);
            }
        }
        const bool weight = n <= 6 && wrong > 0 && like_weight == wrong;
        const bool larger = n <= 6 && wrong > 0 && like_larger == wrong;
        NPUZZLE_HINT_CONSTANT_IF(weight && !hinted, kHintWeight);
        NPUZZLE_HINT_CONSTANT_IF(larger && !hinted, kHintLarger);
        hinted = hinted || weight || larger;
        NPUZZLE_INFO(
            "the " << perms.size() << " permutations of length " << n << " in lexicographic "
                   << "order, the k-th must rank k: " << wrong << " wrong; first: " << first_wrong,
            "长度为 " << n << " 的 " << perms.size() << " 个排列按字典序排列，第 k "
                      << "个的排名必须是 k：错了 " << wrong << " 个；第一个：" << first_wrong);
        CHECK(wrong == 0);
    }
}

TEST_CASE("unrank and rank undo each other for all 9! permutations and every length up to 8",
          "[lesson01][points=3]") {
    for (int n = 1; n <= 9; ++n) {
        const auto perms = all_permutations(n);
        const auto got = unranked(perms.size(), n);
        const std::vector<Rank> back = ranks_of(got);
        Rank wrong = 0;
        std::string first_wrong;
        for (Rank r = 0; r < perms.size(); ++r) {
            if (got[r] != perms[r] && wrong++ == 0) {
                first_wrong = NPUZZLE_WORDS("unrank(" << r << ", " << n << ") gave " << text(got[r])
                                                      << ", expected " << text(perms[r]),
                                            "unrank(" << r << ", " << n << ") 返回 " << text(got[r])
                                                      << "，应为 " << text(perms[r]));
            } else if (got[r] == perms[r] && back[r] != r && wrong++ == 0) {
                first_wrong = NPUZZLE_WORDS("rank(" << text(got[r]) << ") gave " << back[r]
                                                    << ", expected " << r << " (unrank was right)",
                                            "rank(" << text(got[r]) << ") 返回 " << back[r]
                                                    << "，应为 " << r << "（unrank 是对的）");
            }
        }
        NPUZZLE_INFO("unrank(r, " << n << ") must be the r-th permutation and rank it back to r: "
                                  << wrong << " wrong; first: " << first_wrong,
                     "unrank(r, " << n << ") 必须给出第 r 个排列，对它求排名又要得回 r：错了 "
                                  << wrong << " 个；第一个：" << first_wrong);
        CHECK(wrong == 0);
        NPUZZLE_INFO("factorial(" << n << ") must count the " << perms.size() << " permutations",
                     "factorial(" << n << ") 必须等于排列的个数 " << perms.size());
        CHECK(perms.size() == c::factorial(n));
    }
}

TEST_CASE("unrank gives a different permutation for each of the 9! ranks", "[lesson01][points=1]") {
    // Independent of the order: pack each result into 36 bits, then look for repeats.
    std::vector<std::uint64_t> seen;
    seen.reserve(362880);
    bool all_permutations = true;
    for (const std::vector<int>& p : unranked(362880, 9)) {
        std::vector<int> sorted = p;
        std::sort(sorted.begin(), sorted.end());
        all_permutations = all_permutations && sorted == identity(9);
        std::uint64_t key = 0;
        for (int v : p) key = key * 16 + static_cast<std::uint64_t>(v & 0xF);
        seen.push_back(key);
    }
    NPUZZLE_INFO("unrank(r, 9) for r = 0 .. 362879: each must hold 0..8 once, and no two alike",
                 "unrank(r, 9)，r = 0 .. 362879：每个结果都必须恰好含 0..8 各一次，且两两不同");
    CHECK(all_permutations);
    std::sort(seen.begin(), seen.end());
    CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
}

TEST_CASE("rank agrees with the slow definition on long permutations", "[lesson01][points=2]") {
    npuzzle::testing::Random rng(2005);
    for (int n : {10, 12, 15, 16}) {
        for (int trial = 0; trial < 200; ++trial) {
            std::vector<int> p = identity(n);
            rng.shuffle(p);
            const Rank expected = count_smaller_later(p);
            NPUZZLE_INFO("rank(" << text(p) << "): expected " << expected << "; unrank(" << expected
                                 << ", " << n << "): expected that permutation back",
                         "rank(" << text(p) << ")：应为 " << expected << "；unrank(" << expected
                                 << ", " << n << ")：应还原出这个排列");
            REQUIRE(c::rank(p) == expected);
            REQUIRE(c::unrank(expected, n) == p);
        }
    }
}

TEST_CASE("boards rank and unrank like their tiles read row by row", "[lesson01][points=2]") {
    struct Shape {
        int w, h;
    };
    for (Shape s : {Shape{2, 2}, Shape{3, 2}, Shape{2, 3}, Shape{3, 3}}) {
        std::vector<std::tuple<Board>> boards;
        std::vector<std::tuple<Rank, int, int>> ranks;
        for (const std::vector<int>& p : all_permutations(s.w * s.h)) {
            ranks.emplace_back(boards.size(), s.w, s.h);
            boards.emplace_back(Board(s.w, s.h, p));
        }
        const auto got = call_each<Rank>("cantor::rank_board", c::rank_board, boards);
        const auto back = call_each<Board>("cantor::unrank_board", c::unrank_board, ranks);
        Rank wrong = 0;
        std::string first_wrong;
        for (Rank r = 0; r < boards.size(); ++r) {
            const Board& b = std::get<0>(boards[r]);
            if ((got[r] != r || !(back[r] == b)) && wrong++ == 0) {
                first_wrong = NPUZZLE_WORDS(to_string(b) << " ranked " << got[r] << "; rank " << r
                                                         << " unranked to " << to_string(back[r]),
                                            to_string(b) << " 的排名为 " << got[r] << "；排名 " << r
                                                         << " 还原为 " << to_string(back[r]));
            }
        }
        NPUZZLE_INFO("every " << s.w << "x" << s.h
                              << " board in rank order must rank to its place and "
                              << "unrank back: " << wrong << " wrong; first: " << first_wrong,
                     "把所有 " << s.w << "x" << s.h
                               << " 局面按排名排好，每个局面求排名都必须得到它所在的位置，并能由排"
                                  "名还原回来：错了 "
                               << wrong << " 个；第一个：" << first_wrong);
        CHECK(wrong == 0);
    }
}

TEST_CASE("4x4 boards have ranks up to 16! - 1", "[lesson01][points=1]") {
    NPUZZLE_INFO(
        "ranks of 4x4 boards: 0 1 .. 15 has rank 0, 15 14 .. 0 has rank 16! - 1 = "
        "20922789887999, the goal's rank is computed by the definition, and swapping 15 and 14 "
        "adds 2",
        "4x4 局面的排名：0 1 .. 15 的排名是 0，15 14 .. 0 的排名是 16! - 1 = "
        "20922789887999，目标局面的排名按定义计算，交换 15 和 14 使排名加 2");
    CHECK(c::rank_board(parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15")) == 0);
    CHECK(c::rank_board(parse_board("15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0")) ==
          20922789888000ULL - 1);
    const Board goal = Board::goal(4, 4);
    const Rank r = c::rank_board(goal);
    CHECK(r == count_smaller_later(goal.tiles()));
    CHECK(c::unrank_board(r, 4, 4) == goal);
    CHECK(c::unrank_board(20922789888000ULL - 1, 4, 4) ==
          parse_board("15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0"));
    // A board one swap from the goal differs in the last two Lehmer digits only.
    const Board swapped = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0");
    CHECK(c::rank_board(swapped) == r + 2);
}

TEST_CASE("a digit at position i is weighted (n-1-i)!, not (n-i)!",
          "[lesson01][points=1][known-mistake]") {
    const std::vector<std::vector<int>> perms = {{0, 2, 1}, {1, 0, 2}, {2, 0, 1}};
    bool mistaken = true;
    for (const auto& p : perms) mistaken = mistaken && c::rank(p) == mistaken_rank(p, true, false);
    NPUZZLE_HINT_CONSTANT_IF(mistaken, kHintWeight);
    for (const auto& p : perms) {
        NPUZZLE_INFO("rank(" << text(p) << "): expected " << count_smaller_later(p),
                     "rank(" << text(p) << ")：应为 " << count_smaller_later(p));
        CHECK(c::rank(p) == count_smaller_later(p));
    }
    NPUZZLE_INFO("unrank(1, 3): expected 0 2 1; unrank(4, 3): expected 2 0 1",
                 "unrank(1, 3)：应为 0 2 1；unrank(4, 3)：应为 2 0 1");
    CHECK(c::unrank(1, 3) == std::vector<int>{0, 2, 1});
    CHECK(c::unrank(4, 3) == std::vector<int>{2, 0, 1});
}

TEST_CASE("each digit counts the later values that are smaller, not larger",
          "[lesson01][points=1][known-mistake]") {
    const std::vector<std::vector<int>> perms = {{0, 1, 2, 3}, {0, 1, 3, 2}, {3, 2, 1, 0}};
    bool mistaken = true;
    for (const auto& p : perms) mistaken = mistaken && c::rank(p) == mistaken_rank(p, false, true);
    NPUZZLE_HINT_CONSTANT_IF(mistaken, kHintLarger);
    for (const auto& p : perms) {
        NPUZZLE_INFO("rank(" << text(p) << "): expected " << count_smaller_later(p),
                     "rank(" << text(p) << ")：应为 " << count_smaller_later(p));
        CHECK(c::rank(p) == count_smaller_later(p));
    }
}

TEST_CASE("bad permutations are rejected with a message naming the fault", "[lesson01][points=2]") {
    const bool twice_refused = throws_invalid_argument([] {
        (void)c::rank(std::vector<int>{0, 2, 2});
    });
    const bool range_refused = throws_invalid_argument([] {
        (void)c::rank(std::vector<int>{0, 1, 7});
    });
    NPUZZLE_HINT_IF(
        range_refused && !twice_refused,
        "a value that appears twice is not a permutation: remember the values seen "
        "and throw std::invalid_argument on the second one",
        "有值出现两次就不是排列：记下已经出现过的值，某个值第二次出现时抛出 std::invalid_argument");
    NPUZZLE_INFO(
        "rank of an empty list, of 17 values, of 0 2 2, of 0 1 7 (message names 7), of 0 -5 1 "
        "(message names -5), of 1 2 3; factorial(17) and factorial(-1): each expected "
        "std::invalid_argument",
        "对空列表、17 个值、0 2 2、0 1 7（消息中要写出 7）、0 -5 1（消息中要写出 -5）、1 2 3 "
        "求排名，以及 factorial(17) 和 factorial(-1)：每一个都应抛出 std::invalid_argument");
    CHECK_THROWS_AS(c::rank(std::vector<int>{}), std::invalid_argument);
    CHECK_THROWS_AS(c::rank(identity(17)), std::invalid_argument);
    CHECK_THROWS_AS(c::rank(std::vector<int>{0, 2, 2}), std::invalid_argument);
    CHECK_THROWS_WITH(c::rank(std::vector<int>{0, 1, 7}), contains("7"));
    CHECK_THROWS_WITH(c::rank(std::vector<int>{0, -5, 1}), contains("-5"));
    CHECK_THROWS_AS(c::rank(std::vector<int>{1, 2, 3}), std::invalid_argument);
    CHECK_THROWS_AS(c::factorial(17), std::invalid_argument);
    CHECK_THROWS_AS(c::factorial(-1), std::invalid_argument);
}

TEST_CASE("unranking past the last rank or at a bad length is rejected", "[lesson01][points=1]") {
    const bool past_last_refused = throws_invalid_argument([] { (void)c::unrank(24, 4); });
    NPUZZLE_HINT_IF(!past_last_refused,
                    "the ranks of n elements are 0..n!-1: refuse a larger rank with "
                    "std::invalid_argument that says which rank was too large",
                    "n 个元素的排名是 0..n!-1：更大的排名要用 std::invalid_argument "
                    "拒绝，并在消息中写明是哪个排名过大");
    NPUZZLE_INFO(
        "unrank(24, 4), unrank(362880, 9) (message names 362880), unrank(0, 0), unrank(0, 17), "
        "unrank_board(362880, 3, 3), unrank_board on 1x3 and 5x4: each expected "
        "std::invalid_argument; unrank(23, 4) expected 3 2 1 0",
        "unrank(24, 4)、unrank(362880, 9)（消息中要写出 362880）、unrank(0, 0)、unrank(0, 17)、"
        "unrank_board(362880, 3, 3)，以及 1x3 和 5x4 上的 unrank_board：每一个都应抛出 "
        "std::invalid_argument；unrank(23, 4) 应为 3 2 1 0");
    CHECK(past_last_refused);
    CHECK_THROWS_WITH(c::unrank(362880, 9), contains("362880"));
    CHECK(c::unrank(23, 4) == std::vector<int>{3, 2, 1, 0});
    CHECK_THROWS_AS(c::unrank(0, 0), std::invalid_argument);
    CHECK_THROWS_AS(c::unrank(0, 17), std::invalid_argument);
    CHECK_THROWS_AS(c::unrank_board(362880, 3, 3), std::invalid_argument);
    CHECK_THROWS_AS(c::unrank_board(0, 1, 3), std::invalid_argument);
    CHECK_THROWS_AS(c::unrank_board(0, 5, 4), std::invalid_argument);
}

TEST_CASE("the rank after a move equals the rank recomputed, for every 3x3 board and move",
          "[lesson01][points=2]") {
    std::vector<std::tuple<Board, Rank, Move>> inputs;
    std::vector<Rank> expected;
    for (const std::vector<int>& p : all_permutations(9)) {
        const Board b(3, 3, p);
        const Rank r = count_smaller_later(p);
        for (Move m : b.legal_moves()) {
            inputs.emplace_back(b, r, m);
            expected.push_back(count_smaller_later(b.moved(m).tiles()));
        }
    }
    const auto got = call_each<Rank>("cantor::rank_after_move", c::rank_after_move, inputs);
    long wrong = 0;
    std::string first_wrong;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const auto& [b, r, m] = inputs[i];
        if (got[i] != expected[i] && wrong++ == 0) {
            first_wrong =
                NPUZZLE_WORDS(to_string(b) << " (rank " << r << "), move " << move_name(m)
                                           << ": got " << got[i] << ", expected " << expected[i],
                              to_string(b) << "（排名 " << r << "），移动 " << move_name(m)
                                           << "：得到 " << got[i] << "，应为 " << expected[i]);
        }
    }
    NPUZZLE_INFO("rank_after_move on every 3x3 board and legal move, against the rank recomputed: "
                     << wrong << " of " << inputs.size() << " wrong; first: " << first_wrong,
                 "在每个 3x3 局面的每个合法移动上，把 rank_after_move 与重新计算的排名比较："
                     << inputs.size() << " 个中错了 " << wrong << " 个；第一个：" << first_wrong);
    CHECK(wrong == 0);
    // 8! boards per blank cell, times 2 moves (4 corners) + 3 (4 edges) + 4 (centre) = 24.
    CHECK(inputs.size() == 24 * 40320);
}

TEST_CASE("the rank after a move equals the rank recomputed along 4x4, 2x3 and 4x2 walks",
          "[lesson01][points=1]") {
    npuzzle::testing::Random rng(1879);
    for (const Board start : {Board::goal(4, 4), Board::goal(2, 3), Board::goal(4, 2)}) {
        Board b = start;
        Rank r = count_smaller_later(b.tiles());
        for (int step = 0; step < 2000; ++step) {
            const Move m = rng.legal_move(b);
            const Rank got = c::rank_after_move(b, r, m);
            const Rank expected = count_smaller_later(b.moved(m).tiles());
            NPUZZLE_INFO(
                "rank_after_move(" << to_string(b) << ", rank " << r << ", move " << move_name(m)
                                   << ") gave " << got << ", expected " << expected,
                "rank_after_move(" << to_string(b) << "，排名 " << r << "，移动 " << move_name(m)
                                   << ") 返回 " << got << "，应为 " << expected);
            REQUIRE(got == expected);
            r = got;
            b.apply(m);
        }
    }
}

TEST_CASE("a left or right move is not always 8! away in the lexicographic rank",
          "[lesson01][points=1][known-mistake]") {
    const Rank left = c::rank_after_move(Board::goal(), 46233, Move::Left);
    constexpr Rank k8 = 40320;
    NPUZZLE_HINT_IF(left == 46233 + k8 || left == 46233 - k8,
                    "seed 004's +-8! rule is for its variant indexed by tile value; in the "
                    "lexicographic rank only the digits of the cells between the blank and its "
                    "target change",
                    "种子 004 的 ±8! "
                    "规则针对的是它那种按数码值编号的变体；在字典序排名中，只有空格原位置与目标位置"
                    "之间那些格子的数位会改变");
    // 1 2 3 4 5 6 7 8 0 -> 1 2 3 4 5 6 7 0 8: the last two positions swap, the rank drops by 1.
    NPUZZLE_INFO(
        "rank_after_move(1 2 3 4 5 6 7 8 0, rank 46233, L) gave " << left << ", expected 46232",
        "rank_after_move(1 2 3 4 5 6 7 8 0，排名 46233，L) 返回 " << left << "，应为 46232");
    CHECK(left == 46232);
    // 1 2 3 4 5 6 7 8 0 -> 1 2 3 4 5 0 7 8 6: the blank passes 7 and 8.
    NPUZZLE_INFO("rank_after_move(1 2 3 4 5 6 7 8 0, rank 46233, U): expected 46227",
                 "rank_after_move(1 2 3 4 5 6 7 8 0，排名 46233，U)：应为 46227");
    CHECK(c::rank_after_move(Board::goal(), 46233, Move::Up) == 46227);
}

TEST_CASE("a move off the board is rejected", "[lesson01][points=1]") {
    NPUZZLE_INFO(
        "rank_after_move(1 2 3 4 5 6 7 8 0, 46233, D or R) and (0 1 .. 8, 0, U): expected "
        "std::invalid_argument; (0 1 .. 8, 0, R): expected rank_board of the moved board",
        "rank_after_move(1 2 3 4 5 6 7 8 0, 46233, D 或 R) 和 (0 1 .. 8, 0, U)：应抛出 "
        "std::invalid_argument；(0 1 .. 8, 0, R)：应为移动后局面的 rank_board");
    CHECK_THROWS_AS(c::rank_after_move(Board::goal(), 46233, Move::Down), std::invalid_argument);
    CHECK_THROWS_AS(c::rank_after_move(Board::goal(), 46233, Move::Right), std::invalid_argument);
    const Board corner = parse_board("0 1 2 3 4 5 6 7 8");
    CHECK_THROWS_AS(c::rank_after_move(corner, 0, Move::Up), std::invalid_argument);
    CHECK(c::rank_after_move(corner, 0, Move::Right) == c::rank_board(corner.moved(Move::Right)));
}
