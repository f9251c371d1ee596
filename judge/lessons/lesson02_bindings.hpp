// Lesson 02 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once.
#pragma once

#include "parity.hpp"

#define NPUZZLE_LESSON_BINDINGS(BIND)                                         \
    BIND(call, "parity::inversions", int, parity::inversions, (const Board&)) \
    BIND(call, "parity::is_solvable", bool, parity::is_solvable, (const Board&, const Board&))
