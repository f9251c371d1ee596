#include "npuzzle/algorithms.hpp"

#include <optional>
#include <stdexcept>

#include "astar.hpp"
#include "bfs.hpp"
#include "dfs.hpp"
#include "idastar.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "pdb.hpp"

namespace npuzzle {

struct SearchCache::Databases {
    Board goal;
    std::string name;
    std::vector<pdb::PatternDatabase> all;
};

SearchCache::SearchCache() = default;
SearchCache::SearchCache(PatternDatabaseSource source) : source_(std::move(source)) {}
SearchCache::~SearchCache() = default;

const bfs::DistanceTable& SearchCache::distance_table(const Board& goal) {
    if (!table_ || table_->goal != goal) {
        table_ = std::make_unique<bfs::DistanceTable>(bfs::distance_table(goal));
    }
    return *table_;
}

std::span<const pdb::PatternDatabase> SearchCache::pattern_databases(const Board& goal,
                                                                     std::string_view name) {
    if (!databases_ || databases_->goal != goal || databases_->name != name) {
        const auto groups = partition_tiles(name, goal);
        auto made = std::make_unique<Databases>(Databases{goal, std::string(name), {}});
        for (std::size_t i = 0; i < groups.size(); ++i) {
            made->all.push_back(source_ ? source_(goal, groups[i], static_cast<int>(i),
                                                  static_cast<int>(groups.size()))
                                        : pdb::build(goal, groups[i]));
        }
        databases_ = std::move(made);
    }
    return databases_->all;
}

bool Algorithm::needs_node_budget(const Board& start) const {
    return budget_past_max_cells && start.cell_count() > bfs::kMaxCells;
}

SearchResult Algorithm::run(const Board& start, const Board& goal, const SearchOptions& options,
                            SearchObserver& observer, SearchCache& cache) const {
    return search(start, goal, options, observer, cache);
}

SearchResult Algorithm::run(const Board& start, const Board& goal, const SearchOptions& options,
                            SearchObserver& observer) const {
    SearchCache one_board;
    return search(start, goal, options, observer, one_board);
}

namespace {

SearchResult run_bfs(const Board& start, const Board& goal, const SearchOptions&,
                     SearchObserver& observer, SearchCache&) {
    return bfs::search(start, goal, observer);
}

// The table reports no events: it searches once, backwards from the goal, for the whole batch.
SearchResult run_table(const Board& start, const Board& goal, const SearchOptions&, SearchObserver&,
                       SearchCache& cache) {
    return bfs::solve_with_table(cache.distance_table(goal), start);
}

SearchResult run_dls(const Board& start, const Board& goal, const SearchOptions& options,
                     SearchObserver& observer, SearchCache&) {
    if (options.depth_limit < 0) {
        throw std::invalid_argument("--algo dls needs a depth limit: add --depth-limit N");
    }
    return dfs::depth_limited(start, goal, options.depth_limit, observer);
}

SearchResult run_iddfs(const Board& start, const Board& goal, const SearchOptions& options,
                       SearchObserver& observer, SearchCache&) {
    return dfs::iddfs(start, goal, options.depth_limit, observer);
}

// --heuristic: empty means Manhattan; an unknown name is bad input that lists the known ones.
template <typename Heuristic>
Heuristic named_heuristic(const std::optional<Heuristic>& found, const std::string& name,
                          const std::string& known) {
    if (!found) throw std::invalid_argument("unknown heuristic '" + name + "' " + known);
    return *found;
}

std::string heuristic_name(const SearchOptions& options) {
    return options.heuristic.empty() ? "manhattan" : options.heuristic;
}

SearchResult run_astar(const Board& start, const Board& goal, const SearchOptions& options,
                       SearchObserver& observer, SearchCache&) {
    const std::string name = heuristic_name(options);
    if (names_pattern_databases(name)) {
        throw std::invalid_argument("the pattern databases of --heuristic " + name +
                                    " go with --algo idastar (lesson 07)");
    }
    const auto estimate = named_heuristic(astar::estimate_from_name(name), name,
                                          "for astar (known: manhattan, misplaced, zero)");
    return astar::search(start, goal, {estimate, {}}, observer);
}

SearchResult run_idastar(const Board& start, const Board& goal, const SearchOptions& options,
                         SearchObserver& observer, SearchCache& cache) {
    const std::string name = heuristic_name(options);
    if (names_pattern_databases(name)) {
        require_same_shape(start, goal);
        return pdb::idastar(start, cache.pattern_databases(goal, name), observer);
    }
    const auto h = named_heuristic(
        idastar::heuristic_from_name(name), name,
        "(known: manhattan, misplaced, linear-conflict, " + partition_names_by_shape() + ")");
    return idastar::idastar(start, goal, h, observer);
}

}  // namespace

const std::vector<Algorithm>& algorithms() {
    // Lessons add one entry each, in teaching order.
    static const std::vector<Algorithm> table = {
        {.name = "bfs",
         .description = "breadth-first search, shortest path (lesson 03)",
         .budget_past_max_cells = true,
         .search = run_bfs},
        {.name = "table",
         .description = "one backward BFS from the goal answers every board (lesson 03)",
         .reports_events = false,
         .search = run_table},
        {.name = "dls",
         .description = "depth-limited DFS, needs --depth-limit (lesson 04)",
         .frontier = Frontier::Stack,
         .takes_depth_limit = true,
         .search = run_dls},
        {.name = "iddfs",
         .description = "iterative deepening DFS, shortest path (lesson 04)",
         .frontier = Frontier::Stack,
         .takes_depth_limit = true,
         .search = run_iddfs},
        {.name = "astar",
         .description = "A* (best-first on f = g + h), shortest path, any --heuristic (lesson 05)",
         .frontier = Frontier::Heap,
         .takes_heuristic = true,
         .search = run_astar},
        {.name = "idastar",
         .description = "IDA* (Korf 1985), shortest path, any --heuristic; 4x4 too (lesson 06; "
                        "pattern databases: lesson 07)",
         .frontier = Frontier::Path,
         .takes_heuristic = true,
         .takes_pattern_databases = true,
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
    throw std::invalid_argument("unknown algorithm '" + std::string(name) + "' (known: " + known +
                                ")");
}

std::vector<std::string> algorithm_names() {
    std::vector<std::string> names;
    for (const auto& a : algorithms()) names.push_back(a.name);
    return names;
}

std::vector<std::string> traceable_algorithm_names() {
    std::vector<std::string> names;
    for (const auto& a : algorithms()) {
        if (a.reports_events) names.push_back(a.name);
    }
    return names;
}

}  // namespace npuzzle
