// Description: the clock of the judge's calls. It times each call as docs/judging.md says (wall
// time less the waits for a CPU another program held, never less than the worker's CPU time),
// charges every CPU second of the worker's process tree to a function, holds the run to its CPU
// budget (NPUZZLE_CPU_BUDGET) and writes the figures for the grader (NPUZZLE_USAGE_FILE).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "npuzzle/judge/client.hpp"
#include "process_tree.hpp"

namespace npuzzle::judge {

class CallClock {
  public:
    using Clock = std::chrono::steady_clock;

    // One call's clock. Its time is the wall-clock time since it started less the time the
    // worker's threads and the judge's calling thread spent waiting for a CPU that another program
    // held (at most the whole time), and never less than the CPU time the worker used: so a busy
    // machine does not make a call slower, an endless loop is stopped after the limit in CPU
    // time, and a worker that sleeps or blocks is stopped after the limit in wall-clock time.
    struct Watch {
        Clock::time_point started;
        double cpu_before = 0;
        double cpu_seen = 0;  // the worker tree's CPU at the last look
        double waited = 0;    // seconds of waiting for a CPU seen since the first walk
        bool walked = false;
        bool first = false;  // the worker's first call
        Clock::time_point next_check = started + kCheckEvery;
    };

    // How often a call that waits for the worker looks at it.
    static constexpr auto kCheckEvery = std::chrono::milliseconds(100);

    // A new worker: its tree is watched from now on, its calls counted from its first.
    void watch_worker(pid_t root);
    // The worker is gone: nothing more of it is read.
    void worker_gone() noexcept { running_ = false; }

    // Whether the run has used all its CPU budget, and the failure that says so.
    bool out_of_budget() const;
    static worker_failure out_of_budget_failure();

    // Charges what the worker computed between calls to the call before; returns the tree's
    // CPU now, the next call's starting point.
    double charge_idle(bool force_walk = false);
    // Starts the clock of a call when the worker's tree has used `cpu_now`.
    Watch start_call(double cpu_now);
    // Whether a call waiting for the worker is due a look at it (at most every kCheckEvery).
    bool due(Watch& watch) const;
    // Looks at the worker: the failure to end the call with if it is past a limit.
    std::optional<worker_failure> past_limit(Watch& watch, std::string_view function);
    // Adds the call's CPU time to its function's figures, once (later calls do nothing).
    void account(std::string_view function, Watch& watch);

    // NPUZZLE_USAGE_FILE: the CPU time each function took, measured here, for the grader.
    void write_usage() const noexcept;

  private:
    struct FunctionUsage {
        std::uint64_t calls = 0;
        double cpu = 0;
        double slowest = 0;
        // The calls that were a worker's first: their CPU time holds the launcher's start-up too.
        std::uint64_t first_calls = 0;
        double first_cpu = 0;
    };

    std::pair<double, std::uint64_t> walk();

    bool running_ = false;
    ProcessTree tree_;
    std::map<std::string, FunctionUsage> usage_;
    double cpu_used_ = 0;
    double cpu_after_last_ = 0;  // the worker tree's CPU when its last call was counted
    std::string last_function_;
    std::uint64_t calls_of_worker_ = 0;
    Clock::time_point next_walk_{};
};

// Seconds as a student reads them: "0.5", "3", "12".
std::string seconds_text(double s);

}  // namespace npuzzle::judge
