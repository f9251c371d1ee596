// Lesson 06's ManhattanTable in a graded test program, by hand (lesson06_bindings.hpp): its
// members cannot be listed as free functions. The judge's table keeps its goal and the entries
// the worker's table gave; the worker builds its own table from that goal (made_once).
#include <cstdint>

#include "lesson06_bindings.hpp"
#include "npuzzle/judge/client.hpp"

namespace npuzzle::idastar {

ManhattanTable::ManhattanTable(const Board& goal) : goal_(goal) {
    const auto entries = judge::call<std::vector<int>>("idastar::ManhattanTable", goal);
    const int cells = goal.cell_count();
    if (entries.size() != static_cast<std::size_t>(cells * cells)) {
        throw judge::worker_failure("ManhattanTable's worker sent a table of the wrong size");
    }
    for (int tile = 0; tile < cells; ++tile) {
        for (int cell = 0; cell < cells; ++cell) {
            // A distance fits in a byte on every board of the core (at most 6 + 6).
            table_[tile][cell] = static_cast<std::uint8_t>(entries[tile * cells + cell] & 0xFF);
        }
    }
}

int ManhattanTable::of(const Board& board) const {
    return judge::call<int>("idastar::ManhattanTable::of", *this, board);
}

int ManhattanTable::after_move(const Board& board, int h, Move m) const {
    return judge::call<int>("idastar::ManhattanTable::after_move", *this, board, h, m);
}

}  // namespace npuzzle::idastar
