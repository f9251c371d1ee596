// Lesson 03 tests: breadth-first search and the distance table. Graded: [lesson03][points=N].
// The expected values come from this file's own BFS (the tests' own set of boards, no lesson
// code) and from the seeds; paths are replayed by tests/support/path_check.hpp.
#include <algorithm>
#include <cstdint>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "bfs.hpp"
#include "board_oracle.hpp"
#include "budget_observer.hpp"
#include "cantor.hpp"
#include "catch.hpp"
#include "hints.hpp"
#include "link_mode.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/event_recorder.hpp"
#include "path_check.hpp"
#include "random_boards.hpp"
#include "seed_boards.hpp"

using npuzzle::Board;
using npuzzle::EventKind;
using npuzzle::EventRecorder;
using npuzzle::Move;
using npuzzle::parse_board;
using npuzzle::SearchCounters;
using npuzzle::SearchResult;
using npuzzle::SearchStatus;
using npuzzle::testing::check_optimal;
using npuzzle::testing::distances_to;
using npuzzle::testing::distances_to_goal;
using npuzzle::testing::path_fault;
using npuzzle::testing::sample_reachable;
namespace bfs = npuzzle::bfs;

namespace {

// The contract's BFS written as plainly as possible: what the counters must be.
struct Plain {
    bool found = false;
    std::size_t length = 0;
    SearchCounters counters;
};

Plain plain_bfs(const Board& start, const Board& goal) {
    Plain out;
    out.counters.max_frontier = 1;
    if (start == goal) return {true, 0, out.counters};
    npuzzle::testing::SeenBoards seen(start);
    seen.insert(start);
    std::deque<std::pair<Board, std::size_t>> queue{{start, 0}};  // a board and its depth
    while (!queue.empty()) {
        const auto [b, depth] = queue.front();
        queue.pop_front();
        ++out.counters.expanded;
        for (Move m : npuzzle::kMoveOrder) {
            if (!b.can_move(m)) continue;
            ++out.counters.generated;
            const Board next = b.moved(m);
            if (!seen.insert(next)) {
                ++out.counters.duplicates;
                continue;
            }
            if (next == goal) return {true, depth + 1, out.counters};
            queue.emplace_back(next, depth + 1);
            out.counters.max_frontier =
                std::max<std::uint64_t>(out.counters.max_frontier, queue.size());
        }
    }
    return out;
}

// The seed of every sample of boards in this file (sample_reachable).
constexpr std::uint64_t kSampleSeed = 20150803;

std::string text(const SearchCounters& c) {
    return "expanded " + std::to_string(c.expanded) + ", generated " + std::to_string(c.generated) +
           ", duplicates " + std::to_string(c.duplicates) + ", max_frontier " +
           std::to_string(c.max_frontier);
}

// `what` names the search whose counters are compared, in words.
void check_counters(const SearchCounters& got, const SearchCounters& want,
                    const std::string& what) {
    NPUZZLE_INFO("counters of " << what << ": got " << text(got) << "; expected " << text(want),
                 what << "的计数器：得到 " << text(got) << "；应为 " << text(want));
    CHECK(got.expanded == want.expanded);
    CHECK(got.generated == want.generated);
    CHECK(got.duplicates == want.duplicates);
    CHECK(got.max_frontier == want.max_frontier);
}

constexpr npuzzle::testing::Hint kHintGoalWhenExpanded{
    "test each child as you generate it; testing when a node leaves the queue expands a whole "
    "extra layer before stopping",
    "每生成一个子结点就做目标检测；等结点出队时才检测，会在停下之前多扩展整整一层"};
constexpr npuzzle::testing::Hint kHintSeenWhenQueued{
    "mark a board as seen when you put it in the queue, not when you take it out; otherwise a "
    "board reached twice in one layer is queued twice",
    "局面入队时就标记为已访问，而不是出队时；否则同一层中两次到达的局面会入队两次"};
constexpr npuzzle::testing::Hint kHintSkippedWhenDequeued{
    "mark each board seen as it enters the queue: marking it when it leaves "
    "(if (seen[u]) continue; seen[u] = true;) queues a board reached twice in one layer twice, "
    "so duplicates comes out too small and the queue too long",
    "局面应在入队时就标记为已访问：若到出队时才标记（if (vis[u]) continue; vis[u] = 1;），"
    "同一层中两次到达的局面就会入队两次，于是 duplicates 偏小、队列偏长"};
constexpr npuzzle::testing::Hint kHintMaxFrontier{
    "max_frontier is the largest queue length after a child is queued: the goal child is never "
    "queued, and the board being expanded has already left the queue",
    "max_frontier "
    "是子结点入队之后队列长度的最大值：目标子结点从不入队，正在扩展的局面也已经出队了"};
constexpr npuzzle::testing::Hint kHintDuplicates{
    "count every child skipped as seen before in duplicates",
    "每跳过一个已访问过的子结点，都要计入 duplicates"};
constexpr npuzzle::testing::Hint kHintOrder{
    "generate the children in U, D, L, R order (npuzzle::kMoveOrder)",
    "按 U, D, L, R 的顺序生成子结点（npuzzle::kMoveOrder）"};

// What a traced search shows of the known mistakes.
struct Symptoms {
    bool expanded_twice = false;  // some board was expanded twice: queued twice
    bool queued_twice = false;    // some board was queued twice, none expanded twice: skipped then
    bool goal_passed_over = false;       // the goal was generated as a new board and not reported
    bool one_more_in_frontier = false;   // max_frontier is one above the contract's, all else right
    bool no_duplicates_counted = false;  // duplicates 0, all else right
};

Symptoms symptoms_of(const Board& start, const Board& goal) {
    EventRecorder rec;
    const SearchResult r = bfs::search(start, goal, rec);
    Symptoms s;
    std::unordered_set<Board> expanded, queued;
    const auto& ev = rec.events();
    for (std::size_t i = 0; i < ev.size(); ++i) {
        const auto& e = ev[i].event;
        if (e.kind == EventKind::Expand && !expanded.insert(e.board).second) {
            s.expanded_twice = true;
        }
        // A child generated and neither skipped as seen nor the goal is queued.
        if (e.kind == EventKind::Generate && i + 1 < ev.size() &&
            ev[i + 1].event.kind != EventKind::SkipDuplicate &&
            ev[i + 1].event.kind != EventKind::Goal && !queued.insert(e.board).second) {
            s.queued_twice = true;
        }
        if (e.kind == EventKind::Generate && e.board == goal && i + 1 < ev.size() &&
            ev[i + 1].event.kind != EventKind::Goal &&
            ev[i + 1].event.kind != EventKind::SkipDuplicate) {
            s.goal_passed_over = true;
        }
    }
    s.queued_twice = s.queued_twice && !s.expanded_twice;
    const SearchCounters want = plain_bfs(start, goal).counters;
    const SearchCounters& got = r.counters;
    const bool others_right = got.expanded == want.expanded && got.generated == want.generated;
    s.one_more_in_frontier = others_right && got.duplicates == want.duplicates &&
                             got.max_frontier == want.max_frontier + 1;
    s.no_duplicates_counted = others_right && want.duplicates > 0 && got.duplicates == 0;
    return s;
}

// bfs::search from a start to the default goal, and what the contract's BFS counts there.
struct Run {
    Plain want;
    SearchResult result;
};

std::vector<Run> untraced_runs(const std::vector<Board>& starts) {
    std::vector<Run> runs;
    for (const Board& start : starts)
        runs.push_back({plain_bfs(start, Board::goal()), bfs::search(start, Board::goal())});
    return runs;
}

bool all_counters_right(const std::vector<Run>& runs) {
    return std::all_of(runs.begin(), runs.end(), [](const Run& run) {
        const SearchCounters& got = run.result.counters;
        const SearchCounters& want = run.want.counters;
        return got.expanded == want.expanded && got.generated == want.generated &&
               got.duplicates == want.duplicates && got.max_frontier == want.max_frontier &&
               got.iterations == 1;
    });
}

// Every board within `limit` moves of the goal of a width x height board, solved by bfs::search,
// against the test's own distances.
// A search past 10 cells that never stops (a start equal to the goal left untested, say) would
// fill the memory with the boards it has seen: it is stopped after far more events than these
// boards need (a 13-move 4x4 board takes about 100,000) or 10 s of its own time.
npuzzle::testing::TimedAnswer bounded_search(const Board& start, const Board& goal) {
    return npuzzle::testing::within_budget(10, 2'000'000,
                                           [start, goal](npuzzle::SearchObserver& budget) {
                                               return bfs::search(start, goal, budget);
                                           });
}

void check_near_goal(int width, int height, int limit) {
    const Board goal = Board::goal(width, height);
    for (const auto& [start, d] : distances_to(goal, limit)) {
        const auto bounded = bounded_search(start, goal);
        NPUZZLE_INFO(width << " wide, " << height << " high: from " << npuzzle::to_string(start)
                           << " to " << npuzzle::to_string(goal) << ": expected " << d << " moves",
                     "宽 " << width << "、高 " << height << "：从 " << npuzzle::to_string(start)
                           << " 到 " << npuzzle::to_string(goal) << "：应为 " << d << " 步");
        const std::string got =
            bounded ? NPUZZLE_WORDS("got " << npuzzle::to_string(bounded->status) << " with "
                                           << npuzzle::to_string(bounded->path),
                                    "得到 " << npuzzle::to_string(bounded->status) << "，路径 "
                                            << npuzzle::to_string(bounded->path))
                    : NPUZZLE_WORDS("got no answer: the search " << bounded.failure,
                                    "没有得到答案：搜索" << bounded.failure);
        INFO(got);
        REQUIRE(bounded.has_value());
        const SearchResult& r = *bounded;
        REQUIRE(r.found());
        REQUIRE(r.path.size() == static_cast<std::size_t>(d));
        REQUIRE(path_fault(start, r.path, goal) == "");
    }
}

}  // namespace

TEST_CASE("BFS finds the seeds' boards in the fewest moves", "[lesson03][points=3]") {
    for (const auto& seed : npuzzle::testing::kSeedBoards) {
        const Board start = parse_board(seed.start);
        const Board goal = parse_board(seed.goal);
        check_optimal(bfs::search(start, goal), start, goal, seed.moves);
    }
}

TEST_CASE("BFS reports every event in the contract's order", "[lesson03][points=3]") {
    // Blank in the centre, goal two moves away (down, right). Expected by hand from
    // docs/search-contract.md: children U D L R; the goal is found when generated.
    const Board start = parse_board("1 2 3 4 0 6 7 5 8");
    EventRecorder rec;
    const SearchResult r = bfs::search(start, Board::goal(), rec);
    struct Want {
        EventKind kind;
        npuzzle::NodeId node;
        npuzzle::NodeId parent;
        int depth;
    };
    constexpr auto kNone = npuzzle::kNoNode;
    const std::vector<Want> want = {
        {EventKind::Start, 0, kNone, 0},
        {EventKind::Expand, 0, kNone, 0},
        {EventKind::Generate, 1, 0, 1},  // U
        {EventKind::Generate, 2, 0, 1},  // D
        {EventKind::Generate, 3, 0, 1},  // L
        {EventKind::Generate, 4, 0, 1},  // R
        {EventKind::Expand, 1, kNone, 1},
        {EventKind::Generate, 5, 1, 2},  // D: back to the start
        {EventKind::SkipDuplicate, 5, 1, 2},
        {EventKind::Generate, 6, 1, 2},  // L
        {EventKind::Generate, 7, 1, 2},  // R
        {EventKind::Expand, 2, kNone, 1},
        {EventKind::Generate, 8, 2, 2},  // U: back to the start
        {EventKind::SkipDuplicate, 8, 2, 2},
        {EventKind::Generate, 9, 2, 2},   // L
        {EventKind::Generate, 10, 2, 2},  // R: the goal
        {EventKind::Goal, 10, 2, 2},
        {EventKind::Finish, kNone, kNone, 0},
    };
    const auto& got = rec.events();
    // The start's four children, as the contract orders them and as the search generated them.
    std::vector<Board> children, generated;
    for (Move m : npuzzle::kMoveOrder) children.push_back(start.moved(m));
    for (const auto& e : rec.of_kind(EventKind::Generate)) {
        if (generated.size() < 4) generated.push_back(e.event.board);
    }
    std::vector<Board> sorted_children = children, sorted_generated = generated;
    std::sort(sorted_children.begin(), sorted_children.end());
    std::sort(sorted_generated.begin(), sorted_generated.end());
    NPUZZLE_HINT_CONSTANT_IF(generated != children && sorted_generated == sorted_children,
                             kHintOrder);
    const Symptoms symptoms = symptoms_of(start, Board::goal());
    NPUZZLE_HINT_CONSTANT_IF(symptoms.one_more_in_frontier, kHintMaxFrontier);
    NPUZZLE_HINT_CONSTANT_IF(symptoms.goal_passed_over, kHintGoalWhenExpanded);
    NPUZZLE_HINT_CONSTANT_IF(symptoms.expanded_twice, kHintSeenWhenQueued);
    NPUZZLE_HINT_CONSTANT_IF(symptoms.queued_twice, kHintSkippedWhenDequeued);
    std::string kinds;
    for (const auto& e : got) kinds += std::string(npuzzle::to_string(e.event.kind)) + " ";
    NPUZZLE_INFO(
        "from 1 2 3 4 0 6 7 5 8 to the goal: expected 18 events, got " << got.size() << ": "
                                                                       << kinds,
        "从 1 2 3 4 0 6 7 5 8 到目标局面：应有 18 个事件，得到 " << got.size() << " 个：" << kinds);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        NPUZZLE_INFO("event " << i << ": got " << npuzzle::to_string(got[i].event.kind) << " node "
                              << got[i].event.node << " parent " << got[i].event.parent << " depth "
                              << got[i].event.depth << "; expected "
                              << npuzzle::to_string(want[i].kind) << " node " << want[i].node
                              << " parent " << want[i].parent << " depth " << want[i].depth,
                     "事件 " << i << "：得到 " << npuzzle::to_string(got[i].event.kind) << " node "
                             << got[i].event.node << " parent " << got[i].event.parent << " depth "
                             << got[i].event.depth << "；应为 " << npuzzle::to_string(want[i].kind)
                             << " node " << want[i].node << " parent " << want[i].parent
                             << " depth " << want[i].depth);
        CHECK(got[i].event.kind == want[i].kind);
        CHECK(got[i].event.node == want[i].node);
        if (want[i].kind != EventKind::Expand && want[i].kind != EventKind::Finish) {
            CHECK(got[i].event.parent == want[i].parent);
        }
        if (want[i].kind != EventKind::Finish) CHECK(got[i].event.depth == want[i].depth);
    }
    NPUZZLE_INFO(
        "event 2 is U's child 1 0 3 4 2 6 7 5 8, event 5 R's child 1 2 3 4 6 0 7 5 8, event 15 "
        "the goal; Start names bfs and the goal; Finish says found, with the result's counters; "
        "path dr",
        "事件 2 是 U 方向的子结点 1 0 3 4 2 6 7 5 8，事件 5 是 R 方向的子结点 1 2 3 4 6 0 7 5 "
        "8，事件 15 是目标局面；Start 写明 bfs 和目标局面；Finish 写明 "
        "found，并带有结果的计数器；路径为 dr");
    CHECK(got[2].event.board == parse_board("1 0 3 4 2 6 7 5 8"));
    CHECK(got[5].event.board == parse_board("1 2 3 4 6 0 7 5 8"));
    CHECK(got[15].event.board == Board::goal());
    CHECK(got.front().algorithm == "bfs");
    CHECK(got.front().goal == Board::goal());
    CHECK(got.back().event.found);
    check_counters(
        got.back().counters, r.counters,
        NPUZZLE_WORDS("the Finish event against the result", "Finish 事件与搜索结果对照"));
    CHECK(npuzzle::to_string(r.path) == "dr");
    check_counters(r.counters, {3, 10, 2, 5, 1},
                   NPUZZLE_WORDS("1 2 3 4 0 6 7 5 8 to the goal (by hand)",
                                 "1 2 3 4 0 6 7 5 8 到目标局面（手算）"));
}

TEST_CASE("the goal is tested when a board is generated, not when it is expanded",
          "[lesson03][points=2][known-mistake]") {
    const auto starts = sample_reachable(40, kSampleSeed, 3, 12);
    const auto runs = untraced_runs(starts);
    // The traced searches that name the mistake are run only when some counter is wrong.
    bool passed_over = false;
    if (!all_counters_right(runs)) {
        for (const Board& start : starts)
            passed_over |= symptoms_of(start, Board::goal()).goal_passed_over;
    }
    NPUZZLE_HINT_CONSTANT_IF(passed_over, kHintGoalWhenExpanded);
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const Board& start = starts[i];
        const Plain& want = runs[i].want;
        const SearchResult& r = runs[i].result;
        NPUZZLE_INFO("from " << npuzzle::to_string(start) << " to the goal: got "
                             << text(r.counters) << "; expected expanded " << want.counters.expanded
                             << ", generated " << want.counters.generated,
                     "从 " << npuzzle::to_string(start) << " 到目标局面：得到 " << text(r.counters)
                           << "；应为 expanded " << want.counters.expanded << ", generated "
                           << want.counters.generated);
        CHECK(r.counters.expanded == want.counters.expanded);
        CHECK(r.counters.generated == want.counters.generated);
    }
}

TEST_CASE("a board enters the queue once: it is marked seen when generated",
          "[lesson03][points=2][known-mistake]") {
    const auto starts = sample_reachable(40, kSampleSeed, 8, 16);
    const auto runs = untraced_runs(starts);
    // The traced searches that name the mistake are run only when some counter is wrong.
    Symptoms seen;
    if (!all_counters_right(runs)) {
        for (const Board& start : starts) {
            const Symptoms s = symptoms_of(start, Board::goal());
            seen.expanded_twice |= s.expanded_twice;
            seen.queued_twice |= s.queued_twice;
            seen.one_more_in_frontier |= s.one_more_in_frontier;
            seen.no_duplicates_counted |= s.no_duplicates_counted;
        }
    }
    NPUZZLE_HINT_CONSTANT_IF(seen.expanded_twice, kHintSeenWhenQueued);
    NPUZZLE_HINT_CONSTANT_IF(seen.queued_twice, kHintSkippedWhenDequeued);
    NPUZZLE_HINT_CONSTANT_IF(seen.one_more_in_frontier, kHintMaxFrontier);
    NPUZZLE_HINT_CONSTANT_IF(seen.no_duplicates_counted, kHintDuplicates);
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const Board& start = starts[i];
        const Plain& want = runs[i].want;
        const SearchResult& r = runs[i].result;
        check_counters(
            r.counters, want.counters,
            NPUZZLE_WORDS("the search from " << npuzzle::to_string(start) << " to the goal",
                          "从 " << npuzzle::to_string(start) << " 到目标局面的搜索"));
        NPUZZLE_INFO("iterations: expected 1", "iterations：应为 1");
        CHECK(r.counters.iterations == 1);
    }
}

TEST_CASE("a start equal to the goal is found with no moves",
          "[lesson03][points=1][known-mistake]") {
    for (const char* board : {"1 2 3 4 5 6 7 8 0", "8 6 7 2 5 4 3 0 1"}) {
        const Board b = parse_board(board);
        const SearchResult r = bfs::search(b, b);
        NPUZZLE_HINT_IF(
            r.status != SearchStatus::Found,
            "test the start before the loop: children are tested when generated, "
            "and the start is nobody's child",
            "进入循环之前先检测初始局面：子结点在生成时检测，而初始局面不是任何结点的子结点");
        NPUZZLE_INFO(
            "search from " << board << " to itself: expected Found, no moves, nothing expanded; "
                           << "got " << npuzzle::to_string(r.status) << ", " << r.path.size()
                           << " moves, " << r.counters.expanded << " expanded",
            "从 " << board << " 搜索到它自身：应返回 Found，没有移动，不扩展任何结点；得到 "
                  << npuzzle::to_string(r.status) << "，" << r.path.size() << " 步，扩展了 "
                  << r.counters.expanded << " 个结点");
        CHECK(r.status == SearchStatus::Found);
        CHECK(r.path.empty());
        CHECK(r.counters.expanded == 0);
    }
}

TEST_CASE("every path is legal and shortest, for any goal", "[lesson03][points=2]") {
    // Each pair costs the test's own BFS a whole search: a few pairs suffice.
    const auto boards = sample_reachable(16, kSampleSeed);
    for (std::size_t i = 0; i + 1 < boards.size(); i += 2) {
        // Two boards of the goal's parity reach each other; distances from the second one.
        const Board start = boards[i];
        const Board goal = boards[i + 1];
        const Plain want = plain_bfs(start, goal);
        REQUIRE(want.found);
        check_optimal(bfs::search(start, goal), start, goal, static_cast<int>(want.length));
    }
}

TEST_CASE("an unreachable goal fails after every reachable board is expanded",
          "[lesson03][points=2]") {
    // Two tiles swapped: the other parity. The lesson's BFS does not test parity first: it
    // learns the answer by running out of boards, as seed 000 prints "Impossible".
    const Board goal = parse_board("1 2 3 4 5 6 8 7 0");
    const SearchResult r = bfs::search(parse_board("2 3 0 7 1 6 5 8 4"), goal);
    NPUZZLE_INFO(
        "from 2 3 0 7 1 6 5 8 4 to 1 2 3 4 5 6 8 7 0 (other parity): expected "
            << npuzzle::to_string(SearchStatus::Failure)
            << " after 181440 expanded, 483840 generated, 181439 new boards; got "
            << npuzzle::to_string(r.status) << ", " << text(r.counters),
        "从 2 3 0 7 1 6 5 8 4 到 1 2 3 4 5 6 8 7 0（奇偶性不同）：应在扩展 181440 个、生成 483840 "
        "个结点、遇到 181439 个新局面之后返回 "
            << npuzzle::to_string(SearchStatus::Failure) << "；得到 "
            << npuzzle::to_string(r.status) << "，" << text(r.counters));
    CHECK(r.status == SearchStatus::Failure);
    CHECK(r.path.empty());
    CHECK(r.counters.expanded == 181440);
    // Each board has 2, 3 or 4 moves (blank in a corner, edge, centre): 20,160 boards per cell.
    CHECK(r.counters.generated == 20160 * (4 * 2 + 4 * 3 + 4));
    CHECK(r.counters.generated - r.counters.duplicates == 181440 - 1);
}

TEST_CASE("BFS works on other shapes", "[lesson03][points=1]") {
    // 2x3: 360 reachable boards; every one is checked against the test's own distances.
    const Board goal = Board::goal(3, 2);
    for (const auto& [start, d] : distances_to(goal)) {
        const SearchResult r = bfs::search(start, goal);
        NPUZZLE_INFO("3 wide, 2 high: from " << npuzzle::to_string(start) << " to "
                                             << npuzzle::to_string(goal) << ": expected " << d
                                             << " moves; got " << npuzzle::to_string(r.status)
                                             << " with " << npuzzle::to_string(r.path),
                     "宽 3、高 2：从 " << npuzzle::to_string(start) << " 到 "
                                       << npuzzle::to_string(goal) << "：应为 " << d << " 步；得到 "
                                       << npuzzle::to_string(r.status) << "，路径 "
                                       << npuzzle::to_string(r.path));
        REQUIRE(r.found());
        REQUIRE(r.path.size() == static_cast<std::size_t>(d));
        REQUIRE(path_fault(start, r.path, goal) == "");
    }
}

TEST_CASE("BFS finds shortest paths on 4x4 boards near the goal", "[lesson03][points=2]") {
    // 16! permutations: a bit each would take 2.6 TB, so the seen set must hold only the boards
    // reached. The 1,952 boards within 9 moves, and a few 13 moves away (about 30,000 boards
    // reached each).
    check_near_goal(4, 4, 9);
    const Board goal = Board::goal(4, 4);
    int checked = 0;
    for (const auto& [start, d] : distances_to(goal, 13)) {
        if (d != 13 || ++checked > 3) continue;
        const Plain want = plain_bfs(start, goal);
        const auto bounded = bounded_search(start, goal);
        NPUZZLE_INFO("from " << npuzzle::to_string(start)
                             << ": the search did not stop within 2,000,000 "
                             << "events or 10 s",
                     "从 " << npuzzle::to_string(start)
                           << " 出发：搜索没有在 2,000,000 个事件或 10 s 之内停下");
        REQUIRE(bounded.has_value());
        check_optimal(*bounded, start, goal, static_cast<int>(want.length));
    }
}

TEST_CASE("BFS finds shortest paths on 2x5 and 3x4 boards", "[lesson03][points=1]") {
    // 10 cells, the most that keep a bit per permutation (453 KB), and 12 cells, which cannot.
    check_near_goal(5, 2, 12);
    check_near_goal(2, 5, 12);
    check_near_goal(4, 3, 9);
    check_near_goal(3, 4, 9);
}

TEST_CASE("BFS refuses a goal of another shape; the distance table, boards above 10 cells",
          "[lesson03][points=1]") {
    CHECK_THROWS_AS(bfs::search(Board::goal(3, 3), Board::goal(2, 3)), std::invalid_argument);
    CHECK_THROWS_AS(bfs::search(Board::goal(4, 4), Board::goal(2, 8)), std::invalid_argument);
    CHECK_THROWS_WITH(bfs::distance_table(Board::goal(4, 3)), npuzzle::testing::contains("cells"));
    CHECK_THROWS_AS(bfs::distance_table(Board::goal(4, 4)), std::invalid_argument);
}

TEST_CASE("the distance table agrees with an independent BFS on all 181,440 boards",
          "[lesson03][points=3]") {
    const bfs::DistanceTable table = bfs::distance_table(Board::goal());
    NPUZZLE_INFO(
        "the 3x3 table: 9! = 362880 entries, half of them kUnreachable, layers 1 2 4 8 16 20 39 "
        "62 .., 2 boards at 31 moves, none further",
        "3x3 的距离表：9! = 362880 项，其中一半为 kUnreachable，各层的局面数 1 2 4 8 16 20 39 62 "
        "..，距离为 31 步的局面有 2 个，没有更远的");
    REQUIRE(table.distance.size() == 362880);
    CHECK(table.goal == Board::goal());
    std::vector<int> histogram(32, 0);
    std::size_t wrong = 0;
    for (const auto& [board, d] : distances_to_goal()) {
        const int got = table.distance[npuzzle::cantor::rank_board(board)];
        if (got != d && wrong++ < 5) {
            FAIL_CHECK(NPUZZLE_WORDS("the table gives " << npuzzle::to_string(board) << " distance "
                                                        << got << "; the test's BFS says " << d,
                                     "距离表给出 " << npuzzle::to_string(board) << " 的距离为 "
                                                   << got << "；测试的 BFS 得出 " << d));
        }
        if (got < 32) ++histogram[static_cast<std::size_t>(got)];
    }
    CHECK(wrong == 0);
    CHECK(std::count(table.distance.begin(), table.distance.end(), bfs::kUnreachable) == 181440);
    // The layers of the 8-puzzle (the test computes them; these are the known first eight).
    CHECK(std::vector<int>(histogram.begin(), histogram.begin() + 8) ==
          std::vector<int>{1, 2, 4, 8, 16, 20, 39, 62});
    CHECK(histogram[31] == 2);
    int largest = 0;
    for (std::uint8_t d : table.distance) {
        if (d != bfs::kUnreachable) largest = std::max<int>(largest, d);
    }
    CHECK(largest == 31);
}

TEST_CASE("the table gives a shortest path for every board", "[lesson03][points=2]") {
    const bfs::DistanceTable table = bfs::distance_table(Board::goal());
    const auto& dist = distances_to_goal();
    std::size_t wrong = 0, wrong_expanded = 0, wrong_generated = 0, counted_nothing = 0;
    std::size_t boards = 0, sampled = 0;
    std::string first_wrong_counters;
    for (const auto& [board, d] : dist) {
        const SearchResult r = bfs::solve_with_table(table, board);
        const std::string fault = path_fault(board, r.path, Board::goal());
        const bool ok = r.found() && r.path.size() == static_cast<std::size_t>(d) && fault.empty();
        if (!ok && wrong++ < 5) {
            FAIL_CHECK(NPUZZLE_WORDS(
                "solve_with_table from "
                    << npuzzle::to_string(board) << ": expected " << d << " moves to the goal, got "
                    << npuzzle::to_string(r.status) << " with " << npuzzle::to_string(r.path)
                    << (fault.empty() ? "" : "; ") << fault,
                "从 " << npuzzle::to_string(board) << " 调用 solve_with_table：到目标局面应为 " << d
                      << " 步，得到 " << npuzzle::to_string(r.status) << "，路径 "
                      << npuzzle::to_string(r.path) << (fault.empty() ? "" : "；") << fault));
        }
        if (boards++ % 97 != 0) continue;  // the counters on a sample: the walk costs lookups
        ++sampled;
        // Expected: one board expanded per step; at each, the moves tried in U, D, L, R order
        // up to the first one that leads one step closer, each one looked up.
        std::uint64_t generated = 0;
        Board b = board;
        for (int left = d; left > 0; --left) {
            for (Move m : npuzzle::kMoveOrder) {
                if (!b.can_move(m)) continue;
                ++generated;
                if (dist.at(b.moved(m)) == left - 1) {
                    b.apply(m);
                    break;
                }
            }
        }
        counted_nothing += d > 0 && r.counters.expanded == 0 && r.counters.generated == 0;
        const bool expanded_right = r.counters.expanded == static_cast<std::uint64_t>(d);
        const bool generated_right = r.counters.generated == generated;
        wrong_expanded += !expanded_right;
        wrong_generated += !generated_right;
        if (!first_wrong_counters.empty() || (expanded_right && generated_right)) continue;
        first_wrong_counters = NPUZZLE_WORDS(
            "solve_with_table from " << npuzzle::to_string(board) << " (" << d << " moves):",
            "从 " << npuzzle::to_string(board) << "（" << d << " 步）调用 solve_with_table：");
        if (!expanded_right) {
            first_wrong_counters += NPUZZLE_WORDS(
                " expanded came back " << r.counters.expanded << ", expected " << d
                                       << " (one per step);",
                "expanded 返回 " << r.counters.expanded << "，应为 " << d << "（每步一个）；");
        }
        if (!generated_right) {
            first_wrong_counters += NPUZZLE_WORDS(
                " generated came back " << r.counters.generated << ", expected " << generated
                                        << " (at each step the moves tried in U, D, L, R order up "
                                           "to the first that leads a step closer);",
                "generated 返回 "
                    << r.counters.generated << "，应为 " << generated
                    << "（每一步按 U, D, L, R 的顺序尝试移动，直到第一个更接近目标一步的为止）；");
        }
    }
    NPUZZLE_HINT_IF(
        counted_nothing > 0,
        "solve_with_table counts too: expanded = boards stepped through, generated = "
        "boards looked up",
        "solve_with_table 也要计数：expanded = 沿途经过的局面数，generated = 查过表的局面数");
    NPUZZLE_INFO("solve_with_table on all 181440 boards: " << wrong << " wrong paths",
                 "在全部 181440 个局面上调用 solve_with_table：" << wrong << " 条路径有错");
    CHECK(wrong == 0);
    NPUZZLE_INFO("the counters on " << sampled << " sampled boards (every 97th): expanded wrong on "
                                    << wrong_expanded << ", generated wrong on " << wrong_generated
                                    << "; first: " << first_wrong_counters,
                 "抽样的 " << sampled << " 个局面（每 97 个取一个）上的计数器：expanded 错了 "
                           << wrong_expanded << " 个，generated 错了 " << wrong_generated
                           << " 个；第一个：" << first_wrong_counters);
    CHECK(wrong_expanded == 0);
    CHECK(wrong_generated == 0);
    const SearchResult none = bfs::solve_with_table(table, parse_board("1 2 3 4 5 6 8 7 0"));
    NPUZZLE_INFO(
        "solve_with_table from 1 2 3 4 5 6 8 7 0 (other parity): expected Failure, no path",
        "从 1 2 3 4 5 6 8 7 0（奇偶性不同）调用 solve_with_table：应返回 Failure，没有路径");
    CHECK(none.status == SearchStatus::Failure);
    CHECK(none.path.empty());
}

TEST_CASE("a distance table can be built for any goal", "[lesson03][points=1]") {
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");  // seed 000's goal
    const bfs::DistanceTable table = bfs::distance_table(goal);
    for (const Board& start :
         {parse_board("1 2 3 0 8 4 7 6 5"), parse_board("8 1 3 2 0 4 7 6 5")}) {
        const SearchResult r = bfs::solve_with_table(table, start);
        check_optimal(r, start, goal, static_cast<int>(plain_bfs(start, goal).length));
    }
}

TEST_CASE("tracing changes neither the path nor the counters", "[lesson03][points=1]") {
    // The reference takes a faster path when nobody listens; both must agree with each other
    // and with the Finish event.
    for (const Board& start : sample_reachable(30, kSampleSeed, 1, 13)) {
        EventRecorder rec;
        const SearchResult traced = bfs::search(start, Board::goal(), rec);
        const SearchResult quiet = bfs::search(start, Board::goal());
        NPUZZLE_INFO(
            "from " << npuzzle::to_string(start) << ", traced and untraced: path "
                    << npuzzle::to_string(traced.path) << " and " << npuzzle::to_string(quiet.path)
                    << "; Expand, Generate, SkipDuplicate events must match the counters",
            "从 " << npuzzle::to_string(start) << " 出发，带追踪与不带追踪：路径分别为 "
                  << npuzzle::to_string(traced.path) << " 和 " << npuzzle::to_string(quiet.path)
                  << "；Expand、Generate、SkipDuplicate 事件必须与计数器一致");
        CHECK(traced.path == quiet.path);
        check_counters(traced.counters, quiet.counters,
                       NPUZZLE_WORDS("the traced search against the untraced",
                                     "带追踪的搜索与不带追踪的搜索对照"));
        REQUIRE(!rec.events().empty());
        check_counters(rec.events().back().counters, quiet.counters,
                       NPUZZLE_WORDS("the Finish event against the untraced search",
                                     "Finish 事件与不带追踪的搜索对照"));
        CHECK(rec.of_kind(EventKind::Expand).size() == quiet.counters.expanded);
        CHECK(rec.of_kind(EventKind::Generate).size() == quiet.counters.generated);
        CHECK(rec.of_kind(EventKind::SkipDuplicate).size() == quiet.counters.duplicates);
    }
}
