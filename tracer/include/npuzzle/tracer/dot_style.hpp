// Description: how the DOT writer colours and words a tree, kept apart from the writer (in the
// spirit of Boost.Graph's property writers and LLVM's DOTGraphTraits): a palette per node state
// and the few phrases a caller may want in its own words (a CLI names its flags there).
// The default palette is built from Okabe and Ito's colour-blind-safe set; every pair of node
// fills stays apart under simulated deuteranopia and protanopia (tests/tracer/dot_writer_test).
#pragma once

#include <functional>
#include <string>

#include "npuzzle/tracer/search_tree.hpp"

namespace npuzzle {

struct NodeStyle {
    std::string fill;
    std::string border;
    std::string line;     // the border's dash pattern: readable in black and white too
    std::string meaning;  // the legend's words
};

struct DotPalette {
    NodeStyle expanded;
    NodeStyle frontier;
    NodeStyle duplicate;
    NodeStyle cut_off;
    NodeStyle goal;
    std::string path;       // the solution path's nodes and edges
    std::string highlight;  // the ring around the current node of a frame
    std::string blank;      // the blank's cell

    const NodeStyle& of(NodeState state) const noexcept;
};

// Okabe-Ito tints: sky blue, white, grey, orange, bluish green; vermillion path, black ring,
// dark grey blank.
const DotPalette& okabe_ito_palette();

struct DotLabels {
    // What the bound of an iteration is called: "f-bound", "depth limit".
    std::function<std::string(BoundKind)> bound_name;
    // Why nodes are missing, after "... N more nodes not drawn": "(at most 300 per iteration)".
    std::function<std::string(const OmittedNodes&, const TreeLimits&)> omitted_reason;
};

// Words that name no program's flags.
DotLabels plain_labels();

struct DotStyle {
    DotPalette palette = okabe_ito_palette();
    DotLabels labels = plain_labels();
};

}  // namespace npuzzle
