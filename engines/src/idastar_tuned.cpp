// Description: the top rung of bench_idastar's ladder: lesson 06's IDA* tuned for speed, kept
// here so the reference (solutions/06-idastar/idastar.cpp) can stay a model answer. The search is
// engines' one tuned IDA* (packed_idastar.hpp); what is here is lesson 06's heuristics as it
// reads them: h updated in O(1) per move from per-goal tables (linear conflict recounts only the
// line the moving tile can enter or leave).
// bench_idastar checks that it gives the reference's paths and counters before timing it.
// Time: O(nodes generated); memory O(path length).
#include "npuzzle/engines/idastar_tuned.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "packed_idastar.hpp"

namespace npuzzle::engines::idastar_tuned {

using idastar::Heuristic;

namespace {

constexpr int kCells = Board::kMaxCells;

// goal_cell[tile]: where the goal has each tile.
std::array<int, kCells> goal_cells(const Board& goal) {
    std::array<int, kCells> cell{};
    for (int c = 0; c < goal.cell_count(); ++c) cell[goal.at(c)] = c;
    return cell;
}

// Tiles that must leave a line so the rest are in goal order: the count minus the longest
// increasing subsequence of their goal positions along the line (a line has at most 8 cells).
int tiles_out_of_order(const int* order, int n) {
    int longest[kCells];
    int best = 0;
    for (int i = 0; i < n; ++i) {
        longest[i] = 1;
        for (int j = 0; j < i; ++j) {
            if (order[j] < order[i]) longest[i] = std::max(longest[i], longest[j] + 1);
        }
        best = std::max(best, longest[i]);
    }
    return n - best;
}

// The per-goal facts the heuristics need, shared by the public functions and the search.
struct GoalInfo {
    int width;
    int height;
    std::array<int, kCells> cell;  // goal cell of each tile

    explicit GoalInfo(const Board& goal)
        : width(goal.width()), height(goal.height()), cell(goal_cells(goal)) {}

    int distance(int tile, int at) const {
        if (tile == 0) return 0;
        return std::abs(at / width - cell[tile] / width) +
               std::abs(at % width - cell[tile] % width);
    }

    // Conflict moves of row `r` (is_row) or column `r` of a packed board (Board::packed: 4 bits
    // a cell): 2 per tile that must leave.
    int line_conflict(std::uint64_t cells, bool is_row, int r) const {
        int order[kCells];
        int n = 0;
        const int len = is_row ? width : height;
        for (int i = 0; i < len; ++i) {
            const int at = is_row ? r * width + i : i * width + r;
            const int t = tile_at(cells, at);
            if (t == 0) continue;
            const int goal_line = is_row ? cell[t] / width : cell[t] % width;
            if (goal_line == r) order[n++] = is_row ? cell[t] % width : cell[t] / width;
        }
        return 2 * tiles_out_of_order(order, n);
    }

    int all_conflicts(std::uint64_t cells) const {
        int sum = 0;
        for (int r = 0; r < height; ++r) sum += line_conflict(cells, true, r);
        for (int c = 0; c < width; ++c) sum += line_conflict(cells, false, c);
        return sum;
    }
};

// Lesson 06's heuristics as PackedEstimates: a full count for the root, then the value after
// `tile` slides from cell `from` into the blank's cell `to`, given the packed board before.
struct ManhattanEstimate : StateIsValue {
    int cells;
    std::array<std::array<std::uint8_t, kCells>, kCells> dist{};
    explicit ManhattanEstimate(const GoalInfo& g) : cells(g.width * g.height) {
        for (int t = 1; t < kCells; ++t) {
            for (int c = 0; c < cells; ++c)
                dist[t][c] = static_cast<std::uint8_t>(g.distance(t, c));
        }
    }
    int initial(std::uint64_t packed) const {
        int sum = 0;
        for (int c = 0; c < cells; ++c) sum += dist[tile_at(packed, c)][c];
        return sum;
    }
    int after_move(int h, std::uint64_t, int tile, int from, int to) const {
        return h - dist[tile][from] + dist[tile][to];
    }
};

struct MisplacedEstimate : StateIsValue {
    int cells;
    std::array<int, kCells> home;
    explicit MisplacedEstimate(const GoalInfo& g) : cells(g.width * g.height), home(g.cell) {
        home[0] = -1;
    }
    int initial(std::uint64_t packed) const {
        int sum = 0;
        for (int c = 0; c < cells; ++c) {
            sum += tile_at(packed, c) != 0 && home[tile_at(packed, c)] != c;
        }
        return sum;
    }
    int after_move(int h, std::uint64_t, int tile, int from, int to) const {
        return h + (home[tile] == from) - (home[tile] == to);
    }
};

struct LinearConflictEstimate : StateIsValue {
    ManhattanEstimate md;
    const GoalInfo& g;
    explicit LinearConflictEstimate(const GoalInfo& info) : md(info), g(info) {}
    int initial(std::uint64_t packed) const { return md.initial(packed) + g.all_conflicts(packed); }
    // A tile moving sideways stays in its row but changes column, so no row changes; a vertical
    // move changes no column.
    int after_move(int h, std::uint64_t packed, int tile, int from, int to) const {
        const int md_after = md.after_move(h, packed, tile, from, to);
        // A line counts only the tiles whose goal is in it, so only the moving tile's goal line
        // can change, and only if the tile leaves or enters it.
        const bool vertical = (from % g.width) == (to % g.width);
        const int home = vertical ? g.cell[tile] / g.width : g.cell[tile] % g.width;
        const int left = vertical ? from / g.width : from % g.width;
        const int entered = vertical ? to / g.width : to % g.width;
        if (home != left && home != entered) return md_after;
        const std::uint64_t moved = slide(packed, tile, from, to);
        return md_after + g.line_conflict(moved, vertical, home) -
               g.line_conflict(packed, vertical, home);
    }
};

}  // namespace

SearchResult search(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer) {
    const GoalInfo info(goal);
    switch (h) {
        case Heuristic::MisplacedTiles:
            return packed_idastar(start, goal, MisplacedEstimate(info), observer);
        case Heuristic::Manhattan:
            return packed_idastar(start, goal, ManhattanEstimate(info), observer);
        case Heuristic::LinearConflict:
            return packed_idastar(start, goal, LinearConflictEstimate(info), observer);
    }
    throw std::invalid_argument("unknown heuristic " + std::to_string(static_cast<int>(h)));
}

}  // namespace npuzzle::engines::idastar_tuned
