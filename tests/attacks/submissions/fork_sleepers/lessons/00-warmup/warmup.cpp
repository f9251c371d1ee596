// Attack: the test program forks 40 sleepers (the measured attack forked 200), half of them in
// a session of their own (setsid), which outlive grading unless the grader kills every process
// the submission started. Each ends itself after 60 s. Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

constexpr int kSleepers = 40;

const bool forked = [] {
    for (int i = 0; i < kSleepers; ++i) {
        const pid_t child = fork();
        if (child < 0) break;
        if (child > 0) continue;
        if (i % 2 == 0) setsid();
        npzattack::mark();
        alarm(npzattack::kLifetimeSeconds);
        for (int s = 0; s < npzattack::kLifetimeSeconds; ++s) sleep(1);
        _exit(0);
    }
    return true;
}();

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
