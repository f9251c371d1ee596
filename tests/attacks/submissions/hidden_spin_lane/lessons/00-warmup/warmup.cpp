// Attack: the hidden tests' inputs told through the other lane's time. Lesson 00 is right, but
// spins two threads for 6 s on the first board that is not square, which only a hidden test
// asks about; lesson 01 (the reference, copied in by run_attacks.py) is graded beside it, in the
// slot's other lane, and was slowed down by the spin: results.json's execution_time, visible to
// students, went from about 2 s to 5.1-5.5 s (one thread spinning 4 s), full marks either way.
// run_attacks.py grades the honest twin (the references of both lessons) just before and holds
// execution_time within 5 s of the twin's. Honest score: 38 (lessons 00 and 01 in full).
#include "warmup.hpp"

#include <chrono>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace npuzzle::warmup {

namespace {

void spin_until(std::chrono::steady_clock::time_point until) {
    volatile unsigned long turns = 0;
    while (std::chrono::steady_clock::now() < until) turns = turns + 1;
}

// Both cores of a 2-core grader: the other lane's tests wait for a CPU all that time.
void spin_once(const Board& board) {
    static bool spun = false;
    if (spun || board.width() == board.height()) return;
    spun = true;
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(6);
    std::thread helper(spin_until, until);
    spin_until(until);
    helper.join();
}

int cell_of(const Board& board, int tile) {
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        if (board.at(cell) == tile) return cell;
    }
    throw std::invalid_argument("tile " + std::to_string(tile) + " is not on the board");
}

}  // namespace

bool is_goal(const Board& board, const Board& goal) {
    spin_once(board);
    require_same_shape(board, goal);
    return board == goal;
}

int tile_distance(const Board& board, int tile, const Board& goal) {
    spin_once(board);
    require_same_shape(board, goal);
    if (tile == 0) throw std::invalid_argument("the blank (0) is not a tile: it has no distance");
    const int from = cell_of(board, tile);
    const int to = cell_of(goal, tile);
    const int w = board.width();
    return std::abs(from / w - to / w) + std::abs(from % w - to % w);
}

}  // namespace npuzzle::warmup
