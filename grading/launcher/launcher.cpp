// Description: the sandbox's launcher, started before every sandboxed program (a worker, a
// compile): it sets the limits, moves into a cgroup of its own, takes the sandbox user, and
// becomes the program (exec), or starts bubblewrap and ends the way the program ended.
//
//   npuzzle-launch [OPTIONS] -- PROGRAM ARGS...
//
// Options (grading/sandbox.py's command writes them): --cpu, --memory, --processes, --files,
// --file-size, --uid, --gid (numbers; -1 or absent: unchanged), --chdir FOLDER, --env KEY=VALUE,
// --cgroup FOLDER and --bwrap-arg ARG (each may repeat; the --bwrap-arg values are bubblewrap's
// argv, the program first), --single-process.
//
// Every signal is reset to its default and none is blocked (the grader's Python ignores SIGPIPE
// and SIGXFSZ, and an ignored SIGXFSZ would turn the file size limit into write errors a program
// can ignore). fds 0-4 stay as they are: the judge talks to the worker on fds 3 and 4; every
// other fd is closed, so nothing the judge holds open (its report) reaches the worker.
// Time: ~1 ms a launch; a grading of eight lessons launches 17 programs.
#include <fcntl.h>
#include <grp.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

struct Options {
    long long cpu = -1, memory = -1, processes = -1, files = -1, file_size = -1;
    long long uid = -1, gid = -1;
    std::string chdir = "/";
    std::vector<std::string> env, cgroups, bwrap;
    bool single_process = false;
    std::vector<std::string> program;
};

[[noreturn]] void fail(const std::string& what) {
    std::fprintf(stderr, "npuzzle-launch: %s\n", what.c_str());
    std::_Exit(127);
}

[[noreturn]] void fail_errno(const std::string& what) { fail(what + ": " + std::strerror(errno)); }

long long number(std::string_view option, const char* text) {
    char* end = nullptr;
    errno = 0;
    const long long value = std::strtoll(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0') {
        fail(std::string(option) + " takes a number, not '" + text + "'");
    }
    return value;
}

// The field an option's value goes to, from a table of (option, field); nullptr if none.
template <class Field, std::size_t N>
Field* field_of(const std::pair<std::string_view, Field*> (&table)[N], std::string_view name) {
    for (const auto& [option, field] : table) {
        if (option == name) return field;
    }
    return nullptr;
}

Options parse(int argc, char** argv) {
    Options o;
    const std::pair<std::string_view, long long*> numbers[] = {
        {"--cpu", &o.cpu},     {"--memory", &o.memory},       {"--processes", &o.processes},
        {"--files", &o.files}, {"--file-size", &o.file_size}, {"--uid", &o.uid},
        {"--gid", &o.gid}};
    const std::pair<std::string_view, std::vector<std::string>*> lists[] = {
        {"--env", &o.env}, {"--cgroup", &o.cgroups}, {"--bwrap-arg", &o.bwrap}};
    int i = 1;
    for (; i < argc && std::string_view(argv[i]) != "--"; ++i) {
        const std::string_view name = argv[i];
        if (name == "--single-process") {
            o.single_process = true;
            continue;
        }
        if (i + 1 >= argc) fail("a value is missing after " + std::string(name));
        const char* value = argv[++i];
        if (long long* field = field_of(numbers, name)) {
            *field = number(name, value);
        } else if (std::vector<std::string>* list = field_of(lists, name)) {
            list->emplace_back(value);
        } else if (name == "--chdir") {
            o.chdir = value;
        } else {
            fail("unknown option " + std::string(name));
        }
    }
    for (++i; i < argc; ++i) o.program.emplace_back(argv[i]);
    if (o.program.empty()) fail("no program after --");
    return o;
}

// A seccomp filter (classic BPF) that refuses fork, vfork and clone without CLONE_THREAD:
// threads still start, processes do not. clone3 says ENOSYS, so the C library falls back to
// clone. Empty where it is not written for this machine's architecture.
std::vector<sock_filter> seccomp_filter() {
#if defined(__x86_64__)
    constexpr std::uint32_t kArchX86_64 = 0xC000003E, kCloneThread = 0x10000;
    constexpr std::uint32_t kClone = 56, kFork = 57, kVfork = 58, kClone3 = 435;
    constexpr std::uint32_t kAllow = SECCOMP_RET_ALLOW, kKill = SECCOMP_RET_KILL_PROCESS;
    constexpr std::uint32_t kEperm = SECCOMP_RET_ERRNO | EPERM;
    constexpr std::uint32_t kEnosys = SECCOMP_RET_ERRNO | ENOSYS;
    // (code, jump if true, jump if false, k); jumps count the instructions skipped.
    return {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 4),  // the architecture
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kArchX86_64, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, kKill),       // 32-bit calls: other numbers, not filtered
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 0),  // the system call's number
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 7, 0),  // x32 calls: refused
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kFork, 6, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kVfork, 5, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kClone3, 5, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kClone, 0, 2),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, 16),  // clone's flags (its first argument's low half)
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, kCloneThread, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, kAllow),   // 11
        BPF_STMT(BPF_RET | BPF_K, kEperm),   // 12
        BPF_STMT(BPF_RET | BPF_K, kEnosys),  // 13
    };
#else
    return {};
#endif
}

void close_fds_from(int first) {
    rlimit files{};
    getrlimit(RLIMIT_NOFILE, &files);
    const long long last = files.rlim_cur == RLIM_INFINITY ? 1 << 20 : files.rlim_cur;
#if defined(SYS_close_range)
    if (syscall(SYS_close_range, first, ~0U, 0) == 0) return;
#endif
    for (long long fd = first; fd < last; ++fd) close(static_cast<int>(fd));
}

void set_limits(const Options& o) {
    const struct {
        int resource;
        long long value;
    } limits[] = {{RLIMIT_CPU, o.cpu},         {RLIMIT_AS, o.memory},
                  {RLIMIT_NPROC, o.processes}, {RLIMIT_NOFILE, o.files},
                  {RLIMIT_FSIZE, o.file_size}, {RLIMIT_CORE, 0}};
    for (const auto& [resource, value] : limits) {
        if (value < 0) continue;
        rlimit now{};
        getrlimit(resource, &now);
        rlim_t wanted = static_cast<rlim_t>(value);
        // The sandbox never gets more than the grader has.
        if (now.rlim_max != RLIM_INFINITY && wanted > now.rlim_max) wanted = now.rlim_max;
        const rlimit set{wanted, wanted};
        if (setrlimit(resource, &set) != 0) fail_errno("setrlimit");
    }
}

void write_file(const std::string& path, const std::string& text) {
    const int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
        fail_errno("cannot write " + path);
    }
    close(fd);
}

// Moves into a cgroup of its own below each of the slot's, with the limits (v1, then v2; memsw,
// memory + swap, may not be set below the memory limit, so it comes after).
void join_cgroups(const Options& o) {
    const std::pair<const char*, long long> limits[] = {{"memory.limit_in_bytes", o.memory},
                                                        {"memory.memsw.limit_in_bytes", o.memory},
                                                        {"memory.max", o.memory},
                                                        {"memory.swap.max", 0},
                                                        {"pids.max", o.processes}};
    for (const std::string& parent : o.cgroups) {
        const std::string folder = parent + "/run-" + std::to_string(getpid());
        if (mkdir(folder.c_str(), 0755) != 0) fail_errno("cannot make the cgroup " + folder);
        for (const auto& [name, value] : limits) {
            const std::string path = folder + "/" + name;
            if (value >= 0 && access(path.c_str(), F_OK) == 0) {
                write_file(path, std::to_string(value));
            }
        }
        write_file(folder + "/cgroup.procs", std::to_string(getpid()));
    }
}

void take_user(const Options& o) {
    if (o.uid < 0) return;
    if (setgroups(0, nullptr) != 0 || setgid(static_cast<gid_t>(o.gid)) != 0 ||
        setuid(static_cast<uid_t>(o.uid)) != 0) {
        fail_errno("cannot take the sandbox user");
    }
}

void reset_signals() {
    struct sigaction default_action {};
    default_action.sa_handler = SIG_DFL;
    for (int sig = 1; sig < NSIG; ++sig) {
        if (sig == SIGKILL || sig == SIGSTOP) continue;
        sigaction(sig, &default_action, nullptr);  // fails only for the C library's own
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
}

std::vector<char*> c_strings(std::vector<std::string>& strings) {
    std::vector<char*> out;
    for (std::string& s : strings) out.push_back(s.data());
    out.push_back(nullptr);
    return out;
}

[[noreturn]] void exec(std::vector<std::string> argv, std::vector<std::string> env) {
    auto args = c_strings(argv);
    auto vars = c_strings(env);
    execve(args[0], args.data(), vars.data());
    fail_errno("cannot run " + argv[0]);
}

// Signals whose default action ends a process (not stop, continue or ignore).
bool ends_the_process(int sig) {
    switch (sig) {
        case SIGSTOP:
        case SIGTSTP:
        case SIGTTIN:
        case SIGTTOU:
        case SIGCHLD:
        case SIGCONT:
        case SIGURG:
        case SIGWINCH:
            return false;
        default:
            return sig > 0 && sig < NSIG;
    }
}

// Ends the launcher the way the program in bubblewrap ended, so the judge sees the signal that
// killed the student's code (bubblewrap reports it as exit status 128 + its number).
[[noreturn]] void end_like(int status) {
    const int code = WIFSIGNALED(status) ? -WTERMSIG(status) : WEXITSTATUS(status);
    const int sig = code < 0 ? -code : code > 128 ? code - 128 : 0;
    if (ends_the_process(sig)) {
        signal(sig, SIG_DFL);
        kill(getpid(), sig);
    }
    std::_Exit(code >= 0 ? code : 128 - code);
}

}  // namespace

int main(int argc, char** argv) {
    Options o = parse(argc, argv);
    close_fds_from(5);
    set_limits(o);
    if (!o.cgroups.empty()) join_cgroups(o);
    take_user(o);
    // No set-uid program can give the student's code its privileges back.
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);  // after setuid, which clears it
    reset_signals();
    std::vector<sock_filter> rules;
    if (o.single_process) rules = seccomp_filter();
    if (o.bwrap.empty()) {
        if (chdir(o.chdir.c_str()) != 0) fail_errno("cannot enter " + o.chdir);
        if (!rules.empty()) {
            const sock_fprog program{static_cast<unsigned short>(rules.size()), rules.data()};
            if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) != 0) {
                fail_errno("the seccomp filter could not be installed");
            }
        }
        exec(o.program, o.env);
    }
    std::vector<std::string> argv_bwrap = o.bwrap;
    if (!rules.empty()) {  // bubblewrap loads it just before it runs the program: its own forks
        const int fd = memfd_create("seccomp", 0);  // come first; inherited by bubblewrap
        const auto size = static_cast<ssize_t>(rules.size() * sizeof(sock_filter));
        if (fd < 0 || write(fd, rules.data(), size) != size || lseek(fd, 0, SEEK_SET) != 0) {
            fail_errno("cannot hand bubblewrap the seccomp filter");
        }
        argv_bwrap.insert(argv_bwrap.end(), {"--seccomp", std::to_string(fd)});
    }
    argv_bwrap.emplace_back("--");
    argv_bwrap.insert(argv_bwrap.end(), o.program.begin(), o.program.end());
    const pid_t child = fork();
    if (child < 0) fail_errno("fork");
    if (child == 0) exec(argv_bwrap, o.env);
    close(3);  // the worker's pipes are its own: a dead worker is seen at once
    close(4);
    int status = 0;
    while (waitpid(child, &status, 0) < 0) {
        if (errno != EINTR) fail_errno("waitpid");
    }
    end_like(status);
}
