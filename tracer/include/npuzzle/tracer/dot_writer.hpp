// Description: writes a SearchTree as Graphviz DOT: each node a small grid of the board (blank
// shaded) with its expansion number and g, h, f; move letters on the edges; one style per node
// state (DotStyle: colours and words), the solution path bold; a title, a legend of the kinds
// present, one cluster per iteration, wrapped into rows for a slide's aspect when asked; a long
// solution path elided to its first moves and its goal when asked (path_elision.cpp); the size
// of the drawing estimated before dot runs (dot_layout.cpp).
// Deterministic: the same tree gives byte-identical text, so lecture notes can be diffed.
// Time: O(nodes); about 15 ms of CPU for 10,000 nodes (bench/tracer_bench.cpp, write_dot_10k).
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/language.hpp"
#include "npuzzle/tracer/dot_style.hpp"
#include "npuzzle/tracer/search_tree.hpp"

namespace npuzzle {

struct DotOptions {
    bool legend = true;
    bool legend_below = false;  // under the tree (a slide is wider than tall), else beside it
    Language legend_language = Language::english;  // the legend's words
    bool title = true;
    // A line under the title, such as the search's options ("--depth-limit 2"); escaped.
    std::string subtitle;
    // A node to ring (the one just expanded, in --frames); TreeNode::kNoIndex for none.
    std::uint32_t highlight = TreeNode::kNoIndex;
    // Width / height wanted (16:9 is 1.78); > 0 wraps the iteration clusters into rows, or
    // turns one tall tree left to right (drawn_left_to_right).
    double aspect = 0;
    // > 0: the tree as it stood after this event (TreeNode::created_step): later nodes are drawn
    // invisible and every label keeps one width, so all frames share the final tree's layout.
    std::uint64_t reveal_step = 0;
    // The goal's second border; the HTML player draws its own and wants one shape per node.
    bool goal_double_border = true;
    // Set: the solution path's nodes deeper than this, but its last, are drawn as one
    // "... 16 more moves" node (with whatever hangs below them), so a long path fits a slide.
    std::optional<int> path_depth;
    // A heuristic that is a sum of parts (pattern databases): each part's value for a board, so a
    // node reads "h=7+8 f=18". Unset, or fewer than two parts: "h=15 f=18".
    std::function<std::vector<int>(const Board&)> heuristic_parts;
    DotStyle style;
};

// What `dot` will roughly need for the tree, in inches, before it runs: a PNG too large to read
// can be refused without a layout that takes minutes (dot_layout.cpp).
struct LayoutEstimate {
    double width = 0;
    double height = 0;
};
LayoutEstimate estimate_layout(const SearchTree& tree, const DotOptions& options = {});

// Whether the tree is drawn left to right: one tree (or one iteration) at least twice as tall,
// for its width, as options.aspect asks, as a long path with few branches is; its levels then
// run across the slide.
bool drawn_left_to_right(const SearchTree& tree, const DotOptions& options);

void write_dot(std::ostream& out, const SearchTree& tree, const DotOptions& options = {});
std::string to_dot(const SearchTree& tree, const DotOptions& options = {});

// A board as an HTML-like table of square cells (wider ones when tiles have two digits), the
// blank shaded `blank`; tiles marked in `hidden_tiles` (by number, the blank is 0) are drawn as
// empty light cells. What every drawing of a board shares.
std::string board_grid(const Board& b, const std::string& blank, const std::string& lines,
                       const std::vector<bool>& hidden_tiles = {});
int cell_points(const Board& b);  // a cell's side in points

// The one escaping function: every text the writer puts in a label goes through it. All labels
// are HTML-like, so & < > " and ' become entities; control characters become spaces.
std::string escape_html(std::string_view text);

}  // namespace npuzzle
