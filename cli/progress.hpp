// Description: says on stderr that a long search is still running and how far it has come, so
// that no search a user can make long runs silently. A thread wakes after 1 s, then at growing
// intervals (2, 4, 8 and then every 16 s), and prints one line; a search that ends sooner prints
// nothing.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <iosfwd>
#include <mutex>
#include <string>
#include <thread>

#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::cli {

class ProgressReport {
  public:
    // With `count_nodes`, observer() counts expansions and notes the depth limit or f-bound, and
    // the search takes its traced path, several times slower (8x for the reference IDA*): worth
    // it where the count says more than the time (dls, iddfs). Without, the lines give the time.
    ProgressReport(std::string algorithm, bool count_nodes, std::ostream& out,
                   std::chrono::milliseconds first_report = std::chrono::seconds(1));
    ~ProgressReport();
    ProgressReport(const ProgressReport&) = delete;
    ProgressReport& operator=(const ProgressReport&) = delete;

    // The observer to hand to the search.
    SearchObserver& observer() noexcept;

  private:
    // Written by the search's thread, read by the reporting thread: relaxed atomics, as a line
    // that is a moment stale is fine.
    class Counter final : public SearchObserver {
      public:
        void on_event(const SearchEvent& event) override;
        std::atomic<std::uint64_t> expanded{0};
        std::atomic<int> bound{-1};
        std::atomic<bool> f_bound{false};  // whether `bound` bounds f = g + h, not the depth
        std::atomic<int> iterations{0};
    };

    void run(std::chrono::milliseconds first_report);
    void report(std::chrono::steady_clock::duration elapsed);

    std::string algorithm_;
    bool count_nodes_;
    std::ostream& out_;
    Counter counter_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool done_ = false;
    std::thread thread_;  // last: it starts once every member it reads is ready
};

}  // namespace npuzzle::cli
