#include "npuzzle/judge/client.hpp"

#include <algorithm>
#include <mutex>
#include <optional>
#include <string>
#include <typeindex>
#include <unordered_map>

#include "call_clock.hpp"
#include "call_limits.hpp"
#include "frames.hpp"
#include "sent_once_cache.hpp"
#include "thrown_reply.hpp"
#include "worker_process.hpp"

namespace npuzzle::judge {

namespace {

// The most events one search may send to a test's observer, which may keep them all (an
// EventRecorder keeps about 450 bytes of each): the largest budget a test's own observer sets is
// 2,000,000 events (lesson 05), and one more lets that observer stop the search in its own words.
// A search past it is stopped by the worker, as past NPUZZLE_EVENT_BUDGET, so what a judge keeps
// of one search stays near 1 GB, under the grader's limit on a judge's memory (JUDGE_MEMORY_MB).
constexpr std::uint64_t kMostObservedEvents = 2'000'001;

// From before main: a test's own inputs (a million placements) reuse freed memory too.
[[maybe_unused]] const bool reusing_freed_memory = (reuse_freed_memory(), true);

// What a call asks the worker to do with a search's events, and how many it may report.
struct EventTerms {
    EventsAsked asked;
    std::uint64_t budget;
};

EventTerms event_terms(bool observed) {
    static const auto budget = static_cast<std::uint64_t>(env_number("NPUZZLE_EVENT_BUDGET", 50e6));
    if (observed) return {EventsAsked::Sent, std::min(budget, kMostObservedEvents)};
    if (counted_events_budget() > 0) {
        return {EventsAsked::Counted, std::min(budget, counted_events_budget())};
    }
    return {EventsAsked::None, budget};
}

// The judge's one connection to the worker: a call sent, its events replayed, its answer or
// exception returned, and the worker ended the moment it fails. Calls are serialised by a mutex.
class Connection {
  public:
    static Connection& instance() {
        static Connection connection;
        return connection;
    }

    std::string exchange(std::string_view function, const Arguments& arguments,
                         SearchObserver* observer) {
        std::lock_guard lock(mutex_);
        worker_threw_ = false;
        if (clock_.out_of_budget()) throw CallClock::out_of_budget_failure();
        start();
        const double cpu_now = clock_.charge_idle();
        if (clock_.out_of_budget()) throw CallClock::out_of_budget_failure();
        Writer call;
        call.bytes().reserve(arguments.plain().size() + function.size() + 32);
        const EventTerms events = event_terms(observer != nullptr);
        put_call_head(call, function, events.asked, events.budget);
        const SentOnceCache::SentInFull sent = sent_once_.put_arguments(call, function, arguments);
        CallClock::Watch watch = clock_.start_call(cpu_now);
        try {
            write_frame(worker_.to_worker(), call.bytes());
            std::string value = replies(function, observer, watch);
            clock_.account(function, watch);
            sent_once_.remember(function, sent);
            return value;
        } catch (const wire_error& e) {
            clock_.account(function, watch);
            throw failure(function, e.what());
        } catch (const worker_failure&) {
            clock_.account(function, watch);
            stop();
            throw;
        } catch (const std::exception& e) {
            clock_.account(function, watch);
            if (!worker_threw_) stop();
            sent_once_.forget(function, sent);
            throw;
        } catch (...) {
            clock_.account(function, watch);
            stop();  // the test's observer threw mid-search: the worker's state is unknown
            throw;
        }
    }

    std::shared_ptr<void>& state_slot(std::type_index type) {
        std::lock_guard lock(mutex_);
        return judge_state_[type];
    }

    std::uint64_t generation() {
        std::lock_guard lock(mutex_);
        start();
        return worker_.generation();
    }

    void restart() {
        std::lock_guard lock(mutex_);
        stop();
    }

    ~Connection() {
        stop();
        clock_.write_usage();
    }

  private:
    Connection() = default;

    void start() {
        if (worker_.running()) return;
        worker_.start();
        clock_.watch_worker(worker_.pid());
    }

    void stop() noexcept {
        if (!worker_.running()) return;
        try {
            clock_.charge_idle(true);
        } catch (...) {  // out of memory for the walk: the figures miss the last idle moments
        }
        worker_.kill();
        forget_worker();
    }

    void forget_worker() noexcept {
        worker_.close();
        clock_.worker_gone();
        sent_once_.clear();  // a new worker holds nothing
    }

    // The worker is gone or misbehaved: end it, and say what it did in words.
    worker_failure failure(std::string_view function, const std::string& what) {
        std::string why = "the worker running your code ";
        if (const std::optional<int> status = worker_.reaped_status()) {
            why += describe_status(*status);
            forget_worker();
        } else {
            why += "broke the protocol (" + what + ")";
            stop();
        }
        return worker_failure(why + " during " + std::string(function));
    }

    // The worker's replies to a call: batches of events for the observer, then its Value (whose
    // bytes it returns) or what it Thrown, thrown again.
    std::string replies(std::string_view function, SearchObserver* observer,
                        CallClock::Watch& watch) {
        std::string payload;
        EventHolder holder;
        for (;;) {
            read_reply_frame(worker_.from_worker(), payload,
                             static_cast<int>(CallClock::kCheckEvery.count()),
                             [&] { keep_watch(watch, function); });
            Reader r(payload);
            const auto tag = static_cast<Tag>(r.u8());
            if (tag == Tag::Value) return std::string(payload.substr(1));
            if (tag == Tag::Thrown) {
                worker_threw_ = true;
                throw_what_the_worker_caught(r);
            }
            if (tag != Tag::Events || observer == nullptr) {
                throw wire_error("an unexpected message");
            }
            for (std::uint32_t n = r.length(), i = 0; i < n; ++i) {
                get_event(r, holder);
                observer->on_event(holder.event);
            }
            keep_watch(watch, function);  // a search that streams events never waits
        }
    }

    // Looks at the worker when the call is due a look, and ends it past a limit.
    void keep_watch(CallClock::Watch& watch, std::string_view function) {
        if (!clock_.due(watch)) return;
        std::optional<worker_failure> stopped = clock_.past_limit(watch, function);
        if (!stopped) return;
        clock_.account(function, watch);
        stop();
        throw *stopped;
    }

    std::mutex mutex_;
    // The call's exception was rebuilt from the worker's Thrown reply: the worker is still
    // healthy. A flag, not a marker type: the test names the exception by its type, which must
    // be the one the student's code threw (std::runtime_error), never a wrapper of the judge's.
    bool worker_threw_ = false;
    WorkerProcess worker_;
    CallClock clock_;
    SentOnceCache sent_once_;
    std::unordered_map<std::type_index, std::shared_ptr<void>> judge_state_;
};

}  // namespace

std::string exchange(std::string_view function, const Arguments& arguments,
                     SearchObserver* observer) {
    if (observer && !observer->wants_events()) observer = nullptr;
    return Connection::instance().exchange(function, arguments, observer);
}

worker_failure malformed_reply(std::string_view function, const std::string& what) {
    stop_worker();
    return worker_failure("the worker running your code broke the protocol (" + what + ") during " +
                          std::string(function));
}

void stop_worker() { Connection::instance().restart(); }

std::uint64_t worker_generation() { return Connection::instance().generation(); }

std::shared_ptr<void>& judge_state_slot(std::type_index type) {
    return Connection::instance().state_slot(type);
}

}  // namespace npuzzle::judge
