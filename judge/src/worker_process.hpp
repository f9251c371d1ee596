// Description: the worker process the judge talks to: started from NPUZZLE_WORKER with the two
// pipes of the protocol on fds 3 and 4, killed and reaped by the judge alone, and, when it ends on
// its own, its end said in words a student can act on.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>

namespace npuzzle::judge {

class WorkerProcess {
  public:
    WorkerProcess();
    WorkerProcess(const WorkerProcess&) = delete;
    WorkerProcess& operator=(const WorkerProcess&) = delete;

    // Starts the worker NPUZZLE_WORKER names; worker_failure if it cannot be started.
    void start();
    // Kills the worker and reaps it, then closes its pipes.
    void kill() noexcept;
    // The worker's exit status, waited for briefly (its end shows late through a sandbox on a
    // busy machine); nullopt if it still runs. Once it is returned, the worker is gone: close().
    std::optional<int> reaped_status();
    // Closes the pipes of a worker that is gone.
    void close() noexcept;

    bool running() const noexcept { return pid_ > 0; }
    pid_t pid() const noexcept { return pid_; }
    int to_worker() const noexcept { return to_worker_; }
    int from_worker() const noexcept { return from_worker_; }  // non-blocking
    // A number that changes whenever a new worker starts.
    std::uint64_t generation() const noexcept { return generation_; }

  private:
    pid_t pid_ = -1;
    std::uint64_t generation_ = 0;
    int to_worker_ = -1;
    int from_worker_ = -1;
};

// How a worker ended, from its wait status, as the end of "the worker running your code ...".
std::string describe_status(int status);

}  // namespace npuzzle::judge
