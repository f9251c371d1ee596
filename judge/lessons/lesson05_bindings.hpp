// Lesson 05 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once. The
// heuristic crosses as its byte, an estimate as the value the tests made it from
// (lesson05_codecs.hpp), so the worker computes the same h.
#pragma once

#include "astar.hpp"
#include "lesson05_codecs.hpp"

#define NPUZZLE_LESSON_BINDINGS(BIND)                                                   \
    BIND(call, "astar::misplaced_tiles", int, astar::misplaced_tiles,                   \
         (const Board&, const Board&))                                                  \
    BIND(call, "astar::manhattan", int, astar::manhattan, (const Board&, const Board&)) \
    BIND(call, "astar::evaluate", int, astar::evaluate,                                 \
         (astar::Heuristic, const Board&, const Board&))                                \
    BIND(search, "astar::astar(estimate)", SearchResult, astar::astar,                  \
         (const Board&, const Board&, const Estimate&, SearchObserver&))                \
    BIND(search, "astar::astar", SearchResult, astar::astar,                            \
         (const Board&, const Board&, astar::Heuristic, SearchObserver&))
