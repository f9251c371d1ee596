// Lesson 06: your implementation. Replace each `throw` with your code; see README.md.
#include "idastar.hpp"

#include "npuzzle/errors.hpp"
#include "parity.hpp"  // parity::is_solvable, for the check before searching
// astar::misplaced_tiles and astar::manhattan (lesson 05) come with idastar.hpp.

namespace npuzzle::idastar {

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

namespace {

// Heuristic `h` of `goal` as an Estimate, for the search over an estimate below: initial is
// evaluate(h, board, goal); after_move updates h for the one tile that slides (ManhattanTable for
// Manhattan). Keep what they need as members.
class HeuristicEstimate final : public Estimate {
  public:
    HeuristicEstimate(Heuristic /*h*/, const Board& /*goal*/) {}

    int initial(const Board& /*board*/) const override {
        throw not_implemented("lessons/06-idastar/idastar.cpp",
                              "idastar::HeuristicEstimate::initial");
    }

    int after_move(const Board& /*board*/, int /*h*/, Move /*m*/) const override {
        throw not_implemented("lessons/06-idastar/idastar.cpp",
                              "idastar::HeuristicEstimate::after_move");
    }
};

}  // namespace

// The search, written once: every h it needs comes from `estimate`.
SearchResult idastar(const Board& /*start*/, const Board& /*goal*/, const Estimate& /*estimate*/,
                     SearchObserver& /*observer*/) {
    throw not_implemented("lessons/06-idastar/idastar.cpp", "idastar::idastar");
}

// Already written: the same search, given the lesson's heuristic as its estimate.
SearchResult idastar(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer) {
    return idastar(start, goal, HeuristicEstimate(h, goal), observer);
}

}  // namespace npuzzle::idastar
