// Lesson 01 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once.
#pragma once

#include "cantor.hpp"

#define NPUZZLE_LESSON_BINDINGS(BIND)                                                         \
    BIND(call, "cantor::factorial", cantor::Rank, cantor::factorial, (int))                   \
    BIND(call, "cantor::rank", cantor::Rank, cantor::rank, (std::span<const int>))            \
    BIND(call, "cantor::unrank", std::vector<int>, cantor::unrank, (cantor::Rank, int))       \
    BIND(call, "cantor::rank_board", cantor::Rank, cantor::rank_board, (const Board&))        \
    BIND(call, "cantor::unrank_board", Board, cantor::unrank_board, (cantor::Rank, int, int)) \
    BIND(call, "cantor::rank_after_move", cantor::Rank, cantor::rank_after_move,              \
         (const Board&, cantor::Rank, Move))
