// Description: runs a command's jobs (solve's searches, one board each) on worker threads and
// says their results in the order the jobs came: whichever worker finishes the oldest job still
// unsaid says it, and every finished job after it. Saying happens under one lock, so an answer's
// lines are never cut by another's. On one thread, a job runs and is said when it comes, as a
// loop would. A job that throws stops the rest: the jobs after it are not run, and its exception
// comes out of the next submit or finish, on the caller's thread.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace npuzzle::cli {

class OrderedJobs {
  public:
    // A job does its work and returns what says its result.
    using Say = std::function<void()>;
    using Job = std::function<Say()>;

    explicit OrderedJobs(int threads);
    // Waits for the jobs given (saying their results), ignoring their failures, and stops.
    ~OrderedJobs();
    OrderedJobs(const OrderedJobs&) = delete;
    OrderedJobs& operator=(const OrderedJobs&) = delete;

    // Queues `job`; waits while twice the workers' jobs are queued or running, so a long input
    // is not all held at once.
    void submit(Job job);
    // Waits until every job given is said; rethrows the first failure.
    void finish();

  private:
    struct Slot {
        Job job;
        Say say;
        std::exception_ptr failure;
        bool done = false;
    };

    void work();
    void say_finished();  // with mutex_ held
    void rethrow_failure();

    int threads_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<Slot> slots_;         // the jobs not yet said, oldest first
    std::uint64_t first_slot_ = 0;   // the number of slots_.front() among all jobs given
    std::uint64_t next_to_run_ = 0;  // the number of the next job a worker takes
    std::exception_ptr failure_;
    bool stopping_ = false;
    std::vector<std::thread> workers_;  // last: they start once the members above are ready
};

}  // namespace npuzzle::cli
