// Description: an observer that records the kinds of a search's events and stops the search, by
// throwing from inside it, once it has seen more than its budget: a runaway search then fails its
// test instead of hanging it or filling the memory with events. BudgetedRecorder does the same
// for a search whose whole events are kept; DepthGuard stops a search that runs away downwards.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include "npuzzle/tracer/event_recorder.hpp"
#include "npuzzle/tracer/search_event.hpp"
#include "words.hpp"

namespace npuzzle::testing {

// What the observers throw to stop a search, as a failed test quotes it.
inline std::runtime_error past_budget(std::size_t budget) {
    return std::runtime_error(
        NPUZZLE_WORDS("the search reported more than its budget of " << budget << " events",
                      "搜索报告的事件数超过了上限（" << budget << " 个），已被中止"));
}

class BudgetObserver final : public SearchObserver {
  public:
    explicit BudgetObserver(std::size_t budget) : budget_(budget) {}
    void on_event(const SearchEvent& e) override {
        kinds.push_back(e.kind);
        if (kinds.size() > budget_) throw past_budget(budget_);
    }
    std::vector<EventKind> kinds;

  private:
    std::size_t budget_;
};

// Stops a search, by throwing from inside it, at a node deeper than `deepest` moves, and passes
// every event on to `next`, if any. An IDA* whose estimate never overestimates and never goes
// below 0 stays within its bound; one whose estimate drifts lower each time the search backs up
// goes on down until its thread's stack overflows: a crash, which names no mistake.
class DepthGuard final : public SearchObserver {
  public:
    explicit DepthGuard(int deepest, SearchObserver* next = nullptr)
        : deepest_(deepest), next_(next) {}
    void on_event(const SearchEvent& e) override {
        if (e.depth > deepest_) {
            throw std::runtime_error(NPUZZLE_WORDS(
                "the search went " << e.depth << " moves deep, past the " << deepest_
                                   << " that any board of this test needs: does the estimate "
                                      "give each child its own h after the search backs up?",
                "搜索深入到了第 " << e.depth << " 步，超过了本测试中任何局面所需的 " << deepest_
                                  << " 步：搜索回退之后，估计给每个子结点的 h 还是它自己的吗？"));
        }
        if (next_ != nullptr) next_->on_event(e);
    }

  private:
    int deepest_;
    SearchObserver* next_;
};

// Records every event into `rec` and stops the search past `budget` events.
class BudgetedRecorder final : public SearchObserver {
  public:
    BudgetedRecorder(EventRecorder& rec, std::size_t budget) : rec_(rec), budget_(budget) {}
    void on_event(const SearchEvent& e) override {
        rec_.on_event(e);
        if (++count_ > budget_) throw past_budget(budget_);
    }

  private:
    EventRecorder& rec_;
    std::size_t budget_;
    std::size_t count_ = 0;
};

}  // namespace npuzzle::testing
