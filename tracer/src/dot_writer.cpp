#include "npuzzle/tracer/dot_writer.hpp"

#include <ostream>
#include <sstream>

#include "npuzzle/board_io.hpp"

namespace npuzzle {

namespace {

constexpr const char* kPathColor = "#d62728";
constexpr const char* kBlankColor = "#9e9e9e";

struct Style {
    const char* fill;
    const char* border;
    const char* line;  // the border's dash pattern, for readers printing in black and white
    const char* meaning;
};

Style style_of(NodeState state) {
    switch (state) {
        case NodeState::Expanded:
            return {"#dce9f5", "#4a6d8c", "solid", "expanded"};
        case NodeState::Frontier:
            return {"#ffffff", "#4a6d8c", "dashed", "generated, never expanded"};
        case NodeState::Duplicate:
            return {"#eeeeee", "#9e9e9e", "dotted", "duplicate, dropped"};
        case NodeState::CutOff:
            return {"#fde3c8", "#c26b12", "dashed", "cut off (limit or bound)"};
        case NodeState::Goal:
            return {"#c9efc9", "#2e7d32", "solid", "goal"};
    }
    return {"#ffffff", "#000000", "solid", ""};
}

// "1 node", "12,345 nodes".
std::string count_of(std::uint64_t n, const std::string& noun) {
    return group_digits(n) + " " + noun + (n == 1 ? "" : "s");
}

// What the bound of an iteration means for this algorithm.
std::string bound_name(const SearchTree& tree) {
    return tree.algorithm.find("ida") != std::string::npos ? "f-bound" : "depth limit";
}

std::string node_label(const TreeNode& node) {
    const Board& b = node.board;
    // One plain span: Graphviz places a bold span and the next by its own font metrics, and SVG
    // viewers then draw them touching ("#1g=0").
    std::string head;  // appended piece by piece: GCC 12 warns falsely on "#" + string
    if (node.expansion > 0) head.append("#").append(group_digits(node.expansion)).append("  ");
    head.append("g=").append(std::to_string(node.depth));
    if (node.h >= 0) {
        head += " h=" + std::to_string(node.h) + " f=" + std::to_string(node.depth + node.h);
    }
    std::ostringstream out;
    // The header sits above the grid, not in it, so the grid's cells stay square.
    out << "<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\">"
        << "<TR><TD><FONT POINT-SIZE=\"9\">" << head << "</FONT></TD></TR><TR><TD>";
    // The grid keeps its own colour: the node's border colour (red on the path) would tint it.
    // FIXEDSIZE on the grid too: without it the header's width spreads the columns apart.
    out << "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"1\" COLOR=\""
        << (node.state == NodeState::Duplicate ? "#9e9e9e" : "#555555")
        << "\" FIXEDSIZE=\"TRUE\" WIDTH=\"" << 16 * b.width() + 2 << "\" HEIGHT=\""
        << 16 * b.height() + 2 << "\">";
    for (int r = 0; r < b.height(); ++r) {
        out << "<TR>";
        for (int c = 0; c < b.width(); ++c) {
            const int tile = b.at(r, c);
            out << "<TD WIDTH=\"16\" HEIGHT=\"16\" FIXEDSIZE=\"TRUE\"";
            if (tile == 0) {
                out << " BGCOLOR=\"" << kBlankColor << "\"> </TD>";
            } else {
                out << ">" << tile << "</TD>";
            }
        }
        out << "</TR>";
    }
    out << "</TABLE></TD></TR></TABLE>>";
    return out.str();
}

std::string title_of(const SearchTree& tree, const DotOptions& options) {
    std::string t = "<B>" + escape_html(tree.algorithm.empty() ? "search" : tree.algorithm) +
                    "</B><BR/>" + escape_html(to_string(tree.start));
    if (tree.has_goal) t += "  -&gt;  " + escape_html(to_string(tree.goal));
    if (!options.subtitle.empty()) t += "<BR/>" + escape_html(options.subtitle);
    std::string limits;
    if (tree.limits.max_depth >= 0)
        limits += "--max-depth " + std::to_string(tree.limits.max_depth);
    if (tree.limits.iteration == -1)
        limits += std::string(limits.empty() ? "" : ", ") + "last iteration";
    if (tree.limits.iteration > 0) {
        limits += std::string(limits.empty() ? "" : ", ") + "iteration " +
                  std::to_string(tree.limits.iteration);
    }
    if (!limits.empty()) t += "<BR/>drawn: " + escape_html(limits);
    if (tree.finished) {
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
    if (tree.omitted > 0) {
        t += "<BR/><I>... " + count_of(tree.omitted, "more node") + " not drawn (--max-nodes " +
             group_digits(tree.limits.max_nodes) + ")</I>";
    }
    return t;
}

std::string legend_label() {
    std::string rows;
    const NodeState states[] = {NodeState::Expanded, NodeState::Frontier, NodeState::Duplicate,
                                NodeState::CutOff, NodeState::Goal};
    for (NodeState s : states) {
        const Style st = style_of(s);
        rows += std::string("<TR><TD BGCOLOR=\"") + st.fill + "\" COLOR=\"" + st.border +
                "\" BORDER=\"1\" WIDTH=\"16\"> </TD><TD ALIGN=\"LEFT\">" + escape_html(st.meaning) +
                "</TD></TR>";
    }
    rows += std::string("<TR><TD BGCOLOR=\"") + kPathColor +
            "\"> </TD><TD ALIGN=\"LEFT\">solution path</TD></TR>";
    rows += std::string("<TR><TD BGCOLOR=\"") + kBlankColor +
            "\"> </TD><TD ALIGN=\"LEFT\">the blank</TD></TR>";
    rows += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\">#n: the n-th expansion; g: depth;</TD></TR>";
    rows += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\">h: heuristic, f = g + h (IDA*)</TD></TR>";
    rows += "<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\">edges: the blank's move (u d l r)</TD></TR>";
    return "<<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"1\">"
           "<TR><TD COLSPAN=\"2\"><B>legend</B></TD></TR>" +
           rows + "</TABLE>>";
}

void write_node(std::ostream& out, const SearchTree& tree, std::uint32_t i,
                const DotOptions& options) {
    const TreeNode& node = tree.nodes[i];
    const Style st = style_of(node.state);
    out << "  n" << i << " [label=" << node_label(node) << ", fillcolor=\"" << st.fill
        << "\", style=\"rounded,filled," << st.line << "\"";
    if (node.on_path) {
        out << ", color=\"" << kPathColor << "\", penwidth=3";
    } else if (i == options.highlight) {
        out << ", color=\"#7b1fa2\", penwidth=4";
    } else {
        out << ", color=\"" << st.border << "\"";
    }
    if (node.state == NodeState::Goal) out << ", peripheries=2";
    if (node.state == NodeState::Duplicate) out << ", fontcolor=\"#8a8a8a\"";
    out << "];\n";
    if (node.omitted_children > 0) {
        out << "  m" << i << " [shape=plaintext, style=\"\", label=<<I>... "
            << group_digits(node.omitted_children) << " more</I>>];\n";
    }
}

void write_edges(std::ostream& out, const SearchTree& tree) {
    for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) {
        const TreeNode& parent = tree.nodes[i];
        for (auto c : parent.children) {
            const TreeNode& child = tree.nodes[c];
            const std::string letter = child.has_move ? std::string(1, to_char(child.move)) : "";
            // The letter on a white ground: drawn over its own edge (short vertical ones), bare
            // text would vanish into a thick red path or read as part of a thin line.
            out << "  n" << i << " -> n" << c
                << " [label=<<TABLE BORDER=\"0\" CELLPADDING=\"0\" BGCOLOR=\"white\"><TR><TD>"
                << escape_html(letter) << "</TD></TR></TABLE>>";
            if (parent.on_path && child.on_path) {
                out << ", color=\"" << kPathColor << "\", fontcolor=\"" << kPathColor
                    << "\", penwidth=3";
            }
            out << "];\n";
        }
        if (parent.omitted_children > 0) {
            out << "  n" << i << " -> m" << i << " [style=dashed, arrowhead=none];\n";
        }
    }
}

}  // namespace

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

std::string group_digits(std::uint64_t n) {
    const std::string digits = std::to_string(n);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

void write_dot(std::ostream& out, const SearchTree& tree, const DotOptions& options) {
    out << "digraph search {\n";
    out << "  graph [rankdir=TB, nodesep=0.12, ranksep=0.3, fontname=\"Helvetica\", "
           "fontsize=12, labelloc=t";
    if (options.title) out << ", label=<" << title_of(tree, options) << ">";
    out << "];\n";
    out << "  node [shape=box, margin=\"0.05,0.03\", fontname=\"Helvetica\", fontsize=10];\n";
    out << "  edge [fontname=\"Helvetica\", fontsize=10, arrowsize=0.5];\n";
    // Nodes of iteration 0 (BFS, DLS) sit at the top level; each later iteration is a cluster.
    for (std::size_t it = 0; it < tree.iterations.size(); ++it) {
        const TreeIteration& iteration = tree.iterations[it];
        if (it > 0) {
            out << "  subgraph cluster_" << it << " {\n  label=<iteration " << iteration.number
                << ": " << escape_html(bound_name(tree)) << " " << iteration.bound << ", "
                << count_of(iteration.nodes, "node") << ">; style=rounded; color=\"#888888\";\n";
        }
        for (std::uint32_t i = 0; i < tree.nodes.size(); ++i) {
            if (tree.nodes[i].iteration == static_cast<int>(it)) write_node(out, tree, i, options);
        }
        if (it > 0) out << "  }\n";
    }
    write_edges(out, tree);
    if (options.legend) {
        out << "  legend [shape=plaintext, fontsize=9, label=" << legend_label() << "];\n";
    }
    out << "}\n";
}

std::string to_dot(const SearchTree& tree, const DotOptions& options) {
    std::ostringstream out;
    write_dot(out, tree, options);
    return out.str();
}

}  // namespace npuzzle
