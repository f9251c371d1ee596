// Description: the tests' own oracle: how far every board is from a goal, by a plain BFS over the
// core's Board. It calls no lesson code, so it can judge every lesson, the student's included.
// Moves can be undone, so a BFS outward from the goal gives each board's distance to the goal.
// Time: O(reachable boards x log); 181,440 boards for 3x3, well under a second in Release.
#pragma once

#include <deque>
#include <map>

#include "npuzzle/board.hpp"

namespace npuzzle::testing {

// Ordered, so that tests drawing samples from it draw the same boards on every machine.
using Distances = std::map<Board, int>;

// Every board that can reach `goal`, with its distance; `limit` >= 0 stops at that distance.
inline Distances distances_to(const Board& goal, int limit = -1) {
    Distances dist{{goal, 0}};
    std::deque<Board> queue{goal};
    while (!queue.empty()) {
        Board b = queue.front();
        queue.pop_front();
        const int d = dist[b];
        if (d == limit) continue;
        for (Move m : kMoveOrder) {
            if (!b.can_move(m)) continue;
            b.apply(m);
            if (dist.emplace(b, d + 1).second) queue.push_back(b);
            b.undo(m);
        }
    }
    return dist;
}

// The 181,440 boards that reach the default 3x3 goal, computed once per test program.
inline const Distances& distances_to_goal() {
    static const Distances dist = distances_to(Board::goal());
    return dist;
}

}  // namespace npuzzle::testing
