// The tuned engines of bench/engines/ against the references they stand in for: `npuzzle solve`
// runs them by default (cli/tuned_engines.hpp), so every path, counter, iteration and event must
// be the reference's. The distance tables are compared whole, for every shape of up to
// bfs::kMaxCells cells; the searches on drawn boards of every distance, unreachable goals and
// goals other than the standard one.
#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "bfs.hpp"
#include "catch.hpp"
#include "engines/bfs_tuned.hpp"
#include "engines/idastar_tuned.hpp"
#include "idastar.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/named_enum.hpp"
#include "npuzzle/tracer/event_recorder.hpp"
#include "random_boards.hpp"

namespace {

using npuzzle::Board;
using npuzzle::SearchResult;
using npuzzle::idastar::Heuristic;
using npuzzle::testing::Random;

// Which counter differs, in words; empty when none does.
std::string difference(const npuzzle::SearchCounters& g, const npuzzle::SearchCounters& w) {
    if (g.expanded != w.expanded) return "the expanded count";
    if (g.generated != w.generated) return "the generated count";
    if (g.duplicates != w.duplicates) return "the duplicate count";
    if (g.max_frontier != w.max_frontier) return "the largest frontier";
    if (g.iterations != w.iterations) return "the iteration count";
    return {};
}

// What differs between two answers, in words; empty when they are the same.
std::string difference(const SearchResult& got, const SearchResult& want) {
    if (got.status != want.status) return "the status";
    if (got.path != want.path) {
        return "the path: " + npuzzle::to_string(got.path) + " instead of " +
               npuzzle::to_string(want.path);
    }
    if (auto counter = difference(got.counters, want.counters); !counter.empty()) return counter;
    if (got.iterations.size() != want.iterations.size()) return "the iterations' list";
    for (std::size_t k = 0; k < want.iterations.size(); ++k) {
        const auto& gi = got.iterations[k];
        const auto& wi = want.iterations[k];
        if (gi.bound != wi.bound || gi.expanded != wi.expanded || gi.generated != wi.generated) {
            return "iteration " + std::to_string(k + 1);
        }
    }
    return {};
}

// The first event that differs and how, in words; empty when both logs are the same.
std::string first_different_event(const npuzzle::EventRecorder& got,
                                  const npuzzle::EventRecorder& want) {
    const auto& g = got.events();
    const auto& w = want.events();
    for (std::size_t i = 0; i < std::max(g.size(), w.size()); ++i) {
        const std::string at = "event " + std::to_string(i + 1) + ": ";
        if (i >= g.size())
            return at + "missing (the reference has " + std::to_string(w.size()) + ")";
        if (i >= w.size()) return at + "one more than the reference's " + std::to_string(w.size());
        const auto& a = g[i].event;
        const auto& b = w[i].event;
        const std::pair<bool, const char*> fields[] = {
            {a.kind == b.kind, "kind"},
            {a.node == b.node, "node id"},
            {a.parent == b.parent, "parent id"},
            {a.board == b.board, "board"},
            {a.depth == b.depth, "depth"},
            {a.h == b.h, "h"},
            {a.has_move == b.has_move && (!a.has_move || a.move == b.move), "move"},
            {a.frontier == b.frontier, "frontier"},
            {a.bound == b.bound, "bound"},
            {a.found == b.found, "found"},
            {g[i].algorithm == w[i].algorithm, "algorithm"},
            {g[i].goal == w[i].goal, "goal"},
            {difference(g[i].counters, w[i].counters).empty(), "counters"},
        };
        for (const auto& [same, field] : fields) {
            if (!same) return at + "its " + field + " differs";
        }
    }
    return {};
}

// Pairs of a start and a goal on `shape`'s boards: random walks from its goal, and one goal of
// the other parity (unreachable).
std::vector<std::pair<Board, Board>> walks_on(const Board& goal, int count, int steps,
                                              std::uint64_t seed) {
    Random random(seed);
    std::vector<std::pair<Board, Board>> pairs;
    for (int i = 0; i < count; ++i) pairs.emplace_back(random.walk(goal, steps), goal);
    std::vector<int> swapped = goal.tiles();
    std::swap(swapped[0], swapped[1]);  // tiles 1 and 2: the other parity class
    pairs.emplace_back(random.walk(goal, steps), Board(goal.width(), goal.height(), swapped));
    return pairs;
}

}  // namespace

TEST_CASE("the tuned distance table is the reference's, entry for entry, on every shape",
          "[engines][bfs]") {
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{
             {2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {2, 5}, {5, 2}}) {
        const Board goal = Board::goal(w, h);
        CAPTURE(w, h);
        const auto want = npuzzle::bfs::distance_table(goal);
        const auto got = npuzzle::bench::bfs_tuned::distance_table(goal);
        CHECK(got.goal == want.goal);
        CHECK(got.distance == want.distance);
    }
    const Board other = npuzzle::parse_board("1 2 3 8 0 4 7 6 5");  // the seeds' goal
    CHECK(npuzzle::bench::bfs_tuned::distance_table(other).distance ==
          npuzzle::bfs::distance_table(other).distance);
}

TEST_CASE("the tuned BFS gives the reference's path and counters", "[engines][bfs]") {
    for (const Board& start : npuzzle::testing::sample_reachable(120, 3)) {
        CAPTURE(npuzzle::to_string(start));
        CHECK(difference(npuzzle::bench::bfs_tuned::search(start, Board::goal()),
                         npuzzle::bfs::search(start, Board::goal())) == "");
    }
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{2, 3}, {3, 2}, {2, 4}, {3, 3}}) {
        for (const auto& [start, goal] : walks_on(Board::goal(w, h), 6, 40, 11)) {
            CAPTURE(npuzzle::to_string(start), npuzzle::to_string(goal));
            CHECK(difference(npuzzle::bench::bfs_tuned::search(start, goal),
                             npuzzle::bfs::search(start, goal)) == "");
        }
    }
}

TEST_CASE("the tuned BFS reports the reference's events", "[engines][bfs]") {
    for (const Board& start : {npuzzle::parse_board("1 2 3 0 8 4 7 6 5"),
                               npuzzle::parse_board("2 8 3 1 6 4 7 0 5"), Board::goal()}) {
        for (const Board& goal : {Board::goal(), npuzzle::parse_board("1 2 3 8 0 4 7 6 5")}) {
            CAPTURE(npuzzle::to_string(start), npuzzle::to_string(goal));
            npuzzle::EventRecorder got, want;
            npuzzle::bench::bfs_tuned::search(start, goal, got);
            npuzzle::bfs::search(start, goal, want);
            CHECK(first_different_event(got, want) == "");
        }
    }
}

// Every value of lesson 06's enum, counted as the judge counts it: a value added there is tested.
std::vector<Heuristic> every_heuristic() {
    std::vector<Heuristic> all;
    for (int v = 0; v < npuzzle::named_enum_count<Heuristic>(); ++v) {
        all.push_back(static_cast<Heuristic>(v));
    }
    return all;
}

// Boards the misplaced-tiles count keeps quick: it is the weakest estimate.
int longest_walk(Heuristic h) { return h == Heuristic::MisplacedTiles ? 14 : 24; }

TEST_CASE("the tuned IDA* gives the reference's path, counters and iterations",
          "[engines][idastar]") {
    for (Heuristic h : every_heuristic()) {
        CAPTURE(static_cast<int>(h));
        const int farthest = h == Heuristic::MisplacedTiles ? 22 : 31;
        for (const Board& start : npuzzle::testing::sample_reachable(60, 5, 0, farthest)) {
            CAPTURE(npuzzle::to_string(start));
            CHECK(difference(npuzzle::bench::idastar_tuned::search(start, Board::goal(), h),
                             npuzzle::idastar::idastar(start, Board::goal(), h)) == "");
        }
        for (const auto& [w, hh] : std::vector<std::pair<int, int>>{{4, 4}, {2, 3}, {3, 4}}) {
            for (const auto& [start, goal] : walks_on(Board::goal(w, hh), 4, longest_walk(h), 17)) {
                CAPTURE(npuzzle::to_string(start), npuzzle::to_string(goal));
                CHECK(difference(npuzzle::bench::idastar_tuned::search(start, goal, h),
                                 npuzzle::idastar::idastar(start, goal, h)) == "");
            }
        }
    }
}

TEST_CASE("the tuned IDA* reports the reference's events", "[engines][idastar]") {
    std::vector<Board> starts = npuzzle::testing::sample_reachable(3, 7, 14, 18);
    starts.push_back(npuzzle::parse_board("1 2 3 4 5 6 8 7 0"));  // unreachable
    starts.push_back(Board::goal());
    for (Heuristic h : every_heuristic()) {
        for (const Board& start : starts) {
            CAPTURE(static_cast<int>(h), npuzzle::to_string(start));
            npuzzle::EventRecorder got, want;
            npuzzle::bench::idastar_tuned::search(start, Board::goal(), h, got);
            npuzzle::idastar::idastar(start, Board::goal(), h, want);
            CHECK(first_different_event(got, want) == "");
        }
    }
}
