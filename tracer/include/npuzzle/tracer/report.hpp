// Description: one call per event kind, so a search reports each event in one line and cannot
// fill a SearchEvent wrongly: every call takes exactly what its kind carries (the algorithm and
// goal only for Start, a bound only for Iteration and CutOff, the counters only for Finish), and
// a node's parent and move always travel together (EventNode::root or EventNode::child).
//   EventReporter events(observer);
//   events.start("bfs", start, goal);
//   events.generate(EventNode::child(id, parent, move, board, depth), queue.size());
// When the observer wants no events (the default null_observer()), every call returns at once
// and its arguments are never built into an event. A search written once as a template over its
// reporter can go further and run untraced with SilentReporter, whose calls compile to nothing.
// Time: O(1) per call, plus what the observer does.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle {

// A search-tree node as events name it: a root (no parent, no move, depth 0), or a child of
// `parent` reached by the blank's `move`. It refers to the search's board instead of copying it
// (a search that wants no events then copies nothing): build it in the call that reports it.
struct EventNode {
    NodeId id = kNoNode;
    std::optional<NodeId> parent;  // none for a root
    const Board* board = nullptr;
    int depth = 0;
    bool has_move = false;
    Move move = Move::Up;
    std::optional<int> h;  // the heuristic value, none where the algorithm has none

    static EventNode root(NodeId id, const Board& board,
                          std::optional<int> h = std::nullopt) noexcept {
        return {id, std::nullopt, &board, 0, false, Move::Up, h};
    }
    static EventNode child(NodeId id, NodeId parent, Move move, const Board& board, int depth,
                           std::optional<int> h = std::nullopt) noexcept {
        return {id, parent, &board, depth, true, move, h};
    }
};

// Reports a search's events to one observer. `frontier` is the open list's size when the event
// happens (BFS queue, DFS stack, IDA* path); Start and Iteration have the root alone on it.
class EventReporter {
  public:
    explicit EventReporter(SearchObserver& observer) noexcept
        : observer_(observer), wanted_(observer.wants_events()) {}

    // Whether the observer wants events at all: a search may skip work done only for them.
    bool wanted() const noexcept { return wanted_; }

    // The root, node 0, of a search for `goal` by the algorithm named `algorithm`.
    void start(std::string_view algorithm, const Board& root, const Board& goal,
               std::optional<int> h = std::nullopt) const {
        if (!wanted_) return;
        SearchEvent e = node_event(EventKind::Start, EventNode::root(0, root, h), 1);
        e.algorithm = algorithm;
        e.goal = &goal;
        observer_.on_event(e);
    }
    // An iterative search (IDDFS, IDA*) begins a pass from `root` with a depth limit or f-bound.
    void iteration(const EventNode& root, int bound) const {
        if (!wanted_) return;
        SearchEvent e = node_event(EventKind::Iteration, root, 1);
        e.bound = bound;
        observer_.on_event(e);
    }
    void expand(const EventNode& node, std::uint64_t frontier) const {
        if (wanted_) observer_.on_event(node_event(EventKind::Expand, node, frontier));
    }
    void generate(const EventNode& child, std::uint64_t frontier) const {
        if (wanted_) observer_.on_event(node_event(EventKind::Generate, child, frontier));
    }
    // The child just generated is a board already seen: it is not kept.
    void skip_duplicate(const EventNode& child, std::uint64_t frontier) const {
        if (wanted_) observer_.on_event(node_event(EventKind::SkipDuplicate, child, frontier));
    }
    // The node is not expanded: it reached the depth limit or its f exceeds the bound.
    void cut_off(const EventNode& node, int bound, std::uint64_t frontier) const {
        if (!wanted_) return;
        SearchEvent e = node_event(EventKind::CutOff, node, frontier);
        e.bound = bound;
        observer_.on_event(e);
    }
    void goal(const EventNode& node, std::uint64_t frontier) const {
        if (wanted_) observer_.on_event(node_event(EventKind::Goal, node, frontier));
    }
    // The search ended; `counters` must outlive the call.
    void finish(const SearchCounters& counters, bool found, std::uint64_t frontier = 0) const {
        if (!wanted_) return;
        SearchEvent e;
        e.kind = EventKind::Finish;
        e.frontier = frontier;
        e.counters = &counters;
        e.found = found;
        observer_.on_event(e);
    }

  private:
    static SearchEvent node_event(EventKind kind, const EventNode& node,
                                  std::uint64_t frontier) noexcept {
        SearchEvent e;
        e.kind = kind;
        e.node = node.id;
        // SearchEvent, the record lesson code fills in itself too, says "none" with sentinels.
        e.parent = node.parent.value_or(kNoNode);
        e.board = *node.board;
        e.depth = node.depth;
        e.h = node.h.value_or(-1);
        e.has_move = node.has_move;
        e.move = node.move;
        e.frontier = frontier;
        return e;
    }

    SearchObserver& observer_;
    bool wanted_;
};

// EventReporter's calls, each doing nothing, for a search that knows before it starts that its
// observer wants no events (observer.wants_events() false).
struct SilentReporter {
    static constexpr bool wanted() noexcept { return false; }
    void start(std::string_view, const Board&, const Board&,
               std::optional<int> = std::nullopt) const noexcept {}
    void iteration(const EventNode&, int) const noexcept {}
    void expand(const EventNode&, std::uint64_t) const noexcept {}
    void generate(const EventNode&, std::uint64_t) const noexcept {}
    void skip_duplicate(const EventNode&, std::uint64_t) const noexcept {}
    void cut_off(const EventNode&, int, std::uint64_t) const noexcept {}
    void goal(const EventNode&, std::uint64_t) const noexcept {}
    void finish(const SearchCounters&, bool, std::uint64_t = 0) const noexcept {}
};

}  // namespace npuzzle
