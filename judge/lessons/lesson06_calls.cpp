// Lesson 06 in a graded test program: every frozen function asks the worker. ManhattanTable
// keeps its goal here; the worker builds its own table from that goal for every call. An
// estimate crosses as the value it is made from: only the tests' own (idastar_estimates.hpp).
#include <stdexcept>

#include "idastar.hpp"
#include "lesson06_codecs.hpp"
#include "npuzzle/judge/client.hpp"

namespace npuzzle::idastar {

using judge::call;

int misplaced_tiles(const Board& board, const Board& goal) {
    return call<int>("idastar::misplaced_tiles", board, goal);
}

int manhattan(const Board& board, const Board& goal) {
    return call<int>("idastar::manhattan", board, goal);
}

int linear_conflict(const Board& board, const Board& goal) {
    return call<int>("idastar::linear_conflict", board, goal);
}

int evaluate(Heuristic h, const Board& board, const Board& goal) {
    return call<int>("idastar::evaluate", h, board, goal);
}

ManhattanTable::ManhattanTable(const Board& goal) : goal_(goal) {
    const auto entries = call<std::vector<int>>("idastar::ManhattanTable", goal);
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
    return call<int>("idastar::ManhattanTable::of", goal_, board);
}

int ManhattanTable::after_move(const Board& board, int h, Move m) const {
    return call<int>("idastar::ManhattanTable::after_move", goal_, board, h, m);
}

SearchResult idastar(const Board& start, const Board& goal, const Estimate& estimate,
                     SearchObserver& observer) {
    const auto* carried = dynamic_cast<const testing::TestEstimate*>(&estimate);
    if (carried == nullptr) {
        throw std::logic_error(
            "the judge can send idastar::idastar only the tests' estimates "
            "(testing::TestEstimate, tests/support/idastar_estimates.hpp): an estimate of another "
            "type is code, which cannot cross to the worker");
    }
    return judge::call_observed<SearchResult>("idastar::idastar(estimate)", observer, start, goal,
                                              *carried);
}

SearchResult idastar(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer) {
    return judge::call_observed<SearchResult>("idastar::idastar", observer, start, goal, h);
}

}  // namespace npuzzle::idastar
