// Description: the named partitions of `--heuristic pdb:NAME` (lesson 07): which tiles each
// pattern database of an additive heuristic holds, for any goal of a 3x3 or 4x4 board.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/board.hpp"

namespace npuzzle {

// A named partition: regions of cells of the kit's goal (the blank in the last cell) that
// together cover every cell, the blank's too, so that a goal with its blank elsewhere still has
// every tile in one region.
struct PatternPartition {
    std::string_view name;  // "pdb:6-6-3"
    int width;
    int height;
    std::vector<std::vector<int>> regions;

    // The tiles of each database for `goal`, each group in increasing order: those the goal
    // holds in the region's cells, the blank's cell dropping out. Throws std::invalid_argument,
    // naming the partitions of the goal's shape, for a goal of another shape.
    std::vector<std::vector<int>> tiles(const Board& goal) const;
};

// Every partition, in the order `--help` lists them.
const std::vector<PatternPartition>& pattern_partitions();

// The partition called `name`; throws std::invalid_argument, listing the known names, for a name
// no partition has.
const PatternPartition& find_partition(std::string_view name);

// Heuristic names of pattern databases start with this.
inline constexpr std::string_view kPatternDatabasePrefix = "pdb:";

// Whether `heuristic` asks for pattern databases ("pdb:6-6-3"; known or not).
bool names_pattern_databases(std::string_view heuristic);

// Every partition name ("pdb:4-4", ...), in the order `--help` lists them.
std::vector<std::string> partition_names();

// "pdb:4-4, pdb:8 (3x3); pdb:5-5-5, pdb:6-6-3, pdb:7-8 (4x4)": what --help and errors list.
std::string partition_names_by_shape();

// find_partition(name).tiles(goal).
std::vector<std::vector<int>> partition_tiles(std::string_view name, const Board& goal);

}  // namespace npuzzle
