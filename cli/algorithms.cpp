#include "algorithms.hpp"

#include <optional>
#include <stdexcept>

#include "astar.hpp"
#include "bfs.hpp"
#include "dfs.hpp"
#include "idastar.hpp"

namespace npuzzle::cli {

namespace {

SearchResult run_dls(const Board& start, const Board& goal, const SearchOptions& options,
                     SearchObserver& observer) {
    if (options.depth_limit < 0) {
        throw std::invalid_argument("--algo dls needs a depth limit: add --depth-limit N");
    }
    return dfs::depth_limited(start, goal, options.depth_limit, observer);
}

// One backward BFS per goal answers every board of a batch: the last table is kept (the program
// is single-threaded and a batch has one goal). The table reports no events: it searches once.
SearchResult run_table(const Board& start, const Board& goal, const SearchOptions&,
                       SearchObserver&) {
    static std::optional<bfs::DistanceTable> cached;
    if (!cached || cached->goal != goal) cached = bfs::distance_table(goal);
    return bfs::solve_with_table(*cached, start);
}

// --heuristic for A*: empty means Manhattan; an unknown name is bad input that lists the known
// ones.
SearchResult run_astar(const Board& start, const Board& goal, const SearchOptions& options,
                       SearchObserver& observer) {
    const std::string name = options.heuristic.empty() ? "manhattan" : options.heuristic;
    const auto estimate = astar::estimate_from_name(name);
    if (!estimate) {
        throw std::invalid_argument("unknown heuristic '" + name +
                                    "' for astar (known: manhattan, misplaced, zero)");
    }
    return astar::search(start, goal, {*estimate, {}}, observer);
}

// --heuristic: empty means Manhattan; an unknown name is bad input that lists the known ones.
SearchResult run_idastar(const Board& start, const Board& goal, const SearchOptions& options,
                         SearchObserver& observer) {
    const std::string name = options.heuristic.empty() ? "manhattan" : options.heuristic;
    const auto h = idastar::heuristic_from_name(name);
    if (!h) {
        throw std::invalid_argument("unknown heuristic '" + name +
                                    "' (known: manhattan, misplaced, linear-conflict)");
    }
    return idastar::idastar(start, goal, *h, observer);
}

}  // namespace

const std::vector<Algorithm>& algorithms() {
    // Lessons add one entry each, in teaching order.
    static const std::vector<Algorithm> table = {
        {"bfs", "breadth-first search, shortest path (lesson 03)",
         [](const Board& s, const Board& g, const SearchOptions&, SearchObserver& o) {
             return bfs::search(s, g, o);
         }},
        {"table", "one backward BFS from the goal answers every board (lesson 03)", run_table},
        {"dls", "depth-limited DFS, needs --depth-limit (lesson 04)", run_dls},
        {"iddfs", "iterative deepening DFS, shortest path (lesson 04)",
         [](const Board& s, const Board& g, const SearchOptions& opt, SearchObserver& o) {
             return dfs::iddfs(s, g, opt.depth_limit, o);
         }},
        {"astar", "A* (best-first on f = g + h), shortest path, any --heuristic (lesson 05)",
         run_astar},
        {"idastar", "IDA* (Korf 1985), shortest path, any --heuristic; 4x4 too (lesson 06)",
         run_idastar},
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

}  // namespace npuzzle::cli
