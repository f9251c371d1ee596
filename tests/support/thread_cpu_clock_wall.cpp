#include "thread_cpu_clock.hpp"

namespace npuzzle::testing {

// A system whose threads' CPU time the kit cannot read: within_seconds then counts the wall
// clock and says so.
struct ThreadCpuClock::Handle {};

ThreadCpuClock::ThreadCpuClock() = default;
ThreadCpuClock::~ThreadCpuClock() = default;

std::optional<double> ThreadCpuClock::seconds() const { return std::nullopt; }

void ThreadCpuClock::lower_priority() noexcept {}

}  // namespace npuzzle::testing
