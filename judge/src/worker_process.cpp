#include "worker_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

#include "npuzzle/judge/client.hpp"

namespace npuzzle::judge {

namespace {

std::vector<std::string> worker_command() {
    const char* text = std::getenv("NPUZZLE_WORKER");
    if (!text || !*text) {
        throw worker_failure(
            "NPUZZLE_WORKER is not set: this test program judges a worker process and needs its "
            "command line as a JSON array (./kit grade sets it; docs/judging.md)");
    }
    if (text[0] != '[') return {text};  // a bare path: a worker that needs no launcher
    try {
        auto argv = nlohmann::json::parse(text).get<std::vector<std::string>>();
        if (argv.empty()) throw std::invalid_argument("empty");
        return argv;
    } catch (const std::exception&) {
        throw worker_failure(std::string("NPUZZLE_WORKER is not a JSON array of strings: ") + text);
    }
}

// In the child: fds 3 and 4 are the pipes, 0 is /dev/null, 1 and 2 the log; nothing else.
[[noreturn]] void become_worker(int in, int out, int null_in, int log, char** argv) {
    const int high_in = ::fcntl(in, F_DUPFD, 10);
    const int high_out = ::fcntl(out, F_DUPFD, 10);
    if (high_in < 0 || high_out < 0 || null_in < 0 || log < 0) ::_exit(126);
    ::dup2(null_in, 0);
    ::dup2(log, 1);
    ::dup2(log, 2);
    ::dup2(high_in, 3);
    ::dup2(high_out, 4);
    ::close_range(5, ~0U, 0);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    for (int sig : {SIGPIPE, SIGXFSZ, SIGXCPU, SIGINT, SIGTERM}) ::signal(sig, SIG_DFL);
    ::execv(argv[0], argv);
    ::_exit(127);
}

}  // namespace

// A worker that closed its pipe must not kill the judge writing to it.
WorkerProcess::WorkerProcess() { ::signal(SIGPIPE, SIG_IGN); }

void WorkerProcess::start() {
    const std::vector<std::string> argv = worker_command();
    int request[2], reply[2];
    if (::pipe2(request, O_CLOEXEC) != 0 || ::pipe2(reply, O_CLOEXEC) != 0) {
        throw worker_failure(std::string("cannot make pipes: ") + std::strerror(errno));
    }
    const char* log_path = std::getenv("NPUZZLE_WORKER_LOG");
    const int log = ::open(log_path && *log_path ? log_path : "/dev/null",
                           O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0600);
    const int null_in = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) become_worker(request[0], reply[1], null_in, log, args.data());
    ::close(request[0]);
    ::close(reply[1]);
    if (log >= 0) ::close(log);
    if (null_in >= 0) ::close(null_in);
    if (pid < 0) {
        ::close(request[1]);
        ::close(reply[0]);
        throw worker_failure(std::string("cannot start the worker: ") + std::strerror(errno));
    }
    pid_ = pid;
    ++generation_;
    to_worker_ = request[1];
    from_worker_ = reply[0];
    ::fcntl(from_worker_, F_SETFL, O_NONBLOCK);
}

void WorkerProcess::kill() noexcept {
    ::kill(pid_, SIGKILL);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    close();
}

std::optional<int> WorkerProcess::reaped_status() {
    int status = 0;
    pid_t reaped = 0;
    // A closed pipe usually means the worker died, but its end shows later, through bubblewrap
    // and on a busy machine much later: wait for it, within a bound that a worker which closed
    // its pipe and lives on cannot stretch.
    pollfd reply{from_worker_, POLLIN, 0};
    const bool hung_up = ::poll(&reply, 1, 0) == 1 && (reply.revents & POLLHUP) != 0;
    using Clock = std::chrono::steady_clock;
    const auto give_up =
        Clock::now() + (hung_up ? std::chrono::milliseconds(3000) : std::chrono::milliseconds(100));
    for (useconds_t pause = 500;
         (reaped = ::waitpid(pid_, &status, WNOHANG)) == 0 && Clock::now() < give_up;
         pause = std::min<useconds_t>(pause * 2, 50'000)) {
        ::usleep(pause);
    }
    if (reaped != pid_) return std::nullopt;
    return status;
}

void WorkerProcess::close() noexcept {
    ::close(to_worker_);
    ::close(from_worker_);
    pid_ = -1;
}

std::string describe_status(int status) {
    if (WIFSIGNALED(status)) {
        const int sig = WTERMSIG(status);
        const char* name = sigabbrev_np(sig);
        std::string why = std::string("was killed by signal ") + (name ? name : "?");
        if (sig == SIGSEGV) why += " (a bad pointer or index, or endless recursion)";
        if (sig == SIGABRT) why += " (std::terminate, a failed assert or corrupted memory)";
        if (sig == SIGKILL) why += " (the memory or CPU limit)";
        if (sig == SIGXCPU) why += " (the CPU time limit)";
        if (sig == SIGXFSZ) why += " (it wrote more output than allowed)";
        return why;
    }
    const int code = WEXITSTATUS(status);
    // A sandbox launcher reports a signal that killed the worker as 128 + the signal's number.
    if (code > 128 && code < 128 + 65) {
        const char* name = sigabbrev_np(code - 128);
        return std::string("was killed by signal ") + (name ? name : "?");
    }
    return "exited with status " + std::to_string(code) +
           " (does the code call exit(), or is the worker command wrong?)";
}

}  // namespace npuzzle::judge
