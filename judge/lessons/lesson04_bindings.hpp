// Lesson 04 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once.
#pragma once

#include "dfs.hpp"

#define NPUZZLE_LESSON_BINDINGS(BIND)                                    \
    BIND(search, "dfs::depth_limited", SearchResult, dfs::depth_limited, \
         (const Board&, const Board&, int, SearchObserver&))             \
    BIND(search, "dfs::iddfs", SearchResult, dfs::iddfs,                 \
         (const Board&, const Board&, int, SearchObserver&))
