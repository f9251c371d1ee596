// Lesson 07: additive pattern databases (Culberson and Schaeffer 1998; Korf and Felner 2002).
// The frozen interface: do not change this file; implement pdb.cpp. Conventions (moves, U D L R
// order, node ids, events, when the goal is tested) are in docs/search-contract.md.
// Every function works for any goal and any W x H board of the core (up to 16 cells), and throws
// std::invalid_argument, naming the fault, for a bad argument.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::pdb {

using Rank = std::uint64_t;

// Placements of k distinct tiles in n cells: n! / (n-k)!, for 0 <= k <= n <= 16.
Rank placement_count(int n, int k);

// The rank of a placement, lesson 01's Cantor rank stopped after k digits: `cells[i]` is the cell
// of the i-th pattern tile (k = cells.size() distinct cells, each below n, 1 <= n <= 16). Digit i
// counts the cells below cells[i] that cells[0..i-1] do not hold; its weight is the number of
// ways to place the k-1-i tiles after it in the n-1-i cells left: placement_count(n-1-i, k-1-i).
// The ranks are exactly 0 .. placement_count(n, k) - 1.
Rank rank_placement(std::span<const int> cells, int n);

// The placement of k tiles in n cells whose rank_placement is `rank` (rank < placement_count).
std::vector<int> unrank_placement(Rank rank, int n, int k);

// One pattern database: for every placement of the pattern's tiles, the fewest moves of pattern
// tiles that bring them to the cells `goal` has them in. Moves of the other tiles are free, so
// the value of disjoint patterns can be added without overestimating.
struct PatternDatabase {
    Board goal;
    std::vector<int> tiles;           // the pattern: distinct tiles, no blank; their order ranks
    std::vector<std::uint8_t> moves;  // moves[rank_placement(cells of tiles on a board)]
};

// A backward 0-1 breadth-first search from `goal` over abstract states (where the pattern's tiles
// and the blank are; every other tile looks alike). A move of a pattern tile costs 1, any other
// move 0; moves[r] is the least cost over the abstract states whose tiles are placed as r,
// wherever their blank is.
// Throws std::invalid_argument for an empty pattern, the blank or a tile not on the board in it,
// or a tile listed twice.
PatternDatabase build(const Board& goal, const std::vector<int>& tiles);

// db.moves at the rank of where `board` has db.tiles. Throws std::invalid_argument when the board
// and db.goal have different shapes or db.moves does not hold every placement.
int lookup(const PatternDatabase& db, const Board& board);

// The sum of lookup over databases of one goal whose patterns share no tile: admissible because
// each counts moves of its own tiles only, and every move moves one tile. Throws
// std::invalid_argument when two patterns share a tile or the databases have different goals.
int additive(std::span<const PatternDatabase> databases, const Board& board);

// Lesson 06's IDA* (idastar::idastar over an estimate) for the goal of the databases, with the
// databases' sum as its estimate: initial is additive(databases, board), and after_move looks up
// again only the database of the tile that slides. A pattern database is just a heuristic: the
// search, its bounds, events, counters and iterations are lesson 06's. Throws
// std::invalid_argument as `additive` does, when there is no database, or when `start` does not
// have the goal's shape.
SearchResult idastar(const Board& start, std::span<const PatternDatabase> databases,
                     SearchObserver& observer = null_observer());

}  // namespace npuzzle::pdb
