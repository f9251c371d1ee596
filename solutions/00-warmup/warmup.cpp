// Lesson 00 reference.
#include "warmup.hpp"

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace npuzzle::warmup {

namespace {

int cell_of(const Board& board, int tile) {
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        if (board.at(cell) == tile) return cell;
    }
    throw std::invalid_argument("tile " + std::to_string(tile) + " is not on a " +
                                std::to_string(board.width()) + "x" +
                                std::to_string(board.height()) + " board");
}

}  // namespace

bool is_goal(const Board& board, const Board& goal) {
    require_same_shape(board, goal);
    return board == goal;
}

int tile_distance(const Board& board, int tile, const Board& goal) {
    require_same_shape(board, goal);
    if (tile == 0) throw std::invalid_argument("the blank (0) is not a tile: it has no distance");
    const int from = cell_of(board, tile);
    const int to = cell_of(goal, tile);
    const int w = board.width();
    return std::abs(from / w - to / w) + std::abs(from % w - to % w);
}

}  // namespace npuzzle::warmup
