// The DOT writer: the expected text of a 2-move search, escaping, the "more" marker, clusters,
// determinism, and Graphviz accepting every DOT the kit writes.
#include "npuzzle/tracer/dot_writer.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catch.hpp"
#include "event_script.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/frame_writer.hpp"
#include "npuzzle/tracer/html_player.hpp"
#include "npuzzle/tracer/number_format.hpp"
#include "npuzzle/tracer/render.hpp"
#include "temporary_folder.hpp"

using namespace npuzzle;
using npuzzle::testing::contains;

namespace {

const Board kStart = parse_board("1 2 3 0 8 4 7 6 5");
const Board kGoal = parse_board("1 0 3 8 2 4 7 6 5");

std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

SearchTree bfs_tree(TreeLimits limits = {}) {
    TreeRecorder rec(limits);
    npuzzle::testing::bfs_two_moves(rec, kStart, kGoal);
    rec.mark_path({Move::Right, Move::Up});
    return rec.tree();
}

std::size_t count(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

// Renders to SVG in a scratch folder; dot's complaint, if any, is the exception's message.
void render_check(const std::string& dot) {
    const npuzzle::testing::TemporaryFolder scratch("npuzzle-tracer-test");
    const auto out = scratch / "drawing.svg";
    render_dot(dot, ImageFormat::Svg, out);
    CHECK(read_file(out).find("<svg") != std::string::npos);
}

}  // namespace

TEST_CASE("the DOT of a 2-move BFS is the expected text", "[tracer]") {
    const std::string dot = to_dot(bfs_tree());
    const std::filesystem::path golden =
        std::filesystem::path(NPUZZLE_TRACER_GOLDEN_DIR) / "bfs_two_moves.dot";
    const std::string expected = read_file(golden);
    // After an intended change to the drawing: NPUZZLE_UPDATE_GOLDEN=1 rewrites the file and fails,
    // so a run with the flag never passes on text it wrote itself; review the file's diff (and its
    // picture) before committing, then run again without the flag.
    if (dot != expected && std::getenv("NPUZZLE_UPDATE_GOLDEN") != nullptr) {
        std::ofstream(golden) << dot;
        FAIL("NPUZZLE_UPDATE_GOLDEN is set and the DOT differed: rewrote "
             << golden.string() << "; review its diff, then run the tests again without the flag");
    }
    CHECK(dot == expected);
}

TEST_CASE("the same tree gives byte-identical DOT", "[tracer]") {
    CHECK(to_dot(bfs_tree()) == to_dot(bfs_tree()));
}

TEST_CASE("the drawing shows the states, the path and the moves", "[tracer]") {
    const std::string dot = to_dot(bfs_tree());
    CHECK(count(dot, " -> n") == 8);
    CHECK(count(dot, "penwidth=3") == 3 + 2 + 1);  // three path nodes, two path edges, legend
    CHECK(count(dot, "peripheries=2") == 1 + 1);   // the goal and its legend entry
    CHECK(count(dot, "dotted") == 2 + 1);          // the two duplicates and their legend entry
    CHECK_THAT(dot, contains("solution: ru (2 moves)"));
    CHECK_THAT(dot, contains("<TD>r</TD></TR></TABLE>>, color=\"#d55e00\""));
    // The header is as large as the board's digits: it is what a heuristics slide is about.
    CHECK_THAT(dot, contains("<FONT POINT-SIZE=\"17\">#4 g=1<"));
    CHECK_THAT(dot, contains("<FONT POINT-SIZE=\"17\">8<"));
    CHECK_THAT(dot, contains("legend"));
}

TEST_CASE("an elided path keeps its first moves and the goal, the rest one node", "[tracer]") {
    DotOptions options;
    options.path_depth = 0;  // the root only, then "... 2 more moves", then the goal
    const std::string dot = to_dot(bfs_tree(), options);
    CHECK_THAT(dot, contains("... 2 more moves</I><BR/>ru"));
    CHECK_THAT(dot, contains("n0 -> elided [style=dashed"));
    CHECK_THAT(dot, contains("elided -> n8 [style=dashed"));
    CHECK_FALSE(contains("  n3 [").match(dot));  // the path's middle node, elided
    CHECK_THAT(dot, contains("  n1 ["));         // off the path: drawn as before
    CHECK(count(dot, " -> n") == 6 + 1);         // all but n0 -> n3 -> n8; elided -> n8
    render_check(dot);
    // A path no longer than the kept moves plus one has nothing worth eliding.
    options.path_depth = 1;
    CHECK_FALSE(contains("elided").match(to_dot(bfs_tree(), options)));
}

TEST_CASE("an aspect turns one tall tree left to right, and leaves a wide one", "[tracer]") {
    // A chain of four moves with no branch: five levels, one node wide.
    TreeRecorder rec;
    npuzzle::testing::EventScript s(rec, "dfs", kStart, kGoal);
    NodeId node = 0;
    for (Move m : {Move::Right, Move::Down, Move::Left, Move::Up}) {
        s.expand(node);
        node = s.generate(node, m);
    }
    DotOptions slide;
    slide.aspect = 16.0 / 9;
    CHECK(drawn_left_to_right(rec.tree(), slide));
    CHECK_THAT(to_dot(rec.tree(), slide), contains("rankdir=LR"));
    CHECK_THAT(to_dot(rec.tree()), contains("rankdir=TB"));  // no aspect asked
    CHECK_FALSE(drawn_left_to_right(bfs_tree(), slide));     // as wide as tall already
}

TEST_CASE("a heuristic of parts reads h=7+8 when the parts add up to h", "[tracer]") {
    TreeRecorder rec;
    npuzzle::testing::EventScript s(rec, "idastar", kStart, kGoal);
    s.iteration(0, 1, 1);
    s.expand(0);
    s.goal(s.generate(0, Move::Right, 1));
    s.finish(true, SearchCounters{});
    DotOptions options;
    options.heuristic_parts = [](const Board& b) {
        return b == kStart ? std::vector<int>{1, 0} : std::vector<int>{5, 5};
    };
    const std::string dot = to_dot(rec.tree(), options);
    CHECK_THAT(dot, contains(">h=1+0 f=1<"));  // the root: h = 1
    CHECK_THAT(dot, contains(">h=1 f=2<"));    // 5 + 5 is not the search's h: shown whole
}

TEST_CASE("escaping turns markup and quotes into entities", "[tracer]") {
    CHECK(escape_html("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;");
    CHECK(escape_html("two\nlines") == "two lines");
    CHECK(escape_html("plain 1 2 3") == "plain 1 2 3");
}

TEST_CASE("a hostile algorithm name cannot break the DOT", "[tracer]") {
    SearchTree tree = bfs_tree();
    tree.algorithm = "my<b>\"bfs\"</b> & co\n}";
    const std::string dot = to_dot(tree);
    CHECK_THAT(dot, contains("my&lt;b&gt;&quot;bfs&quot;&lt;/b&gt; &amp; co }"));
    render_check(dot);
    DotOptions options;
    options.subtitle = "--heuristic <mine> & \"yours\"";
    const std::string with_subtitle = to_dot(tree, options);
    CHECK_THAT(with_subtitle, contains("--heuristic &lt;mine&gt; &amp; &quot;yours&quot;"));
    render_check(with_subtitle);
}

TEST_CASE("a capped tree says how many nodes are left out", "[tracer]") {
    TreeLimits limits;
    limits.max_nodes = 4;
    const std::string dot = to_dot(bfs_tree(limits));
    CHECK_THAT(dot, contains("... 5 more nodes not drawn (at most 4 nodes per tree)"));
    // A marker under each node that lost children; the goal's parent lost none: the solution
    // path is drawn past the cap.
    CHECK(count(dot, " more</I>") == 2);
    render_check(dot);
}

TEST_CASE("large counts are written with digit groups", "[tracer]") {
    CHECK(group_digits(0) == "0");
    CHECK(group_digits(999) == "999");
    CHECK(group_digits(12345) == "12,345");
    CHECK(group_digits(181440) == "181,440");
    CHECK(group_digits(1234567) == "1,234,567");
}

TEST_CASE("an iterative search is drawn one cluster per iteration", "[tracer]") {
    TreeRecorder rec;
    npuzzle::testing::EventScript s(rec, "idastar", kStart, kGoal);
    s.iteration(0, 1, 1);
    s.expand(0);
    s.cut_off(s.generate(0, Move::Up, 2), 1);
    s.goal(s.generate(0, Move::Right, 1));
    SearchCounters c;
    c.iterations = 1;
    s.finish(true, c);
    const std::string dot = to_dot(rec.tree());
    CHECK(count(dot, "label=<iteration ") == 1);
    CHECK_THAT(dot, contains("iteration 1: f-bound 1, 3 nodes"));
    CHECK_THAT(dot, contains(">g=1</FONT></TD></TR><TR><TD><FONT POINT-SIZE=\"17\">h=2 f=3<"));
    render_check(dot);
}

TEST_CASE("Graphviz accepts the DOT of the expected text and of a highlighted frame", "[tracer]") {
    render_check(to_dot(bfs_tree()));
    DotOptions options;
    options.highlight = 2;
    options.legend = false;
    render_check(to_dot(bfs_tree(), options));
}

TEST_CASE("frames are written one per expansion, numbered, and capped", "[tracer]") {
    const npuzzle::testing::TemporaryFolder scratch("npuzzle-frames-test");
    const auto dir = scratch / "frames";
    const SearchTree tree = bfs_tree();
    const FramesWritten written = write_frames(tree, FrameOptions{dir, 100, false});
    CHECK(written.written == 4);  // one per expansion
    CHECK(std::filesystem::exists(dir / "frame-0004.dot"));
    CHECK_FALSE(std::filesystem::exists(dir / "frame-0005.dot"));
    const std::string first = read_file(dir / "frame-0001.dot");
    // Every frame holds the whole final tree, the nodes not made yet invisible: one layout.
    CHECK(count(first, " -> n") == 8);
    CHECK(count(first, "style=\"invis\"") == 5);             // the root's grandchildren
    CHECK_THAT(first, contains("\"#000000\", penwidth=6"));  // the node just expanded, ringed
    CHECK_THAT(first, contains("frame 0001 of 0004: expansion #1"));
    CHECK_FALSE(contains("solution: ").match(first));  // the answer waits for the last frame
    render_check(first);
    CHECK(count(read_file(dir / "frame-0004.dot"), "style=\"invis\"") == 0);
    const FramesWritten capped = write_frames(tree, FrameOptions{dir / "capped", 2, false});
    CHECK(capped.written == 2);
    CHECK(capped.skipped == 2);
}

TEST_CASE("frames share one layout: dot places every node where the last frame has it",
          "[tracer]") {
    const SearchTree tree = bfs_tree();
    // Each node's outline in dot's SVG: "n3" -> its path's coordinates (colours left out).
    const auto outlines = [](const std::string& dot) {
        const std::string svg = render_dot_to_string(dot, ImageFormat::Svg);
        std::map<std::string, std::string> out;
        for (auto at = svg.find("<title>n"); at != std::string::npos;
             at = svg.find("<title>n", at + 1)) {
            const auto name_end = svg.find("</title>", at);
            const std::string name = svg.substr(at + 7, name_end - at - 7);
            const auto d = svg.find(" d=\"", name_end);
            // Edges are titled "n0-&gt;n1"; an invisible node is not in the SVG at all.
            if (name.find("&gt;") != std::string::npos || d > svg.find("</g>", name_end)) {
                continue;
            }
            out[name] = svg.substr(d, svg.find('"', d + 4) - d);
        }
        return out;
    };
    DotOptions first;
    first.reveal_step = tree.nodes[1].settled_step;  // after the first expansion
    DotOptions last;
    last.reveal_step = tree.steps;
    const auto early = outlines(to_dot(tree, first));
    const auto late = outlines(to_dot(tree, last));
    REQUIRE(early.size() == 4);  // the root and its children; the rest are invisible
    for (const auto& [name, outline] : early) CHECK(late.at(name) == outline);
}

TEST_CASE("frames are refused a folder whose parent is missing, which is not created", "[tracer]") {
    const npuzzle::testing::TemporaryFolder scratch("npuzzle-frames-test");
    const auto missing = scratch / "no-such-parent";
    CHECK_THROWS_WITH(write_frames(bfs_tree(), FrameOptions{missing / "frames", 10, false}),
                      contains("does not exist"));
    CHECK_FALSE(std::filesystem::exists(missing));
}

namespace {

// Colour-blindness simulation (Machado, Oliveira and Fernandes 2009, severity 1.0), applied in
// linear RGB; distances in CIELAB (CIE76). About 10 units apart is clearly different to the eye.
using Rgb = std::array<double, 3>;
using Matrix = std::array<Rgb, 3>;
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868},
                              {0.114503, 0.786281, 0.099216},
                              {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968},
                                {0.280085, 0.672501, 0.047413},
                                {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kNormal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

Rgb linear_rgb(const std::string& hex) {
    Rgb c{};
    for (int k = 0; k < 3; ++k) {
        const double v = std::stoi(hex.substr(1 + 2 * k, 2), nullptr, 16) / 255.0;
        c[k] = v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    }
    return c;
}

Rgb lab_as_seen(const std::string& hex, const Matrix& m) {
    const Rgb c = linear_rgb(hex);
    Rgb s{};
    for (int r = 0; r < 3; ++r) {
        s[r] = std::clamp(m[r][0] * c[0] + m[r][1] * c[1] + m[r][2] * c[2], 0.0, 1.0);
    }
    const double x = (0.4124 * s[0] + 0.3576 * s[1] + 0.1805 * s[2]) / 0.95047;
    const double y = 0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2];
    const double z = (0.0193 * s[0] + 0.1192 * s[1] + 0.9505 * s[2]) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double distance_as_seen(const std::string& a, const std::string& b, const Matrix& m) {
    const Rgb p = lab_as_seen(a, m);
    const Rgb q = lab_as_seen(b, m);
    return std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) +
                     (p[2] - q[2]) * (p[2] - q[2]));
}

}  // namespace

TEST_CASE("every pair of node kinds stays apart under red-green colour blindness", "[tracer]") {
    const DotPalette& palette = okabe_ito_palette();
    const NodeState kinds[] = {NodeState::Expanded, NodeState::Frontier, NodeState::Duplicate,
                               NodeState::CutOff, NodeState::Goal};
    const std::pair<const char*, Matrix> visions[] = {
        {"normal", kNormal}, {"protanopia", kProtanopia}, {"deuteranopia", kDeuteranopia}};
    for (const auto& [vision, matrix] : visions) {
        for (std::size_t i = 0; i < std::size(kinds); ++i) {
            for (std::size_t j = i + 1; j < std::size(kinds); ++j) {
                const auto& a = palette.of(kinds[i]);
                const auto& b = palette.of(kinds[j]);
                INFO(vision << ": " << a.meaning << " " << a.fill << " vs " << b.meaning << " "
                            << b.fill);
                CHECK(distance_as_seen(a.fill, b.fill, matrix) >= 12.0);
            }
        }
    }
    // The simulation is the one that found the old palette wanting: its goal and cut-off fills
    // were 2 units apart under protanopia, 5 under deuteranopia.
    CHECK(distance_as_seen("#c9efc9", "#fde3c8", kProtanopia) < 3.0);
    CHECK(distance_as_seen("#c9efc9", "#fde3c8", kDeuteranopia) < 6.0);
}

// The player's heat map (tracer/player/drawing.js, heatColor): viridis at t = 0..1, mixed 55:45
// with white.
std::string heat_shade(double t) {
    constexpr int kStops[5][3] = {
        {68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}};
    const double x = t * 4;
    const int i = std::min(static_cast<int>(x), 3);
    const double f = x - i;
    std::string hex = "#";
    for (int k = 0; k < 3; ++k) {
        const double v = kStops[i][k] + (kStops[i + 1][k] - kStops[i][k]) * f;
        char byte[3];
        std::snprintf(byte, sizeof byte, "%02x",
                      static_cast<int>(std::lround(v * 0.55 + 255 * 0.45)));
        hex += byte;
    }
    return hex;
}

TEST_CASE("the blank and the current-node ring stand out on every fill and heat shade",
          "[tracer]") {
    const DotPalette& palette = okabe_ito_palette();
    const std::pair<const char*, Matrix> visions[] = {
        {"normal", kNormal}, {"protanopia", kProtanopia}, {"deuteranopia", kDeuteranopia}};
    const NodeState kinds[] = {NodeState::Expanded, NodeState::Frontier, NodeState::Duplicate,
                               NodeState::CutOff, NodeState::Goal};
    for (const auto& [vision, matrix] : visions) {
        for (NodeState kind : kinds) {
            const NodeStyle& st = palette.of(kind);
            INFO(vision << ": the blank " << palette.blank << " on a " << st.meaning << " node "
                        << st.fill);
            CHECK(distance_as_seen(palette.blank, st.fill, matrix) >= 20.0);
            INFO(vision << ": the ring " << palette.highlight << " on that fill");
            CHECK(distance_as_seen(palette.highlight, st.fill, matrix) >= 20.0);
        }
        for (int step = 0; step <= 20; ++step) {
            const std::string shade = heat_shade(step / 20.0);
            INFO(vision << ": the ring " << palette.highlight << " on the heat shade " << shade
                        << " (t = " << step / 20.0 << ")");
            CHECK(distance_as_seen(palette.highlight, shade, matrix) >= 20.0);
        }
        INFO(vision << ": the ring " << palette.highlight << " against the path " << palette.path);
        CHECK(distance_as_seen(palette.highlight, palette.path, matrix) >= 20.0);
    }
    // What the issue found: the grey blank on the green goal, the purple ring on early shades.
    CHECK(distance_as_seen("#9e9e9e", "#3fb98f", kDeuteranopia) < 10.0);
    CHECK(distance_as_seen("#cc79a7", heat_shade(0.1), kDeuteranopia) < 13.0);
    CHECK(distance_as_seen("#cc79a7", heat_shade(0.1), kProtanopia) < 5.0);
}

TEST_CASE("the legend lists only the kinds of node drawn, and can sit below", "[tracer]") {
    const SearchTree tree = bfs_tree();
    const std::string dot = to_dot(tree);
    CHECK_FALSE(contains("cut off (limit or bound)").match(dot));  // BFS cuts nothing off
    CHECK_THAT(dot, contains("duplicate, dropped"));
    CHECK_THAT(dot, contains("solution path"));
    DotOptions below;
    below.legend_below = true;
    // An invisible edge from the deepest node hangs the legend under the tree.
    CHECK_THAT(to_dot(tree, below), contains("n4 -> legend0 [style=invis]"));
    render_check(to_dot(tree, below));
}

TEST_CASE("the writer says which cap cut the tree, in words its caller may replace", "[tracer]") {
    TreeLimits limits;
    limits.max_depth = 1;
    TreeRecorder rec(limits);
    npuzzle::testing::bfs_two_moves(rec, kStart, kGoal);
    const std::string plain = to_dot(rec.tree());
    CHECK_THAT(plain, contains("5 more nodes not drawn (none deeper than 1)"));
    CHECK_FALSE(contains("--max").match(plain));  // the tracer names no program's flags
    DotOptions options;
    options.style.labels.omitted_reason = [](const OmittedNodes&, const TreeLimits&) {
        return std::string("--my-flag");
    };
    options.style.palette.expanded.fill = "#123456";
    const std::string custom = to_dot(rec.tree(), options);
    CHECK_THAT(custom, contains("not drawn (--my-flag)"));
    CHECK_THAT(custom, contains("fillcolor=\"#123456\""));
}

TEST_CASE("an aspect wraps the iteration clusters into rows", "[tracer]") {
    TreeRecorder rec;
    npuzzle::testing::EventScript s(rec, "iddfs", kStart, kGoal);
    // Six iterations of one root and three children each: one row is 18 leaves wide.
    for (int it = 0; it < 6; ++it) {
        const NodeId root = it == 0 ? 0 : static_cast<NodeId>(100 * it);
        s.iteration(root, 1);
        s.expand(root);
        for (Move m : {Move::Up, Move::Down, Move::Right}) s.cut_off(s.generate(root, m), 1);
    }
    DotOptions one_line;
    one_line.legend = false;
    const std::string wide = to_dot(rec.tree(), one_line);
    DotOptions slide = one_line;
    slide.aspect = 16.0 / 9.0;
    const std::string wrapped = to_dot(rec.tree(), slide);
    CHECK(count(wide, "[style=invis]") == 0);
    CHECK(count(wrapped, "[style=invis]") >= 2);  // rows hung under the row above
    const LayoutEstimate one_row = estimate_layout(rec.tree(), one_line);
    const LayoutEstimate rows = estimate_layout(rec.tree(), slide);
    CHECK(rows.width < one_row.width);
    CHECK(std::abs(std::log(rows.width / rows.height / slide.aspect)) <
          std::abs(std::log(one_row.width / one_row.height / slide.aspect)));
    render_check(wrapped);
}

namespace {

// A field of a node's or a step's row, by the name the data gives it (its "node_fields" or
// "step_fields"), as the page reads it.
const nlohmann::json& field(const nlohmann::json& data, const char* fields,
                            const nlohmann::json& row, const std::string& name) {
    const auto& names = data[fields];
    const auto at = std::find(names.begin(), names.end(), name);
    REQUIRE(at != names.end());
    return row[static_cast<std::size_t>(at - names.begin())];
}
const nlohmann::json& node_field(const nlohmann::json& data, const nlohmann::json& node,
                                 const std::string& name) {
    return field(data, "node_fields", node, name);
}
const nlohmann::json& step_field(const nlohmann::json& data, const nlohmann::json& step,
                                 const std::string& name) {
    return field(data, "step_fields", step, name);
}

}  // namespace

TEST_CASE("the player's data holds every drawn node and the events about them", "[tracer]") {
    TreeRecorder tree;
    PlayerRecorder player(tree);
    npuzzle::testing::bfs_two_moves(player, kStart, kGoal);
    tree.mark_path({Move::Right, Move::Up});
    const auto data = nlohmann::json::parse(player_json(player, {}));
    CHECK(data["nodes"].size() == 9);
    CHECK(data["steps"].size() == 17);  // every event: each concerns a drawn node or is a milestone
    const auto& second = data["steps"][1];
    CHECK(data["kinds"][step_field(data, second, "kind").get<int>()] == "expand");
    CHECK(step_field(data, second, "expanded") == 1);  // expansions so far
    CHECK(data["path"] == "ru");
    CHECK(node_field(data, data["nodes"][0], "cells") == "123084765");  // one character a cell
    for (const auto& node : data["nodes"]) CHECK(node.size() == data["node_fields"].size());
    for (const auto& step : data["steps"]) CHECK(step.size() == data["step_fields"].size());
    CHECK(data["palette"]["states"]["g"]["fill"] == okabe_ito_palette().goal.fill);
}

TEST_CASE("the player's data says what a node or step lacks with -1, as the page reads it",
          "[tracer]") {
    TreeLimits limits;
    limits.max_depth = 1;  // the goal is drawn past the cap, a node the search never numbered
    TreeRecorder tree(limits);
    PlayerRecorder player(tree);
    npuzzle::testing::bfs_two_moves(player, kStart, kGoal);
    tree.mark_path({Move::Right, Move::Up});
    REQUIRE_FALSE(tree.tree().nodes.back().id.has_value());
    const auto data = nlohmann::json::parse(player_json(player, {}));
    const auto& root = data["nodes"][0];
    const auto& past_cap = data["nodes"].back();
    CHECK(node_field(data, root, "id") == 0);
    CHECK(node_field(data, root, "parent") == -1);
    CHECK(node_field(data, root, "h") == -1);  // BFS has no heuristic
    CHECK(node_field(data, past_cap, "id") == -1);
    CHECK(node_field(data, past_cap, "on_path") == 1);
    CHECK(node_field(data, past_cap, "past_cap") == 1);
    CHECK(data["iterations"][0]["bound"] == -1);  // BFS has no iterations
    for (const auto& step : data["steps"])
        CHECK(step_field(data, step, "bound") == -1);  // nor bounds
}

TEST_CASE("the player page is one file: the data and the script inline", "[tracer]") {
    TreeRecorder tree;
    PlayerRecorder player(tree);
    // A name with markup: it must not close the script element that holds the data.
    npuzzle::testing::EventScript s(player, "bfs</script><b>", kStart, kGoal);
    s.expand(0);
    s.goal(s.generate(0, Move::Right));
    const npuzzle::testing::TemporaryFolder scratch("npuzzle-player-test");
    const auto page_path = scratch / "player.html";
    write_player(page_path, player, {});
    const std::string page = read_file(page_path);
    CHECK(count(page, "<svg") == 1);       // the tree's, drawn by the script
    CHECK(count(page, "</script>") == 2);  // the data's and the script's own
    CHECK_THAT(page, contains("bfs<\\/script>"));
    CHECK_FALSE(contains("http://").match(page.substr(page.find("<script"))));
    CHECK_FALSE(contains("src=").match(page));
}
