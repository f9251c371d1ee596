// The algorithm table's check of a search request (Algorithm::check): what each row refuses, in
// the words the program prints, and that run() refuses the same before the search starts.
#include <string>

#include "catch.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/heuristics.hpp"
#include "npuzzle/pattern_partitions.hpp"
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

// What check() resolved --heuristic to, in words: "the registry's manhattan", "pdb:4-4's
// databases of tiles 1 2 3 4 | 5 6 7 8", "nothing".
std::string resolved(const SearchRequest& request) {
    const HeuristicChoice& h = request.heuristic;
    if (h.entry != nullptr && h.databases) return "both a registry entry and databases";
    if (h.entry != nullptr) return "the registry's " + std::string(h.entry->name);
    if (!h.databases) return "nothing";
    std::string groups;
    for (const auto& group : h.databases->groups) {
        groups += groups.empty() ? "" : " |";
        for (int tile : group) groups.append(" ").append(std::to_string(tile));
    }
    return std::string(h.databases->partition->name) + "'s databases of tiles" + groups;
}

TEST_CASE(
    "check resolves --heuristic once: the registry's entry, the default, or the partition "
    "with its tiles for the goal") {
    const struct {
        const char* algo;
        const char* asked;
        Board goal;
        std::string expected;
    } cases[] = {
        {"astar", "", kGoal, "the registry's " + std::string(default_heuristic().name)},
        {"idastar", "", kGoal, "the registry's " + std::string(default_heuristic().name)},
        {"astar", "zero", kGoal, "the registry's zero"},
        {"idastar", "gaschnig", kGoal, "the registry's gaschnig"},
        {"idastar", "pdb:4-4", kGoal, "pdb:4-4's databases of tiles 1 2 3 4 | 5 6 7 8"},
        // The seeds' goal (blank in the middle) keeps the regions of the kit's goal's cells.
        {"idastar", "pdb:4-4", parse_board("1 2 3 8 0 4 7 6 5"),
         "pdb:4-4's databases of tiles 1 2 3 8 | 4 5 6 7"},
        {"bfs", "", kGoal, "nothing"},
        {"iddfs", "", kGoal, "nothing"},
    };
    for (const auto& c : cases) {
        INFO("asked: --algo " << c.algo << " --heuristic '" << c.asked << "' towards "
                              << to_string(c.goal));
        const Board start = c.goal;
        const SearchRequest request =
            find_algorithm(c.algo).check(start, c.goal, with_heuristic(c.asked));
        CHECK(resolved(request) == c.expected);
    }
    // The entries are the registry's own and the partition the table's own, not copies.
    CHECK(find_algorithm("astar").check(kStart, kGoal, {}).heuristic.entry == &default_heuristic());
    CHECK(find_algorithm("idastar")
              .check(kStart, kGoal, with_heuristic("pdb:8"))
              .heuristic.databases->partition == &find_partition("pdb:8"));
    SearchOptions limited;
    limited.depth_limit = 7;
    CHECK(find_algorithm("dls").check(kStart, kGoal, limited).depth_limit == 7);
}

TEST_CASE(
    "a partition no table names is refused where the request is checked, with the names "
    "there are") {
    for (const char* asked : {"pdb:9-9", "pdb:", "pdb:4-4 "}) {
        INFO("asked: --algo idastar --heuristic '" << asked << "'");
        CHECK_THROWS_WITH(find_algorithm("idastar").check(kStart, kGoal, with_heuristic(asked)),
                          contains("unknown pattern databases '" + std::string(asked) +
                                   "' (known: pdb:4-4, pdb:8 (3x3); pdb:5-5-5, pdb:6-6-3, "
                                   "pdb:7-8 (4x4))"));
    }
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
    CHECK(algorithm_names_where(&Algorithm::takes_heuristic, Language::chinese) ==
          "astar 和 idastar");
}

TEST_CASE("three or more rows are listed with commas and one 'and', in either language") {
    const auto searches_of_a_lesson = [](const Algorithm& a) { return a.name != "astar"; };
    std::vector<std::string> names;
    for (const Algorithm& a : algorithms()) {
        if (searches_of_a_lesson(a)) names.push_back(a.name);
    }
    REQUIRE(names.size() >= 3);
    std::string english = names[0], chinese = names[0];
    for (std::size_t i = 1; i < names.size(); ++i) {
        const bool last = i + 1 == names.size();
        english += (last ? " and " : ", ") + names[i];
        chinese += (last ? " 和 " : "、") + names[i];
    }
    CHECK(algorithm_names_where(searches_of_a_lesson) == english);
    CHECK(algorithm_names_where(searches_of_a_lesson, Language::chinese) == chinese);
}
