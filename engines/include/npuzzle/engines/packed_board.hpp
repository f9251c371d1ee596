// Description: the packed board of the tuned engines (Board::packed: the tile of cell k in bits
// 4k..4k+3, the blank 0): reading a cell, and sliding a tile into the blank with one XOR.
// Time: O(1).
#pragma once

#include <algorithm>
#include <cstdint>

namespace npuzzle::engines {

// The tile at `cell` of a packed board.
inline int tile_at(std::uint64_t cells, int cell) noexcept {
    return static_cast<int>((cells >> (4 * cell)) & 0xFU);
}

// The packed board after `tile` slides from `from` into the blank at `to`: the blank's nibble is
// 0, so one XOR clears the tile's old cell and writes its new one.
inline std::uint64_t slide(std::uint64_t cells, int tile, int from, int to) noexcept {
    const auto t = static_cast<std::uint64_t>(tile);
    return cells ^ (t << (4 * from)) ^ (t << (4 * to));
}

// The blank moving from cell `blank` to cell `to` of a packed board: the tile that slides the
// other way, and the two cells in order; the cells strictly between them are the ones the tile
// passes (W-1 for an up or down move, none sideways).
struct BlankMove {
    int from;
    int to;
    int tile;
    int lo;
    int hi;
};

inline BlankMove blank_move(std::uint64_t cells, int blank, int to) noexcept {
    return {blank, to, tile_at(cells, to), std::min(blank, to), std::max(blank, to)};
}

}  // namespace npuzzle::engines
