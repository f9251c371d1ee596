// Attack: the worker forks 5 children that each hold 250 MB at once: every process stays under
// the per-process memory limit (1024 MB), together they hold 1250 MB (the measured attack added
// 3 GB with eight). It reports what the children held together ("npzatk-claim: held_mb=..."),
// which run_attacks.py holds against the grader's --memory. Honest score: 0.
#include "warmup.hpp"

#include <sys/mman.h>
#include <sys/wait.h>

#include <vector>

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

constexpr int kChildren = 5;
constexpr long kChildBytes = 250L << 20;

// In a child: touches kChildBytes page by page, says so, holds them until `release` closes.
// A child that cannot map them ends at once, so a child still alive at the end holds them all.
[[noreturn]] void hold(int report, int release) {
    npzattack::mark();
    alarm(npzattack::kLifetimeSeconds);
    auto* memory = static_cast<volatile char*>(
        mmap(nullptr, kChildBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    if (memory == MAP_FAILED) _exit(1);
    for (long offset = 0; offset < kChildBytes; offset += 4096) memory[offset] = 1;
    (void)!write(report, "x", 1);
    close(report);  // the parent reads to the end: every child reported or died
    char byte = 0;
    (void)!read(release, &byte, 1);
    _exit(0);
}

const std::string& claim() {
    static const std::string text = [] {
        int report[2], release[2];
        if (pipe(report) != 0 || pipe(release) != 0) return std::string("no pipes");
        std::vector<pid_t> children;
        for (int i = 0; i < kChildren; ++i) {
            const pid_t child = fork();
            if (child == 0) {
                close(report[0]);
                close(release[1]);
                hold(report[1], release[0]);
            }
            if (child > 0) children.push_back(child);
        }
        close(report[1]);
        close(release[0]);
        for (char byte = 0; read(report[0], &byte, 1) == 1;) {
        }
        // Held at once: the children still alive now, every one of them holding its memory. A
        // memory limit's OOM killer may end a child after it reported, so reports overcount.
        int held = 0;
        for (const pid_t child : children) {
            if (waitpid(child, nullptr, WNOHANG) == 0) ++held;
        }
        close(release[1]);
        while (wait(nullptr) > 0) {
        }
        return "npzatk-claim: held_mb=" + std::to_string(held * (kChildBytes >> 20));
    }();
    return text;
}

}  // namespace

NPZATTACK_WARMUP_THROWS(claim())
