#include "progress.hpp"

#include <algorithm>
#include <ostream>
#include <sstream>
#include <string>

#include "cli_texts.hpp"

namespace npuzzle::cli {

void ProgressReport::Counter::on_event(const SearchEvent& event) {
    switch (event.kind) {
        case EventKind::Iteration:
            // An iteration that carries h bounds f = g + h (IDA*); one without, the depth.
            f_bound.store(event.h >= 0, std::memory_order_relaxed);
            bound.store(event.bound, std::memory_order_relaxed);
            iterations.fetch_add(1, std::memory_order_relaxed);
            break;
        case EventKind::CutOff:
            bound.store(event.bound, std::memory_order_relaxed);
            break;
        case EventKind::Expand:
            expanded.store(expanded.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
            break;
        default:
            break;
    }
}

ProgressReport::ProgressReport(std::string algorithm, bool count_nodes, std::ostream& out,
                               std::chrono::milliseconds first_report)
    : algorithm_(std::move(algorithm)),
      count_nodes_(count_nodes),
      out_(out),
      thread_([this, first_report] { run(first_report); }) {}

ProgressReport::~ProgressReport() {
    {
        const std::lock_guard lock(mutex_);
        done_ = true;
    }
    wake_.notify_one();
    thread_.join();
}

SearchObserver& ProgressReport::observer() noexcept {
    return count_nodes_ ? static_cast<SearchObserver&>(counter_) : null_observer();
}

void ProgressReport::run(std::chrono::milliseconds first_report) {
    constexpr auto kLongestInterval = std::chrono::seconds(16);
    const auto started = std::chrono::steady_clock::now();
    auto interval = std::chrono::duration_cast<std::chrono::steady_clock::duration>(first_report);
    auto next = started + interval;
    std::unique_lock lock(mutex_);
    while (!wake_.wait_until(lock, next, [this] { return done_; })) {
        report(std::chrono::steady_clock::now() - started);
        interval = std::min<std::chrono::steady_clock::duration>(interval * 2, kLongestInterval);
        next += interval;
    }
}

void ProgressReport::report(std::chrono::steady_clock::duration elapsed) {
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(elapsed).count();
    // The line is made whole, then written at once: searches on several threads (solve --jobs)
    // write theirs to the same stream.
    std::ostringstream line;
    line << fill(say(texts::kStillSearching), {algorithm_, std::to_string(seconds)});
    if (count_nodes_) {
        line << fill(say(texts::kProgressExpanded),
                     {std::to_string(counter_.expanded.load(std::memory_order_relaxed))});
        const int bound = counter_.bound.load(std::memory_order_relaxed);
        if (bound >= 0) {
            line << fill(
                say(counter_.f_bound.load(std::memory_order_relaxed) ? texts::kProgressFBound
                                                                     : texts::kProgressDepthLimit),
                {std::to_string(bound)});
        }
        const int iterations = counter_.iterations.load(std::memory_order_relaxed);
        if (iterations > 0)
            line << fill(say(texts::kProgressIteration), {std::to_string(iterations)});
    } else {
        line << say(texts::kProgressCtrlC);
    }
    line << '\n';
    out_ << line.str() << std::flush;  // read while the search runs: flush each line now
}

}  // namespace npuzzle::cli
