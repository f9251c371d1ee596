#include "npuzzle/board_io.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>
#include <vector>

#include "npuzzle/excerpt.hpp"

namespace npuzzle {

namespace {

// No board has more cells than this, so the parser keeps at most one tile more (to say "too
// many") and only counts the rest: a 10 MB line costs no more memory than a short one.
constexpr std::size_t kTilesKept = Board::kMaxCells + 1;

constexpr const char* kShapes =
    "2x2 to 2x8, 3x2 to 3x5, 4x2 to 4x4, 5x2, 5x3, 6x2, 7x2 or 8x2 (width x height: each side at "
    "least 2, at most 16 cells)";

bool is_separator(char c) { return c == ' ' || c == '\t' || c == ',' || c == '\r'; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool is_blank_char(char c) { return c == 'x' || c == 'X'; }

// Calls on_word(word) for each word and on_line_end() after each line, empty lines included.
template <typename OnWord, typename OnLineEnd>
void for_each_word(std::string_view text, OnWord on_word, OnLineEnd on_line_end) {
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const bool end_of_line = i == text.size() || text[i] == '\n';
        if (end_of_line || is_separator(text[i])) {
            if (i > start) on_word(text.substr(start, i - start));
            start = i + 1;
        }
        if (end_of_line) on_line_end();
    }
}

// "123084765" or a grid of "123" lines: one character a tile.
bool is_compact(std::string_view text) {
    bool compact = true;
    std::size_t words_on_line = 0;
    for_each_word(
        text,
        [&](std::string_view word) {
            compact = compact && ++words_on_line == 1 && word.size() >= 2;
            for (std::size_t i = 0; compact && i < word.size(); ++i) {
                compact = is_digit(word[i]) || is_blank_char(word[i]);
            }
        },
        [&] { words_on_line = 0; });
    return compact;
}

// The tiles as written, row by row: the first kTilesKept kept, all of them counted.
struct Layout {
    std::vector<std::string_view> tiles;
    std::size_t count = 0;
    std::size_t rows = 0;
    std::size_t width = 0;         // tiles on row 1
    std::size_t uneven_row = 0;    // the first row (1-based) with another count than row 1; 0: none
    std::size_t uneven_tiles = 0;  // how many tiles that row has
};

Layout layout_of(std::string_view text) {
    const bool compact = is_compact(text);
    Layout layout;
    std::size_t on_row = 0;
    auto add_tile = [&](std::string_view tile) {
        if (layout.tiles.size() < kTilesKept) layout.tiles.push_back(tile);
        ++layout.count;
        ++on_row;
    };
    for_each_word(
        text,
        [&](std::string_view word) {
            if (!compact) return add_tile(word);
            for (std::size_t i = 0; i < word.size(); ++i) add_tile(word.substr(i, 1));
        },
        [&] {
            if (on_row == 0) return;
            if (++layout.rows == 1) layout.width = on_row;
            if (on_row != layout.width && layout.uneven_row == 0) {
                layout.uneven_row = layout.rows;
                layout.uneven_tiles = on_row;
            }
            on_row = 0;
        });
    return layout;
}

// A tile's value; range against the board's size is the Board's check, which knows the shape.
int to_tile(std::string_view token, std::size_t position) {
    const std::string where = " at position " + std::to_string(position);
    if (token.size() == 1 && is_blank_char(token[0])) return 0;
    const bool negative = token.size() > 1 && token[0] == '-';
    const std::string_view digits = negative ? token.substr(1) : token;
    bool all_digits = !digits.empty();
    for (std::size_t i = 0; all_digits && i < digits.size(); ++i) all_digits = is_digit(digits[i]);
    if (!all_digits) {
        throw std::invalid_argument(quoted_excerpt(token) + where +
                                    " is not a number (tiles are numbers, the blank is 0 or x)");
    }
    if (negative) {
        throw std::invalid_argument("tile " + excerpt(token) + where +
                                    " is out of range: tiles are 1 and up, the blank is 0 or x");
    }
    if (digits.size() > 3) {
        throw std::invalid_argument("tile " + excerpt(token) + where +
                                    " is out of range: no board has a tile above 15 (the blank "
                                    "is 0 or x)");
    }
    return std::stoi(std::string(digits));
}

std::string cells_text(std::size_t count) {
    return std::to_string(count) + (count == 1 ? " tile" : " tiles");
}

// One line of tiles and no shape: only a square count says the shape.
[[noreturn]] void throw_no_shape(std::size_t count) {
    std::string message = "got " + cells_text(count);
    for (const std::size_t board : {9, 16}) {
        if (count % board == 0 && count / board >= 2 && count / board <= 4) {
            throw std::invalid_argument(message + ", as many as " + std::to_string(count / board) +
                                        " boards of " + std::to_string(board) +
                                        ": give one board at a time (one a line on stdin)");
        }
    }
    if (count > static_cast<std::size_t>(Board::kMaxCells)) {
        message += ", but a board has at most 16 cells; the shapes are ";
        message += kShapes;
    } else {
        message +=
            " on one line, which is no square board (one line holds 4, 9 or 16 tiles: 2x2, 3x3 or "
            "4x4); check for a missing or extra tile, or write one row a line or give the shape "
            "(e.g. --size 2x3) for a rectangular board";
    }
    throw std::invalid_argument(message);
}

Shape shape_of(const Layout& layout) {
    if (layout.uneven_row != 0) {
        throw std::invalid_argument(
            "row " + std::to_string(layout.uneven_row) + " has " + cells_text(layout.uneven_tiles) +
            " but row 1 has " + std::to_string(layout.width) + ": every row needs the same count");
    }
    if (layout.rows > 1) {
        if (layout.count > static_cast<std::size_t>(Board::kMaxCells)) {
            throw std::invalid_argument(
                "got " + cells_text(layout.count) + " in " + std::to_string(layout.rows) +
                " rows of " + std::to_string(layout.width) +
                ", but a board has at most 16 cells; the shapes are " + kShapes);
        }
        return Shape{static_cast<int>(layout.width), static_cast<int>(layout.rows)};
    }
    for (const int side : {2, 3, 4}) {
        if (layout.count == static_cast<std::size_t>(side * side)) return Shape{side, side};
    }
    throw_no_shape(layout.count);
}

}  // namespace

Shape parse_shape(std::string_view text) {
    const auto x = text.find_first_of("xX");
    auto number = [&](std::string_view part) {
        if (part.empty() || part.size() > 2) return -1;
        int v = 0;
        for (char c : part) {
            if (!is_digit(c)) return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    };
    Shape s;
    if (x != std::string_view::npos) {
        s.width = number(text.substr(0, x));
        s.height = number(text.substr(x + 1));
    }
    if (x == std::string_view::npos || s.width < 0 || s.height < 0) {
        throw std::invalid_argument(quoted_excerpt(text) +
                                    " is not a board size: write WIDTHxHEIGHT, e.g. 3x3 or 2x4");
    }
    if (s.width < Board::kMinSide || s.height < Board::kMinSide ||
        s.width * s.height > Board::kMaxCells) {
        throw std::invalid_argument("a " + std::to_string(s.width) + "x" +
                                    std::to_string(s.height) +
                                    " board is not supported: the shapes are " + kShapes);
    }
    return s;
}

Board parse_board(std::string_view text, std::optional<Shape> shape) {
    const Layout layout = layout_of(text);
    if (layout.count == 0) {
        throw std::invalid_argument("empty board: expected tiles such as 1 2 3 0 8 4 7 6 5");
    }
    // "123084765 876543210": each word a whole board (2x2 at least), not tiles.
    auto is_whole_board = [](std::string_view word) {
        return word.size() >= 4 && is_compact(word);
    };
    if (layout.rows == 1 && layout.count >= 2 && layout.count <= kTilesKept &&
        std::all_of(layout.tiles.begin(), layout.tiles.end(), is_whole_board)) {
        throw std::invalid_argument(std::to_string(layout.count) + " boards on one line (" +
                                    quoted_excerpt(layout.tiles[0]) + ", " +
                                    quoted_excerpt(layout.tiles[1]) +
                                    (layout.count > 2 ? ", ..." : "") + "): give one board a line");
    }
    std::vector<int> tiles;
    for (const std::string_view token : layout.tiles) {
        tiles.push_back(to_tile(token, tiles.size() + 1));
    }
    if (!shape) shape = shape_of(layout);
    const auto cells = static_cast<std::size_t>(shape->width) * shape->height;
    if (layout.count != cells) {
        throw std::invalid_argument("a " + std::to_string(shape->width) + "x" +
                                    std::to_string(shape->height) + " board needs " +
                                    std::to_string(cells) + " tiles, got " +
                                    std::to_string(layout.count));
    }
    return Board(shape->width, shape->height, tiles);
}
std::string to_string(const Board& board) {
    std::string out;
    for (int i = 0; i < board.cell_count(); ++i) {
        if (i) out += ' ';
        out += std::to_string(board.at(i));
    }
    return out;
}

std::string to_poj(const Board& board) {
    std::string out;
    for (int i = 0; i < board.cell_count(); ++i) {
        if (i) out += ' ';
        out += board.at(i) == 0 ? std::string("x") : std::to_string(board.at(i));
    }
    return out;
}

std::string to_grid(const Board& board) {
    const std::size_t cell_width = board.cell_count() > 10 ? 2 : 1;
    std::string out;
    for (int r = 0; r < board.height(); ++r) {
        for (int c = 0; c < board.width(); ++c) {
            const int t = board.at(r, c);
            std::string s = t == 0 ? "." : std::to_string(t);
            if (c) out += ' ';
            out += std::string(cell_width - s.size(), ' ') + s;
        }
        out += '\n';
    }
    return out;
}

}  // namespace npuzzle
