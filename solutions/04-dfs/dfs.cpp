// Description: lesson 04 reference. Depth-limited DFS with an explicit stack (seed 004) that
// avoids only the boards on the current path, and iterative deepening on top of it. Each stack
// entry knows its depth, so the path is cut back to the popped node's parent before it is
// extended; untraced runs take a template instance with the event lines compiled out.
// Time: O(b^L) nodes for limit L (b ~ 1.7 on the 8-puzzle once the parent is excluded);
// memory O(L) for the path plus O(3L) stack entries.
#include "dfs.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "parity.hpp"

namespace npuzzle::dfs {

namespace {

struct Entry {
    Board board;
    int depth;
    Move move;  // from the parent; unused for the root
    NodeId node;
    NodeId parent;
};

SearchEvent event(EventKind kind, const Entry& e, std::size_t frontier) {
    SearchEvent ev;
    ev.kind = kind;
    ev.node = e.node;
    ev.parent = e.parent;
    ev.board = e.board;
    ev.depth = e.depth;
    ev.has_move = e.depth > 0;
    ev.move = e.move;
    ev.frontier = frontier;
    return ev;
}

// What one depth-limited pass leaves behind; `next_id` carries node ids across IDDFS passes.
struct Pass {
    SearchStatus status = SearchStatus::Failure;
    std::vector<Move> path;
};

template <bool kTraced>
Pass limited(const Board& start, const Board& goal, int limit, NodeId root, NodeId& next_id,
             SearchCounters& c, SearchObserver& observer) {
    std::vector<Entry> stack = {{start, 0, Move::Up, root, kNoNode}};
    std::vector<Board> path_boards;  // the boards from the root to the node being expanded
    std::vector<Move> path_moves;
    bool cut = false;
    c.max_frontier = std::max<std::uint64_t>(c.max_frontier, 1);
    while (!stack.empty()) {
        const Entry node = stack.back();
        stack.pop_back();
        path_boards.resize(static_cast<std::size_t>(node.depth));
        path_moves.resize(static_cast<std::size_t>(node.depth));
        if (node.depth > 0) path_moves.back() = node.move;
        if (node.board == goal) {
            if constexpr (kTraced) observer.on_event(event(EventKind::Goal, node, stack.size()));
            return {SearchStatus::Found, path_moves};
        }
        if (node.depth == limit) {
            cut = true;
            if constexpr (kTraced) {
                SearchEvent e = event(EventKind::CutOff, node, stack.size());
                e.bound = limit;
                observer.on_event(e);
            }
            continue;
        }
        path_boards.push_back(node.board);
        ++c.expanded;
        if constexpr (kTraced) observer.on_event(event(EventKind::Expand, node, stack.size()));
        const std::size_t first_child = stack.size();
        for (Move m : kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            ++c.generated;
            Entry child{node.board, node.depth + 1, m, 0, node.node};
            child.board.apply(m);
            if constexpr (kTraced) {
                child.node = next_id++;
                observer.on_event(event(EventKind::Generate, child, stack.size()));
            }
            if (std::find(path_boards.begin(), path_boards.end(), child.board) !=
                path_boards.end()) {
                ++c.duplicates;
                if constexpr (kTraced) {
                    observer.on_event(event(EventKind::SkipDuplicate, child, stack.size()));
                }
                continue;
            }
            stack.push_back(child);
        }
        // Pushed U first, so reversing puts U on top: children are visited in U, D, L, R order.
        std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(first_child), stack.end());
        c.max_frontier = std::max<std::uint64_t>(c.max_frontier, stack.size());
    }
    return {cut ? SearchStatus::CutOff : SearchStatus::Failure, {}};
}

void start_event(SearchObserver& observer, const Board& start, const Board& goal,
                 std::string_view name) {
    SearchEvent e;
    e.kind = EventKind::Start;
    e.node = 0;
    e.board = start;
    e.frontier = 1;
    e.algorithm = name;
    e.goal = &goal;
    observer.on_event(e);
}

void finish_event(SearchObserver& observer, const Board& start, const SearchResult& result) {
    SearchEvent e;
    e.kind = EventKind::Finish;
    e.board = start;
    e.counters = &result.counters;
    e.found = result.found();
    observer.on_event(e);
}

}  // namespace

SearchResult depth_limited(const Board& start, const Board& goal, int limit,
                           SearchObserver& observer) {
    require_same_shape(start, goal);
    if (limit < 0) {
        throw std::invalid_argument("the depth limit must be 0 or more, got " +
                                    std::to_string(limit));
    }
    SearchResult result;
    result.counters.iterations = 1;
    NodeId next_id = 1;
    Pass pass;
    if (observer.wants_events()) {
        start_event(observer, start, goal, "dls");
        pass = limited<true>(start, goal, limit, 0, next_id, result.counters, observer);
    } else {
        pass = limited<false>(start, goal, limit, 0, next_id, result.counters, observer);
    }
    result.status = pass.status;
    result.path = std::move(pass.path);
    if (observer.wants_events()) finish_event(observer, start, result);
    return result;
}

SearchResult iddfs(const Board& start, const Board& goal, int max_limit, SearchObserver& observer) {
    require_same_shape(start, goal);
    const bool traced = observer.wants_events();
    SearchResult result;
    if (traced) start_event(observer, start, goal, "iddfs");
    if (!parity::is_solvable(start, goal)) {
        result.status = SearchStatus::Failure;
        if (traced) finish_event(observer, start, result);
        return result;
    }
    NodeId next_id = 1;
    for (int limit = 0; max_limit < 0 || limit <= max_limit; ++limit) {
        // Iteration 0 reuses the Start node as its root; later roots take the next id.
        const NodeId root = limit == 0 ? 0 : next_id++;
        const SearchCounters before = result.counters;
        ++result.counters.iterations;
        Pass pass;
        if (traced) {
            SearchEvent e;
            e.kind = EventKind::Iteration;
            e.node = root;
            e.board = start;
            e.bound = limit;
            e.frontier = 1;
            observer.on_event(e);
            pass = limited<true>(start, goal, limit, root, next_id, result.counters, observer);
        } else {
            pass = limited<false>(start, goal, limit, root, next_id, result.counters, observer);
        }
        result.iterations.push_back({limit, result.counters.expanded - before.expanded,
                                     result.counters.generated - before.generated});
        result.status = pass.status;
        result.path = std::move(pass.path);
        if (pass.status != SearchStatus::CutOff) break;
    }
    if (traced) finish_event(observer, start, result);
    return result;
}

}  // namespace npuzzle::dfs
