#include "search_request.hpp"

#include <stdexcept>
#include <string>

#include "npuzzle/heuristics.hpp"
#include "npuzzle/pattern_partitions.hpp"

namespace npuzzle::cli {

namespace {

// The registry's column for the search `algo`: astar's heuristics, or idastar's (the row that
// also takes pattern databases).
bool HeuristicInfo::*registry_column(const Algorithm& algo) {
    return algo.takes_pattern_databases ? &HeuristicInfo::idastar : &HeuristicInfo::astar;
}

}  // namespace

std::string rows_with(bool Algorithm::*field) {
    std::string names;
    for (const Algorithm& algo : algorithms()) {
        if (algo.*field) names += (names.empty() ? "" : " and ") + algo.name;
    }
    return names;
}

void check_search_request(const Algorithm& algo, const Board& start, const Board& goal,
                          const SearchOptions& options) {
    // dls is the one row whose depth limit is not optional (iddfs has a default).
    if (algo.name == "dls" && options.depth_limit < 0) {
        throw std::invalid_argument("--algo dls needs a depth limit: add --depth-limit N");
    }
    if (!algo.takes_heuristic || options.heuristic.empty()) return;
    if (names_pattern_databases(options.heuristic)) {
        if (!algo.takes_pattern_databases) {
            throw std::invalid_argument(
                "the pattern databases of --heuristic " + options.heuristic + " go with --algo " +
                rows_with(&Algorithm::takes_pattern_databases) + " (lesson 07)");
        }
        partition_tiles(options.heuristic, goal);  // throws for a partition of another shape
        return;
    }
    const auto column = registry_column(algo);
    const HeuristicInfo* h = find_heuristic(options.heuristic);
    if (!h || !(h->*column)) {
        throw std::invalid_argument("unknown heuristic '" + options.heuristic + "' for " +
                                    algo.name + " (known: " + heuristic_names(column) + ")");
    }
    if (!h->takes(start)) {
        throw std::invalid_argument("--heuristic " + options.heuristic +
                                    " takes boards of at most " + std::to_string(h->max_cells) +
                                    " cells");
    }
}

}  // namespace npuzzle::cli
