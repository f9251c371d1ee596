// A worker whose one large argument is sent once (note.hpp), for the judge's tests of what a
// worker keeps between calls: "length" answers a Note's length, or throws when asked to fail;
// "notes_read" answers how many Notes this worker has read off the wire.
#include <stdexcept>

#include "note.hpp"
#include "npuzzle/judge/server.hpp"

namespace {

int length(const judge_test::Note& note, bool fail) {
    if (fail) throw std::invalid_argument("asked to fail");
    return static_cast<int>(note.text.size());
}

int notes_read() { return judge_test::notes_read; }

}  // namespace

int main() {
    npuzzle::judge::Registry registry;
    registry.add("length", &length);
    registry.add("notes_read", &notes_read);
    return npuzzle::judge::serve(registry, 3, 4);
}
