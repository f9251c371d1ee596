// Description: lesson 01 reference. Lexicographic rank (Cantor expansion) of a permutation of
// 0..n-1 in O(n): a 16-bit mask of the values already seen and one popcount per position give each
// Lehmer digit (Korf and Schultze 2005). unrank reads the factorial digits back.
// Time: rank O(n); unrank O(n^2) with n <= 16; rank_after_move O(n).
#include "cantor.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

namespace npuzzle::cantor {

namespace {

constexpr Rank kFactorials[kMaxLength + 1] = {1ULL,
                                              1ULL,
                                              2ULL,
                                              6ULL,
                                              24ULL,
                                              120ULL,
                                              720ULL,
                                              5040ULL,
                                              40320ULL,
                                              362880ULL,
                                              3628800ULL,
                                              39916800ULL,
                                              479001600ULL,
                                              6227020800ULL,
                                              87178291200ULL,
                                              1307674368000ULL,
                                              20922789888000ULL};

void check_length(int n) {
    if (n < 1 || n > kMaxLength) {
        throw std::invalid_argument("a permutation must have 1 to " + std::to_string(kMaxLength) +
                                    " elements, got " + std::to_string(n));
    }
}

// The Lehmer digit of value v: how many smaller values are still unused after `seen`.
int digit(unsigned seen, int v) {
    const unsigned smaller = (1U << v) - 1U;
    return v - std::popcount(seen & smaller);
}

}  // namespace

Rank factorial(int n) {
    if (n < 0 || n > kMaxLength) {
        throw std::invalid_argument("factorial(" + std::to_string(n) + "): n must be 0 to " +
                                    std::to_string(kMaxLength) + " for the result to fit 64 bits");
    }
    return kFactorials[n];
}

Rank rank(std::span<const int> perm) {
    const int n = static_cast<int>(perm.size());
    check_length(n);
    unsigned seen = 0;
    Rank r = 0;
    for (int i = 0; i < n; ++i) {
        const int v = perm[i];
        if (v < 0 || v >= n) {
            throw std::invalid_argument("value " + std::to_string(v) + " at position " +
                                        std::to_string(i + 1) + " is out of range: a permutation " +
                                        "of length " + std::to_string(n) + " holds 0.." +
                                        std::to_string(n - 1));
        }
        if (seen & (1U << v)) {
            throw std::invalid_argument("value " + std::to_string(v) +
                                        " appears twice (second at " + "position " +
                                        std::to_string(i + 1) + ")");
        }
        r += static_cast<Rank>(digit(seen, v)) * kFactorials[n - 1 - i];
        seen |= 1U << v;
    }
    return r;
}

std::vector<int> unrank(Rank r, int n) {
    check_length(n);
    if (r >= kFactorials[n]) {
        throw std::invalid_argument(
            "rank " + std::to_string(r) + " is too large: permutations of " + std::to_string(n) +
            " elements have ranks 0.." + std::to_string(kFactorials[n] - 1));
    }
    std::vector<int> perm(static_cast<std::size_t>(n));
    unsigned unused = (1U << n) - 1U;
    for (int i = 0; i < n; ++i) {
        const Rank weight = kFactorials[n - 1 - i];
        int d = static_cast<int>(r / weight);
        r %= weight;
        // The d-th smallest unused value: skip d set bits of `unused`.
        unsigned bits = unused;
        for (; d > 0; --d) bits &= bits - 1U;
        const int v = std::countr_zero(bits);
        perm[static_cast<std::size_t>(i)] = v;
        unused &= ~(1U << v);
    }
    return perm;
}

Rank rank_board(const Board& board) {
    const std::vector<int> tiles = board.tiles();
    return rank(tiles);
}

Board unrank_board(Rank r, int width, int height) {
    if (width < Board::kMinSide || height < Board::kMinSide || width * height > Board::kMaxCells) {
        throw std::invalid_argument("a " + std::to_string(width) + "x" + std::to_string(height) +
                                    " board is not supported: each side must be at least 2 and "
                                    "the board at most 16 cells");
    }
    const std::vector<int> tiles = unrank(r, width * height);
    return Board(width, height, tiles);
}

Rank rank_after_move(const Board& board, Rank r, Move m) {
    if (!board.can_move(m)) {
        throw std::invalid_argument("moving the blank " + std::string(move_name(m)) +
                                    " from position " + std::to_string(board.blank() + 1) +
                                    " leaves the board");
    }
    const int n = board.cell_count();
    const int a = std::min(board.blank(), board.target(m));
    const int c = std::max(board.blank(), board.target(m));
    // Cells before a keep their digits (the values after them are the same set) and so do cells
    // after c (nothing after them changes): only the digits of a..c are recomputed.
    unsigned after = 0;  // values at cells > k, built from the right
    for (int k = n - 1; k > c; --k) after |= 1U << board.at(k);
    const int x = board.at(a);
    const int y = board.at(c);
    auto smaller_after = [&](unsigned set, int v) {
        return static_cast<Rank>(std::popcount(set & ((1U << v) - 1U)));
    };
    // Old and new digits of cell c, then of the cells between, then of cell a.
    Rank old_sum = smaller_after(after, y) * kFactorials[n - 1 - c];
    Rank new_sum = smaller_after(after, x) * kFactorials[n - 1 - c];
    unsigned old_after = after | (1U << y);
    unsigned new_after = after | (1U << x);
    for (int k = c - 1; k > a; --k) {
        const int v = board.at(k);
        old_sum += smaller_after(old_after, v) * kFactorials[n - 1 - k];
        new_sum += smaller_after(new_after, v) * kFactorials[n - 1 - k];
        old_after |= 1U << v;
        new_after |= 1U << v;
    }
    old_sum += smaller_after(old_after, x) * kFactorials[n - 1 - a];
    new_sum += smaller_after(new_after, y) * kFactorials[n - 1 - a];
    return r - old_sum + new_sum;
}

}  // namespace npuzzle::cantor
