// Description: the four moves of the blank, their letters and inverses.
// Convention (written once, used everywhere): a Move names the direction the BLANK moves,
// as in POJ 1077: Up swaps the blank with the tile above it. Successors are generated in the
// order Up, Down, Left, Right (kMoveOrder), as in seeds 000 and 004.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace npuzzle {

enum class Move : std::uint8_t { Up = 0, Down = 1, Left = 2, Right = 3 };

inline constexpr std::array<Move, 4> kMoveOrder = {Move::Up, Move::Down, Move::Left, Move::Right};

// The move that undoes `m`: IDA* and DFS never try it right after `m`.
constexpr Move inverse(Move m) noexcept {
    // Up<->Down and Left<->Right differ only in the lowest bit.
    return static_cast<Move>(static_cast<std::uint8_t>(m) ^ 1U);
}

// 'u', 'd', 'l', 'r'.
constexpr char to_char(Move m) noexcept { return "udlr"[static_cast<std::uint8_t>(m)]; }

// Accepts u d l r in either case; std::nullopt for anything else.
std::optional<Move> move_from_char(char c) noexcept;

// "Up", "Down", "Left", "Right".
std::string_view move_name(Move m) noexcept;

// "uldr": the letters of a path, no separators (POJ 1077's answer format).
std::string to_string(const std::vector<Move>& path);

// Parses "uldr" (spaces and commas ignored); throws std::invalid_argument naming the bad
// character and its position.
std::vector<Move> parse_moves(std::string_view text);

}  // namespace npuzzle
