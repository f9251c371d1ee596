// Lesson 05 reference: heuristics and IDA*.
// Description: the search runs on a private copy of the board (one byte a cell) with a table of
// each cell's neighbours, and updates h in O(1) per move from a per-goal table. It is a template
// on the heuristic and on whether events are wanted, so an untraced search has no event code.
// Time: O(nodes generated); memory O(path length).
#include "idastar.hpp"

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

#include "parity.hpp"

namespace npuzzle::idastar {

namespace {

constexpr int kCells = Board::kMaxCells;

void require_same_shape(const Board& board, const Board& goal) {
    if (!board.same_shape(goal)) {
        throw std::invalid_argument("the board is " + std::to_string(board.width()) + "x" +
                                    std::to_string(board.height()) + " but the goal is " +
                                    std::to_string(goal.width()) + "x" +
                                    std::to_string(goal.height()));
    }
}

// goal_cell[tile]: where the goal has each tile.
std::array<int, kCells> goal_cells(const Board& goal) {
    std::array<int, kCells> cell{};
    for (int c = 0; c < goal.cell_count(); ++c) cell[goal.at(c)] = c;
    return cell;
}

// Tiles that must leave a line so the rest are in goal order: the count minus the longest
// increasing subsequence of their goal positions along the line (at most 4 of them).
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

    // Conflict moves of row `r` (is_row) or column `r` of `tiles`: 2 per tile that must leave.
    int line_conflict(const std::uint8_t* tiles, bool is_row, int r) const {
        int order[kCells];
        int n = 0;
        const int len = is_row ? width : height;
        for (int i = 0; i < len; ++i) {
            const int at = is_row ? r * width + i : i * width + r;
            const int t = tiles[at];
            if (t == 0) continue;
            const int goal_line = is_row ? cell[t] / width : cell[t] % width;
            if (goal_line == r) order[n++] = is_row ? cell[t] % width : cell[t] / width;
        }
        return 2 * tiles_out_of_order(order, n);
    }

    int all_conflicts(const std::uint8_t* tiles) const {
        int sum = 0;
        for (int r = 0; r < height; ++r) sum += line_conflict(tiles, true, r);
        for (int c = 0; c < width; ++c) sum += line_conflict(tiles, false, c);
        return sum;
    }
};

std::array<std::uint8_t, kCells> cells_of(const Board& board) {
    std::array<std::uint8_t, kCells> tiles{};
    for (int c = 0; c < board.cell_count(); ++c) tiles[c] = static_cast<std::uint8_t>(board.at(c));
    return tiles;
}

}  // namespace

int misplaced_tiles(const Board& board, const Board& goal) {
    require_same_shape(board, goal);
    int count = 0;
    for (int c = 0; c < board.cell_count(); ++c) {
        if (board.at(c) != 0 && board.at(c) != goal.at(c)) ++count;
    }
    return count;
}

int manhattan(const Board& board, const Board& goal) {
    require_same_shape(board, goal);
    const GoalInfo info(goal);
    int sum = 0;
    for (int c = 0; c < board.cell_count(); ++c) sum += info.distance(board.at(c), c);
    return sum;
}

int linear_conflict(const Board& board, const Board& goal) {
    const int md = manhattan(board, goal);
    return md + GoalInfo(goal).all_conflicts(cells_of(board).data());
}

int evaluate(Heuristic h, const Board& board, const Board& goal) {
    switch (h) {
        case Heuristic::MisplacedTiles:
            return misplaced_tiles(board, goal);
        case Heuristic::Manhattan:
            return manhattan(board, goal);
        case Heuristic::LinearConflict:
            return linear_conflict(board, goal);
    }
    throw std::invalid_argument("unknown heuristic " + std::to_string(static_cast<int>(h)));
}

ManhattanTable::ManhattanTable(const Board& goal) : goal_(goal) {
    const GoalInfo info(goal);
    for (int t = 0; t < goal.cell_count(); ++t) {
        for (int c = 0; c < goal.cell_count(); ++c) {
            table_[t][c] = static_cast<std::uint8_t>(info.distance(t, c));
        }
    }
}

int ManhattanTable::of(const Board& board) const {
    require_same_shape(board, goal_);
    int sum = 0;
    for (int c = 0; c < board.cell_count(); ++c) sum += distance(board.at(c), c);
    return sum;
}

int ManhattanTable::after_move(const Board& board, int h, Move m) const {
    // The tile beside the blank slides into the blank's cell; nothing else moves.
    const int from = board.target(m);
    const int tile = board.at(from);
    return h - distance(tile, from) + distance(tile, board.blank());
}

namespace {

// The heuristics as the search sees them: a full value for the root, and the value after the tile
// `tile` slid from cell `from` into the blank's cell `to` (already applied to `tiles`).
struct ManhattanRule {
    std::array<std::array<std::uint8_t, kCells>, kCells> dist{};
    explicit ManhattanRule(const GoalInfo& g) {
        for (int t = 1; t < kCells; ++t) {
            for (int c = 0; c < g.width * g.height; ++c) {
                dist[t][c] = static_cast<std::uint8_t>(g.distance(t, c));
            }
        }
    }
    int root(const std::uint8_t* tiles, int n) const {
        int sum = 0;
        for (int c = 0; c < n; ++c) sum += dist[tiles[c]][c];
        return sum;
    }
    int after(const std::uint8_t*, int h, int tile, int from, int to) const {
        return h - dist[tile][from] + dist[tile][to];
    }
};

struct MisplacedRule {
    std::array<int, kCells> cell;
    explicit MisplacedRule(const GoalInfo& g) : cell(g.cell) { cell[0] = -1; }
    int root(const std::uint8_t* tiles, int n) const {
        int sum = 0;
        for (int c = 0; c < n; ++c) sum += tiles[c] != 0 && cell[tiles[c]] != c;
        return sum;
    }
    int after(const std::uint8_t*, int h, int tile, int from, int to) const {
        return h + (cell[tile] == from) - (cell[tile] == to);
    }
};

struct LinearConflictRule {
    ManhattanRule md;
    const GoalInfo& g;
    explicit LinearConflictRule(const GoalInfo& info) : md(info), g(info) {}
    int root(const std::uint8_t* tiles, int n) const {
        return md.root(tiles, n) + g.all_conflicts(tiles);
    }
    // A tile moving sideways stays in its row but changes column: only the two columns change
    // their conflicts; a vertical move changes only two rows.
    int after(const std::uint8_t* tiles, int h, int tile, int from, int to) const {
        const bool vertical = (from % g.width) == (to % g.width);
        const int a = vertical ? from / g.width : from % g.width;
        const int b = vertical ? to / g.width : to % g.width;
        std::uint8_t before[kCells];
        std::copy(tiles, tiles + kCells, before);
        before[from] = static_cast<std::uint8_t>(tile);
        before[to] = 0;
        const int old_lines =
            g.line_conflict(before, vertical, a) + g.line_conflict(before, vertical, b);
        const int new_lines =
            g.line_conflict(tiles, vertical, a) + g.line_conflict(tiles, vertical, b);
        return md.after(tiles, h, tile, from, to) + new_lines - old_lines;
    }
};

// The neighbours of each cell in U D L R order, with the move that reaches them.
struct Neighbours {
    std::array<std::array<std::uint8_t, 4>, kCells> cell{};
    std::array<std::array<Move, 4>, kCells> move{};
    std::array<std::uint8_t, kCells> count{};
    explicit Neighbours(const Board& shape) {
        for (int c = 0; c < shape.cell_count(); ++c) {
            // A board with its blank at c: Board knows which moves stay on it.
            std::vector<int> tiles(static_cast<std::size_t>(shape.cell_count()));
            for (int i = 0, t = 1; i < shape.cell_count(); ++i) tiles[i] = i == c ? 0 : t++;
            const Board b(shape.width(), shape.height(), tiles);
            for (Move m : kMoveOrder) {
                if (!b.can_move(m)) continue;
                cell[c][count[c]] = static_cast<std::uint8_t>(b.target(m));
                move[c][count[c]++] = m;
            }
        }
    }
};

template <class Rule, bool kTrace>
class Search {
  public:
    Search(const Board& start, const Board& goal, const Rule& rule, SearchObserver& observer)
        : goal_(goal), rule_(rule), observer_(observer), board_(start) {
        tiles_ = cells_of(start);
        blank_ = start.blank();
        path_.reserve(128);
    }

    SearchResult run() {
        SearchResult result;
        const int h0 = rule_.root(tiles_.data(), goal_.cell_count());
        if constexpr (kTrace) {
            SearchEvent e = event(EventKind::Start, 0, kNoNode, 0, h0);
            e.algorithm = "idastar";
            e.goal = &goal_;
            observer_.on_event(e);
        }
        int bound = h0;
        while (true) {
            bound_ = bound;
            next_bound_ = INT_MAX;
            IterationStats it{bound, counters_.expanded, counters_.generated};
            ++counters_.iterations;
            const NodeId root = counters_.iterations == 1 ? 0 : next_id_++;
            if constexpr (kTrace) {
                SearchEvent e = event(EventKind::Iteration, root, kNoNode, 0, h0);
                e.bound = bound;
                observer_.on_event(e);
            }
            const bool found = visit(0, h0, -1, root, kNoNode);
            it.expanded = counters_.expanded - it.expanded;
            it.generated = counters_.generated - it.generated;
            result.iterations.push_back(it);
            if (found) {
                result.status = SearchStatus::Found;
                result.path = path_;
                break;
            }
            if (next_bound_ == INT_MAX) break;  // nothing was cut off: the tree is exhausted
            bound = next_bound_;
        }
        result.counters = counters_;
        finish(result.found());
        return result;
    }

    void finish(bool found) {
        if constexpr (kTrace) {
            SearchEvent e = event(EventKind::Finish, kNoNode, kNoNode, 0, -1);
            e.counters = &counters_;
            e.found = found;
            observer_.on_event(e);
        }
    }

  private:
    SearchEvent event(EventKind kind, NodeId node, NodeId parent, int g, int h) const {
        SearchEvent e;
        e.kind = kind;
        e.node = node;
        e.parent = parent;
        e.board = board_;
        e.depth = g;
        e.h = h;
        e.frontier = path_.size() + (node == kNoNode ? 0 : 1);
        if (!path_.empty() && g > 0) {
            e.has_move = true;
            e.move = path_.back();
        }
        return e;
    }

    // Visits a node whose f is within the bound (its parent checked); `prev` is the move that
    // reached it (-1 at the root).
    bool visit(int g, int h, int prev, NodeId id, NodeId parent) {
        if (g + h > bound_) return cut_off(g, h, id, parent);
        counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, g + 1);
        if (h == 0) {  // all three heuristics are 0 exactly on the goal
            if constexpr (kTrace) observer_.on_event(event(EventKind::Goal, id, parent, g, h));
            return true;
        }
        ++counters_.expanded;
        if constexpr (kTrace) observer_.on_event(event(EventKind::Expand, id, parent, g, h));
        const int blank = blank_;
        const int skip = prev < 0 ? -1 : (prev ^ 1);  // inverse(m) flips the lowest bit
        for (int i = 0; i < nb_.count[blank]; ++i) {
            const Move m = nb_.move[blank][i];
            if (static_cast<int>(m) == skip) continue;
            const int from = nb_.cell[blank][i];
            const int tile = tiles_[from];
            ++counters_.generated;
            tiles_[blank] = static_cast<std::uint8_t>(tile);
            tiles_[from] = 0;
            blank_ = from;
            path_.push_back(m);
            const int child_h = rule_.after(tiles_.data(), h, tile, from, blank);
            bool found;
            if constexpr (kTrace) {
                board_.apply(m);
                const NodeId child = next_id_++;
                observer_.on_event(event(EventKind::Generate, child, id, g + 1, child_h));
                found = visit(g + 1, child_h, static_cast<int>(m), child, id);
            } else if (g + 1 + child_h > bound_) {
                // The child is visited and cut off; doing it here saves a call per leaf.
                found = cut_off(g + 1, child_h, 0, 0);
            } else {
                found = visit(g + 1, child_h, static_cast<int>(m), 0, 0);
            }
            if (found) return true;
            path_.pop_back();
            if constexpr (kTrace) board_.undo(m);
            blank_ = blank;
            tiles_[from] = static_cast<std::uint8_t>(tile);
            tiles_[blank] = 0;
        }
        return false;
    }

    bool cut_off(int g, int h, NodeId id, NodeId parent) {
        counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, g + 1);
        next_bound_ = std::min(next_bound_, g + h);
        if constexpr (kTrace) {
            SearchEvent e = event(EventKind::CutOff, id, parent, g, h);
            e.bound = bound_;
            observer_.on_event(e);
        }
        return false;
    }

    const Board goal_;
    const Rule& rule_;
    const Neighbours nb_{goal_};
    SearchObserver& observer_;
    Board board_;  // kept in step with tiles_ only when tracing, for the events
    std::array<std::uint8_t, kCells> tiles_{};
    int blank_ = 0;
    int bound_ = 0;
    int next_bound_ = INT_MAX;
    NodeId next_id_ = 1;
    std::vector<Move> path_;
    SearchCounters counters_;
};

template <class Rule>
SearchResult run_with(const Board& start, const Board& goal, const Rule& rule,
                      SearchObserver& observer) {
    if (observer.wants_events()) return Search<Rule, true>(start, goal, rule, observer).run();
    return Search<Rule, false>(start, goal, rule, observer).run();
}

}  // namespace

SearchResult idastar(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer) {
    require_same_shape(start, goal);
    if (!parity::is_solvable(start, goal)) {
        // Unreachable goal: IDA* would raise the bound forever, so it is not started.
        SearchResult result;
        if (observer.wants_events()) {
            SearchEvent e;
            e.kind = EventKind::Start;
            e.node = 0;
            e.board = start;
            e.h = evaluate(h, start, goal);
            e.algorithm = "idastar";
            e.goal = &goal;
            observer.on_event(e);
            e = SearchEvent{};
            e.kind = EventKind::Finish;
            e.board = start;
            e.counters = &result.counters;
            observer.on_event(e);
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

}  // namespace npuzzle::idastar
