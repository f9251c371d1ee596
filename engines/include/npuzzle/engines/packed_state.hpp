// Description: engines/src/bfs_tuned.cpp's own board: 4 bits a cell in one word, the blank's
// cell, and the board's lexicographic rank (the same number as cantor::rank_board, lesson 01), all
// updated in place per move without a call. Lesson 01's rank_after_move is the same arithmetic
// behind a call and two divisions, which made a whole BFS 4-5 times slower. The moves come from
// BoardGeometry; RankTables holds what the rank's update reads.
// Time: move O(1) plus a scan of the cells after the two that swap (at most W*H - 2).
#pragma once

#include <array>
#include <cstdint>

#include "npuzzle/board.hpp"
#include "npuzzle/engines/board_geometry.hpp"
#include "npuzzle/engines/packed_board.hpp"

namespace npuzzle::engines::bfs_tuned {

// What updating a rank in place needs for one board shape, fixed during a search: the weights
// (W*H-1-k)! of the rank's digits, and which cells come after each cell.
class RankTables {
  public:
    explicit RankTables(const Board& shape_of) : width_(shape_of.width()) {
        const int cells = shape_of.cell_count();
        // Cells after `cell`, split into even and odd cells, one bit 7 per byte (see below).
        for (int cell = 0; cell < cells; ++cell) {
            for (int k = cell + 1; k < cells; ++k) {
                (k % 2 == 0 ? after_even_ : after_odd_)[cell] |= std::uint64_t{0x80}
                                                                 << (8 * (k / 2));
            }
        }
        std::uint32_t f = 1;
        for (int k = cells - 1; k >= 0; --k) {
            weight_[k] = f;
            f *= static_cast<std::uint32_t>(cells - k);
        }
        for (int y = 0; y < Board::kMaxCells; ++y) {
            for (int v = 0; v < Board::kMaxCells; ++v) {
                pass_[y][v] = v < y ? weight_[v] : 0U - weight_[y];
            }
        }
    }

    // The cells between a tile's cell and the cell above or below it, plus one.
    int width() const noexcept { return width_; }
    std::uint32_t weight(int cell) const noexcept { return weight_[cell]; }
    std::uint64_t after_even(int cell) const noexcept { return after_even_[cell]; }
    std::uint64_t after_odd(int cell) const noexcept { return after_odd_[cell]; }
    // What SearchState's key gains when tile y moves from a cell after tile v's to one before
    // it (see move_blank): one look-up instead of a comparison, two masks and a multiplication,
    // which made a whole BFS 15% faster.
    std::uint32_t pass(int y, int v) const noexcept { return pass_[y][v]; }

  private:
    int width_;
    std::array<std::uint32_t, 2 * Board::kMaxCells> weight_{};  // 0 past the last cell
    std::array<std::uint64_t, Board::kMaxCells> after_even_{};
    std::array<std::uint64_t, Board::kMaxCells> after_odd_{};
    std::array<std::array<std::uint32_t, Board::kMaxCells>, Board::kMaxCells> pass_{};
};

// How many cells after `cell` hold a tile smaller than y, all at once: even and odd cells are
// spread to one byte each, (v | 0x80) - y keeps bit 7 exactly when v >= y (no borrow leaves a
// byte), and one multiplication adds the bytes. Replaces a loop whose length the processor
// keeps mispredicting.
inline std::uint32_t smaller_after(const RankTables& ranks, std::uint64_t tiles, int cell, int y) {
    constexpr std::uint64_t kLow = 0x0F0F0F0F0F0F0F0FULL;
    constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    const std::uint64_t ys = kOnes * static_cast<std::uint64_t>(y);
    const std::uint64_t even = ~(((tiles & kLow) | kHigh) - ys) & ranks.after_even(cell);
    const std::uint64_t odd = ~((((tiles >> 4) & kLow) | kHigh) - ys) & ranks.after_odd(cell);
    return static_cast<std::uint32_t>((((even >> 7) + (odd >> 7)) * kOnes) >> 56);
}

struct PackedState {
    std::uint64_t tiles;  // Board::packed(): tile of cell k in bits 4k..4k+3
    std::uint32_t rank;
    std::uint8_t blank;
    std::uint8_t back;  // the move back to the parent (a Move), or kNoBack for a root

    // Moves the blank to `to` and updates the rank. Cells outside [lo, hi] (the two cells that
    // swap) keep their Lehmer digits; the tile y that moves gains or loses the cells it passes
    // and the blank, and each cell between changes by one when its tile is smaller than y.
    void move_blank(const RankTables& ranks, int to) noexcept {
        const BlankMove m = blank_move(tiles, blank, to);
        const int y = m.tile;
        // A loop of W-1 steps whether the move is sideways or not, masked, so its length never
        // varies within a search.
        std::uint32_t between = 0;
        std::uint32_t smaller_between = 0;
        for (int j = 1; j < ranks.width(); ++j) {
            const int k = m.lo + j;
            // & rather than &&: both sides are cheap, and no branch is better than a random one.
            const std::uint32_t counted = static_cast<std::uint32_t>(k < m.hi) &
                                          static_cast<std::uint32_t>(tile_at(tiles, k) < y);
            between += counted * ranks.weight(k);
            smaller_between += counted;
        }
        const std::uint32_t behind = smaller_after(ranks, tiles, m.hi, y);
        // y at lo has digit smaller_between + 1 (the blank) + behind; y at hi has behind; the
        // blank's digit is 0 wherever it is.
        const std::uint32_t delta = (smaller_between + 1 + behind) * ranks.weight(m.lo) -
                                    behind * ranks.weight(m.hi) + between;
        rank = m.from < to ? rank + delta : rank - delta;
        tiles = slide(tiles, y, to, m.from);
        blank = static_cast<std::uint8_t>(to);
    }
};

}  // namespace npuzzle::engines::bfs_tuned

namespace npuzzle::engines::bfs_tuned {

// The BFS's own board: the cells as in PackedState, and `key`, the lexicographic rank of where
// each value stands (the blank's cell, then tile 1's cell, ...). Two boards whose keys differ
// only in the lowest bit differ by a swap of the two largest tiles, which no sequence of moves
// does, so key / 2 numbers the boards reachable from one start without a gap: 181,440 on a
// 3x3, one bit each fits the processor's fastest cache.
struct SearchState {
    std::uint64_t tiles;
    std::uint32_t key;
    std::uint8_t blank;
    std::uint8_t back;

    // Moves the blank to `to`. The blank's digit is its cell (every cell before it holds a
    // tile); when tile y moves to an earlier cell, each smaller tile v it passes gains y behind
    // it (+ (n-1-v)!) and y loses the larger ones now behind it (- (n-1-y)! each); moving to a
    // later cell undoes the same. Nothing else changes; a sideways move passes no tile.
    void move_blank(const RankTables& ranks, int to) noexcept {
        const BlankMove m = blank_move(tiles, blank, to);
        // The loop runs W-1 times whether the move is sideways or not, masked, so its length
        // never varies.
        std::uint32_t passed = 0;
        for (int j = 1; j < ranks.width(); ++j) {
            const int k = m.lo + j;
            const std::uint32_t inside = 0U - static_cast<std::uint32_t>(k < m.hi);
            passed += ranks.pass(m.tile, tile_at(tiles, k)) & inside;
        }
        key += static_cast<std::uint32_t>(to - m.from) * ranks.weight(0) +
               (m.from < to ? passed : 0U - passed);
        tiles = slide(tiles, m.tile, to, m.from);
        blank = static_cast<std::uint8_t>(to);
    }
};

}  // namespace npuzzle::engines::bfs_tuned
