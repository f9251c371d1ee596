// Lesson 01: your implementation. Replace each `throw` with your code; see README.md.
#include "cantor.hpp"

#include "npuzzle/errors.hpp"

namespace npuzzle::cantor {

Rank factorial(int /*n*/) {
    throw not_implemented("lessons/01-cantor/cantor.cpp", "cantor::factorial");
}

Rank rank(std::span<const int> /*perm*/) {
    throw not_implemented("lessons/01-cantor/cantor.cpp", "cantor::rank");
}

std::vector<int> unrank(Rank /*r*/, int /*n*/) {
    throw not_implemented("lessons/01-cantor/cantor.cpp", "cantor::unrank");
}

Rank rank_board(const Board& /*board*/) {
    throw not_implemented("lessons/01-cantor/cantor.cpp", "cantor::rank_board");
}

Board unrank_board(Rank /*r*/, int /*width*/, int /*height*/) {
    throw not_implemented("lessons/01-cantor/cantor.cpp", "cantor::unrank_board");
}

Rank rank_after_move(const Board& /*board*/, Rank /*r*/, Move /*m*/) {
    throw not_implemented("lessons/01-cantor/cantor.cpp", "cantor::rank_after_move");
}

}  // namespace npuzzle::cantor
