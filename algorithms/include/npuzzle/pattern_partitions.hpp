// Description: the named partitions of `--heuristic pdb:NAME` (lesson 07): which tiles each
// pattern database of an additive heuristic holds, for any goal of a 3x3 or 4x4 board.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/board.hpp"

namespace npuzzle {

// Heuristic names of pattern databases start with this.
inline constexpr std::string_view kPatternDatabasePrefix = "pdb:";

// Whether `heuristic` asks for pattern databases ("pdb:6-6-3"; known or not).
bool names_pattern_databases(std::string_view heuristic);

// Every partition name ("pdb:4-4", ...), in the order `--help` lists them.
std::vector<std::string> partition_names();

// "pdb:4-4, pdb:8 (3x3); pdb:5-5-5, pdb:6-6-3, pdb:7-8 (4x4)": what --help and errors list.
std::string partition_names_by_shape();

// The tiles of each database of partition `name` for `goal`, each group in increasing order.
// The groups are regions of goal cells: the tiles are those the goal holds in the region's
// cells, the blank's cell dropping out. Throws std::invalid_argument, listing what is accepted,
// for an unknown name or a partition of another board size.
std::vector<std::vector<int>> partition_tiles(std::string_view name, const Board& goal);

}  // namespace npuzzle
