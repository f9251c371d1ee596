// Description: the judge's side. A graded test program links these calls instead of the student's
// code: each frozen function of a lesson sends its arguments to a worker process (the student's
// code, sandboxed by whoever started the judge) and returns the worker's answer, replaying the
// search events the worker reports into the test's observer. So a test passes only on right
// answers, and nothing the student's code does can touch the test's assertions or its report.
//  - NPUZZLE_WORKER: the worker's command line as a JSON array (no shell).
//  - NPUZZLE_WORKER_LOG: where the worker's stdout and stderr go (default /dev/null).
//  - NPUZZLE_CALL_SECONDS: the time limit of one call (default 10): wall-clock time less the time
//    the worker and the judge waited for a CPU another program held, and at least the worker's
//    CPU time, so a busy machine slows no call down and an endless loop stops after it.
//  - NPUZZLE_CALL_WALL_SECONDS: the plain wall-clock backstop of one call (default 10 times the
//    time limit).
//  - NPUZZLE_CPU_BUDGET: the CPU seconds of the worker all calls together may use (default none).
//  - NPUZZLE_USAGE_FILE: where to write, at exit, the worker's CPU time per function (JSON).
//  - NPUZZLE_EVENT_BUDGET: the most events one search may report (default 50 million; at most
//    2,000,001 when a test's observer receives them, which may keep them all).
// A crash, a hang or a malformed reply throws worker_failure and starts a new worker next call.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <typeindex>
#include <typeinfo>
#include <vector>

#include "npuzzle/judge/protocol.hpp"
#include "npuzzle/judge/wire.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::judge {

// The worker crashed, ran out of time, or broke the protocol: the call has no answer.
class worker_failure : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The arguments of one call, or of one batch of calls, as they will cross: the bytes of the
// ordinary ones, and apart from them each argument that is sent once (wire.hpp, sent_once), which
// the connection encodes and sends in full or as "the same as the last one" (docs/judging.md).
// It refers to those arguments, which must outlive it.
class Arguments {
  public:
    // Adds the argument at `index` among the call's arguments (its observer not counted).
    template <class T>
    void add(int index, const T& value) {
        if constexpr (sent_once<T>) {
            sent_once_.push_back(
                {plain_.bytes().size(), index, &value,
                 [](Writer& w, const void* v) { put(w, *static_cast<const T*>(v)); }});
        } else {
            put(plain_, value);
        }
    }
    // An argument a batch's tuples refer to rather than copy (lesson 03's table).
    template <class T>
    void add(int index, std::reference_wrapper<T> value) {
        add(index, value.get());
    }
    // A batch's count of calls, before their arguments.
    void count(std::uint32_t calls) { plain_.u32(calls); }
    void reserve(std::size_t bytes) { plain_.bytes().reserve(bytes); }

    struct SentOnce {
        std::size_t at;  // where it goes among the ordinary bytes
        int index;
        const void* object;
        void (*encode)(Writer& w, const void* object);
    };
    const std::string& plain() const noexcept { return plain_.bytes(); }
    const std::vector<SentOnce>& sent_once_pieces() const noexcept { return sent_once_; }

  private:
    Writer plain_;
    std::vector<SentOnce> sent_once_;
};

// Sends a Call and returns the bytes of the worker's Value; rethrows what the worker threw.
// `observer` receives the events of a search (nullptr for functions that report none).
std::string exchange(std::string_view function, const Arguments& arguments,
                     SearchObserver* observer);

// Ends the current worker, if any: the next call starts a new one.
void stop_worker();

// Starts the worker if none runs, and returns a number that changes whenever a new one starts:
// what an earlier call left in the worker lasts while it is the same.
std::uint64_t worker_generation();

// The one T of this judge's run, made on first use and owned by its connection to the workers:
// what a lesson's calls keep from one call to the next (lesson 03's answers asked ahead). It
// outlives workers: a T that holds what one worker answered checks worker_generation().
std::shared_ptr<void>& judge_state_slot(std::type_index type);
template <class T>
T& judge_state() {
    std::shared_ptr<void>& slot = judge_state_slot(typeid(T));
    if (!slot) slot = std::make_shared<T>();
    return *static_cast<T*>(slot.get());
}

// Ends the worker after a reply that could not be read, and says so in words.
worker_failure malformed_reply(std::string_view function, const std::string& what);

// The value of type R that `bytes` hold, all of them; worker_failure if they hold anything else.
template <class R>
R decode(std::string_view function, const std::string& bytes) {
    try {
        Reader r(bytes);
        R result = get<R>(r);
        if (!r.done()) throw wire_error("bytes left over after the answer");
        return result;
    } catch (const wire_error& e) {
        throw malformed_reply(function, e.what());
    }
}

// A frozen function of type R(Params...) asked of the worker, as a lesson's bindings define it
// (bindings.hpp): every argument crosses but a SearchObserver&, which receives the events the
// worker reports.
template <class R, class... Params>
R remote(std::string_view function, Params... args) {
    Arguments arguments;
    SearchObserver* observer = nullptr;
    [[maybe_unused]] int index = 0;  // unused by a function without arguments
    (
        [&] {
            if constexpr (std::is_same_v<Params, SearchObserver&>) {
                observer = &args;
            } else {
                arguments.add(index++, args);
            }
        }(),
        ...);
    return decode<R>(function, exchange(function, arguments, observer));
}

template <class R, class... Args>
R call(std::string_view function, const Args&... args) {
    return remote<R, const Args&...>(function, args...);
}

template <class R, class... Args>
R call_observed(std::string_view function, SearchObserver& observer, const Args&... args) {
    return remote<R, const Args&..., SearchObserver&>(function, args..., observer);
}

// Calls `function` once for each tuple of arguments and returns the answers in order, sending the
// calls in batches: one round trip per batch instead of one per call, for the exhaustive tests'
// hundreds of thousands of inputs. What the first failing call throws is thrown, as in a loop.
// An argument sent once crosses at most once per batch when every tuple refers to one object.
template <class R, class... Args>
std::vector<R> call_each(std::string_view function,
                         const std::vector<std::tuple<Args...>>& inputs) {
    constexpr std::size_t kBatch = 1 << 14;
    const std::string batch_function = std::string(function) + kBatchSuffix;
    std::vector<R> answers;
    answers.reserve(inputs.size());
    std::size_t batch_bytes = 0;
    for (std::size_t first = 0; first < inputs.size(); first += kBatch) {
        const std::size_t last = std::min(inputs.size(), first + kBatch);
        Arguments arguments;
        arguments.reserve(batch_bytes);  // the last batch's size: the next one's is alike
        arguments.count(static_cast<std::uint32_t>(last - first));
        for (std::size_t i = first; i < last; ++i) {
            std::apply(
                [&arguments](const auto&... a) {
                    int index = 0;
                    (arguments.add(index++, a), ...);
                },
                inputs[i]);
        }
        batch_bytes = arguments.plain().size();
        std::vector<R> part =
            decode<std::vector<R>>(function, exchange(batch_function, arguments, nullptr));
        if (part.size() != last - first) {
            throw malformed_reply(function, "answers to " + std::to_string(part.size()) + " of " +
                                                std::to_string(last - first) + " calls");
        }
        answers.insert(answers.end(), std::make_move_iterator(part.begin()),
                       std::make_move_iterator(part.end()));
    }
    return answers;
}

// While it lives, calls made on this thread get at most `seconds` each (counted as
// NPUZZLE_CALL_SECONDS is), with a wall-clock backstop of `wall_seconds` (0: ten times `seconds`).
class CallDeadline {
  public:
    explicit CallDeadline(double seconds, double wall_seconds = 0);
    ~CallDeadline();
    CallDeadline(const CallDeadline&) = delete;
    CallDeadline& operator=(const CallDeadline&) = delete;

  private:
    double previous_;
    double previous_wall_;
};

// While it lives, a search called on this thread with an observer that wants no events is still
// told events are wanted, and the worker counts them and stops it past `budget`: a test's guard
// against a search that never ends, with no event crossing to the judge.
class CountedEvents {
  public:
    explicit CountedEvents(std::uint64_t budget);
    ~CountedEvents();
    CountedEvents(const CountedEvents&) = delete;
    CountedEvents& operator=(const CountedEvents&) = delete;

  private:
    std::uint64_t previous_;
};

}  // namespace npuzzle::judge
