// Description: the CPU time of one thread, read from another, as each system keeps it. CMake
// picks the file: thread_cpu_clock_linux.cpp (the thread's POSIX CPU clock), _macos.cpp (Mach's
// thread_info), _windows.cpp (GetThreadTimes), or _wall.cpp where none is known, which has no
// CPU clock and leaves the caller to the wall clock.
#pragma once

#include <memory>
#include <optional>

namespace npuzzle::testing {

class ThreadCpuClock {
  public:
    // The clock of the calling thread.
    ThreadCpuClock();
    ~ThreadCpuClock();
    ThreadCpuClock(const ThreadCpuClock&) = delete;
    ThreadCpuClock& operator=(const ThreadCpuClock&) = delete;

    // Seconds of CPU the thread has used; nullopt where the system gives no such clock, or once
    // the thread has ended where the clock ends with it.
    std::optional<double> seconds() const;

    // Lets the thread have a CPU only when nothing else wants it, where the system allows one
    // thread's priority to be lowered from another; otherwise nothing changes.
    void lower_priority() noexcept;

  private:
    struct Handle;
    std::unique_ptr<Handle> handle_;
};

}  // namespace npuzzle::testing
