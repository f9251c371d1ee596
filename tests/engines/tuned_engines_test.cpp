// The tuned engines of engines/ against the lesson's code they stand in for, both run through
// the algorithm table (the reference's, whose tuned column has them): `npuzzle solve`, `trace`
// and `compare` run the tuned engine by default, so every path, counter, iteration and event
// must be the reference's. The distance tables are compared whole, for every shape of up to
// bfs::kMaxCells cells; the searches on drawn boards of every distance, unreachable goals and
// goals other than the standard one.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bfs.hpp"
#include "catch.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/engines/bfs_tuned.hpp"
#include "npuzzle/engines/pdb_tuned.hpp"
#include "npuzzle/heuristics.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "npuzzle/tracer/event_recorder.hpp"
#include "pdb.hpp"
#include "random_boards.hpp"

namespace {

using npuzzle::Algorithm;
using npuzzle::Board;
using npuzzle::Engine;
using npuzzle::SearchOptions;
using npuzzle::SearchResult;
using npuzzle::testing::Random;

// The rows whose tuned engine this file tests; a row that gains one must be added here.
const std::vector<std::string> kTested = {"bfs", "table", "idastar"};

// Row `name` of the table; the test stops if the row has no tuned engine.
const Algorithm& row(const std::string& name) {
    const Algorithm& algo = npuzzle::find_algorithm(name);
    INFO("the algorithm table's row " << name << " has no tuned engine in the reference's table");
    REQUIRE(algo.tuned.has_value());
    return algo;
}

// The engine that runs `start` towards `goal` with `options` when `wanted` is asked: the row's
// answer for the request its check() makes of them.
Engine engine_for(const Algorithm& algo, Engine wanted, const Board& start, const Board& goal,
                  const SearchOptions& options = {}, bool wants_events = false) {
    return algo.engine_for(wanted, start, algo.check(start, goal, options), wants_events);
}

// The names of the registry's heuristics that a tuned engine takes.
std::vector<std::string> names_of(const std::vector<const npuzzle::HeuristicInfo*>& entries) {
    std::vector<std::string> names;
    for (const auto* h : entries) names.emplace_back(h->name);
    return names;
}

// What differs between the tuned engine's answer and the lesson's, in words (see difference
// below); the tuned engine must take the board, or the comparison would be of the lesson's code
// with itself.
std::string tuned_against_lesson(const Algorithm& algo, const Board& start, const Board& goal,
                                 const SearchOptions& options = {});

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

std::string tuned_against_lesson(const Algorithm& algo, const Board& start, const Board& goal,
                                 const SearchOptions& options) {
    if (engine_for(algo, Engine::Tuned, start, goal, options) != Engine::Tuned) {
        return "the tuned engine of " + algo.name + " does not take this board and heuristic";
    }
    return difference(algo.run(start, goal, options, npuzzle::null_observer(), Engine::Tuned),
                      algo.run(start, goal, options, npuzzle::null_observer(), Engine::Lesson));
}

// The same for the events each reports.
std::string events_against_lesson(const Algorithm& algo, const Board& start, const Board& goal,
                                  const SearchOptions& options = {}) {
    if (engine_for(algo, Engine::Tuned, start, goal, options) != Engine::Tuned) {
        return "the tuned engine of " + algo.name + " does not take this board and heuristic";
    }
    npuzzle::EventRecorder got, want;
    algo.run(start, goal, options, got, Engine::Tuned);
    algo.run(start, goal, options, want, Engine::Lesson);
    return first_different_event(got, want);
}

}  // namespace

TEST_CASE("every tuned engine of the algorithm table is tested here", "[engines]") {
    std::vector<std::string> with_tuned;
    for (const Algorithm& algo : npuzzle::algorithms()) {
        if (algo.tuned) with_tuned.push_back(algo.name);
    }
    INFO("rows with a tuned engine: " << with_tuned.size() << "; this file tests " << kTested.size()
                                      << " (add a test for a new one, and its name to kTested)");
    CHECK(with_tuned == kTested);
    CHECK(npuzzle::have_tuned_engines());
}

TEST_CASE("the tuned distance table is the reference's, entry for entry, on every shape",
          "[engines][bfs]") {
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{
             {2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {2, 5}, {5, 2}}) {
        const Board goal = Board::goal(w, h);
        CAPTURE(w, h);
        const auto want = npuzzle::bfs::distance_table(goal);
        const auto got = npuzzle::engines::bfs_tuned::distance_table(goal);
        CHECK(got.goal == want.goal);
        CHECK(got.distance == want.distance);
    }
    const Board other = npuzzle::parse_board("1 2 3 8 0 4 7 6 5");  // the seeds' goal
    CHECK(npuzzle::engines::bfs_tuned::distance_table(other).distance ==
          npuzzle::bfs::distance_table(other).distance);
}

TEST_CASE("the table's tuned engine answers as the lesson's, board after board of a batch",
          "[engines][table]") {
    const Algorithm& table = row("table");
    for (const Board& goal : {Board::goal(), npuzzle::parse_board("1 2 3 8 0 4 7 6 5")}) {
        npuzzle::SearchCache tuned_cache, lesson_cache;
        for (const auto& [start, to] : walks_on(goal, 20, 40, 5)) {
            CAPTURE(npuzzle::to_string(start), npuzzle::to_string(to));
            CHECK(engine_for(table, Engine::Tuned, start, to) == Engine::Tuned);
            CHECK(difference(table.run(start, to, SearchOptions{}, npuzzle::null_observer(),
                                       tuned_cache, Engine::Tuned),
                             table.run(start, to, SearchOptions{}, npuzzle::null_observer(),
                                       lesson_cache, Engine::Lesson)) == "");
        }
    }
}

TEST_CASE("the tuned BFS gives the reference's path and counters", "[engines][bfs]") {
    const Algorithm& bfs = row("bfs");
    for (const Board& start : npuzzle::testing::sample_reachable(120, 3)) {
        CAPTURE(npuzzle::to_string(start));
        CHECK(tuned_against_lesson(bfs, start, Board::goal()) == "");
    }
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{2, 3}, {3, 2}, {2, 4}, {3, 3}}) {
        for (const auto& [start, goal] : walks_on(Board::goal(w, h), 6, 40, 11)) {
            CAPTURE(npuzzle::to_string(start), npuzzle::to_string(goal));
            CHECK(tuned_against_lesson(bfs, start, goal) == "");
        }
    }
}

TEST_CASE("the tuned BFS takes no board above its cells: the lesson's BFS runs those",
          "[engines][bfs]") {
    const Algorithm& bfs = row("bfs");
    CHECK(engine_for(bfs, Engine::Tuned, Board::goal(3, 3), Board::goal(3, 3)) == Engine::Tuned);
    CHECK(engine_for(bfs, Engine::Tuned, Board::goal(4, 3), Board::goal(4, 3)) == Engine::Lesson);
    CHECK(engine_for(bfs, Engine::Lesson, Board::goal(3, 3), Board::goal(3, 3)) == Engine::Lesson);
}

TEST_CASE("the tuned BFS reports the reference's events", "[engines][bfs]") {
    const Algorithm& bfs = row("bfs");
    for (const Board& start : {npuzzle::parse_board("1 2 3 0 8 4 7 6 5"),
                               npuzzle::parse_board("2 8 3 1 6 4 7 0 5"), Board::goal()}) {
        for (const Board& goal : {Board::goal(), npuzzle::parse_board("1 2 3 8 0 4 7 6 5")}) {
            CAPTURE(npuzzle::to_string(start), npuzzle::to_string(goal));
            CHECK(events_against_lesson(bfs, start, goal) == "");
        }
    }
}

// Boards the misplaced-tiles count keeps quick: it is the weakest estimate.
int longest_walk(const std::string& h) { return h == "misplaced" ? 14 : 24; }

TEST_CASE("the tuned IDA* gives the reference's path, counters and iterations",
          "[engines][idastar]") {
    const Algorithm& idastar = row("idastar");
    // Every heuristic the tuned column says it takes, and the default (no --heuristic).
    std::vector<std::string> names = names_of(idastar.tuned->heuristics);
    REQUIRE(!names.empty());
    names.emplace_back();
    for (const std::string& h : names) {
        CAPTURE(h);
        const SearchOptions options{.heuristic = h};
        const int farthest = h == "misplaced" ? 22 : 31;
        for (const Board& start : npuzzle::testing::sample_reachable(60, 5, 0, farthest)) {
            CAPTURE(npuzzle::to_string(start));
            CHECK(tuned_against_lesson(idastar, start, Board::goal(), options) == "");
        }
        for (const auto& [w, hh] : std::vector<std::pair<int, int>>{{4, 4}, {2, 3}, {3, 4}}) {
            for (const auto& [start, goal] : walks_on(Board::goal(w, hh), 4, longest_walk(h), 17)) {
                CAPTURE(npuzzle::to_string(start), npuzzle::to_string(goal));
                CHECK(tuned_against_lesson(idastar, start, goal, options) == "");
            }
        }
    }
}

// A goal's pattern databases, the lesson's and the tuned engine's, for one named partition.
struct BothDatabases {
    std::vector<npuzzle::pdb::PatternDatabase> lesson;
    npuzzle::engines::pdb_tuned::Databases tuned;

    BothDatabases(const std::string& partition, const Board& goal)
        : tuned(goal, npuzzle::partition_tiles(partition, goal)) {
        for (const auto& tiles : tuned.partition())
            lesson.push_back(npuzzle::pdb::build(goal, tiles));
    }
};

TEST_CASE(
    "the tuned IDA* over pattern databases, without the mirror lookup, gives the reference's "
    "paths, counters, iterations and events",
    "[engines][idastar][pdb]") {
    const std::vector<std::pair<std::string, Board>> goals = {
        {"pdb:4-4", Board::goal(3, 3)},
        {"pdb:4-4", npuzzle::parse_board("1 2 3 8 0 4 7 6 5")},
        {"pdb:5-5-5", Board::goal(4, 4)},
    };
    for (const auto& [name, goal] : goals) {
        const BothDatabases dbs(name, goal);
        const int steps = goal.cell_count() == 9 ? 40 : 60;
        for (const auto& [start, to] : walks_on(goal, 8, steps, 37)) {
            if (to != goal) continue;  // the databases are for `goal`
            CAPTURE(name, npuzzle::to_string(start), npuzzle::to_string(goal));
            CHECK(difference(dbs.tuned.idastar(start), npuzzle::pdb::idastar(start, dbs.lesson)) ==
                  "");
        }
        for (const auto& [start, to] : walks_on(goal, 3, 16, 41)) {
            if (to != goal) continue;
            CAPTURE(name, npuzzle::to_string(start), npuzzle::to_string(goal));
            npuzzle::EventRecorder got, want;
            dbs.tuned.idastar(start, false, got);
            npuzzle::pdb::idastar(start, dbs.lesson, want);
            CHECK(!want.events().empty());
            CHECK(first_different_event(got, want) == "");
        }
    }
}

TEST_CASE(
    "the tuned IDA* over pattern databases, through the table, adds the mirror lookup: the "
    "reference's paths, board after board of a batch, with no more nodes in the last iteration",
    "[engines][idastar][pdb]") {
    const Algorithm& idastar = row("idastar");
    std::vector<std::string> partitions;
    for (const auto* p : idastar.tuned->pattern_databases) partitions.emplace_back(p->name);
    INFO("the tuned column's pattern databases: " << partitions.size());
    REQUIRE(std::find(partitions.begin(), partitions.end(), "pdb:4-4") != partitions.end());
    REQUIRE(std::find(partitions.begin(), partitions.end(), "pdb:5-5-5") != partitions.end());
    // Groups of 8 tiles: the lesson's databases, made by the layered build (pdb_layers).
    REQUIRE(std::find(partitions.begin(), partitions.end(), "pdb:8") != partitions.end());
    REQUIRE(std::find(partitions.begin(), partitions.end(), "pdb:7-8") != partitions.end());
    const std::vector<std::pair<std::string, std::vector<std::pair<Board, Board>>>> cases = {
        {"pdb:4-4", walks_on(Board::goal(3, 3), 12, 40, 23)},
        {"pdb:8", walks_on(Board::goal(3, 3), 12, 40, 43)},
        {"pdb:8", walks_on(npuzzle::parse_board("1 2 3 8 0 4 7 6 5"), 6, 40, 47)},
        {"pdb:4-4", walks_on(npuzzle::parse_board("1 2 3 8 0 4 7 6 5"), 6, 40, 29)},
        {"pdb:5-5-5", walks_on(Board::goal(4, 4), 6, 60, 31)},
    };
    std::uint64_t tuned_generated = 0;
    std::uint64_t lesson_generated = 0;
    for (const auto& [name, pairs] : cases) {
        const SearchOptions options{.heuristic = name};
        npuzzle::SearchCache tuned_cache, lesson_cache;
        for (const auto& [start, goal] : pairs) {
            CAPTURE(name, npuzzle::to_string(start), npuzzle::to_string(goal));
            CHECK(engine_for(idastar, Engine::Tuned, start, goal, options) == Engine::Tuned);
            const SearchResult got = idastar.run(start, goal, options, npuzzle::null_observer(),
                                                 tuned_cache, Engine::Tuned);
            const SearchResult want = idastar.run(start, goal, options, npuzzle::null_observer(),
                                                  lesson_cache, Engine::Lesson);
            CHECK(got.status == want.status);
            CHECK(npuzzle::to_string(got.path) == npuzzle::to_string(want.path));
            if (want.found()) {
                // Both last iterations have the optimal length as their bound; the larger
                // estimate cuts off every node the lesson's does.
                REQUIRE(!got.iterations.empty());
                CHECK(got.iterations.back().bound == want.iterations.back().bound);
                CHECK(got.iterations.back().expanded <= want.iterations.back().expanded);
            }
            tuned_generated += got.counters.generated;
            lesson_generated += want.counters.generated;
        }
    }
    INFO("nodes generated in all: tuned " << tuned_generated << ", lesson " << lesson_generated);
    CHECK(tuned_generated < lesson_generated);
}

TEST_CASE(
    "the tuned IDA* over pattern databases reports no events: a traced search runs the "
    "lesson's code",
    "[engines][idastar][pdb]") {
    const Algorithm& idastar = row("idastar");
    const SearchOptions options{.heuristic = "pdb:4-4"};
    const Board start = npuzzle::parse_board("2 3 4 1 5 0 7 6 8");
    CHECK(engine_for(idastar, Engine::Tuned, start, Board::goal(), options, true) ==
          Engine::Lesson);
    npuzzle::EventRecorder got, want;
    idastar.run(start, Board::goal(), options, got, Engine::Tuned);
    idastar.run(start, Board::goal(), options, want, Engine::Lesson);
    CHECK(!want.events().empty());
    CHECK(first_different_event(got, want) == "");
}

TEST_CASE("the tuned IDA* takes no heuristic it lacks: the lesson's code runs those",
          "[engines][idastar]") {
    const Algorithm& idastar = row("idastar");
    CHECK(engine_for(idastar, Engine::Tuned, Board::goal(), Board::goal(),
                     {.heuristic = "gaschnig"}) == Engine::Lesson);
}

TEST_CASE("the tuned IDA* reports the reference's events", "[engines][idastar]") {
    const Algorithm& idastar = row("idastar");
    std::vector<Board> starts = npuzzle::testing::sample_reachable(3, 7, 14, 18);
    starts.push_back(npuzzle::parse_board("1 2 3 4 5 6 8 7 0"));  // unreachable
    starts.push_back(Board::goal());
    for (const std::string& h : names_of(idastar.tuned->heuristics)) {
        for (const Board& start : starts) {
            CAPTURE(h, npuzzle::to_string(start));
            CHECK(events_against_lesson(idastar, start, Board::goal(), {.heuristic = h}) == "");
        }
    }
}
