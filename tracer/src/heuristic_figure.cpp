#include "npuzzle/tracer/heuristic_figure.hpp"

#include <sstream>

#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/dot_writer.hpp"
#include "npuzzle/tracer/number_format.hpp"

namespace npuzzle {

namespace {

constexpr int kTextPoints = 17;  // as large as the board digits: this is a slide

std::string tile_list(const std::vector<int>& tiles) {
    std::string text;
    // Appended, not "literal" + string: GCC 12 warns falsely (-Wrestrict) on the latter.
    for (int t : tiles) text.append(text.empty() ? "" : " ").append(std::to_string(t));
    return text;
}

// The abstract state of one pattern: its tiles where the board has them, every other cell (the
// blank's too) alike, since the entry depends on the pattern tiles' cells only.
std::vector<bool> hidden_but(const Board& board, const std::vector<int>& tiles) {
    std::vector<bool> hidden(static_cast<std::size_t>(board.cell_count()), true);
    for (int t : tiles) hidden[static_cast<std::size_t>(t)] = false;
    return hidden;
}

}  // namespace

std::string heuristic_dot(const Board& board, const std::string& heuristic,
                          const std::vector<PatternReading>& parts, const DotPalette& palette) {
    int h = 0;
    std::string sum;
    for (const PatternReading& p : parts) {
        h += p.moves;
        sum.append(sum.empty() ? "" : " + ").append(std::to_string(p.moves));
    }
    std::ostringstream out;
    out << "digraph heuristic {\n  graph [rankdir=LR, nodesep=0.25, ranksep=0.6, "
           "fontname=\"Helvetica\", fontsize="
        // One plain span: a bold one would be drawn touching the next ("pdb:4-4on").
        << kTextPoints << ", labelloc=t, label=<" << escape_html(heuristic) << " on "
        << escape_html(to_string(board)) << ": h = " << sum << " = " << h << ">];\n"
        << "  node [shape=box, style=\"rounded\", fontname=\"Helvetica\", fontsize=" << kTextPoints
        << ", margin=\"0.1,0.06\"];\n  edge [arrowsize=0.7, penwidth=1.5];\n";
    out << "  board [label=<<TABLE BORDER=\"0\" CELLSPACING=\"4\"><TR><TD>the board</TD></TR>"
           "<TR><TD>"
        << board_grid(board, palette.blank, "#555555") << "</TD></TR></TABLE>>];\n";
    for (std::size_t k = 0; k < parts.size(); ++k) {
        const PatternReading& p = parts[k];
        out << "  abstract" << k << " [label=<<TABLE BORDER=\"0\" CELLSPACING=\"4\"><TR><TD>tiles "
            << tile_list(p.tiles) << "</TD></TR><TR><TD>"
            << board_grid(board, palette.blank, "#555555", hidden_but(board, p.tiles))
            << "</TD></TR></TABLE>>];\n";
        out << "  entry" << k << " [label=<database " << k + 1 << ": entry "
            << group_digits(p.entry) << " of " << group_digits(p.entries) << "<BR/>" << p.moves
            << " move" << (p.moves == 1 ? "" : "s") << " of tiles " << tile_list(p.tiles)
            << "<BR/>to their goal cells>, style=\"rounded,filled\", fillcolor=\""
            << palette.expanded.fill << "\"];\n";
        out << "  board -> abstract" << k << " [label=<keep tiles<BR/>" << tile_list(p.tiles)
            << ">, fontname=\"Helvetica\", fontsize=14];\n";
        out << "  abstract" << k << " -> entry" << k
            << " [label=<their cells'<BR/>rank>, fontname=\"Helvetica\", fontsize=14];\n";
        out << "  entry" << k << " -> sum;\n";
    }
    out << "  sum [label=<h = " << sum << "<BR/><B>= " << h << "</B>>, style=\"rounded,filled\", "
        << "fillcolor=\"" << palette.goal.fill << "\"];\n}\n";
    return out.str();
}

}  // namespace npuzzle
