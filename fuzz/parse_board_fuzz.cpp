// libFuzzer target: the board, shape and move parsers on any bytes (issue 10). Beyond "no crash,
// no leak, no undefined behaviour" (AddressSanitizer, UBSan), it asserts what must hold:
//  - a parser returns, or throws std::invalid_argument and nothing else;
//  - a message is short and printable: no NUL, no control byte, no invalid UTF-8, and under
//    kLongestMessage however long the input; excerpt(), which quotes input in every message,
//    gives printable UTF-8 of at most 40 characters and "...";
//  - a parsed board is a permutation of 0..W*H-1 and prints (one line, POJ form) and re-parses
//    to the same board; parsed moves print and re-parse to the same moves.
// The first byte picks the shape passed to parse_board (or none); the rest is the text.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/board_io.hpp"
#include "npuzzle/excerpt.hpp"
#include "npuzzle/move.hpp"

namespace {

constexpr std::size_t kLongestMessage = 400;

void require(bool property, const char* what) {
    if (property) return;
    std::fprintf(stderr, "property violated: %s\n", what);
    std::abort();
}

// Printable UTF-8, checked by decoding (independently of excerpt(), which the messages use).
bool printable_utf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        if (lead < 0x80) {
            if (lead < 0x20 || lead == 0x7F) return false;
            ++i;
            continue;
        }
        const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
        if (length == 0 || lead > 0xF4 || i + length > text.size()) return false;
        char32_t code = lead & (0x7F >> length);
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80) return false;
            code = (code << 6) | (next & 0x3F);
        }
        constexpr char32_t kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
        if (code < kSmallest[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
            return false;
        }
        i += length;
    }
    return true;
}

void check_message(const std::invalid_argument& e) {
    const std::string_view message = e.what();
    require(message.size() < kLongestMessage, "a message stays short");
    require(printable_utf8(message), "a message is printable UTF-8");
}

// Messages quote input only through excerpt() (a NUL would cut e.what(), hiding the fault from
// check_message), so excerpt() itself is held to the same standard.
void check_excerpt(std::string_view text) {
    const std::string shown = npuzzle::excerpt(text);
    require(printable_utf8(shown), "an excerpt is printable UTF-8");
    require(shown.size() <= 40 * 4 + 3, "an excerpt is at most 40 characters and '...'");
    if (text.size() <= 40 && printable_utf8(text)) {
        require(shown == text, "a short printable text is its own excerpt");
    }
}

void check_board(std::string_view text, std::optional<npuzzle::Shape> shape) {
    npuzzle::Board board;
    try {
        board = npuzzle::parse_board(text, shape);
    } catch (const std::invalid_argument& e) {
        check_message(e);
        return;
    }
    const npuzzle::Shape parsed{board.width(), board.height()};
    require(!shape || *shape == parsed, "the board has the shape asked for");
    std::vector<bool> seen(static_cast<std::size_t>(board.cell_count()), false);
    for (const int tile : board.tiles()) {
        require(0 <= tile && tile < board.cell_count() && !seen[static_cast<std::size_t>(tile)],
                "the tiles are a permutation of 0..W*H-1");
        seen[static_cast<std::size_t>(tile)] = true;
    }
    require(npuzzle::parse_board(npuzzle::to_string(board), parsed) == board,
            "to_string re-parses to the same board");
    require(npuzzle::parse_board(npuzzle::to_poj(board), parsed) == board,
            "to_poj re-parses to the same board");
    if (board.width() == board.height()) {
        require(npuzzle::parse_board(npuzzle::to_string(board)) == board,
                "a square board re-parses without its shape");
    }
}

void check_shape(std::string_view text) {
    try {
        const npuzzle::Shape shape = npuzzle::parse_shape(text);
        require(shape.width >= 2 && shape.height >= 2 && shape.width * shape.height <= 16,
                "a parsed shape is one a Board can have");
    } catch (const std::invalid_argument& e) {
        check_message(e);
    }
}

void check_moves(std::string_view text) {
    try {
        const std::vector<npuzzle::Move> moves = npuzzle::parse_moves(text);
        require(npuzzle::parse_moves(npuzzle::to_string(moves)) == moves,
                "moves print and re-parse to the same moves");
    } catch (const std::invalid_argument& e) {
        check_message(e);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    static const std::optional<npuzzle::Shape> kShapes[] = {
        std::nullopt,         npuzzle::Shape{2, 2}, npuzzle::Shape{3, 2}, npuzzle::Shape{2, 3},
        npuzzle::Shape{3, 3}, npuzzle::Shape{4, 4}, npuzzle::Shape{2, 8}, npuzzle::Shape{5, 5}};
    const auto& shape = kShapes[data[0] % std::size(kShapes)];
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    check_excerpt(text);
    check_board(text, shape);
    check_shape(text);
    check_moves(text);
    return 0;
}
