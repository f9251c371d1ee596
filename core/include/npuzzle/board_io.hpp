// Description: reading and writing boards in every form the seeds use.
// Accepted: "1 2 3 0 8 4 7 6 5", "1 2 3 x 8 4 7 6 5" (POJ 1077), "123084765" (one digit a tile,
// boards up to 3x3), lines of a grid, commas as separators. The blank may be written 0, x or X.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "npuzzle/board.hpp"

namespace npuzzle {

struct Shape {
    int width = 3;
    int height = 3;
    friend bool operator==(const Shape&, const Shape&) = default;
};

// Parses "3x3", "4x4", "2x3" (width x height); throws std::invalid_argument otherwise.
Shape parse_shape(std::string_view text);

// Parses a board. Without `shape`, the shape comes from the layout: a grid of several lines gives
// W = tiles per line and H = lines; a single line must hold a square count (4, 9 or 16).
// Throws std::invalid_argument with a message that names the fault and where (a 1-based position
// in the board), e.g. "tile 7 appears twice (positions 2 and 5)".
Board parse_board(std::string_view text, std::optional<Shape> shape = std::nullopt);

// "1 2 3 0 8 4 7 6 5".
std::string to_string(const Board& board);
// "1 2 3 x 8 4 7 6 5", POJ 1077's input form.
std::string to_poj(const Board& board);
// Rows on separate lines, columns aligned, the blank shown as '.', ending in a newline.
std::string to_grid(const Board& board);

}  // namespace npuzzle
