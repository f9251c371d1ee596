// Description: lesson 01 reference. The lexicographic rank of a permutation (Cantor expansion):
// the sum over positions i of the Lehmer digit (how many smaller values are still unused) times
// (n-1-i)!, each digit found with a 16-bit mask of the values already seen and a bit count (Korf
// and Schultze 2005). unrank reads the factorial digits back. rank_after_move updates a board's
// rank from the few cells a move changes. What the lesson teaches: numbering permutations
// without a gap turns "have I seen this board?" into one array look-up (lesson 03).
// Time: rank O(n); unrank O(n^2), n <= 16; rank_after_move O(W) on a board of width W.
#include "cantor.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace npuzzle::cantor {

namespace {

// 0! .. 16!; 16! < 2^45, so every rank fits in 64 bits.
constexpr auto kFactorials = [] {
    std::array<Rank, kMaxLength + 1> f{};
    f[0] = 1;
    for (int k = 1; k <= kMaxLength; ++k) f[k] = f[k - 1] * static_cast<Rank>(k);
    return f;
}();

void check_length(int n) {
    if (n < 1 || n > kMaxLength) {
        throw std::invalid_argument("a permutation must have 1 to " + std::to_string(kMaxLength) +
                                    " elements, got " + std::to_string(n));
    }
}

// Bits set in each byte. Korf and Schultze count bits with a table too: a portable build (no
// -mpopcnt) turns std::popcount into a dozen instructions, two loads from a table beat that.
constexpr auto kBitsInByte = [] {
    std::array<std::uint8_t, 256> bits{};
    for (unsigned b = 0; b < 256; ++b) bits[b] = static_cast<std::uint8_t>(std::popcount(b));
    return bits;
}();

int bits_in(unsigned set16) { return kBitsInByte[set16 & 0xFFU] + kBitsInByte[set16 >> 8]; }

// The Lehmer digit of value v: how many smaller values are still unused after `seen`.
int digit(unsigned seen, int v) { return v - bits_in(seen & ((1U << v) - 1U)); }

// The rank of the permutation of 0..n-1 whose value at position i is value_at(i), a valid
// permutation (rank checks its input first; a Board is one by construction).
template <class ValueAt>
Rank lehmer_rank(int n, ValueAt value_at) {
    unsigned seen = 0;
    Rank r = 0;
    for (int i = 0; i < n; ++i) {
        const int v = value_at(i);
        r += static_cast<Rank>(digit(seen, v)) * kFactorials[n - 1 - i];
        seen |= 1U << v;
    }
    return r;
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
        seen |= 1U << v;
    }
    return lehmer_rank(n, [&](int i) { return perm[i]; });
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
    // Searches rank every board they generate: read the packed cells directly, with no vector.
    return lehmer_rank(board.cell_count(), [&](int cell) { return board.at(cell); });
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
    const int from = board.blank();
    const int to = board.target(m);
    const int a = std::min(from, to);
    const int c = std::max(from, to);
    const int y = board.at(to);  // the tile that slides into the blank's cell
    // Cells before a keep their digits (the set of values after them is unchanged), and so do
    // cells after c. A cell strictly between trades the blank (always smaller) for y behind it,
    // or y for the blank, so its digit moves by one exactly when its tile is smaller than y.
    Rank between = 0;
    int smaller_between = 0;
    for (int k = a + 1; k < c; ++k) {
        if (board.at(k) < y) {
            between += kFactorials[n - 1 - k];
            ++smaller_between;
        }
    }
    // The blank's own digit is always 0 and y's digit can be read off the rank itself: the
    // digits of r in the factorial base are the Lehmer code. So no cell outside a..c is read.
    if (from < to) {
        // y moves back from c to a, in front of the cells between and of the blank.
        const Rank at_c = (r / kFactorials[n - 1 - c]) % static_cast<Rank>(n - c);
        return r - at_c * kFactorials[n - 1 - c] + between +
               (at_c + static_cast<Rank>(smaller_between) + 1) * kFactorials[n - 1 - a];
    }
    // y moves forward from a to c: the reverse of the case above.
    const Rank at_a = (r / kFactorials[n - 1 - a]) % static_cast<Rank>(n - a);
    const Rank at_c = at_a - static_cast<Rank>(smaller_between) - 1;
    return r - at_a * kFactorials[n - 1 - a] - between + at_c * kFactorials[n - 1 - c];
}

}  // namespace npuzzle::cantor
