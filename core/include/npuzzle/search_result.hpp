// Description: what every search of the kit returns: status, path, counters, iterations.
// docs/search-contract.md defines each counter.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "npuzzle/move.hpp"

namespace npuzzle {

enum class SearchStatus : std::uint8_t {
    Found,    // `path` leads from the start to the goal
    CutOff,   // no solution within the depth limit / bound, but some node was cut off
    Failure,  // no solution at all: the reachable space was exhausted, or parity rules it out
};

std::string_view to_string(SearchStatus status) noexcept;

// Totals a search keeps beside itself (hog2's vocabulary).
struct SearchCounters {
    std::uint64_t expanded = 0;      // nodes whose successors were generated
    std::uint64_t generated = 0;     // child nodes created, duplicates included
    std::uint64_t duplicates = 0;    // children dropped as already seen
    std::uint64_t max_frontier = 0;  // largest open list (BFS queue, DFS stack, IDA* path)
    int iterations = 0;              // iterations started (IDDFS, IDA*); 1 for BFS and DLS
};

// One iteration of IDDFS (bound = depth limit) or IDA* (bound = f threshold).
struct IterationStats {
    int bound = 0;
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
};

struct SearchResult {
    SearchStatus status = SearchStatus::Failure;
    std::vector<Move> path;  // the blank's moves; empty unless Found (and empty if start == goal)
    SearchCounters counters;
    std::vector<IterationStats> iterations;  // IDDFS and IDA* only

    bool found() const noexcept { return status == SearchStatus::Found; }
};

}  // namespace npuzzle
