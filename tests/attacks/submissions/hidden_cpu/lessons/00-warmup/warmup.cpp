// Attack: computing where the judge does not look. In its second call the worker forks two
// children that compute (spin) until grading ends; every call after that takes 60 ms, under the
// 100 ms after which the judge walks the worker's process tree, so a judge that reads only the
// processes it found at the first call never counts them (CPU between calls goes uncounted the
// same way). Each call reports the children's CPU so far ("npzatk-claim: unseen_cpu_ms=..."),
// which run_attacks.py holds against the CPU the grader reports. Honest score: 0.
#include "warmup.hpp"

#include <sys/mman.h>

#include <atomic>
#include <ctime>

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

constexpr int kChildren = 2;

// The children's CPU in milliseconds, each in its own slot of memory shared with the worker.
std::atomic<long>* shared_cpu() {
    static auto* slots = static_cast<std::atomic<long>*>(
        mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0));
    return slots;
}

[[noreturn]] void spin(std::atomic<long>& cpu_ms) {
    npzattack::mark();
    alarm(npzattack::kLifetimeSeconds);
    for (long n = 0;; ++n) {  // clock_gettime every millionth turn: spinning either way
        if (n % 1000000 != 0) continue;
        timespec t{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        cpu_ms = t.tv_sec * 1000 + t.tv_nsec / 1000000;
    }
}

std::string claim() {
    static int calls = 0;
    std::atomic<long>* cpu = shared_cpu();
    if (++calls == 2 && cpu != MAP_FAILED) {
        for (int i = 0; i < kChildren; ++i) {
            if (fork() == 0) spin(cpu[i]);
        }
    }
    npzattack::sleep_ms(60);
    long total = 0;
    for (int i = 0; cpu != MAP_FAILED && i < kChildren; ++i) total += cpu[i];
    return "npzatk-claim: unseen_cpu_ms=" + std::to_string(total);
}

}  // namespace

NPZATTACK_WARMUP_THROWS(claim())
