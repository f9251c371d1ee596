// Description: the searches of the kit, by name, in one table: `npuzzle solve`, `trace` and
// `compare`, the tracer's tests, the engines' tests and the benchmarks all run them from here.
// Each lesson that brings a search adds its entries in algorithms.cpp; callers never name a lesson
// function themselves, so linking npuzzle::algorithms_student instead of
// npuzzle::algorithms_reference swaps every search at once.
// Each row has two engines: the lesson's code, and in the instructor's programs a tuned engine
// (engines/) where one exists, which gives the lesson's paths, counters, iterations and events,
// faster (tests/engines checks that through this table). The tuned column is filled by
// tuned_column.hpp's functions: engines/ defines them for npuzzle::algorithms_reference when
// solutions/ is here; npuzzle::algorithms_student and the student edition define them empty, so
// a student's program always runs the student's code.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/language.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/frontier.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle {

namespace bfs {
struct DistanceTable;
}
namespace pdb {
struct PatternDatabase;
}
struct HeuristicInfo;
struct PatternPartition;

// Options a search may read, as asked (the program's options); each algorithm documents which.
// Algorithm::check turns them into the SearchRequest a search is given.
struct SearchOptions {
    int depth_limit = -1;  // dls: required; iddfs: the largest limit tried (-1: default)
    // astar, idastar: a name of the registry (heuristics.hpp) that the search takes, empty for
    // its default; idastar: pattern databases too (pattern_partitions.hpp).
    std::string heuristic;
};

// --heuristic pdb:NAME resolved for one goal: the partition and each database's tiles.
struct PatternDatabasesChoice {
    const PatternPartition* partition = nullptr;
    std::vector<std::vector<int>> groups;  // PatternPartition::tiles(goal)
};

// --heuristic resolved: at most one of the two is set, neither for a search that reads none.
struct HeuristicChoice {
    // The registry's entry: the one asked, or the default when none was.
    const HeuristicInfo* entry = nullptr;
    std::optional<PatternDatabasesChoice> databases;
};

// What a search is given: SearchOptions checked by Algorithm::check, the heuristic resolved
// once there, so that no later code reads its name again. check() makes it; it has no default,
// so that `{}` still means SearchOptions where run() takes either.
struct SearchRequest {
    SearchRequest(int depth_limit_, HeuristicChoice heuristic_)
        : depth_limit(depth_limit_), heuristic(std::move(heuristic_)) {}
    int depth_limit;  // as SearchOptions::depth_limit
    HeuristicChoice heuristic;
};

// Gives database `index` (from 0) of `count` of a partition: pdb::build by default (or the
// large_database_build that takes the group); the program
// passes one that reads and writes its disk cache and says how far the build has come.
using PatternDatabaseSource = std::function<pdb::PatternDatabase(
    const Board& goal, const std::vector<int>& tiles, int index, int count)>;

// How far a database's build has come, as a build that reports it says (the program draws it).
struct DatabaseBuildProgress {
    int layer = 0;                 // the distance being expanded
    std::uint64_t settled = 0;     // placements whose entry is known
    std::uint64_t placements = 0;  // all of them
    double seconds = 0;            // since the build started
    double seconds_left = -1;      // an estimate; -1 before there is one
};
using DatabaseBuildReport = std::function<void(const DatabaseBuildProgress&)>;

// A build of lesson 07's databases with pdb::build's entries, for groups too large for the
// lesson's build on a common machine (pdb:7-8's 8 tiles: 9.7 GB there): the tuned column's
// (tuned_column.hpp), in the instructor's programs only.
struct LargeDatabaseBuild {
    std::size_t from_tiles = 0;  // it builds groups of this many tiles and more
    // Names the entries this build writes: its files on disk are kept across rebuilds of the
    // program (a 2-minute build) until it changes, not tied to the program's bytes as the
    // lesson's are.
    std::uint64_t version = 0;
    // The memory the build of a group of `tiles` tiles takes, in bytes.
    std::function<std::uint64_t(const Board& goal, std::size_t tiles)> bytes;
    // Reports to `report` as it goes; throws once `stop` (when given) becomes true.
    std::function<pdb::PatternDatabase(const Board& goal, const std::vector<int>& tiles,
                                       const DatabaseBuildReport& report,
                                       const std::atomic<bool>* stop)>
        build;
};

// The large build that makes a group of `tiles` tiles, where the program has one that takes it;
// nullopt where pdb::build (the lesson's) makes it.
std::optional<LargeDatabaseBuild> large_database_build(std::size_t tiles);

// What a batch of searches keeps from one board to the next, owned by whoever runs the batch:
// `table` builds its goal's distance table once (a full backward BFS) and answers every later
// board of that goal from it; `pattern_databases` does the same for a partition's databases.
class SearchCache {
  public:
    SearchCache();
    explicit SearchCache(PatternDatabaseSource source);
    ~SearchCache();
    SearchCache(const SearchCache&) = delete;
    SearchCache& operator=(const SearchCache&) = delete;

    // Every board's distance to `goal`: built on first use and again when the goal changes, by
    // `build` (bfs::distance_table by default; a tuned engine passes its own, which gives the
    // same table).
    const bfs::DistanceTable& distance_table(const Board& goal);
    const bfs::DistanceTable& distance_table(const Board& goal,
                                             bfs::DistanceTable (*build)(const Board& goal));

    // The databases of `chosen` (its groups are for `goal`): made on first use and again when
    // the goal or the partition changes.
    std::span<const pdb::PatternDatabase> pattern_databases(const Board& goal,
                                                            const PatternDatabasesChoice& chosen);

    // What an engine keeps for a batch that is none of the above (a tuned engine's own
    // databases), one at a time: made by `make` on first use and again when `key` changes. The
    // key names T too, since what it holds is read back as a T.
    template <class T, class Make>
    const T& kept(const std::string& key, Make make) {
        if (!kept_ || kept_key_ != key) {
            kept_.reset();
            kept_ = std::make_shared<const T>(make());
            kept_key_ = key;
        }
        return *static_cast<const T*>(kept_.get());
    }

  private:
    struct Databases;
    std::unique_ptr<bfs::DistanceTable> table_;
    PatternDatabaseSource source_;
    std::unique_ptr<Databases> databases_;
    std::string kept_key_;
    std::shared_ptr<const void> kept_;
};

using SearchFunction =
    std::function<SearchResult(const Board& start, const Board& goal, const SearchRequest& request,
                               SearchObserver& observer, SearchCache& cache)>;

// Which code runs a search: the lesson's (the reference in `npuzzle`, the student's in
// npuzzle-student), or the row's tuned engine where it has one that takes the board and options.
enum class Engine { Lesson, Tuned };

// How `npuzzle compare` runs a row beside the others, as in AIMA's tables.
struct CompareColumn {
    // It has rows there: one per heuristic of its registry column that suits the board
    // (HeuristicInfo::compare_max_cells), one per --heuristic pdb:NAME where it takes pattern
    // databases, one without a heuristic where it reads none.
    bool runs = false;
    // It runs first, with the default heuristic: the length it finds decides the caps below.
    bool paces = false;
    // Skipped when that length is past --iddfs-max: each limit repeats the ones below it.
    bool capped_by_iddfs_max = false;
    // Past 3x3, skipped when that length is past this (0: never): a search that keeps every node
    // outgrows memory there.
    std::size_t max_moves_past_3x3 = 0;
};

// A row's tuned engine and what it takes. Its search is given the request check() resolved (the
// registry's default when no heuristic was asked).
struct TunedEngine {
    // What it takes, one line for --help in the language asked.
    std::function<std::string(Language)> supports;
    // The boards it takes: any shape up to this many cells.
    int max_cells = Board::kMaxCells;
    // The registry's heuristics it takes; empty for a search that reads no heuristic.
    std::vector<const HeuristicInfo*> heuristics = {};
    // The pattern-database partitions (pdb:NAME) it takes. It reports no events with those: an
    // observer that wants events gets the lesson's code. On a goal that is its own mirror image
    // it adds the mirror lookup: the lesson's path, with fewer nodes than the lesson's counters.
    std::vector<const PatternPartition*> pattern_databases = {};
    SearchFunction search;
    // Makes what `search` keeps in the cache for `goal` and `request` (its own pattern
    // databases), so that a caller can do it before its clock starts; empty where nothing is kept.
    std::function<void(const Board& goal, const SearchRequest& request, SearchCache& cache)>
        prepare = {};

    // Whether it runs `start` with `request` for an observer that does or does not want events.
    bool takes(const Board& start, const SearchRequest& request, bool wants_events) const;
};

struct Algorithm {
    std::string name;  // "bfs", "dls", "iddfs", "idastar", ...
    // How it keeps the nodes it has yet to expand: what `npuzzle trace --html` shows.
    Frontier frontier = Frontier::Queue;
    // False for a search that answers from a precomputed table: it reports no events, so there
    // is nothing to trace.
    bool reports_events = true;
    // For a search that reads SearchOptions::heuristic, the registry's column (heuristics.hpp)
    // of the heuristics it takes: &HeuristicInfo::astar, ...; null for a search that reads none.
    bool HeuristicInfo::*heuristic_column = nullptr;
    // True for a search whose heuristic may be pattern databases (SearchCache::pattern_databases).
    bool takes_pattern_databases = false;
    // True for a search that reads SearchOptions::depth_limit; such a search can run for hours
    // above 3x3, trying limit after limit.
    bool takes_depth_limit = false;
    // True for a search that has no default depth limit: SearchOptions::depth_limit must be set.
    bool needs_depth_limit = false;
    // True for a search that keeps every board it reaches, unguided (bfs): past bfs::kMaxCells
    // cells nothing bounds them (a 4x4 has 10^13 reachable boards) and a far goal takes more
    // memory than a machine has, so there it runs under a node budget (needs_node_budget).
    bool budget_past_max_cells = false;
    // The tuned engine, where this program has one (see the top of this file).
    std::optional<TunedEngine> tuned = std::nullopt;
    CompareColumn compare = {};
    SearchFunction search;  // the lesson's code; run() calls it once check() has passed

    bool takes_heuristic() const noexcept { return heuristic_column != nullptr; }

    // Throws std::invalid_argument, in the user's words (--algo, --heuristic, --depth-limit),
    // naming what this row refuses in searching `start` towards `goal` with `options`: a depth
    // limit it needs and was not given; a heuristic it does not take or that does not take the
    // board; pattern databases it does not take, or of a partition for another shape. run()
    // checks first; a program that tells the user's mistakes from the lesson code's failures
    // calls it before run(), since what run() throws comes from inside the search. Gives the
    // request the search is given: --heuristic resolved (the registry's entry, the default
    // when none is asked; or the partition and its tiles for `goal`), nothing for a search
    // that reads no heuristic.
    SearchRequest check(const Board& start, const Board& goal, const SearchOptions& options) const;

    // The engine that runs `start` with `request` when `wanted` is asked: Tuned only where the
    // row has a tuned engine that takes them (and events, when the observer wants them), else
    // Lesson.
    Engine engine_for(Engine wanted, const Board& start, const SearchRequest& request,
                      bool wants_events = false) const;

    // Whether a search of `start` must run under a node budget: budget_past_max_cells, on a board
    // of more than bfs::kMaxCells cells.
    bool needs_node_budget(const Board& start) const;

    // One search of a batch: `cache` carries what the next board of the batch can reuse. Runs
    // on engine_for(engine, start, request), after check().
    SearchResult run(const Board& start, const Board& goal, const SearchOptions& options,
                     SearchObserver& observer, SearchCache& cache,
                     Engine engine = Engine::Lesson) const;
    // The same with a request check() gave for `start` and `goal`.
    SearchResult run(const Board& start, const Board& goal, const SearchRequest& request,
                     SearchObserver& observer, SearchCache& cache,
                     Engine engine = Engine::Lesson) const;
    // One search on its own: nothing is kept for a next board.
    SearchResult run(const Board& start, const Board& goal, const SearchOptions& options,
                     SearchObserver& observer, Engine engine = Engine::Lesson) const;
};

// Every algorithm, in teaching order.
const std::vector<Algorithm>& algorithms();

// The algorithm called `name`; throws std::invalid_argument listing the known names.
const Algorithm& find_algorithm(std::string_view name);

// The known names, for CLI11's IsMember check.
std::vector<std::string> algorithm_names();

// The names of the rows that `has` (a field or a predicate of Algorithm), as a message lists them
// in `language`: "idastar", "astar and idastar", "astar, wastar and idastar" ("astar、wastar 和
// idastar" in Chinese).
std::string algorithm_names_where(const std::function<bool(const Algorithm&)>& has,
                                  Language language = Language::english);

// The names of the algorithms that report events (what `npuzzle trace` can draw).
std::vector<std::string> traceable_algorithm_names();

// Whether any row has a tuned engine: the instructor's programs, not the student's.
bool have_tuned_engines();

// The tuned column for --help: "bfs: boards of up to 10 cells; idastar: ...", empty when
// have_tuned_engines() is false.
std::string tuned_engines_help(Language language);

}  // namespace npuzzle
