// Lesson 00 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once.
#pragma once

#include "warmup.hpp"

#define NPUZZLE_LESSON_BINDINGS(BIND)                                                  \
    BIND(call, "warmup::is_goal", bool, warmup::is_goal, (const Board&, const Board&)) \
    BIND(call, "warmup::tile_distance", int, warmup::tile_distance,                    \
         (const Board&, int, const Board&))
