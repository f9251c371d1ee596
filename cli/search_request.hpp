// Description: a search request (the algorithm, the board, --heuristic, --depth-limit) checked
// before the search runs. What the algorithm table refuses is the user's mistake (exit 2); the
// table finds some of it only once it runs, inside the same call that runs the lesson code, and
// what escapes that call is the lesson's failure (exit 3, lesson_code.hpp). So the program asks
// first, by the table's own rules and data (algorithms.cpp: run_dls, chosen_heuristic,
// run_astar, run_idastar).
#pragma once

#include <string>

#include "npuzzle/algorithms.hpp"
#include "npuzzle/board.hpp"

namespace npuzzle::cli {

// The names of the table's rows that have `field`, for messages: "idastar", "astar and idastar".
std::string rows_with(bool Algorithm::*field);

// Throws std::invalid_argument naming what the table would refuse in searching `start` with
// `options`.
void check_search_request(const Algorithm& algo, const Board& start, const Board& goal,
                          const SearchOptions& options);

}  // namespace npuzzle::cli
