// The engines `npuzzle solve` can run a search with: the lesson's code, or the tuned engine of
// bench/engines/ where one fits, which gives the same paths and counters (tests/engines checks
// them) several times faster. Only the instructor's `npuzzle` has tuned engines
// (tuned_engines.cpp); npuzzle-student and the student edition link no_tuned_engines.cpp, so a
// student's program always runs the student's code.
#pragma once

#include <string>

#include "npuzzle/algorithms.hpp"

namespace npuzzle::cli {

// Whether this program has tuned engines: then `solve --engine` defaults to "tuned".
bool have_tuned_engines() noexcept;

// The tuned engine for `algo` on `start` with `options`, or an empty function where none fits
// (a board above 3x3 for bfs, a pattern-database heuristic): the lesson's search runs then.
SearchFunction tuned_engine(const std::string& algo, const Board& start,
                            const SearchOptions& options);

}  // namespace npuzzle::cli
