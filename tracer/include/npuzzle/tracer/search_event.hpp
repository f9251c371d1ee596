// Description: the events every search in the kit reports, and the observer that receives them.
// The contract (docs/search-contract.md has the full text):
//  - Nodes are search-tree nodes, numbered 0, 1, 2, ... in the order they are created; the root
//    is node 0. A board reached twice (by two paths, or again in a later IDA* iteration) is two
//    nodes.
//  - Start (the root) -> for each node taken from the frontier: Expand, then for each successor in
//    U, D, L, R order: Generate, and possibly SkipDuplicate or CutOff for that same child ->
//    Goal -> Finish. Iterative searches emit Iteration before each new root.
//  - The search code knows nothing of logs or DOT: the tracer's observers turn events into those.
#pragma once

#include <cstdint>
#include <limits>
#include <string_view>

#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"

namespace npuzzle {

using NodeId = std::uint32_t;
inline constexpr NodeId kNoNode = std::numeric_limits<NodeId>::max();

enum class EventKind : std::uint8_t {
    Start,          // the root node; carries the algorithm's name and the goal
    Iteration,      // IDDFS / IDA*: a new iteration begins with `bound`
    Expand,         // a node's successors are about to be generated
    Generate,       // a child node was created (by `move` from `parent`)
    SkipDuplicate,  // the child just generated is a board already seen: it is not kept
    CutOff,         // the node is not expanded: depth limit or f-bound reached (`bound`)
    Goal,           // the node is the goal
    Finish,         // the search ended; `counters` hold the totals
};

std::string_view to_string(EventKind kind) noexcept;

struct SearchEvent {
    EventKind kind = EventKind::Start;
    NodeId node = kNoNode;
    NodeId parent = kNoNode;
    Board board;
    int depth = 0;                // g: moves from the root
    int h = -1;                   // heuristic, -1 where the algorithm has none
    bool has_move = false;        // false for the root
    Move move = Move::Up;         // the blank's move from parent to node
    std::uint64_t frontier = 0;   // open-list size when the event happened
    int bound = -1;               // Iteration/CutOff: the depth limit or f-bound; -1 otherwise
    std::string_view algorithm;   // Start only: "bfs", "dls", "iddfs", "idastar", ...
    const Board* goal = nullptr;  // Start only
    const SearchCounters* counters = nullptr;  // Finish only
    bool found = false;                        // Finish only

    int f() const noexcept { return h < 0 ? -1 : depth + h; }
};

// Receives every event of a search. The default does nothing.
class SearchObserver {
  public:
    virtual ~SearchObserver() = default;
    virtual void on_event(const SearchEvent& event) = 0;
    // Searches may skip building events when this is false; the result must not change.
    virtual bool wants_events() const noexcept { return true; }
};

// The do-nothing default: searches that see wants_events() == false take a path without event
// calls, so an untraced search costs the same as one written with no tracing at all.
class NullObserver final : public SearchObserver {
  public:
    void on_event(const SearchEvent&) override {}
    bool wants_events() const noexcept override { return false; }
};

// A shared instance for default arguments.
SearchObserver& null_observer() noexcept;

}  // namespace npuzzle
