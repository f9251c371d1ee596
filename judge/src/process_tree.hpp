// Description: what the kernel says a worker used, read from /proc and never from the worker: the
// CPU time of its whole process tree, and how long its threads (and the judge's calling thread)
// waited for a CPU that other programs held, so that a call's clock can leave a busy machine out.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <ctime>
#include <unordered_map>
#include <utility>
#include <vector>

namespace npuzzle::judge {

// The worker's process tree: the launcher the judge started and everything below it (the sandbox
// and the student's code, and what that started). Its CPU time is the student's code's, give or
// take the launcher's start-up.
class ProcessTree {
  public:
    void reset(pid_t root);

    // Walks the tree again (the worker may have started processes): its CPU, and the nanoseconds
    // of waiting for a CPU its threads and the judge's calling thread added since the last walk.
    std::pair<double, std::uint64_t> walk();

    // The CPU time of the processes found by the last walk: cheap enough for every call (each
    // one's CPU clock, plus what its reaped children used as of the last walk; the walk itself
    // reads their /proc stat files, kept open between walks). A child reaped since the last walk
    // counts from the next one.
    double cpu() const;

    ProcessTree() = default;
    ProcessTree(const ProcessTree&) = delete;
    ProcessTree& operator=(const ProcessTree&) = delete;
    ~ProcessTree();

  private:
    // A process found by a walk, and its /proc/PID/stat opened then: the file stays the process's
    // own (it reads nothing once the process is gone, even if its number is reused).
    struct Tracked {
        pid_t pid = -1;
        int stat_fd = -1;
        clockid_t clock{};
        bool has_clock = false;
        double children = 0;  // cutime + cstime at the last walk
    };

    static Tracked track(pid_t pid);
    void close_all() noexcept;

    static constexpr std::size_t kMaxProcesses = 256;
    std::vector<Tracked> tracked_;
    std::unordered_map<long, std::uint64_t> last_waited_;
};

}  // namespace npuzzle::judge
