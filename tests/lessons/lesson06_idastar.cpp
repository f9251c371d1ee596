// Lesson 06 tests: graded, one file for the stub and the reference. Tags: [lesson06] and the
// points of the test case, [points=N] (docs/grading.md). Distances come from the tests' own BFS
// (tests/support/board_oracle.hpp), so no expected length is taken from the code under test.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "board_oracle.hpp"
#include "budget_observer.hpp"
#include "catch.hpp"
#include "hints.hpp"
#include "idastar.hpp"
#include "idastar_events.hpp"
#include "idastar_update_check.hpp"
#include "linear_conflict.hpp"
#include "link_mode.hpp"
#include "manhattan.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/tracer/event_recorder.hpp"
#include "path_check.hpp"
#include "random_boards.hpp"
#include "seed_boards.hpp"
#include "test_estimates.hpp"
#include "throws.hpp"

using npuzzle::Board;
using npuzzle::EventKind;
using npuzzle::Move;
using npuzzle::parse_board;
using npuzzle::SearchResult;
using npuzzle::SearchStatus;
using npuzzle::testing::BudgetObserver;
using npuzzle::testing::check_optimal;
using npuzzle::testing::Distances;
using npuzzle::testing::distances_to;
using npuzzle::testing::distances_to_goal;
using npuzzle::testing::require_right_updates;
using npuzzle::testing::sample_reachable;
using npuzzle::testing::shared_distances_to;
using npuzzle::testing::TestEstimate;
using npuzzle::testing::within_seconds;
namespace ida = npuzzle::idastar;
using ida::Heuristic;

namespace {

constexpr Heuristic kAll[] = {Heuristic::MisplacedTiles, Heuristic::Manhattan,
                              Heuristic::LinearConflict};

// The tests' own estimate of heuristic `h` (test_estimates.hpp).
TestEstimate::Kind counted_by_the_tests(Heuristic h) {
    switch (h) {
        case Heuristic::MisplacedTiles:
            return TestEstimate::Kind::Misplaced;
        case Heuristic::Manhattan:
            break;
        case Heuristic::LinearConflict:
            return TestEstimate::Kind::LinearConflict;
    }
    return TestEstimate::Kind::Manhattan;
}

// The seed of every sample of 3x3 boards in this file (sample_reachable).
constexpr std::uint64_t kSampleSeed = 20260501;

using HeuristicFunction = int (*)(const Board&, const Board&);

// A value for each board of one shape of up to 10 cells, kept at the board's permutation rank:
// the tests look up every board and its neighbours.
class BoardValues {
  public:
    explicit BoardValues(const Board& shape)
        : values_(npuzzle::testing::permutation_count(shape), kNone) {}
    void set(const Board& b, int value) { values_[npuzzle::testing::permutation_rank(b)] = value; }
    int at(const Board& b) const {
        const int value = values_.at(npuzzle::testing::permutation_rank(b));
        if (value == kNone) throw std::out_of_range("BoardValues: no value for this board");
        return value;
    }

  private:
    static constexpr int kNone = std::numeric_limits<int>::min();
    std::vector<int> values_;
};

// h(b, goal) for every board b of `boards`, asked in batches (call_each): the name is the one the
// judge sends the heuristic under.
BoardValues values_on(std::string_view name, HeuristicFunction h, const Distances& boards,
                      const Board& goal) {
    std::vector<std::tuple<Board, Board>> inputs;
    inputs.reserve(boards.size());
    for (const auto& [b, d] : boards) inputs.emplace_back(b, goal);
    const std::vector<int> values = npuzzle::testing::call_each<int>(name, h, inputs);
    BoardValues out(goal);
    for (std::size_t i = 0; i < inputs.size(); ++i) out.set(std::get<0>(inputs[i]), values[i]);
    return out;
}

// A correct IDA* answers each of this file's boards in milliseconds; a search that is still
// running after this many seconds (wall clock, so a loaded machine has a wide margin) is a
// runaway, and the test fails with a message instead of hanging.
constexpr int kSearchSeconds = 10;

// Fails the test at once when IDA* with `h` updates a child's h wrongly (idastar_update_check.hpp):
// its searches would run to the watchdog. A search from the goal generates no child, and no
// update can mislead it.
void require_right_updates_for(const Board& start, const Board& goal, Heuristic h) {
    if (start != goal) require_right_updates(h, goal);
}

// idastar(start, goal, h), stopped by the watchdog: the test ends at the first runaway search.
SearchResult solve(const Board& start, const Board& goal, Heuristic h = Heuristic::Manhattan) {
    require_right_updates_for(start, goal, h);
    const auto r =
        within_seconds(kSearchSeconds, [start, goal, h] { return ida::idastar(start, goal, h); });
    NPUZZLE_INFO("idastar(" << npuzzle::to_string(start) << ", " << npuzzle::to_string(goal) << ", "
                            << ida::to_string(h) << ") gave no answer: it " << r.failure,
                 "idastar(" << npuzzle::to_string(start) << ", " << npuzzle::to_string(goal) << ", "
                            << ida::to_string(h) << ") 没有给出答案：它" << r.failure);
    REQUIRE(r.has_value());
    return *r;
}

struct Traced {
    SearchResult result;
    std::shared_ptr<npuzzle::EventRecorder> rec;  // shared: a runaway thread may still write
};

// idastar(start, goal, h) with its events recorded, under the watchdog and a budget of events.
Traced solve_traced(const Board& start, const Board& goal, Heuristic h) {
    require_right_updates_for(start, goal, h);
    auto rec = std::make_shared<npuzzle::EventRecorder>();
    const auto r = within_seconds(kSearchSeconds, [start, goal, h, rec] {
        npuzzle::testing::BudgetedRecorder budget(*rec, 1000000);
        return ida::idastar(start, goal, h, budget);
    });
    NPUZZLE_INFO("idastar(" << npuzzle::to_string(start) << ", " << npuzzle::to_string(goal) << ", "
                            << ida::to_string(h) << ") with events gave no answer: it "
                            << r.failure,
                 "idastar(" << npuzzle::to_string(start) << ", " << npuzzle::to_string(goal) << ", "
                            << ida::to_string(h) << ") 带事件时没有给出答案：它" << r.failure);
    REQUIRE(r.has_value());
    return {*r, rec};
}

// The smallest and the largest f cut off in each iteration, from the events.
class CutOffWatcher final : public npuzzle::SearchObserver {
  public:
    void on_event(const npuzzle::SearchEvent& e) override {
        if (e.kind == EventKind::Iteration) {
            smallest_cut.push_back(-1);
            largest_cut.push_back(-1);
        }
        if (e.kind == EventKind::CutOff && !smallest_cut.empty()) {
            int& s = smallest_cut.back();
            if (s < 0 || e.f() < s) s = e.f();
            largest_cut.back() = std::max(largest_cut.back(), e.f());
        }
    }
    std::vector<int> smallest_cut;
    std::vector<int> largest_cut;
};

// What the events test needs of each event, kept up to a budget: a runaway search stops there.
struct Seen {
    EventKind kind;
    npuzzle::NodeId node;
    Board board;
    int depth;
    int h;
    int bound;
};

class BudgetRecorder final : public npuzzle::SearchObserver {
  public:
    explicit BudgetRecorder(std::size_t budget) : budget_(budget) {}
    void on_event(const npuzzle::SearchEvent& e) override {
        seen.push_back({e.kind, e.node, e.board, e.depth, e.h, e.bound});
        if (seen.size() > budget_) throw std::runtime_error("the search ran past its budget");
    }
    std::vector<Seen> seen;

  private:
    std::size_t budget_;
};

// idastar(start, goal, estimate) with its events recorded, under the watchdog and a budget.
Traced solve_over(const Board& start, const Board& goal, const TestEstimate& estimate) {
    auto rec = std::make_shared<npuzzle::EventRecorder>();
    const auto r = within_seconds(kSearchSeconds, [start, goal, estimate, rec] {
        npuzzle::testing::BudgetedRecorder budget(*rec, 1000000);
        return ida::idastar(start, goal, estimate, budget);
    });
    NPUZZLE_INFO("idastar(" << npuzzle::to_string(start) << ", " << npuzzle::to_string(goal)
                            << ", the " << estimate.name() << " estimate) gave no answer: it "
                            << r.failure,
                 "idastar(" << npuzzle::to_string(start) << ", " << npuzzle::to_string(goal)
                            << ", 估计 " << estimate.name() << ") 没有给出答案：它" << r.failure);
    REQUIRE(r.has_value());
    return {*r, rec};
}

// One event as a failing test shows it: "Generate node 5 (parent 2, move U) depth 2 h 7 bound
// -1 on 1 2 3 4 5 6 7 8 0".
std::string describe(const npuzzle::SearchEvent& e) {
    std::string text = std::string(npuzzle::to_string(e.kind)) + " node " + std::to_string(e.node);
    if (e.has_move) {
        text += " (parent " + std::to_string(e.parent) + ", move " +
                std::string(1, npuzzle::to_char(e.move)) + ")";
    }
    return text + " depth " + std::to_string(e.depth) + " h " + std::to_string(e.h) + " bound " +
           std::to_string(e.bound) + " on " + npuzzle::to_string(e.board);
}

constexpr npuzzle::testing::Hint kHintSmallestBound{
    "after an iteration fails, the next bound must be the smallest g + h among the nodes that "
    "were cut off; the largest skips bounds (with misplaced tiles it overshoots the optimum by "
    "one), and an estimate that can rise by 3 in one move would return a longer path",
    "一轮失败后，下一轮的阈值必须取被剪枝结点中 g + h "
    "的最小值；取最大值会跳过一些阈值（用错位数码数时会比最优解多出一步），而对一步之内可能增大 3 "
    "的估计，则会返回更长的路径"};

}  // namespace

TEST_CASE("every heuristic is zero on the goal", "[lesson06][points=1]") {
    const Board goals[] = {Board::goal(), parse_board("1 0 3 8 2 4 7 6 5"), Board::goal(4, 4),
                           Board::goal(2, 3), Board::goal(4, 2)};
    for (const Board& g : goals) {
        NPUZZLE_INFO("every heuristic of the goal " << npuzzle::to_string(g) << " toward itself: "
                                                    << "expected 0",
                     "目标局面 " << npuzzle::to_string(g) << " 到它自身的每种启发函数值：应为 0");
        CHECK(ida::linear_conflict(g, g) == 0);
        for (Heuristic h : kAll) CHECK(ida::evaluate(h, g, g) == 0);
    }
}

TEST_CASE("the heuristics count what they promise on small boards", "[lesson06][points=2]") {
    // Seed 000: tiles 8 and 2 are each one cell from home.
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    const int misplaced = ida::evaluate(Heuristic::MisplacedTiles, start, goal);
    NPUZZLE_INFO("seed 000: 1 2 3 0 8 4 7 6 5 toward 1 0 3 8 2 4 7 6 5: misplaced 2 (got "
                     << misplaced
                     << "), Manhattan 2, linear conflict 2; 8 and 7 swapped: 2, 2, 4; 4x4 with "
                     << "15 and 1 swapped: 2 misplaced, Manhattan 10",
                 "seed 000：1 2 3 0 8 4 7 6 5 到 1 0 3 8 2 4 7 6 5：错位数码数 2（得到 "
                     << misplaced
                     << "），曼哈顿距离 2，线性冲突 2；交换 8 和 7 后：2, 2, 4；4x4 上交换 15 和 1 "
                        "后：错位数码数 2，曼哈顿距离 10");
    CHECK(misplaced == 2);
    CHECK(ida::evaluate(Heuristic::Manhattan, start, goal) == 2);
    CHECK(ida::linear_conflict(start, goal) == 2);
    // 8 and 7 swapped in their own row: Manhattan 2, and one of them must leave the row.
    const Board swapped = parse_board("1 2 3 4 5 6 8 7 0");
    CHECK(ida::evaluate(Heuristic::MisplacedTiles, swapped, Board::goal()) == 2);
    CHECK(ida::evaluate(Heuristic::Manhattan, swapped, Board::goal()) == 2);
    CHECK(ida::linear_conflict(swapped, Board::goal()) == 4);
    // 4x4: 15 in the top-left corner is 3 rows and 2 columns from home.
    const Board big = parse_board("15 2 3 4 5 6 7 8 9 10 11 12 13 14 1 0");
    CHECK(ida::evaluate(Heuristic::Manhattan, big, Board::goal(4, 4)) == 10);
    CHECK(ida::evaluate(Heuristic::MisplacedTiles, big, Board::goal(4, 4)) == 2);
}

TEST_CASE("linear conflict counts tiles that must leave a line, not pairs in conflict",
          "[lesson06][points=1][known-mistake]") {
    const Board reversed = parse_board("3 2 1 4 5 6 7 8 0");
    const int got = ida::linear_conflict(reversed, Board::goal());
    NPUZZLE_HINT_IF(
        got == 4 + 6,
        "3 2 1 in the top row conflict in 3 pairs, but moving 2 tiles out (3 and 1) "
        "is enough: add 2 per tile that must leave (count minus the longest run in "
        "goal order), not 2 per pair, or the heuristic overestimates",
        "顶行的 3 2 1 两两冲突，共 3 对，但只要移出 2 个数码（3 和 1）就够了：每个必须移出的数码加 "
        "2（数码个数减去已按目标顺序排列的最长一组），而不是每对加 2，否则启发函数会高估");
    NPUZZLE_INFO(
        "linear conflict of 3 2 1 4 5 6 7 8 0: Manhattan 4 + 2 per tile that leaves the row "
        "(2 tiles) = 8, got "
            << got << "; 13 9 5 1 in a 4x4 column: Manhattan + 6",
        "3 2 1 4 5 6 7 8 0 的线性冲突：曼哈顿距离 4 + 每个必须离开该行的数码加 2（2 个数码）= "
        "8，得到 "
            << got << "；4x4 中一列上的 13 9 5 1：曼哈顿距离 + 6");
    CHECK(got == 4 + 4);
    // The same in a column of a 4x4 board: 13 9 5 1 read downwards.
    const Board column = parse_board("13 2 3 4 9 6 7 8 5 10 11 12 1 14 15 0");
    CHECK(ida::linear_conflict(column, Board::goal(4, 4)) ==
          npuzzle::testing::manhattan(column, Board::goal(4, 4)) + 6);
}

TEST_CASE("linear conflict counts right on boards taller than wide",
          "[lesson06][points=1][known-mistake]") {
    // Every board of 2 wide by 3 and by 4 high (and, for the shapes turned, 3 and 4 wide by 2
    // high), against the tests' own counts: a width used for a height shows only here.
    const Board goals[] = {Board::goal(2, 3), Board::goal(2, 4), Board::goal(3, 2),
                           Board::goal(4, 2)};
    for (const Board& goal : goals) {
        const Distances dist = distances_to(goal);
        const auto lc = values_on("idastar::linear_conflict", ida::linear_conflict, dist, goal);
        long wrong = 0, columns_of_width = 0;
        std::string first_wrong;
        for (const auto& [b, d] : dist) {
            const int want = npuzzle::testing::linear_conflict(b, goal, b.height());
            if (lc.at(b) == want) continue;
            columns_of_width += lc.at(b) == npuzzle::testing::linear_conflict(
                                                b, goal, std::min(b.width(), b.height()));
            if (wrong++ == 0) {
                first_wrong = NPUZZLE_WORDS(
                    npuzzle::to_string(b)
                        << ": linear conflict came back " << lc.at(b) << "; expected " << want,
                    npuzzle::to_string(b) << "：线性冲突得到 " << lc.at(b) << "；应为 " << want);
            }
        }
        NPUZZLE_HINT_IF(wrong > 0 && columns_of_width == wrong,
                        "a column has as many cells as the board has rows (its height), a row as "
                        "many as it has columns (its width): read with the width, the columns of "
                        "a board taller than wide miss their last cells and their conflicts",
                        "一列的格子数等于局面的行数（高），一行的格子数等于列数（宽）：按宽去读列，"
                        "高大于宽的局面上各列会漏掉最后几个格子及其冲突");
        NPUZZLE_INFO(
            goal.width() << " wide, " << goal.height() << " high, toward "
                         << npuzzle::to_string(goal) << ": " << wrong << " of " << dist.size()
                         << " boards where linear conflict differs from the tests' own count; "
                         << "first: " << first_wrong,
            "宽 " << goal.width() << "、高 " << goal.height() << "，目标局面 "
                  << npuzzle::to_string(goal) << "：" << dist.size() << " 个局面中有 " << wrong
                  << " 个的线性冲突与测试自己的计算不同；第一个：" << first_wrong);
        CHECK(wrong == 0);
    }
}

TEST_CASE("linear conflict is admissible, consistent and at least Manhattan on all boards",
          "[lesson06][points=3]") {
    for (const Board& goal : {Board::goal(), parse_board("1 0 3 8 2 4 7 6 5")}) {
        NPUZZLE_INFO("goal " << npuzzle::to_string(goal), "目标局面 " << npuzzle::to_string(goal));
        const Distances& dist = shared_distances_to(goal);
        const auto lc = values_on("idastar::linear_conflict", ida::linear_conflict, dist, goal);
        int over = 0, inconsistent = 0, below = 0, better = 0;
        for (const auto& [b, d] : dist) {
            const int h = lc.at(b);
            const int md = npuzzle::testing::manhattan(b, goal);
            over += h > d;
            below += h < md;
            better += h > md;
            for (Move m : b.legal_moves()) {
                inconsistent += std::abs(h - lc.at(b.moved(m))) > 1;
            }
        }
        NPUZZLE_INFO("linear conflict: " << over << " boards over their true distance, "
                                         << inconsistent << " moves changing it by more than 1, "
                                         << below << " below Manhattan, " << better
                                         << " above it (expected "
                                         << "over 10000)",
                     "线性冲突：" << over << " 个局面超过真实距离，" << inconsistent
                                  << " 次移动使它变化超过 1，" << below << " 个低于曼哈顿距离，"
                                  << better << " 个高于曼哈顿距离（应超过 10000 个）");
        CHECK(over == 0);
        CHECK(inconsistent == 0);
        CHECK(below == 0);
        CHECK(better > 10000);  // it must actually add something on many boards
    }
}

TEST_CASE("a Manhattan table holds the distance of every tile from every cell",
          "[lesson06][points=1]") {
    for (const Board& goal :
         {Board::goal(), Board::goal(4, 4), parse_board("0 1 2 3 4 5 6 7 8"), Board::goal(4, 2)}) {
        const ida::ManhattanTable table(goal);
        CHECK(table.goal() == goal);
        const int w = goal.width();
        for (int gc = 0; gc < goal.cell_count(); ++gc) {
            const int tile = goal.at(gc);
            for (int c = 0; c < goal.cell_count(); ++c) {
                const int expected = tile == 0 ? 0 : npuzzle::testing::cell_distance(c, gc, w);
                NPUZZLE_INFO("ManhattanTable(" << npuzzle::to_string(goal) << ").distance(tile "
                                               << tile << ", cell " << c << "): expected "
                                               << expected,
                             "ManhattanTable(" << npuzzle::to_string(goal) << ").distance(tile "
                                               << tile << ", cell " << c << ")：应为 " << expected);
                CHECK(table.distance(tile, c) == expected);
            }
        }
    }
    const Board b = parse_board("15 2 3 4 5 6 7 8 9 10 11 12 13 14 1 0");
    NPUZZLE_INFO("ManhattanTable(4x4 goal).of(15 2 .. 14 1 0): expected 10",
                 "ManhattanTable(4x4 goal).of(15 2 .. 14 1 0)：应为 10");
    CHECK(ida::ManhattanTable(Board::goal(4, 4)).of(b) == 10);
}

TEST_CASE("the O(1) Manhattan update equals the recomputed value for every board and move",
          "[lesson06][points=2]") {
    using npuzzle::testing::call_each;
    // Every 3x3 board and legal move, then the boards of a random walk on a 4x4 board with the
    // blank-first goal: after_move(b, manhattan(b), m) must be manhattan(b moved by m).
    const Board goal16 = parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    std::vector<std::tuple<Board, Move>> steps;
    for (const auto& [b, d] : distances_to_goal()) {
        for (Move m : b.legal_moves()) steps.emplace_back(b, m);
    }
    const std::size_t steps_3x3 = steps.size();
    npuzzle::testing::Random rng(5);
    Board walker = goal16;
    for (int i = 0; i < 20000; ++i) {
        const Move m = npuzzle::kMoveOrder[rng.below(4)];
        if (!walker.can_move(m)) continue;
        steps.emplace_back(walker, m);
        walker.apply(m);
    }
    // What each step starts from and ends at, by the tests' own Manhattan distance.
    std::vector<int> md;  // md[2 * i] and md[2 * i + 1]: at the start and the end of step i
    md.reserve(2 * steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const auto& [b, m] = steps[i];
        const Board& goal = i < steps_3x3 ? Board::goal() : goal16;
        md.push_back(npuzzle::testing::manhattan(b, goal));
        md.push_back(npuzzle::testing::manhattan(b.moved(m), goal));
    }
    const ida::ManhattanTable table(Board::goal());
    const ida::ManhattanTable table16(goal16);
    std::vector<std::tuple<Board, Board>> of_inputs;
    std::vector<std::tuple<Board, Board, int, Move>> update_inputs;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const auto& [b, m] = steps[i];
        const Board& goal = i < steps_3x3 ? Board::goal() : goal16;
        if (i < steps_3x3) of_inputs.emplace_back(goal, b);
        update_inputs.emplace_back(goal, b, md[2 * i], m);
    }
    const auto table_of = [&](const Board& goal, const Board& b) {
        return (goal == table.goal() ? table : table16).of(b);
    };
    const auto after_move = [&](const Board& goal, const Board& b, int h, Move m) {
        return (goal == table.goal() ? table : table16).after_move(b, h, m);
    };
    const std::vector<int> of = call_each<int>("idastar::ManhattanTable::of", table_of, of_inputs);
    const std::vector<int> updated =
        call_each<int>("idastar::ManhattanTable::after_move", after_move, update_inputs);
    int wrong_of = 0, wrong_3x3 = 0, wrong_4x4 = 0, sign_swapped = 0;
    std::string first_wrong;
    for (std::size_t i = 0; i < of.size(); ++i) wrong_of += of[i] != md[2 * i];
    for (std::size_t i = 0; i < steps.size(); ++i) {
        if (updated[i] == md[2 * i + 1]) continue;
        (i < steps_3x3 ? wrong_3x3 : wrong_4x4) += 1;
        // The tile's two terms the wrong way round: h + d(from) - d(to) = 2h - h'.
        sign_swapped += updated[i] == 2 * md[2 * i] - md[2 * i + 1];
        if (first_wrong.empty()) {
            const auto& [b, m] = steps[i];
            first_wrong =
                NPUZZLE_WORDS("after_move(" << npuzzle::to_string(b) << ", h " << md[2 * i] << ", "
                                            << move_name(m) << ") gave " << updated[i]
                                            << ", expected " << md[2 * i + 1],
                              "after_move(" << npuzzle::to_string(b) << ", h " << md[2 * i] << ", "
                                            << move_name(m) << ") 返回 " << updated[i] << "，应为 "
                                            << md[2 * i + 1]);
        }
    }
    NPUZZLE_HINT_IF(sign_swapped > 0 && sign_swapped == wrong_3x3 + wrong_4x4,
                    "after_move: the tile leaves cell `from` and arrives in the blank's cell, so "
                    "h' = h - d(tile, from) + d(tile, blank); you added and subtracted the other "
                    "way round",
                    "after_move：数码离开格子 `from`，移到空格所在的格子，所以 h' = h - d(tile, "
                    "from) + d(tile, blank)；你把加和减弄反了");
    NPUZZLE_INFO("ManhattanTable::of wrong on " << wrong_of << " 3x3 boards; after_move wrong on "
                                                << wrong_3x3 << " 3x3 and " << wrong_4x4
                                                << " 4x4 moves; first: " << first_wrong,
                 "ManhattanTable::of 在 " << wrong_of << " 个 3x3 局面上出错；after_move 在 "
                                          << wrong_3x3 << " 次 3x3 移动和 " << wrong_4x4
                                          << " 次 4x4 移动上出错；第一个：" << first_wrong);
    CHECK(wrong_of == 0);
    CHECK(wrong_3x3 == 0);
    CHECK(wrong_4x4 == 0);
}

TEST_CASE("boards and goals of different shapes are an error", "[lesson06][points=1]") {
    const Board small = Board::goal(3, 3);
    const Board big = Board::goal(4, 4);
    CHECK_THROWS_AS(ida::evaluate(Heuristic::MisplacedTiles, small, big), std::invalid_argument);
    CHECK_THROWS_AS(ida::linear_conflict(big, small), std::invalid_argument);
    CHECK_THROWS_AS(ida::idastar(small, big), std::invalid_argument);
    CHECK_THROWS_AS(ida::ManhattanTable(big).of(small), std::invalid_argument);
    // Refusing is worth a point only beside answering boards and goals of one shape.
    NPUZZLE_INFO(
        "the same calls with boards and goals of one shape (the goal against itself): expected "
        "0 for each estimate and a search that finds the goal, answers, not errors",
        "局面与目标局面尺寸相同时的同样调用（目标局面对它自身）：每种估计给出的值应为 "
        "0，搜索应找到目标；这些是答案，不是错误");
    CHECK(ida::evaluate(Heuristic::MisplacedTiles, big, big) == 0);
    CHECK(ida::linear_conflict(big, big) == 0);
    CHECK(ida::ManhattanTable(big).of(big) == 0);
    CHECK(ida::idastar(small, small).status == SearchStatus::Found);
}

TEST_CASE("a start that is already the goal needs no moves", "[lesson06][points=1]") {
    for (Heuristic h : kAll) {
        const SearchResult r = solve(Board::goal(), Board::goal(), h);
        NPUZZLE_INFO(ida::to_string(h) << " from the goal to itself: expected Found, no moves, one "
                                       << "iteration with bound 0, nothing generated",
                     ida::to_string(h) << " 从目标局面到它自身：应返回 "
                                          "Found，没有移动，只有一轮且阈值为 0，不生成任何结点");
        CHECK(r.status == SearchStatus::Found);
        CHECK(r.path.empty());
        REQUIRE(r.iterations.size() == 1);
        CHECK(r.iterations[0].bound == 0);
        CHECK(r.counters.generated == 0);
    }
}

TEST_CASE("IDA* solves the seeds' boards in the fewest moves", "[lesson06][points=2]") {
    for (const auto& c : npuzzle::testing::kSeedBoards) {
        const Board start = parse_board(c.start);
        const Board goal = parse_board(c.goal);
        REQUIRE(shared_distances_to(goal).at(start) == c.moves);
        for (Heuristic h : {Heuristic::Manhattan, Heuristic::LinearConflict}) {
            check_optimal(solve(start, goal, h), start, goal, c.moves);
        }
    }
}

TEST_CASE("IDA* is optimal on 1,000 sampled 3x3 boards", "[lesson06][points=3]") {
    const std::vector<Board> boards = sample_reachable(1000, kSampleSeed);
    int misplaced_runs = 0;
    for (const Board& b : boards) {
        const int optimum = distances_to_goal().at(b);
        check_optimal(solve(b, Board::goal(), Heuristic::Manhattan), b, Board::goal(), optimum);
        check_optimal(solve(b, Board::goal(), Heuristic::LinearConflict), b, Board::goal(),
                      optimum);
        // The weakest estimate expands far more nodes: check it on the shorter boards only.
        if (optimum <= 18 && misplaced_runs < 200) {
            ++misplaced_runs;
            check_optimal(solve(b, Board::goal(), Heuristic::MisplacedTiles), b, Board::goal(),
                          optimum);
        }
    }
    NPUZZLE_INFO("boards within 18 moves solved with misplaced tiles: " << misplaced_runs
                                                                        << ", expected over 50",
                 "用错位数码数求解的 18 步以内的局面数：" << misplaced_runs << "，应超过 50");
    CHECK(misplaced_runs > 50);
}

TEST_CASE("boards of other shapes are solved optimally", "[lesson06][points=1]") {
    // Every board of 2x3 and 3x2; one 4x2 board in 20 of those within 20 moves (the deepest,
    // 36 moves, would make a slow but correct search look like a hang).
    for (const Board& goal : {Board::goal(2, 3), Board::goal(3, 2), Board::goal(4, 2)}) {
        const Distances dist = distances_to(goal, 20);
        const std::size_t step = dist.size() > 1000 ? 20 : 1;
        std::size_t i = 0;
        for (const auto& [b, d] : dist) {
            if (i++ % step != 0) continue;
            check_optimal(solve(b, goal, Heuristic::LinearConflict), b, goal, d);
        }
    }
}

TEST_CASE("short 4x4 boards are solved optimally, for either goal", "[lesson06][points=2]") {
    const Board goals[] = {Board::goal(4, 4), parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15")};
    npuzzle::testing::Random rng(1985);
    for (const Board& goal : goals) {
        const Distances near = distances_to(goal, 14);
        for (int i = 0; i < 30; ++i) {
            const Board b = rng.walk(goal, 6 + i % 9);
            const auto it = near.find(b);
            REQUIRE(it != near.end());
            for (Heuristic h : {Heuristic::Manhattan, Heuristic::LinearConflict}) {
                check_optimal(solve(b, goal, h), b, goal, it->second);
            }
        }
    }
}

TEST_CASE("the bounds and node counts of a worked example", "[lesson06][points=2]") {
    // Seed 001's board (POJ 1077's sample) with Manhattan: lessons/06-idastar/README.md walks
    // through this table. The counts follow docs/search-contract.md: children in U D L R order,
    // never the undoing move, goal tested at visit after the f check.
    const Board start = parse_board("2 3 4 1 5 x 7 6 8");
    const SearchResult r = solve(start, Board::goal(), Heuristic::Manhattan);
    check_optimal(r, start, Board::goal(), distances_to_goal().at(start));
    std::string table;
    for (const auto& it : r.iterations) {
        table += NPUZZLE_WORDS(
            "bound " << it.bound << ": " << it.expanded << " expanded, " << it.generated
                     << " generated; ",
            "阈值 " << it.bound << "：扩展 " << it.expanded << "，生成 " << it.generated << "；");
    }
    NPUZZLE_INFO(
        "2 3 4 1 5 x 7 6 8 with Manhattan: expected bounds 9 11 13 15 17 19, expanded 5 19 59 "
        "152 403 281, generated 9 35 102 262 686 478 (1572 in all); got "
            << table,
        "2 3 4 1 5 x 7 6 8，用曼哈顿距离：阈值应为 9 11 13 15 17 19，扩展结点数 5 19 59 152 403 "
        "281，生成结点数 9 35 102 262 686 478（共 1572）；得到 "
            << table);
    CHECK(r.iterations[0].bound == npuzzle::testing::manhattan(start, Board::goal()));
    const int bounds[] = {9, 11, 13, 15, 17, 19};
    const std::uint64_t expanded[] = {5, 19, 59, 152, 403, 281};
    const std::uint64_t generated[] = {9, 35, 102, 262, 686, 478};
    REQUIRE(r.iterations.size() == 6);
    for (std::size_t i = 0; i < 6; ++i) {
        NPUZZLE_INFO("iteration " << i + 1, "第 " << i + 1 << " 轮");
        CHECK(r.iterations[i].bound == bounds[i]);
        CHECK(r.iterations[i].expanded == expanded[i]);
        CHECK(r.iterations[i].generated == generated[i]);
    }
    CHECK(r.counters.iterations == 6);
    CHECK(r.counters.generated == 1572);
}

TEST_CASE("each next bound is the smallest f that exceeded the last",
          "[lesson06][points=2][known-mistake]") {
    // With Manhattan and linear conflict every cut-off f is bound + 2, so the smallest and the
    // largest coincide; misplaced tiles shows a largest-f bound in the bounds (the path stays
    // optimal: lessons/06-idastar/README.md says why).
    struct Run {
        Board board;
        Heuristic h;
        SearchResult result;
        std::vector<int> smallest, largest;
    };
    std::vector<Run> runs;
    bool like_largest = false;
    for (const Board& b : sample_reachable(60, kSampleSeed)) {
        for (Heuristic h : kAll) {
            if (h == Heuristic::MisplacedTiles && distances_to_goal().at(b) > 16) continue;
            require_right_updates_for(b, Board::goal(), h);
            auto watch = std::make_shared<CutOffWatcher>();
            const auto r = within_seconds(kSearchSeconds, [b, h, watch] {
                return ida::idastar(b, Board::goal(), h, *watch);
            });
            NPUZZLE_INFO("idastar(" << npuzzle::to_string(b) << ", goal, " << ida::to_string(h)
                                    << ") gave no answer: it " << r.failure,
                         "idastar(" << npuzzle::to_string(b) << ", goal, " << ida::to_string(h)
                                    << ") 没有给出答案：它" << r.failure);
            REQUIRE(r.has_value());
            runs.push_back({b, h, *r, watch->smallest_cut, watch->largest_cut});
            for (std::size_t i = 1; i < r->iterations.size() && i < watch->largest_cut.size();
                 ++i) {
                like_largest =
                    like_largest || (r->iterations[i].bound == watch->largest_cut[i - 1] &&
                                     watch->largest_cut[i - 1] != watch->smallest_cut[i - 1]);
            }
        }
    }
    NPUZZLE_HINT_CONSTANT_IF(like_largest, kHintSmallestBound);
    for (const Run& run : runs) {
        const SearchResult& r = run.result;
        check_optimal(r, run.board, Board::goal(), distances_to_goal().at(run.board));
        std::string bounds, cuts;
        for (const auto& it : r.iterations) bounds += std::to_string(it.bound) + " ";
        for (int f : run.smallest) cuts += std::to_string(f) + " ";
        NPUZZLE_INFO("from " << npuzzle::to_string(run.board) << " with " << ida::to_string(run.h)
                             << ": bounds " << bounds << "; smallest f cut off in each iteration "
                             << cuts
                             << "; the first bound is h of the start, each next one the smallest "
                             << "f cut off before it",
                     "从 " << npuzzle::to_string(run.board) << " 出发，用 " << ida::to_string(run.h)
                           << "：阈值 " << bounds << "；每轮被剪枝结点的最小 f " << cuts
                           << "；第一个阈值是初始局面的 h，之后每个阈值是前一轮被剪枝结点的最小 f");
        REQUIRE(r.iterations.size() == run.smallest.size());
        CHECK(r.iterations[0].bound == ida::evaluate(run.h, run.board, Board::goal()));
        for (std::size_t i = 1; i < r.iterations.size(); ++i) {
            CHECK(r.iterations[i].bound == run.smallest[i - 1]);
        }
    }
}

TEST_CASE("an unsolvable board fails at once instead of searching forever",
          "[lesson06][points=2][known-mistake]") {
    const std::pair<const char*, Board> cases[] = {
        {"1 2 3 4 5 6 8 7 0", Board::goal()},
        {"1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", Board::goal(4, 4)},
    };
    for (const auto& [text, goal] : cases) {
        npuzzle::testing::check_refuses_other_parity(
            std::string("idastar(") + text + ")",
            [start = parse_board(text), goal = goal](npuzzle::SearchObserver& observer) {
                return ida::idastar(start, goal, Heuristic::Manhattan, observer);
            });
    }
}

TEST_CASE("IDA* never generates the move that undoes the previous one",
          "[lesson06][points=1][known-mistake]") {
    const Board start = parse_board("2 3 0 7 1 6 5 8 4");
    const Traced traced = solve_traced(start, Board::goal(), Heuristic::Manhattan);
    const SearchResult& r = traced.result;
    const npuzzle::EventRecorder& rec = *traced.rec;
    REQUIRE(r.found());
    std::unordered_map<npuzzle::NodeId, Move> move_of;
    int generated = 0, undoing = 0;
    for (const auto& re : rec.of_kind(EventKind::Generate)) {
        const auto& e = re.event;
        ++generated;
        const auto parent = move_of.find(e.parent);
        if (parent != move_of.end() && npuzzle::inverse(parent->second) == e.move) ++undoing;
        move_of[e.node] = e.move;
    }
    NPUZZLE_HINT_IF(undoing > 0,
                    "skip inverse(previous move) when generating children; going straight back "
                    "only re-creates the parent and multiplies the nodes by about 1.5",
                    "生成子结点时跳过 inverse(previous "
                    "move)：直接走回去只会重新生成父结点，使结点数增加到约 1.5 倍");
    NPUZZLE_INFO(
        "2 3 0 7 1 6 5 8 4 with Manhattan: " << generated << " children generated, " << undoing
                                             << " of them undo their parent's move (expected "
                                             << "none); the first root has all its moves",
        "2 3 0 7 1 6 5 8 4，用曼哈顿距离：生成了 "
            << generated << " 个子结点，其中 " << undoing
            << " 个撤销了父结点的移动（应当一个也没有）；第一个根结点的所有移动都要生成");
    CHECK(generated > 0);
    CHECK(undoing == 0);
    // The root of the first iteration has all its legal moves as children.
    CHECK(r.iterations[0].generated >= start.legal_moves().size());
}

TEST_CASE("the h of every node is the heuristic of its board", "[lesson06][points=1]") {
    // A search that updates h in O(1) per move must report the same h as the heuristic computed
    // from scratch; a wrong update can make the search run away, so it runs under a budget. No
    // require_right_updates here: this test says which update is wrong, with its hint.
    const Board start = parse_board("6 2 8 0 1 4 7 3 5");
    auto recorder = std::make_shared<BudgetRecorder>(2000000);
    const auto r = within_seconds(kSearchSeconds, [start, recorder] {
        return ida::idastar(start, Board::goal(), Heuristic::Manhattan, *recorder);
    });
    long wrong = 0, checked = 0;
    std::string first_wrong;
    std::optional<Board> first_wrong_child;
    for (const Seen& e : recorder->seen) {
        if (e.h < 0 || (e.kind != EventKind::Generate && e.kind != EventKind::Expand)) continue;
        ++checked;
        const int want = npuzzle::testing::manhattan(e.board, Board::goal());
        if (e.h != want && wrong++ == 0) {
            first_wrong = NPUZZLE_WORDS(
                npuzzle::to_string(e.board)
                    << " at depth " << e.depth << " reported h " << e.h << ", Manhattan " << want,
                npuzzle::to_string(e.board) << " 在深度 " << e.depth << " 报告的 h 为 " << e.h
                                            << "，曼哈顿距离为 " << want);
        }
        if (e.h != want && e.kind == EventKind::Generate && !first_wrong_child) {
            first_wrong_child = e.board;
        }
    }
    // The search's own update is to blame only if ManhattanTable::after_move gets every move
    // into that child right (a wrong after_move has its own test and hint).
    bool table_right = first_wrong_child.has_value();
    if (first_wrong_child) {
        const ida::ManhattanTable table(Board::goal());
        const Board& child = *first_wrong_child;
        for (Move m : child.legal_moves()) {
            const Board parent = child.moved(m);
            try {
                table_right =
                    table_right &&
                    table.after_move(parent, npuzzle::testing::manhattan(parent, Board::goal()),
                                     npuzzle::inverse(m)) ==
                        npuzzle::testing::manhattan(child, Board::goal());
            } catch (...) {
                table_right = false;
            }
        }
    }
    NPUZZLE_HINT_IF(wrong > 0 && table_right,
                    "the h your search gives a child differs from the heuristic of the child's "
                    "board: check the search's O(1) update, h' = h - d(tile, from) + d(tile, to)",
                    "你的搜索给子结点的 h 与子结点局面的启发函数值不同：检查搜索中 O(1) 的增量更新 "
                    "h' = h - d(tile, from) + d(tile, to)");
    NPUZZLE_INFO("6 2 8 0 1 4 7 3 5 with Manhattan: "
                     << wrong << " of " << checked << " Expand and "
                     << "Generate events carry a wrong h; first: " << first_wrong,
                 "6 2 8 0 1 4 7 3 5，用曼哈顿距离：" << checked
                                                     << " 个 Expand 和 Generate 事件中有 " << wrong
                                                     << " 个带的 h 不对；第一个：" << first_wrong);
    CHECK(wrong == 0);
    CHECK(checked > 0);
    NPUZZLE_INFO("the search must end within " << kSearchSeconds << " s and 2,000,000 events",
                 "搜索必须在 " << kSearchSeconds << " s 和 2,000,000 个事件之内结束");
    REQUIRE(r.has_value());
    check_optimal(*r, start, Board::goal(), 17);
}

TEST_CASE("the events of a search follow the search contract", "[lesson06][points=2]") {
    const Board start = parse_board("6 2 8 0 1 4 7 3 5");
    const Traced traced = solve_traced(start, Board::goal(), Heuristic::Manhattan);
    NPUZZLE_INFO(
        "6 2 8 0 1 4 7 3 5 with Manhattan: Start (node 0, idastar, the goal) first, Finish "
        "(found, the result's counters) last, one Iteration per bound, one Goal at depth 17, "
        "every CutOff above the bound of the latest Iteration and carrying it, node ids new "
        "and increasing, no child undoing its parent's move",
        "6 2 8 0 1 4 7 3 5，用曼哈顿距离：最先是 Start（node 0、idastar、目标局面），最后是 "
        "Finish（found、结果的计数器），每个阈值一个 Iteration，深度 17 处一个 Goal，每个 CutOff "
        "的 f 都大于最近一次 Iteration "
        "的阈值并带着这个阈值，结点编号都是新的且递增，没有子结点撤销父结点的移动");
    NPUZZLE_HINT_IF(
        npuzzle::testing::idastar_event_faults(*traced.rec).reused_root > 0,
        "each iteration after the first starts from a new root "
        "node: give it the next free id, as every child gets",
        "第一轮之后的每一轮都从一个新的根结点开始：像每个子结点一样，给它下一个未用的编号");
    npuzzle::testing::check_idastar_events(*traced.rec, traced.result, Board::goal(), 17);
}

TEST_CASE("the result is the same whether or not events are wanted", "[lesson06][points=1]") {
    for (const Board& b : sample_reachable(20, kSampleSeed)) {
        for (Heuristic h : {Heuristic::Manhattan, Heuristic::LinearConflict}) {
            const SearchResult quiet = solve(b, Board::goal(), h);
            const SearchResult traced = solve_traced(b, Board::goal(), h).result;
            NPUZZLE_INFO(
                "from " << npuzzle::to_string(b) << " with " << ida::to_string(h)
                        << ", untraced and traced: paths " << npuzzle::to_string(quiet.path)
                        << " and " << npuzzle::to_string(traced.path) << ", generated "
                        << quiet.counters.generated << " and " << traced.counters.generated,
                "从 " << npuzzle::to_string(b) << " 出发，用 " << ida::to_string(h)
                      << "，不带追踪与带追踪：路径分别为 " << npuzzle::to_string(quiet.path)
                      << " 和 " << npuzzle::to_string(traced.path) << "，生成结点数分别为 "
                      << quiet.counters.generated << " 和 " << traced.counters.generated);
            CHECK(quiet.path == traced.path);
            CHECK(quiet.counters.generated == traced.counters.generated);
            CHECK(quiet.counters.expanded == traced.counters.expanded);
            CHECK(quiet.iterations.size() == traced.iterations.size());
        }
    }
}

TEST_CASE("the counters add up over the iterations", "[lesson06][points=1]") {
    const Board start = parse_board("0 8 7 6 5 4 3 2 1");
    const SearchResult r = solve(start, Board::goal(), Heuristic::Manhattan);
    NPUZZLE_INFO(
        "0 8 7 6 5 4 3 2 1 with Manhattan: expanded and generated summed over the iterations "
        "must equal the totals, iterations counted, max_frontier = path length + 1 = 29 (got "
            << r.counters.max_frontier << "), bounds rising",
        "0 8 7 6 5 4 3 2 1，用曼哈顿距离：各轮的 expanded 和 generated "
        "之和必须等于总数，iterations 要计数，max_frontier = 路径长度 + 1 = 29（得到 "
            << r.counters.max_frontier << "），阈值逐轮上升");
    REQUIRE(r.found());
    std::uint64_t expanded = 0, generated = 0;
    for (const auto& it : r.iterations) {
        expanded += it.expanded;
        generated += it.generated;
    }
    CHECK(expanded == r.counters.expanded);
    CHECK(generated == r.counters.generated);
    CHECK(r.counters.iterations == static_cast<int>(r.iterations.size()));
    CHECK(r.counters.max_frontier == r.path.size() + 1);
    for (std::size_t i = 1; i < r.iterations.size(); ++i) {
        CHECK(r.iterations[i].bound > r.iterations[i - 1].bound);
    }
}

TEST_CASE("IDA* over an estimate searches as IDA* with the lesson's heuristic",
          "[lesson06][points=2]") {
    // The tests' own count of h, given as an estimate, gives every node the value the lesson's
    // heuristic gives it: the two calls must be one search, event for event.
    for (const auto& c : npuzzle::testing::kSeedBoards) {
        const Board start = parse_board(c.start);
        const Board goal = parse_board(c.goal);
        for (Heuristic h : kAll) {
            // Misplaced tiles takes seconds past 19 moves (seed 003's 28).
            if (h == Heuristic::MisplacedTiles && c.moves > 19) continue;
            const Traced lesson = solve_traced(start, goal, h);
            const TestEstimate estimate(counted_by_the_tests(h), goal);
            const Traced over = solve_over(start, goal, estimate);
            const auto& a = lesson.rec->events();
            const auto& b = over.rec->events();
            std::size_t same = 0;
            while (same < a.size() && same < b.size() &&
                   describe(a[same].event) == describe(b[same].event)) {
                ++same;
            }
            const auto event_at = [](const std::vector<npuzzle::RecordedEvent>& events,
                                     std::size_t i) {
                return i < events.size() ? describe(events[i].event) : std::string("(none)");
            };
            NPUZZLE_INFO("from " << c.start << " toward " << c.goal << ": idastar(start, goal, "
                                 << ida::to_string(h) << ") and idastar(start, goal, the "
                                 << estimate.name() << " estimate) must be the same search; "
                                 << a.size() << " and " << b.size() << " events, the first " << same
                                 << " the same; next: " << event_at(a, same) << " against "
                                 << event_at(b, same) << "; generated "
                                 << lesson.result.counters.generated << " and "
                                 << over.result.counters.generated,
                         "从 " << c.start << " 到 " << c.goal << "：idastar(start, goal, "
                               << ida::to_string(h) << ") 与 idastar(start, goal, 估计 "
                               << estimate.name() << ") 必须是同一个搜索；事件数分别为 " << a.size()
                               << " 和 " << b.size() << "，前 " << same << " 个相同；接下来是 "
                               << event_at(a, same) << " 对 " << event_at(b, same)
                               << "；生成结点数分别为 " << lesson.result.counters.generated
                               << " 和 " << over.result.counters.generated);
            check_optimal(over.result, start, goal, c.moves);
            CHECK(same == a.size());
            CHECK(a.size() == b.size());
            CHECK(lesson.result.path == over.result.path);
            CHECK(lesson.result.counters.expanded == over.result.counters.expanded);
            CHECK(lesson.result.counters.generated == over.result.counters.generated);
            CHECK(lesson.result.counters.max_frontier == over.result.counters.max_frontier);
            CHECK(lesson.result.counters.iterations == over.result.counters.iterations);
            CHECK(lesson.result.iterations.size() == over.result.iterations.size());
        }
    }
}

TEST_CASE("an estimate of 0 makes the bounds 0, 1, 2, ... up to the fewest moves",
          "[lesson06][points=1][known-mistake]") {
    // With h = 0 everywhere, f is the depth: each iteration cuts off at depth bound + 1, so the
    // next bound is one more, and the goal is found in the iteration whose bound is its distance.
    std::vector<std::pair<Board, Board>> cases{
        {Board::goal(3, 2).moved(Move::Up), Board::goal(3, 2)}};
    for (const Board& b : sample_reachable(200, kSampleSeed)) {
        if (distances_to_goal().at(b) <= 12 && cases.size() < 8)
            cases.emplace_back(b, Board::goal());
    }
    for (const auto& [start, goal] : cases) {
        const int optimum = shared_distances_to(goal).at(start);
        const Traced traced = solve_over(start, goal, TestEstimate(TestEstimate::Kind::Zero, goal));
        const SearchResult& r = traced.result;
        std::string bounds;
        for (const auto& it : r.iterations) bounds += std::to_string(it.bound) + " ";
        long nonzero_h = 0;
        for (const auto& recorded : traced.rec->events()) {
            const auto& e = recorded.event;
            nonzero_h += e.h != 0 && e.kind != EventKind::Finish;
        }
        NPUZZLE_HINT_IF(r.found() && r.path.empty() && start != goal,
                        "the goal test compares the board with the goal: h = 0 does not mean the "
                        "goal is reached (this estimate is 0 on every board), it only means the "
                        "estimate cannot tell how far the goal is",
                        "目标检测要把局面与目标局面比较：h = 0 并不表示已到达目标（这个估计在每个"
                        "局面上都给出 0），只表示这个估计看不出离目标还有多远");
        NPUZZLE_INFO(
            "idastar(" << npuzzle::to_string(start) << ", " << npuzzle::to_string(goal)
                       << ", the zero estimate): expected bounds 0 to " << optimum
                       << " one by one, a path of " << optimum << " moves, h 0 in every "
                       << "event; got bounds " << bounds << "and a path of " << r.path.size()
                       << " moves, " << nonzero_h << " events with another h",
            "idastar(" << npuzzle::to_string(start) << ", " << npuzzle::to_string(goal)
                       << ", 估计 zero)：阈值应从 0 逐个增加到 " << optimum << "，路径 " << optimum
                       << " 步，每个事件的 h 都是 0；得到的阈值为 " << bounds << "，路径 "
                       << r.path.size() << " 步，" << nonzero_h << " 个事件的 h 不是 0");
        check_optimal(r, start, goal, optimum);
        REQUIRE(r.iterations.size() == static_cast<std::size_t>(optimum) + 1);
        for (std::size_t i = 0; i < r.iterations.size(); ++i) {
            CHECK(r.iterations[i].bound == static_cast<int>(i));
        }
        CHECK(nonzero_h == 0);
    }
}

TEST_CASE("a child's h is what after_move gives it from its parent's h",
          "[lesson06][points=2][known-mistake]") {
    // The capped estimate gives a child the smaller of its Manhattan distance and its parent's h:
    // admissible, and unlike Manhattan after every move that takes a tile away from its goal, so
    // each Generate event shows where the search took the child's h from.
    const std::pair<const char*, const char*> cases[] = {
        {"1 2 3 0 8 4 7 6 5", "1 0 3 8 2 4 7 6 5"},
        {"2 3 0 7 1 6 5 8 4", "1 2 3 4 5 6 7 8 0"},
        {"6 2 8 0 1 4 7 3 5", "1 2 3 4 5 6 7 8 0"},
    };
    for (const auto& [start_text, goal_text] : cases) {
        const Board start = parse_board(start_text);
        const Board goal = parse_board(goal_text);
        const Traced traced =
            solve_over(start, goal, TestEstimate(TestEstimate::Kind::CappedManhattan, goal));
        std::unordered_map<npuzzle::NodeId, int> h_of;  // every node's h, as its events report it
        long children = 0, wrong = 0, like_initial = 0;
        std::string first_wrong;
        for (const auto& recorded : traced.rec->events()) {
            const auto& e = recorded.event;
            if (e.kind == EventKind::Start || e.kind == EventKind::Iteration) h_of[e.node] = e.h;
            if (e.kind != EventKind::Generate) continue;
            ++children;
            h_of[e.node] = e.h;
            const auto parent = h_of.find(e.parent);
            const int own = npuzzle::testing::manhattan(e.board, goal);
            const int want = parent == h_of.end() ? own : std::min(own, parent->second);
            if (e.h == want) continue;
            like_initial += e.h == own;
            if (wrong++ == 0) {
                first_wrong = NPUZZLE_WORDS(
                    npuzzle::to_string(e.board)
                        << " (move " << npuzzle::to_char(e.move) << ", depth " << e.depth
                        << ") has h " << e.h << "; after_move gives " << want << ": its Manhattan "
                        << own << " or its parent's h, the smaller",
                    npuzzle::to_string(e.board)
                        << "（移动 " << npuzzle::to_char(e.move) << "，深度 " << e.depth
                        << "）的 h 为 " << e.h << "；after_move 给出的是 " << want
                        << "：它的曼哈顿距离 " << own << " 与父结点的 h 中较小的一个");
            }
        }
        NPUZZLE_HINT_IF(
            wrong > 0 && like_initial == wrong,
            "a child's h is estimate.after_move(the parent's board, the parent's h, "
            "the move), not estimate.initial(the child's board): an estimate may "
            "update h from the parent's (lesson 07's databases do), and only "
            "after_move says what it gives",
            "子结点的 h 是 estimate.after_move(父结点的局面, 父结点的 h, 这一步移动)，"
            "而不是 estimate.initial(子结点的局面)：估计可以从父结点的 h 更新出子"
            "结点的 h（第 07 课的模式数据库就是这样），子结点的 h 以 after_move 的返回值为准");
        NPUZZLE_INFO(
            "idastar(" << start_text << ", " << goal_text << ", the capped Manhattan "
                       << "estimate): " << wrong << " of " << children
                       << " children carry an h other than after_move's; first: " << first_wrong,
            "idastar(" << start_text << ", " << goal_text << ", 估计 capped Manhattan)："
                       << children << " 个子结点中有 " << wrong
                       << " 个带的 h 不是 after_move 给出的；第一个：" << first_wrong);
        CHECK(children > 0);
        CHECK(wrong == 0);
        check_optimal(traced.result, start, goal, shared_distances_to(goal).at(start));
    }
}

TEST_CASE("IDA* over an estimate refuses a goal of the other parity or another shape",
          "[lesson06][points=1][known-mistake]") {
    const Board start = parse_board("1 2 3 4 5 6 8 7 0");
    npuzzle::testing::check_refuses_other_parity(
        "idastar(1 2 3 4 5 6 8 7 0, goal, TestEstimate::capped_manhattan(goal))",
        [start](npuzzle::SearchObserver& observer) {
            return ida::idastar(start, Board::goal(),
                                TestEstimate(TestEstimate::Kind::CappedManhattan, Board::goal()),
                                observer);
        });
    NPUZZLE_INFO("idastar(a 3x3 start, a 4x4 goal, an estimate): expected std::invalid_argument",
                 "idastar(3x3 的初始局面, 4x4 的目标局面, 一个估计)：应抛出 "
                 "std::invalid_argument");
    CHECK_THROWS_AS(ida::idastar(Board::goal(), Board::goal(4, 4),
                                 TestEstimate(TestEstimate::Kind::Zero, Board::goal(4, 4))),
                    std::invalid_argument);
}

namespace {

constexpr npuzzle::testing::Hint kHintShapesFirst{
    "check that the start and the goal have the same shape first, before you ask the estimate "
    "for h and report Start: an estimate is made for one goal and need not check the boards it "
    "is given (the parity check of lesson 02 refuses them too, but only after the estimate was "
    "asked)",
    "先检查初始局面与目标局面的尺寸是否相同，再向估计要 h、报告 Start：估计是为一个目标局面做的，"
    "不必检查交给它的局面（第 02 课的奇偶性检查也会拒绝它们，但那时估计已经被问过了）"};

}  // namespace

TEST_CASE("IDA* checks the shapes itself before it asks the estimate for h",
          "[lesson06][points=1][known-mistake]") {
    // The search asks the estimate for the start's h just before it reports Start: a search
    // that refuses the shapes first reports nothing.
    npuzzle::EventRecorder rec;
    const bool refused = npuzzle::testing::throws_invalid_argument([&] {
        return ida::idastar(Board::goal(), Board::goal(4, 4),
                            TestEstimate(TestEstimate::Kind::Zero, Board::goal(4, 4)), rec);
    });
    const auto reported = rec.events().size();
    NPUZZLE_HINT_CONSTANT_IF(reported > 0, kHintShapesFirst);
    NPUZZLE_INFO(
        "idastar(the 3x3 goal, the 4x4 goal, an estimate of the 4x4 goal): expected "
        "std::invalid_argument before the estimate is asked and any event reported; "
        "refused: "
            << (refused ? "yes" : "no") << ", events reported: " << reported,
        "idastar(3x3 的目标局面, 4x4 的目标局面, 4x4 目标局面的估计)：应在向估计要 h、"
        "报告任何事件之前抛出 std::invalid_argument；是否拒绝："
            << (refused ? "是" : "否") << "，报告的事件数：" << reported);
    CHECK(refused);
    CHECK(reported == 0);
}
