// Lesson 01: Cantor expansion (ranking permutations). The frozen interface: do not change this
// file; implement cantor.cpp. Ranks are lexicographic: the smallest permutation has rank 0.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"

namespace npuzzle::cantor {

using Rank = std::uint64_t;

// The largest n handled: 16! - 1 still fits in 64 bits (a 4x4 board has 16 cells).
inline constexpr int kMaxLength = 16;

// n! for 0 <= n <= kMaxLength; throws std::invalid_argument otherwise.
Rank factorial(int n);

// The lexicographic rank of a permutation of 0..n-1, 1 <= n <= kMaxLength: the number of
// permutations of the same length that come before it. Throws std::invalid_argument (naming the
// fault) when `perm` is not a permutation of 0..n-1 or n is out of range.
Rank rank(std::span<const int> perm);

// The permutation of 0..n-1 whose rank is `r`. Throws std::invalid_argument when n is out of
// range or r >= n!.
std::vector<int> unrank(Rank r, int n);

// The rank of a board's tiles read row by row, the blank counted as 0:
// `1 2 3 4 5 6 7 8 0` has rank 46233.
Rank rank_board(const Board& board);

// The board of the given shape whose rank_board is `r`. Throws std::invalid_argument when the
// shape is not a board of the core or r >= (width*height)!.
Board unrank_board(Rank r, int width, int height);

// Advanced: rank_board(board.moved(m)) computed from `board` and its rank `r` without ranking
// the new board from scratch: only the cells between the blank and its target change their
// Lehmer digits. Precondition: r == rank_board(board); throws std::invalid_argument if the move
// leaves the board.
Rank rank_after_move(const Board& board, Rank r, Move m);

}  // namespace npuzzle::cantor
