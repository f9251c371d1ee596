// Lesson 04: depth-first search, depth limits and iterative deepening. The frozen interface: do
// not change this file; implement dfs.cpp. Conventions: docs/search-contract.md.
#pragma once

#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::dfs {

// Depth-limited DFS from `start` to `goal`, limit >= 0.
//  - A node is goal-tested when it is visited (taken from the stack), before the depth check;
//    a node at depth == limit that is not the goal is not expanded: CutOff event, bound = limit.
//  - A child whose board is on the path from the root to its parent is generated, then skipped
//    (SkipDuplicate). There is no visited set beyond that path.
//  - Children are generated in U, D, L, R order and visited in that order (an explicit stack
//    pushes the kept ones reversed; a recursive version generates all children first).
// Returns Found (a path of at most `limit` moves, the first in that order, not necessarily the
// shortest), CutOff (none found, some node was cut off) or Failure (none found, nothing cut off:
// no limit would help). Counters: expanded, generated, duplicates, max_frontier (the largest
// stack), iterations = 1. Throws std::invalid_argument for a negative limit or other shapes.
SearchResult depth_limited(const Board& start, const Board& goal, int limit,
                           SearchObserver& observer = null_observer());

// Iterative deepening: depth_limited with limits 0, 1, 2, ... until Found, Failure, or a limit
// above `max_limit` (-1: no maximum). Checks solvability (lesson 02) first: Failure at once for a
// goal of the other parity, reporting only Start and Finish. Events: Start (node 0), then before
// each iteration an Iteration event with bound = the limit; node ids continue across iterations
// (docs/search-contract.md). Returns the status of the last iteration (CutOff when `max_limit`
// stopped it), counters summed over all iterations, iterations = limits tried, and one
// IterationStats per limit. Throws std::invalid_argument when the shapes differ.
SearchResult iddfs(const Board& start, const Board& goal, int max_limit = -1,
                   SearchObserver& observer = null_observer());

}  // namespace npuzzle::dfs
