// Description: lesson 07's additive pattern databases and IDA* tuned for speed (bench_pdb's top
// rung). The same database values, paths, counters, iterations and events as pdb::build and
// pdb::idastar (bench_pdb and tests/engines check them). What differs from the reference:
//  - a database is indexed by a sparse key, 4 bits per pattern tile's cell (16^k entries instead
//    of n!/(n-k)!), so a move updates the key with one add instead of ranking k cells;
//  - the databases of a partition are built on threads of their own, one per database;
//  - the search is engines' one tuned IDA* (engines/src/packed_idastar.hpp) over their sum;
//  - optionally, the reflection lookup (the reference's path, fewer nodes).
// Patterns of at most 7 tiles (16^7 = 268 MB is the largest table) when it builds its own; any
// the lesson's databases hold when it is given them (pdb:7-8's 8 tiles, built by pdb_layers and
// kept on disk): it then reads them as they are, ranking each placement at each move.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"
#include "pdb.hpp"

namespace npuzzle::engines::pdb_tuned {

// The most tiles a pattern may hold: 16^7 = 268 MB is the largest table.
inline constexpr std::size_t kMaxPatternTiles = 7;
// The most databases a partition may have: the search copies their keys at every move.
inline constexpr std::size_t kMaxDatabases = 4;

class Databases {
  public:
    // A database's moves by sparse key, read at random.
    using Table = std::vector<std::uint8_t>;

    // One database per group of `partition`, for `goal`; throws std::invalid_argument for an
    // empty group, the blank, a tile off the board or in two groups, a group of 8+ tiles, or
    // more than kMaxDatabases groups.
    Databases(const Board& goal, const std::vector<std::vector<int>>& partition);
    // The lesson's databases `lesson` (one goal, disjoint tiles, at most kMaxDatabases), read in
    // place: they must outlive this object. Throws std::invalid_argument as the other does.
    explicit Databases(std::span<const pdb::PatternDatabase> lesson);

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

    // IDA* from `start` to goal(), as pdb::idastar with the same databases, reporting its events
    // to `observer`. With `reflect`, h is the larger of the board's and its mirror image's sums
    // (Korf and Felner 2002): fewer nodes than the reference's, the same path (IDA*'s last
    // iteration finds the first optimal path in move order, and no admissible estimate cuts a
    // node of an optimal path). Throws std::invalid_argument when `reflect` is asked and the
    // goal is not reflectable().
    SearchResult idastar(const Board& start, bool reflect = false,
                         SearchObserver& observer = null_observer()) const;

  private:
    Board goal_;
    std::vector<std::vector<int>> partition_;
    std::vector<Table> tables_;  // tables_[d][sparse key]; empty when lesson_ holds them
    std::span<const pdb::PatternDatabase> lesson_;
};

}  // namespace npuzzle::engines::pdb_tuned
