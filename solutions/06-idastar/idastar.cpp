// Description: lesson 06 reference. Linear conflict for any goal and shape, and IDA* (Korf 1985)
// over any estimate: depth-first searches bounded by f = g + h, each next bound the smallest f
// cut off. The search keeps one Board and applies and undoes each move in place, never tries the
// move that undoes the one before, and asks the estimate for each child's h from its parent's.
// The lesson's heuristics are one such estimate: Manhattan updated with ManhattanTable in O(1),
// misplaced tiles by the one tile that slides, linear conflict recounted.
// What the lesson teaches: deepening a bound on f keeps A*'s shortest paths in memory for one
// path; a better estimate means fewer nodes, and the move back is the only duplicate to avoid.
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

// The fewest tiles of one line (a row or a column: `count` cells from cell `first`, `step` apart)
// that must leave it so that the others stand in goal order. Only the tiles whose goal cell is on
// the line count: their number minus the longest increasing run (not necessarily contiguous) of
// their goal cells, in line order (O(n^2), n <= 8).
int must_leave(const Board& board, const Cells& home, int first, int step, int count) {
    Cells goal_cell{};  // of the line's own tiles, in line order
    Cells longest{};    // longest[i]: the longest increasing run of goal cells that ends at i
    int n = 0;
    int best = 0;
    for (int k = 0; k < count; ++k) {
        const int tile = board.at(first + k * step);
        const int along = home[tile] - first;  // from the line's first cell to the tile's goal cell
        const bool goal_on_line = along >= 0 && along % step == 0 && along / step < count;
        if (tile == 0 || !goal_on_line) continue;
        goal_cell[n] = home[tile];
        longest[n] = 1;
        for (int j = 0; j < n; ++j) {
            if (goal_cell[j] < goal_cell[n]) longest[n] = std::max(longest[n], longest[j] + 1);
        }
        best = std::max(best, longest[n++]);
    }
    return n - best;
}

}  // namespace

int linear_conflict(const Board& board, const Board& goal) {
    const int sum = astar::manhattan(board, goal);  // checks the shapes
    const Cells home = home_cells(goal);
    const int width = board.width();
    const int height = board.height();
    int leaving = 0;
    for (int row = 0; row < height; ++row)
        leaving += must_leave(board, home, row * width, 1, width);
    for (int col = 0; col < width; ++col) leaving += must_leave(board, home, col, width, height);
    return sum + 2 * leaving;
}

int evaluate(Heuristic h, const Board& board, const Board& goal) {
    switch (h) {
        case Heuristic::MisplacedTiles:
            return astar::misplaced_tiles(board, goal);
        case Heuristic::Manhattan:
            return astar::manhattan(board, goal);
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

// Heuristic `h` of one goal as the search's estimate: Manhattan and misplaced tiles change only by
// the tile that slides into the blank's cell; linear conflict is counted again.
class HeuristicEstimate final : public Estimate {
  public:
    HeuristicEstimate(Heuristic h, const Board& goal)
        : heuristic_(h), goal_(goal), manhattan_(goal) {}

    int initial(const Board& board) const override { return evaluate(heuristic_, board, goal_); }

    int after_move(const Board& board, int h, Move m) const override {
        switch (heuristic_) {
            case Heuristic::Manhattan:
                return manhattan_.after_move(board, h, m);
            case Heuristic::MisplacedTiles: {
                const int from = board.target(m);
                const int tile = board.at(from);
                return h - (goal_.at(from) != tile) + (goal_.at(board.blank()) != tile);
            }
            case Heuristic::LinearConflict:
                break;
        }
        return evaluate(heuristic_, board.moved(m), goal_);
    }

  private:
    const Heuristic heuristic_;
    const Board goal_;
    const ManhattanTable manhattan_;
};

constexpr int kNoBound = std::numeric_limits<int>::max();

// One IDA* search. board_ is the node being visited: each child's move is applied to it before
// the child's visit and undone after, and the child's h comes from its parent's (after_move).
class Search {
  public:
    Search(const Board& start, const Board& goal, const Estimate& estimate,
           SearchObserver& observer)
        : goal_(goal), estimate_(estimate), events_(observer), board_(start) {}

    SearchResult run() {
        SearchResult result;
        const int h0 = estimate_.initial(board_);
        events_.start("idastar", board_, goal_, h0);
        if (!parity::is_solvable(board_, goal_)) {
            // IDA* would raise the bound forever: the goal is not reachable, so do not start.
            events_.finish(result.counters, false);
            return result;
        }
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
            const int h_child = estimate_.after_move(board_, h, m);
            const NodeId child = next_id_++;
            board_.apply(m);
            path_.push_back(m);
            events_.generate(EventNode::child(child, id, m, board_, g + 1, h_child), on_path + 1);
            if (visit(child, id, h_child)) return true;
            path_.pop_back();
            board_.undo(m);
        }
        return false;
    }

    const Board goal_;
    const Estimate& estimate_;
    const EventReporter events_;
    Board board_;             // the node being visited
    std::vector<Move> path_;  // the moves from the start to board_
    int bound_ = 0;
    int next_bound_ = kNoBound;
    NodeId next_id_ = 1;
    SearchCounters counters_;
};

}  // namespace

SearchResult idastar(const Board& start, const Board& goal, const Estimate& estimate,
                     SearchObserver& observer) {
    require_same_shape(start, goal);
    return Search(start, goal, estimate, observer).run();
}

SearchResult idastar(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer) {
    require_same_shape(start, goal);
    return idastar(start, goal, HeuristicEstimate(h, goal), observer);
}

}  // namespace npuzzle::idastar
