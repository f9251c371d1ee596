// Description: lesson 04 reference. Depth-limited DFS with an explicit stack (seed 004) that
// avoids only the boards on the current path, and iterative deepening on top of it. Each stack
// entry knows its depth, so when an entry is popped the path is cut back to its parent before it
// is extended; IDDFS runs the same pass with limits 0, 1, 2, ... and numbers nodes across passes.
// What the lesson teaches: depth-first search keeps one path, not a frontier; a depth limit makes
// it end, and raising the limit one move at a time makes its first answer a shortest one.
// Time: O(b^L) nodes for limit L (b ~ 1.7 on the 8-puzzle once the parent is excluded);
// memory O(L) for the path plus O(3L) stack entries.
#include "dfs.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "npuzzle/tracer/report.hpp"
#include "parity.hpp"

namespace npuzzle::dfs {

namespace {

struct Entry {
    Board board;
    int depth = 0;
    Move move = Move::Up;  // from the parent; unused for the root (depth 0)
    NodeId id = 0;
    NodeId parent = kNoNode;
};

EventNode event_node(const Entry& e) {
    return e.depth == 0 ? EventNode::root(e.id, e.board)
                        : EventNode::child(e.id, e.parent, e.move, e.board, e.depth);
}

// What one depth-limited pass finds.
struct PassResult {
    SearchStatus status = SearchStatus::Failure;
    std::vector<Move> path;
};

// One depth-limited pass from `root`; `next_id` carries node ids across IDDFS passes and the
// counters add up across them.
PassResult limited(const Board& start, const Board& goal, int limit, NodeId root, NodeId& next_id,
                   SearchCounters& counters, const EventReporter& events) {
    std::vector<Entry> stack = {{start, 0, Move::Up, root, kNoNode}};
    std::vector<Board> path_boards;  // the boards from the root to the node being expanded
    std::vector<Move> path_moves;
    bool cut = false;
    counters.max_frontier = std::max<std::uint64_t>(counters.max_frontier, 1);
    while (!stack.empty()) {
        const Entry node = stack.back();
        stack.pop_back();
        path_boards.resize(static_cast<std::size_t>(node.depth));
        path_moves.resize(static_cast<std::size_t>(node.depth));
        if (node.depth > 0) path_moves.back() = node.move;
        if (node.board == goal) {
            events.goal(event_node(node), stack.size());
            return {SearchStatus::Found, path_moves};
        }
        if (node.depth == limit) {
            cut = true;
            events.cut_off(event_node(node), limit, stack.size());
            continue;
        }
        path_boards.push_back(node.board);
        ++counters.expanded;
        events.expand(event_node(node), stack.size());
        const std::size_t first_child = stack.size();
        for (Move m : kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            ++counters.generated;
            Entry child{node.board, node.depth + 1, m, next_id++, node.id};
            child.board.apply(m);
            events.generate(event_node(child), stack.size());
            if (std::find(path_boards.begin(), path_boards.end(), child.board) !=
                path_boards.end()) {
                ++counters.duplicates;
                events.skip_duplicate(event_node(child), stack.size());
                continue;
            }
            stack.push_back(child);
        }
        // Pushed U first, so reversing puts U on top: children are visited in U, D, L, R order.
        std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(first_child), stack.end());
        counters.max_frontier = std::max<std::uint64_t>(counters.max_frontier, stack.size());
    }
    return {cut ? SearchStatus::CutOff : SearchStatus::Failure, {}};
}

}  // namespace

SearchResult depth_limited(const Board& start, const Board& goal, int limit,
                           SearchObserver& observer) {
    require_same_shape(start, goal);
    if (limit < 0) {
        throw std::invalid_argument("the depth limit must be 0 or more, got " +
                                    std::to_string(limit));
    }
    const EventReporter events(observer);
    SearchResult result;
    result.counters.iterations = 1;
    events.start("dls", start, goal);
    NodeId next_id = 1;
    PassResult pass = limited(start, goal, limit, 0, next_id, result.counters, events);
    result.status = pass.status;
    result.path = std::move(pass.path);
    events.finish(result.counters, result.found());
    return result;
}

SearchResult iddfs(const Board& start, const Board& goal, int max_limit, SearchObserver& observer) {
    require_same_shape(start, goal);
    const EventReporter events(observer);
    SearchResult result;
    events.start("iddfs", start, goal);
    if (!parity::is_solvable(start, goal)) {
        result.status = SearchStatus::Failure;
        events.finish(result.counters, false);
        return result;
    }
    NodeId next_id = 1;
    for (int limit = 0; max_limit < 0 || limit <= max_limit; ++limit) {
        // Iteration 0 reuses the Start node as its root; later roots take the next id.
        const NodeId root = limit == 0 ? 0 : next_id++;
        const SearchCounters before = result.counters;
        ++result.counters.iterations;
        events.iteration(EventNode::root(root, start), limit);
        PassResult pass = limited(start, goal, limit, root, next_id, result.counters, events);
        result.iterations.push_back({limit, result.counters.expanded - before.expanded,
                                     result.counters.generated - before.generated});
        result.status = pass.status;
        result.path = std::move(pass.path);
        if (pass.status != SearchStatus::CutOff) break;
    }
    events.finish(result.counters, result.found());
    return result;
}

}  // namespace npuzzle::dfs
