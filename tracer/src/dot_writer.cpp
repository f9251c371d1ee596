#include "npuzzle/tracer/dot_writer.hpp"

#include <algorithm>
#include <numeric>
#include <ostream>
#include <sstream>
#include <vector>

#include "dot_layout.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/number_format.hpp"
#include "path_elision.hpp"

namespace npuzzle {

namespace {

// Sizes in points. A 17 pt digit is about 12.2 pt tall (its glyph is 0.72 of the font size): it
// stays 14 px tall on a 1600x900 slide while the drawing fits in about 1,390 x 790 pt, so small
// trees can be projected whole (docs/make-figures.sh checks each figure). The header (#n, g, h,
// f) is what a heuristics slide is about: it is as large as the digits, on two short lines so a
// node stays about as wide as its board.
constexpr int kCell = 22;
constexpr int kWideCell = 28;  // boards with two-digit tiles: "11" and "15" stay apart
constexpr int kDigitPoints = 17;
constexpr int kHeaderPoints = 17;
constexpr int kHeaderLinePoints = kHeaderPoints + 4;
// A frame's headers all get this width, so a node's size never depends on what it shows yet.
constexpr int kFixedHeaderWidth = 96;

// "1 node", "12,345 nodes".
std::string count_of(std::uint64_t n, const std::string& noun) {
    return group_digits(n) + " " + noun + (n == 1 ? "" : "s");
}

// How a node looks in the drawing being written: frames show an earlier state of the tree.
struct Shown {
    bool visible = true;
    NodeState state = NodeState::Frontier;
    bool expanded_yet = false;
    bool on_path = false;
};

Shown shown(const SearchTree& tree, const TreeNode& node, const DotOptions& options) {
    if (options.reveal_step == 0) {
        return {true, node.state, node.expansion > 0, node.on_path};
    }
    const bool final_frame = options.reveal_step >= tree.steps;
    Shown s;
    s.visible = node.past_cap ? final_frame : node.created_step <= options.reveal_step;
    const bool settled = node.settled_step != 0 && node.settled_step <= options.reveal_step;
    s.state = settled ? node.state : NodeState::Frontier;
    s.expanded_yet = node.expansion > 0 && settled;
    s.on_path = final_frame && node.on_path;
    return s;
}

// The header's lines: "#12 g=3" and, with a heuristic, "h=5 f=8" ("h=7+8 f=18" when the
// heuristic is a sum of parts, as pattern databases are).
std::vector<std::string> header_lines(const TreeNode& node, const Shown& s,
                                      const DotOptions& options) {
    // Appended piece by piece: GCC 12 warns falsely on "#" + string.
    std::string first;
    if (s.expanded_yet) first.append("#").append(group_digits(node.expansion)).append(" ");
    first.append("g=").append(std::to_string(node.depth));
    if (!node.h) return {first};
    std::string h = std::to_string(*node.h);
    if (options.heuristic_parts) {
        const std::vector<int> parts = options.heuristic_parts(node.board);
        // Parts that do not add up to the search's h (a student's lookup) are not shown as its.
        if (parts.size() > 1 && std::accumulate(parts.begin(), parts.end(), 0) == *node.h) {
            h.clear();
            for (int part : parts) h.append(h.empty() ? "" : "+").append(std::to_string(part));
        }
    }
    return {first, "h=" + h + " f=" + std::to_string(node.depth + *node.h)};
}

std::string node_label(const TreeNode& node, const Shown& s, const DotOptions& options) {
    const Board& b = node.board;
    const int grid = cell_points(b) * b.width() + 2;
    std::ostringstream out;
    // The header sits above the grid, not in it, so the grid's cells stay square. One plain span
    // a line: Graphviz places a bold span and the next by its own font metrics, and SVG viewers
    // then draw them touching ("#1g=0").
    out << "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\">";
    for (const std::string& line : header_lines(node, s, options)) {
        out << "<TR><TD";
        if (options.reveal_step > 0) {
            out << " FIXEDSIZE=\"TRUE\" WIDTH=\"" << std::max(grid, kFixedHeaderWidth)
                << "\" HEIGHT=\"" << kHeaderLinePoints << "\"";
        }
        out << "><FONT POINT-SIZE=\"" << kHeaderPoints << "\">" << line << "</FONT></TD></TR>";
    }
    out << "<TR><TD>"
        << board_grid(b, options.style.palette.blank,
                      s.state == NodeState::Duplicate ? "#9e9e9e" : "#555555")
        << "</TD></TR></TABLE>>";
    return out.str();
}

std::string iteration_words(const IterationChoice& choice) {
    switch (choice.which) {
        case IterationChoice::Which::All:
            return "";
        case IterationChoice::Which::Last:
            return "last iteration";
        case IterationChoice::Which::Only:
            return "iteration " + std::to_string(choice.number);
    }
    return "";
}

std::string title_of(const SearchTree& tree, const DotOptions& options) {
    std::string t = "<B>" + escape_html(tree.algorithm.empty() ? "search" : tree.algorithm) +
                    "</B><BR/>" + escape_html(to_string(tree.start));
    if (tree.has_goal) t += "  -&gt;  " + escape_html(to_string(tree.goal));
    if (!options.subtitle.empty()) t += "<BR/>" + escape_html(options.subtitle);
    if (const std::string which = iteration_words(tree.limits.iterations); !which.empty()) {
        t += "<BR/>drawn: " + escape_html(which);
    }
    // Frames leave the totals and the answer out: they would give the end away on frame 1.
    if (tree.finished && options.reveal_step == 0) {
        const SearchCounters& c = tree.counters;
        t += "<BR/>expanded " + group_digits(c.expanded) + ", generated " +
             group_digits(c.generated) + ", duplicates " + group_digits(c.duplicates) +
             ", largest frontier " + group_digits(c.max_frontier);
        if (c.iterations > 1) t += ", iterations " + std::to_string(c.iterations);
        if (!tree.found) {
            t += "<BR/>no solution found";
        } else if (!tree.path.empty()) {
            t += "<BR/>solution: " + escape_html(tree.path) + " (" +
                 std::to_string(tree.path.size()) + " moves)";
        } else {
            t += "<BR/>solution found";
        }
    }
    if (tree.omitted.total() > 0) {
        t += "<BR/><I>... " + count_of(tree.omitted.total(), "more node") + " not drawn";
        const std::string why = options.style.labels.omitted_reason
                                    ? options.style.labels.omitted_reason(tree.omitted, tree.limits)
                                    : std::string();
        if (!why.empty()) t += " (" + escape_html(why) + ")";
        t += "</I>";
    }
    return t;
}

// The kinds of node the drawing shows, in the legend's order. Frames list the final tree's
// kinds: a legend that grew from frame to frame would move the tree.
std::vector<NodeState> kinds_present(const SearchTree& tree) {
    std::vector<NodeState> kinds;
    for (NodeState s : {NodeState::Expanded, NodeState::Frontier, NodeState::Duplicate,
                        NodeState::CutOff, NodeState::Goal}) {
        const bool present = std::any_of(tree.nodes.begin(), tree.nodes.end(),
                                         [s](const TreeNode& node) { return node.state == s; });
        if (present) kinds.push_back(s);
    }
    return kinds;
}

// The legend's words in both languages (HTML-like labels: none holds <, > or &). In English a kind
// of node is named by the palette's meaning (a palette may word it its own way); in Chinese by
// kKindNames, in NodeState's order.
constexpr Text kLegendTitle{"legend", "图例"};
constexpr Text kSolutionPath{"solution path", "解路径"};
constexpr Text kJustExpanded{"just expanded", "刚扩展的结点"};
constexpr Text kExpansionAndDepth{"#n: the n-th expansion; g: depth;",
                                  "#n：第 n 次扩展；g：深度；"};
constexpr Text kHeuristic{"h: heuristic", "h：启发函数"};
constexpr Text kHeuristicParts{" (7+8: a part per pattern)", "（7+8：每个模式一项）"};
constexpr Text kEdges{"edges: the blank's move (u d l r)", "边：空格的移动（u d l r）"};
constexpr Text kBlankCell{"dark grey cell: the blank", "深灰色的格子：空格"};

std::string kind_name(NodeState s, const NodeStyle& style, Language lang) {
    if (lang == Language::english) return style.meaning;
    switch (s) {
        case NodeState::Expanded:
            return "已扩展";
        case NodeState::Duplicate:
            return "重复状态，已丢弃";
        case NodeState::CutOff:
            return "被截断（深度限制或阈值）";
        case NodeState::Goal:
            return "目标（双边框）";
        case NodeState::Frontier:
            break;
    }
    return "已生成，未扩展";
}

// The legend: one small node per kind present, drawn in that kind's own style (fill, border,
// dash pattern), so it reads the same as the tree it explains. A row under the tree, or a
// column beside it (a row beside a narrow tree would double the drawing's width).
void write_legend(std::ostream& out, const SearchTree& tree, const DotOptions& options,
                  std::uint32_t deepest) {
    const DotPalette& palette = options.style.palette;
    const Language lang = options.legend_language;
    out << "  subgraph cluster_legend {\n  label=<<B>" << kLegendTitle.in(lang)
        << "</B>>; style=rounded; "
           "color=\"#bbbbbb\"; fontsize=14;\n  {"
        << (options.legend_below ? " rank=same;" : "") << "\n";
    int k = 0;
    for (NodeState s : kinds_present(tree)) {
        const NodeStyle& st = palette.of(s);
        out << "  legend" << k++ << " [label=<" << escape_html(kind_name(s, st, lang))
            << ">, fontsize=12, fillcolor=\"" << st.fill << "\", color=\"" << st.border
            << "\", style=\"rounded,filled," << st.line << "\""
            << (s == NodeState::Goal ? ", peripheries=2" : "") << "];\n";
    }
    const bool path = std::any_of(tree.nodes.begin(), tree.nodes.end(),
                                  [](const TreeNode& n) { return n.on_path; });
    if (path) {
        out << "  legend" << k++ << " [label=<" << kSolutionPath.in(lang)
            << ">, fontsize=12, style=\"rounded\", "
            << "color=\"" << palette.path << "\", penwidth=3];\n";
    }
    if (options.highlight != TreeNode::kNoIndex) {
        out << "  legend" << k++ << " [label=<" << kJustExpanded.in(lang)
            << ">, fontsize=12, style=\"rounded\", "
            << "color=\"" << palette.highlight << "\", penwidth=6];\n";
    }
    const bool has_h = std::any_of(tree.nodes.begin(), tree.nodes.end(),
                                   [](const TreeNode& n) { return n.h.has_value(); });
    out << "  legend_text [shape=plaintext, fontsize=12, label=<" << kExpansionAndDepth.in(lang)
        << "<BR/>";
    if (has_h) {
        out << kHeuristic.in(lang)
            << (options.heuristic_parts ? kHeuristicParts.in(lang) : std::string_view())
            << ", f = g + h<BR/>";
    }
    out << kEdges.in(lang) << "<BR/>" << kBlankCell.in(lang) << ">];\n  }\n";
    for (int i = 0; i + 1 < k; ++i) {
        out << "  legend" << i << " -> legend" << i + 1 << " [style=invis];\n";
    }
    if (!options.legend_below && k > 0) {
        out << "  legend" << k - 1 << " -> legend_text [style=invis];\n";
    }
    out << "  }\n";
    if (options.legend_below && deepest != TreeNode::kNoIndex && k > 0) {
        out << "  n" << deepest << " -> legend0 [style=invis];\n";
    }
}

void write_node(std::ostream& out, const SearchTree& tree, std::uint32_t i,
                const DotOptions& options) {
    const TreeNode& node = tree.nodes[i];
    const Shown s = shown(tree, node, options);
    const DotPalette& palette = options.style.palette;
    const NodeStyle& st = palette.of(s.state);
    out << "  n" << i << " [label=" << node_label(node, s, options) << ", fillcolor=\"" << st.fill
        << "\", style=\"" << (s.visible ? "rounded,filled," + st.line : "invis") << "\"";
    // A second border makes a node larger, which would move its neighbours from frame to frame:
    // frames mark the goal and the ring by width and colour only.
    const bool borders = options.goal_double_border && options.reveal_step == 0;
    // The ring wins over the path: it says where the search is now.
    if (i == options.highlight) {
        out << ", color=\"" << palette.highlight << "\", penwidth=6";
    } else if (s.on_path) {
        out << ", color=\"" << palette.path << "\", penwidth=3";
    } else {
        out << ", color=\"" << st.border << "\"";
    }
    if (s.state == NodeState::Goal && i != options.highlight) {
        out << (borders ? ", peripheries=2" : ", penwidth=3");
    }
    if (s.state == NodeState::Duplicate) out << ", fontcolor=\"#6a6a6a\"";
    out << "];\n";
    if (node.omitted_children > 0) {
        const bool visible = s.visible && (options.reveal_step == 0 || s.expanded_yet);
        out << "  m" << i << " [shape=plaintext, style=\"" << (visible ? "" : "invis")
            << "\", label=<<I>... " << group_digits(node.omitted_children) << " more</I>>];\n";
    }
}

void write_edges(std::ostream& out, const SearchTree& tree, const DotOptions& options,
                 const dot::Elision& elision) {
    const std::string& path_color = options.style.palette.path;
    for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) {
        if (elision.hides(i)) continue;
        const TreeNode& parent = tree.nodes[i];
        const Shown from = shown(tree, parent, options);
        for (auto c : parent.children) {
            if (elision.hides(c)) continue;
            const TreeNode& child = tree.nodes[c];
            const Shown to = shown(tree, child, options);
            const std::string letter = child.has_move ? std::string(1, to_char(child.move)) : "";
            // The letter on a white ground: drawn over its own edge (short vertical ones), bare
            // text would vanish into a thick path or read as part of a thin line.
            out << "  n" << i << " -> n" << c
                << " [label=<<TABLE BORDER=\"0\" CELLPADDING=\"0\" BGCOLOR=\"white\"><TR><TD>"
                << escape_html(letter) << "</TD></TR></TABLE>>";
            if (!to.visible) {
                out << ", style=invis";
            } else if (child.past_cap) {
                out << ", style=dashed";  // nodes between were not drawn
            }
            if (from.on_path && to.on_path) {
                out << ", color=\"" << path_color << "\", fontcolor=\"" << path_color
                    << "\", penwidth=3";
            }
            out << "];\n";
        }
        if (parent.omitted_children > 0) {
            out << "  n" << i << " -> m" << i << " [style="
                << (options.reveal_step == 0 || from.expanded_yet ? "dashed" : "invis")
                << ", arrowhead=none];\n";
        }
    }
}

// The elided stretch of the path: one node naming how many moves it stands for, and which,
// between the last path node drawn and the goal, on the path's bold line. Written in the goal's
// cluster: outside it, dot would hang the goal above its own path.
void write_elision(std::ostream& out, const SearchTree& tree, const DotOptions& options,
                   const dot::Elision& e) {
    const int moves = tree.nodes[e.goal].depth - tree.nodes[e.last_shown].depth;
    const bool visible = shown(tree, tree.nodes[e.goal], options).on_path;
    out << "  elided [shape=box, margin=\"0.15,0.05\", style=\"rounded,dashed"
        << (visible ? "" : ",invis") << "\", color=\"" << options.style.palette.path
        << "\", penwidth=3, fontsize=" << kHeaderPoints << ", label=<<I>... " << moves
        << " more moves</I>";
    if (!e.moves.empty()) out << "<BR/>" << escape_html(e.moves);
    out << ">];\n";
}

void write_elision_edges(std::ostream& out, const SearchTree& tree, const DotOptions& options,
                         const dot::Elision& e) {
    const bool visible = shown(tree, tree.nodes[e.goal], options).on_path;
    const std::string edge = std::string(" [style=") + (visible ? "dashed" : "invis") +
                             ", color=\"" + options.style.palette.path + "\", penwidth=3];\n";
    out << "  n" << e.last_shown << " -> elided" << edge;
    out << "  elided -> n" << e.goal << edge;
}

}  // namespace

int cell_points(const Board& b) { return b.cell_count() > 10 ? kWideCell : kCell; }

std::string board_grid(const Board& b, const std::string& blank, const std::string& lines,
                       const std::vector<bool>& hidden_tiles) {
    const int cell = cell_points(b);
    std::ostringstream out;
    // The grid keeps its own colour: the node's border colour (the path's) would tint it.
    // FIXEDSIZE on the grid too: without it the header's width spreads the columns apart.
    out << "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"1\" COLOR=\""
        << lines << "\" FIXEDSIZE=\"TRUE\" WIDTH=\"" << cell * b.width() + 2 << "\" HEIGHT=\""
        << cell * b.height() + 2 << "\">";
    for (int r = 0; r < b.height(); ++r) {
        out << "<TR>";
        for (int c = 0; c < b.width(); ++c) {
            const int tile = b.at(r, c);
            out << "<TD WIDTH=\"" << cell << "\" HEIGHT=\"" << cell << "\" FIXEDSIZE=\"TRUE\"";
            const auto t = static_cast<std::size_t>(tile);
            if (t < hidden_tiles.size() && hidden_tiles[t]) {
                out << " BGCOLOR=\"#eeeeee\"> </TD>";
            } else if (tile == 0) {
                out << " BGCOLOR=\"" << blank << "\"> </TD>";
            } else {
                out << "><FONT POINT-SIZE=\"" << kDigitPoints << "\">" << tile << "</FONT></TD>";
            }
        }
        out << "</TR>";
    }
    out << "</TABLE>";
    return out.str();
}

std::string escape_html(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char ch : text) {
        switch (ch) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            case '\'':
                out += "&#39;";
                break;
            default:
                // A control character (a newline in a name) would break the DOT line.
                out += static_cast<unsigned char>(ch) < 0x20 ? ' ' : ch;
        }
    }
    return out;
}

void write_dot(std::ostream& out, const SearchTree& tree, const DotOptions& options) {
    out << "digraph search {\n";
    out << "  graph [rankdir=" << (drawn_left_to_right(tree, options) ? "LR" : "TB")
        << ", nodesep=0.12, ranksep=0.3, fontname=\"Helvetica\", fontsize=14, labelloc=t";
    if (options.title) out << ", label=<" << title_of(tree, options) << ">";
    out << "];\n";
    out << "  node [shape=box, margin=\"0.05,0.03\", fontname=\"Helvetica\", fontsize=10];\n";
    out << "  edge [fontname=\"Helvetica\", fontsize=12, arrowsize=0.5];\n";
    const DotLabels& labels = options.style.labels;
    const dot::Elision elision = dot::elision_of(tree, options);
    // Nodes of iteration 0 (BFS, DLS) sit at the top level; each later iteration is a cluster.
    for (std::size_t it = 0; it < tree.iterations.size(); ++it) {
        const TreeIteration& iteration = tree.iterations[it];
        if (it > 0) {
            const std::string bound =
                labels.bound_name ? labels.bound_name(iteration.bound_kind) : "bound";
            out << "  subgraph cluster_" << it << " {\n  label=<iteration " << iteration.number
                << ": ";
            if (iteration.bound) out << escape_html(bound) << " " << *iteration.bound << ", ";
            if (iteration.kept < iteration.nodes) {
                out << group_digits(iteration.kept) << " of ";
            }
            out << count_of(iteration.nodes, "node")
                << (iteration.kept < iteration.nodes ? " drawn" : "")
                << ">; style=rounded; color=\"#888888\"; fontsize=14;\n";
        }
        for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) {
            if (tree.nodes[i].iteration == static_cast<int>(it) && !elision.hides(i)) {
                write_node(out, tree, i, options);
            }
        }
        if (elision.active() && tree.nodes[elision.goal].iteration == static_cast<int>(it)) {
            write_elision(out, tree, options, elision);
        }
        if (it > 0) out << "  }\n";
    }
    write_edges(out, tree, options, elision);
    if (elision.active()) write_elision_edges(out, tree, options, elision);
    const auto sizes = dot::cluster_sizes(tree, elision);
    const auto rows = dot::rows_for(sizes, options.aspect, dot::fixed_height(options));
    // Each row of clusters hangs below the tallest cluster of the row above.
    for (std::size_t r = 1; r < rows.size(); ++r) {
        std::size_t tallest = rows[r - 1].front();
        for (auto it : rows[r - 1]) {
            if (sizes[it].ranks > sizes[tallest].ranks) tallest = it;
        }
        for (auto it : rows[r]) {
            const auto root = tree.iterations[it].root;
            if (root == TreeNode::kNoIndex || sizes[tallest].deepest == TreeNode::kNoIndex) {
                continue;
            }
            out << "  n" << sizes[tallest].deepest << " -> n" << root << " [style=invis];\n";
        }
    }
    if (options.legend) {
        std::uint32_t deepest = sizes[0].deepest;
        int ranks = sizes[0].ranks;
        for (auto it : rows.back()) {
            if (sizes[it].ranks > ranks) {
                ranks = sizes[it].ranks;
                deepest = sizes[it].deepest;
            }
        }
        write_legend(out, tree, options, deepest);
    }
    out << "}\n";
}

std::string to_dot(const SearchTree& tree, const DotOptions& options) {
    std::ostringstream out;
    write_dot(out, tree, options);
    return out.str();
}

}  // namespace npuzzle
