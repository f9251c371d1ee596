// Lesson 04 tests: depth-limited DFS and iterative deepening. Graded: [lesson04][points=N].
// Optimal lengths come from the tests' own BFS (tests/support/board_oracle.hpp, no lesson code).
#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "board_oracle.hpp"
#include "budget_observer.hpp"
#include "catch.hpp"
#include "dfs.hpp"
#include "hints.hpp"
#include "link_mode.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/event_recorder.hpp"
#include "path_check.hpp"
#include "random_boards.hpp"

using npuzzle::Board;
using npuzzle::EventKind;
using npuzzle::EventRecorder;
using npuzzle::Move;
using npuzzle::parse_board;
using npuzzle::SearchResult;
using npuzzle::SearchStatus;
using npuzzle::testing::BudgetObserver;
using npuzzle::testing::check_found_within;
using npuzzle::testing::distances_to_goal;
using npuzzle::testing::path_fault;
using npuzzle::testing::sample_reachable;
using npuzzle::testing::within_seconds;
namespace dfs = npuzzle::dfs;

namespace {

constexpr npuzzle::testing::Hint kHintReverse{
    "an explicit stack visits the child pushed last first: push the kept children in reverse "
    "(R, L, D, U), so that U is visited first",
    "显式栈最先访问最后压入的子结点：把保留下来的子结点按相反的顺序（R, L, D, U）压栈，U "
    "才会最先被访问"};
constexpr npuzzle::testing::Hint kHintGlobalVisited{
    "a global visited set keeps a board that was first reached deep in one branch, near the "
    "limit, from being reached again by a shorter path in a later branch; skip only the boards "
    "on the path from the root",
    "全局的已访问集合会使一个先在某个分支深处（接近深度限制）到达的局面，在后面的分支中无法再经由更"
    "短的路径到达；只跳过从根结点到当前结点的路径上的局面"};
constexpr npuzzle::testing::Hint kHintGoalBeforeDepth{
    "test a node for the goal when it is visited, before the depth check: a goal at depth == "
    "limit is found, not cut off",
    "访问结点时先做目标检测，再检查深度：位于 depth == limit 处的目标应当被找到，而不是被截断"};

// True when some SkipDuplicate event skipped a board that is not on the path from the root to
// the skipped node's parent: what a visited set beyond the path does.
bool skipped_off_path(const EventRecorder& rec) {
    std::unordered_map<npuzzle::NodeId, std::pair<npuzzle::NodeId, Board>> nodes;
    for (const auto& re : rec.events()) {
        const auto& e = re.event;
        if (e.kind == EventKind::Start || e.kind == EventKind::Iteration) {
            nodes[e.node] = {npuzzle::kNoNode, e.board};
        } else if (e.kind == EventKind::Generate) {
            nodes[e.node] = {e.parent, e.board};
        } else if (e.kind == EventKind::SkipDuplicate) {
            bool on_path = false;
            for (auto id = e.parent; id != npuzzle::kNoNode && nodes.count(id);
                 id = nodes[id].first) {
                on_path = on_path || nodes[id].second == e.board;
            }
            if (!on_path) return true;
        }
    }
    return false;
}

}  // namespace

TEST_CASE("a limit of zero tests only the start", "[lesson04][points=1]") {
    const SearchResult at_goal = dfs::depth_limited(Board::goal(), Board::goal(), 0);
    NPUZZLE_HINT_CONSTANT_IF(at_goal.status == SearchStatus::CutOff, kHintGoalBeforeDepth);
    NPUZZLE_INFO("depth_limited(goal, goal, limit 0): expected Found with no moves, got "
                     << npuzzle::to_string(at_goal.status)
                     << "; from 1 2 3 4 5 6 7 0 8 with limit 0: "
                     << "expected CutOff with nothing expanded",
                 "depth_limited(goal, goal, limit 0)：应返回 Found，没有移动，得到 "
                     << npuzzle::to_string(at_goal.status)
                     << "；从 1 2 3 4 5 6 7 0 8 出发、limit 0：应返回 CutOff，不扩展任何结点");
    CHECK(at_goal.status == SearchStatus::Found);
    CHECK(at_goal.path.empty());
    const SearchResult elsewhere =
        dfs::depth_limited(parse_board("1 2 3 4 5 6 7 0 8"), Board::goal(), 0);
    CHECK(elsewhere.status == SearchStatus::CutOff);
    CHECK(elsewhere.counters.expanded == 0);
}

TEST_CASE("DLS goes deep first, children in U, D, L, R order", "[lesson04][points=3]") {
    // Blank in the centre, goal two moves away (down, right), limit 2. Expected by hand from
    // docs/search-contract.md: all children are generated at expansion, then visited U first;
    // a node is tested for the goal when visited, and cut off at depth 2.
    const Board start = parse_board("1 2 3 4 0 6 7 5 8");
    EventRecorder rec;
    const SearchResult r = dfs::depth_limited(start, Board::goal(), 2, rec);
    struct Want {
        EventKind kind;
        npuzzle::NodeId node;
    };
    const std::vector<Want> want = {
        {EventKind::Start, 0},         {EventKind::Expand, 0},
        {EventKind::Generate, 1},      {EventKind::Generate, 2},
        {EventKind::Generate, 3},      {EventKind::Generate, 4},
        {EventKind::Expand, 1},        {EventKind::Generate, 5},  // D: the start again
        {EventKind::SkipDuplicate, 5}, {EventKind::Generate, 6},
        {EventKind::Generate, 7},      {EventKind::CutOff, 6},
        {EventKind::CutOff, 7},        {EventKind::Expand, 2},
        {EventKind::Generate, 8},  // U: the start again
        {EventKind::SkipDuplicate, 8}, {EventKind::Generate, 9},
        {EventKind::Generate, 10},     {EventKind::CutOff, 9},
        {EventKind::Goal, 10},         {EventKind::Finish, npuzzle::kNoNode},
    };
    const auto& got = rec.events();
    const auto expands = rec.of_kind(EventKind::Expand);
    // Reversed order visits R (node 4) right after the root's expansion.
    NPUZZLE_HINT_CONSTANT_IF(expands.size() >= 2 && expands[1].event.node == 4, kHintReverse);
    NPUZZLE_HINT_IF(
        r.counters.expanded == 3 && r.counters.max_frontier <= 1,
        "max_frontier is the largest stack: after pushing a node's children, keep "
        "the largest stack size seen",
        "max_frontier 是栈的最大长度：每压入一个结点的全部子结点之后，记下见过的最大栈长度");
    std::string kinds;
    for (const auto& e : got) {
        kinds += std::string(npuzzle::to_string(e.event.kind)) + " " +
                 std::to_string(e.event.node) + ", ";
    }
    NPUZZLE_INFO(
        "from 1 2 3 4 0 6 7 5 8, limit 2: expected 21 events, got " << got.size() << ": " << kinds,
        "从 1 2 3 4 0 6 7 5 8 出发，limit 2：应有 21 个事件，得到 " << got.size() << " 个："
                                                                    << kinds);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        NPUZZLE_INFO("event " << i << ": got " << npuzzle::to_string(got[i].event.kind) << " node "
                              << got[i].event.node << "; expected "
                              << npuzzle::to_string(want[i].kind) << " node " << want[i].node,
                     "事件 " << i << "：得到 " << npuzzle::to_string(got[i].event.kind) << " node "
                             << got[i].event.node << "；应为 " << npuzzle::to_string(want[i].kind)
                             << " node " << want[i].node);
        CHECK(got[i].event.kind == want[i].kind);
        CHECK(got[i].event.node == want[i].node);
    }
    NPUZZLE_INFO(
        "event 11 cuts off node 6 at depth 2 with bound 2; event 6 expands 1 0 3 4 2 6 7 5 8; "
        "path dr; counters: expanded 3, generated 10, duplicates 2, max_frontier 5 (the "
        "largest stack), iterations 1; got expanded "
            << r.counters.expanded << ", generated " << r.counters.generated << ", duplicates "
            << r.counters.duplicates << ", max_frontier " << r.counters.max_frontier,
        "事件 11 在 depth 2、bound 2 处剪去结点 6；事件 6 扩展 1 0 3 4 2 6 7 5 8；路径 "
        "dr；计数器：expanded 3, generated 10, duplicates 2, max_frontier 5（栈的最大长度）, "
        "iterations 1；得到 expanded "
            << r.counters.expanded << ", generated " << r.counters.generated << ", duplicates "
            << r.counters.duplicates << ", max_frontier " << r.counters.max_frontier);
    CHECK(got[11].event.bound == 2);
    CHECK(got[11].event.depth == 2);
    CHECK(got[6].event.board == parse_board("1 0 3 4 2 6 7 5 8"));
    CHECK(got.front().algorithm == "dls");
    CHECK(npuzzle::to_string(r.path) == "dr");
    CHECK(r.counters.expanded == 3);
    CHECK(r.counters.generated == 10);
    CHECK(r.counters.duplicates == 2);
    CHECK(r.counters.max_frontier == 5);
    CHECK(r.counters.iterations == 1);
}

TEST_CASE("seed 004's board under every limit from 0 to 40", "[lesson04][points=3]") {
    // Optimum 17. Below it nothing can be found; above it DLS finds a path no longer than the
    // limit, often longer than 17. Seed 004 measured 19, 23, 29, 39 moves for limits 20, 25,
    // 30, 40; the kit's contract (U D L R, path-only duplicates) gives the same four.
    const Board start = parse_board("6 2 8 0 1 4 7 3 5");
    std::map<int, std::size_t> lengths;
    for (int limit = 0; limit <= 40; ++limit) {
        // Limit 40 takes a correct DLS well under a second; one that never stops fails here.
        const auto answer = within_seconds(
            10, [start, limit] { return dfs::depth_limited(start, Board::goal(), limit); });
        NPUZZLE_INFO("depth_limited(6 2 8 0 1 4 7 3 5, goal, limit "
                         << limit << ") within 10 s" << (answer ? "" : ": it ") << answer.failure,
                     "depth_limited(6 2 8 0 1 4 7 3 5, goal, limit "
                         << limit << ") 应在 10 s 之内返回" << (answer ? "" : "：它")
                         << answer.failure);
        REQUIRE(answer.has_value());
        const SearchResult& r = *answer;
        if (limit < 17) {
            CHECK(r.status == SearchStatus::CutOff);
            CHECK(r.path.empty());
        } else {
            check_found_within(r, start, Board::goal(), limit);
            lengths[limit] = r.path.size();
        }
    }
    NPUZZLE_INFO("lengths found with limits 17, 20, 25, 30, 40: expected 17, 19, 23, 29, 39; got "
                     << lengths[17] << ", " << lengths[20] << ", " << lengths[25] << ", "
                     << lengths[30] << ", " << lengths[40],
                 "limit 为 17, 20, 25, 30, 40 时找到的路径长度：应为 17, 19, 23, 29, 39；得到 "
                     << lengths[17] << ", " << lengths[20] << ", " << lengths[25] << ", "
                     << lengths[30] << ", " << lengths[40]);
    CHECK(lengths[17] == 17);
    CHECK(lengths[20] == 19);
    CHECK(lengths[25] == 23);
    CHECK(lengths[30] == 29);
    CHECK(lengths[40] == 39);
}

TEST_CASE("cut-off and failure are told apart", "[lesson04][points=2]") {
    // 2x2: the 12 reachable boards form one cycle, so a path that never repeats a board has at
    // most 11 moves. The goal below is of the other parity: unreachable.
    const Board start = Board::goal(2, 2);
    const Board unreachable = parse_board("2 1 3 0");
    const SearchStatus at_5 = dfs::depth_limited(start, unreachable, 5).status;
    const SearchResult exhausted = dfs::depth_limited(start, unreachable, 12);
    NPUZZLE_HINT_IF(at_5 == SearchStatus::Failure || exhausted.status == SearchStatus::CutOff,
                    "return CutOff when some node was not expanded because of the limit (a "
                    "larger limit might find the goal), Failure only when nothing was cut off",
                    "有结点因深度限制没有扩展时返回 "
                    "CutOff（更大的深度限制也许能找到目标）；只有什么都没被截断时才返回 Failure");
    NPUZZLE_INFO("2x2 goal to the unreachable 2 1 3 0: limits 5 and 11 expected CutOff (got "
                     << npuzzle::to_string(at_5) << " at 5), limits 12 and 40 Failure (got "
                     << npuzzle::to_string(exhausted.status) << " at 12)",
                 "从 2x2 目标局面到不可达的 2 1 3 0：limit 5 和 11 应返回 CutOff（limit 5 时得到 "
                     << npuzzle::to_string(at_5)
                     << "），limit 12 和 40 应返回 Failure（limit 12 时得到 "
                     << npuzzle::to_string(exhausted.status) << "）");
    CHECK(at_5 == SearchStatus::CutOff);
    CHECK(dfs::depth_limited(start, unreachable, 11).status == SearchStatus::CutOff);
    CHECK(exhausted.status == SearchStatus::Failure);
    CHECK(exhausted.path.empty());
    CHECK(dfs::depth_limited(start, unreachable, 40).status == SearchStatus::Failure);
}

TEST_CASE("only the boards on the current path count as seen",
          "[lesson04][points=2][known-mistake]") {
    // 7 moves is the optimum: a correct DLS with limit 7 must find a 7-move path. A global
    // visited set returns cut-off here.
    const Board start = parse_board("1 2 3 0 7 5 8 4 6");
    EventRecorder rec;
    const SearchResult r = dfs::depth_limited(start, Board::goal(), 7, rec);
    NPUZZLE_HINT_CONSTANT_IF(skipped_off_path(rec), kHintGlobalVisited);
    check_found_within(r, start, Board::goal(), 7);
    CHECK(r.path.size() == 7);
}

TEST_CASE("IDDFS finds the same lengths as BFS on 1,000 boards", "[lesson04][points=3]") {
    const std::vector<Board> boards = sample_reachable(1000, 20150803, 0, 15);
    // Stops at the fifth wrong board: the verdict is made, and a wrong IDDFS is often a slow one
    // (one that keeps the boards seen beyond its path spends ~90 ms a board), which the rest of
    // the 1,000 would only wait on.
    constexpr std::size_t kWrongShown = 5;
    std::size_t wrong = 0, tried = 0;
    for (const Board& board : boards) {
        if (wrong == kWrongShown) break;
        ++tried;
        const int d = distances_to_goal().at(board);
        const auto answer =
            within_seconds(10, [board = board] { return dfs::iddfs(board, Board::goal()); });
        NPUZZLE_INFO(
            "iddfs(" << npuzzle::to_string(board) << ", goal) gave no answer: it "
                     << answer.failure,
            "iddfs(" << npuzzle::to_string(board) << ", goal) 没有给出答案：它" << answer.failure);
        REQUIRE(answer.has_value());
        const SearchResult& r = *answer;
        const std::string fault = path_fault(board, r.path, Board::goal());
        const bool ok = r.found() && r.path.size() == static_cast<std::size_t>(d) && fault.empty();
        if (!ok && wrong++ < kWrongShown) {
            FAIL_CHECK(NPUZZLE_WORDS(
                "iddfs from " << npuzzle::to_string(board) << ": expected " << d
                              << " moves to the goal, got " << npuzzle::to_string(r.status)
                              << " with " << npuzzle::to_string(r.path)
                              << (fault.empty() ? "" : "; ") << fault,
                "从 " << npuzzle::to_string(board) << " 调用 iddfs：到目标局面应为 " << d
                      << " 步，得到 " << npuzzle::to_string(r.status) << "，路径 "
                      << npuzzle::to_string(r.path) << (fault.empty() ? "" : "；") << fault));
        }
    }
    NPUZZLE_INFO(wrong << " of the first " << tried
                       << " of 1000 boards within 15 moves solved wrong (the test stops at the "
                       << kWrongShown << "th)",
                 "15 步以内的 1000 个局面中的前 " << tried << " 个里，有 " << wrong
                                                  << " 个解错了（测试在第 " << kWrongShown
                                                  << " 个错误处停止）");
    CHECK(wrong == 0);
}

TEST_CASE("IDDFS runs one iteration per limit, each from a new root", "[lesson04][points=2]") {
    // Seed 000's example: 2 moves, so limits 0, 1 and 2.
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    EventRecorder rec;
    const SearchResult r = dfs::iddfs(start, goal, -1, rec);
    const auto iterations = rec.of_kind(EventKind::Iteration);
    NPUZZLE_HINT_IF(
        iterations.size() == 3 && iterations[2].event.node <= iterations[1].event.node,
        "node ids continue across iterations: each later root takes the next free "
        "id, it does not start again from 1",
        "结点编号在各轮之间连续：之后每一轮的根结点取下一个未用的编号，而不是从 1 重新开始");
    NPUZZLE_INFO(
        "iddfs from 1 2 3 0 8 4 7 6 5 to 1 0 3 8 2 4 7 6 5: path ru, 3 iterations with limits "
        "0, 1, 2 expanding 0, 1, .. nodes; Iteration events with roots 0, 1, then a newer id; got "
            << r.counters.iterations << " iterations, path " << npuzzle::to_string(r.path),
        "从 1 2 3 0 8 4 7 6 5 到 1 0 3 8 2 4 7 6 5 调用 iddfs：路径 ru，3 轮，limit 依次为 0, 1, "
        "2，分别扩展 0, 1, .. 个结点；Iteration 事件的根结点编号依次为 0, "
        "1，然后是一个更新的编号；得到 "
            << r.counters.iterations << " 轮，路径 " << npuzzle::to_string(r.path));
    CHECK(npuzzle::to_string(r.path) == "ru");
    CHECK(r.counters.iterations == 3);
    REQUIRE(r.iterations.size() == 3);
    std::uint64_t expanded = 0;
    for (int i = 0; i < 3; ++i) {
        CHECK(r.iterations[static_cast<std::size_t>(i)].bound == i);
        expanded += r.iterations[static_cast<std::size_t>(i)].expanded;
    }
    CHECK(expanded == r.counters.expanded);
    CHECK(r.iterations[0].expanded == 0);
    CHECK(r.iterations[1].expanded == 1);
    REQUIRE(iterations.size() == 3);
    CHECK(iterations[0].event.node == 0);
    CHECK(iterations[1].event.bound == 1);
    // Limit 0 cuts off the root only; limit 1 then starts from node 1: the next free id.
    CHECK(iterations[1].event.node == 1);
    CHECK(iterations[2].event.node > iterations[1].event.node);
    CHECK(rec.events().front().event.kind == EventKind::Start);
    CHECK(rec.events().back().event.kind == EventKind::Finish);
    CHECK(rec.of_kind(EventKind::Goal).size() == 1);
}

TEST_CASE("IDDFS answers a goal of the other parity at once", "[lesson04][points=1]") {
    // Without the parity check IDDFS would deepen forever: a budget of events and a watchdog stop
    // it within seconds.
    auto kinds = std::make_shared<std::vector<EventKind>>();
    const auto r = within_seconds(10, [kinds] {
        BudgetObserver budget(100000);
        SearchResult result =
            dfs::iddfs(parse_board("1 2 3 4 5 6 8 7 0"), Board::goal(), -1, budget);
        *kinds = budget.kinds;
        return result;
    });
    NPUZZLE_HINT_IF(!r.has_value() || r->counters.expanded > 0,
                    "call parity::is_solvable(start, goal) before the first iteration; without "
                    "it IDDFS deepens forever toward a goal of the other parity",
                    "在第一轮之前调用 parity::is_solvable(start, "
                    "goal)；否则目标的奇偶性不同时，IDDFS 会永远加深下去");
    NPUZZLE_INFO(
        "iddfs(1 2 3 4 5 6 8 7 0, goal): expected Failure at once, nothing expanded, only Start "
        "and Finish events"
            << (r ? "" : "; it gave no answer: it " + r.failure),
        "iddfs(1 2 3 4 5 6 8 7 0, goal)：应立即返回 Failure，不扩展任何结点，只有 Start 和 Finish "
        "事件"
            << (r ? "" : "；它没有给出答案：它" + r.failure));
    REQUIRE(r.has_value());
    CHECK(r->status == SearchStatus::Failure);
    CHECK(r->counters.expanded == 0);
    CHECK(*kinds == std::vector<EventKind>{EventKind::Start, EventKind::Finish});
}

TEST_CASE("IDDFS stops at its largest limit with a cut-off", "[lesson04][points=1]") {
    const SearchResult r = dfs::iddfs(parse_board("6 2 8 0 1 4 7 3 5"), Board::goal(), 10);
    NPUZZLE_INFO(
        "iddfs(6 2 8 0 1 4 7 3 5, goal, max limit 10): 17 moves away, expected CutOff after 11 "
        "iterations; got "
            << npuzzle::to_string(r.status) << " after " << r.counters.iterations,
        "iddfs(6 2 8 0 1 4 7 3 5, goal, max limit 10)：离目标 17 步，应在 11 轮之后返回 "
        "CutOff；得到 "
            << npuzzle::to_string(r.status) << "，共 " << r.counters.iterations << " 轮");
    CHECK(r.status == SearchStatus::CutOff);
    CHECK(r.counters.iterations == 11);
}

TEST_CASE("bad limits and shapes are errors", "[lesson04][points=1]") {
    NPUZZLE_INFO(
        "a limit of -1 (message naming the limit), and 3x3 against 2x3 for either search: "
        "expected std::invalid_argument",
        "limit 为 -1（消息中要写出这个 limit），以及两种搜索中 3x3 对 2x3：应抛出 "
        "std::invalid_argument");
    CHECK_THROWS_WITH(dfs::depth_limited(Board::goal(), Board::goal(), -1),
                      npuzzle::testing::contains("limit"));
    CHECK_THROWS_AS(dfs::depth_limited(Board::goal(3, 3), Board::goal(2, 3), 5),
                    std::invalid_argument);
    CHECK_THROWS_AS(dfs::iddfs(Board::goal(3, 3), Board::goal(2, 3)), std::invalid_argument);
    // Refusing is worth a point only beside answering good input.
    NPUZZLE_INFO(
        "the same searches from the goal to itself, with a limit of 0 and on 2x3 boards: "
        "expected Found, answers, not errors",
        "同样的两种搜索从目标局面到它自身，limit 为 0，以及在 2x3 局面上：应返回 "
        "Found，这是答案，不是错误");
    CHECK(dfs::depth_limited(Board::goal(), Board::goal(), 0).status == SearchStatus::Found);
    CHECK(dfs::iddfs(Board::goal(2, 3), Board::goal(2, 3)).status == SearchStatus::Found);
}

TEST_CASE("tracing changes neither the path nor the counters", "[lesson04][points=1]") {
    for (const char* text : {"1 2 3 4 0 6 7 5 8", "1 2 3 0 7 5 8 4 6", "2 3 0 1 5 6 4 7 8"}) {
        const Board start = parse_board(text);
        for (int limit : {3, 8, 12}) {
            EventRecorder rec;
            const SearchResult traced = dfs::depth_limited(start, Board::goal(), limit, rec);
            const SearchResult quiet = dfs::depth_limited(start, Board::goal(), limit);
            NPUZZLE_INFO(
                "from " << text << " with limit " << limit << ", traced and untraced: statuses, "
                        << "paths and counters must agree, and the Expand and Generate events "
                        << "match the counters",
                "从 " << text << " 出发、limit " << limit
                      << "，带追踪与不带追踪：状态、路径和计数器必须一致，Expand 和 Generate "
                         "事件必须与计数器一致");
            CHECK(traced.status == quiet.status);
            CHECK(traced.path == quiet.path);
            CHECK(traced.counters.expanded == quiet.counters.expanded);
            CHECK(traced.counters.generated == quiet.counters.generated);
            CHECK(traced.counters.duplicates == quiet.counters.duplicates);
            CHECK(rec.of_kind(EventKind::Expand).size() == quiet.counters.expanded);
            CHECK(rec.of_kind(EventKind::Generate).size() == quiet.counters.generated);
        }
    }
}
