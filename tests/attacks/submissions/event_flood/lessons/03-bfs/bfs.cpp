// Attack: the judge's memory. A search the test traces sends one event 12 million times; the
// judge (run as the grader, outside the worker's cgroup) kept every event its test's recorder
// asked for: 5.6 GB resident while this worker stayed at 65 MB. Only the first two traced
// searches flood, so the attack costs seconds. run_attacks.py checks the grading's largest
// process (the judge) stays under the bound the judge's event cap gives. Honest score: 0.
#include "bfs.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace npuzzle::bfs {

namespace {

constexpr int kFloods = 2;
constexpr long kEvents = 12'000'000;

}  // namespace

SearchResult search(const Board& start, const Board& /*goal*/, SearchObserver& observer) {
    static int floods = 0;
    if (observer.wants_events() && floods++ < kFloods) {
        SearchEvent event;
        event.kind = EventKind::Expand;
        event.node = 0;
        event.board = start;
        for (long i = 0; i < kEvents; ++i) observer.on_event(event);
    }
    throw not_implemented("lessons/03-bfs/bfs.cpp", "bfs::search");
}

DistanceTable distance_table(const Board& /*goal*/) {
    throw not_implemented("lessons/03-bfs/bfs.cpp", "bfs::distance_table");
}

SearchResult solve_with_table(const DistanceTable& /*table*/, const Board& /*start*/) {
    throw not_implemented("lessons/03-bfs/bfs.cpp", "bfs::solve_with_table");
}

}  // namespace npuzzle::bfs
