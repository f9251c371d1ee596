#include <pthread.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <string>
#include <thread>

#include "exception_text.hpp"
#include "link_mode.hpp"
#include "npuzzle/errors.hpp"
#include "words.hpp"

namespace npuzzle::testing {

namespace {

// Seconds of CPU a thread has used; nullopt once it has ended.
std::optional<double> cpu_seconds(clockid_t clock) {
    timespec t{};
    if (::clock_gettime(clock, &t) != 0) return std::nullopt;
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

bool judged() noexcept { return false; }

// The limit is the search thread's CPU time, so a busy machine never stops a correct search and
// an endless loop stops after `seconds` of computing; a search that sleeps or blocks is stopped
// by the wall-clock backstop, ten times as long. A search that overruns cannot be stopped from
// outside: it is left on its thread at the lowest priority, so that it takes only CPU time no
// test (of this program or another) wants, and ends with the program.
TimedAnswer within_seconds(int seconds, const std::function<SearchResult()>& search) {
    auto done = std::make_shared<std::promise<TimedAnswer>>();
    std::future<TimedAnswer> answer = done->get_future();
    auto tid = std::make_shared<std::atomic<pid_t>>(0);
    std::thread thread([done, search, tid] {
        tid->store(static_cast<pid_t>(::syscall(SYS_gettid)));
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
    // Valid while the thread is joinable, which it stays until it is joined or left behind.
    clockid_t clock{};
    const bool have_clock = ::pthread_getcpuclockid(thread.native_handle(), &clock) == 0;
    const auto backstop = std::chrono::steady_clock::now() + std::chrono::seconds(10 * seconds);
    for (;;) {
        if (answer.wait_for(std::chrono::milliseconds(20)) == std::future_status::ready) {
            thread.join();
            return answer.get();
        }
        const std::optional<double> used = have_clock ? cpu_seconds(clock) : std::nullopt;
        if (used && *used > seconds) break;
        if (std::chrono::steady_clock::now() > backstop) break;
        if (!have_clock &&
            std::chrono::steady_clock::now() > backstop - std::chrono::seconds(9 * seconds)) {
            break;  // no CPU clock here: the wall clock alone, as long as the limit
        }
    }
    // Linux gives each thread its own nice value; elsewhere this fails and changes nothing.
    if (const pid_t id = tid->load(); id != 0)
        ::setpriority(PRIO_PROCESS, static_cast<id_t>(id), 19);
    thread.detach();
    return {std::nullopt, NPUZZLE_WORDS("did not return within " << seconds << " s of its CPU time",
                                        "在 " << seconds << " s 的 CPU 时间内没有返回")};
}

}  // namespace npuzzle::testing
