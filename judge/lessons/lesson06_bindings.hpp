// Lesson 06 bound to the judge (npuzzle/judge/bindings.hpp): its frozen functions, once. An
// argument that is code crosses as the value it is made from (lesson06_codecs.hpp).
// ManhattanTable's members are bound by hand: the worker's side is the functions below, the
// judge's side lesson06_calls.cpp.
#pragma once

#include <vector>

#include "idastar.hpp"
#include "lesson06_codecs.hpp"

namespace npuzzle::judge::lesson06 {

// The student's table as a list, tile by tile, cell by cell: what the judge's table holds.
inline std::vector<int> table_entries(const idastar::ManhattanTable& table) {
    const int cells = table.goal().cell_count();
    std::vector<int> entries;
    for (int tile = 0; tile < cells; ++tile) {
        for (int cell = 0; cell < cells; ++cell) entries.push_back(table.distance(tile, cell));
    }
    return entries;
}
inline int table_of(const idastar::ManhattanTable& table, const Board& board) {
    return table.of(board);
}
inline int table_after_move(const idastar::ManhattanTable& table, const Board& board, int h,
                            Move m) {
    return table.after_move(board, h, m);
}

}  // namespace npuzzle::judge::lesson06

#define NPUZZLE_LESSON_BINDINGS(BIND)                                                            \
    BIND(call, "idastar::linear_conflict", int, idastar::linear_conflict,                        \
         (const Board&, const Board&))                                                           \
    BIND(call, "idastar::evaluate", int, idastar::evaluate,                                      \
         (idastar::Heuristic, const Board&, const Board&))                                       \
    BIND(search, "idastar::idastar(estimate)", SearchResult, idastar::idastar,                   \
         (const Board&, const Board&, const Estimate&, SearchObserver&))                         \
    BIND(search, "idastar::idastar", SearchResult, idastar::idastar,                             \
         (const Board&, const Board&, idastar::Heuristic, SearchObserver&))                      \
    BIND(by_hand, "idastar::ManhattanTable", std::vector<int>, judge::lesson06::table_entries,   \
         (const idastar::ManhattanTable&))                                                       \
    BIND(by_hand, "idastar::ManhattanTable::of", int, judge::lesson06::table_of,                 \
         (const idastar::ManhattanTable&, const Board&))                                         \
    BIND(by_hand, "idastar::ManhattanTable::after_move", int, judge::lesson06::table_after_move, \
         (const idastar::ManhattanTable&, const Board&, int, Move))
