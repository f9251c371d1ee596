// Every search of the program's algorithm table (npuzzle/algorithms.hpp), traced end to end with
// the reference lessons: node counts on seed 000's example, the solution path marked, Graphviz
// accepting the DOT, and a full BFS staying bounded in the tree and complete in the log.
#include <spdlog/sinks/ostream_sink.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catch.hpp"
#include "event_script.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/dot_writer.hpp"
#include "npuzzle/tracer/log_observer.hpp"
#include "npuzzle/tracer/render.hpp"
#include "temporary_folder.hpp"

using namespace npuzzle;
using npuzzle::testing::TemporaryFolder;

namespace {

const Board kStart = parse_board("1 2 3 0 8 4 7 6 5");
const Board kGoal = parse_board("1 0 3 8 2 4 7 6 5");

struct Traced {
    SearchResult result;
    std::unique_ptr<TreeRecorder> recorder;
    const SearchTree& tree() const { return recorder->tree(); }
};

Traced run(const std::string& algo, const Board& start, const Board& goal, TreeLimits limits = {},
           int depth_limit = -1) {
    Traced t{{}, std::make_unique<TreeRecorder>(limits)};
    SearchOptions options;
    options.depth_limit = depth_limit;
    t.result = find_algorithm(algo).run(start, goal, options, *t.recorder);
    if (t.result.found()) t.recorder->mark_path(t.result.path);
    return t;
}

// The moves along the marked path, from the root of the last iteration down to the goal.
std::string marked_moves(const SearchTree& tree) {
    std::string moves;
    auto i = tree.iterations.back().root;
    while (true) {
        std::uint32_t next = TreeNode::kNoIndex;
        for (auto c : tree.nodes[i].children) {
            if (tree.nodes[c].on_path) next = c;
        }
        if (next == TreeNode::kNoIndex) break;
        moves += to_char(tree.nodes[next].move);
        i = next;
    }
    CHECK(tree.nodes[i].state == NodeState::Goal);
    return moves;
}

void check_renders(const SearchTree& tree) {
    const TemporaryFolder folder("npuzzle-trace-searches");
    const auto out = folder / "tree.svg";
    render_dot(to_dot(tree), ImageFormat::Svg, out);
    CHECK(std::filesystem::file_size(out) > 1000);
}

}  // namespace

TEST_CASE("the reference BFS draws exactly the expected 2-move tree", "[tracer]") {
    const Traced bfs = run("bfs", kStart, kGoal);
    TreeRecorder scripted;
    npuzzle::testing::bfs_two_moves(scripted, kStart, kGoal);
    scripted.mark_path(bfs.result.path);
    CHECK(to_dot(bfs.tree()) == to_dot(scripted.tree()));
}

TEST_CASE("each search's trace of seed 000's example has its node count and marked path",
          "[tracer]") {
    struct Case {
        std::string algo;
        int depth_limit;
        std::size_t nodes;  // worked out by hand from docs/search-contract.md
        int iterations;
    };
    // bfs: the root, 3 children, 2 + 2 from the first two, the goal as the third's first child.
    // dls, limit 2: the root, 3 children, 2 + 2 below u and d (cut off), 4 below r.
    // iddfs: limits 0, 1, 2 draw 1 + 4 + 12.
    // idastar (Manhattan, bound h = 2): u and d cut off at f = 4, r visited, its first child the
    // goal: one iteration of 5 nodes.
    // astar (Manhattan): the root, its 3 children, r's 4 (u, the goal, comes off after d, l, r).
    const Case cases[] = {{"bfs", -1, 9, 1},
                          {"dls", 2, 12, 1},
                          {"iddfs", -1, 17, 3},
                          {"astar", -1, 8, 1},
                          {"idastar", -1, 5, 1}};
    for (const Case& c : cases) {
        INFO("algorithm " << c.algo);
        const Traced t = run(c.algo, kStart, kGoal, {}, c.depth_limit);
        REQUIRE(t.result.found());
        CHECK(t.tree().nodes.size() == c.nodes);
        // Every node the search counted is drawn: the generated ones and one root per iteration.
        CHECK(t.tree().nodes.size() == t.result.counters.generated + c.iterations);
        CHECK(t.tree().iterations.size() - (t.tree().iterative() ? 1 : 0) ==
              static_cast<std::size_t>(c.iterations));
        CHECK(marked_moves(t.tree()) == to_string(t.result.path));
        CHECK(to_string(t.result.path) == "ru");
        check_renders(t.tree());
    }
}

TEST_CASE("a search longer than the caps is cut cleanly with the rest counted", "[tracer]") {
    TreeLimits limits;
    limits.max_nodes = 40;
    const Traced t = run("iddfs", parse_board("2 3 4 1 5 x 7 6 8"), Board::goal(), limits);
    REQUIRE(t.result.found());
    // Each iteration is capped on its own; the solution path is drawn past the cap.
    for (const auto& it : t.tree().iterations) CHECK(it.kept <= 40);
    CHECK(marked_moves(t.tree()) == to_string(t.result.path));
    std::size_t kept = 0;
    for (const auto& node : t.tree().nodes) kept += node.past_cap ? 0 : 1;
    CHECK(t.tree().omitted.total() == t.tree().created - kept);
    CHECK(t.tree().created == t.result.counters.generated + t.result.counters.iterations);
    CHECK_THAT(to_dot(t.tree()), npuzzle::testing::contains("more nodes not drawn"));
    check_renders(t.tree());
}

TEST_CASE("the last IDDFS iteration alone shows the whole solution path", "[tracer]") {
    TreeLimits limits;
    limits.iterations = IterationChoice::last();
    limits.max_nodes = 100000;
    const Traced t = run("iddfs", parse_board("2 3 4 1 5 x 7 6 8"), Board::goal(), limits);
    REQUIRE(t.result.found());
    CHECK(t.tree().iterations.size() == 2);
    CHECK(t.tree().iterations[1].number == t.result.counters.iterations);
    CHECK(marked_moves(t.tree()) == to_string(t.result.path));
}

TEST_CASE("a full BFS keeps a bounded tree and logs every expansion to a file", "[tracer]") {
    // The other parity: BFS expands all 181,440 boards reachable from the start, then fails.
    const Board unreachable = parse_board("2 1 3 4 5 6 7 8 0");
    const TemporaryFolder folder("npuzzle-full-bfs");
    const auto path = folder / "trace.jsonl";
    TreeLimits limits;
    TreeRecorder tree(limits);
    SearchResult result;
    {
        auto logger = make_trace_logger({path.string()}, LogFormat::Jsonl, "debug");
        LogObserver log(logger, LogFormat::Jsonl);
        struct Both final : SearchObserver {
            SearchObserver& a;
            SearchObserver& b;
            Both(SearchObserver& x, SearchObserver& y) : a(x), b(y) {}
            void on_event(const SearchEvent& e) override {
                a.on_event(e);
                b.on_event(e);
            }
        } both(tree, log);
        result = find_algorithm("bfs").run(Board::goal(), unreachable, {}, both);
        CHECK(log.lines() == 1 + 181440 + 1);  // start, each expansion, finish
    }
    CHECK_FALSE(result.found());
    CHECK(result.counters.expanded == 181440);
    CHECK(tree.tree().nodes.size() == limits.max_nodes);
    CHECK(tree.tree().omitted.total() == result.counters.generated + 1 - limits.max_nodes);
    std::ifstream in(path);
    std::string line;
    std::size_t lines = 0;
    std::string last;
    while (std::getline(in, line)) {
        ++lines;
        last = line;
    }
    CHECK(lines == 181442);
    REQUIRE(nlohmann::json::accept(last));
    CHECK(nlohmann::json::parse(last)["counters"]["expanded"] == 181440);
}
