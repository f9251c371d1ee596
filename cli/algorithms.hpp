// Description: the searches the program can run, by name, for `solve` and `trace` alike.
// Each lesson that brings a search adds its entries in algorithms.cpp; the commands never name a
// lesson function themselves, so `--impl student` swaps every search at once.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::cli {

// Options a search may read; each algorithm documents which.
struct SearchOptions {
    int depth_limit = -1;   // dls: required; iddfs: the largest limit tried (-1: default)
    std::string heuristic;  // astar, idastar: manhattan (default), misplaced; astar: zero;
                            // idastar: linear-conflict
};

using SearchFunction = std::function<SearchResult(
    const Board& start, const Board& goal, const SearchOptions& options, SearchObserver& observer)>;

struct Algorithm {
    std::string name;         // "bfs", "dls", "iddfs", "idastar", ...
    std::string description;  // one line for --help
    SearchFunction run;
};

// Every algorithm, in teaching order.
const std::vector<Algorithm>& algorithms();

// The algorithm called `name`; throws std::invalid_argument listing the known names.
const Algorithm& find_algorithm(std::string_view name);

// The known names, for CLI11's IsMember check.
std::vector<std::string> algorithm_names();

}  // namespace npuzzle::cli
