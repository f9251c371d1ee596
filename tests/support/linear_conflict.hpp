// Description: the tests' own linear conflict (lesson 06), from its definition and independent
// of every lesson: what a student's heuristic or search must report. Slow and plain on purpose.
// Time: O(lines * 2^k) per board, k the tiles of a line whose goal is on it (at most 4 here).
#pragma once

#include <algorithm>
#include <vector>

#include "manhattan.hpp"
#include "npuzzle/board.hpp"

namespace npuzzle::testing {

// The tests' own linear conflict, counted another way than lesson 06's: in each line, the tiles
// whose goal cell is on it, and the most of them that already stand in goal order, found by
// trying every subset (a line of these boards has at most 4 such tiles). Columns are read
// `column_cells` cells down: the height, or (a known mistake, on a board taller than wide) the
// width.
inline int linear_conflict(const Board& b, const Board& goal, int column_cells) {
    const int w = b.width();
    std::vector<int> home(static_cast<std::size_t>(b.cell_count()));
    for (int c = 0; c < goal.cell_count(); ++c) home[goal.at(c)] = c;
    const auto must_leave = [&](const std::vector<int>& line) {
        std::vector<int> goal_cells;  // of the line's tiles whose goal is on the line, in order
        for (int c : line) {
            const int tile = b.at(c);
            if (tile != 0 && std::find(line.begin(), line.end(), home[tile]) != line.end())
                goal_cells.push_back(home[tile]);
        }
        const int n = static_cast<int>(goal_cells.size());
        int most_in_order = 0;
        for (unsigned subset = 0; subset < (1u << n); ++subset) {
            int last = -1, kept = 0;
            bool in_order = true;
            for (int i = 0; i < n && in_order; ++i) {
                if (!(subset >> i & 1)) continue;
                in_order = goal_cells[i] > last;
                last = goal_cells[i];
                ++kept;
            }
            if (in_order) most_in_order = std::max(most_in_order, kept);
        }
        return n - most_in_order;
    };
    int leaving = 0;
    for (int row = 0; row < b.height(); ++row) {
        std::vector<int> line;
        for (int col = 0; col < w; ++col) line.push_back(row * w + col);
        leaving += must_leave(line);
    }
    for (int col = 0; col < w; ++col) {
        std::vector<int> line;
        for (int row = 0; row < column_cells; ++row) line.push_back(row * w + col);
        leaving += must_leave(line);
    }
    return manhattan(b, goal) + 2 * leaving;
}

}  // namespace npuzzle::testing
