// Lesson 01 in a graded test program: every frozen function asks the worker.
#include "cantor.hpp"
#include "npuzzle/judge/client.hpp"

namespace npuzzle::cantor {

using judge::call;

Rank factorial(int n) { return call<Rank>("cantor::factorial", n); }

Rank rank(std::span<const int> perm) { return call<Rank>("cantor::rank", perm); }

std::vector<int> unrank(Rank r, int n) { return call<std::vector<int>>("cantor::unrank", r, n); }

Rank rank_board(const Board& board) { return call<Rank>("cantor::rank_board", board); }

Board unrank_board(Rank r, int width, int height) {
    return call<Board>("cantor::unrank_board", r, width, height);
}

Rank rank_after_move(const Board& board, Rank r, Move m) {
    return call<Rank>("cantor::rank_after_move", board, r, m);
}

}  // namespace npuzzle::cantor
