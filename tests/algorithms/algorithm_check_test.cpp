// The algorithm table's check of a search request (Algorithm::check): what each row refuses, in
// the words the program prints, and that run() refuses the same before the search starts.
#include <string>

#include "catch.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/event_recorder.hpp"

using namespace npuzzle;
using npuzzle::testing::contains;

namespace {

const Board kGoal = Board::goal(3, 3);
const Board kStart = parse_board("1 2 3 4 5 6 0 7 8");  // two moves from the goal

SearchOptions with_heuristic(const std::string& name) {
    SearchOptions options;
    options.heuristic = name;
    return options;
}

}  // namespace

TEST_CASE("every row takes its defaults, but dls, which needs a depth limit") {
    for (const Algorithm& algo : algorithms()) {
        INFO("--algo " << algo.name << " with no option");
        if (algo.needs_depth_limit) {
            CHECK_THROWS_WITH(
                algo.check(kStart, kGoal, {}),
                contains("--algo " + algo.name + " needs a depth limit: add --depth-limit N"));
        } else {
            CHECK_NOTHROW(algo.check(kStart, kGoal, {}));
        }
    }
    SearchOptions limited;
    limited.depth_limit = 5;
    CHECK_NOTHROW(find_algorithm("dls").check(kStart, kGoal, limited));
}

TEST_CASE("a heuristic is checked against the registry's column of the row") {
    CHECK_NOTHROW(find_algorithm("astar").check(kStart, kGoal, with_heuristic("zero")));
    CHECK_NOTHROW(
        find_algorithm("idastar").check(kStart, kGoal, with_heuristic("linear-conflict")));
    CHECK_THROWS_WITH(
        find_algorithm("astar").check(kStart, kGoal, with_heuristic("linear-conflict")),
        contains("unknown heuristic 'linear-conflict' for astar (known: zero, misplaced"));
    // idastar's list names its pattern databases too.
    CHECK_THROWS_WITH(find_algorithm("idastar").check(kStart, kGoal, with_heuristic("zero")),
                      contains("unknown heuristic 'zero' for idastar (known: misplaced") &&
                          contains("pdb:4-4, pdb:8 (3x3)"));
}

TEST_CASE(
    "pattern databases go with the rows that take them, in a partition of the board's shape") {
    CHECK_NOTHROW(find_algorithm("idastar").check(kStart, kGoal, with_heuristic("pdb:4-4")));
    CHECK_THROWS_WITH(find_algorithm("astar").check(kStart, kGoal, with_heuristic("pdb:8")),
                      contains("the pattern databases of --heuristic pdb:8 go with --algo "
                               "idastar (lesson 07)"));
    CHECK_THROWS_WITH(find_algorithm("idastar").check(kStart, kGoal, with_heuristic("pdb:6-6-3")),
                      contains("pdb:6-6-3 partitions a 4x4 board, not this 3x3 one"));
}

TEST_CASE("run refuses what check refuses, before the search reports anything") {
    EventRecorder events;
    CHECK_THROWS_WITH(find_algorithm("dls").run(kStart, kGoal, {}, events),
                      contains("needs a depth limit"));
    CHECK_THROWS_WITH(find_algorithm("astar").run(kStart, kGoal, with_heuristic("pdb:8"), events),
                      contains("go with --algo idastar"));
    CHECK(events.events().empty());
    const SearchResult r =
        find_algorithm("astar").run(kStart, kGoal, with_heuristic("zero"), events);
    CHECK(r.path.size() == 2);
    CHECK_FALSE(events.events().empty());
}

TEST_CASE("the rows that have a field are named together, in the table's order") {
    CHECK(algorithm_names_where(&Algorithm::takes_depth_limit) == "dls and iddfs");
    CHECK(algorithm_names_where(&Algorithm::takes_heuristic) == "astar and idastar");
    CHECK(algorithm_names_where(&Algorithm::takes_pattern_databases) == "idastar");
}
