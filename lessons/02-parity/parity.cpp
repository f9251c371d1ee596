// Lesson 02: your implementation. Replace each `throw` with your code; see README.md.
#include "parity.hpp"

#include "npuzzle/errors.hpp"

namespace npuzzle::parity {

int inversions(const Board& /*board*/) { throw not_implemented("parity::inversions"); }

bool is_solvable(const Board& /*start*/, const Board& /*goal*/) {
    throw not_implemented("parity::is_solvable");
}

}  // namespace npuzzle::parity
