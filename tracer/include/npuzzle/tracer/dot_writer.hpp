// Description: writes a SearchTree as Graphviz DOT: each node a small grid of the board (blank
// shaded) with its expansion number and g, h, f; move letters on the edges; one style per node
// state, the solution path bold and red; a title, a legend, one cluster per iteration.
// Deterministic: the same tree gives byte-identical text, so lecture notes can be diffed.
// Time: O(nodes); about 10 ms for 10,000 nodes (bench/tracer_bench.cpp).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

#include "npuzzle/tracer/search_tree.hpp"

namespace npuzzle {

struct DotOptions {
    bool legend = true;
    bool title = true;
    // A line under the title, such as the search's options ("--depth-limit 2"); escaped.
    std::string subtitle;
    // A node to ring (the one just expanded, in --frames); TreeNode::kNoIndex for none.
    std::uint32_t highlight = TreeNode::kNoIndex;
};

void write_dot(std::ostream& out, const SearchTree& tree, const DotOptions& options = {});
std::string to_dot(const SearchTree& tree, const DotOptions& options = {});

// The one escaping function: every text the writer puts in a label goes through it. All labels
// are HTML-like, so & < > " and ' become entities; control characters become spaces.
std::string escape_html(std::string_view text);

// 12345 -> "12,345": locale-independent, so the output is the same on every machine.
std::string group_digits(std::uint64_t n);

}  // namespace npuzzle
