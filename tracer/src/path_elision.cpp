#include "path_elision.hpp"

namespace npuzzle::dot {

Elision elision_of(const SearchTree& tree, const DotOptions& options) {
    Elision e;
    if (!options.path_depth) return e;
    const int shown_depth = *options.path_depth;
    // The path's end: the deepest node on it (a path lies within one iteration).
    for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) {
        const TreeNode& n = tree.nodes[i];
        if (n.on_path && (e.goal == TreeNode::kNoIndex || n.depth > tree.nodes[e.goal].depth)) {
            e.goal = i;
        }
    }
    if (e.goal == TreeNode::kNoIndex || tree.nodes[e.goal].depth <= shown_depth + 1) {
        return {};  // nothing worth eliding: at most one node would be replaced
    }
    e.hidden.assign(tree.nodes.size(), false);
    // Nodes are stored parents first: one pass hides the elided path nodes and what hangs below.
    for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) {
        const TreeNode& n = tree.nodes[i];
        const bool under = n.parent != TreeNode::kNoIndex && e.hidden[n.parent];
        e.hidden[i] = i != e.goal && (under || (n.on_path && n.depth > shown_depth));
    }
    for (auto i = tree.nodes[e.goal].parent; i != TreeNode::kNoIndex; i = tree.nodes[i].parent) {
        if (!e.hidden[i]) {
            e.last_shown = i;
            break;
        }
    }
    const int first = tree.nodes[e.last_shown].depth;
    const int count = tree.nodes[e.goal].depth - first;
    if (first >= 0 && static_cast<std::size_t>(first + count) <= tree.path.size()) {
        e.moves =
            tree.path.substr(static_cast<std::size_t>(first), static_cast<std::size_t>(count));
    }
    return e;
}

}  // namespace npuzzle::dot
