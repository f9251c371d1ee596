#include "npuzzle/board.hpp"

#include <stdexcept>
#include <string>

#include "board_texts.hpp"
#include "npuzzle/errors.hpp"

namespace npuzzle {

namespace {

std::string pos(int cell) { return "position " + std::to_string(cell + 1); }

std::string shape(int width, int height) {
    return std::to_string(width) + "x" + std::to_string(height);
}

void check_shape(int width, int height) {
    if (width < Board::kMinSide || height < Board::kMinSide || width * height > Board::kMaxCells) {
        throw input_error(board_texts::kUnsupportedSides,
                          {std::to_string(width), std::to_string(height)});
    }
}

}  // namespace

Board::Board(int width, int height, std::span<const int> tiles) {
    check_shape(width, height);
    const int n = width * height;
    if (static_cast<int>(tiles.size()) != n) {
        throw input_error(board_texts::kWrongCount,
                          {std::to_string(width), std::to_string(height), std::to_string(n),
                           std::to_string(tiles.size())});
    }
    // Range and duplicates first: a board with a tile twice usually lacks another (often the
    // blank), and "tile 8 appears twice" says where to look.
    int seen_at[kMaxCells];
    for (int& s : seen_at) s = -1;
    for (int cell = 0; cell < n; ++cell) {
        const int t = tiles[cell];
        if (t < 0 || t >= n) {
            throw input_error(board_texts::kTileOutOfRange,
                              {std::to_string(t), std::to_string(cell + 1), std::to_string(width),
                               std::to_string(height), std::to_string(n - 1),
                               t == n ? input_error::Value(board_texts::kMeantAsBlank, {})
                                      : input_error::Value("")});
        }
        if (seen_at[t] >= 0) {
            const std::string first = std::to_string(seen_at[t] + 1);
            const std::string second = std::to_string(cell + 1);
            if (t == 0) throw input_error(board_texts::kTwoBlanks, {first, second});
            throw input_error(board_texts::kTileTwice, {std::to_string(t), first, second});
        }
        seen_at[t] = cell;
        cells_ |= static_cast<std::uint64_t>(t) << (4 * cell);
    }
    // n distinct values in 0..n-1 are all of them, so the blank is there.
    width_ = static_cast<std::uint8_t>(width);
    height_ = static_cast<std::uint8_t>(height);
    blank_ = static_cast<std::uint8_t>(seen_at[0]);
}

Board Board::goal(int width, int height) {
    check_shape(width, height);
    Board b;
    b.cells_ = goal_cells(width * height);
    b.width_ = static_cast<std::uint8_t>(width);
    b.height_ = static_cast<std::uint8_t>(height);
    b.blank_ = static_cast<std::uint8_t>(width * height - 1);
    return b;
}

void Board::throw_cell_out_of_range(int cell) const {
    throw std::out_of_range("cell " + std::to_string(cell) + " is not on this " +
                            shape(width_, height_) + " board: its cells are 0 to " +
                            std::to_string(cell_count() - 1));
}

void Board::throw_cell_out_of_range(int row, int col) const {
    throw std::out_of_range("row " + std::to_string(row) + ", column " + std::to_string(col) +
                            " is not on this " + shape(width_, height_) + " board: rows are 0 to " +
                            std::to_string(height_ - 1) + ", columns 0 to " +
                            std::to_string(width_ - 1));
}

Board Board::moved(Move m) const {
    if (!can_move(m)) {
        throw std::invalid_argument("the blank at " + pos(blank_) + " cannot move " +
                                    std::string(move_name(m)) + ": it would leave the board");
    }
    Board b = *this;
    b.apply(m);
    return b;
}

std::vector<Move> Board::legal_moves() const {
    std::vector<Move> moves;
    for (Move m : kMoveOrder) {
        if (can_move(m)) moves.push_back(m);
    }
    return moves;
}

std::vector<int> Board::tiles() const {
    std::vector<int> out(static_cast<std::size_t>(cell_count()));
    for (int i = 0; i < cell_count(); ++i) out[static_cast<std::size_t>(i)] = at(i);
    return out;
}

void require_same_shape(const Board& board, const Board& goal) {
    if (!board.same_shape(goal)) {
        throw input_error(board_texts::kGoalShape,
                          {std::to_string(board.width()), std::to_string(board.height()),
                           std::to_string(goal.width()), std::to_string(goal.height())});
    }
}

Board apply_path(Board board, const std::vector<Move>& path) {
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (!board.can_move(path[i])) {
            throw std::invalid_argument("move " + std::to_string(i + 1) + " ('" +
                                        std::string(1, to_char(path[i])) +
                                        "') would move the blank off the board");
        }
        board.apply(path[i]);
    }
    return board;
}

}  // namespace npuzzle
