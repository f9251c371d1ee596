// Description: lesson 06's IDA* tuned for speed (bench_idastar's top rung): the same paths,
// counters and iterations as idastar::idastar (checked by bench_idastar before it times it).
#pragma once

#include "idastar.hpp"
#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::engines::idastar_tuned {

// As idastar::idastar.
SearchResult search(const Board& start, const Board& goal,
                    idastar::Heuristic h = idastar::Heuristic::Manhattan,
                    SearchObserver& observer = null_observer());

}  // namespace npuzzle::engines::idastar_tuned
