#include "process_tree.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
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

// utime + stime + cutime + cstime of a process, in seconds: all its threads, ended ones too, and
// the children it reaped. nullopt once the process is gone.
std::optional<double> process_cpu(pid_t pid) {
    char text[1024];
    std::size_t size = 0;
    if (!read_small("/proc/" + std::to_string(pid) + "/stat", text, sizeof text, size)) {
        return std::nullopt;
    }
    const char* p = std::strrchr(text, ')');  // the command name may hold spaces and brackets
    if (!p) return std::nullopt;
    ++p;
    // Fields after the name: state (3), ... utime is the 14th field of the line, then stime,
    // cutime, cstime.
    for (int field = 3; field < 14; ++field) {
        p = std::strchr(p + 1, ' ');
        if (!p) return std::nullopt;
    }
    long long ticks = 0;
    for (int i = 0; i < 4; ++i) {
        char* end = nullptr;
        ticks += std::strtoll(p, &end, 10);
        if (end == p) return std::nullopt;
        p = end;
    }
    static const double per_second = static_cast<double>(::sysconf(_SC_CLK_TCK));
    return static_cast<double>(ticks) / per_second;
}

}  // namespace

void ProcessTree::reset(pid_t root) {
    pids_.assign(1, root);
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
    std::vector<pid_t> queue{pids_.empty() ? -1 : pids_.front()};
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
    if (!seen.empty()) pids_ = std::move(seen);
    last_waited_ = std::move(waited_now);
    return {cpu(), added};
}

double ProcessTree::cpu() const {
    double total = 0;
    for (const pid_t pid : pids_) total += process_cpu(pid).value_or(0.0);
    return total;
}

}  // namespace npuzzle::judge
