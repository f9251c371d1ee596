#include <chrono>
#include <condition_variable>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "budget_observer.hpp"
#include "exception_text.hpp"
#include "link_mode.hpp"
#include "npuzzle/errors.hpp"
#include "thread_cpu_clock.hpp"
#include "unwritten.hpp"
#include "words.hpp"

// A stub's exception that ends a test reaches the report with the line naming the stub.
CATCH_TRANSLATE_EXCEPTION(const npuzzle::not_implemented& e) {
    return npuzzle::testing::unwritten_text(e);
}

namespace npuzzle::testing {

bool judged() noexcept { return false; }

namespace {

// The thread searches run on, kept from one search to the next: a test makes thousands of quick
// searches, and starting and joining a thread for each can cost more than the search (most of all
// under AddressSanitizer). A search that overruns keeps its thread, which is then left behind:
// the next search gets a new one. Used from the test's own thread only (Catch2 runs tests on one
// thread).
class SearchThread {
  public:
    SearchThread() : state_(std::make_shared<State>()) {
        std::future<void> clock_ready = state_->clock_ready.get_future();
        thread_ = std::thread([state = state_] { serve(*state); });
        clock_ready.wait();
    }
    ~SearchThread() {
        if (!thread_.joinable()) return;  // left behind, busy past its limit
        {
            std::lock_guard lock(state_->mutex);
            state_->closing = true;
        }
        state_->wake.notify_one();
        thread_.join();  // idle: it ends at once
    }
    SearchThread(const SearchThread&) = delete;
    SearchThread& operator=(const SearchThread&) = delete;

    void start(std::function<void()> job) {
        {
            std::lock_guard lock(state_->mutex);
            state_->job = std::move(job);
        }
        state_->wake.notify_one();
    }

    // Seconds of CPU the thread has used since it started; nullopt where the system has no clock.
    std::optional<double> cpu_seconds() const { return state_->clock->seconds(); }

    // Leaves the thread to finish its search at the lowest priority, taking only CPU time no test
    // wants, and end after it (or with the program).
    void leave_behind() {
        state_->clock->lower_priority();
        {
            std::lock_guard lock(state_->mutex);
            state_->closing = true;
        }
        thread_.detach();
    }

  private:
    struct State {
        std::mutex mutex;
        std::condition_variable wake;
        std::function<void()> job;
        bool closing = false;
        std::unique_ptr<ThreadCpuClock> clock;  // made by the thread: its own clock
        std::promise<void> clock_ready;
    };

    static void serve(State& state) {
        state.clock = std::make_unique<ThreadCpuClock>();
        state.clock_ready.set_value();
        for (;;) {
            std::function<void()> job;
            {
                std::unique_lock lock(state.mutex);
                state.wake.wait(lock, [&state] { return state.job || state.closing; });
                if (!state.job) return;
                job = std::move(state.job);
                state.job = nullptr;
            }
            job();
            std::lock_guard lock(state.mutex);
            if (state.closing) return;
        }
    }

    std::shared_ptr<State> state_;  // shared with the thread, which may outlive this object
    std::thread thread_;
};

}  // namespace

// The limit is the search thread's CPU time, so a busy machine never stops a correct search and
// an endless loop stops after `seconds` of computing; a search that sleeps or blocks is stopped
// by the wall-clock backstop, ten times as long. Where the system gives no CPU clock of a thread
// (thread_cpu_clock.hpp), the limit is `seconds` of the wall clock, and the failure says so. A
// search that overruns cannot be stopped from outside: it is left on its thread (see SearchThread),
// and ends with the program.
TimedAnswer within_seconds(int seconds, const std::function<SearchResult()>& search) {
    static std::unique_ptr<SearchThread> thread;
    if (!thread) thread = std::make_unique<SearchThread>();
    auto done = std::make_shared<std::promise<TimedAnswer>>();
    std::future<TimedAnswer> answer = done->get_future();
    const std::optional<double> cpu_before = thread->cpu_seconds();
    thread->start([done, search] {
        try {
            done->set_value({search(), ""});
        } catch (const not_implemented&) {
            done->set_exception(std::current_exception());
        } catch (...) {
            done->set_value({std::nullopt,
                             std::string(in_reading_language("threw ", "抛出了异常 ")) +
                                 current_exception_text(),
                             true});
        }
    });
    const auto started = std::chrono::steady_clock::now();
    const auto backstop = started + std::chrono::seconds(10 * seconds);
    enum class Stopped { by_cpu, waiting, by_wall_clock } stopped = Stopped::by_cpu;
    for (;;) {
        if (answer.wait_for(std::chrono::milliseconds(20)) == std::future_status::ready) {
            return answer.get();
        }
        const auto now = std::chrono::steady_clock::now();
        if (!cpu_before) {  // no CPU clock on this system: the wall clock alone, as long as the
                            // limit
            if (now <= started + std::chrono::seconds(seconds)) continue;
            stopped = Stopped::by_wall_clock;
            break;
        }
        const std::optional<double> cpu_now = thread->cpu_seconds();
        if (cpu_now && *cpu_now - *cpu_before > seconds) break;
        if (now > backstop) {
            stopped = Stopped::waiting;
            break;
        }
    }
    thread->leave_behind();
    thread.reset();
    switch (stopped) {
        case Stopped::waiting:
            return {std::nullopt,
                    NPUZZLE_WORDS("did not return within " << 10 * seconds
                                                           << " s, most of them spent waiting",
                                  "在 " << 10 * seconds << " s 内没有返回，其中大部分时间在等待")};
        case Stopped::by_wall_clock:
            return {std::nullopt,
                    NPUZZLE_WORDS("did not return within "
                                      << seconds
                                      << " s of wall-clock time (this system gives the tests no "
                                         "CPU clock of a thread, so a busy machine counts too)",
                                  "在 " << seconds
                                        << " s 的挂钟时间内没有返回（这个系统没有给测试提供线程的 "
                                           "CPU 时钟，所以机器繁忙时也会计入）")};
        case Stopped::by_cpu:
            break;
    }
    return {std::nullopt, NPUZZLE_WORDS("did not return within " << seconds << " s of its CPU time",
                                        "在 " << seconds << " s 的 CPU 时间内没有返回")};
}

TimedAnswer within_budget(int seconds, std::size_t events,
                          const std::function<SearchResult(SearchObserver&)>& search) {
    // By value: a search past its time keeps running on its thread after this returns.
    return within_seconds(seconds, [events, search] {
        BudgetObserver budget(events);
        return search(budget);
    });
}

}  // namespace npuzzle::testing
