#include <pthread.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
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
#include "unwritten.hpp"
#include "words.hpp"

// A stub's exception that ends a test reaches the report with the line naming the stub.
CATCH_TRANSLATE_EXCEPTION(const npuzzle::not_implemented& e) {
    return npuzzle::testing::unwritten_text(e);
}

namespace npuzzle::testing {

namespace {

// Seconds of CPU a thread has used; nullopt once it has ended.
std::optional<double> thread_cpu_seconds(clockid_t clock) {
    timespec t{};
    if (::clock_gettime(clock, &t) != 0) return std::nullopt;
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

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
        thread_ = std::thread([state = state_] { serve(*state); });
        have_clock_ = ::pthread_getcpuclockid(thread_.native_handle(), &clock_) == 0;
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

    // Seconds of CPU the thread has used since it started; nullopt where Linux's clock is missing.
    std::optional<double> cpu_seconds() const {
        return have_clock_ ? thread_cpu_seconds(clock_) : std::nullopt;
    }

    // Leaves the thread to finish its search at the lowest priority, taking only CPU time no test
    // wants, and end after it (or with the program).
    void leave_behind() {
        // Linux gives each thread its own nice value; elsewhere this fails and changes nothing.
        if (const pid_t id = state_->tid.load(); id != 0)
            ::setpriority(PRIO_PROCESS, static_cast<id_t>(id), 19);
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
        std::atomic<pid_t> tid{0};
    };

    static void serve(State& state) {
        state.tid.store(static_cast<pid_t>(::syscall(SYS_gettid)));
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
    clockid_t clock_{};
    bool have_clock_ = false;
};

}  // namespace

// The limit is the search thread's CPU time, so a busy machine never stops a correct search and
// an endless loop stops after `seconds` of computing; a search that sleeps or blocks is stopped
// by the wall-clock backstop, ten times as long. A search that overruns cannot be stopped from
// outside: it is left on its thread (see SearchThread), and ends with the program.
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
    const auto backstop = std::chrono::steady_clock::now() + std::chrono::seconds(10 * seconds);
    bool computing = true;  // stopped by its CPU time, not by the wall clock
    for (;;) {
        if (answer.wait_for(std::chrono::milliseconds(20)) == std::future_status::ready) {
            return answer.get();
        }
        const std::optional<double> cpu_now = thread->cpu_seconds();
        if (cpu_before && cpu_now && *cpu_now - *cpu_before > seconds) break;
        if (std::chrono::steady_clock::now() > backstop) {
            computing = false;
            break;
        }
        if (!cpu_before &&
            std::chrono::steady_clock::now() > backstop - std::chrono::seconds(9 * seconds)) {
            break;  // no CPU clock here: the wall clock alone, as long as the limit
        }
    }
    thread->leave_behind();
    thread.reset();
    if (!computing) {
        return {std::nullopt,
                NPUZZLE_WORDS(
                    "did not return within " << 10 * seconds << " s, most of them spent waiting",
                    "在 " << 10 * seconds << " s 内没有返回，其中大部分时间在等待")};
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
