// Description: lesson 03's BFS and distance table tuned for speed (bench_bfs's top rung): the
// same answers, paths and counters as npuzzle::bfs (checked by bench_bfs before it times them).
#pragma once

#include "bfs.hpp"
#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::engines::bfs_tuned {

// As bfs::search.
SearchResult search(const Board& start, const Board& goal,
                    SearchObserver& observer = null_observer());

// As bfs::distance_table.
bfs::DistanceTable distance_table(const Board& goal);

}  // namespace npuzzle::engines::bfs_tuned
