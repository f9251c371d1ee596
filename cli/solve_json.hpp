// Description: the object `npuzzle solve --format json` prints for one board, written once for
// the program and for the browser playground (playground/), which answers with the same text.
#pragma once

#include <string>

#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"

namespace npuzzle::cli {

// One line of JSON: board, goal, algorithm, status, moves and length when found, the counters.
std::string solve_json_line(const Board& start, const Board& goal, const std::string& algo,
                            const SearchResult& result);

}  // namespace npuzzle::cli
