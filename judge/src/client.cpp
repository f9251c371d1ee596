#include "npuzzle/judge/client.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <nlohmann/json.hpp>
#include <optional>
#include <typeindex>
#include <unordered_map>
#include <vector>

#include "call_limits.hpp"
#include "npuzzle/errors.hpp"
#include "process_tree.hpp"

namespace npuzzle::judge {

namespace {

// The most events one search may send to a test's observer, which may keep them all (an
// EventRecorder keeps about 450 bytes of each): the largest budget a test's own observer sets is
// 2,000,000 events (lesson 05), and one more lets that observer stop the search in its own words.
// A search past it is stopped by the worker, as past NPUZZLE_EVENT_BUDGET, so what a judge keeps
// of one search stays near 1 GB, under the grader's limit on a judge's memory (JUDGE_MEMORY_MB).
constexpr std::uint64_t kMostObservedEvents = 2'000'001;

// From before main: a test's own inputs (a million placements) reuse freed memory too.
[[maybe_unused]] const bool reusing_freed_memory = (reuse_freed_memory(), true);

using Clock = std::chrono::steady_clock;

std::string seconds_text(double s) {
    char text[32];
    std::snprintf(text, sizeof text, s < 10 ? "%.1f" : "%.0f", s);
    std::string out = text;
    if (out.size() > 2 && out.ends_with(".0")) out.resize(out.size() - 2);
    return out;
}

struct FunctionUsage {
    std::uint64_t calls = 0;
    double cpu = 0;
    double slowest = 0;
    // The calls that were a worker's first: their CPU time holds the launcher's start-up too.
    std::uint64_t first_calls = 0;
    double first_cpu = 0;
};

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

    std::string exchange(std::string_view function, const Arguments& arguments,
                         SearchObserver* observer) {
        std::lock_guard lock(mutex_);
        worker_threw_ = false;
        if (cpu_budget() > 0 && cpu_used_ >= cpu_budget()) throw out_of_cpu_budget();
        start();
        const double cpu_now = charge_idle();
        if (cpu_budget() > 0 && cpu_used_ >= cpu_budget()) throw out_of_cpu_budget();
        Writer call;
        call.bytes().reserve(arguments.plain().size() + function.size() + 32);
        call.u8(static_cast<std::uint8_t>(Tag::Call));
        call.str(function);
        static const auto budget =
            static_cast<std::uint64_t>(env_number("NPUZZLE_EVENT_BUDGET", 50e6));
        const bool counted = !observer && counted_events_budget() > 0;
        call.u8(static_cast<std::uint8_t>(observer  ? EventsAsked::Sent
                                          : counted ? EventsAsked::Counted
                                                    : EventsAsked::None));
        call.u64(observer  ? std::min(budget, kMostObservedEvents)
                 : counted ? std::min(budget, counted_events_budget())
                           : budget);
        std::string_view kept_under = function;  // a batch shares its function's arguments
        if (kept_under.ends_with(kBatchSuffix)) {
            kept_under.remove_suffix(std::string_view(kBatchSuffix).size());
        }
        SentInFull sent = put_arguments(call, kept_under, arguments);
        Watch watch{Clock::now(), cpu_now};
        watch.cpu_seen = watch.cpu_before;
        watch.first = calls_of_worker_++ == 0;
        try {
            write_frame(to_worker_, call.bytes());
            std::string value = replies(function, observer, watch);
            account(function, watch);
            remember(kept_under, sent);
            return value;
        } catch (const wire_error& e) {
            account(function, watch);
            throw failure(function, e.what());
        } catch (const worker_failure&) {
            account(function, watch);
            stop();
            throw;
        } catch (const std::exception& e) {
            account(function, watch);
            if (!worker_threw_) stop();
            forget_sent(kept_under, sent);
            throw;
        } catch (...) {
            account(function, watch);
            stop();  // the test's observer threw mid-search: the worker's state is unknown
            throw;
        }
    }

    std::shared_ptr<void>& state_slot(std::type_index type) {
        std::lock_guard lock(mutex_);
        return judge_state_[type];
    }

    // The arguments sent once that this call sends in full, by their index.
    using SentInFull = std::map<int, std::shared_ptr<const std::string>>;

    // Appends the arguments to `call`: each one sent once as the flag 1 when the worker holds the
    // same bytes for it (sent by an answered call, or earlier in this message), else as 0 and the
    // bytes, which the worker then keeps (docs/judging.md). Each is encoded into one reused
    // buffer (a table's 362,880 bytes, at every call), and once per message for one object.
    SentInFull put_arguments(Writer& call, std::string_view function, const Arguments& arguments) {
        SentInFull sent;
        const std::string& plain = arguments.plain();
        if (arguments.sent_once_pieces().empty()) {
            call.raw(plain.data(), plain.size());
            return sent;
        }
        struct Held {
            std::shared_ptr<const std::string> bytes;
            const void* object = nullptr;  // the argument of this message the bytes encode
        };
        std::map<int, Held> holds;  // what the worker holds for each index, as the message goes
        if (const auto held = sent_.find(function); held != sent_.end()) {
            for (const auto& [index, bytes] : held->second) holds[index].bytes = bytes;
        }
        std::size_t done = 0;
        for (const Arguments::SentOnce& argument : arguments.sent_once_pieces()) {
            call.raw(plain.data() + done, argument.at - done);
            done = argument.at;
            Held& held = holds[argument.index];
            bool same = held.object != nullptr && held.object == argument.object;
            if (!same) {
                scratch_.bytes().clear();
                argument.encode(scratch_, argument.object);
                same = held.bytes && *held.bytes == scratch_.bytes();
                if (!same) held.bytes = std::make_shared<const std::string>(scratch_.bytes());
                held.object = argument.object;
            }
            call.u8(same ? 1 : 0);
            if (same) continue;
            call.raw(held.bytes->data(), held.bytes->size());
            sent[argument.index] = held.bytes;
        }
        call.raw(plain.data() + done, plain.size() - done);
        return sent;
    }

    void remember(std::string_view function, const SentInFull& sent) {
        if (sent.empty()) return;
        auto held = sent_.find(function);
        if (held == sent_.end()) held = sent_.emplace(std::string(function), SentInFull{}).first;
        for (const auto& [index, bytes] : sent) held->second[index] = bytes;
    }

    // The worker answered with what the function threw: it may or may not have kept what the
    // call sent in full (it keeps a value once it has read it whole), so those are sent again.
    void forget_sent(std::string_view function, const SentInFull& sent) {
        const auto held = sent_.find(function);
        if (held == sent_.end()) return;
        for (const auto& entry : sent) held->second.erase(entry.first);
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

    ~Connection() {
        stop();
        write_usage();
    }

  private:
    Connection() { ::signal(SIGPIPE, SIG_IGN); }

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

    static constexpr auto kCheckEvery = std::chrono::milliseconds(100);

    // A look at the worker costs a walk of /proc: at most every 100 ms of a call, so a quick call
    // costs two reads of its CPU time and nothing more.
    void maybe_check(Watch& watch, std::string_view function) {
        const auto now = Clock::now();
        if (now < watch.next_check) return;
        watch.next_check = now + kCheckEvery;
        check(watch, function);
    }

    static double seconds_since(Clock::time_point t) {
        return std::chrono::duration<double>(Clock::now() - t).count();
    }

    // Looks at the worker (every 100 ms of waiting for it) and stops it past a limit.
    void check(Watch& watch, std::string_view function) {
        const auto [cpu, added] = walk();
        // The first walk only sets the baseline: waits before it are not known to be the call's.
        if (watch.walked) watch.waited += static_cast<double>(added) * 1e-9;
        watch.walked = true;
        watch.cpu_seen = std::max(watch.cpu_seen, cpu);
        const double wall = seconds_since(watch.started);
        const double used = watch.cpu_seen - watch.cpu_before;
        const double time = std::max(used, wall - std::min(watch.waited, wall));
        const double limit = call_seconds();
        if (cpu_budget() > 0 && cpu_used_ + used > cpu_budget()) {
            account(function, watch);
            stop();
            throw out_of_cpu_budget();
        }
        if (time <= limit && wall <= call_wall_seconds()) return;
        account(function, watch);
        stop();
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
            why += "(it used only " + seconds_text(used) +
                   " s of CPU: it waits for something, or sleeps)";
        }
        throw worker_failure(why);
    }

    // A walk of the worker's tree: its CPU, and the waits for a CPU added since the last walk.
    std::pair<double, std::uint64_t> walk() {
        next_walk_ = Clock::now() + kCheckEvery;
        return tree_.walk();
    }

    // CPU the worker used since its last call ended (a thread or a process it left computing)
    // goes to that call's function: nothing it computes is left out of the figures or the
    // budget. Returns the tree's CPU now, the next call's starting point. A walk of the tree
    // (tens of /proc files) costs far more than a quick call, so it comes at most every 100 ms,
    // as in a long call, and whenever the worker stops: a process started during a quick call
    // is found by the first call 100 ms later, with all the CPU it used by then; between walks
    // the known processes' CPU is read (one pread each).
    double charge_idle(bool force_walk = false) {
        if (pid_ <= 0) return 0.0;
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

    // Adds the call's CPU time to its function's figures (what the grader reports as speed).
    void account(std::string_view function, Watch& watch) {
        if (watch.cpu_before < 0) return;  // already counted
        if (pid_ > 0) {
            // After its first answer the worker's whole tree exists (the launcher has started
            // the sandbox and the student's code): find it once, then read only those.
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

    // NPUZZLE_CPU_BUDGET: the CPU seconds all the calls of this run may use (the grader's speed
    // limit); 0 for none.
    static double cpu_budget() {
        static const double budget = env_number("NPUZZLE_CPU_BUDGET", 0);
        return budget;
    }

    static worker_failure out_of_cpu_budget() {
        return worker_failure("your code has used " + seconds_text(cpu_budget()) +
                              " s of CPU in this lesson's tests, all that the grader's speed "
                              "limit allows (several times what the reference needs): this test "
                              "and the ones after it were not run to the end");
    }

    // NPUZZLE_USAGE_FILE: the CPU time each function took, measured here, for the grader.
    void write_usage() noexcept {
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
            const int fd =
                ::open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
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
        tree_.reset(pid);
        calls_of_worker_ = 0;
        cpu_after_last_ = 0;
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
        try {
            charge_idle(true);
        } catch (...) {  // out of memory for the walk: the figures miss the last idle moments
        }
        ::kill(pid_, SIGKILL);
        int status = 0;
        ::waitpid(pid_, &status, 0);
        forget();
    }

    // The worker is gone or misbehaved: end it, and say what it did in words.
    worker_failure failure(std::string_view function, const std::string& what) {
        int status = 0;
        pid_t reaped = 0;
        // A closed pipe usually means the worker died, but its end shows later, through
        // bubblewrap and on a busy machine much later: wait for it, within a bound that a
        // worker which closed its pipe and lives on cannot stretch.
        pollfd reply{from_worker_, POLLIN, 0};
        const bool hung_up = ::poll(&reply, 1, 0) == 1 && (reply.revents & POLLHUP) != 0;
        const auto give_up = Clock::now() + (hung_up ? std::chrono::milliseconds(3000)
                                                     : std::chrono::milliseconds(100));
        for (useconds_t pause = 500;
             (reaped = ::waitpid(pid_, &status, WNOHANG)) == 0 && Clock::now() < give_up;
             pause = std::min<useconds_t>(pause * 2, 50'000)) {
            ::usleep(pause);
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
        sent_.clear();  // a new worker holds nothing
    }

    std::string replies(std::string_view function, SearchObserver* observer, Watch& watch) {
        std::string payload;
        EventHolder holder;
        for (;;) {
            read_frame(payload, watch, function);
            Reader r(payload);
            const auto tag = static_cast<Tag>(r.u8());
            if (tag == Tag::Value) return std::string(payload.substr(1));
            if (tag == Tag::Thrown) {
                worker_threw_ = true;
                rethrow(r);
            }
            if (tag != Tag::Events || observer == nullptr) {
                throw wire_error("an unexpected message");
            }
            for (std::uint32_t n = r.length(), i = 0; i < n; ++i) {
                get_event(r, holder);
                observer->on_event(holder.event);
            }
            maybe_check(watch, function);  // a search that streams events never waits
        }
    }

    void read_frame(std::string& payload, Watch& watch, std::string_view function) {
        std::uint32_t size = 0;
        read_all(reinterpret_cast<char*>(&size), sizeof size, watch, function);
        if (size == 0 || size > kMaxMessage + 64) {
            throw wire_error("a frame of " + std::to_string(size) + " bytes");
        }
        payload.resize(size);
        read_all(payload.data(), size, watch, function);
    }

    void read_all(char* data, std::size_t size, Watch& watch, std::string_view function) {
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
            wait_readable(from_worker_, static_cast<int>(kCheckEvery.count()));
            maybe_check(watch, function);
        }
    }

    [[noreturn]] static void rethrow(Reader& r);

    std::mutex mutex_;
    // The call's exception was rebuilt from the worker's Thrown reply: the worker is still
    // healthy. A flag, not a marker type: the test names the exception by its type, which must
    // be the one the student's code threw (std::runtime_error), never a wrapper of the judge's.
    bool worker_threw_ = false;
    pid_t pid_ = -1;
    std::uint64_t generation_ = 0;
    ProcessTree tree_;
    std::map<std::string, FunctionUsage> usage_;
    double cpu_used_ = 0;
    double cpu_after_last_ = 0;  // the worker tree's CPU when its last call was counted
    std::string last_function_;
    std::uint64_t calls_of_worker_ = 0;
    Clock::time_point next_walk_{};
    int to_worker_ = -1;
    int from_worker_ = -1;
    // What the worker holds of the arguments sent once: the bytes last sent in full by an
    // answered call, by function and argument index.
    std::map<std::string, SentInFull, std::less<>> sent_;
    Writer scratch_;  // an argument sent once, encoded to be compared with what the worker holds
    std::unordered_map<std::type_index, std::shared_ptr<void>> judge_state_;
};

[[noreturn]] void Connection::rethrow(Reader& r) {
    const std::uint8_t kind = r.u8();
    const std::string message = r.str();
    switch (static_cast<Thrown>(kind)) {
        case Thrown::InvalidArgument:
            throw std::invalid_argument(message);
        case Thrown::OutOfRange:
            throw std::out_of_range(message);
        case Thrown::NotImplemented:
            throw not_implemented(message, not_implemented::whole_message);
        case Thrown::NotImplementedParts: {
            const auto first = message.find('\n');
            const auto second = message.find('\n', first == std::string::npos ? first : first + 1);
            if (second == std::string::npos)
                throw not_implemented(message, not_implemented::whole_message);
            throw not_implemented(message.substr(0, first),
                                  message.substr(first + 1, second - first - 1),
                                  message.substr(second + 1), reading_language());
        }
        case Thrown::LogicError:
            throw std::logic_error(message);
        case Thrown::BadAlloc:
            throw std::runtime_error(reading_language() == Language::chinese
                                         ? "std::bad_alloc：你的代码用完了内存"
                                         : "std::bad_alloc: your code ran out of memory");
        case Thrown::RuntimeError:
        case Thrown::OtherException:
            throw std::runtime_error(message);
        case Thrown::NotAnException:
            throw std::runtime_error(reading_language() == Language::chinese
                                         ? "你的代码抛出的东西不是 std::exception"
                                         : "your code threw something that is not a "
                                           "std::exception");
        case Thrown::EventBudget:
            throw std::runtime_error(message);
        case Thrown::UnknownFunction:
            throw worker_failure("the worker does not know " + message +
                                 " (built from another lesson?)");
    }
    throw wire_error("an exception of a kind that does not exist");
}

}  // namespace

std::string exchange(std::string_view function, const Arguments& arguments,
                     SearchObserver* observer) {
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

std::shared_ptr<void>& judge_state_slot(std::type_index type) {
    return Connection::instance().state_slot(type);
}

}  // namespace npuzzle::judge
