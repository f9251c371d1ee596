// Lesson 03 in a graded test program: every frozen function asks the worker.
#include "bfs.hpp"
#include "lesson03_codecs.hpp"
#include "npuzzle/judge/client.hpp"

namespace npuzzle::bfs {

using judge::call;

SearchResult search(const Board& start, const Board& goal, SearchObserver& observer) {
    return judge::call_observed<SearchResult>("bfs::search", observer, start, goal);
}

DistanceTable distance_table(const Board& goal) {
    return call<DistanceTable>("bfs::distance_table", goal);
}

SearchResult solve_with_table(const DistanceTable& table, const Board& start) {
    static judge::TableArgument last;
    static std::uint64_t last_worker = 0;
    const std::uint64_t worker = judge::worker_generation();
    judge::TableArgument argument;
    argument.same_as_last = worker == last_worker && table.goal == last.table.goal &&
                            table.distance == last.table.distance;
    if (!argument.same_as_last) {
        last.table = table;
        last_worker = worker;
        argument.table = table;
    }
    return call<SearchResult>("bfs::solve_with_table", argument, start);
}

}  // namespace npuzzle::bfs
