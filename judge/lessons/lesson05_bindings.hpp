// Lesson 05 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once. The
// heuristic crosses as data (its named estimate and overridden values, lesson05_codecs.hpp), so
// the worker computes the same h.
#pragma once

#include "astar.hpp"
#include "lesson05_codecs.hpp"

#define NPUZZLE_LESSON_BINDINGS(BIND)                                                   \
    BIND(call, "astar::misplaced_tiles", int, astar::misplaced_tiles,                   \
         (const Board&, const Board&))                                                  \
    BIND(call, "astar::manhattan", int, astar::manhattan, (const Board&, const Board&)) \
    BIND(call, "astar::evaluate", int, astar::evaluate,                                 \
         (const astar::Heuristic&, const Board&, const Board&))                         \
    BIND(search, "astar::search", SearchResult, astar::search,                          \
         (const Board&, const Board&, const astar::Heuristic&, SearchObserver&))
