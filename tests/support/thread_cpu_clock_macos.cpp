#include <mach/mach.h>
#include <pthread.h>

#include "thread_cpu_clock.hpp"

namespace npuzzle::testing {

// macOS has no POSIX CPU clock for another thread (pthread_getcpuclockid): Mach reports the
// thread's user and system time by its port.
struct ThreadCpuClock::Handle {
    mach_port_t port = MACH_PORT_NULL;
};

ThreadCpuClock::ThreadCpuClock() : handle_(std::make_unique<Handle>()) {
    handle_->port = ::pthread_mach_thread_np(::pthread_self());
}

ThreadCpuClock::~ThreadCpuClock() = default;

std::optional<double> ThreadCpuClock::seconds() const {
    thread_basic_info_data_t info{};
    mach_msg_type_number_t count = THREAD_BASIC_INFO_COUNT;
    if (::thread_info(handle_->port, THREAD_BASIC_INFO, reinterpret_cast<thread_info_t>(&info),
                      &count) != KERN_SUCCESS) {
        return std::nullopt;
    }
    const auto seconds = [](const time_value_t& t) {
        return static_cast<double>(t.seconds) + static_cast<double>(t.microseconds) * 1e-6;
    };
    return seconds(info.user_time) + seconds(info.system_time);
}

// macOS lowers a thread's priority only from the thread itself: a search left behind keeps its own.
void ThreadCpuClock::lower_priority() noexcept {}

}  // namespace npuzzle::testing
