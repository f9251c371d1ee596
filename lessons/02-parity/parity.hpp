// Lesson 02: parity and solvability. The frozen interface: do not change this file; implement
// parity.cpp.
#pragma once

#include "npuzzle/board.hpp"

namespace npuzzle::parity {

// The number of pairs of tiles (the blank ignored) that stand in the wrong order when the board
// is read row by row: a pair of cells i < j with tile(i) > tile(j) > 0.
int inversions(const Board& board);

// Whether `goal` can be reached from `start` by moving the blank. Works for every W x H board of
// the core: odd widths compare inversion parity; even widths also count the blank's row distance.
// Throws std::invalid_argument when the two boards have different shapes.
bool is_solvable(const Board& start, const Board& goal);

}  // namespace npuzzle::parity
