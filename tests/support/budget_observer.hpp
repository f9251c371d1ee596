// Description: an observer that records the kinds of a search's events and stops the search, by
// throwing from inside it, once it has seen more than its budget: a runaway search then fails its
// test instead of hanging it or filling the memory with events.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <vector>

#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::testing {

class BudgetObserver final : public SearchObserver {
  public:
    explicit BudgetObserver(std::size_t budget) : budget_(budget) {}
    void on_event(const SearchEvent& e) override {
        kinds.push_back(e.kind);
        if (kinds.size() > budget_) throw std::runtime_error("the search ran past its budget");
    }
    std::vector<EventKind> kinds;

  private:
    std::size_t budget_;
};

}  // namespace npuzzle::testing
