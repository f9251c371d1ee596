// Description: turns the events of one search into a plain tree that a writer can draw.
// Each search-tree node is its own tree node (IDA* and DLS revisit boards: every visit is drawn).
// Bounded: at most `max_nodes` nodes are kept per iteration (the whole tree for BFS and DLS), in
// creation order, and none deeper than `max_depth`; the rest are only counted, so memory stays
// bounded however large the search. The solution path is kept past the caps (mark_path).
// Each node remembers the step (event number) that created it and the one that settled its
// state, so frames and the HTML player can replay the search on the final tree's one layout.
// Time: O(1) per event (one hash lookup).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle {

// What happened to a node, as far as the search told; drawn as the node's style.
enum class NodeState : std::uint8_t {
    Frontier,   // generated, never expanded
    Expanded,   // its successors were generated
    Duplicate,  // dropped as a board already seen
    CutOff,     // not expanded: depth limit or f-bound
    Goal,       // found to be the goal
};

struct TreeNode {
    std::optional<NodeId> id;         // the search's id; none for a path node added past the caps
    std::uint32_t parent = kNoIndex;  // index into SearchTree::nodes, kNoIndex for a root
    Board board;
    int depth = 0;
    std::optional<int> h;  // none where the algorithm has no heuristic
    bool has_move = false;
    Move move = Move::Up;
    int iteration = 0;            // index into SearchTree::iterations; 0 when there is none
    std::uint64_t expansion = 0;  // 1-based order of its Expand event across the search; 0: never
    NodeState state = NodeState::Frontier;
    std::uint64_t created_step = 0;       // the event (1-based, across the search) that created it
    std::uint64_t settled_step = 0;       // the event that gave it `state`; 0 while a Frontier node
    bool on_path = false;                 // on the solution path from the root to the goal
    bool past_cap = false;                // a path node the caps had left out, added by mark_path
    std::uint32_t omitted_children = 0;   // children generated but not kept (caps)
    std::vector<std::uint32_t> children;  // indices, in generation order (U D L R)

    static constexpr std::uint32_t kNoIndex = 0xFFFFFFFFU;
};

// What an iteration's bound limits: the depth (IDDFS) or f = g + h (IDA*). The recorder tells
// them apart by the root's heuristic: a search that reports h bounds f.
enum class BoundKind : std::uint8_t { None, DepthLimit, FBound };

struct TreeIteration {
    int number = 0;            // 1-based as the search counts them; 0: none
    std::optional<int> bound;  // depth limit or f-bound; none for non-iterative searches
    BoundKind bound_kind = BoundKind::None;
    std::uint32_t root = TreeNode::kNoIndex;  // index of its root, if kept
    std::uint64_t nodes = 0;                  // nodes the search created in this iteration
    std::uint64_t kept = 0;                   // of those, the ones kept in SearchTree::nodes
};

// Which iterations of IDDFS / IDA* to keep.
struct IterationChoice {
    enum class Which : std::uint8_t { All, Last, Only };
    Which which = Which::All;
    int number = 0;  // Only: the 1-based iteration kept

    static IterationChoice all() noexcept { return {}; }
    static IterationChoice last() noexcept { return {Which::Last, 0}; }
    // Throws std::invalid_argument unless number >= 1.
    static IterationChoice only(int number);
};

struct TreeLimits {
    // Per iteration (the whole tree for BFS and DLS). Lecture-sized: dot takes seconds past a few
    // thousand nodes.
    std::uint32_t max_nodes = 300;
    std::optional<int> max_depth;  // none: no limit
    IterationChoice iterations;
};

// Why nodes were left out of the drawing; the caller turns these into words (or flags).
struct OmittedNodes {
    std::uint64_t by_node_cap = 0;   // past max_nodes
    std::uint64_t by_depth_cap = 0;  // deeper than max_depth

    std::uint64_t total() const noexcept { return by_node_cap + by_depth_cap; }
};

struct SearchTree {
    std::string algorithm;
    Board start;
    Board goal;
    bool has_goal = false;
    TreeLimits limits;
    std::vector<TreeNode> nodes;
    // iterations[0] holds the nodes of searches without iterations (BFS, DLS) and, for iterative
    // searches, anything reported before the first Iteration event.
    std::vector<TreeIteration> iterations{TreeIteration{}};
    std::uint64_t created = 0;  // nodes the search created (within the kept iterations)
    OmittedNodes omitted;       // of those, the ones not kept because of the caps
    std::uint64_t expansions = 0;
    std::uint64_t steps = 0;  // events seen, across the whole search
    bool finished = false;
    bool found = false;
    SearchCounters counters;  // from Finish
    std::string path;         // the solution's moves, "ru", when marked by mark_path

    bool iterative() const noexcept { return iterations.size() > 1; }
};

// Records events into a SearchTree. Usable as the observer of any search of the kit.
class TreeRecorder final : public SearchObserver {
  public:
    explicit TreeRecorder(TreeLimits limits = {});

    void on_event(const SearchEvent& event) override;

    const SearchTree& tree() const noexcept { return tree_; }
    // The index of the kept node with this id, or TreeNode::kNoIndex.
    std::uint32_t index_of(NodeId id) const noexcept;
    // Marks the solution path from the root of the last kept iteration, following `path`'s moves
    // through kept nodes; a Goal event already marks it, this covers a goal past the caps.
    // Returns how many moves of the path were drawn.
    std::size_t mark_path(const std::vector<Move>& path);

  private:
    std::uint32_t add_node(const SearchEvent& event, std::uint32_t parent);
    void begin_iteration(const SearchEvent& event);
    bool keeps_current_iteration() const noexcept;
    bool iteration_full() const noexcept;
    void mark_from(std::uint32_t index);
    std::uint32_t add_path_node(std::uint32_t parent, Move move);

    SearchTree tree_;
    std::unordered_map<NodeId, std::uint32_t> index_;
    int iterations_seen_ = 0;
};

}  // namespace npuzzle
