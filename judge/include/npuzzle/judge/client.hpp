// Description: the judge's side. A graded test program links these calls instead of the student's
// code: each frozen function of a lesson sends its arguments to a worker process (the student's
// code, sandboxed by whoever started the judge) and returns the worker's answer, replaying the
// search events the worker reports into the test's observer. So a test passes only on right
// answers, and nothing the student's code does can touch the test's assertions or its report.
//  - NPUZZLE_WORKER: the worker's command line as a JSON array (no shell).
//  - NPUZZLE_WORKER_LOG: where the worker's stdout and stderr go (default /dev/null).
//  - NPUZZLE_CALL_SECONDS: the wall-clock limit of one call (default 30).
//  - NPUZZLE_EVENT_BUDGET: the most events one search may report (default 50 million).
// A crash, a hang or a malformed reply throws worker_failure and starts a new worker next call.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "npuzzle/judge/protocol.hpp"
#include "npuzzle/judge/wire.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::judge {

// The worker crashed, ran out of time, or broke the protocol: the call has no answer.
class worker_failure : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Sends a Call and returns the bytes of the worker's Value; rethrows what the worker threw.
// `observer` receives the events of a search (nullptr for functions that report none).
std::string exchange(std::string_view function, const Writer& arguments, SearchObserver* observer);

// Starts the worker if none runs, and returns a number that changes whenever a new one starts:
// what an earlier call left in the worker (a large argument sent once) lasts while it is the same.
std::uint64_t worker_generation();

template <class R, class... Args>
R call(std::string_view function, const Args&... args) {
    Writer w;
    (put(w, args), ...);
    const std::string value = exchange(function, w, nullptr);
    Reader r(value);
    R result = get<R>(r);
    if (!r.done())
        throw worker_failure("the worker's answer to " + std::string(function) +
                             " had bytes left over");
    return result;
}

template <class R, class... Args>
R call_observed(std::string_view function, SearchObserver& observer, const Args&... args) {
    Writer w;
    (put(w, args), ...);
    const std::string value = exchange(function, w, &observer);
    Reader r(value);
    return get<R>(r);
}

// While it lives, calls made on this thread get at most `seconds` of wall-clock time each.
class CallDeadline {
  public:
    explicit CallDeadline(double seconds);
    ~CallDeadline();
    CallDeadline(const CallDeadline&) = delete;
    CallDeadline& operator=(const CallDeadline&) = delete;

  private:
    double previous_;
};

}  // namespace npuzzle::judge
