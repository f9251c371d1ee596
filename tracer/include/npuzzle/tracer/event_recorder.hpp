// Description: an observer that keeps every event, for tests and for the tree recorder.
// Memory grows with the search: use it on small searches only.
#pragma once

#include <string>
#include <vector>

#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle {

// An event kept after the search returns: its pointers (goal, counters, algorithm) are cleared
// and their values copied into the fields beside it.
struct RecordedEvent {
    SearchEvent event;
    Board goal;
    SearchCounters counters;
    std::string algorithm;
};

class EventRecorder final : public SearchObserver {
  public:
    void on_event(const SearchEvent& event) override;

    const std::vector<RecordedEvent>& events() const noexcept { return events_; }
    std::vector<RecordedEvent> of_kind(EventKind kind) const;
    // The boards of the Expand events, in order: what tests compare expansion orders with.
    std::vector<Board> expanded_boards() const;
    void clear() noexcept { events_.clear(); }

  private:
    std::vector<RecordedEvent> events_;
};

}  // namespace npuzzle
