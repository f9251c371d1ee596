// The tuned column of the algorithm table in the instructor's programs (see tuned_column.hpp):
// each engine of engines/ and what it takes. tests/engines runs every entry against the lesson's
// code through the table.
#include "npuzzle/tuned_column.hpp"

#include <string>
#include <vector>

#include "bfs.hpp"
#include "idastar.hpp"
#include "npuzzle/engines/bfs_tuned.hpp"
#include "npuzzle/engines/idastar_tuned.hpp"

namespace npuzzle::tuned_column {

namespace {

const std::string kBfsCells = "boards of up to " + std::to_string(bfs::kMaxCells) + " cells";

}  // namespace

std::optional<TunedEngine> bfs() {
    return TunedEngine{.supports = kBfsCells,
                       .max_cells = bfs::kMaxCells,
                       .search = [](const Board& start, const Board& goal, const SearchOptions&,
                                    SearchObserver& observer, SearchCache&) {
                           return engines::bfs_tuned::search(start, goal, observer);
                       }};
}

// The same lesson 03 answer from the goal's table, which the tuned BFS builds.
std::optional<TunedEngine> table() {
    return TunedEngine{.supports = kBfsCells + " (the tuned BFS builds the table)",
                       .max_cells = bfs::kMaxCells,
                       .search = [](const Board& start, const Board& goal, const SearchOptions&,
                                    SearchObserver&, SearchCache& cache) {
                           return npuzzle::bfs::solve_with_table(
                               cache.distance_table(goal, engines::bfs_tuned::distance_table),
                               start);
                       }};
}

// Lesson 06's heuristics, any shape; not the registry's others, nor pattern databases.
std::optional<TunedEngine> idastar() {
    using npuzzle::idastar::Heuristic;
    std::vector<std::string> names;
    for (Heuristic h :
         {Heuristic::MisplacedTiles, Heuristic::Manhattan, Heuristic::LinearConflict}) {
        names.emplace_back(to_string(h));
    }
    std::string supports = "any board, with";
    for (const auto& n : names) supports += (n == names.front() ? " " : ", ") + n;
    return TunedEngine{
        .supports = supports,
        .heuristics = names,
        .search = [](const Board& start, const Board& goal, const SearchOptions& options,
                     SearchObserver& observer, SearchCache&) {
            // takes() let only the names above through.
            const Heuristic h = *npuzzle::idastar::heuristic_from_name(options.heuristic);
            return engines::idastar_tuned::search(start, goal, h, observer);
        }};
}

}  // namespace npuzzle::tuned_column
