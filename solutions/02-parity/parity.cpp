// Description: lesson 02 reference. A move of the blank changes the inversion count by 0
// (horizontal) or by W-1 minus an even number (vertical: the tile passes W-1 others), so on odd
// widths inversion parity is invariant, and on even widths inversion parity plus the blank's row
// is. Two boards with the same invariant reach each other (Johnson and Story 1879).
// What the lesson teaches: a quantity no move changes answers "can it be solved?" before any
// search, and stops a search that would otherwise never end.
// Time: O(n) with a bitmask, n = W*H <= 16.
#include "parity.hpp"

#include <bit>
#include <stdexcept>
#include <string>

namespace npuzzle::parity {

int inversions(const Board& board) {
    // Scan right to left: each tile is out of order with the smaller tiles already seen after it.
    unsigned after = 0;
    int count = 0;
    for (int cell = board.cell_count() - 1; cell >= 0; --cell) {
        const int t = board.at(cell);
        if (t == 0) continue;  // the blank is not a tile: moving it is not an inversion
        count += std::popcount(after & ((1U << t) - 1U));
        after |= 1U << t;
    }
    return count;
}

namespace {

// The quantity no move changes, modulo 2.
int invariant(const Board& board) {
    const int inv = inversions(board);
    if (board.width() % 2 == 1) return inv % 2;
    // Even width: a vertical move flips the inversion parity (W-1 is odd) and the blank's row.
    return (inv + board.blank_row()) % 2;
}

}  // namespace

bool is_solvable(const Board& start, const Board& goal) {
    require_same_shape(start, goal);
    return invariant(start) == invariant(goal);
}

}  // namespace npuzzle::parity
