// The tuned column of the algorithm table in the instructor's programs (see tuned_column.hpp):
// each engine of engines/ and what it takes. tests/engines runs every entry against the lesson's
// code through the table.
#include "npuzzle/tuned_column.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "bfs.hpp"
#include "idastar.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/engines/bfs_tuned.hpp"
#include "npuzzle/engines/idastar_tuned.hpp"
#include "npuzzle/engines/pdb_layers.hpp"
#include "npuzzle/engines/pdb_tuned.hpp"
#include "npuzzle/heuristics.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "tuned_texts.hpp"

namespace npuzzle::tuned_column {

namespace {

// `text` in `language`, with the tuned BFS's largest board filled in.
std::string with_bfs_cells(const Text& text, Language language) {
    return fill(text.in(language), {std::to_string(bfs::kMaxCells)});
}

}  // namespace

std::optional<TunedEngine> bfs() {
    return TunedEngine{
        .supports =
            [](Language language) { return with_bfs_cells(tuned_texts::kBoardsUpTo, language); },
        .max_cells = bfs::kMaxCells,
        .search = [](const Board& start, const Board& goal, const SearchRequest&,
                     SearchObserver& observer,
                     SearchCache&) { return engines::bfs_tuned::search(start, goal, observer); }};
}

// The same lesson 03 answer from the goal's table, which the tuned BFS builds.
std::optional<TunedEngine> table() {
    return TunedEngine{
        .supports =
            [](Language language) { return with_bfs_cells(tuned_texts::kTableFromBfs, language); },
        .max_cells = bfs::kMaxCells,
        .search =
            [](const Board& start, const Board& goal, const SearchRequest&, SearchObserver&,
               SearchCache& cache) {
                return npuzzle::bfs::solve_with_table(
                    cache.distance_table(goal, engines::bfs_tuned::distance_table), start);
            }};
}

// Whether pdb_tuned builds the databases of `groups` itself (in memory, each run), rather than
// reading the lesson's, which the cache keeps (on disk, in the program).
bool builds_own(const std::vector<std::vector<int>>& groups) {
    return std::all_of(groups.begin(), groups.end(), [](const auto& g) {
        return g.size() <= engines::pdb_tuned::kMaxPatternTiles;
    });
}

// The tuned databases of the chosen partition for `goal`, kept by the batch's cache: its own, or
// for groups of 8 tiles the lesson's from the cache's source (built by pdb_layers), read in
// place: the key names where they are, as the cache may have made others since.
const engines::pdb_tuned::Databases& databases(const Board& goal,
                                               const PatternDatabasesChoice& chosen,
                                               SearchCache& cache) {
    const std::string key =
        "pdb_tuned " + to_string(goal) + " " + std::string(chosen.partition->name);
    if (builds_own(chosen.groups)) {
        return cache.kept<engines::pdb_tuned::Databases>(
            key, [&] { return engines::pdb_tuned::Databases(goal, chosen.groups); });
    }
    const auto lesson = cache.pattern_databases(goal, chosen);
    return cache.kept<engines::pdb_tuned::Databases>(
        key + " at " + std::to_string(reinterpret_cast<std::uintptr_t>(lesson.data())),
        [&] { return engines::pdb_tuned::Databases(lesson); });
}

// The partitions pdb_tuned takes (at most kMaxDatabases groups of at most
// pdb_layers::kMaxTiles tiles), on the shape each is for.
std::vector<const PatternPartition*> tuned_partitions() {
    std::vector<const PatternPartition*> taken;
    for (const PatternPartition& partition : pattern_partitions()) {
        const auto groups = partition.tiles(Board::goal(partition.width, partition.height));
        if (groups.size() <= engines::pdb_tuned::kMaxDatabases &&
            std::all_of(groups.begin(), groups.end(),
                        [](const auto& g) { return g.size() <= engines::pdb_layers::kMaxTiles; })) {
            taken.push_back(&partition);
        }
    }
    return taken;
}

// Lesson 06's heuristics, any shape, and lesson 07's pattern databases of up to
// pdb_layers::kMaxTiles tiles (without events); not the registry's other heuristics. With pattern
// databases on a goal that is its own mirror image (Korf's and the kit's), h is the larger of the
// board's and its mirror image's sums (Korf and Felner 2002): the lesson's path, found with
// fewer nodes (on Korf's 100 with pdb:6-6-3, 4.3 times fewer).
std::optional<TunedEngine> idastar() {
    using npuzzle::idastar::Heuristic;
    // The registry's entry of each heuristic of lesson 06's enum, read once: a search finds its
    // enum from the entry the request holds.
    std::vector<std::pair<const HeuristicInfo*, Heuristic>> lesson_heuristics;
    std::vector<const HeuristicInfo*> entries;
    std::string names;
    for (Heuristic h :
         {Heuristic::MisplacedTiles, Heuristic::Manhattan, Heuristic::LinearConflict}) {
        const HeuristicInfo* entry = find_heuristic(to_string(h));
        if (entry == nullptr) throw std::logic_error("the registry lacks lesson 06's heuristics");
        lesson_heuristics.emplace_back(entry, h);
        entries.push_back(entry);
        names += (entries.size() == 1 ? "" : ", ") + std::string(entry->name);
    }
    const std::vector<const PatternPartition*> partitions = tuned_partitions();
    for (const PatternPartition* p : partitions) names += ", " + std::string(p->name);
    return TunedEngine{
        .supports =
            [names](Language language) {
                return fill(tuned_texts::kAnyBoardWith.in(language), {names});
            },
        .heuristics = entries,
        .pattern_databases = partitions,
        .search =
            [lesson_heuristics](const Board& start, const Board& goal, const SearchRequest& request,
                                SearchObserver& observer, SearchCache& cache) {
                if (const auto& chosen = request.heuristic.databases) {
                    require_same_shape(start, goal);
                    const auto& dbs = databases(goal, *chosen, cache);
                    return dbs.idastar(start, dbs.reflectable());
                }
                // takes() let only the entries above through.
                const auto found = std::find_if(
                    lesson_heuristics.begin(), lesson_heuristics.end(),
                    [&](const auto& pair) { return pair.first == request.heuristic.entry; });
                return engines::idastar_tuned::search(start, goal, found->second, observer);
            },
        .prepare =
            [](const Board& goal, const SearchRequest& request, SearchCache& cache) {
                if (const auto& chosen = request.heuristic.databases) {
                    databases(goal, *chosen, cache);
                }
            }};
}

// Groups of 7 and 8 tiles (pdb:7-8's): the lesson's build keeps a queue of states (9.7 GB for
// the 8 tiles, minutes for the 7), the layered one 2 bits a state.
std::optional<LargeDatabaseBuild> large_database_build() {
    return LargeDatabaseBuild{
        .from_tiles = engines::pdb_tuned::kMaxPatternTiles,
        .version = engines::pdb_layers::kEntriesVersion,
        .bytes = engines::pdb_layers::build_bytes,
        .build = [](const Board& goal, const std::vector<int>& tiles,
                    const DatabaseBuildReport& report, const std::atomic<bool>* stop) {
            return engines::pdb_layers::build(goal, tiles, report, stop);
        }};
}

}  // namespace npuzzle::tuned_column
