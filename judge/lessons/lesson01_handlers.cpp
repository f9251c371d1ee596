// Lesson 01 in a worker: the student's functions, by the names the judge calls them.
#include "cantor.hpp"
#include "npuzzle/judge/server.hpp"

namespace npuzzle::judge {

void register_handlers(Registry& r) {
    using cantor::Rank;
    r.add("cantor::factorial", [](int n) { return cantor::factorial(n); });
    r.add("cantor::rank", [](std::vector<int> perm) { return cantor::rank(perm); });
    r.add("cantor::unrank", [](Rank rank, int n) { return cantor::unrank(rank, n); });
    r.add("cantor::rank_board", [](Board b) { return cantor::rank_board(b); });
    r.add("cantor::unrank_board",
          [](Rank rank, int w, int h) { return cantor::unrank_board(rank, w, h); });
    r.add("cantor::rank_after_move",
          [](Board b, Rank rank, Move m) { return cantor::rank_after_move(b, rank, m); });
}

}  // namespace npuzzle::judge
