// Description: lesson 07's additive pattern databases and IDA* tuned for speed (bench_pdb's top
// rung). The same database values, paths, counters and iterations as pdb::build and
// pdb::idastar (bench_pdb checks them before it times anything); no events.
// What differs from the reference:
//  - a database is indexed by a sparse key, 4 bits per pattern tile's cell (16^k entries instead
//    of n!/(n-k)!), so a move updates the key with one add instead of ranking k cells;
//  - the databases of a partition are built on threads of their own, one per database;
//  - optionally, the reflection lookup (its own rung: other counters, checked for optimality).
// Patterns of at most 7 tiles (16^7 = 268 MB is the largest table).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"

namespace npuzzle::engines::pdb_tuned {

// The most tiles a pattern may hold: 16^7 = 268 MB is the largest table.
inline constexpr std::size_t kMaxPatternTiles = 7;

class Databases {
  public:
    // One database per group of `partition`, for `goal`; throws std::invalid_argument for an
    // empty group, the blank, a tile off the board or in two groups, or a group of 8+ tiles.
    Databases(const Board& goal, const std::vector<std::vector<int>>& partition);

    const Board& goal() const noexcept { return goal_; }
    const std::vector<std::vector<int>>& partition() const noexcept { return partition_; }
    // Database d's value for the placement `cells` (cells[i]: where tile partition[d][i] is).
    int value(std::size_t d, const std::vector<int>& cells) const;
    // The sum over the databases for `board`.
    int estimate(const Board& board) const;

    // Whether the goal is its own mirror image across the main diagonal (a square board with
    // the blank on the diagonal; Korf's goal and the kit's are): a board and its mirror image
    // are then equally far from the goal, and both lookups are admissible.
    bool reflectable() const;

    // IDA* from `start` to goal(), as pdb::idastar with the same databases. With `reflect`,
    // h is the larger of the board's and its mirror image's sums (Korf and Felner 2002): other
    // counters than the reference's, the same optimal lengths. Throws std::invalid_argument
    // when `reflect` is asked and the goal is not reflectable().
    SearchResult idastar(const Board& start, bool reflect = false) const;

  private:
    friend class Search;
    Board goal_;
    std::vector<std::vector<int>> partition_;
    std::vector<std::vector<std::uint8_t>> tables_;  // tables_[d][sparse key]
};

}  // namespace npuzzle::engines::pdb_tuned
