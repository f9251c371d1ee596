// A worker that keeps arguments (note.hpp), for the judge's tests of what a worker keeps between
// calls: "length" answers a Note's length, or throws when asked to fail; "notes_read" answers how
// many Notes this worker has read off the wire; "first_letter" answers a Shout's first letter
// (its source's, in capitals), and "shouts_made" how many Shouts this worker has made. "report"
// is a search that reports as many events as it is asked, if its observer wants any.
#include <stdexcept>

#include "note.hpp"
#include "npuzzle/board.hpp"
#include "npuzzle/judge/server.hpp"

namespace {

int length(const judge_test::Note& note, bool fail) {
    if (fail) throw std::invalid_argument("asked to fail");
    return static_cast<int>(note.text.size());
}

int notes_read() { return judge_test::notes_read; }

int first_letter(const judge_test::Shout& shout) { return shout.text.empty() ? 0 : shout.text[0]; }

int shouts_made() { return judge_test::shouts_made; }

// Answers how many events it reported: `events`, or -1 when told none are wanted.
int report(int events, npuzzle::SearchObserver& observer) {
    if (!observer.wants_events()) return -1;
    npuzzle::SearchEvent event;
    event.kind = npuzzle::EventKind::Expand;
    event.board = npuzzle::Board::goal();
    for (int i = 0; i < events; ++i) {
        event.node = static_cast<npuzzle::NodeId>(i);
        observer.on_event(event);
    }
    return events;
}

}  // namespace

int main() {
    npuzzle::judge::Registry registry;
    registry.add("length", &length);
    registry.add("notes_read", &notes_read);
    registry.add("first_letter", &first_letter);
    registry.add("shouts_made", &shouts_made);
    registry.add("report", &report);
    return npuzzle::judge::serve(registry, 3, 4);
}
