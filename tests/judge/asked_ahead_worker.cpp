// A lesson 03 worker, the reference's, whose solve_with_table refuses one board, for the judge's
// test of asking ahead (asked_ahead_test.cpp): the batch that holds that board fails. It also
// answers "calls_made", how many times solve_with_table was called in this worker.
#include <stdexcept>

#include "asked_ahead.hpp"
#include "bfs.hpp"
#include "lesson03_codecs.hpp"
#include "npuzzle/judge/server.hpp"

namespace {

int calls = 0;

npuzzle::SearchResult solve_or_refuse(const npuzzle::bfs::DistanceTable& table,
                                      const npuzzle::Board& start) {
    ++calls;
    if (start == judge_test::refused_board()) throw std::invalid_argument(judge_test::kRefusal);
    return npuzzle::bfs::solve_with_table(table, start);
}

int calls_made() { return calls; }

}  // namespace

int main() {
    npuzzle::judge::Registry registry;
    registry.add("bfs::distance_table", &npuzzle::bfs::distance_table);
    registry.add("bfs::solve_with_table", &solve_or_refuse);
    registry.add("calls_made", &calls_made);
    return npuzzle::judge::serve(registry, 3, 4);
}
