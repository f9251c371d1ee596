#include "npuzzle/algorithms.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "algorithm_texts.hpp"
#include "astar.hpp"
#include "bfs.hpp"
#include "dfs.hpp"
#include "idastar.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/heuristics.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "npuzzle/tuned_column.hpp"
#include "pdb.hpp"

namespace npuzzle {

struct SearchCache::Databases {
    Board goal;
    const PatternPartition* partition;
    std::vector<pdb::PatternDatabase> all;
};

SearchCache::SearchCache() = default;
SearchCache::SearchCache(PatternDatabaseSource source) : source_(std::move(source)) {}
SearchCache::~SearchCache() = default;

const bfs::DistanceTable& SearchCache::distance_table(const Board& goal) {
    return distance_table(goal, bfs::distance_table);
}

const bfs::DistanceTable& SearchCache::distance_table(
    const Board& goal, bfs::DistanceTable (*build)(const Board& goal)) {
    if (!table_ || table_->goal != goal) {
        table_ = std::make_unique<bfs::DistanceTable>(build(goal));
    }
    return *table_;
}

std::span<const pdb::PatternDatabase> SearchCache::pattern_databases(
    const Board& goal, const PatternDatabasesChoice& chosen) {
    if (!databases_ || databases_->goal != goal || databases_->partition != chosen.partition) {
        const auto& groups = chosen.groups;
        auto made = std::make_unique<Databases>(Databases{goal, chosen.partition, {}});
        for (std::size_t i = 0; i < groups.size(); ++i) {
            if (source_) {
                made->all.push_back(
                    source_(goal, groups[i], static_cast<int>(i), static_cast<int>(groups.size())));
            } else if (const auto large = large_database_build(groups[i].size())) {
                made->all.push_back(large->build(goal, groups[i], {}, nullptr));
            } else {
                made->all.push_back(pdb::build(goal, groups[i]));
            }
        }
        databases_ = std::move(made);
    }
    return databases_->all;
}

std::optional<LargeDatabaseBuild> large_database_build(std::size_t tiles) {
    auto large = tuned_column::large_database_build();
    if (large && tiles >= large->from_tiles) return large;
    return std::nullopt;
}

bool Algorithm::needs_node_budget(const Board& start) const {
    return budget_past_max_cells && start.cell_count() > bfs::kMaxCells;
}

bool TunedEngine::takes(const Board& start, const SearchRequest& request, bool wants_events) const {
    if (start.cell_count() > max_cells) return false;
    if (const auto& chosen = request.heuristic.databases) {
        return !wants_events && std::find(pattern_databases.begin(), pattern_databases.end(),
                                          chosen->partition) != pattern_databases.end();
    }
    if (heuristics.empty()) return true;
    return std::find(heuristics.begin(), heuristics.end(), request.heuristic.entry) !=
           heuristics.end();
}

Engine Algorithm::engine_for(Engine wanted, const Board& start, const SearchRequest& request,
                             bool wants_events) const {
    return wanted == Engine::Tuned && tuned && tuned->takes(start, request, wants_events)
               ? Engine::Tuned
               : Engine::Lesson;
}

namespace {

// --heuristic pdb:NAME for a row that takes pattern databases: the partition and its tiles for
// `goal`, or the reason it is refused.
PatternDatabasesChoice choose_databases(const Algorithm& row, const Board& start, const Board& goal,
                                        const std::string& asked) {
    if (!row.takes_pattern_databases) {
        throw input_error(
            algorithm_texts::kDatabasesGoWith,
            {asked,
             {algorithm_names_where(&Algorithm::takes_pattern_databases, Language::english),
              algorithm_names_where(&Algorithm::takes_pattern_databases, Language::chinese)}});
    }
    require_same_shape(start, goal);
    const PatternPartition& partition = find_partition(asked);
    return {&partition, partition.tiles(goal)};  // tiles() refuses a partition of another shape
}

// A name of the registry in `row`'s column that takes `start`, or the reason it is refused.
const HeuristicInfo& choose_entry(const Algorithm& row, const Board& start,
                                  const std::string& asked) {
    const HeuristicInfo* h = find_heuristic(asked);
    if (!h || !(h->*row.heuristic_column)) {
        throw input_error(
            algorithm_texts::kUnknownHeuristic,
            {asked, row.name,
             heuristic_names(row.heuristic_column) +
                 (row.takes_pattern_databases ? ", " + partition_names_by_shape() : "")});
    }
    if (!h->takes(start)) {
        throw input_error(algorithm_texts::kHeuristicMaxCells,
                          {asked, std::to_string(h->max_cells)});
    }
    return *h;
}

}  // namespace

SearchRequest Algorithm::check(const Board& start, const Board& goal,
                               const SearchOptions& options) const {
    if (needs_depth_limit && options.depth_limit < 0) {
        throw input_error(algorithm_texts::kNeedsDepthLimit, {name});
    }
    HeuristicChoice chosen;
    if (!takes_heuristic()) {
        // nothing to resolve: the search reads no heuristic
    } else if (options.heuristic.empty()) {
        chosen.entry = &default_heuristic();
    } else if (names_pattern_databases(options.heuristic)) {
        chosen.databases = choose_databases(*this, start, goal, options.heuristic);
    } else {
        chosen.entry = &choose_entry(*this, start, options.heuristic);
    }
    return SearchRequest(options.depth_limit, std::move(chosen));
}

SearchResult Algorithm::run(const Board& start, const Board& goal, const SearchRequest& request,
                            SearchObserver& observer, SearchCache& cache, Engine engine) const {
    if (engine_for(engine, start, request, observer.wants_events()) == Engine::Tuned) {
        return tuned->search(start, goal, request, observer, cache);
    }
    return search(start, goal, request, observer, cache);
}

SearchResult Algorithm::run(const Board& start, const Board& goal, const SearchOptions& options,
                            SearchObserver& observer, SearchCache& cache, Engine engine) const {
    return run(start, goal, check(start, goal, options), observer, cache, engine);
}

SearchResult Algorithm::run(const Board& start, const Board& goal, const SearchOptions& options,
                            SearchObserver& observer, Engine engine) const {
    SearchCache one_board;
    return run(start, goal, options, observer, one_board, engine);
}

namespace {

SearchResult run_bfs(const Board& start, const Board& goal, const SearchRequest&,
                     SearchObserver& observer, SearchCache&) {
    return bfs::search(start, goal, observer);
}

// The table reports no events: it searches once, backwards from the goal, for the whole batch.
SearchResult run_table(const Board& start, const Board& goal, const SearchRequest&, SearchObserver&,
                       SearchCache& cache) {
    return bfs::solve_with_table(cache.distance_table(goal), start);
}

SearchResult run_dls(const Board& start, const Board& goal, const SearchRequest& request,
                     SearchObserver& observer, SearchCache&) {
    return dfs::depth_limited(start, goal, request.depth_limit, observer);
}

SearchResult run_iddfs(const Board& start, const Board& goal, const SearchRequest& request,
                       SearchObserver& observer, SearchCache&) {
    return dfs::iddfs(start, goal, request.depth_limit, observer);
}

// Lesson 05's A*, over the registry's estimate (the lesson's own heuristics among them).
SearchResult run_astar(const Board& start, const Board& goal, const SearchRequest& request,
                       SearchObserver& observer, SearchCache&) {
    return astar::astar(start, goal, RegisteredEstimate(*request.heuristic.entry, goal), observer);
}

// Lesson 06's IDA* with its enum's heuristic when the enum names it, lesson 07's for pattern
// databases, else lesson 06's IDA* over the registry's estimate.
SearchResult run_idastar(const Board& start, const Board& goal, const SearchRequest& request,
                         SearchObserver& observer, SearchCache& cache) {
    if (const auto& chosen = request.heuristic.databases) {
        return pdb::idastar(start, cache.pattern_databases(goal, *chosen), observer);
    }
    const HeuristicInfo& h = *request.heuristic.entry;
    if (const auto lesson = idastar::heuristic_from_name(h.name)) {
        return idastar::idastar(start, goal, *lesson, observer);
    }
    return idastar::idastar(start, goal, RegisteredEstimate(h, goal), observer);
}

}  // namespace

const std::vector<Algorithm>& algorithms() {
    // Lessons add one entry each, in teaching order.
    static const std::vector<Algorithm> table = {
        {.name = "bfs",
         .budget_past_max_cells = true,
         .tuned = tuned_column::bfs(),
         .compare = {.runs = true},
         .search = run_bfs},
        {.name = "table",
         .reports_events = false,
         .tuned = tuned_column::table(),
         .search = run_table},
        {.name = "dls",
         .frontier = Frontier::Stack,
         .takes_depth_limit = true,
         .needs_depth_limit = true,
         .search = run_dls},
        {.name = "iddfs",
         .frontier = Frontier::Stack,
         .takes_depth_limit = true,
         .compare = {.runs = true, .capped_by_iddfs_max = true},
         .search = run_iddfs},
        {.name = "astar",
         .frontier = Frontier::Heap,
         .heuristic_column = &HeuristicInfo::astar,
         // Measured: a 40-move 15-puzzle takes A* 200,474 nodes and 19 MB; Korf's 57-move #1,
         // 3.1 GB.
         .compare = {.runs = true, .max_moves_past_3x3 = 40},
         .search = run_astar},
        {.name = "idastar",
         .frontier = Frontier::Path,
         .heuristic_column = &HeuristicInfo::idastar,
         .takes_pattern_databases = true,
         .tuned = tuned_column::idastar(),
         .compare = {.runs = true, .paces = true},
         .search = run_idastar},
    };
    return table;
}

const Algorithm& find_algorithm(std::string_view name) {
    for (const auto& a : algorithms()) {
        if (a.name == name) return a;
    }
    std::string known;
    for (const auto& a : algorithms()) known += (known.empty() ? "" : ", ") + a.name;
    throw input_error(algorithm_texts::kUnknownAlgorithm, {std::string(name), known});
}

std::vector<std::string> algorithm_names() {
    std::vector<std::string> names;
    for (const auto& a : algorithms()) names.push_back(a.name);
    return names;
}

std::string algorithm_names_where(const std::function<bool(const Algorithm&)>& has,
                                  Language language) {
    std::vector<std::string> rows;
    for (const Algorithm& a : algorithms()) {
        if (has(a)) rows.push_back(a.name);
    }
    std::string names;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Text& between =
            i + 1 == rows.size() ? algorithm_texts::kAnd : algorithm_texts::kComma;
        if (i > 0) names += between.in(language);
        names += rows[i];
    }
    return names;
}

bool have_tuned_engines() {
    return std::any_of(algorithms().begin(), algorithms().end(),
                       [](const Algorithm& a) { return a.tuned.has_value(); });
}

std::string tuned_engines_help(Language language) {
    std::string help;
    for (const auto& a : algorithms()) {
        if (!a.tuned) continue;
        if (!help.empty()) help += language == Language::chinese ? "；" : "; ";
        help +=
            a.name + (language == Language::chinese ? "：" : ": ") + a.tuned->supports(language);
    }
    return help;
}

std::vector<std::string> traceable_algorithm_names() {
    std::vector<std::string> names;
    for (const auto& a : algorithms()) {
        if (a.reports_events) names.push_back(a.name);
    }
    return names;
}

}  // namespace npuzzle
