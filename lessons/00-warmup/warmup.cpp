// Lesson 00: your implementation. Replace each `throw` with your code; see README.md.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"

namespace npuzzle::warmup {

bool is_goal(const Board& /*board*/, const Board& /*goal*/) {
    throw not_implemented("lessons/00-warmup/warmup.cpp", "warmup::is_goal");
}

int tile_distance(const Board& /*board*/, int /*tile*/, const Board& /*goal*/) {
    throw not_implemented("lessons/00-warmup/warmup.cpp", "warmup::tile_distance");
}

}  // namespace npuzzle::warmup
