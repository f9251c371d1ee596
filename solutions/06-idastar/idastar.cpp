// Description: lesson 06 reference. The heuristics for any goal and shape, and IDA* (Korf 1985):
// depth-first searches bounded by f = g + h, each next bound the smallest f cut off. The search
// keeps one Board and applies and undoes each move in place, never tries the move that undoes
// the one before, and updates h per move: Manhattan with ManhattanTable in O(1), misplaced tiles
// by the one tile that slides, linear conflict recounted.
// Time: O(nodes generated), each in O(1) (linear conflict: O(W*H)); memory O(path length).
#include "idastar.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "npuzzle/tracer/report.hpp"
#include "parity.hpp"

namespace npuzzle::idastar {

namespace {

using Cells = std::array<int, Board::kMaxCells>;

// home[tile]: the cell where the goal has `tile`.
Cells home_cells(const Board& goal) {
    Cells home{};
    for (int cell = 0; cell < goal.cell_count(); ++cell) home[goal.at(cell)] = cell;
    return home;
}

int cell_distance(int a, int b, int width) {
    return std::abs(a / width - b / width) + std::abs(a % width - b % width);
}

// The fewest of a line's tiles that must leave it so the others stand in goal order: their
// count minus the longest increasing subsequence of their goal positions (O(n^2), n <= 8).
int must_leave(const Cells& goal_position, int n) {
    Cells longest{};
    int best = 0;
    for (int i = 0; i < n; ++i) {
        longest[i] = 1;
        for (int j = 0; j < i; ++j) {
            if (goal_position[j] < goal_position[i])
                longest[i] = std::max(longest[i], longest[j] + 1);
        }
        best = std::max(best, longest[i]);
    }
    return n - best;
}

// must_leave for row `line` (in_rows) or column `line`: only the tiles whose goal is that line.
int must_leave_line(const Board& board, const Cells& home, bool in_rows, int line) {
    const int w = board.width();
    Cells goal_position{};
    int n = 0;
    for (int i = 0; i < (in_rows ? w : board.height()); ++i) {
        const int tile = in_rows ? board.at(line, i) : board.at(i, line);
        if (tile == 0) continue;
        const int goal_row = home[tile] / w;
        const int goal_col = home[tile] % w;
        if ((in_rows ? goal_row : goal_col) == line) {
            goal_position[n++] = in_rows ? goal_col : goal_row;
        }
    }
    return must_leave(goal_position, n);
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
    const Cells home = home_cells(goal);
    int sum = 0;
    for (int c = 0; c < board.cell_count(); ++c) {
        if (board.at(c) != 0) sum += cell_distance(c, home[board.at(c)], board.width());
    }
    return sum;
}

int linear_conflict(const Board& board, const Board& goal) {
    const int sum = manhattan(board, goal);
    const Cells home = home_cells(goal);
    int leaving = 0;
    for (int row = 0; row < board.height(); ++row)
        leaving += must_leave_line(board, home, true, row);
    for (int col = 0; col < board.width(); ++col)
        leaving += must_leave_line(board, home, false, col);
    return sum + 2 * leaving;
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
    const Cells home = home_cells(goal);
    for (int tile = 1; tile < goal.cell_count(); ++tile) {
        for (int cell = 0; cell < goal.cell_count(); ++cell) {
            table_[tile][cell] =
                static_cast<std::uint8_t>(cell_distance(cell, home[tile], goal.width()));
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

constexpr int kNoBound = std::numeric_limits<int>::max();

// h of a node's child from h of the node: only the tile the blank swaps with moves.
class Estimate {
  public:
    Estimate(Heuristic kind, const Board& goal) : kind_(kind), goal_(goal), manhattan_(goal) {}

    int of(const Board& board) const { return evaluate(kind_, board, goal_); }

    int after_move(const Board& board, int h, Move m) const {
        switch (kind_) {
            case Heuristic::Manhattan:
                return manhattan_.after_move(board, h, m);
            case Heuristic::MisplacedTiles: {
                const int from = board.target(m);
                const int tile = board.at(from);
                return h - (goal_.at(from) != tile) + (goal_.at(board.blank()) != tile);
            }
            case Heuristic::LinearConflict:
                return linear_conflict(board.moved(m), goal_);
        }
        return of(board.moved(m));
    }

  private:
    Heuristic kind_;
    Board goal_;
    ManhattanTable manhattan_;
};

class Search {
  public:
    Search(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer)
        : goal_(goal), estimate_(h, goal), events_(observer), board_(start) {}

    SearchResult run() {
        SearchResult result;
        const int h0 = estimate_.of(board_);
        events_.start("idastar", board_, goal_, h0);
        bool found = false;
        for (int bound = h0; !found && bound != kNoBound; bound = next_bound_) {
            bound_ = bound;
            next_bound_ = kNoBound;
            const SearchCounters before = counters_;
            ++counters_.iterations;
            // The first iteration's root is the Start node; each later one is a new node.
            const NodeId root = counters_.iterations == 1 ? 0 : next_id_++;
            events_.iteration(EventNode::root(root, board_, h0), bound);
            found = visit(root, kNoNode, h0);
            result.iterations.push_back({bound, counters_.expanded - before.expanded,
                                         counters_.generated - before.generated});
        }
        if (found) {
            result.status = SearchStatus::Found;
            result.path = path_;
        }
        result.counters = counters_;
        events_.finish(result.counters, found);
        return result;
    }

  private:
    // Visits the node board_ is on, reached from `parent` by path_.back(): f check, goal test,
    // then each child in U, D, L, R order, applied to board_ before its visit and undone after.
    bool visit(NodeId id, NodeId parent, int h) {
        const int g = static_cast<int>(path_.size());
        const std::uint64_t on_path = static_cast<std::uint64_t>(g) + 1;
        counters_.max_frontier = std::max(counters_.max_frontier, on_path);
        const EventNode node = g == 0 ? EventNode::root(id, board_, h)
                                      : EventNode::child(id, parent, path_.back(), board_, g, h);
        if (g + h > bound_) {
            next_bound_ = std::min(next_bound_, g + h);
            events_.cut_off(node, bound_, on_path);
            return false;
        }
        if (board_ == goal_) {
            events_.goal(node, on_path);
            return true;
        }
        ++counters_.expanded;
        events_.expand(node, on_path);
        for (Move m : kMoveOrder) {
            if (!board_.can_move(m) || (g > 0 && m == inverse(path_.back()))) continue;
            ++counters_.generated;
            const int child_h = estimate_.after_move(board_, h, m);
            const NodeId child = next_id_++;
            board_.apply(m);
            path_.push_back(m);
            events_.generate(EventNode::child(child, id, m, board_, g + 1, child_h), on_path + 1);
            if (visit(child, id, child_h)) return true;
            path_.pop_back();
            board_.undo(m);
        }
        return false;
    }

    const Board goal_;
    const Estimate estimate_;
    const EventReporter events_;
    Board board_;             // the node being visited
    std::vector<Move> path_;  // the moves from the start to board_
    int bound_ = 0;
    int next_bound_ = kNoBound;
    NodeId next_id_ = 1;
    SearchCounters counters_;
};

}  // namespace

SearchResult idastar(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer) {
    require_same_shape(start, goal);
    if (!parity::is_solvable(start, goal)) {
        // IDA* would raise the bound forever: the goal is not reachable, so do not start.
        SearchResult result;
        const EventReporter events(observer);
        if (events.wanted()) events.start("idastar", start, goal, evaluate(h, start, goal));
        events.finish(result.counters, false);
        return result;
    }
    return Search(start, goal, h, observer).run();
}

}  // namespace npuzzle::idastar
