// Description: the precondition of lesson 06's search tests. IDA* with heuristic h gives each child
// the h its estimate's after_move updates from the parent's; that must be what the estimate's
// initial (evaluate(h, child, goal), recomputed from scratch) gives the child's board. A wrong
// O(1) update makes IDA* search the wrong bounds, so every search test would run to its time
// limit (10 s each, over a minute per lesson) before failing. Checked first, on a few short
// searches near the goal, it fails those tests in milliseconds, naming the board and move where
// the update first went wrong.
// It only stops searches that would run away: it speaks when a short search runs far past what a
// right one reports AND its events show a child whose h is not its board's heuristic though its
// parent's was. A search that ends, throws, overruns or reports no events leaves it silent, and
// the test runs as it would without it. So it awards and removes no points: the update has its
// own tests, which say more (hints included).
// Time: per heuristic and goal, once per program: up to kBoards short searches (a right one
// reports tens to hundreds of events); a runaway stops at kEvents, and one batch of calls to the
// heuristic checks its events.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "idastar.hpp"
#include "link_mode.hpp"
#include "manhattan.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/tracer/search_event.hpp"
#include "random_boards.hpp"
#include "test_estimates.hpp"  // misplaced
#include "words.hpp"

namespace npuzzle::testing {

// One child whose h is not its board's heuristic, though its parent's h was.
struct WrongUpdate {
    Board start;  // of the search that ran away
    Board parent;
    int parent_h = 0;
    Move move = Move::Up;
    Board child;
    int got = 0;       // what after_move gave the child, as its Generate event reports it
    int expected = 0;  // evaluate(h, child, goal)
};

namespace update_check {

constexpr int kBoards = 3;  // searched from boards 4, 8 and 12 random moves from the goal
constexpr std::size_t kEvents = 20000;  // far more than a right search of those boards reports
constexpr int kSeconds = 2;             // CPU time of one search: a right one takes milliseconds
constexpr std::uint64_t kSeed = 1985;

// A node as its event reports it: the root (Start, Iteration) or a child (Generate).
struct Reported {
    NodeId node;
    NodeId parent;  // kNoNode for a root
    Move move;
    Board board;
    int h;
};

// Keeps the roots and children a search reports, and stops it past kEvents events.
class Reports final : public SearchObserver {
  public:
    void on_event(const SearchEvent& e) override {
        if (e.kind == EventKind::Start || e.kind == EventKind::Iteration) {
            nodes.push_back({e.node, kNoNode, Move::Up, e.board, e.h});
        } else if (e.kind == EventKind::Generate) {
            nodes.push_back({e.node, e.parent, e.move, e.board, e.h});
        }
        if (++events_ > kEvents) {
            stopped = true;
            throw std::runtime_error("the update check has seen enough");
        }
    }
    std::vector<Reported> nodes;
    bool stopped = false;  // past kEvents: a right search of the check's boards is far from it

  private:
    std::size_t events_ = 0;
};

// The heuristic h of each node's board. Linear conflict is the student's own, in one batch of
// calls; misplaced tiles and Manhattan are lesson 05's, which the tests count themselves.
inline std::vector<int> heuristic_of(idastar::Heuristic h, const Board& goal,
                                     const std::vector<Reported>& nodes) {
    std::vector<std::tuple<Board, Board>> asked;
    asked.reserve(nodes.size());
    for (const Reported& n : nodes) asked.emplace_back(n.board, goal);
    if (h == idastar::Heuristic::LinearConflict) {
        return call_each<int>("idastar::linear_conflict", idastar::linear_conflict, asked);
    }
    std::vector<int> values;
    values.reserve(nodes.size());
    for (const Reported& n : nodes) {
        values.push_back(h == idastar::Heuristic::Manhattan ? manhattan(n.board, goal)
                                                            : misplaced(n.board, goal));
    }
    return values;
}

// The first child in `nodes` whose parent's h is its heuristic and whose own h is not.
inline std::optional<WrongUpdate> first_wrong(idastar::Heuristic h, const Board& goal,
                                              const std::vector<Reported>& nodes) {
    const std::vector<int> evaluated = heuristic_of(h, goal, nodes);
    std::map<NodeId, std::size_t> index_of;  // the latest report of each node
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const Reported& n = nodes[i];
        const auto parent = index_of.find(n.parent);
        index_of[n.node] = i;
        if (parent == index_of.end()) continue;
        const Reported& p = nodes[parent->second];
        if (p.h != evaluated[parent->second] || n.h == evaluated[i]) continue;
        return WrongUpdate{nodes.front().board, p.board, p.h, n.move, n.board, n.h, evaluated[i]};
    }
    return std::nullopt;
}

// The first wrong update of IDA* with `h` toward `goal` in a search of the check's boards that
// ran away, or nullopt.
inline std::optional<WrongUpdate> search_for_wrong_update(idastar::Heuristic h, const Board& goal) {
    Random rng(kSeed);
    for (int i = 1; i <= kBoards; ++i) {
        const Board start = rng.walk(goal, 4 * i);
        auto reports = std::make_shared<Reports>();
        try {
            const TimedAnswer r = within_seconds(kSeconds, [start, goal, h, reports] {
                return idastar::idastar(start, goal, h, *reports);
            });
            // Ended or failed on its own: the test's searches will say how. Only the check's own
            // stop past kEvents has ended a runaway (an overrun may still be reporting).
            if (!r.threw || !reports->stopped) continue;
            if (auto wrong = first_wrong(h, goal, reports->nodes)) return wrong;
        } catch (...) {
            return std::nullopt;  // not implemented, or evaluate failed: the test will say
        }
    }
    return std::nullopt;
}

}  // namespace update_check

// The first wrong update of IDA* with `h` toward `goal` (update_check), found once per program.
inline const std::optional<WrongUpdate>& wrong_update(idastar::Heuristic h, const Board& goal) {
    static std::map<std::pair<idastar::Heuristic, std::string>, std::optional<WrongUpdate>> found;
    const auto key = std::make_pair(h, npuzzle::to_string(goal));
    auto it = found.find(key);
    if (it == found.end()) {
        it = found.emplace(key, update_check::search_for_wrong_update(h, goal)).first;
    }
    return it->second;
}

// Fails the test at once if IDA* with heuristic `h` toward `goal` gives a child another h than
// the heuristic of the child's board: the test's searches would only run to their time limit.
inline void require_right_updates(idastar::Heuristic h, const Board& goal) {
    const std::optional<WrongUpdate>& wrong = wrong_update(h, goal);
    if (!wrong) return;
    const std::string_view name = idastar::to_string(h);
    FAIL(NPUZZLE_WORDS(
        "before searching with "
            << name << " toward " << npuzzle::to_string(goal) << ": IDA* asked after_move("
            << npuzzle::to_string(wrong->parent) << ", h " << wrong->parent_h << ", "
            << move_name(wrong->move) << ") for the child " << npuzzle::to_string(wrong->child)
            << " and it gave " << wrong->got << "; expected " << wrong->expected
            << ", what initial, evaluate(" << name
            << ", child, goal), gives that board. A child's h updated from its parent's must "
            << "equal the heuristic recomputed for it, or IDA* searches the wrong bounds: from "
            << npuzzle::to_string(wrong->start) << " it reported over " << update_check::kEvents
            << " events without an answer (a right search of it reports far fewer), so this "
            << "test's searches are not run",
        "用 " << name << " 搜索到 " << npuzzle::to_string(goal) << " 之前：IDA* 求 after_move("
              << npuzzle::to_string(wrong->parent) << ", h " << wrong->parent_h << ", "
              << move_name(wrong->move) << ")，即子结点 " << npuzzle::to_string(wrong->child)
              << " 的 h，得到 " << wrong->got << "；应为 " << wrong->expected
              << "，即 initial，也就是 evaluate(" << name << ", child, goal) 对这个局面给出的值。"
              << "从父结点更新出的子结点 h 必须等于对它重新计算的启发函数值，否则 IDA* "
              << "会用错误的阈值搜索：从 " << npuzzle::to_string(wrong->start)
              << " 出发，它报告了超过 " << update_check::kEvents
              << " 个事件仍没有答案（对它的正确搜索报告的事件要少得多），"
              << "所以本测试的搜索不再运行"));
}

}  // namespace npuzzle::testing
