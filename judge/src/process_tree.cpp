#include "process_tree.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <optional>
#include <string>

namespace npuzzle::judge {

namespace {

bool read_small(const std::string& path, char* buffer, std::size_t size, std::size_t& got) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    const ssize_t n = ::read(fd, buffer, size - 1);
    ::close(fd);
    if (n <= 0) return false;
    got = static_cast<std::size_t>(n);
    buffer[got] = '\0';
    return true;
}

// Nanoseconds a thread has spent runnable but waiting for a CPU (the 2nd field of schedstat).
std::optional<std::uint64_t> thread_waited(const std::string& schedstat_path) {
    char text[256];
    std::size_t size = 0;
    if (!read_small(schedstat_path, text, sizeof text, size)) return std::nullopt;
    char* end = nullptr;
    std::strtoull(text, &end, 10);
    const char* second = end;
    const std::uint64_t waited = std::strtoull(second, &end, 10);
    if (end == second) return std::nullopt;
    return waited;
}

std::vector<long> numbers_in_folder(const std::string& path) {
    std::vector<long> out;
    DIR* dir = ::opendir(path.c_str());
    if (!dir) return out;
    while (const dirent* entry = ::readdir(dir)) {
        char* end = nullptr;
        const long n = std::strtol(entry->d_name, &end, 10);
        if (end != entry->d_name && *end == '\0') out.push_back(n);
    }
    ::closedir(dir);
    return out;
}

int open_stat(pid_t pid) {
    return ::open(("/proc/" + std::to_string(pid) + "/stat").c_str(), O_RDONLY | O_CLOEXEC);
}

struct StatCpu {
    double own = 0;       // utime + stime: all its threads, ended ones too
    double children = 0;  // cutime + cstime: the children it reaped
};

// A process's CPU time in seconds, from its open /proc stat file; nullopt once it is gone.
std::optional<StatCpu> process_cpu(int stat_fd) {
    if (stat_fd < 0) return std::nullopt;
    char text[1024];
    // /proc writes the file anew for each read from its start: no reopening, no path walk.
    const ssize_t n = ::pread(stat_fd, text, sizeof text - 1, 0);
    if (n <= 0) return std::nullopt;
    text[n] = '\0';
    const char* p = std::strrchr(text, ')');  // the command name may hold spaces and brackets
    if (!p) return std::nullopt;
    ++p;
    // Fields after the name: state (3), ... utime is the 14th field of the line, then stime,
    // cutime, cstime.
    for (int field = 3; field < 14; ++field) {
        p = std::strchr(p + 1, ' ');
        if (!p) return std::nullopt;
    }
    long long ticks[4] = {};
    for (long long& t : ticks) {
        char* end = nullptr;
        t = std::strtoll(p, &end, 10);
        if (end == p) return std::nullopt;
        p = end;
    }
    static const double per_second = static_cast<double>(::sysconf(_SC_CLK_TCK));
    return StatCpu{static_cast<double>(ticks[0] + ticks[1]) / per_second,
                   static_cast<double>(ticks[2] + ticks[3]) / per_second};
}

// The process's own CPU clock (all its threads, ended ones too): one system call, no /proc file
// to format; nullopt where the kernel does not give it.
std::optional<clockid_t> process_clock(pid_t pid) {
    clockid_t clock{};
    if (::clock_getcpuclockid(pid, &clock) != 0) return std::nullopt;
    return clock;
}

}  // namespace

ProcessTree::~ProcessTree() { close_all(); }

void ProcessTree::close_all() noexcept {
    for (const Tracked& t : tracked_) {
        if (t.stat_fd >= 0) ::close(t.stat_fd);
    }
    tracked_.clear();
}

ProcessTree::Tracked ProcessTree::track(pid_t pid) {
    Tracked t{pid, open_stat(pid)};
    if (const auto clock = process_clock(pid)) {
        t.clock = *clock;
        t.has_clock = true;
    }
    return t;
}

void ProcessTree::reset(pid_t root) {
    close_all();
    tracked_.push_back(track(root));
    last_waited_.clear();
}

std::pair<double, std::uint64_t> ProcessTree::walk() {
    std::vector<pid_t> seen;
    std::unordered_map<long, std::uint64_t> waited_now;
    std::uint64_t added = 0;
    const auto count = [&](long key, std::optional<std::uint64_t> waited) {
        if (!waited) return;
        const auto before = last_waited_.find(key);
        const std::uint64_t from = before == last_waited_.end() ? 0 : before->second;
        if (*waited > from) added += *waited - from;
        waited_now[key] = *waited;
    };
    count(-1, thread_waited("/proc/thread-self/schedstat"));
    std::vector<pid_t> queue{tracked_.empty() ? -1 : tracked_.front().pid};
    while (!queue.empty() && seen.size() < kMaxProcesses) {
        const pid_t pid = queue.back();
        queue.pop_back();
        if (pid <= 0) continue;
        const std::string base = "/proc/" + std::to_string(pid) + "/task/";
        const std::vector<long> tasks = numbers_in_folder(base);
        if (tasks.empty()) continue;
        seen.push_back(pid);
        for (const long tid : tasks) {
            const std::string task = base + std::to_string(tid);
            count(tid, thread_waited(task + "/schedstat"));
            char text[1024];
            std::size_t size = 0;
            if (!read_small(task + "/children", text, sizeof text, size)) continue;
            char* p = text;
            for (;;) {
                char* end = nullptr;
                const long child = std::strtol(p, &end, 10);
                if (end == p) break;
                queue.push_back(static_cast<pid_t>(child));
                p = end;
            }
        }
    }
    if (!seen.empty()) {
        // Keep the stat files of the processes still there, open those of the new ones.
        std::vector<Tracked> now;
        now.reserve(seen.size());
        for (const pid_t pid : seen) {
            const auto known = std::find_if(tracked_.begin(), tracked_.end(),
                                            [&](const Tracked& t) { return t.pid == pid; });
            // A file that reads nothing held a process that ended and whose number came back.
            if (known != tracked_.end() && process_cpu(known->stat_fd)) {
                now.push_back(*known);
                known->stat_fd = -1;
            } else {
                now.push_back(track(pid));
            }
        }
        close_all();
        tracked_ = std::move(now);
    }
    // The children each one reaped, as of now: between walks a quick read takes these as they
    // are and reads only the processes' own clocks.
    for (Tracked& t : tracked_) {
        if (const auto stat = process_cpu(t.stat_fd)) t.children = stat->children;
    }
    last_waited_ = std::move(waited_now);
    return {cpu(), added};
}

double ProcessTree::cpu() const {
    double total = 0;
    for (const Tracked& t : tracked_) {
        timespec now{};
        if (t.has_clock && ::clock_gettime(t.clock, &now) == 0) {
            total += static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
            total += t.children;
        } else if (const auto stat = process_cpu(t.stat_fd)) {
            total += stat->own + stat->children;
        }
    }
    return total;
}

}  // namespace npuzzle::judge
