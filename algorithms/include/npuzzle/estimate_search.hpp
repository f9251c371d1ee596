// Description: A* and IDA* over any estimate of the registry (heuristics.hpp), for the heuristics
// that the lessons' enums do not name: A* as lesson 05 runs it, IDA* lesson 06's own, by the same
// conventions (docs/search-contract.md: U D L R order, node ids, events, counters, when the goal
// is tested), so `solve`, `trace` and `compare` read them as they read the lessons'.
#pragma once

#include "npuzzle/board.hpp"
#include "npuzzle/heuristics.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle {

// A* on f = g + h as astar::search runs it (lesson 05), h from `h`.
SearchResult astar_over(const Board& start, const Estimate& h, SearchObserver& observer);

// Lesson 06's IDA* (idastar::idastar over an estimate: the reference's or the student's, as the
// table's edition links), h from `h`.
SearchResult idastar_over(const Board& start, const Estimate& h, SearchObserver& observer);

}  // namespace npuzzle
