// Lesson 03 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once. The
// distance table is sent once per worker (lesson03_codecs.hpp).
#pragma once

#include "bfs.hpp"
#include "lesson03_codecs.hpp"

#define NPUZZLE_LESSON_BINDINGS(BIND)                                                          \
    BIND(search, "bfs::search", SearchResult, bfs::search,                                     \
         (const Board&, const Board&, SearchObserver&))                                        \
    BIND(call, "bfs::distance_table", bfs::DistanceTable, bfs::distance_table, (const Board&)) \
    BIND(by_hand, "bfs::solve_with_table", SearchResult, bfs::solve_with_table,                \
         (const bfs::DistanceTable&, const Board&))
