// A lesson in a graded test program: every frozen function its bindings list (bindings.hpp)
// asks the worker. Compiled once per lesson, with NPUZZLE_LESSON_BINDINGS_FILE naming the list.
#include "npuzzle/judge/bindings.hpp"
#include "npuzzle/judge/client.hpp"
#include NPUZZLE_LESSON_BINDINGS_FILE

namespace npuzzle {

namespace {

template <class... P>
constexpr bool reports_events = (std::is_same_v<P, SearchObserver&> || ...);

}  // namespace

#define NPUZZLE_JUDGE_DEFINE_call(NAME, R, FUNCTION, PARAMS)                                    \
    R FUNCTION(NPUZZLE_JUDGE_NAMED PARAMS) {                                                    \
        static_assert(!reports_events<NPUZZLE_JUDGE_EXPAND PARAMS>,                             \
                      NAME " takes a SearchObserver&: bind it as a search");                    \
        return judge::remote<R, NPUZZLE_JUDGE_EXPAND PARAMS>(NAME, NPUZZLE_JUDGE_NAMES PARAMS); \
    }
#define NPUZZLE_JUDGE_DEFINE_search(NAME, R, FUNCTION, PARAMS)                                  \
    R FUNCTION(NPUZZLE_JUDGE_NAMED PARAMS) {                                                    \
        static_assert(reports_events<NPUZZLE_JUDGE_EXPAND PARAMS>,                              \
                      NAME " takes no SearchObserver&: bind it as a call");                     \
        return judge::remote<R, NPUZZLE_JUDGE_EXPAND PARAMS>(NAME, NPUZZLE_JUDGE_NAMES PARAMS); \
    }
#define NPUZZLE_JUDGE_DEFINE_by_hand(NAME, R, FUNCTION, PARAMS)
#define NPUZZLE_JUDGE_DEFINE(HOW, NAME, R, FUNCTION, PARAMS) \
    NPUZZLE_JUDGE_DEFINE_##HOW(NAME, R, FUNCTION, PARAMS)

NPUZZLE_LESSON_BINDINGS(NPUZZLE_JUDGE_DEFINE)

}  // namespace npuzzle
