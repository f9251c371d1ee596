// Attack on the grader's time: lesson 00 done right, but every call takes 0.35 s, so that each
// test alone fits the time limit and the whole program does not. The old grader then ran every
// unfinished test again with a fresh limit each, so one submission held it for a multiple of
// --timeout. Honest score: 11 (the code is correct; the grader may keep or drop the slow tests).
#include "warmup.hpp"

#include <cstdlib>
#include <stdexcept>

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace npuzzle::warmup {

namespace {

void slowly() { npzattack::sleep_ms(350); }

int cell_of(const Board& board, int tile) {
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        if (board.at(cell) == tile) return cell;
    }
    throw std::invalid_argument("the tile is not on the board");
}

}  // namespace

bool is_goal(const Board& board, const Board& goal) {
    slowly();
    require_same_shape(board, goal);
    return board == goal;
}

int tile_distance(const Board& board, int tile, const Board& goal) {
    slowly();
    require_same_shape(board, goal);
    if (tile == 0) throw std::invalid_argument("the blank is not a tile");
    const int from = cell_of(board, tile);
    const int to = cell_of(goal, tile);
    const int w = board.width();
    return std::abs(from / w - to / w) + std::abs(from % w - to % w);
}

}  // namespace npuzzle::warmup
