#include "npuzzle/board_io.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>
#include <vector>

#include "board_texts.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/excerpt.hpp"

namespace npuzzle {

using namespace board_texts;

namespace {

// No board has more cells than this, so the parser keeps at most one tile more (to say "too
// many") and only counts the rest: a 10 MB line costs no more memory than a short one.
constexpr std::size_t kTilesKept = Board::kMaxCells + 1;

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
    const std::string where = std::to_string(position);
    if (token.size() == 1 && is_blank_char(token[0])) return 0;
    const bool negative = token.size() > 1 && token[0] == '-';
    const std::string_view digits = negative ? token.substr(1) : token;
    bool all_digits = !digits.empty();
    for (std::size_t i = 0; all_digits && i < digits.size(); ++i) all_digits = is_digit(digits[i]);
    if (!all_digits) {
        throw input_error(kNotANumber, {quoted_excerpt(token), where});
    }
    if (negative) {
        throw input_error(kNegativeTile, {excerpt(token), where});
    }
    if (digits.size() > 3) {
        throw input_error(kHugeTile, {excerpt(token), where});
    }
    return std::stoi(std::string(digits));
}

input_error::Value cells_text(std::size_t count) {
    return count == 1 ? input_error::Value(kOneTile, {})
                      : input_error::Value(kTiles, {std::to_string(count)});
}

// One line of tiles and no shape: only a square count says the shape.
[[noreturn]] void throw_no_shape(std::size_t count) {
    for (const std::size_t board : {9, 16}) {
        if (count % board == 0 && count / board >= 2 && count / board <= 4) {
            throw input_error(kManyBoards, {cells_text(count), std::to_string(count / board),
                                            std::to_string(board)});
        }
    }
    if (count > static_cast<std::size_t>(Board::kMaxCells)) {
        throw input_error(kTooManyCells, {cells_text(count), {kShapes, {}}});
    }
    throw input_error(kNoSquareBoard, {cells_text(count)});
}

Shape shape_of(const Layout& layout) {
    if (layout.uneven_row != 0) {
        throw input_error(kUnevenRow,
                          {std::to_string(layout.uneven_row), cells_text(layout.uneven_tiles),
                           std::to_string(layout.width)});
    }
    if (layout.rows > 1) {
        if (layout.count > static_cast<std::size_t>(Board::kMaxCells)) {
            throw input_error(kTooManyInRows, {cells_text(layout.count),
                                               std::to_string(layout.rows),
                                               std::to_string(layout.width),
                                               {kShapes, {}}});
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
        throw input_error(kNotASize, {quoted_excerpt(text)});
    }
    if (s.width < Board::kMinSide || s.height < Board::kMinSide ||
        s.width * s.height > Board::kMaxCells) {
        throw input_error(kUnsupportedShape,
                          {std::to_string(s.width), std::to_string(s.height), {kShapes, {}}});
    }
    return s;
}

Board parse_board(std::string_view text, std::optional<Shape> shape) {
    const Layout layout = layout_of(text);
    if (layout.count == 0) {
        throw input_error(kEmptyBoard, {});
    }
    // "123084765 876543210": each word a whole board (2x2 at least), not tiles.
    auto is_whole_board = [](std::string_view word) {
        return word.size() >= 4 && is_compact(word);
    };
    if (layout.rows == 1 && layout.count >= 2 && layout.count <= kTilesKept &&
        std::all_of(layout.tiles.begin(), layout.tiles.end(), is_whole_board)) {
        throw input_error(
            kBoardsOnOneLine,
            {std::to_string(layout.count), quoted_excerpt(layout.tiles[0]),
             quoted_excerpt(layout.tiles[1]),
             layout.count > 2 ? input_error::Value(", ...", "……") : input_error::Value("")});
    }
    std::vector<int> tiles;
    for (const std::string_view token : layout.tiles) {
        tiles.push_back(to_tile(token, tiles.size() + 1));
    }
    if (!shape) shape = shape_of(layout);
    const auto cells = static_cast<std::size_t>(shape->width) * shape->height;
    if (layout.count != cells) {
        throw input_error(kWrongCount, {std::to_string(shape->width), std::to_string(shape->height),
                                        std::to_string(cells), std::to_string(layout.count)});
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
