#include "npuzzle/tracer/dot_style.hpp"

namespace npuzzle {

const NodeStyle& DotPalette::of(NodeState state) const noexcept {
    switch (state) {
        case NodeState::Expanded:
            return expanded;
        case NodeState::Frontier:
            return frontier;
        case NodeState::Duplicate:
            return duplicate;
        case NodeState::CutOff:
            return cut_off;
        case NodeState::Goal:
            return goal;
    }
    return frontier;
}

const DotPalette& okabe_ito_palette() {
    // Fills are tints light enough for black digits; each was checked with Machado et al.'s
    // (2009) simulation: the closest pair under deuteranopia or protanopia is about 14 CIELAB
    // units apart. The blank is dark enough to stand out on every fill (the green goal's
    // included), and the ring is black: any hue turns into some shade of the heat map's
    // blue-grey-to-yellow ramp under deuteranopia.
    static const DotPalette palette{
        {"#b3dbf3", "#0072b2", "solid", "expanded"},
        {"#ffffff", "#0072b2", "dashed", "generated, not expanded"},
        {"#d4d4d4", "#7f7f7f", "dotted", "duplicate, dropped"},
        {"#f6cd72", "#e69f00", "dashed", "cut off (limit or bound)"},
        {"#3fb98f", "#009e73", "bold", "goal (double border)"},
        "#d55e00",
        "#000000",
        "#6e6e6e",
    };
    return palette;
}

DotLabels plain_labels() {
    DotLabels labels;
    labels.bound_name = [](BoundKind kind) -> std::string {
        switch (kind) {
            case BoundKind::FBound:
                return "f-bound";
            case BoundKind::DepthLimit:
                return "depth limit";
            case BoundKind::None:
                break;
        }
        return "bound";
    };
    labels.omitted_reason = [](const OmittedNodes& omitted, const TreeLimits& limits) {
        std::string why;
        if (omitted.by_node_cap > 0) {
            why += "at most " + std::to_string(limits.max_nodes) + " nodes per tree";
        }
        if (omitted.by_depth_cap > 0 && limits.max_depth) {
            why += std::string(why.empty() ? "" : "; ") + "none deeper than " +
                   std::to_string(*limits.max_depth);
        }
        return why;
    };
    return labels;
}

}  // namespace npuzzle
