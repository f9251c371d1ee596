// Attack: the hidden tests' inputs told through the budget's words. The worker sleeps 6 s on the
// first board that is not square, which only the hidden tests ask about; lessons 01 and 02 (the
// kit's stubs, made to sleep 1 s in every call by run_attacks.py) then spend the submission's
// budget until it stops them, with a note naming the time each lesson before them took. The old
// grader named lesson 00's whole time there ("used before it: lesson 00 8.1 s" for 8 s of sleep,
// 0.1 s without it). run_attacks.py checks that no visible figure for lesson 00 holds the sleep.
// Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace npuzzle::warmup {

namespace {
// Once only: the lesson's own limit is left to the tests after the hidden one.
bool slept = false;
}  // namespace

bool is_goal(const Board& board, const Board& /*goal*/) {
    // Of is_goal's tests only a hidden one asks about a board that is not square (a visible test
    // of tile_distance does: that function never sleeps).
    if (!slept && board.width() != board.height()) {
        slept = true;
        npzattack::sleep_ms(6000);
    }
    throw not_implemented("warmup::is_goal");
}

int tile_distance(const Board& /*board*/, int /*tile*/, const Board& /*goal*/) {
    throw not_implemented("warmup::tile_distance");
}

}  // namespace npuzzle::warmup
