// Description: what every attack submission shares. run_attacks.py pastes this file into each
// attack's lesson file in place of its #include, so every attack is one file, as a student would
// hand it in, and fills in the @...@ paths: what an attacker may know of the grading machine's
// layout (Gradescope's is public: /autograder/source, /autograder/results/results.json).
// Bounds, so that a defence that fails cannot harm the machine: every process an attack starts
// names itself "npzatk" (run_attacks.py finds survivors in /proc by that name, then kills them),
// ends itself after kLifetimeSeconds, and writes at most kMaxBytes in all.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace npzattack {

inline const std::string kKit = "@KIT@";    // the instructor's kit (it holds solutions/)
inline const std::string kJson = "@JSON@";  // the results.json the grader writes
inline const std::string kOut = "@OUT@";    // batch mode: the folder of everyone's reports
inline const std::string kSubmissions = "@SUBMISSIONS@";  // batch mode: everyone's code
constexpr int kLifetimeSeconds = 60;
constexpr long kMaxBytes = 64L << 20;

// Names this process for run_attacks.py's survivor scan (exec would reset it: attacks never exec).
inline void mark() { prctl(PR_SET_NAME, "npzatk", 0, 0, 0); }

inline std::string read_file(const std::string& path, std::size_t limit = 1 << 20) {
    std::ifstream in(path, std::ios::binary);
    std::string data(limit, '\0');
    in.read(data.data(), static_cast<std::streamsize>(limit));
    data.resize(static_cast<std::size_t>(in.gcount()));
    return data;
}

inline bool write_file(const std::string& path, const std::string& data) {
    if (path.empty() || path[0] == '@' || static_cast<long>(data.size()) > kMaxBytes) return false;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << data;
    return static_cast<bool>(out);
}

inline bool exists(const std::string& path) { return access(path.c_str(), F_OK) == 0; }

inline std::vector<std::string> argv_of(pid_t pid) {
    std::vector<std::string> args;
    std::istringstream in(read_file("/proc/" + std::to_string(pid) + "/cmdline"));
    for (std::string arg; std::getline(in, arg, '\0');) args.push_back(arg);
    return args;
}

inline pid_t parent_of(pid_t pid) {
    const std::string stat = read_file("/proc/" + std::to_string(pid) + "/stat", 4096);
    const auto close = stat.rfind(')');
    if (close == std::string::npos) return 0;
    std::istringstream in(stat.substr(close + 2));
    char state = 0;
    pid_t parent = 0;
    in >> state >> parent;
    return parent;
}

// The value of `flag` (`flag VALUE` or `flag=VALUE`) in the command line of this process or of
// one of its ancestors: how a process learns the grader's paths. `owner` gets that process.
inline std::string ancestor_arg(const std::string& flag, pid_t* owner = nullptr) {
    pid_t pid = getpid();
    for (int depth = 0; depth < 8 && pid > 1; ++depth, pid = parent_of(pid)) {
        const auto args = argv_of(pid);
        for (std::size_t i = 0; i < args.size(); ++i) {
            std::string value;
            if (args[i] == flag && i + 1 < args.size()) value = args[i + 1];
            if (args[i].rfind(flag + "=", 0) == 0) value = args[i].substr(flag.size() + 1);
            if (value.empty()) continue;
            if (owner) *owner = pid;
            return value;
        }
    }
    return "";
}

inline bool alive(pid_t pid) { return pid > 0 && (kill(pid, 0) == 0 || errno == EPERM); }

inline void sleep_ms(int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

// Runs `job` in a daemon that leaves the session and process group of the grader (setsid), so
// that a process-group kill misses it. It ends itself after kLifetimeSeconds.
template <class Job>
void daemon(Job job) {
    const pid_t child = fork();
    if (child != 0) {
        if (child > 0) waitpid(child, nullptr, 0);
        return;
    }
    setsid();
    if (fork() != 0) _exit(0);
    mark();
    alarm(kLifetimeSeconds);
    const int null = open("/dev/null", O_RDWR);
    dup2(null, 0);
    dup2(null, 1);
    dup2(null, 2);
    job();
    _exit(0);
}

// Waits (at most kLifetimeSeconds) for the grader to exit: `pid` when it was found, or else for
// `path` (a report it writes last) to appear; then gives it a moment to finish writing.
inline void wait_for_grader(pid_t pid, const std::string& path) {
    for (int i = 0; i < kLifetimeSeconds * 20; ++i) {
        if (pid > 0 ? !alive(pid) : exists(path)) break;
        sleep_ms(50);
    }
    sleep_ms(200);
}

inline const char* const kLesson00Tests[] = {
    "the goal board is the goal",
    "a board one move from the goal is not the goal",
    "any goal can be given, not only 1 2 3 4 5 6 7 8 0",
    "comparing boards of different shapes is an error",
    "a tile in its goal cell has distance zero",
    "tile distance counts rows and columns",
    "tile distance on a 4x4 board",
    "the blank has no tile distance",
};

// The hidden tests' names, one a line, as the hidden-tests attacks leak them: run_attacks.py
// fills them in from the kit, so that this file, which is not secret, holds none.
inline const std::string kLeakedTests = "@HIDDEN_TESTS@";

inline std::string passed_case(const std::string& name, const std::string& tags) {
    return "<TestCase name=\"" + name + "\" tags=\"" + tags + "\" filename=\"x.cpp\" line=\"1\">" +
           "<OverallResult success=\"true\"/></TestCase>\n";
}

// A Catch2 XML report in which every lesson 00 test passed, plus a test worth 1000 points.
inline std::string forged_report() {
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Catch name=\"x\">\n";
    xml += "<Group name=\"x\">\n";
    for (const char* name : kLesson00Tests) xml += passed_case(name, "[lesson00][points=1]");
    std::istringstream leaked(kLeakedTests);
    for (std::string name; std::getline(leaked, name);) {
        xml += passed_case(name, "[lesson00][points=1]");
    }
    xml += passed_case("extra credit", "[lesson00][points=1000]");
    xml += "<OverallResults successes=\"11\" failures=\"0\" expectedFailures=\"0\"/>\n</Group>\n";
    xml += "<OverallResults successes=\"11\" failures=\"0\" expectedFailures=\"0\"/>\n</Catch>\n";
    return xml;
}

// The Catch2 report path (-o) of this process or an ancestor (a judge that calls this code).
inline std::string report_path() { return ancestor_arg("-o"); }

// The kit's scratch copy the grader builds in, seen from the running test program (old grader:
// WORK/build/bin/PROGRAM and WORK/run/NN, beside WORK/src), or "".
inline std::string scratch_source() {
    char exe[4096] = {};
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    std::vector<std::string> candidates{"../../src"};
    std::string work(exe, n > 0 ? static_cast<std::size_t>(n) : 0);
    for (int up = 0; up < 3; ++up) work = work.substr(0, work.rfind('/'));
    if (!work.empty()) candidates.insert(candidates.begin(), work + "/src");
    for (const auto& dir : candidates) {
        if (exists(dir + "/solutions")) return dir;
    }
    return "";
}

// Lesson 00's two functions for an attack that reports what it got done through what it throws
// (`message`, an expression evaluated at each call), which lands in the tests' outputs.
#define NPZATTACK_WARMUP_THROWS(message)                                                      \
    namespace npuzzle::warmup {                                                               \
    bool is_goal(const Board&, const Board&) { throw std::runtime_error(message); }           \
    int tile_distance(const Board&, int, const Board&) { throw std::runtime_error(message); } \
    }

// Marks this process as soon as the program starts, before any test runs.
inline const bool kMarked = (mark(), true);

}  // namespace npzattack
