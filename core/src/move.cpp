#include "npuzzle/move.hpp"

#include <stdexcept>

#include "npuzzle/excerpt.hpp"

namespace npuzzle {

std::optional<Move> move_from_char(char c) noexcept {
    switch (c) {
        case 'u':
        case 'U':
            return Move::Up;
        case 'd':
        case 'D':
            return Move::Down;
        case 'l':
        case 'L':
            return Move::Left;
        case 'r':
        case 'R':
            return Move::Right;
        default:
            return std::nullopt;
    }
}

std::string_view move_name(Move m) noexcept {
    static constexpr std::string_view kNames[] = {"Up", "Down", "Left", "Right"};
    return kNames[static_cast<int>(m)];
}

std::string to_string(const std::vector<Move>& path) {
    std::string out;
    out.reserve(path.size());
    for (Move m : path) out += to_char(m);
    return out;
}

std::vector<Move> parse_moves(std::string_view text) {
    std::vector<Move> path;
    for (std::size_t i = 0; i < text.size(); ++i) {
        char c = text[i];
        if (c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r') continue;
        auto m = move_from_char(c);
        if (!m) {
            throw std::invalid_argument(quoted_excerpt(text.substr(i, 1)) + " at position " +
                                        std::to_string(i + 1) + " is not a move: use u, d, l or r");
        }
        path.push_back(*m);
    }
    return path;
}

}  // namespace npuzzle
