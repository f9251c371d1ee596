#include "npuzzle/tracer/event_recorder.hpp"

namespace npuzzle {

void EventRecorder::on_event(const SearchEvent& event) {
    RecordedEvent r{event, event.goal ? *event.goal : Board{},
                    event.counters ? *event.counters : SearchCounters{},
                    std::string(event.algorithm)};
    // The pointers die with the search: the copies above replace them.
    r.event.goal = nullptr;
    r.event.counters = nullptr;
    r.event.algorithm = {};
    events_.push_back(std::move(r));
}

std::vector<RecordedEvent> EventRecorder::of_kind(EventKind kind) const {
    std::vector<RecordedEvent> out;
    for (const auto& e : events_) {
        if (e.event.kind == kind) out.push_back(e);
    }
    return out;
}

std::vector<Board> EventRecorder::expanded_boards() const {
    std::vector<Board> out;
    for (const auto& e : events_) {
        if (e.event.kind == EventKind::Expand) out.push_back(e.event.board);
    }
    return out;
}

}  // namespace npuzzle
