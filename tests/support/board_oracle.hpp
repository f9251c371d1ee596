// Description: the tests' own oracle: how far every board is from a goal, by a plain BFS over the
// core's Board. It calls no lesson code, so it can judge every lesson, the student's included.
// Moves can be undone, so a BFS outward from the goal gives each board's distance to the goal.
// Time: O(reachable boards x log): the BFS, then one sort; 181,440 boards for 3x3 take about
// 20 ms in Release. A lookup is O(1) up to 10 cells (at the board's permutation rank), O(log)
// beyond.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <unordered_set>
#include <utility>
#include <vector>

#include "npuzzle/board.hpp"

namespace npuzzle::testing {

// The number of arrangements of the tiles of a board of `shape`'s size: n! for n cells.
inline std::size_t permutation_count(const Board& shape) {
    std::size_t count = 1;
    for (int n = 2; n <= shape.cell_count(); ++n) count *= static_cast<std::size_t>(n);
    return count;
}

// The number of bits set in a mask of up to 16 bits, from a table of bytes: std::popcount is a
// library call where the compiler may not assume the CPU's instruction, and the oracles count
// bits for every board they rank.
inline int bits_set(std::uint32_t mask) {
    static constexpr auto kByte = [] {
        std::array<std::uint8_t, 256> table{};
        for (int i = 1; i < 256; ++i) table[i] = static_cast<std::uint8_t>((i & 1) + table[i / 2]);
        return table;
    }();
    return kByte[mask & 0xFFU] + kByte[(mask >> 8) & 0xFFU];
}

// The board's place among those arrangements, 0 to n! - 1 (Lehmer code: each tile's count of
// smaller tiles after it, in the factorial number system). Written here, not taken from lesson 01.
inline std::size_t permutation_rank(const Board& b) {
    const int n = b.cell_count();
    std::size_t rank = 0;
    std::uint32_t before = 0;  // a bit for each tile in the cells already read
    for (int i = 0; i < n; ++i) {
        const int tile = b.at(i);
        // The tiles 0..n-1 are all there: those smaller than `tile` and not before it are after.
        const int smaller_after = tile - bits_set(before & ((1U << tile) - 1));
        rank = rank * static_cast<std::size_t>(n - i) + static_cast<std::size_t>(smaller_after);
        before |= 1U << tile;
    }
    return rank;
}

// Up to this many cells, the oracles keep what they know of a board at its permutation rank, in
// an array of n! entries (10! = 3,628,800); beyond, in a hashed or sorted container.
inline constexpr int kRankedCells = 10;

// The boards of one shape a BFS has reached: up to 10 cells, one bit per arrangement at its
// permutation rank (10! bits = 453 KB); past 10 cells, a hashed set.
class SeenBoards {
  public:
    explicit SeenBoards(const Board& shape) {
        if (shape.cell_count() <= kRankedCells) bits_.assign(permutation_count(shape), false);
    }

    // True when `b` was not seen before; it is seen from now on.
    bool insert(const Board& b) {
        if (bits_.empty()) return hashed_.insert(b).second;
        const std::size_t rank = permutation_rank(b);
        if (bits_[rank]) return false;
        bits_[rank] = true;
        return true;
    }

  private:
    std::vector<bool> bits_;
    std::unordered_set<Board> hashed_;
};

// The boards a BFS reached with their distances, in the order of std::map<Board, int> (boards
// compare as Board's operator<), so tests drawing samples from it draw the same boards on every
// machine. Read like that map: iteration gives (board, distance) pairs, and size, at (throws
// std::out_of_range for a board not reached), find and count. Kept in one sorted array, with
// each distance also at the board's permutation rank up to 10 cells: the tests look up hundreds
// of thousands of boards, and a tree of 181,440 nodes costs more to build than the BFS itself.
class Distances {
  public:
    using value_type = std::pair<Board, int>;
    using const_iterator = std::vector<value_type>::const_iterator;

    // `reached`: each board once, with its distance; any order.
    Distances(const Board& shape, std::vector<value_type> reached) : sorted_(std::move(reached)) {
        std::sort(sorted_.begin(), sorted_.end());
        if (shape.cell_count() > kRankedCells) return;
        by_rank_.assign(permutation_count(shape), kNotReached);
        for (const auto& [b, d] : sorted_)
            by_rank_[permutation_rank(b)] = static_cast<std::int16_t>(d);
    }

    const_iterator begin() const noexcept { return sorted_.begin(); }
    const_iterator end() const noexcept { return sorted_.end(); }
    std::size_t size() const noexcept { return sorted_.size(); }

    const_iterator find(const Board& b) const {
        const auto at =
            std::lower_bound(sorted_.begin(), sorted_.end(), b,
                             [](const value_type& e, const Board& x) { return e.first < x; });
        return at != sorted_.end() && at->first == b ? at : sorted_.end();
    }
    std::size_t count(const Board& b) const { return find(b) != end() ? 1 : 0; }

    int at(const Board& b) const {
        if (by_rank_.empty() || !sorted_.front().first.same_shape(b)) {
            const auto found = find(b);
            if (found == end())
                throw std::out_of_range("Distances::at: a board the BFS did not reach");
            return found->second;
        }
        const int d = by_rank_[permutation_rank(b)];
        if (d == kNotReached)
            throw std::out_of_range("Distances::at: a board the BFS did not reach");
        return d;
    }

  private:
    static constexpr std::int16_t kNotReached = -1;
    std::vector<value_type> sorted_;
    std::vector<std::int16_t> by_rank_;  // empty past kRankedCells cells
};

// Every board that can reach `goal`, with its distance; `limit` >= 0 stops at that distance.
inline Distances distances_to(const Board& goal, int limit = -1) {
    // Boards in the order the BFS reaches them, so each layer follows the one before it.
    std::vector<std::pair<Board, int>> reached{{goal, 0}};
    // Without a limit, half of all arrangements: those of the goal's parity.
    if (limit < 0 && goal.cell_count() <= kRankedCells)
        reached.reserve(permutation_count(goal) / 2);
    SeenBoards seen(goal);
    seen.insert(goal);
    for (std::size_t next = 0; next < reached.size(); ++next) {
        auto [b, d] = reached[next];
        if (d == limit) continue;
        for (Move m : kMoveOrder) {
            if (!b.can_move(m)) continue;
            b.apply(m);
            if (seen.insert(b)) reached.emplace_back(b, d + 1);
            b.undo(m);
        }
    }
    return Distances(goal, std::move(reached));
}

// distances_to(goal) with no limit, computed once per goal and test program.
inline const Distances& shared_distances_to(const Board& goal) {
    static std::map<Board, Distances> cache;
    auto found = cache.find(goal);
    if (found == cache.end()) found = cache.emplace(goal, distances_to(goal)).first;
    return found->second;
}

// The 181,440 boards that reach the default 3x3 goal, computed once per test program.
inline const Distances& distances_to_goal() { return shared_distances_to(Board::goal()); }

}  // namespace npuzzle::testing
