// Description: what differs between the two ways a lesson's test source is linked.
//  - in process (./kit test): the code under test is linked into the test program;
//  - judged (the grader, docs/judging.md): the code under test runs in a worker process.
// Tests that make hundreds of thousands of calls use call_each, and searches that may never end
// use within_seconds; both do the right thing in either mode.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "npuzzle/judge/client.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::testing {

// True in the judge, where the lesson's functions are calls to a worker.
bool judged() noexcept;

// What within_seconds gives: the search's answer, or none and, in `failure`, why in words
// ("threw std::runtime_error: the search ran past its budget", "did not return within 10 s").
struct TimedAnswer : std::optional<SearchResult> {
    std::string failure;
    bool threw = false;  // the search ended by throwing: whatever it reported is complete
};

// The answer of `search` if it came within `seconds`; none if it did not, or if it threw
// anything but not_implemented (which reaches the test as itself, so an untouched stub reads
// "not started"). The seconds are the search's own time, not the machine's: in process, the CPU
// time of the thread the search runs on (left behind when it overruns), with a wall-clock
// backstop ten times as long; judged, the call's time as the judge counts it (the wall clock less
// the waits for a CPU another program held, at least the worker's CPU time), after which the
// judge stops the worker. So a busy machine never fails a correct search, and an endless loop
// fails after `seconds`.
TimedAnswer within_seconds(int seconds, const std::function<SearchResult()>& search);

// within_seconds for `search(observer)`, which is also stopped past `events` events: in process
// `observer` counts them and throws past the budget; judged, the worker counts them and sends
// none across (a search 30,000 boards long would otherwise send all its events to be counted).
TimedAnswer within_budget(int seconds, std::size_t events,
                          const std::function<SearchResult(SearchObserver&)>& search);

// `function(inputs[i]...)` for every i, in order. In process this is a loop over `function`;
// judged, the calls go to the worker in batches under `name` (the name the lesson's calls file
// gives the function), so an exhaustive test costs a few round trips instead of one per input.
template <class R, class Function, class... Args>
std::vector<R> call_each(std::string_view name, Function function,
                         const std::vector<std::tuple<Args...>>& inputs) {
    if (judged()) return judge::call_each<R>(name, inputs);
    std::vector<R> answers;
    answers.reserve(inputs.size());
    for (const auto& input : inputs) answers.push_back(std::apply(function, input));
    return answers;
}

}  // namespace npuzzle::testing
