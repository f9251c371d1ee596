// Description: an observer that records the kinds of a search's events and stops the search, by
// throwing from inside it, once it has seen more than its budget: a runaway search then fails its
// test instead of hanging it or filling the memory with events. BudgetedRecorder does the same
// for a search whose whole events are kept.
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
