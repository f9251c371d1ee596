#include "npuzzle/pattern_partitions.hpp"

#include <algorithm>
#include <stdexcept>

namespace npuzzle {

// 4x4, as regions of the kit's goal (the blank in the last cell); for Korf's goal (the blank
// first) they are turned by 180 degrees:
//   5-5-5: 1 .. 5 | 6 .. 10 | 11 .. 15 (the same tiles for Korf's goal): 716 million nodes on
//          Korf's 100, against 911 million for 1 2 3 5 6 | 4 7 8 11 12 | 9 10 13 14 15.
//   6-6-3: 4 7 8 11 12 15 | 5 6 9 10 13 14 | 1 2 3   (Korf's goal: 1 4 5 8 9 12 | 2 3 6 7 10 11 |
//          13 14 15). Of six 6-6-3 partitions timed on Korf's 100 this one generates the fewest
//          nodes: 189 million, against 206 to 1,469 million (lessons/07-pdb/README.md).
//   7-8:   1 .. 8 | 9 .. 15
// 3x3: 1 2 3 4 | 5 6 7 8, and all eight tiles in one database (the exact distance).
const std::vector<PatternPartition>& pattern_partitions() {
    static const std::vector<PatternPartition> all = {
        {"pdb:4-4", 3, 3, {{0, 1, 2, 3}, {4, 5, 6, 7, 8}}},
        {"pdb:8", 3, 3, {{0, 1, 2, 3, 4, 5, 6, 7, 8}}},
        {"pdb:5-5-5", 4, 4, {{0, 1, 2, 3, 4}, {5, 6, 7, 8, 9}, {10, 11, 12, 13, 14, 15}}},
        {"pdb:6-6-3", 4, 4, {{3, 6, 7, 10, 11, 14, 15}, {4, 5, 8, 9, 12, 13}, {0, 1, 2}}},
        {"pdb:7-8", 4, 4, {{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}}},
    };
    return all;
}

namespace {

std::string shape_name(int width, int height) {
    return std::to_string(width) + "x" + std::to_string(height);
}

// The names for one shape: "pdb:4-4, pdb:8".
std::string names_for(int width, int height) {
    std::string names;
    for (const PatternPartition& p : pattern_partitions()) {
        if (p.width == width && p.height == height)
            names += (names.empty() ? "" : ", ") + std::string(p.name);
    }
    return names;
}

// Where the kit goal's cell (row, col) lies when the board is mirrored so that its last cell
// lands on the corner `blank` is in; a blank off the corners leaves the cells as they are. With
// the blank of Korf's goal (the first cell) this is the 180-degree turn back to the papers'
// drawing.
int turned(int cell, int blank, int width, int height) {
    const int row = cell / width;
    const int col = cell % width;
    const int blank_row = blank / width;
    const int blank_col = blank % width;
    const bool corner =
        (blank_row == 0 || blank_row == height - 1) && (blank_col == 0 || blank_col == width - 1);
    if (!corner) return cell;
    const int r = blank_row == 0 ? height - 1 - row : row;
    const int c = blank_col == 0 ? width - 1 - col : col;
    return r * width + c;
}

}  // namespace

bool names_pattern_databases(std::string_view heuristic) {
    return heuristic.starts_with(kPatternDatabasePrefix);
}

std::vector<std::string> partition_names() {
    std::vector<std::string> names;
    for (const PatternPartition& p : pattern_partitions()) names.emplace_back(p.name);
    return names;
}

std::string partition_names_by_shape() {
    return names_for(3, 3) + " (3x3); " + names_for(4, 4) + " (4x4)";
}

const PatternPartition& find_partition(std::string_view name) {
    for (const PatternPartition& p : pattern_partitions()) {
        if (p.name == name) return p;
    }
    throw std::invalid_argument("unknown pattern databases '" + std::string(name) +
                                "' (known: " + partition_names_by_shape() + ")");
}

std::vector<std::vector<int>> PatternPartition::tiles(const Board& goal) const {
    const int w = goal.width();
    const int h = goal.height();
    if (width != w || height != h) {
        const std::string here = names_for(w, h);
        throw std::invalid_argument(
            std::string(name) + " partitions a " + shape_name(width, height) + " board, not this " +
            shape_name(w, h) + " one (" +
            (here.empty() ? "no partition is named for " + shape_name(w, h) +
                                "; known: " + partition_names_by_shape()
                          : "for " + shape_name(w, h) + ": " + here) +
            ")");
    }
    std::vector<std::vector<int>> groups;
    for (const std::vector<int>& region : regions) {
        std::vector<int> group;
        for (int cell : region) {
            const int tile = goal.at(turned(cell, goal.blank(), w, h));
            if (tile != 0) group.push_back(tile);
        }
        std::sort(group.begin(), group.end());
        groups.push_back(group);
    }
    return groups;
}

std::vector<std::vector<int>> partition_tiles(std::string_view name, const Board& goal) {
    return find_partition(name).tiles(goal);
}

}  // namespace npuzzle
