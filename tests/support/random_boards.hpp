// Description: the tests' random draws and boards, the same on every machine. The standard fixes
// the output of std::mt19937_64, but not how std::shuffle or std::uniform_int_distribution turn it
// into values (libstdc++, libc++ and MSVC differ), so every draw here is made from the engine's
// raw output alone: a bounded draw that rejects the few raw values that would bias it, and a
// Fisher-Yates shuffle on top. tests/core/support_test.cpp pins the first draws.
// Time: below() O(1) expected (under 2 raw values per draw); shuffle O(n); walk O(steps).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

#include "board_oracle.hpp"
#include "npuzzle/board.hpp"

namespace npuzzle::testing {

class Random {
  public:
    explicit Random(std::uint64_t seed) : engine_(seed) {}

    // Uniform in [0, n). raw % n alone would favour the small remainders; the raw values below
    // 2^64 mod n are drawn again, which leaves the same number of raw values for each remainder.
    std::uint64_t below(std::uint64_t n) {
        if (n == 0) throw std::invalid_argument("Random::below(0): there is no value below 0");
        const std::uint64_t rejected = (0 - n) % n;  // 2^64 mod n, in 64-bit arithmetic
        std::uint64_t raw = engine_();
        while (raw < rejected) raw = engine_();
        return raw % n;
    }

    // Shuffles the first `count` places of `items` (Fisher-Yates, front to back): they then hold
    // a uniformly random choice of `count` items in random order. All of `items` when count is
    // at least its size.
    template <class T>
    void shuffle_front(std::vector<T>& items, std::size_t count) {
        const std::size_t n = items.size();
        for (std::size_t i = 0; i + 1 < n && i < count; ++i) {
            std::swap(items[i], items[i + below(n - i)]);
        }
    }

    template <class T>
    void shuffle(std::vector<T>& items) {
        shuffle_front(items, items.size());
    }

    // One of the legal moves of `b`, each as likely as the others.
    Move legal_move(const Board& b) {
        const std::vector<Move> moves = b.legal_moves();
        return moves[below(moves.size())];
    }

    // The board `steps` random moves from `from`, never undoing the move just made (which would
    // waste two steps). A walk keeps the parity of `from`: its board can always reach `from`.
    Board walk(Board from, int steps) {
        std::vector<Move> allowed;
        Move last = Move::Up;
        for (int i = 0; i < steps; ++i) {
            allowed.clear();
            for (Move m : kMoveOrder) {
                if (from.can_move(m) && (i == 0 || m != inverse(last))) allowed.push_back(m);
            }
            last = allowed[below(allowed.size())];
            from.apply(last);
        }
        return from;
    }

  private:
    std::mt19937_64 engine_;
};

// `count` different boards that reach the 3x3 goal in `low` to `high` moves (by the tests' own
// BFS), drawn with `seed`: each such board is as likely as any other. Fewer when fewer exist.
inline std::vector<Board> sample_reachable(std::size_t count, std::uint64_t seed, int low = 0,
                                           int high = 31) {
    std::vector<Board> pool;
    for (const auto& [board, d] : distances_to_goal()) {
        if (low <= d && d <= high) pool.push_back(board);
    }
    Random random(seed);
    random.shuffle_front(pool, count);
    pool.resize(std::min(count, pool.size()));
    return pool;
}

}  // namespace npuzzle::testing
