// Lesson 00: warm-up. The frozen interface: do not change this file; implement warmup.cpp.
// It gets you used to the kit's Board (core/include/npuzzle/board.hpp) before the real lessons.
#pragma once

#include "npuzzle/board.hpp"

namespace npuzzle::warmup {

// True when `board` equals `goal` tile for tile. Throws std::invalid_argument when the two
// boards have different shapes (a 3x3 board can never be a 4x4 goal).
bool is_goal(const Board& board, const Board& goal);

// How many moves tile `tile` needs to reach its cell in `goal` if nothing else were in the way:
// |row difference| + |column difference|. Throws std::invalid_argument for the blank (0), for a
// tile that is not on the board, or for boards of different shapes.
int tile_distance(const Board& board, int tile, const Board& goal);

}  // namespace npuzzle::warmup
