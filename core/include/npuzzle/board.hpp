// Description: a W x H sliding-tile board, 2 <= W, H and W*H <= 16, packed into 64 bits.
// Tiles are 1..W*H-1 and the blank is 0, stored row-major, 4 bits a cell. A Board is 16 bytes,
// trivially copyable, hashable and totally ordered, so searches can copy it freely.
// Time: apply/undo O(1); construction and validation O(W*H).
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

#include "npuzzle/move.hpp"

namespace npuzzle {

class Board {
  public:
    static constexpr int kMaxCells = 16;
    static constexpr int kMinSide = 2;

    // The 3x3 goal `1 2 3 4 5 6 7 8 0`. Allocates nothing and cannot throw.
    constexpr Board() noexcept : cells_(goal_cells(9)) {}

    // Validates and throws std::invalid_argument with a message naming the fault and where:
    // bad shape, wrong count, tile out of range, duplicate tile (a missing blank is one of
    // the last two: n distinct tiles in 0..n-1 include 0).
    Board(int width, int height, std::span<const int> tiles);

    // The goal of a W x H board: 1 .. W*H-1 row by row, blank in the last cell.
    static Board goal(int width = 3, int height = 3);

    int width() const noexcept { return width_; }
    int height() const noexcept { return height_; }
    int cell_count() const noexcept { return width_ * height_; }

    // The tile at a cell (0 for the blank). Cells are numbered row-major from 0. Checked, like
    // std::vector::at: a cell off the board throws std::out_of_range saying which and why.
    int at(int cell) const {
        if (cell < 0 || cell >= cell_count()) throw_cell_out_of_range(cell);
        return unchecked_at(cell);
    }
    int at(int row, int col) const {
        if (row < 0 || row >= height_ || col < 0 || col >= width_)
            throw_cell_out_of_range(row, col);
        return unchecked_at(row * width_ + col);
    }
    // at() without the check, for the tuned engines' inner loops. Precondition: 0 <= cell <
    // cell_count() (past it reads 0, the blank's value, or is undefined past 15).
    int unchecked_at(int cell) const noexcept {
        return static_cast<int>((cells_ >> (4 * cell)) & 0xFU);
    }
    int blank() const noexcept { return blank_; }
    int blank_row() const noexcept { return blank_ / width_; }
    int blank_col() const noexcept { return blank_ % width_; }

    // Whether the blank can move that way without leaving the board.
    bool can_move(Move m) const noexcept {
        switch (m) {
            case Move::Up:
                return blank_ >= width_;
            case Move::Down:
                return blank_ + width_ < width_ * height_;
            case Move::Left:
                return blank_ % width_ != 0;
            case Move::Right:
                return blank_ % width_ != width_ - 1;
        }
        return false;
    }
    // The cell the blank would move to; only meaningful when can_move(m).
    int target(Move m) const noexcept {
        switch (m) {
            case Move::Up:
                return blank_ - width_;
            case Move::Down:
                return blank_ + width_;
            case Move::Left:
                return blank_ - 1;
            case Move::Right:
                return blank_ + 1;
        }
        return blank_;
    }

    // Moves the blank in place. Precondition: can_move(m) (checked by moved() and apply_path, not
    // here, so the searches' inner loops pay nothing; inline for the same reason).
    void apply(Move m) noexcept {
        const int to = target(m);
        const std::uint64_t tile = (cells_ >> (4 * to)) & 0xFU;
        // The blank's nibble is 0, so moving the tile is one clear and one set.
        cells_ &= ~(std::uint64_t{0xF} << (4 * to));
        cells_ |= tile << (4 * blank_);
        blank_ = static_cast<std::uint8_t>(to);
    }
    // Undoes apply(m): the same as apply(inverse(m)).
    void undo(Move m) noexcept { apply(inverse(m)); }
    // A copy with the move applied; throws std::invalid_argument if the move leaves the board.
    Board moved(Move m) const;

    // The legal moves in successor order (Up, Down, Left, Right).
    std::vector<Move> legal_moves() const;

    // All tiles, row-major.
    std::vector<int> tiles() const;
    // The 4-bit-per-cell encoding; equal boards of the same shape have equal keys.
    std::uint64_t packed() const noexcept { return cells_; }

    // Whether this is goal(width(), height()); allocates nothing.
    bool is_goal() const noexcept { return cells_ == goal_cells(cell_count()); }
    bool same_shape(const Board& other) const noexcept {
        return width_ == other.width_ && height_ == other.height_;
    }

    friend bool operator==(const Board&, const Board&) = default;
    friend auto operator<=>(const Board&, const Board&) = default;

  private:
    [[noreturn]] void throw_cell_out_of_range(int cell) const;
    [[noreturn]] void throw_cell_out_of_range(int row, int col) const;

    // The packed cells of the goal of `cells` cells: tile k + 1 in cell k, the blank (0) last.
    static constexpr std::uint64_t goal_cells(int cells) noexcept {
        std::uint64_t packed = 0;
        for (int k = 0; k + 1 < cells; ++k) packed |= static_cast<std::uint64_t>(k + 1) << (4 * k);
        return packed;
    }

    std::uint64_t cells_ = 0;
    std::uint8_t width_ = 3;
    std::uint8_t height_ = 3;
    std::uint8_t blank_ = 8;
};

// Throws std::invalid_argument unless `board` and `goal` have the same shape: no move changes a
// board's shape, so a search between two shapes is a caller's mistake, not an unsolvable board.
void require_same_shape(const Board& board, const Board& goal);

// Every move in `path`, applied in order; throws std::invalid_argument naming the first move
// that would leave the board.
Board apply_path(Board board, const std::vector<Move>& path);

}  // namespace npuzzle

template <>
struct std::hash<npuzzle::Board> {
    std::size_t operator()(const npuzzle::Board& b) const noexcept {
        // A 64-bit mix (splitmix64 finaliser) so nearby boards spread over buckets.
        std::uint64_t x = b.packed() ^ (static_cast<std::uint64_t>(b.width()) << 60);
        x ^= x >> 30;
        x *= 0xbf58476d1ce4e5b9ULL;
        x ^= x >> 27;
        x *= 0x94d049bb133111ebULL;
        x ^= x >> 31;
        return static_cast<std::size_t>(x);
    }
};
