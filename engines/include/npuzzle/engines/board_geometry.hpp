// Description: the geometry of one board shape as the tables the engines' inner loops read
// instead of testing bounds: where the blank goes from each cell, the moves worth trying after
// each move (the one undoing it left out), and each cell's neighbours as a bit set. Every engine
// of engines/ takes its moves from here (core's board_io Shape is the parsing one: a width and a
// height).
// Time: built in O(W*H); every query O(1), flood O(W*H).
#pragma once

#include <array>
#include <cstdint>

#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"

namespace npuzzle::engines {

// A move's target off the board.
inline constexpr int kNoCell = -1;
// The move back to the parent of a root: there is none, so every legal move is worth trying.
inline constexpr std::uint8_t kNoBack = 4;

// Bit c: cell c (a board has at most Board::kMaxCells cells).
using CellSet = std::uint32_t;

class BoardGeometry {
  public:
    // The legal moves from one cell, the move back left out, in U, D, L, R order, each with the
    // cell the blank moves to (where the tile that slides comes from).
    struct Moves {
        std::uint8_t count = 0;
        std::array<std::uint8_t, 4> target{};
        std::array<Move, 4> move{};
    };

    // The geometry of `shape_of`'s shape (its tiles do not matter).
    explicit BoardGeometry(const Board& shape_of)
        : width_(shape_of.width()),
          height_(shape_of.height()),
          cells_(shape_of.cell_count()),
          all_((CellSet{1} << cells_) - 1),
          not_first_column_(all_),
          not_last_column_(all_) {
        for (int cell = 0; cell < cells_; ++cell) {
            const int row = cell / width_;
            const int col = cell % width_;
            const int targets[4] = {
                row > 0 ? cell - width_ : kNoCell, cell + width_ < cells_ ? cell + width_ : kNoCell,
                col > 0 ? cell - 1 : kNoCell, col < width_ - 1 ? cell + 1 : kNoCell};
            for (int m = 0; m < 4; ++m) to_[cell][m] = static_cast<std::int8_t>(targets[m]);
            for (int back = 0; back <= kNoBack; ++back) {
                Moves& list = forward_[cell][back];
                for (Move m : kMoveOrder) {
                    const int to = targets[static_cast<int>(m)];
                    if (to == kNoCell || static_cast<int>(m) == back) continue;
                    list.target[list.count] = static_cast<std::uint8_t>(to);
                    list.move[list.count++] = m;
                }
            }
        }
        for (int row = 0; row < height_; ++row) {
            not_first_column_ &= ~(CellSet{1} << (row * width_));
            not_last_column_ &= ~(CellSet{1} << (row * width_ + width_ - 1));
        }
    }

    int width() const noexcept { return width_; }
    int height() const noexcept { return height_; }
    int cells() const noexcept { return cells_; }

    // The blank's target from `cell`, or kNoCell when the move leaves the board.
    int target(int cell, Move m) const noexcept { return to_[cell][static_cast<int>(m)]; }
    // The legal moves from `cell` other than `back` (a Move, or kNoBack for none): a fixed list
    // per case instead of four tests per node that the processor mispredicts.
    const Moves& forward(int cell, int back) const noexcept { return forward_[cell][back]; }

    CellSet all_cells() const noexcept { return all_; }
    // The cells beside any cell of `s`.
    CellSet neighbours(CellSet s) const noexcept {
        return ((s << width_) | (s >> width_) | ((s << 1) & not_first_column_) |
                ((s >> 1) & not_last_column_)) &
               all_;
    }
    // The cells reachable from `cell` through `free` cells (`cell` included).
    CellSet flood(int cell, CellSet free) const noexcept {
        CellSet region = CellSet{1} << cell;
        for (CellSet grown = region;; region = grown) {
            grown = region | (neighbours(region) & free);
            if (grown == region) return region;
        }
    }

  private:
    int width_;
    int height_;
    int cells_;
    CellSet all_;
    CellSet not_first_column_;
    CellSet not_last_column_;
    std::array<std::array<std::int8_t, 4>, Board::kMaxCells> to_{};
    std::array<std::array<Moves, kNoBack + 1>, Board::kMaxCells> forward_{};
};

}  // namespace npuzzle::engines
