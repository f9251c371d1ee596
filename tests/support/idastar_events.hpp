// Description: the search contract's rules for the events of an IDA* (lessons 06 and 07), checked
// on one recorded search: Start first, Finish last with the result's counters, one Iteration per
// bound, one Goal, every CutOff above the latest bound and carrying it, node ids new and
// increasing, no child undoing its parent's move. And the check that an IDA* refuses a goal of
// the other parity before its first iteration.
// Time: O(events log nodes).
#pragma once

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "budget_observer.hpp"
#include "catch.hpp"
#include "hints.hpp"
#include "link_mode.hpp"
#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/event_recorder.hpp"

namespace npuzzle::testing {

// How many events break each rule that spans the whole stream.
struct IdastarEventFaults {
    long wrong_bound = 0;       // CutOff without the latest Iteration's bound
    long not_above = 0;         // CutOff whose f is not above its bound
    long reused_root = 0;       // a later iteration's root with an id used before
    long ids_out_of_order = 0;  // a child whose id is not newer than every id before it
    long undoing = 0;           // a child reached by undoing its parent's move
};

inline IdastarEventFaults idastar_event_faults(const EventRecorder& rec) {
    IdastarEventFaults faults;
    int latest_bound = -1;
    NodeId newest = 0;
    std::map<NodeId, Move> move_of;
    for (const auto& recorded : rec.events()) {
        const auto& e = recorded.event;
        if (e.kind == EventKind::Iteration) {
            if (latest_bound >= 0 && e.node <= newest) ++faults.reused_root;
            latest_bound = e.bound;
            newest = std::max(newest, e.node);
        } else if (e.kind == EventKind::CutOff) {
            faults.wrong_bound += e.bound != latest_bound;
            faults.not_above += e.f() <= e.bound;
        } else if (e.kind == EventKind::Generate) {
            faults.ids_out_of_order += e.node <= newest;
            newest = std::max(newest, e.node);
            const auto parent = move_of.find(e.parent);
            faults.undoing += parent != move_of.end() && inverse(parent->second) == e.move;
            move_of[e.node] = e.move;
        }
    }
    return faults;
}

// The contract's checks of a search from a board `depth` moves from `goal`, found as `r`, whose
// events `rec` recorded. The caller's INFO says which search it was.
inline void check_idastar_events(const EventRecorder& rec, const SearchResult& r, const Board& goal,
                                 int depth) {
    REQUIRE(r.found());
    const auto& ev = rec.events();
    REQUIRE(ev.size() > 2);
    CHECK(ev.front().event.kind == EventKind::Start);
    CHECK(ev.front().event.node == 0);
    CHECK(ev.front().algorithm == "idastar");
    CHECK(ev.front().goal == goal);
    CHECK(ev.back().event.kind == EventKind::Finish);
    CHECK(ev.back().event.found);
    CHECK(ev.back().counters.generated == r.counters.generated);
    CHECK(ev.back().counters.expanded == r.counters.expanded);

    const auto iterations = rec.of_kind(EventKind::Iteration);
    REQUIRE(iterations.size() == r.iterations.size());
    for (std::size_t i = 0; i < iterations.size(); ++i) {
        CHECK(iterations[i].event.bound == r.iterations[i].bound);
    }
    CHECK(iterations[0].event.node == 0);
    CHECK(rec.of_kind(EventKind::Expand).size() == r.counters.expanded);
    CHECK(rec.of_kind(EventKind::Generate).size() == r.counters.generated);
    const auto goals = rec.of_kind(EventKind::Goal);
    REQUIRE(goals.size() == 1);
    CHECK(goals[0].event.board == goal);
    CHECK(goals[0].event.depth == depth);

    const IdastarEventFaults f = idastar_event_faults(rec);
    NPUZZLE_INFO(
        f.wrong_bound << " CutOff events without the latest Iteration's bound, " << f.not_above
                      << " with f not above it, " << f.reused_root << " later roots reusing an id, "
                      << f.ids_out_of_order << " children whose id is not newer than all before, "
                      << f.undoing << " children undoing their parent's move",
        f.wrong_bound << " 个 CutOff 事件带的不是最近一次 Iteration 的阈值，" << f.not_above
                      << " 个的 f 不大于阈值，" << f.reused_root << " 个后来的根结点重用了编号，"
                      << f.ids_out_of_order << " 个子结点的编号不比之前所有的都新，" << f.undoing
                      << " 个子结点撤销了父结点的移动");
    CHECK(f.wrong_bound == 0);
    CHECK(f.not_above == 0);
    CHECK(f.reused_root == 0);
    CHECK(f.ids_out_of_order == 0);
    CHECK(f.undoing == 0);
}

// An IDA* toward a goal of the other parity, run by `search` (`call` names it in the report):
// Failure at once, within 10 s and 100,000 events, with no iteration and only Start and Finish.
inline void check_refuses_other_parity(const std::string& call,
                                       const std::function<SearchResult(SearchObserver&)>& search) {
    auto kinds = std::make_shared<std::vector<EventKind>>();
    // Copies, not references: a search that overruns is left running behind the test.
    const auto r = within_seconds(10, [search, kinds] {
        BudgetObserver budget(100000);
        SearchResult result = search(budget);
        *kinds = budget.kinds;
        return result;
    });
    NPUZZLE_HINT_IF(!r.has_value() || !r->iterations.empty(),
                    "call parity::is_solvable(start, goal) before the first iteration; "
                    "without it IDA* raises the bound forever on a board of the other parity",
                    "在第一轮之前调用 parity::is_solvable(start, "
                    "goal)；否则遇到奇偶性不同的局面，IDA* 会永远提高阈值");
    NPUZZLE_INFO(
        call << " toward a goal of the other parity: expected Failure at once (within 10 s "
             << "and 100000 events), no iterations, only Start and Finish events"
             << (r ? "" : "; it gave no answer: it " + r.failure),
        call << " 的目标局面奇偶性不同：应立即返回 Failure（10 秒和 100000 "
             << "个事件以内），没有任何一轮迭代，只有 Start 和 Finish 事件"
             << (r ? "" : "；它没有给出答案：它" + r.failure));
    REQUIRE(r.has_value());
    CHECK(r->status == SearchStatus::Failure);
    CHECK(r->path.empty());
    CHECK(r->iterations.empty());
    CHECK(*kinds == std::vector<EventKind>{EventKind::Start, EventKind::Finish});
}

}  // namespace npuzzle::testing
