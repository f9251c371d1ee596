// Description: the tests' own pattern databases, computed over full boards rather than abstract
// states, so they share nothing with a lesson's code but the definitions of pdb.hpp. A 0-1 BFS
// from the goal over every board it reaches charges 1 for a move of a pattern tile and 0 for any
// other; a placement's value is the least cost of the boards that place the pattern's tiles so.
// The same search with other costs, or other ways to combine the boards, gives what known mistakes
// would store instead, for the tests' hints.
// Time: O(reachable boards x 4); 181,440 boards for 3x3, about 12 ms of CPU for one table in
// Release.
#pragma once

#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>
#include <map>
#include <span>
#include <utility>
#include <vector>

#include "board_oracle.hpp"
#include "npuzzle/board.hpp"

namespace npuzzle::testing {

// n! / (n-k)!, the number of placements of k tiles in n cells.
inline std::uint64_t placements(int n, int k) {
    std::uint64_t count = 1;
    for (int i = 0; i < k; ++i) count *= static_cast<std::uint64_t>(n - i);
    return count;
}

// The rank of pdb.hpp written as its sum: digit i (the cells below cells[i] that no earlier tile
// holds) times the placements of the tiles after it in the cells left. Those weights are taken
// from the last digit's (1) back, each the next one's times the cells one more tile has.
inline std::uint64_t placement_rank(std::span<const int> cells, int n) {
    const int k = static_cast<int>(cells.size());
    int digits[Board::kMaxCells];
    std::uint32_t held = 0;  // bit c: an earlier tile is on cell c
    for (int i = 0; i < k; ++i) {
        digits[i] = cells[i] - bits_set(held & ((std::uint32_t{1} << cells[i]) - 1));
        held |= std::uint32_t{1} << cells[i];
    }
    std::uint64_t rank = 0;
    std::uint64_t weight = 1;  // placements(n - 1 - i, k - 1 - i)
    for (int i = k - 1; i >= 0; --i) {
        rank += static_cast<std::uint64_t>(digits[i]) * weight;
        weight *= static_cast<std::uint64_t>(n - i);
    }
    return rank;
}

// The cells where `board` has `tiles`, in the pattern's order.
inline std::vector<int> cells_of(const Board& board, std::span<const int> tiles) {
    int cell_of[Board::kMaxCells] = {};
    for (int c = 0; c < board.cell_count(); ++c) cell_of[board.at(c)] = c;
    std::vector<int> cells;
    cells.reserve(tiles.size());
    for (int tile : tiles) cells.push_back(cell_of[tile]);
    return cells;
}

inline std::uint64_t placement_rank_of(const Board& board, std::span<const int> tiles) {
    int cell_of[Board::kMaxCells] = {};
    for (int c = 0; c < board.cell_count(); ++c) cell_of[board.at(c)] = c;
    int cells[Board::kMaxCells];
    for (std::size_t i = 0; i < tiles.size(); ++i) cells[i] = cell_of[tiles[i]];
    return placement_rank(std::span<const int>(cells, tiles.size()), board.cell_count());
}

// A board's rank among the n! arrangements of its n cells: its tiles read cell by cell, ranked as
// a placement of all n values (for up to 3x3 boards, which costs_to lists).
inline std::uint64_t board_rank(const Board& board) {
    int tiles[Board::kMaxCells];
    for (int c = 0; c < board.cell_count(); ++c) tiles[c] = board.at(c);
    const int n = board.cell_count();
    return placement_rank(std::span<const int>(tiles, static_cast<std::size_t>(n)), n);
}

// A cost for costs_to: the tiles it is given for never move.
inline constexpr int kNeverMoves = -1;

// Calls visit(board, cost) once for every board that reaches `goal`, with the least cost of a
// path to it when a move of a tile of `tiles` costs `pattern_cost` and a move of any other tile
// `other_cost` (0 or 1 each, or kNeverMoves); boards come in order of cost. A 0-1 BFS: a board
// leaves the queue at its least cost once, as each push lowers its cost. Costs are kept per
// board rank (board_oracle.hpp's permutation_rank, the same number as board_rank, in O(n)), one
// byte each (3x3 costs are at most 31), not in a hash map: it is several times faster.
template <class Visit>
void visit_costs(const Board& goal, std::span<const int> tiles, int pattern_cost, int other_cost,
                 Visit visit) {
    bool in_pattern[Board::kMaxCells] = {};
    for (int tile : tiles) in_pattern[tile] = true;
    struct Entry {
        Board board;
        std::uint32_t rank;
        int cost;
    };
    constexpr std::int8_t kNotReached = -1;
    std::vector<std::int8_t> cost(permutation_count(goal), kNotReached);
    const auto goal_rank = static_cast<std::uint32_t>(permutation_rank(goal));
    cost[goal_rank] = 0;
    std::deque<Entry> queue{{goal, goal_rank, 0}};
    while (!queue.empty()) {
        const Entry e = queue.front();
        queue.pop_front();
        if (e.cost > cost[e.rank]) continue;  // reached more cheaply since it was queued
        visit(e.board, e.cost);
        for (Move m : kMoveOrder) {
            if (!e.board.can_move(m)) continue;
            const int step = in_pattern[e.board.at(e.board.target(m))] ? pattern_cost : other_cost;
            if (step == kNeverMoves) continue;
            Board next = e.board;
            next.apply(m);
            const auto rank = static_cast<std::uint32_t>(permutation_rank(next));
            std::int8_t& known = cost[rank];
            if (known != kNotReached && known <= e.cost + step) continue;
            known = static_cast<std::int8_t>(e.cost + step);
            if (step == 0) {
                queue.push_front({next, rank, known});
            } else {
                queue.push_back({next, rank, known});
            }
        }
    }
}

// Every board that reaches `goal`, with its least cost as visit_costs counts it.
inline std::vector<std::pair<Board, int>> costs_to(const Board& goal, std::span<const int> tiles,
                                                   int pattern_cost = 1, int other_cost = 0) {
    std::vector<std::pair<Board, int>> result;
    result.reserve(permutation_count(goal) / 2);  // every board of the goal's parity, at most
    visit_costs(goal, tiles, pattern_cost, other_cost,
                [&](const Board& b, int c) { result.emplace_back(b, c); });
    return result;
}

inline constexpr int kUnreached = -1;

// Per placement rank, the least cost (as visit_costs counts it) over the boards placing the tiles
// so (kUnreached where no board that reaches the goal does).
inline std::vector<int> least_per_placement(const Board& goal, std::span<const int> tiles,
                                            int pattern_cost, int other_cost) {
    std::vector<int> best(placements(goal.cell_count(), static_cast<int>(tiles.size())),
                          kUnreached);
    visit_costs(goal, tiles, pattern_cost, other_cost, [&](const Board& board, int c) {
        int& entry = best[placement_rank_of(board, tiles)];
        if (entry == kUnreached || c < entry) entry = c;
    });
    return best;
}

// The database of pdb.hpp: moves of the pattern's tiles cost 1, the others nothing.
inline std::vector<int> pattern_distances(const Board& goal, std::span<const int> tiles) {
    return least_per_placement(goal, tiles, 1, 0);
}

// What a database stores when it charges every move, the blank's trips through other tiles too:
// per placement, the fewest moves of any board placing the tiles so.
inline std::vector<int> all_moves_distances(const Board& goal, std::span<const int> tiles) {
    return least_per_placement(goal, tiles, 1, 1);
}

// What a database stores when the blank never steps onto a cell of another tile (the move that
// costs 0): it moves only by swapping with a pattern tile, so the other tiles never move
// (kUnreached where it cannot).
inline std::vector<int> pattern_moves_only_distances(const Board& goal,
                                                     std::span<const int> tiles) {
    return least_per_placement(goal, tiles, 1, kNeverMoves);
}

// The same database by a 0-1 BFS over abstract states written out cell by cell (where each
// pattern tile is, and the blank's cell): the blank steps onto a cell of another tile for 0, onto
// a pattern tile's cell for 1. For boards too large to list, such as 4x4 with a few tiles.
inline std::vector<int> abstract_pattern_distances(const Board& goal, std::span<const int> tiles) {
    const int n = goal.cell_count();
    const int w = goal.width();
    const int k = static_cast<int>(tiles.size());
    struct State {
        std::vector<int> cells;
        int blank;
    };
    std::vector<int> cost(placements(n, k) * static_cast<std::uint64_t>(n), kUnreached);
    const auto key = [n](const State& s) { return placement_rank(s.cells, n) * n + s.blank; };
    State root{cells_of(goal, tiles), goal.blank()};
    cost[key(root)] = 0;
    std::deque<std::pair<State, int>> queue{{root, 0}};
    while (!queue.empty()) {
        auto [s, c] = queue.front();
        queue.pop_front();
        if (c > cost[key(s)]) continue;
        const int b = s.blank;
        for (int to : {b - w, b + w, b % w != 0 ? b - 1 : -1, b % w != w - 1 ? b + 1 : -1}) {
            if (to < 0 || to >= n) continue;
            State next = s;
            next.blank = to;
            int step = 0;
            for (int& cell : next.cells) {
                if (cell == to) {
                    cell = b;
                    step = 1;
                }
            }
            int& known = cost[key(next)];
            if (known != kUnreached && known <= c + step) continue;
            known = c + step;
            if (step == 0) {
                queue.emplace_front(next, known);
            } else {
                queue.emplace_back(next, known);
            }
        }
    }
    std::vector<int> best(placements(n, k), kUnreached);
    for (std::size_t i = 0; i < cost.size(); ++i) {
        int& entry = best[i / static_cast<std::size_t>(n)];
        if (cost[i] != kUnreached && (entry == kUnreached || cost[i] < entry)) entry = cost[i];
    }
    return best;
}

// The cells the blank of `board` reaches without moving a tile of `tiles`, as bits.
inline std::uint32_t blank_region(const Board& board, std::span<const int> tiles) {
    std::vector<bool> blocked(board.cell_count());
    for (int tile : tiles) {
        for (int c = 0; c < board.cell_count(); ++c) blocked[c] = blocked[c] || board.at(c) == tile;
    }
    std::uint32_t region = std::uint32_t{1} << board.blank();
    std::vector<int> stack{board.blank()};
    const int w = board.width();
    while (!stack.empty()) {
        const int c = stack.back();
        stack.pop_back();
        for (int next : {c - w, c + w, c % w != 0 ? c - 1 : -1, c % w != w - 1 ? c + 1 : -1}) {
            if (next < 0 || next >= board.cell_count() || blocked[next]) continue;
            if (region >> next & 1) continue;
            region |= std::uint32_t{1} << next;
            stack.push_back(next);
        }
    }
    return region;
}

// What a database stores when each placement keeps the last cost its 0-1 BFS reached it at:
// per placement, the largest over the blank's cells (the cells of one region cost the same) of
// that cell's least cost.
inline std::vector<int> last_visit_distances(const Board& goal, std::span<const int> tiles) {
    std::map<std::pair<std::uint64_t, std::uint32_t>, int> per_region;
    for (const auto& [board, c] : costs_to(goal, tiles)) {
        const auto key = std::pair(placement_rank_of(board, tiles), blank_region(board, tiles));
        const auto [it, added] = per_region.emplace(key, c);
        if (!added) it->second = std::min(it->second, c);
    }
    std::vector<int> worst(placements(goal.cell_count(), static_cast<int>(tiles.size())),
                           kUnreached);
    for (const auto& [key, c] : per_region) worst[key.first] = std::max(worst[key.first], c);
    return worst;
}

}  // namespace npuzzle::testing
