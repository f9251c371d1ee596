// A lesson 02 that throws std::invalid_argument on every board, valid or not: the program linked
// with it (npuzzle-faulty-lesson) must call that the lesson code's failure, exit 3, and keep exit
// 2 for a board that is bad before any lesson code runs (tests/cli/cli_test.py).
#include <stdexcept>

#include "parity.hpp"

namespace npuzzle::parity {

int inversions(const Board&) {
    throw std::invalid_argument("parity::inversions refuses every board");
}

bool is_solvable(const Board&, const Board&) {
    throw std::invalid_argument("parity::is_solvable refuses every board");
}

}  // namespace npuzzle::parity
