// Description: the tests' own Manhattan distance, from its definition and independent of every
// lesson: what a student's heuristic, table or search must report. Slow and plain on purpose.
// Time: O(cells^2) per board.
#pragma once

#include <cstdlib>

#include "npuzzle/board.hpp"

namespace npuzzle::testing {

// The rows plus the columns between two cells of a board `width` cells wide.
inline int cell_distance(int from, int to, int width) {
    return std::abs(from / width - to / width) + std::abs(from % width - to % width);
}

// The cell that holds `tile` on `b`, or -1 when no cell does.
inline int cell_of(const Board& b, int tile) {
    for (int c = 0; c < b.cell_count(); ++c) {
        if (b.at(c) == tile) return c;
    }
    return -1;
}

// The sum over the tiles (never the blank) of each one's distance from its cell on `goal`.
// Precondition: `b` and `goal` have the same shape.
inline int manhattan(const Board& b, const Board& goal) {
    int sum = 0;
    for (int tile = 1; tile < b.cell_count(); ++tile) {
        sum += cell_distance(cell_of(b, tile), cell_of(goal, tile), goal.width());
    }
    return sum;
}

}  // namespace npuzzle::testing
