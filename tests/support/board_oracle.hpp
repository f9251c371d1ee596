// Description: the tests' own oracle: how far every board is from a goal, by a plain BFS over the
// core's Board. It calls no lesson code, so it can judge every lesson, the student's included.
// Moves can be undone, so a BFS outward from the goal gives each board's distance to the goal.
// Time: O(reachable boards x log): the BFS, then one sort; 181,440 boards for 3x3 take a few tens
// of milliseconds in Release.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <map>
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

// The board's place among those arrangements, 0 to n! - 1 (Lehmer code: each tile's count of
// smaller tiles after it, in the factorial number system). Written here, not taken from lesson 01.
inline std::size_t permutation_rank(const Board& b) {
    const int n = b.cell_count();
    std::size_t rank = 0;
    unsigned before = 0;  // a bit for each tile in the cells already read
    for (int i = 0; i < n; ++i) {
        const int tile = b.at(i);
        // The tiles 0..n-1 are all there: those smaller than `tile` and not before it are after.
        const int smaller_after = tile - std::popcount(before & ((1U << tile) - 1));
        rank = rank * static_cast<std::size_t>(n - i) + static_cast<std::size_t>(smaller_after);
        before |= 1U << tile;
    }
    return rank;
}

// The boards of one shape a BFS has reached: up to 10 cells, one bit per arrangement at its
// permutation rank (10! bits = 453 KB); past 10 cells, a hashed set.
class SeenBoards {
  public:
    explicit SeenBoards(const Board& shape) {
        if (shape.cell_count() <= 10) bits_.assign(permutation_count(shape), false);
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

// Ordered, so that tests drawing samples from it draw the same boards on every machine.
using Distances = std::map<Board, int>;

// Every board that can reach `goal`, with its distance; `limit` >= 0 stops at that distance.
inline Distances distances_to(const Board& goal, int limit = -1) {
    // Boards in the order the BFS reaches them, so each layer follows the one before it; the
    // ordered map is built once, from the sorted list.
    std::vector<std::pair<Board, int>> reached{{goal, 0}};
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
    std::sort(reached.begin(), reached.end());
    return Distances(reached.begin(), reached.end());
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
