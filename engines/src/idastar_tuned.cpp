// Description: the top rung of bench_idastar's ladder: lesson 06's IDA* tuned for speed, kept
// here so the reference (solutions/06-idastar/idastar.cpp) can stay a model answer. The search
// passes the packed board (Board::packed, 4 bits a cell) by value, so a move is one XOR and undo
// is free; a table lists each blank cell's children without the undoing move, and h is updated in
// O(1) per move from per-goal tables (linear conflict recounts only the line the moving tile can
// enter or leave). It is a template on the heuristic and on whether events are wanted, so an
// untraced search has no event code; its untraced inner loop counts a node's children at once
// and takes back the siblings it never generated when a child reaches the goal.
// bench_idastar checks that it gives the reference's paths and counters before timing it.
// Time: O(nodes generated); memory O(path length).
#include "npuzzle/engines/idastar_tuned.hpp"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "parity.hpp"

namespace npuzzle::engines::idastar_tuned {

using idastar::evaluate;
using idastar::Heuristic;

namespace {

constexpr int kCells = Board::kMaxCells;

// goal_cell[tile]: where the goal has each tile.
std::array<int, kCells> goal_cells(const Board& goal) {
    std::array<int, kCells> cell{};
    for (int c = 0; c < goal.cell_count(); ++c) cell[goal.at(c)] = c;
    return cell;
}

// The tile at `cell` of a packed board.
inline int tile_at(std::uint64_t cells, int cell) {
    return static_cast<int>((cells >> (4 * cell)) & 0xFU);
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

// The packed board after `tile` slides from `from` into the blank at `to`: the blank's nibble is
// 0, so one XOR clears the tile's old cell and writes its new one.
inline std::uint64_t slide(std::uint64_t cells, int tile, int from, int to) {
    const auto t = static_cast<std::uint64_t>(tile);
    return cells ^ (t << (4 * from)) ^ (t << (4 * to));
}

// The heuristics as the search sees them: a full value for the root, and the value after `tile`
// slides from cell `from` into the blank's cell `to`, given the packed board before that move.
struct ManhattanRule {
    std::array<std::array<std::uint8_t, kCells>, kCells> dist{};
    explicit ManhattanRule(const GoalInfo& g) {
        for (int t = 1; t < kCells; ++t) {
            for (int c = 0; c < g.width * g.height; ++c) {
                dist[t][c] = static_cast<std::uint8_t>(g.distance(t, c));
            }
        }
    }
    int root(std::uint64_t cells, int n) const {
        int sum = 0;
        for (int c = 0; c < n; ++c) sum += dist[tile_at(cells, c)][c];
        return sum;
    }
    int after(std::uint64_t, int h, int tile, int from, int to) const {
        return h - dist[tile][from] + dist[tile][to];
    }
};

struct MisplacedRule {
    std::array<int, kCells> cell;
    explicit MisplacedRule(const GoalInfo& g) : cell(g.cell) { cell[0] = -1; }
    int root(std::uint64_t cells, int n) const {
        int sum = 0;
        for (int c = 0; c < n; ++c) sum += tile_at(cells, c) != 0 && cell[tile_at(cells, c)] != c;
        return sum;
    }
    int after(std::uint64_t, int h, int tile, int from, int to) const {
        return h + (cell[tile] == from) - (cell[tile] == to);
    }
};

struct LinearConflictRule {
    ManhattanRule md;
    const GoalInfo& g;
    explicit LinearConflictRule(const GoalInfo& info) : md(info), g(info) {}
    int root(std::uint64_t cells, int n) const {
        return md.root(cells, n) + g.all_conflicts(cells);
    }
    // A tile moving sideways stays in its row but changes column, so no row changes; a vertical
    // move changes no column.
    int after(std::uint64_t cells, int h, int tile, int from, int to) const {
        const int md_after = md.after(cells, h, tile, from, to);
        // A line counts only the tiles whose goal is in it, so only the moving tile's goal line
        // can change, and only if the tile leaves or enters it.
        const bool vertical = (from % g.width) == (to % g.width);
        const int home = vertical ? g.cell[tile] / g.width : g.cell[tile] % g.width;
        const int left = vertical ? from / g.width : from % g.width;
        const int entered = vertical ? to / g.width : to % g.width;
        if (home != left && home != entered) return md_after;
        const std::uint64_t moved = slide(cells, tile, from, to);
        return md_after + g.line_conflict(moved, vertical, home) -
               g.line_conflict(cells, vertical, home);
    }
};

// For each blank cell and previous move (index 0: none, else move + 1): the children in U D L R
// order, the undoing move left out. Precomputed so the inner loop has no bounds or move checks.
struct Successors {
    struct List {
        std::uint8_t count = 0;
        std::array<std::uint8_t, 4> from{};
        std::array<Move, 4> move{};
    };
    std::array<std::array<List, 5>, kCells> list{};

    explicit Successors(const Board& shape) {
        for (int c = 0; c < shape.cell_count(); ++c) {
            // A board with its blank at c: Board knows which moves stay on it.
            std::vector<int> tiles(static_cast<std::size_t>(shape.cell_count()));
            for (int i = 0, t = 1; i < shape.cell_count(); ++i) tiles[i] = i == c ? 0 : t++;
            const Board b(shape.width(), shape.height(), tiles);
            for (int prev = -1; prev < 4; ++prev) {
                List& l = list[c][prev + 1];
                for (Move m : kMoveOrder) {
                    if (!b.can_move(m) || (prev >= 0 && m == inverse(static_cast<Move>(prev)))) {
                        continue;
                    }
                    l.from[l.count] = static_cast<std::uint8_t>(b.target(m));
                    l.move[l.count++] = m;
                }
            }
        }
    }
};

template <class Rule, bool kTrace>
class Search {
  public:
    Search(const Board& start, const Board& goal, const Rule& rule, SearchObserver& observer)
        : start_(start),
          goal_(goal),
          rule_(rule),
          succ_(goal),
          observer_(observer),
          board_(start) {}

    SearchResult run() {
        SearchResult result;
        const std::uint64_t cells = start_.packed();
        const int blank = start_.blank();
        const int h0 = rule_.root(cells, goal_.cell_count());
        if constexpr (kTrace) {
            SearchEvent e = event(EventKind::Start, 0, kNoNode, 0, h0);
            e.algorithm = "idastar";
            e.goal = &goal_;
            observer_.on_event(e);
        }
        bool found = false;
        for (int bound = h0;; bound = next_bound_) {
            bound_ = bound;
            next_bound_ = INT_MAX;
            if (path_.size() < static_cast<std::size_t>(bound) + 1) path_.resize(bound + 1);
            IterationStats it{bound, counters_.expanded, counters_.generated};
            ++counters_.iterations;
            if constexpr (kTrace) {
                const NodeId root = counters_.iterations == 1 ? 0 : next_id_++;
                SearchEvent e = event(EventKind::Iteration, root, kNoNode, 0, h0);
                e.bound = bound;
                observer_.on_event(e);
                found = visit_traced(cells, blank, 0, h0, -1, root, kNoNode);
            } else {
                counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, 1);
                found = h0 == 0 || expand(cells, blank, 0, h0, -1);
            }
            it.expanded = counters_.expanded - it.expanded;
            it.generated = counters_.generated - it.generated;
            result.iterations.push_back(it);
            // Nothing cut off means the tree was exhausted (it cannot be, with the parity
            // check, but a bound of INT_MAX must never be tried).
            if (found || next_bound_ == INT_MAX) break;
        }
        if (found) {
            result.status = SearchStatus::Found;
            result.path.assign(path_.begin(), path_.begin() + depth_);
        }
        result.counters = counters_;
        if constexpr (kTrace) {
            SearchEvent e;  // as the reference's: totals only, no node
            e.kind = EventKind::Finish;
            e.counters = &counters_;
            e.found = found;
            observer_.on_event(e);
        }
        return result;
    }

  private:
    // The untraced inner loop: expands a node within the bound that is not the goal. The board
    // travels in a register (undo is free), and each child is visited right here (f check, goal
    // test), so a cut-off leaf costs no call. Children are counted once per expansion.
    bool expand(std::uint64_t cells, int blank, int g, int h, int prev) {
        const auto& list = succ_.list[blank][prev + 1];
        ++counters_.expanded;
        counters_.generated += list.count;
        counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, g + 2);
        const int bound = bound_;
        for (int i = 0; i < list.count; ++i) {
            const int from = list.from[i];
            const int tile = tile_at(cells, from);
            const int child_h = rule_.after(cells, h, tile, from, blank);
            const int f = g + 1 + child_h;
            if (f > bound) {
                next_bound_ = std::min(next_bound_, f);
                continue;
            }
            path_[g] = list.move[i];
            // Every heuristic here is 0 exactly on the goal.
            const bool found = child_h == 0 ? (depth_ = g + 1, true)
                                            : expand(slide(cells, tile, from, blank), from, g + 1,
                                                     child_h, static_cast<int>(list.move[i]));
            if (found) {
                counters_.generated -= list.count - 1 - i;  // the siblings never generated
                return true;
            }
        }
        return false;
    }

    // The same search reporting every event; slower, for tracing and teaching.
    bool visit_traced(std::uint64_t cells, int blank, int g, int h, int prev, NodeId id,
                      NodeId parent) {
        if (g + h > bound_) {
            next_bound_ = std::min(next_bound_, g + h);
            SearchEvent e = event(EventKind::CutOff, id, parent, g, h);
            e.bound = bound_;
            observer_.on_event(e);
            return false;
        }
        if (h == 0) {
            counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, g + 1);
            depth_ = g;
            observer_.on_event(event(EventKind::Goal, id, parent, g, h));
            return true;
        }
        ++counters_.expanded;
        counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, g + 2);
        observer_.on_event(event(EventKind::Expand, id, parent, g, h));
        const auto& list = succ_.list[blank][prev + 1];
        for (int i = 0; i < list.count; ++i) {
            const int from = list.from[i];
            const int tile = tile_at(cells, from);
            const Move m = list.move[i];
            const int child_h = rule_.after(cells, h, tile, from, blank);
            ++counters_.generated;
            board_.apply(m);
            path_[g] = m;
            const NodeId child = next_id_++;
            observer_.on_event(event(EventKind::Generate, child, id, g + 1, child_h));
            if (visit_traced(slide(cells, tile, from, blank), from, g + 1, child_h,
                             static_cast<int>(m), child, id)) {
                return true;
            }
            board_.undo(m);
        }
        return false;
    }

    SearchEvent event(EventKind kind, NodeId node, NodeId parent, int g, int h) const {
        SearchEvent e;
        e.kind = kind;
        e.node = node;
        e.parent = parent;
        e.board = board_;
        e.depth = g;
        e.h = h;
        e.frontier = node == kNoNode ? 0 : static_cast<std::uint64_t>(g) + 1;  // the path
        if (g > 0) {
            e.has_move = true;
            e.move = path_[g - 1];
        }
        return e;
    }

    const Board start_;
    const Board goal_;
    const Rule& rule_;
    const Successors succ_;
    SearchObserver& observer_;
    Board board_;  // the current node, kept only when tracing, for the events
    int bound_ = 0;
    int next_bound_ = INT_MAX;
    int depth_ = 0;  // the goal's depth once found
    NodeId next_id_ = 1;
    std::vector<Move> path_;  // path_[g]: the move into depth g + 1
    SearchCounters counters_;
};

template <class Rule>
SearchResult run_with(const Board& start, const Board& goal, const Rule& rule,
                      SearchObserver& observer) {
    if (observer.wants_events()) return Search<Rule, true>(start, goal, rule, observer).run();
    return Search<Rule, false>(start, goal, rule, observer).run();
}

// Start and Finish only: what a search reports when parity rules the goal out.
void report_unsolvable(const Board& start, const Board& goal, int h, const SearchResult& result,
                       SearchObserver& observer) {
    SearchEvent e;
    e.kind = EventKind::Start;
    e.node = 0;
    e.board = start;
    e.h = h;
    e.frontier = 1;
    e.algorithm = "idastar";
    e.goal = &goal;
    observer.on_event(e);
    e = SearchEvent{};
    e.kind = EventKind::Finish;
    e.counters = &result.counters;
    observer.on_event(e);
}

}  // namespace

SearchResult search(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer) {
    require_same_shape(start, goal);
    if (!parity::is_solvable(start, goal)) {
        // IDA* would raise the bound forever: the goal is not reachable, so do not start.
        SearchResult result;
        if (observer.wants_events()) {
            report_unsolvable(start, goal, evaluate(h, start, goal), result, observer);
        }
        return result;
    }
    const GoalInfo info(goal);
    switch (h) {
        case Heuristic::MisplacedTiles:
            return run_with(start, goal, MisplacedRule(info), observer);
        case Heuristic::Manhattan:
            return run_with(start, goal, ManhattanRule(info), observer);
        case Heuristic::LinearConflict:
            return run_with(start, goal, LinearConflictRule(info), observer);
    }
    throw std::invalid_argument("unknown heuristic " + std::to_string(static_cast<int>(h)));
}

}  // namespace npuzzle::engines::idastar_tuned
