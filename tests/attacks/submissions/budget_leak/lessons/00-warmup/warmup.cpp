// Attack: the hidden tests' inputs told through the budget's words. The worker sleeps 3 s on
// every board that is not square, which only the hidden tests ask about; lessons 01 and 02 (the
// kit's stubs, made to sleep 1 s in every call by run_attacks.py) then spend the submission's
// budget until it stops them, with a note naming the time each lesson before them took. The old
// grader named lesson 00's whole time there ("used before it: lesson 00 8.1 s", 0.1 s without
// the sleeps). run_attacks.py checks that no visible figure for lesson 00 holds these seconds.
// Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

constexpr int kSleeps = 4;

void tell(const npuzzle::Board& board) {
    static int told = 0;
    if (board.width() != board.height() && told++ < kSleeps) npzattack::sleep_ms(3000);
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
