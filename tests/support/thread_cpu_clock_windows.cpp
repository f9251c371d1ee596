#define WIN32_LEAN_AND_MEAN
#define NOMINMAX
#include <windows.h>

#include "thread_cpu_clock.hpp"

namespace npuzzle::testing {

// A real handle on the thread (GetCurrentThread's is a stand-in meaning "the caller"), kept open
// so its times stay readable from the test's thread.
struct ThreadCpuClock::Handle {
    HANDLE thread = nullptr;
};

ThreadCpuClock::ThreadCpuClock() : handle_(std::make_unique<Handle>()) {
    if (!::DuplicateHandle(::GetCurrentProcess(), ::GetCurrentThread(), ::GetCurrentProcess(),
                           &handle_->thread, 0, FALSE, DUPLICATE_SAME_ACCESS)) {
        handle_->thread = nullptr;
    }
}

ThreadCpuClock::~ThreadCpuClock() {
    if (handle_->thread) ::CloseHandle(handle_->thread);
}

std::optional<double> ThreadCpuClock::seconds() const {
    FILETIME created, exited, kernel, user;
    if (!handle_->thread || !::GetThreadTimes(handle_->thread, &created, &exited, &kernel, &user)) {
        return std::nullopt;
    }
    // FILETIME counts 100-nanosecond ticks.
    const auto ticks = [](const FILETIME& t) {
        return static_cast<double>((static_cast<unsigned long long>(t.dwHighDateTime) << 32) |
                                   t.dwLowDateTime);
    };
    return (ticks(kernel) + ticks(user)) * 1e-7;
}

void ThreadCpuClock::lower_priority() noexcept {
    if (handle_->thread) ::SetThreadPriority(handle_->thread, THREAD_PRIORITY_IDLE);
}

}  // namespace npuzzle::testing
