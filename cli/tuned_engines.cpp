// Linked into the instructor's npuzzle only (see tuned_engines.hpp): bfs on boards of up to
// bfs::kMaxCells cells, and idastar with the heuristics of lesson 06, run by bench/engines/.
#include "tuned_engines.hpp"

#include "bfs.hpp"
#include "engines/bfs_tuned.hpp"
#include "engines/idastar_tuned.hpp"
#include "idastar.hpp"
#include "npuzzle/heuristics.hpp"

namespace npuzzle::cli {

bool have_tuned_engines() noexcept { return true; }

SearchFunction tuned_engine(const std::string& algo, const Board& start,
                            const SearchOptions& options) {
    if (algo == "bfs" && start.cell_count() <= bfs::kMaxCells) {
        return
            [](const Board& from, const Board& goal, const SearchOptions&, SearchObserver& observer,
               SearchCache&) { return bench::bfs_tuned::search(from, goal, observer); };
    }
    if (algo == "idastar") {
        const auto h = idastar::heuristic_from_name(
            options.heuristic.empty() ? default_heuristic().name : options.heuristic);
        // Pattern databases, or a heuristic of the registry that lesson 06's enum does not name
        // (the algorithm table runs it): no tuned engine.
        if (!h) return {};
        return [h = *h](const Board& from, const Board& goal, const SearchOptions&,
                        SearchObserver& observer, SearchCache&) {
            return bench::idastar_tuned::search(from, goal, h, observer);
        };
    }
    return {};
}

}  // namespace npuzzle::cli
