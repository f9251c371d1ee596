#include "npuzzle/board_io.hpp"

#include <cctype>
#include <stdexcept>
#include <string>
#include <vector>

namespace npuzzle {

namespace {

using Row = std::vector<std::string>;

bool is_separator(char c) { return c == ' ' || c == '\t' || c == ',' || c == '\r'; }

// Non-empty lines, each split into tokens.
std::vector<Row> tokenize(std::string_view text) {
    std::vector<Row> rows;
    Row row;
    std::string token;
    auto end_token = [&] {
        if (!token.empty()) row.push_back(std::move(token));
        token.clear();
    };
    for (char c : text) {
        if (c == '\n') {
            end_token();
            if (!row.empty()) rows.push_back(std::move(row));
            row.clear();
        } else if (is_separator(c)) {
            end_token();
        } else {
            token += c;
        }
    }
    end_token();
    if (!row.empty()) rows.push_back(std::move(row));
    return rows;
}

bool is_blank_char(char c) { return c == 'x' || c == 'X'; }

// "123084765" or a grid of "123" lines: one character a tile.
bool is_compact(const std::vector<Row>& rows) {
    for (const Row& r : rows) {
        if (r.size() != 1 || r[0].size() < 2) return false;
        for (char c : r[0]) {
            if (!std::isdigit(static_cast<unsigned char>(c)) && !is_blank_char(c)) return false;
        }
    }
    return true;
}

int to_tile(const std::string& token, int position) {
    if (token.size() == 1 && is_blank_char(token[0])) return 0;
    bool digits = !token.empty() && token.size() <= 3;
    for (char c : token) digits = digits && std::isdigit(static_cast<unsigned char>(c));
    if (!digits) {
        throw std::invalid_argument("'" + token + "' at position " + std::to_string(position) +
                                    " is not a number (tiles are numbers, the blank is 0 or x)");
    }
    return std::stoi(token);
}

std::string square_hint(std::size_t count) {
    return "got " + std::to_string(count) +
           " tiles, which is no square board (4, 9 or 16 tiles); check for a missing or extra "
           "tile, or give the shape (e.g. --size 2x3) for a rectangular board";
}

}  // namespace

Shape parse_shape(std::string_view text) {
    const auto x = text.find_first_of("xX");
    auto number = [&](std::string_view part) {
        if (part.empty() || part.size() > 2) return -1;
        int v = 0;
        for (char c : part) {
            if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    };
    Shape s;
    if (x != std::string_view::npos) {
        s.width = number(text.substr(0, x));
        s.height = number(text.substr(x + 1));
    }
    if (x == std::string_view::npos || s.width < Board::kMinSide || s.height < Board::kMinSide ||
        s.width * s.height > Board::kMaxCells) {
        throw std::invalid_argument("'" + std::string(text) +
                                    "' is not a board size: write WIDTHxHEIGHT, e.g. 3x3 or 4x4, "
                                    "each side at least 2 and at most 16 cells");
    }
    return s;
}

Board parse_board(std::string_view text, std::optional<Shape> shape) {
    std::vector<Row> rows = tokenize(text);
    if (rows.empty())
        throw std::invalid_argument("empty board: expected tiles such as 1 2 3 0 8 4 7 6 5");

    if (is_compact(rows)) {
        for (Row& r : rows) {
            Row chars;
            for (char c : r[0]) chars.emplace_back(1, c);
            r = std::move(chars);
        }
    }

    std::vector<int> tiles;
    for (const Row& r : rows) {
        for (const std::string& token : r) {
            tiles.push_back(to_tile(token, static_cast<int>(tiles.size()) + 1));
        }
    }

    if (!shape) {
        const std::size_t width = rows.front().size();
        bool grid = rows.size() > 1;
        for (std::size_t i = 0; grid && i < rows.size(); ++i) {
            if (rows[i].size() != width) {
                throw std::invalid_argument("row " + std::to_string(i + 1) + " has " +
                                            std::to_string(rows[i].size()) +
                                            " tiles but row 1 has " + std::to_string(width) +
                                            ": every row needs the same count");
            }
        }
        if (grid) {
            shape = Shape{static_cast<int>(width), static_cast<int>(rows.size())};
        } else if (tiles.size() == 4 || tiles.size() == 9 || tiles.size() == 16) {
            const int side = tiles.size() == 4 ? 2 : tiles.size() == 9 ? 3 : 4;
            shape = Shape{side, side};
        } else {
            throw std::invalid_argument(square_hint(tiles.size()));
        }
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
