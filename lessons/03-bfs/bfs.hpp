// Lesson 03: breadth-first search. The frozen interface: do not change this file; implement
// bfs.cpp. Conventions (moves, successor order, node ids, events): docs/search-contract.md.
#pragma once

#include <cstdint>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::bfs {

// Both searches name a board by its cantor::rank_board (lesson 01). BFS marks the boards it has
// seen: one bit per permutation of the cells, (W*H)! bits (453 KB on 10 cells), on boards of up
// to kMaxCells cells, and a hash set of the ranks reached on larger ones (16! bits would take
// 2.6 TB). The distance table keeps a byte per permutation, (W*H)! bytes: it refuses boards of
// more cells than this (on 12 cells it would take 479 MB).
inline constexpr int kMaxCells = 10;

// Breadth-first search from `start` to `goal` (any board of the core, up to 16 cells, and a
// goal of the same shape). It keeps every board it reaches: on a board above 3x3 a far goal takes
// more memory than a machine has (a 4x4 has 10^13 reachable boards), so a caller that cannot
// tell stops it from its observer (by throwing) or uses IDA* (lesson 06).
//  - Goal test: `start` before the loop; every other node when it is generated.
//  - A child whose board was generated before is generated, then skipped (SkipDuplicate): a
//    board is marked seen when it enters the queue, so it enters the queue at most once.
//  - Children in U, D, L, R order; FIFO queue; no solvability test: an unreachable goal is
//    reported as Failure after every reachable board (181,440 on a 3x3) has been expanded.
//  - The goal child is reported (Goal) and never queued: the search stops there.
// Returns Found with a shortest path (the first one in that order), or Failure with no path.
// Counters: expanded, generated, duplicates, iterations = 1, and max_frontier: the largest
// queue length, 1 for the start alone, measured after each new child is queued (a child enters
// the queue after its Generate event; the board being expanded has already left it, and the goal
// child never enters it). Every event goes to `observer`.
// Throws std::invalid_argument when the shapes differ.
SearchResult search(const Board& start, const Board& goal,
                    SearchObserver& observer = null_observer());

// Marks a board no search reached in a DistanceTable.
inline constexpr std::uint8_t kUnreachable = 0xFF;

// Every board's distance to one goal, one byte per board, indexed by cantor::rank_board.
struct DistanceTable {
    Board goal;
    std::vector<std::uint8_t> distance;  // (W*H)! entries; kUnreachable for the other parity
};

// One BFS backwards from `goal` (moves are reversible, so the distance from the goal to a
// board is the board's distance to the goal). Throws std::invalid_argument for more than
// kMaxCells cells. Time: O((W*H)!), one pass.
DistanceTable distance_table(const Board& goal);

// A shortest path from `start` to the table's goal, read from the table without searching: at
// each step the first move in U, D, L, R order that leads one step closer. Found (with the path)
// or Failure (unreachable). Counters: expanded = boards stepped through, generated = boards
// looked up. Throws std::invalid_argument when `start` has another shape than the table's goal.
SearchResult solve_with_table(const DistanceTable& table, const Board& start);

}  // namespace npuzzle::bfs
