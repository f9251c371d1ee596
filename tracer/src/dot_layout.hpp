// Description: how large dot will draw a tree, estimated before it runs: each iteration's
// widest rank and number of ranks (dot packs a tree about as wide as its widest rank), the
// iteration clusters wrapped into rows for a slide's aspect, and from those the drawing's size in
// inches (estimate_layout) and whether one tall tree is drawn left to right (dot_writer.hpp).
// Time: O(nodes) for the sizes; rows_for O(clusters^2).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "npuzzle/tracer/dot_writer.hpp"
#include "path_elision.hpp"

namespace npuzzle::dot {

// The widest rank and the ranks of one iteration's kept tree: what its drawing's width and
// height follow.
struct ClusterSize {
    double leaves = 0;  // nodes in the widest rank, "... more" markers included
    int ranks = 0;
    std::uint32_t deepest = TreeNode::kNoIndex;
};

// One size per iteration of `tree` (0 for BFS and DLS), the nodes `elision` hides left out.
std::vector<ClusterSize> cluster_sizes(const SearchTree& tree, const Elision& elision);

// Inches the title and a legend below add to any tree's height.
double fixed_height(const DotOptions& options);

// Iteration clusters (1..) split into rows, left to right, for the wanted aspect; one row when
// no aspect is asked.
std::vector<std::vector<std::size_t>> rows_for(const std::vector<ClusterSize>& sizes, double aspect,
                                               double fixed_height);

}  // namespace npuzzle::dot
