// A search's events when the judge only needs them counted (judge::CountedEvents: a test's guard
// against a search that never ends): the search is told events are wanted, the worker counts
// them and stops the search past the budget, and none crosses to the judge.
#include <cstdlib>

#include "catch.hpp"
#include "npuzzle/judge/client.hpp"
#include "npuzzle/tracer/search_event.hpp"

using npuzzle::testing::contains;
namespace judge = npuzzle::judge;

namespace {

void use_keeping_worker() {
    judge::stop_worker();
    ::setenv("NPUZZLE_WORKER", NPUZZLE_KEEPING_WORKER, 1);
}

// Asks the worker's search for `events` events; answers how many it says it reported.
int report(int events, npuzzle::SearchObserver& observer) {
    return judge::call_observed<int>("report", observer, events);
}

class Counter final : public npuzzle::SearchObserver {
  public:
    void on_event(const npuzzle::SearchEvent&) override { ++seen; }
    int seen = 0;
};

}  // namespace

TEST_CASE("a search whose events are only counted is told they are wanted, and none crosses",
          "[judge]") {
    use_keeping_worker();
    const judge::CountedEvents budget(100);
    CHECK(report(100, npuzzle::null_observer()) == 100);
}

TEST_CASE("a search whose events are only counted is stopped past the budget, in words",
          "[judge]") {
    use_keeping_worker();
    {
        const judge::CountedEvents budget(10);
        CHECK_THROWS_WITH(report(11, npuzzle::null_observer()),
                          contains("more than 10 events and was stopped"));
    }
    // The budget ends with its scope: the next search is told no events are wanted.
    CHECK(report(11, npuzzle::null_observer()) == -1);
}

TEST_CASE("an observer that wants events gets every one, with or without a count", "[judge]") {
    use_keeping_worker();
    Counter plain;
    CHECK(report(7, plain) == 7);
    CHECK(plain.seen == 7);
    const judge::CountedEvents budget(100);
    Counter counted;
    CHECK(report(7, counted) == 7);
    CHECK(counted.seen == 7);
}
