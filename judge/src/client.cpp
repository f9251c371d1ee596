#include "npuzzle/judge/client.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <nlohmann/json.hpp>
#include <vector>

#include "npuzzle/errors.hpp"

namespace npuzzle::judge {

namespace {

using Clock = std::chrono::steady_clock;

double env_number(const char* name, double fallback) {
    const char* text = std::getenv(name);
    if (!text || !*text) return fallback;
    char* end = nullptr;
    const double v = std::strtod(text, &end);
    return (end && *end == '\0' && v > 0) ? v : fallback;
}

thread_local double call_seconds_override = 0;

double call_seconds() {
    static const double configured = env_number("NPUZZLE_CALL_SECONDS", 30);
    return call_seconds_override > 0 ? call_seconds_override : configured;
}

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

// One worker process and the two pipes to it. Calls are serialised by a mutex.
class Connection {
  public:
    static Connection& instance() {
        static Connection connection;
        return connection;
    }

    std::string exchange(std::string_view function, const Writer& arguments,
                         SearchObserver* observer) {
        std::lock_guard lock(mutex_);
        start();
        Writer call;
        call.u8(static_cast<std::uint8_t>(Tag::Call));
        call.str(function);
        call.u8(observer ? 1 : 0);
        static const auto budget =
            static_cast<std::uint64_t>(env_number("NPUZZLE_EVENT_BUDGET", 50e6));
        call.u64(budget);
        call.raw(arguments.bytes().data(), arguments.bytes().size());
        const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                 std::chrono::duration<double>(call_seconds()));
        try {
            write_frame(to_worker_, call.bytes());
            return replies(function, observer, deadline);
        } catch (const wire_error& e) {
            throw failure(function, e.what());
        } catch (const worker_failure&) {
            stop();
            throw;
        } catch (const std::exception& e) {
            if (dynamic_cast<const RemoteException*>(&e) == nullptr) stop();
            throw;
        } catch (...) {
            stop();  // the test's observer threw mid-search: the worker's state is unknown
            throw;
        }
    }

    std::uint64_t generation() {
        std::lock_guard lock(mutex_);
        start();
        return generation_;
    }

    void restart() {
        std::lock_guard lock(mutex_);
        stop();
    }

    ~Connection() { stop(); }

    // Marks an exception rebuilt from a worker's Thrown reply: the worker is still healthy.
    struct RemoteException {
        virtual ~RemoteException() = default;
    };

  private:
    Connection() { ::signal(SIGPIPE, SIG_IGN); }

    void start() {
        if (pid_ > 0) return;
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

    // In the child: fds 3 and 4 are the pipes, 0 is /dev/null, 1 and 2 the log; nothing else.
    [[noreturn]] static void become_worker(int in, int out, int null_in, int log, char** argv) {
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

    void stop() noexcept {
        if (pid_ <= 0) return;
        ::kill(pid_, SIGKILL);
        int status = 0;
        ::waitpid(pid_, &status, 0);
        forget();
    }

    // The worker is gone or misbehaved: end it, and say what it did in words.
    worker_failure failure(std::string_view function, const std::string& what) {
        int status = 0;
        pid_t reaped = 0;
        // A closed pipe usually means the worker died: give the kernel a moment to reap it.
        for (int i = 0; i < 50 && (reaped = ::waitpid(pid_, &status, WNOHANG)) == 0; ++i) {
            ::usleep(2000);
        }
        std::string why = "the worker running your code ";
        if (reaped == pid_) {
            why += describe_status(status);
            forget();
        } else {
            why += "broke the protocol (" + what + ")";
            stop();
        }
        return worker_failure(why + " during " + std::string(function));
    }

    void forget() noexcept {
        ::close(to_worker_);
        ::close(from_worker_);
        pid_ = -1;
    }

    std::string replies(std::string_view function, SearchObserver* observer,
                        Clock::time_point deadline) {
        std::string payload;
        EventHolder holder;
        for (;;) {
            read_frame_until(payload, deadline, function);
            Reader r(payload);
            const auto tag = static_cast<Tag>(r.u8());
            if (tag == Tag::Value) return std::string(payload.substr(1));
            if (tag == Tag::Thrown) rethrow(r);
            if (tag != Tag::Events || observer == nullptr) {
                throw wire_error("an unexpected message");
            }
            for (std::uint32_t n = r.length(), i = 0; i < n; ++i) {
                get_event(r, holder);
                observer->on_event(holder.event);
            }
        }
    }

    void read_frame_until(std::string& payload, Clock::time_point deadline,
                          std::string_view function) {
        std::uint32_t size = 0;
        read_until(reinterpret_cast<char*>(&size), sizeof size, deadline, function);
        if (size == 0 || size > kMaxMessage + 64) {
            throw wire_error("a frame of " + std::to_string(size) + " bytes");
        }
        payload.resize(size);
        read_until(payload.data(), size, deadline, function);
    }

    void read_until(char* data, std::size_t size, Clock::time_point deadline,
                    std::string_view function) {
        std::size_t got = 0;
        while (got < size) {
            const ssize_t n = ::read(from_worker_, data + got, size - got);
            if (n > 0) {
                got += static_cast<std::size_t>(n);
                continue;
            }
            if (n == 0) throw wire_error("the worker closed its end");
            if (errno == EINTR) continue;
            if (errno != EAGAIN) throw wire_error(std::strerror(errno));
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0) {
                stop();
                throw worker_failure("no answer from your code within " +
                                     std::to_string(static_cast<int>(call_seconds())) +
                                     " s: " + std::string(function) +
                                     " was stopped (an endless loop, or a search far slower than "
                                     "it should be)");
            }
            wait_readable(from_worker_, static_cast<int>(std::min<long long>(left.count(), 1000)));
        }
    }

    [[noreturn]] static void rethrow(Reader& r);

    std::mutex mutex_;
    pid_t pid_ = -1;
    std::uint64_t generation_ = 0;
    int to_worker_ = -1;
    int from_worker_ = -1;
};

template <class Base>
struct Remote : Base, Connection::RemoteException {
    using Base::Base;
};

[[noreturn]] void Connection::rethrow(Reader& r) {
    const std::uint8_t kind = r.u8();
    const std::string message = r.str();
    switch (static_cast<Thrown>(kind)) {
        case Thrown::InvalidArgument:
            throw Remote<std::invalid_argument>(message);
        case Thrown::OutOfRange:
            throw Remote<std::out_of_range>(message);
        case Thrown::NotImplemented:
            throw Remote<not_implemented>(message, not_implemented::whole_message);
        case Thrown::LogicError:
            throw Remote<std::logic_error>(message);
        case Thrown::BadAlloc:
            throw Remote<std::runtime_error>("std::bad_alloc: your code ran out of memory");
        case Thrown::RuntimeError:
        case Thrown::OtherException:
            throw Remote<std::runtime_error>(message);
        case Thrown::NotAnException:
            throw Remote<std::runtime_error>(
                "your code threw something that is not a "
                "std::exception");
        case Thrown::EventBudget:
            throw Remote<std::runtime_error>(message);
        case Thrown::UnknownFunction:
            throw worker_failure("the worker does not know " + message +
                                 " (built from another lesson?)");
    }
    throw wire_error("an exception of a kind that does not exist");
}

}  // namespace

std::string exchange(std::string_view function, const Writer& arguments, SearchObserver* observer) {
    if (observer && !observer->wants_events()) observer = nullptr;
    return Connection::instance().exchange(function, arguments, observer);
}

worker_failure malformed_reply(std::string_view function, const std::string& what) {
    stop_worker();
    return worker_failure("the worker running your code broke the protocol (" + what + ") during " +
                          std::string(function));
}

void stop_worker() { Connection::instance().restart(); }

std::uint64_t worker_generation() { return Connection::instance().generation(); }

CallDeadline::CallDeadline(double seconds) : previous_(call_seconds_override) {
    call_seconds_override = seconds;
}

CallDeadline::~CallDeadline() { call_seconds_override = previous_; }

}  // namespace npuzzle::judge
