// Description: draws how an additive pattern-database heuristic reads a board (lesson 07), as
// Graphviz DOT: the board; for each database its pattern's tiles, the abstract state (where
// those tiles are, every other tile alike), the entry it reads and the moves stored there; and
// the sum, h = 7 + 8 = 15. The numbers come from the caller, which asks the databases.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/tracer/dot_style.hpp"

namespace npuzzle {

struct PatternReading {
    std::vector<int> tiles;     // the pattern
    std::uint64_t entry = 0;    // the rank of the pattern tiles' cells: the entry read
    std::uint64_t entries = 0;  // the database's size
    int moves = 0;              // what the entry holds
};

std::string heuristic_dot(const Board& board, const std::string& heuristic,
                          const std::vector<PatternReading>& parts,
                          const DotPalette& palette = okabe_ito_palette());

}  // namespace npuzzle
