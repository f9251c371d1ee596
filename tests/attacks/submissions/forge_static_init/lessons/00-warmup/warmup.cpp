// Attack: a static initializer finds the Catch2 report path (-o) in /proc/self/cmdline (or a
// parent's: a judge that calls this code), writes a report in which every test passed plus one
// worth 1000 points, and quits before any test runs. Honest score: 0 (the rest is the stub).
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

const bool forged = [] {
    if (npzattack::write_file(npzattack::report_path(), npzattack::forged_report())) _exit(0);
    return false;
}();

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
