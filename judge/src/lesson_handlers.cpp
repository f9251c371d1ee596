// A lesson in a worker: every function its bindings list (bindings.hpp), by the name the judge
// calls it. Compiled once per lesson, with NPUZZLE_LESSON_BINDINGS_FILE naming the list.
#include "npuzzle/judge/bindings.hpp"
#include "npuzzle/judge/server.hpp"
#include NPUZZLE_LESSON_BINDINGS_FILE

namespace npuzzle::judge {

// The cast picks the overload the entry declares (lesson 06 has two idastar::idastar).
#define NPUZZLE_JUDGE_REGISTER(HOW, NAME, R, FUNCTION, PARAMS) \
    registry.add(NAME, static_cast<R(*) PARAMS>(&FUNCTION));

void register_handlers(Registry& registry) { NPUZZLE_LESSON_BINDINGS(NPUZZLE_JUDGE_REGISTER) }

}  // namespace npuzzle::judge
