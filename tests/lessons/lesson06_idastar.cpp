// Lesson 06 tests: graded, one file for the stub and the reference. Tags: [lesson06] and the
// points of the test case, [points=N] (docs/grading.md). Distances come from the tests' own BFS
// (tests/support/board_oracle.hpp), so no expected length is taken from the code under test.
#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "board_oracle.hpp"
#include "catch.hpp"
#include "idastar.hpp"
#include "link_mode.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/tracer/event_recorder.hpp"

using npuzzle::Board;
using npuzzle::EventKind;
using npuzzle::Move;
using npuzzle::parse_board;
using npuzzle::SearchResult;
using npuzzle::SearchStatus;
using npuzzle::testing::Distances;
using npuzzle::testing::distances_to;
using npuzzle::testing::distances_to_goal;
using npuzzle::testing::within_seconds;
namespace ida = npuzzle::idastar;
using ida::Heuristic;

namespace {

constexpr Heuristic kAll[] = {Heuristic::MisplacedTiles, Heuristic::Manhattan,
                              Heuristic::LinearConflict};

// A fixed sample of reachable 3x3 boards, spread over all distances.
std::vector<Board> sample_3x3(std::size_t count) {
    std::vector<Board> keys;
    for (const auto& [b, d] : distances_to_goal()) keys.push_back(b);
    std::mt19937_64 rng(20260501);
    std::vector<Board> boards;
    for (std::size_t i = 0; i < count; ++i) {
        boards.push_back(keys[rng() % keys.size()]);
    }
    return boards;
}

// A board `steps` random moves from `goal` (never undoing the previous move).
Board random_walk(const Board& goal, int steps, std::mt19937_64& rng) {
    Board b = goal;
    int prev = -1;
    for (int i = 0; i < steps;) {
        const Move m = npuzzle::kMoveOrder[rng() % 4];
        if (!b.can_move(m) || static_cast<int>(npuzzle::inverse(m)) == prev) continue;
        b.apply(m);
        prev = static_cast<int>(m);
        ++i;
    }
    return b;
}

using HeuristicFunction = int (*)(const Board&, const Board&);

// h(b, goal) for every board b of `boards`, asked in batches (call_each): the name is the one the
// judge sends the heuristic under.
std::map<Board, int> values_on(std::string_view name, HeuristicFunction h, const Distances& boards,
                               const Board& goal) {
    std::vector<std::tuple<Board, Board>> inputs;
    inputs.reserve(boards.size());
    for (const auto& [b, d] : boards) inputs.emplace_back(b, goal);
    const std::vector<int> values = npuzzle::testing::call_each<int>(name, h, inputs);
    std::map<Board, int> out;
    for (std::size_t i = 0; i < inputs.size(); ++i) out.emplace(std::get<0>(inputs[i]), values[i]);
    return out;
}

// Checks that `result` is an optimal solution of `start` -> `goal` of length `optimum`.
void check_optimal(const SearchResult& result, const Board& start, const Board& goal, int optimum) {
    INFO("start " << npuzzle::to_string(start) << ", goal " << npuzzle::to_string(goal));
    REQUIRE(result.status == SearchStatus::Found);
    CHECK(npuzzle::apply_path(start, result.path) == goal);
    CHECK(static_cast<int>(result.path.size()) == optimum);
}

// Stops a search that runs too long by throwing from inside it, so a test cannot hang.
class BudgetObserver final : public npuzzle::SearchObserver {
  public:
    explicit BudgetObserver(std::size_t budget) : budget_(budget) {}
    void on_event(const npuzzle::SearchEvent& e) override {
        kinds.push_back(e.kind);
        if (kinds.size() > budget_) throw std::runtime_error("the search ran past its budget");
    }
    std::vector<EventKind> kinds;

  private:
    std::size_t budget_;
};

// The smallest f cut off in each iteration, from the events.
class CutOffWatcher final : public npuzzle::SearchObserver {
  public:
    void on_event(const npuzzle::SearchEvent& e) override {
        if (e.kind == EventKind::Iteration) smallest_cut.push_back(-1);
        if (e.kind == EventKind::CutOff && !smallest_cut.empty()) {
            int& s = smallest_cut.back();
            if (s < 0 || e.f() < s) s = e.f();
        }
    }
    std::vector<int> smallest_cut;
};

}  // namespace

TEST_CASE("every heuristic is zero on the goal", "[lesson06][points=1]") {
    const Board goals[] = {Board::goal(), parse_board("1 0 3 8 2 4 7 6 5"), Board::goal(4, 4),
                           Board::goal(2, 3), Board::goal(4, 2)};
    for (const Board& g : goals) {
        INFO("goal " << npuzzle::to_string(g));
        CHECK(ida::misplaced_tiles(g, g) == 0);
        CHECK(ida::manhattan(g, g) == 0);
        CHECK(ida::linear_conflict(g, g) == 0);
        for (Heuristic h : kAll) CHECK(ida::evaluate(h, g, g) == 0);
    }
}

TEST_CASE("the heuristics count what they promise on small boards", "[lesson06][points=2]") {
    // Seed 000: tiles 8 and 2 are each one cell from home.
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    CHECK(ida::misplaced_tiles(start, goal) == 2);
    CHECK(ida::manhattan(start, goal) == 2);
    CHECK(ida::linear_conflict(start, goal) == 2);
    // 8 and 7 swapped in their own row: Manhattan 2, and one of them must leave the row.
    const Board swapped = parse_board("1 2 3 4 5 6 8 7 0");
    CHECK(ida::misplaced_tiles(swapped, Board::goal()) == 2);
    CHECK(ida::manhattan(swapped, Board::goal()) == 2);
    CHECK(ida::linear_conflict(swapped, Board::goal()) == 4);
    // 4x4: 15 in the top-left corner is 3 rows and 2 columns from home.
    const Board big = parse_board("15 2 3 4 5 6 7 8 9 10 11 12 13 14 1 0");
    CHECK(ida::misplaced_tiles(big, Board::goal(4, 4)) == 2);
    CHECK(ida::manhattan(big, Board::goal(4, 4)) == 10);
    CHECK(ida::evaluate(Heuristic::Manhattan, big, Board::goal(4, 4)) == 10);
    CHECK(ida::evaluate(Heuristic::MisplacedTiles, big, Board::goal(4, 4)) == 2);
}

TEST_CASE("linear conflict counts tiles that must leave a line, not pairs in conflict",
          "[lesson06][points=1][known-mistake]") {
    INFO(
        "hint: 3 2 1 in the top row conflict in 3 pairs, but moving 2 tiles out (3 and 1) is "
        "enough: add 2 per tile that must leave (count minus the longest run in goal order), "
        "not 2 per pair, or the heuristic overestimates");
    const Board reversed = parse_board("3 2 1 4 5 6 7 8 0");
    CHECK(ida::linear_conflict(reversed, Board::goal()) == 4 + 4);
    // The same in a column of a 4x4 board: 13 9 5 1 read downwards.
    const Board column = parse_board("13 2 3 4 9 6 7 8 5 10 11 12 1 14 15 0");
    CHECK(ida::linear_conflict(column, Board::goal(4, 4)) ==
          ida::manhattan(column, Board::goal(4, 4)) + 6);
}

TEST_CASE("misplaced tiles is admissible and consistent on all 181,440 boards",
          "[lesson06][points=2]") {
    const Board goal = Board::goal();
    REQUIRE(distances_to_goal().size() == 181440);
    const auto h =
        values_on("idastar::misplaced_tiles", ida::misplaced_tiles, distances_to_goal(), goal);
    int wrong = 0;
    for (const auto& [b, d] : distances_to_goal()) {
        if (h.at(b) > d) ++wrong;
        for (Move m : b.legal_moves()) {
            if (std::abs(h.at(b) - h.at(b.moved(m))) > 1) ++wrong;
        }
    }
    CHECK(wrong == 0);
}

TEST_CASE("Manhattan distance is admissible and consistent on all 181,440 boards of two goals",
          "[lesson06][points=2]") {
    for (const Board& goal : {Board::goal(), parse_board("1 0 3 8 2 4 7 6 5")}) {
        INFO("goal " << npuzzle::to_string(goal));
        const Distances dist = distances_to(goal);
        REQUIRE(dist.size() == 181440);
        const auto h = values_on("idastar::manhattan", ida::manhattan, dist, goal);
        int over = 0, jumps = 0;
        for (const auto& [b, d] : dist) {
            if (h.at(b) > d) ++over;
            for (Move m : b.legal_moves()) {
                if (std::abs(h.at(b) - h.at(b.moved(m))) != 1) ++jumps;
            }
        }
        CHECK(over == 0);
        CHECK(jumps == 0);  // exactly one tile moves one cell: Manhattan changes by exactly 1
    }
}

TEST_CASE("linear conflict is admissible, consistent and at least Manhattan on all boards",
          "[lesson06][points=3]") {
    for (const Board& goal : {Board::goal(), parse_board("1 0 3 8 2 4 7 6 5")}) {
        INFO("goal " << npuzzle::to_string(goal));
        const Distances dist = distances_to(goal);
        const auto lc = values_on("idastar::linear_conflict", ida::linear_conflict, dist, goal);
        const auto md = values_on("idastar::manhattan", ida::manhattan, dist, goal);
        int over = 0, inconsistent = 0, below = 0, better = 0;
        for (const auto& [b, d] : dist) {
            const int h = lc.at(b);
            over += h > d;
            below += h < md.at(b);
            better += h > md.at(b);
            for (Move m : b.legal_moves()) {
                inconsistent += std::abs(h - lc.at(b.moved(m))) > 1;
            }
        }
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
                const int expected =
                    tile == 0 ? 0 : std::abs(c / w - gc / w) + std::abs(c % w - gc % w);
                CHECK(table.distance(tile, c) == expected);
            }
        }
    }
    const Board b = parse_board("15 2 3 4 5 6 7 8 9 10 11 12 13 14 1 0");
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
    std::mt19937_64 rng(5);
    Board walker = goal16;
    for (int i = 0; i < 20000; ++i) {
        const Move m = npuzzle::kMoveOrder[rng() % 4];
        if (!walker.can_move(m)) continue;
        steps.emplace_back(walker, m);
        walker.apply(m);
    }
    // What each step starts from and ends at, by the student's own Manhattan distance.
    std::vector<std::tuple<Board, Board>> ends;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const auto& [b, m] = steps[i];
        const Board& goal = i < steps_3x3 ? Board::goal() : goal16;
        ends.emplace_back(b, goal);
        ends.emplace_back(b.moved(m), goal);
    }
    const std::vector<int> md = call_each<int>("idastar::manhattan", ida::manhattan, ends);
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
    int wrong_of = 0, wrong_3x3 = 0, wrong_4x4 = 0;
    for (std::size_t i = 0; i < of.size(); ++i) wrong_of += of[i] != md[2 * i];
    for (std::size_t i = 0; i < steps.size(); ++i) {
        (i < steps_3x3 ? wrong_3x3 : wrong_4x4) += updated[i] != md[2 * i + 1];
    }
    CHECK(wrong_of == 0);
    CHECK(wrong_3x3 == 0);
    CHECK(wrong_4x4 == 0);
}

TEST_CASE("boards and goals of different shapes are an error", "[lesson06][points=1]") {
    const Board small = Board::goal(3, 3);
    const Board big = Board::goal(4, 4);
    CHECK_THROWS_AS(ida::misplaced_tiles(small, big), std::invalid_argument);
    CHECK_THROWS_AS(ida::manhattan(small, big), std::invalid_argument);
    CHECK_THROWS_AS(ida::linear_conflict(big, small), std::invalid_argument);
    CHECK_THROWS_AS(ida::idastar(small, big), std::invalid_argument);
    CHECK_THROWS_AS(ida::ManhattanTable(big).of(small), std::invalid_argument);
}

TEST_CASE("a start that is already the goal needs no moves", "[lesson06][points=1]") {
    for (Heuristic h : kAll) {
        const SearchResult r = ida::idastar(Board::goal(), Board::goal(), h);
        CHECK(r.status == SearchStatus::Found);
        CHECK(r.path.empty());
        REQUIRE(r.iterations.size() == 1);
        CHECK(r.iterations[0].bound == 0);
        CHECK(r.counters.generated == 0);
    }
}

TEST_CASE("IDA* solves the seeds' boards in the fewest moves", "[lesson06][points=2]") {
    struct Case {
        const char* start;
        const char* goal;
        int moves;  // as the seed documents state it
    };
    const Case cases[] = {
        {"1 2 3 0 8 4 7 6 5", "1 0 3 8 2 4 7 6 5", 2},   // seed 000
        {"2 3 0 7 1 6 5 8 4", "1 2 3 4 5 6 7 8 0", 14},  // seed 003
        {"0 8 7 6 5 4 3 2 1", "1 2 3 4 5 6 7 8 0", 28},  // seed 003
        {"6 2 8 0 1 4 7 3 5", "1 2 3 4 5 6 7 8 0", 17},  // seed 004
    };
    for (const Case& c : cases) {
        const Board start = parse_board(c.start);
        const Board goal = parse_board(c.goal);
        REQUIRE(distances_to(goal).at(start) == c.moves);
        for (Heuristic h : {Heuristic::Manhattan, Heuristic::LinearConflict}) {
            check_optimal(ida::idastar(start, goal, h), start, goal, c.moves);
        }
    }
    // POJ 1077's sample board (seed 001), against this test's BFS.
    const Board poj = parse_board("2 3 4 1 5 x 7 6 8");
    check_optimal(ida::idastar(poj, Board::goal()), poj, Board::goal(),
                  distances_to_goal().at(poj));
}

TEST_CASE("IDA* is optimal on 1,000 sampled 3x3 boards", "[lesson06][points=3]") {
    const std::vector<Board> boards = sample_3x3(1000);
    int misplaced_runs = 0;
    for (const Board& b : boards) {
        const int optimum = distances_to_goal().at(b);
        check_optimal(ida::idastar(b, Board::goal(), Heuristic::Manhattan), b, Board::goal(),
                      optimum);
        check_optimal(ida::idastar(b, Board::goal(), Heuristic::LinearConflict), b, Board::goal(),
                      optimum);
        // The weakest estimate expands far more nodes: check it on the shorter boards only.
        if (optimum <= 18 && misplaced_runs < 200) {
            ++misplaced_runs;
            check_optimal(ida::idastar(b, Board::goal(), Heuristic::MisplacedTiles), b,
                          Board::goal(), optimum);
        }
    }
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
            check_optimal(ida::idastar(b, goal, Heuristic::LinearConflict), b, goal, d);
        }
    }
}

TEST_CASE("short 4x4 boards are solved optimally, for either goal", "[lesson06][points=2]") {
    const Board goals[] = {Board::goal(4, 4), parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15")};
    std::mt19937_64 rng(1985);
    for (const Board& goal : goals) {
        const Distances near = distances_to(goal, 14);
        for (int i = 0; i < 30; ++i) {
            const Board b = random_walk(goal, 6 + i % 9, rng);
            const auto it = near.find(b);
            REQUIRE(it != near.end());
            for (Heuristic h : {Heuristic::Manhattan, Heuristic::LinearConflict}) {
                check_optimal(ida::idastar(b, goal, h), b, goal, it->second);
            }
        }
    }
}

TEST_CASE("the bounds and node counts of a worked example", "[lesson06][points=2]") {
    // Seed 001's board (POJ 1077's sample) with Manhattan: lessons/06-idastar/README.md walks
    // through this table. The counts follow docs/search-contract.md: children in U D L R order,
    // never the undoing move, goal tested at visit after the f check.
    const Board start = parse_board("2 3 4 1 5 x 7 6 8");
    const SearchResult r = ida::idastar(start, Board::goal(), Heuristic::Manhattan);
    check_optimal(r, start, Board::goal(), distances_to_goal().at(start));
    CHECK(r.iterations[0].bound == ida::manhattan(start, Board::goal()));
    const int bounds[] = {9, 11, 13, 15, 17, 19};
    const std::uint64_t expanded[] = {5, 19, 59, 152, 403, 281};
    const std::uint64_t generated[] = {9, 35, 102, 262, 686, 478};
    REQUIRE(r.iterations.size() == 6);
    for (std::size_t i = 0; i < 6; ++i) {
        INFO("iteration " << i + 1);
        CHECK(r.iterations[i].bound == bounds[i]);
        CHECK(r.iterations[i].expanded == expanded[i]);
        CHECK(r.iterations[i].generated == generated[i]);
    }
    CHECK(r.counters.iterations == 6);
    CHECK(r.counters.generated == 1572);
}

TEST_CASE("each next bound is the smallest f that exceeded the last",
          "[lesson06][points=2][known-mistake]") {
    INFO(
        "hint: after an iteration fails, the next bound must be the smallest g + h among the "
        "nodes that were cut off; a larger step (bound + 2, or the largest f) can skip the "
        "optimal depth and return a longer path");
    for (const Board& b : sample_3x3(60)) {
        for (Heuristic h : kAll) {
            if (h == Heuristic::MisplacedTiles && distances_to_goal().at(b) > 16) continue;
            CutOffWatcher watch;
            const SearchResult r = ida::idastar(b, Board::goal(), h, watch);
            check_optimal(r, b, Board::goal(), distances_to_goal().at(b));
            REQUIRE(r.iterations.size() == watch.smallest_cut.size());
            CHECK(r.iterations[0].bound == ida::evaluate(h, b, Board::goal()));
            for (std::size_t i = 1; i < r.iterations.size(); ++i) {
                CHECK(r.iterations[i].bound == watch.smallest_cut[i - 1]);
            }
        }
    }
}

TEST_CASE("an unsolvable board fails at once instead of searching forever",
          "[lesson06][points=2][known-mistake]") {
    INFO(
        "hint: call parity::is_solvable(start, goal) before the first iteration; without it "
        "IDA* raises the bound forever on a board of the other parity");
    const std::pair<const char*, Board> cases[] = {
        {"1 2 3 4 5 6 8 7 0", Board::goal()},
        {"1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", Board::goal(4, 4)},
    };
    for (const auto& [text, goal] : cases) {
        const Board start = parse_board(text);
        auto kinds = std::make_shared<std::vector<EventKind>>();
        const auto r = within_seconds(10, [start, goal = goal, kinds] {
            BudgetObserver budget(100000);
            SearchResult result = ida::idastar(start, goal, Heuristic::Manhattan, budget);
            *kinds = budget.kinds;
            return result;
        });
        REQUIRE(r.has_value());
        CHECK(r->status == SearchStatus::Failure);
        CHECK(r->path.empty());
        CHECK(r->iterations.empty());
        CHECK(*kinds == std::vector<EventKind>{EventKind::Start, EventKind::Finish});
    }
}

TEST_CASE("IDA* never generates the move that undoes the previous one",
          "[lesson06][points=1][known-mistake]") {
    INFO(
        "hint: skip inverse(previous move) when generating children; going straight back "
        "only re-creates the parent and multiplies the nodes by about 1.5");
    npuzzle::EventRecorder rec;
    const Board start = parse_board("2 3 0 7 1 6 5 8 4");
    const SearchResult r = ida::idastar(start, Board::goal(), Heuristic::Manhattan, rec);
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
    CHECK(generated > 0);
    CHECK(undoing == 0);
    // The root of the first iteration has all its legal moves as children.
    CHECK(r.iterations[0].generated >= start.legal_moves().size());
}

TEST_CASE("the events of a search follow the search contract", "[lesson06][points=2]") {
    npuzzle::EventRecorder rec;
    const Board start = parse_board("6 2 8 0 1 4 7 3 5");
    const SearchResult r = ida::idastar(start, Board::goal(), Heuristic::Manhattan, rec);
    REQUIRE(r.found());
    const auto& ev = rec.events();
    REQUIRE(ev.size() > 2);
    CHECK(ev.front().event.kind == EventKind::Start);
    CHECK(ev.front().event.node == 0);
    CHECK(ev.front().algorithm == "idastar");
    CHECK(ev.front().goal == Board::goal());
    CHECK(ev.back().event.kind == EventKind::Finish);
    CHECK(ev.back().event.found);
    CHECK(ev.back().counters.generated == r.counters.generated);

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
    CHECK(goals[0].event.board == Board::goal());
    CHECK(goals[0].event.depth == 17);
    for (const auto& c : rec.of_kind(EventKind::CutOff)) {
        CHECK(c.event.f() > c.event.bound);
    }
    // Node ids are created in order and never reused.
    npuzzle::NodeId last = 0;
    for (const auto& g : rec.of_kind(EventKind::Generate)) {
        CHECK(g.event.node > last);
        last = g.event.node;
    }
}

TEST_CASE("the result is the same whether or not events are wanted", "[lesson06][points=1]") {
    for (const Board& b : sample_3x3(20)) {
        for (Heuristic h : {Heuristic::Manhattan, Heuristic::LinearConflict}) {
            npuzzle::EventRecorder rec;
            const SearchResult quiet = ida::idastar(b, Board::goal(), h);
            const SearchResult traced = ida::idastar(b, Board::goal(), h, rec);
            CHECK(quiet.path == traced.path);
            CHECK(quiet.counters.generated == traced.counters.generated);
            CHECK(quiet.counters.expanded == traced.counters.expanded);
            CHECK(quiet.iterations.size() == traced.iterations.size());
        }
    }
}

TEST_CASE("the counters add up over the iterations", "[lesson06][points=1]") {
    const Board start = parse_board("0 8 7 6 5 4 3 2 1");
    const SearchResult r = ida::idastar(start, Board::goal(), Heuristic::Manhattan);
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
