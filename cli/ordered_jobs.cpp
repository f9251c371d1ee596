#include "ordered_jobs.hpp"

namespace npuzzle::cli {

OrderedJobs::OrderedJobs(int threads) : threads_(threads < 1 ? 1 : threads) {
    if (threads_ == 1) return;
    for (int t = 0; t < threads_; ++t) workers_.emplace_back([this] { work(); });
}

OrderedJobs::~OrderedJobs() {
    if (workers_.empty()) return;
    {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [this] { return slots_.empty(); });
        stopping_ = true;
    }
    changed_.notify_all();
    for (auto& worker : workers_) worker.join();
}

void OrderedJobs::submit(Job job) {
    if (workers_.empty()) {
        const Say say = job();
        if (say) say();
        return;
    }
    std::unique_lock lock(mutex_);
    const auto most = static_cast<std::size_t>(2 * threads_);
    changed_.wait(lock, [&] { return failure_ || slots_.size() < most; });
    rethrow_failure();
    slots_.push_back(Slot{std::move(job), {}, {}, false});
    changed_.notify_all();
}

void OrderedJobs::finish() {
    if (workers_.empty()) return;
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return failure_ || slots_.empty(); });
    rethrow_failure();
}

void OrderedJobs::rethrow_failure() {
    if (failure_) std::rethrow_exception(failure_);
}

void OrderedJobs::work() {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock,
                      [this] { return stopping_ || next_to_run_ < first_slot_ + slots_.size(); });
        if (next_to_run_ >= first_slot_ + slots_.size()) return;
        const std::uint64_t number = next_to_run_++;
        Job job = std::move(slots_[number - first_slot_].job);
        Say say;
        std::exception_ptr failure;
        // After a failure the jobs behind it are passed over: their results would not be said.
        if (!failure_) {
            lock.unlock();
            try {
                say = job();
            } catch (...) {
                failure = std::current_exception();
            }
            lock.lock();
        }
        // A deque keeps its elements in place as others come and go at its ends.
        Slot& slot = slots_[number - first_slot_];
        slot.say = std::move(say);
        slot.failure = failure;
        slot.done = true;
        say_finished();
        changed_.notify_all();
    }
}

void OrderedJobs::say_finished() {
    while (!slots_.empty() && slots_.front().done) {
        Slot& slot = slots_.front();
        if (!failure_ && slot.failure) failure_ = slot.failure;
        if (!failure_ && slot.say) {
            try {
                slot.say();
            } catch (...) {
                failure_ = std::current_exception();
            }
        }
        slots_.pop_front();
        ++first_slot_;
    }
}

}  // namespace npuzzle::cli
