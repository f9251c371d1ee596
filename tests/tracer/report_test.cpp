// The one-call event helpers (npuzzle/tracer/report.hpp): each fills exactly what its kind carries.
#include "npuzzle/tracer/report.hpp"

#include <vector>

#include "catch.hpp"
#include "npuzzle/board_io.hpp"

using namespace npuzzle;

namespace {

class Collect final : public SearchObserver {
  public:
    explicit Collect(bool wanted) : wanted_(wanted) {}
    void on_event(const SearchEvent& e) override { events.push_back(e); }
    bool wants_events() const noexcept override { return wanted_; }
    std::vector<SearchEvent> events;

  private:
    bool wanted_;
};

// Every call a search makes, through either reporter: it compiles only if both offer them all.
template <class Reporter>
void report_each_kind(const Reporter& events, const Board& b, const SearchCounters& c) {
    events.start("idastar", b, b, 0);
    events.iteration(EventNode::root(0, b), 1);
    events.expand(EventNode::root(0, b), 1);
    events.generate(EventNode::child(1, 0, Move::Up, b, 1), 1);
    events.skip_duplicate(EventNode::child(1, 0, Move::Up, b, 1), 1);
    events.cut_off(EventNode::child(1, 0, Move::Up, b, 1), 1, 1);
    events.goal(EventNode::root(0, b), 1);
    events.finish(c, true);
}

}  // namespace

TEST_CASE("the silent reporter takes every call the event reporter takes, and wants no events",
          "[tracer][report]") {
    Collect all(true);
    const Board b = Board::goal();
    const SearchCounters c;
    report_each_kind(EventReporter(all), b, c);
    report_each_kind(SilentReporter{}, b, c);
    CHECK(all.events.size() == 8);
    STATIC_REQUIRE_FALSE(SilentReporter::wanted());
}

TEST_CASE("a reporter whose observer wants no events sends none", "[tracer][report]") {
    Collect quiet(false);
    const EventReporter events(quiet);
    const Board b = Board::goal();
    SearchCounters c;
    CHECK_FALSE(events.wanted());
    events.start("bfs", b, b);
    events.expand(EventNode::root(0, b), 1);
    events.finish(c, true);
    CHECK(quiet.events.empty());
}

TEST_CASE("each event helper fills the fields of its kind and no others", "[tracer][report]") {
    Collect all(true);
    const EventReporter events(all);
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    const Board up = start.moved(Move::Up);
    SearchCounters c;
    c.expanded = 4;
    events.start("idastar", start, goal, 5);
    events.iteration(EventNode::root(0, start, 5), 7);
    events.expand(EventNode::root(0, start, 5), 1);
    events.generate(EventNode::child(1, 0, Move::Up, up, 1, 6), 2);
    events.skip_duplicate(EventNode::child(1, 0, Move::Up, up, 1, 6), 2);
    events.cut_off(EventNode::child(1, 0, Move::Up, up, 1, 6), 7, 2);
    events.goal(EventNode::child(1, 0, Move::Up, up, 1, 6), 2);
    events.finish(c, true, 3);
    REQUIRE(all.events.size() == 8);

    const SearchEvent& s = all.events[0];
    CHECK(s.kind == EventKind::Start);
    CHECK(s.node == 0);
    CHECK(s.parent == kNoNode);
    CHECK(s.algorithm == "idastar");
    CHECK(s.goal == &goal);
    CHECK(s.h == 5);
    CHECK(s.frontier == 1);
    CHECK_FALSE(s.has_move);

    CHECK(all.events[1].kind == EventKind::Iteration);
    CHECK(all.events[1].bound == 7);
    CHECK(all.events[1].goal == nullptr);

    for (int i : {3, 4, 5, 6}) {
        const SearchEvent& e = all.events[static_cast<std::size_t>(i)];
        CHECK(e.node == 1);
        CHECK(e.parent == 0);
        CHECK(e.has_move);
        CHECK(e.move == Move::Up);
        CHECK(e.board == up);
        CHECK(e.depth == 1);
        CHECK(e.f() == 7);
        CHECK(e.frontier == 2);
        CHECK(e.bound == (e.kind == EventKind::CutOff ? 7 : -1));
        CHECK(e.algorithm.empty());
        CHECK(e.counters == nullptr);
    }
    CHECK(all.events[2].kind == EventKind::Expand);
    CHECK(all.events[3].kind == EventKind::Generate);
    CHECK(all.events[4].kind == EventKind::SkipDuplicate);
    CHECK(all.events[5].kind == EventKind::CutOff);
    CHECK(all.events[6].kind == EventKind::Goal);

    const SearchEvent& f = all.events[7];
    CHECK(f.kind == EventKind::Finish);
    CHECK(f.node == kNoNode);
    CHECK(f.counters == &c);
    CHECK(f.found);
    CHECK(f.frontier == 3);
    CHECK(f.bound == -1);
}

TEST_CASE("a root and a node without a heuristic reach the observer as the event's none",
          "[tracer][report]") {
    Collect all(true);
    const EventReporter events(all);
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    events.start("bfs", start, start);
    events.generate(EventNode::child(1, 0, Move::Up, start.moved(Move::Up), 1), 1);
    REQUIRE(all.events.size() == 2);
    CHECK(all.events[0].parent == kNoNode);  // a root has none
    CHECK(all.events[0].h == -1);
    CHECK(all.events[1].parent == 0);
    CHECK(all.events[1].h == -1);
    CHECK(all.events[1].f() == -1);
}
