#include "call_clock.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "call_limits.hpp"

namespace npuzzle::judge {

namespace {

// NPUZZLE_CPU_BUDGET: the CPU seconds all the calls of this run may use (the grader's speed
// limit); 0 for none.
double cpu_budget() {
    static const double budget = env_number("NPUZZLE_CPU_BUDGET", 0);
    return budget;
}

double seconds_since(CallClock::Clock::time_point t) {
    return std::chrono::duration<double>(CallClock::Clock::now() - t).count();
}

}  // namespace

std::string seconds_text(double s) {
    char text[32];
    std::snprintf(text, sizeof text, s < 10 ? "%.1f" : "%.0f", s);
    std::string out = text;
    if (out.size() > 2 && out.ends_with(".0")) out.resize(out.size() - 2);
    return out;
}

void CallClock::watch_worker(pid_t root) {
    running_ = true;
    tree_.reset(root);
    calls_of_worker_ = 0;
    cpu_after_last_ = 0;
}

bool CallClock::out_of_budget() const { return cpu_budget() > 0 && cpu_used_ >= cpu_budget(); }

worker_failure CallClock::out_of_budget_failure() {
    return worker_failure("your code has used " + seconds_text(cpu_budget()) +
                          " s of CPU in this lesson's tests, all that the grader's speed "
                          "limit allows (several times what the reference needs): this test "
                          "and the ones after it were not run to the end");
}

// A walk of the worker's tree: its CPU, and the waits for a CPU added since the last walk.
std::pair<double, std::uint64_t> CallClock::walk() {
    next_walk_ = Clock::now() + kCheckEvery;
    return tree_.walk();
}

// CPU the worker used since its last call ended (a thread or a process it left computing) goes
// to that call's function: nothing it computes is left out of the figures or the budget. A walk
// of the tree (tens of /proc files) costs far more than a quick call, so it comes at most every
// 100 ms, as in a long call, and whenever the worker stops: a process started during a quick
// call is found by the first call 100 ms later, with all the CPU it used by then; between walks
// the known processes' CPU is read (one pread each).
double CallClock::charge_idle(bool force_walk) {
    if (!running_) return 0.0;
    if (calls_of_worker_ == 0) return tree_.cpu();
    const double now = force_walk || Clock::now() >= next_walk_ ? walk().first : tree_.cpu();
    const double idle = now - cpu_after_last_;
    if (idle > 0) {
        usage_[last_function_].cpu += idle;
        cpu_used_ += idle;
        cpu_after_last_ = now;
    }
    return now;
}

CallClock::Watch CallClock::start_call(double cpu_now) {
    Watch watch{Clock::now(), cpu_now};
    watch.cpu_seen = watch.cpu_before;
    watch.first = calls_of_worker_++ == 0;
    return watch;
}

// A look at the worker costs a walk of /proc: at most every 100 ms of a call, so a quick call
// costs two reads of its CPU time and nothing more.
bool CallClock::due(Watch& watch) const {
    const auto now = Clock::now();
    if (now < watch.next_check) return false;
    watch.next_check = now + kCheckEvery;
    return true;
}

std::optional<worker_failure> CallClock::past_limit(Watch& watch, std::string_view function) {
    const auto [cpu, added] = walk();
    // The first walk only sets the baseline: waits before it are not known to be the call's.
    if (watch.walked) watch.waited += static_cast<double>(added) * 1e-9;
    watch.walked = true;
    watch.cpu_seen = std::max(watch.cpu_seen, cpu);
    const double wall = seconds_since(watch.started);
    const double used = watch.cpu_seen - watch.cpu_before;
    const double time = std::max(used, wall - std::min(watch.waited, wall));
    const double limit = call_seconds();
    if (cpu_budget() > 0 && cpu_used_ + used > cpu_budget()) return out_of_budget_failure();
    if (time <= limit && wall <= call_wall_seconds()) return std::nullopt;
    std::string why = "no answer from your code within " + seconds_text(limit) +
                      " s: " + std::string(function) + " was stopped ";
    if (time <= limit) {
        why += "after " + seconds_text(wall) +
               " s of wall-clock time, the most any call may take (the grader's machine is "
               "far too busy, or your code waits for something)";
    } else if (used >= 0.5 * limit) {
        why += "after using " + seconds_text(used) +
               " s of CPU (an endless loop, or a search far slower than it should be)";
    } else {
        why +=
            "(it used only " + seconds_text(used) + " s of CPU: it waits for something, or sleeps)";
    }
    return worker_failure(why);
}

void CallClock::account(std::string_view function, Watch& watch) {
    if (watch.cpu_before < 0) return;  // already counted
    if (running_) {
        // After its first answer the worker's whole tree exists (the launcher has started the
        // sandbox and the student's code): find it once, then read only those.
        const double cpu = watch.first ? walk().first : tree_.cpu();
        watch.cpu_seen = std::max(watch.cpu_seen, cpu);
    }
    const double used = std::max(0.0, watch.cpu_seen - watch.cpu_before);
    FunctionUsage& f = usage_[std::string(function)];
    ++f.calls;
    f.cpu += used;
    f.slowest = std::max(f.slowest, used);
    if (watch.first) {
        ++f.first_calls;
        f.first_cpu += used;
    }
    cpu_used_ += used;
    cpu_after_last_ = std::max(cpu_after_last_, watch.cpu_seen);
    last_function_ = function;
    watch.cpu_before = -1;
}

void CallClock::write_usage() const noexcept {
    const char* path = std::getenv("NPUZZLE_USAGE_FILE");
    if (!path || !*path) return;
    try {
        nlohmann::json functions = nlohmann::json::object();
        for (const auto& [name, f] : usage_) {
            functions[name] = {{"calls", f.calls},
                               {"cpu_seconds", f.cpu},
                               {"slowest_seconds", f.slowest},
                               {"first_calls", f.first_calls},
                               {"first_cpu_seconds", f.first_cpu}};
        }
        const std::string text =
            nlohmann::json{{"cpu_seconds", cpu_used_}, {"functions", functions}}.dump();
        const int fd = ::open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0) return;
        std::size_t written = 0;
        while (written < text.size()) {
            const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
            if (n <= 0) break;
            written += static_cast<std::size_t>(n);
        }
        ::close(fd);
    } catch (...) {
    }
}

}  // namespace npuzzle::judge
