#include "dot_layout.hpp"

#include <algorithm>
#include <cmath>

namespace npuzzle {

namespace {

// Inches per node of a tree's widest rank and per rank, measured on dot's layouts of the kit's
// trees (3x3 boards).
constexpr double kLeafInches = 1.3;
constexpr double kRankInches = 1.75;

}  // namespace

namespace dot {

std::vector<ClusterSize> cluster_sizes(const SearchTree& tree, const Elision& elision) {
    std::vector<ClusterSize> sizes(tree.iterations.size());
    std::vector<std::vector<double>> per_rank(tree.iterations.size());
    for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) {
        if (elision.hides(i)) continue;
        const TreeNode& n = tree.nodes[i];
        const auto it = static_cast<std::size_t>(n.iteration);
        ClusterSize& s = sizes[it];
        auto& ranks_of = per_rank[it];
        // An elided path's goal hangs two ranks below its last shown node.
        const int depth = i == elision.goal && elision.active()
                              ? tree.nodes[elision.last_shown].depth + 2
                              : n.depth;
        const auto rank = static_cast<std::size_t>(std::max(depth, 0));
        if (ranks_of.size() < rank + 2) ranks_of.resize(rank + 2, 0);
        ranks_of[rank] += 1;
        if (n.omitted_children > 0) ranks_of[rank + 1] += 1;
        const int ranks = depth + 1 + (n.omitted_children > 0 ? 1 : 0);
        if (ranks > s.ranks || s.deepest == TreeNode::kNoIndex) {
            s.ranks = std::max(s.ranks, ranks);
            s.deepest = i;
        }
    }
    for (std::size_t it = 0; it < sizes.size(); ++it) {
        for (double count : per_rank[it]) sizes[it].leaves = std::max(sizes[it].leaves, count);
    }
    return sizes;
}

double fixed_height(const DotOptions& options) {
    return (options.title ? 1.2 : 0) + (options.legend && options.legend_below ? 1.2 : 0);
}

std::vector<std::vector<std::size_t>> rows_for(const std::vector<ClusterSize>& sizes, double aspect,
                                               double fixed_height) {
    std::vector<std::size_t> clusters;
    for (std::size_t it = 1; it < sizes.size(); ++it) {
        if (sizes[it].ranks > 0) clusters.push_back(it);
    }
    std::vector<std::vector<std::size_t>> best{clusters};
    if (aspect <= 0 || clusters.size() < 2) return best;
    double total = 0;
    for (auto it : clusters) total += sizes[it].leaves;
    double best_error = 1e300;
    for (std::size_t count = 1; count <= clusters.size(); ++count) {
        std::vector<std::vector<std::size_t>> rows(1);
        double in_row = 0;
        for (auto it : clusters) {
            if (in_row >= total / static_cast<double>(count) && rows.size() < count) {
                rows.emplace_back();
                in_row = 0;
            }
            rows.back().push_back(it);
            in_row += sizes[it].leaves;
        }
        double width = 0;
        double height = 0;
        for (const auto& row : rows) {
            double w = 0;
            int ranks = 0;
            for (auto it : row) {
                w += sizes[it].leaves;
                ranks = std::max(ranks, sizes[it].ranks);
            }
            width = std::max(width, w * kLeafInches);
            height += ranks * kRankInches;
        }
        const double error = std::abs(std::log(width / (height + fixed_height) / aspect));
        if (error < best_error) {
            best_error = error;
            best = rows;
        }
    }
    return best;
}

}  // namespace dot

LayoutEstimate estimate_layout(const SearchTree& tree, const DotOptions& options) {
    const auto sizes = dot::cluster_sizes(tree, dot::elision_of(tree, options));
    const double cell_scale = tree.nodes.empty() ? 1.0 : tree.nodes[0].board.width() / 3.0;
    double width = sizes[0].leaves;
    double height = sizes[0].ranks * kRankInches;
    double rows_height = 0;
    double rows_width = 0;
    for (const auto& row : dot::rows_for(sizes, options.aspect, dot::fixed_height(options))) {
        double w = 0;
        int ranks = 0;
        for (auto it : row) {
            w += sizes[it].leaves;
            ranks = std::max(ranks, sizes[it].ranks);
        }
        rows_width = std::max(rows_width, w);
        rows_height += ranks * kRankInches;
    }
    width = std::max(width, rows_width) * kLeafInches * std::max(1.0, cell_scale);
    height = std::max(height, rows_height) * std::max(1.0, cell_scale);
    return {width, height + dot::fixed_height(options)};
}

bool drawn_left_to_right(const SearchTree& tree, const DotOptions& options) {
    if (options.aspect <= 0) return false;
    const auto sizes = dot::cluster_sizes(tree, dot::elision_of(tree, options));
    const auto clusters = std::count_if(sizes.begin() + 1, sizes.end(),
                                        [](const dot::ClusterSize& s) { return s.ranks > 0; });
    if (clusters > 1) return false;
    const LayoutEstimate down = estimate_layout(tree, options);
    return down.width / down.height < options.aspect / 2;
}

}  // namespace npuzzle
