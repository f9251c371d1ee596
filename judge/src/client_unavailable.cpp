// The judge's side on a system other than the grader's (Linux): there the lessons' test programs
// run the student's code in process and never call a worker, but they link these calls, which
// say in words why judging from outside is not to be had here.
#include <mutex>
#include <unordered_map>

#include "npuzzle/judge/client.hpp"

namespace npuzzle::judge {

namespace {

worker_failure unavailable(std::string_view function) {
    return worker_failure("cannot ask a worker for " + std::string(function) +
                          ": judging from outside (docs/judging.md) runs on Linux only, where "
                          "the grader does; on this system the tests run your code in process");
}

}  // namespace

std::string exchange(std::string_view function, const Arguments&, SearchObserver*) {
    throw unavailable(function);
}

// Never reached: no call is answered here.
worker_failure malformed_reply(std::string_view function, const std::string&) {
    return unavailable(function);
}

void stop_worker() {}

std::uint64_t worker_generation() { throw unavailable("a new worker"); }

std::shared_ptr<void>& judge_state_slot(std::type_index type) {
    static std::mutex mutex;
    static std::unordered_map<std::type_index, std::shared_ptr<void>> slots;
    std::lock_guard lock(mutex);
    return slots[type];
}

}  // namespace npuzzle::judge
