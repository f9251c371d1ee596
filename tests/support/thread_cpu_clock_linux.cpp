#include <pthread.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "thread_cpu_clock.hpp"

namespace npuzzle::testing {

struct ThreadCpuClock::Handle {
    clockid_t clock{};
    bool has_clock = false;
    pid_t tid = 0;
};

ThreadCpuClock::ThreadCpuClock() : handle_(std::make_unique<Handle>()) {
    handle_->has_clock = ::pthread_getcpuclockid(::pthread_self(), &handle_->clock) == 0;
    handle_->tid = static_cast<pid_t>(::syscall(SYS_gettid));
}

ThreadCpuClock::~ThreadCpuClock() = default;

std::optional<double> ThreadCpuClock::seconds() const {
    timespec t{};
    if (!handle_->has_clock || ::clock_gettime(handle_->clock, &t) != 0) return std::nullopt;
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Linux gives each thread its own nice value.
void ThreadCpuClock::lower_priority() noexcept {
    ::setpriority(PRIO_PROCESS, static_cast<id_t>(handle_->tid), 19);
}

}  // namespace npuzzle::testing
