// The tree recorder: nodes, states, the solution path, the caps and the "more" count, iterations.
#include "npuzzle/tracer/search_tree.hpp"

#include "catch.hpp"
#include "event_script.hpp"
#include "npuzzle/board_io.hpp"

using namespace npuzzle;
using npuzzle::testing::EventScript;

namespace {

const Board kStart = parse_board("1 2 3 0 8 4 7 6 5");
const Board kGoal = parse_board("1 0 3 8 2 4 7 6 5");

int count_state(const SearchTree& t, NodeState s) {
    int n = 0;
    for (const auto& node : t.nodes) n += node.state == s ? 1 : 0;
    return n;
}

// The boards on the marked path, from the root down.
std::vector<Board> marked_path(const SearchTree& t) {
    std::vector<Board> boards;
    for (const auto& node : t.nodes) {
        if (node.on_path) boards.push_back(node.board);
    }
    return boards;
}

// IDDFS on the same example: limits 0, 1, 2; the goal is found in the third iteration.
void iddfs_two_moves(SearchObserver& observer) {
    EventScript s(observer, "iddfs", kStart, kGoal);
    s.iteration(0, 0);
    s.cut_off(0, 0);
    s.iteration(1, 1);
    s.expand(1);
    for (Move m : {Move::Up, Move::Down, Move::Right}) s.cut_off(s.generate(1, m), 1);
    s.iteration(5, 2);
    s.expand(5);
    const NodeId up = s.generate(5, Move::Up);
    s.expand(up);
    s.skip(s.generate(up, Move::Down));
    s.cut_off(s.generate(up, Move::Right), 2);
    const NodeId down = s.generate(5, Move::Down);
    s.expand(down);
    s.skip(s.generate(down, Move::Up));
    s.cut_off(s.generate(down, Move::Right), 2);
    const NodeId right = s.generate(5, Move::Right);
    s.expand(right);
    s.goal(s.generate(right, Move::Up));
    SearchCounters c;
    c.iterations = 3;
    s.finish(true, c);
}

}  // namespace

TEST_CASE("every generated node of a BFS becomes a tree node with its state", "[tracer]") {
    TreeRecorder rec;
    npuzzle::testing::bfs_two_moves(rec, kStart, kGoal);
    const SearchTree& t = rec.tree();
    CHECK(t.algorithm == "bfs");
    CHECK(t.start == kStart);
    CHECK(t.goal == kGoal);
    REQUIRE(t.nodes.size() == 9);  // the root and 8 generated
    CHECK(t.omitted.total() == 0);
    CHECK(count_state(t, NodeState::Expanded) == 4);
    CHECK(count_state(t, NodeState::Duplicate) == 2);
    CHECK(count_state(t, NodeState::Goal) == 1);
    CHECK(count_state(t, NodeState::Frontier) == 2);
    CHECK(t.nodes[0].children.size() == 3);
    CHECK(t.nodes[3].expansion == 4);
    CHECK(t.finished);
    CHECK(t.found);
    CHECK(t.counters.generated == 8);
    CHECK_FALSE(t.iterative());
    CHECK_FALSE(t.iterations[0].bound.has_value());
    for (const auto& node : t.nodes) CHECK_FALSE(node.h.has_value());  // BFS has no heuristic
}

TEST_CASE("the goal event marks the path from the root to the goal", "[tracer]") {
    TreeRecorder rec;
    npuzzle::testing::bfs_two_moves(rec, kStart, kGoal);
    const std::vector<Board> expected = {kStart, kStart.moved(Move::Right), kGoal};
    CHECK(marked_path(rec.tree()) == expected);
}

TEST_CASE("mark_path draws the whole path, past the caps", "[tracer]") {
    TreeLimits limits;
    limits.max_depth = 1;  // the goal at depth 2 is not kept
    TreeRecorder rec(limits);
    npuzzle::testing::bfs_two_moves(rec, kStart, kGoal);
    CHECK(marked_path(rec.tree()).empty());
    CHECK(rec.mark_path({Move::Right, Move::Up}) == 2);
    CHECK(marked_path(rec.tree()) == std::vector<Board>{kStart, kStart.moved(Move::Right), kGoal});
    CHECK(rec.tree().path == "ru");
    const TreeNode& goal = rec.tree().nodes.back();
    CHECK(goal.past_cap);
    CHECK_FALSE(goal.id.has_value());  // the search never numbered it: the recorder made it
    CHECK_FALSE(goal.h.has_value());   // nor did BFS's root have a heuristic to give it 0
    CHECK(goal.state == NodeState::Goal);
    CHECK(rec.tree().nodes[3].omitted_children == 0);  // its one left-out child is drawn now
}

TEST_CASE("the node cap keeps the first nodes and counts the rest", "[tracer]") {
    TreeLimits limits;
    limits.max_nodes = 4;
    TreeRecorder rec(limits);
    npuzzle::testing::bfs_two_moves(rec, kStart, kGoal);
    const SearchTree& t = rec.tree();
    CHECK(t.nodes.size() == 4);
    CHECK(t.omitted.by_node_cap == 5);
    CHECK(t.omitted.by_depth_cap == 0);
    CHECK(t.created == 9);
    // Nodes 1, 2 and 3 kept their children out: 2 + 2 + 1.
    CHECK(t.nodes[1].omitted_children == 2);
    CHECK(t.nodes[2].omitted_children == 2);
    CHECK(t.nodes[3].omitted_children == 1);
}

TEST_CASE("the depth cap keeps nodes down to that depth", "[tracer]") {
    TreeLimits limits;
    limits.max_depth = 1;
    TreeRecorder rec(limits);
    npuzzle::testing::bfs_two_moves(rec, kStart, kGoal);
    CHECK(rec.tree().nodes.size() == 4);
    // The recorder says which cap cut them: the writer's caller words it.
    CHECK(rec.tree().omitted.by_depth_cap == 5);
    CHECK(rec.tree().omitted.by_node_cap == 0);
    for (const auto& node : rec.tree().nodes) CHECK(node.depth <= 1);
}

TEST_CASE("memory stays bounded however many nodes the search creates", "[tracer]") {
    TreeLimits limits;
    limits.max_nodes = 300;
    TreeRecorder rec(limits);
    EventScript s(rec, "dls", kStart, kGoal);
    // A long chain of left/right moves, then a wide fan: 40,000 nodes in all.
    NodeId node = 0;
    for (int i = 0; i < 20000; ++i) {
        s.expand(node);
        node = s.generate(node, i % 2 == 0 ? Move::Right : Move::Left);
        s.generate(node, Move::Up);
    }
    CHECK(rec.tree().nodes.size() == 300);
    CHECK(rec.tree().created == 40001);
    CHECK(rec.tree().omitted.total() == 40001 - 300);
    CHECK(rec.tree().nodes.capacity() < 1024);
}

TEST_CASE("an iterative search gives one tree per iteration", "[tracer]") {
    TreeRecorder rec;
    iddfs_two_moves(rec);
    const SearchTree& t = rec.tree();
    REQUIRE(t.iterative());
    REQUIRE(t.iterations.size() == 4);  // [0] unused, then limits 0, 1, 2
    CHECK(t.iterations[1].bound == 0);
    CHECK(t.iterations[1].nodes == 1);
    CHECK(t.iterations[2].nodes == 4);
    CHECK(t.iterations[3].nodes == 9);
    CHECK(t.nodes.size() == 1 + 4 + 9);
    // The Start node doubles as the first iteration's root.
    CHECK(t.nodes[0].iteration == 1);
    CHECK(t.nodes[0].state == NodeState::CutOff);
    CHECK(count_state(t, NodeState::CutOff) == 6);
    // Only the last iteration's nodes are on the path.
    for (const auto& n : t.nodes) {
        if (n.on_path) CHECK(n.iteration == 3);
    }
    CHECK(marked_path(t).size() == 3);
}

TEST_CASE("the last iteration alone can be kept", "[tracer]") {
    TreeLimits limits;
    limits.iterations = IterationChoice::last();
    TreeRecorder rec(limits);
    iddfs_two_moves(rec);
    const SearchTree& t = rec.tree();
    REQUIRE(t.iterations.size() == 2);
    CHECK(t.iterations[1].number == 3);
    CHECK(t.iterations[1].bound == 2);
    CHECK(t.nodes.size() == 9);
    CHECK(marked_path(t).size() == 3);
}

TEST_CASE("one chosen iteration can be kept", "[tracer]") {
    TreeLimits limits;
    limits.iterations = IterationChoice::only(2);
    TreeRecorder rec(limits);
    iddfs_two_moves(rec);
    const SearchTree& t = rec.tree();
    REQUIRE(t.iterations.size() == 2);
    CHECK(t.iterations[1].number == 2);
    CHECK(t.nodes.size() == 4);
    CHECK(count_state(t, NodeState::CutOff) == 3);
}
