#include "npuzzle/tracer/event_recorder.hpp"

#include "catch.hpp"

using namespace npuzzle;

TEST_CASE("the recorder keeps events and copies what their pointers named", "[tracer]") {
    EventRecorder rec;
    SearchCounters counters;
    {
        const Board goal = Board::goal();
        SearchEvent start;
        start.kind = EventKind::Start;
        start.node = 0;
        start.algorithm = "bfs";
        start.goal = &goal;
        rec.on_event(start);
        SearchEvent expand = start;
        expand.kind = EventKind::Expand;
        expand.goal = nullptr;
        expand.algorithm = {};
        rec.on_event(expand);
        counters.expanded = 1;
        SearchEvent finish;
        finish.kind = EventKind::Finish;
        finish.counters = &counters;
        rec.on_event(finish);
    }
    counters.expanded = 99;  // the recording must not see later changes
    REQUIRE(rec.events().size() == 3);
    CHECK(rec.events()[0].algorithm == "bfs");
    CHECK(rec.events()[0].goal == Board::goal());
    CHECK(rec.events()[2].counters.expanded == 1);
    CHECK(rec.expanded_boards() == std::vector<Board>{Board::goal()});
    CHECK(rec.of_kind(EventKind::Finish).size() == 1);
    CHECK(to_string(EventKind::SkipDuplicate) == "skip-duplicate");
}

TEST_CASE("the null observer asks for no events", "[tracer]") {
    CHECK_FALSE(null_observer().wants_events());
    EventRecorder rec;
    CHECK(rec.wants_events());
}
