// Lesson 07 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once. The
// databases of lookup, additive and idastar are sent once per worker (lesson07_codecs.hpp).
#pragma once

#include "lesson07_codecs.hpp"
#include "pdb.hpp"

#define NPUZZLE_LESSON_BINDINGS(BIND)                                                              \
    BIND(call, "pdb::placement_count", pdb::Rank, pdb::placement_count, (int, int))                \
    BIND(call, "pdb::rank_placement", pdb::Rank, pdb::rank_placement, (std::span<const int>, int)) \
    BIND(call, "pdb::unrank_placement", std::vector<int>, pdb::unrank_placement,                   \
         (pdb::Rank, int, int))                                                                    \
    BIND(call, "pdb::build", pdb::PatternDatabase, pdb::build,                                     \
         (const Board&, const std::vector<int>&))                                                  \
    BIND(call, "pdb::lookup", int, pdb::lookup, (const pdb::PatternDatabase&, const Board&))       \
    BIND(call, "pdb::additive", int, pdb::additive,                                                \
         (std::span<const pdb::PatternDatabase>, const Board&))                                    \
    BIND(search, "pdb::idastar", SearchResult, pdb::idastar,                                       \
         (const Board&, std::span<const pdb::PatternDatabase>, SearchObserver&))
