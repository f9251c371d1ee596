#include "npuzzle/tracer/search_tree.hpp"

#include <optional>
#include <stdexcept>
#include <string>

namespace npuzzle {

namespace {

// SearchEvent's sentinels (the record lesson code fills in) as the tree's optionals.
std::optional<int> heuristic_of(const SearchEvent& event) {
    return event.h >= 0 ? std::optional<int>(event.h) : std::nullopt;
}

}  // namespace

IterationChoice IterationChoice::only(int number) {
    if (number < 1) {
        throw std::invalid_argument("iterations are numbered from 1; got " +
                                    std::to_string(number));
    }
    return {Which::Only, number};
}

TreeRecorder::TreeRecorder(TreeLimits limits) { tree_.limits = limits; }

std::uint32_t TreeRecorder::index_of(NodeId id) const noexcept {
    const auto it = index_.find(id);
    return it == index_.end() ? TreeNode::kNoIndex : it->second;
}

bool TreeRecorder::keeps_current_iteration() const noexcept {
    const IterationChoice& wanted = tree_.limits.iterations;
    return wanted.which != IterationChoice::Which::Only || iterations_seen_ == 0 ||
           iterations_seen_ == wanted.number;
}

bool TreeRecorder::iteration_full() const noexcept {
    return tree_.iterations.back().kept >= tree_.limits.max_nodes;
}

std::uint32_t TreeRecorder::add_node(const SearchEvent& event, std::uint32_t parent) {
    TreeNode node;
    node.id = event.node;
    node.parent = parent;
    node.board = event.board;
    node.depth = event.depth;
    node.h = heuristic_of(event);
    node.has_move = event.has_move;
    node.move = event.move;
    node.iteration = static_cast<int>(tree_.iterations.size()) - 1;
    node.created_step = tree_.steps;
    const auto index = static_cast<std::uint32_t>(tree_.nodes.size());
    tree_.nodes.push_back(std::move(node));
    ++tree_.iterations.back().kept;
    index_.emplace(event.node, index);
    if (parent != TreeNode::kNoIndex) tree_.nodes[parent].children.push_back(index);
    return index;
}

void TreeRecorder::begin_iteration(const SearchEvent& event) {
    ++iterations_seen_;
    const bool first = tree_.iterations.size() == 1;
    // The Start root may double as the first iteration's root; otherwise it is a lone node that
    // would only clutter the drawing.
    const bool lone_start = first && tree_.nodes.size() == 1 && tree_.nodes[0].children.empty();
    TreeNode start_root;
    if (lone_start) {
        start_root = tree_.nodes[0];
        tree_.nodes.clear();
        index_.clear();
        tree_.iterations[0].kept = 0;
        tree_.created = 0;
    }
    if (tree_.limits.iterations.which == IterationChoice::Which::Last && !first) {
        // Only the last iteration is wanted: forget the previous one, so memory stays bounded.
        tree_.nodes.clear();
        index_.clear();
        tree_.iterations.assign(1, TreeIteration{});
        tree_.created = 0;
        tree_.omitted = {};
    }
    if (!keeps_current_iteration()) return;
    TreeIteration next;
    next.number = iterations_seen_;
    next.bound = event.bound;  // an Iteration event always carries one
    next.bound_kind = heuristic_of(event) ? BoundKind::FBound : BoundKind::DepthLimit;
    tree_.iterations.push_back(next);
    SearchEvent root = event;
    if (lone_start && (event.node == kNoNode || event.node == start_root.id)) {
        root.node = *start_root.id;  // a Start root always has its id
        root.board = start_root.board;
        root.depth = 0;
        root.has_move = false;
    } else if (event.node == kNoNode) {
        return;  // the root arrives with the iteration's first event
    }
    tree_.iterations.back().nodes = 1;
    ++tree_.created;
    tree_.iterations.back().root = add_node(root, TreeNode::kNoIndex);
}

void TreeRecorder::mark_from(std::uint32_t index) {
    for (auto i = index; i != TreeNode::kNoIndex; i = tree_.nodes[i].parent) {
        tree_.nodes[i].on_path = true;
    }
}

std::uint32_t TreeRecorder::add_path_node(std::uint32_t parent, Move move) {
    const TreeNode& from = tree_.nodes[parent];
    TreeNode node;
    node.parent = parent;
    node.board = from.board;
    node.board.apply(move);
    node.depth = from.depth + 1;
    node.has_move = true;
    node.move = move;
    node.iteration = from.iteration;
    node.state = NodeState::Expanded;
    node.past_cap = true;
    node.created_step = node.settled_step = tree_.steps;
    const auto index = static_cast<std::uint32_t>(tree_.nodes.size());
    if (tree_.nodes[parent].omitted_children > 0) --tree_.nodes[parent].omitted_children;
    tree_.nodes.push_back(std::move(node));
    tree_.nodes[parent].children.push_back(index);
    return index;
}

std::size_t TreeRecorder::mark_path(const std::vector<Move>& path) {
    tree_.path.clear();
    for (Move m : path) tree_.path += to_char(m);
    auto i = tree_.iterations.back().root;
    // A path belongs to the search's last iteration: an earlier one kept with --iteration k
    // holds no solution.
    const bool last_kept = !tree_.iterative() || tree_.iterations.back().number == iterations_seen_;
    if (i == TreeNode::kNoIndex || !last_kept) return 0;
    tree_.nodes[i].on_path = true;
    for (Move m : path) {
        std::uint32_t next = TreeNode::kNoIndex;
        for (auto c : tree_.nodes[i].children) {
            const TreeNode& child = tree_.nodes[c];
            if (child.has_move && child.move == m && child.state != NodeState::Duplicate) next = c;
        }
        // Past the caps: the path is what the figure is for, so its nodes are added.
        if (next == TreeNode::kNoIndex) {
            if (!tree_.nodes[i].board.can_move(m)) break;
            next = add_path_node(i, m);
        }
        i = next;
        tree_.nodes[i].on_path = true;
    }
    if (tree_.nodes[i].past_cap) {
        tree_.nodes[i].state = NodeState::Goal;
        // Every heuristic of the kit is admissible, so 0 at the goal: its header can say f.
        if (tree_.nodes[tree_.iterations.back().root].h) tree_.nodes[i].h = 0;
    }
    std::size_t drawn = 0;
    for (const TreeNode& n : tree_.nodes) drawn += n.on_path && n.has_move ? 1 : 0;
    return drawn;
}

void TreeRecorder::on_event(const SearchEvent& event) {
    ++tree_.steps;
    if (event.kind == EventKind::Expand) ++tree_.expansions;  // numbered across the whole search
    switch (event.kind) {
        case EventKind::Start:
            tree_.algorithm = std::string(event.algorithm);
            tree_.start = event.board;
            if (event.goal != nullptr) {
                tree_.goal = *event.goal;
                tree_.has_goal = true;
            }
            if (event.node != kNoNode && index_of(event.node) == TreeNode::kNoIndex) {
                add_node(event, TreeNode::kNoIndex);
                tree_.iterations[0].root = 0;
                tree_.iterations[0].nodes = 1;
                ++tree_.created;
            }
            return;
        case EventKind::Iteration:
            begin_iteration(event);
            return;
        case EventKind::Finish:
            tree_.finished = true;
            tree_.found = event.found;
            if (event.counters != nullptr) tree_.counters = *event.counters;
            return;
        default:
            break;
    }
    if (!keeps_current_iteration()) return;
    TreeIteration& iteration = tree_.iterations.back();
    if (event.kind == EventKind::Generate) {
        ++iteration.nodes;
        ++tree_.created;
        const auto parent = index_of(event.parent);
        const bool too_deep = tree_.limits.max_depth && event.depth > *tree_.limits.max_depth;
        if (parent == TreeNode::kNoIndex || too_deep || iteration_full()) {
            if (too_deep) {
                ++tree_.omitted.by_depth_cap;
            } else {
                ++tree_.omitted.by_node_cap;
            }
            if (parent != TreeNode::kNoIndex) ++tree_.nodes[parent].omitted_children;
            return;
        }
        add_node(event, parent);
        return;
    }
    auto i = index_of(event.node);
    if (i == TreeNode::kNoIndex) {
        // A root announced by its first event (an Iteration without a node id); anything else
        // unknown is a node left out by the caps.
        if (event.parent != kNoNode || iteration.root != TreeNode::kNoIndex) return;
        if (iteration.nodes > 0) return;  // its root was counted but not kept (caps)
        ++iteration.nodes;
        ++tree_.created;
        i = iteration.root = add_node(event, TreeNode::kNoIndex);
    }
    TreeNode& node = tree_.nodes[i];
    if (const auto h = heuristic_of(event)) node.h = h;
    switch (event.kind) {
        case EventKind::Expand:
            node.state = NodeState::Expanded;
            node.expansion = tree_.expansions;
            break;
        case EventKind::SkipDuplicate:
            node.state = NodeState::Duplicate;
            break;
        case EventKind::CutOff:
            node.state = NodeState::CutOff;
            break;
        case EventKind::Goal:
            node.state = NodeState::Goal;
            mark_from(i);
            break;
        default:
            return;
    }
    node.settled_step = tree_.steps;
}

}  // namespace npuzzle
