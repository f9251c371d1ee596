// The registry of heuristics (algorithms/heuristics.hpp): it names every value of the lessons'
// frozen enums with the searches that take it, the judge's count of each enum agrees with it, and
// lessons 05's A* and 06's IDA* over a registry estimate run exactly as over the lesson's own
// heuristic (same path, counters and events), so a heuristic no lesson enum names is searched the
// same way; and the judge's codecs accept exactly the values of the lessons' enums.
#include "npuzzle/heuristics.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include "astar.hpp"
#include "board_oracle.hpp"
#include "catch.hpp"
#include "idastar.hpp"
#include "lesson05_codecs.hpp"
#include "lesson06_codecs.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/named_enum.hpp"
#include "npuzzle/tracer/event_recorder.hpp"

using namespace npuzzle;

namespace {

const HeuristicInfo& registered(std::string_view name) {
    const HeuristicInfo* h = find_heuristic(name);
    INFO("the registry was asked for heuristic '" << name << "'");
    REQUIRE(h != nullptr);
    return *h;
}

// Every `step`-th board of the oracle's 3x3 boards, in its fixed order: the same on every machine.
std::vector<Board> sample_boards(std::size_t step) {
    std::vector<Board> boards;
    std::size_t i = 0;
    for (const auto& [board, distance] : testing::distances_to_goal()) {
        if (i++ % step == 0) boards.push_back(board);
    }
    return boards;
}

// The first place two event streams differ, in words; empty when they are the same.
std::string first_difference(const std::vector<RecordedEvent>& lesson,
                             const std::vector<RecordedEvent>& registry) {
    if (lesson.size() != registry.size()) {
        return "the lesson reported " + std::to_string(lesson.size()) +
               " events, the registry's search " + std::to_string(registry.size());
    }
    for (std::size_t i = 0; i < lesson.size(); ++i) {
        const SearchEvent& a = lesson[i].event;
        const SearchEvent& b = registry[i].event;
        const bool same = a.kind == b.kind && a.node == b.node && a.parent == b.parent &&
                          a.board == b.board && a.depth == b.depth && a.h == b.h &&
                          a.has_move == b.has_move && (!a.has_move || a.move == b.move) &&
                          a.frontier == b.frontier && a.bound == b.bound && a.found == b.found &&
                          lesson[i].algorithm == registry[i].algorithm;
        if (!same) {
            return "event " + std::to_string(i) + " differs: the lesson's is node " +
                   std::to_string(a.node) + " (board " + to_string(a.board) + ", h " +
                   std::to_string(a.h) + ", frontier " + std::to_string(a.frontier) +
                   "), the registry's is node " + std::to_string(b.node) + " (board " +
                   to_string(b.board) + ", h " + std::to_string(b.h) + ", frontier " +
                   std::to_string(b.frontier) + ")";
        }
    }
    return {};
}

void check_same_run(const SearchResult& lesson, const SearchResult& registry) {
    CHECK(registry.status == lesson.status);
    CHECK(registry.path == lesson.path);
    CHECK(registry.counters.expanded == lesson.counters.expanded);
    CHECK(registry.counters.generated == lesson.counters.generated);
    CHECK(registry.counters.duplicates == lesson.counters.duplicates);
    CHECK(registry.counters.max_frontier == lesson.counters.max_frontier);
    CHECK(registry.counters.iterations == lesson.counters.iterations);
    CHECK(registry.iterations.size() == lesson.iterations.size());
}

}  // namespace

TEST_CASE("the registry names every value of lesson 05's enum as a heuristic astar takes",
          "[heuristics]") {
    const int count = named_enum_count<astar::Heuristic>();
    int named = 0;
    for (const HeuristicInfo& h : heuristics()) {
        const auto e = astar::heuristic_from_name(h.name);
        if (!e) continue;
        ++named;
        INFO("registry entry '" << h.name << "' is lesson 05's value " << static_cast<int>(*e)
                                << " of " << count);
        CHECK(static_cast<int>(*e) < count);
        CHECK(h.astar);
    }
    INFO("lesson 05's enum has " << count << " values (what the judge accepts); the registry names "
                                 << named << " of them");
    CHECK(named == count);
}

TEST_CASE("the registry names every value of lesson 06's enum as a heuristic idastar takes",
          "[heuristics]") {
    const int count = named_enum_count<idastar::Heuristic>();
    int named = 0;
    for (const HeuristicInfo& h : heuristics()) {
        const auto e = idastar::heuristic_from_name(h.name);
        if (!e) continue;
        ++named;
        INFO("registry entry '" << h.name << "' is lesson 06's value " << static_cast<int>(*e)
                                << " of " << count);
        CHECK(static_cast<int>(*e) < count);
        CHECK(h.idastar);
    }
    INFO("lesson 06's enum has " << count << " values (what the judge accepts); the registry names "
                                 << named << " of them");
    CHECK(named == count);
}

TEST_CASE("every heuristic has a name, a line, a search, a value, and one is the default",
          "[heuristics]") {
    int defaults = 0;
    for (const HeuristicInfo& h : heuristics()) {
        INFO("registry entry '" << h.name << "'");
        CHECK(!h.name.empty());
        CHECK(!h.description.english.empty());
        CHECK(!h.description.chinese.empty());
        CHECK((h.astar || h.idastar));
        CHECK(h.value != nullptr);
        CHECK(find_heuristic(h.name) == &h);  // no name twice
        defaults += h.is_default ? 1 : 0;
        if (h.is_default) CHECK((h.astar && h.idastar));
    }
    CHECK(defaults == 1);
    CHECK(find_heuristic("no-such-heuristic") == nullptr);
}

TEST_CASE("the registry wraps the lessons' own functions: same value on every sampled board",
          "[heuristics]") {
    const Board goal = Board::goal();
    for (const Board& board : sample_boards(97)) {
        INFO("board " << to_string(board));
        CHECK(registered("misplaced").value(board, goal) == astar::misplaced_tiles(board, goal));
        CHECK(registered("manhattan").value(board, goal) == astar::manhattan(board, goal));
        CHECK(registered("linear-conflict").value(board, goal) ==
              idastar::linear_conflict(board, goal));
        CHECK(registered("zero").value(board, goal) == 0);
    }
}

TEST_CASE("A* over a registry estimate runs as over lesson 05's heuristic: path, counters, events",
          "[heuristics]") {
    const Board goal = Board::goal();
    for (const char* name : {"manhattan", "misplaced"}) {
        const RegisteredEstimate estimate(registered(name), goal);
        const auto lesson_heuristic = astar::heuristic_from_name(name);
        REQUIRE(lesson_heuristic.has_value());
        for (const Board& board : sample_boards(9973)) {
            INFO("A* with " << name << " from " << to_string(board));
            EventRecorder lesson_events;
            EventRecorder registry_events;
            const SearchResult lesson = astar::astar(board, goal, *lesson_heuristic, lesson_events);
            const SearchResult registry = astar::astar(board, goal, estimate, registry_events);
            check_same_run(lesson, registry);
            CHECK(first_difference(lesson_events.events(), registry_events.events()).empty());
        }
    }
}

TEST_CASE(
    "IDA* over a registry estimate runs as over lesson 06's heuristic: path, counters, "
    "events",
    "[heuristics]") {
    const Board goal = Board::goal();
    for (const char* name : {"manhattan", "linear-conflict"}) {
        const RegisteredEstimate estimate(registered(name), goal);
        const auto lesson_heuristic = idastar::heuristic_from_name(name);
        REQUIRE(lesson_heuristic.has_value());
        for (const Board& board : sample_boards(9973)) {
            INFO("IDA* with " << name << " from " << to_string(board));
            EventRecorder lesson_events;
            EventRecorder registry_events;
            const SearchResult lesson =
                idastar::idastar(board, goal, *lesson_heuristic, lesson_events);
            const SearchResult registry = idastar::idastar(board, goal, estimate, registry_events);
            check_same_run(lesson, registry);
            CHECK(first_difference(lesson_events.events(), registry_events.events()).empty());
        }
    }
}

TEST_CASE("the registry's searches refuse a goal of the other parity at once", "[heuristics]") {
    const Board goal = Board::goal();
    const Board other = parse_board("2 1 3 4 5 6 7 8 0");
    const RegisteredEstimate estimate(registered("manhattan"), goal);
    CHECK(astar::astar(other, goal, estimate).status == SearchStatus::Failure);
    const SearchResult ida = idastar::idastar(other, goal, estimate);
    CHECK(ida.status == SearchStatus::Failure);
    CHECK(ida.iterations.empty());
}

TEST_CASE("Gaschnig's heuristic counts the swaps with the blank, worked by hand", "[heuristics]") {
    const Board goal = Board::goal();
    CHECK(gaschnig(goal, goal) == 0);
    // The blank is in 7's cell: 7 goes home, then 8, and the blank is home: 2 swaps.
    CHECK(gaschnig(parse_board("1 2 3 4 5 6 0 7 8"), goal) == 2);
    // The blank is home but 1 and 2 are exchanged: it must leave (1 swap) and bring both home
    // (2 more): 3, where Manhattan and misplaced tiles both say 2.
    const Board exchanged = parse_board("2 1 3 4 5 6 7 8 0");
    CHECK(gaschnig(exchanged, goal) == 3);
    CHECK(astar::manhattan(exchanged, goal) == 2);
    // Any goal and shape: a 4x4 one move from its goal, and a 2x3 against a goal of its own.
    CHECK(gaschnig(Board::goal(4, 4).moved(Move::Up), Board::goal(4, 4)) == 1);
    const Board goal23 = parse_board("0 1 2 3 4 5", Shape{3, 2});
    CHECK(gaschnig(goal23.moved(Move::Right).moved(Move::Right), goal23) == 2);
    CHECK_THROWS_AS(gaschnig(Board::goal(4, 4), goal), std::invalid_argument);
}

// Admissible, consistent and 0 at the goal alone: heuristic_promises_test.cpp, for every entry.
TEST_CASE(
    "Gaschnig's heuristic on all 181,440 boards: never below misplaced, mostly below Manhattan",
    "[heuristics]") {
    const Board goal = Board::goal();
    const auto& distances = testing::distances_to_goal();
    REQUIRE(distances.size() == 181440);
    std::size_t at_most_manhattan = 0;
    for (const auto& [board, distance] : distances) {
        const int h = gaschnig(board, goal);
        const int misplaced = astar::misplaced_tiles(board, goal);
        if (h < misplaced) {
            FAIL("gaschnig(" << to_string(board) << ") is " << h << "; it must be at least its "
                             << misplaced << " misplaced tiles");
        }
        if (h <= astar::manhattan(board, goal)) ++at_most_manhattan;
    }
    // Between misplaced tiles and Manhattan on most boards, not all (see the exchanged pair).
    INFO(at_most_manhattan << " of 181,440 boards have gaschnig <= manhattan");
    CHECK(at_most_manhattan * 2 > distances.size());
    CHECK(at_most_manhattan < distances.size());
}

TEST_CASE("solve's astar and idastar take gaschnig from the registry and find shortest paths",
          "[heuristics]") {
    const Board goal = Board::goal();
    SearchOptions options;
    options.heuristic = "gaschnig";
    const auto& distances = testing::distances_to_goal();
    for (const char* algo : {"astar", "idastar"}) {
        // IDA* revisits its tree every iteration: every 40th board of the sample's is enough.
        const std::size_t step = std::string(algo) == "astar" ? 4001 : 40009;
        for (const Board& board : sample_boards(step)) {
            INFO(algo << " --heuristic gaschnig from " << to_string(board));
            const SearchResult result =
                find_algorithm(algo).run(board, goal, options, null_observer());
            REQUIRE(result.found());
            Board at = board;
            for (Move m : result.path) {
                REQUIRE(at.can_move(m));
                at = at.moved(m);
            }
            CHECK(at == goal);
            CHECK(static_cast<int>(result.path.size()) == distances.at(board));
        }
    }
}

TEST_CASE("the judge's codecs take each value of the lessons' enums and refuse the next",
          "[heuristics]") {
    const int ida_count = named_enum_count<idastar::Heuristic>();
    for (int v = 0; v <= ida_count; ++v) {
        judge::Writer w;
        w.u8(static_cast<std::uint8_t>(v));
        judge::Reader r(w.bytes());
        INFO("lesson 06's heuristic " << v << " on the wire; the enum has " << ida_count);
        if (v < ida_count) {
            CHECK(judge::Codec<idastar::Heuristic>::get(r) == static_cast<idastar::Heuristic>(v));
        } else {
            CHECK_THROWS_AS(judge::Codec<idastar::Heuristic>::get(r), judge::wire_error);
        }
    }
    const int astar_count = named_enum_count<astar::Heuristic>();
    for (int v = 0; v <= astar_count; ++v) {
        judge::Writer w;
        w.u8(static_cast<std::uint8_t>(v));
        judge::Reader r(w.bytes());
        INFO("lesson 05's heuristic " << v << " on the wire; the enum has " << astar_count);
        if (v < astar_count) {
            CHECK(judge::Codec<astar::Heuristic>::get(r) == static_cast<astar::Heuristic>(v));
        } else {
            CHECK_THROWS_AS(judge::Codec<astar::Heuristic>::get(r), judge::wire_error);
        }
    }
}

TEST_CASE("the tests' estimates cross the wire as what they are made of, and no other kind",
          "[heuristics]") {
    using testing::TestEstimate;
    using Kind = TestEstimate::Kind;
    const Board goal = Board::goal(4, 3);
    const TestEstimate::Overrides two_boards{{goal, 1}, {goal.moved(Move::Up), 0}};
    for (const TestEstimate& sent :
         {TestEstimate(Kind::Zero, goal), TestEstimate(Kind::LinearConflict, goal),
          TestEstimate(Kind::CappedManhattan, goal),
          TestEstimate(Kind::Manhattan, goal, two_boards)}) {
        judge::Writer w;
        judge::put(w, sent);
        judge::Reader r(w.bytes());
        const TestEstimate got = judge::Codec<TestEstimate>::get(r);
        INFO("the " << sent.name() << " estimate sent, the " << got.name() << " one read back");
        CHECK(got.kind() == sent.kind());
        CHECK(got.goal() == sent.goal());
        CHECK(got.overrides() == sent.overrides());
        CHECK(r.done());
    }
    judge::Writer w;
    w.u8(TestEstimate::kKinds);
    judge::put(w, goal);
    w.u32(0);  // no overridden boards
    judge::Reader r(w.bytes());
    INFO("an estimate of kind " << TestEstimate::kKinds << " on the wire: there are "
                                << TestEstimate::kKinds);
    CHECK_THROWS_AS(judge::Codec<TestEstimate>::get(r), judge::wire_error);
}
