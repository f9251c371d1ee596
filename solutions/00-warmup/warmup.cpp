// Description: lesson 00 reference. A goal test and one tile's Manhattan distance, written with
// the kit's Board: compare shapes first (a 3x3 board is never a 4x4 goal), name the fault in
// every exception. What the lesson teaches: the Board's cells, rows and columns.
// Time: is_goal O(1); tile_distance O(W*H) to find the tile on both boards.
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
