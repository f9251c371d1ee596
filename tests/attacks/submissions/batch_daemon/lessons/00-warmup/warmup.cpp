// Attack, in batch mode (--submissions): while graded, this submission sabotages the next one in
// line (its lesson file replaced by the stub before it is built) and copies a classmate's code
// to /tmp; a daemon then waits for the grader to exit and rewrites the classmate's results.json
// and summary.csv. The paths come from the grader's command line (and run_attacks.py's layout).
// Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

std::string or_known(const std::string& found, const std::string& known) {
    return found.empty() ? known : found;
}

const bool started = [] {
    pid_t grader = 0;
    const std::string out = or_known(npzattack::ancestor_arg("--out", &grader), npzattack::kOut);
    const std::string subs =
        or_known(npzattack::ancestor_arg("--submissions"), npzattack::kSubmissions);
    const std::string lesson = "/lessons/00-warmup/warmup.cpp";
    npzattack::write_file("/tmp/npzattack-copied-alice.cpp",
                          npzattack::read_file(subs + "/alice" + lesson));
    npzattack::write_file(subs + "/zed" + lesson, npzattack::read_file(npzattack::kKit + lesson));
    npzattack::daemon([&] {
        npzattack::wait_for_grader(grader, out + "/summary.csv");
        npzattack::write_file(out + "/alice/results.json",
                              "{\"score\": 0, \"output\": \"npzattack\", \"tests\": []}\n");
        npzattack::write_file(out + "/summary.csv",
                              "submission,score,max_score,00-warmup\n"
                              "alice,0,11,0\nmallory,999,11,999\nzed,0,11,0\n");
    });
    return true;
}();

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
