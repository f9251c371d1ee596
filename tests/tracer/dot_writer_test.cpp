// The DOT writer: the expected text of a 2-move search, escaping, the "more" marker, clusters,
// determinism, and Graphviz accepting every DOT the kit writes.
#include "npuzzle/tracer/dot_writer.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "catch.hpp"
#include "event_script.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/frame_writer.hpp"
#include "npuzzle/tracer/render.hpp"

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
    const auto out = std::filesystem::temp_directory_path() / "npuzzle-tracer-test.svg";
    render_dot(dot, ImageFormat::Svg, out);
    CHECK(read_file(out).find("<svg") != std::string::npos);
    std::filesystem::remove(out);
}

}  // namespace

TEST_CASE("the DOT of a 2-move BFS is the expected text", "[tracer]") {
    const std::string dot = to_dot(bfs_tree());
    const std::filesystem::path golden =
        std::filesystem::path(NPUZZLE_TRACER_GOLDEN_DIR) / "bfs_two_moves.dot";
    // After an intended change to the drawing: NPUZZLE_UPDATE_GOLDEN=1 rewrites the file; review
    // its diff (and its picture) before committing.
    if (std::getenv("NPUZZLE_UPDATE_GOLDEN") != nullptr) std::ofstream(golden) << dot;
    CHECK(dot == read_file(golden));
}

TEST_CASE("the same tree gives byte-identical DOT", "[tracer]") {
    CHECK(to_dot(bfs_tree()) == to_dot(bfs_tree()));
}

TEST_CASE("the drawing shows the states, the path and the moves", "[tracer]") {
    const std::string dot = to_dot(bfs_tree());
    CHECK(count(dot, " -> ") == 8);
    CHECK(count(dot, "penwidth=3") == 3 + 2);  // three path nodes, two path edges
    CHECK(count(dot, "peripheries=2") == 1);
    CHECK(count(dot, "dotted") == 2);  // the two duplicates
    CHECK_THAT(dot, contains("solution: ru (2 moves)"));
    CHECK_THAT(dot, contains("<TD>r</TD></TR></TABLE>>, color=\"#d62728\""));
    CHECK_THAT(dot, contains(">#4  g=1<"));
    CHECK_THAT(dot, contains("legend"));
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
    CHECK_THAT(dot, contains("... 5 more nodes not drawn (--max-nodes 4)"));
    CHECK(count(dot, " more</I>") == 3);  // a marker under each node that lost children
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
    CHECK(count(dot, "subgraph cluster_") == 1);
    CHECK_THAT(dot, contains("iteration 1: f-bound 1, 3 nodes"));
    CHECK_THAT(dot, contains("g=1 h=2 f=3"));
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
    const auto dir = std::filesystem::temp_directory_path() / "npuzzle-frames-test";
    std::filesystem::remove_all(dir);
    {
        TreeRecorder rec;
        FrameWriter frames(rec, FrameOptions{dir, 100, false});
        npuzzle::testing::bfs_two_moves(frames, kStart, kGoal);
        // 4 expansions: each frame closes one when the next begins, the last at the finish.
        CHECK(frames.frames_written() == 4);
        CHECK(rec.tree().nodes.size() == 9);
    }
    CHECK(std::filesystem::exists(dir / "frame-0004.dot"));
    CHECK_FALSE(std::filesystem::exists(dir / "frame-0005.dot"));
    const std::string first = read_file(dir / "frame-0001.dot");
    CHECK(count(first, " -> ") == 3);           // the root's three children
    CHECK_THAT(first, contains("penwidth=4"));  // the node just expanded is ringed
    CHECK_THAT(first, contains("frame 1: after expansion #1"));
    render_check(first);
    CHECK(count(read_file(dir / "frame-0004.dot"), " -> ") == 8);
    {
        TreeRecorder rec;
        FrameWriter frames(rec, FrameOptions{dir / "capped", 2, false});
        npuzzle::testing::bfs_two_moves(frames, kStart, kGoal);
        CHECK(frames.frames_written() == 2);
        CHECK(frames.frames_skipped() == 2);
    }
    std::filesystem::remove_all(dir);
}
