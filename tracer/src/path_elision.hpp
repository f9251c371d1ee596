// Description: a long solution path cut short for a slide (DotOptions::path_depth): the path
// nodes deeper than the kept depth, but the goal, are hidden with whatever hangs below them, and
// one "... N more moves" node stands for them between the last path node shown and the goal.
// The DOT writer draws that node; the layout estimate counts the goal two ranks below it.
// Time: O(nodes).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "npuzzle/tracer/dot_writer.hpp"

namespace npuzzle::dot {

struct Elision {
    std::vector<bool> hidden;  // per node; empty when nothing is elided
    std::uint32_t last_shown = TreeNode::kNoIndex;
    std::uint32_t goal = TreeNode::kNoIndex;
    std::string moves;  // the elided stretch's moves, "dlurr..."

    bool active() const noexcept { return goal != TreeNode::kNoIndex; }
    bool hides(std::uint32_t i) const noexcept { return !hidden.empty() && hidden[i]; }
};

// What options.path_depth hides of `tree`; nothing (not active()) when it is unset or when at
// most one node would be replaced.
Elision elision_of(const SearchTree& tree, const DotOptions& options);

}  // namespace npuzzle::dot
