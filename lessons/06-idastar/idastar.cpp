// Lesson 06: your implementation. Replace each `throw` with your code; see README.md.
#include "idastar.hpp"

#include "npuzzle/errors.hpp"
#include "parity.hpp"  // parity::is_solvable, for the check before searching

namespace npuzzle::idastar {

int misplaced_tiles(const Board& /*board*/, const Board& /*goal*/) {
    throw not_implemented("lessons/06-idastar/idastar.cpp", "idastar::misplaced_tiles");
}

int manhattan(const Board& /*board*/, const Board& /*goal*/) {
    throw not_implemented("lessons/06-idastar/idastar.cpp", "idastar::manhattan");
}

int linear_conflict(const Board& /*board*/, const Board& /*goal*/) {
    throw not_implemented("lessons/06-idastar/idastar.cpp", "idastar::linear_conflict");
}

int evaluate(Heuristic /*h*/, const Board& /*board*/, const Board& /*goal*/) {
    throw not_implemented("lessons/06-idastar/idastar.cpp", "idastar::evaluate");
}

// Fill table_[tile][cell] for every tile and cell; goal_ is already set.
ManhattanTable::ManhattanTable(const Board& goal) : goal_(goal) {
    throw not_implemented("lessons/06-idastar/idastar.cpp",
                          "idastar::ManhattanTable::ManhattanTable");
}

int ManhattanTable::of(const Board& /*board*/) const {
    throw not_implemented("lessons/06-idastar/idastar.cpp", "idastar::ManhattanTable::of");
}

int ManhattanTable::after_move(const Board& /*board*/, int /*h*/, Move /*m*/) const {
    throw not_implemented("lessons/06-idastar/idastar.cpp", "idastar::ManhattanTable::after_move");
}

SearchResult idastar(const Board& /*start*/, const Board& /*goal*/, Heuristic /*h*/,
                     SearchObserver& /*observer*/) {
    throw not_implemented("lessons/06-idastar/idastar.cpp", "idastar::idastar");
}

}  // namespace npuzzle::idastar
