// Attack: the hidden tests' inputs told through time. The worker sleeps 1.2 s on every board
// that is not square, which only the hidden tests ask about (at most 4 times): a visible figure
// that counts the hidden tests' time (results.json's execution_time moved from 6.8 s to 19.7 s
// in the measured attack) shows students what the hidden tests ask. run_attacks.py checks that
// the visible time leaves these seconds out. Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

constexpr int kSleeps = 4;

void tell(const npuzzle::Board& board) {
    static int told = 0;
    if (board.width() != board.height() && told++ < kSleeps) npzattack::sleep_ms(1200);
}

}  // namespace

namespace npuzzle::warmup {

bool is_goal(const Board& board, const Board& /*goal*/) {
    tell(board);
    throw not_implemented("warmup::is_goal");
}

int tile_distance(const Board& board, int /*tile*/, const Board& /*goal*/) {
    tell(board);
    throw not_implemented("warmup::tile_distance");
}

}  // namespace npuzzle::warmup
