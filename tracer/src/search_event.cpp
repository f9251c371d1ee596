#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle {

std::string_view to_string(EventKind kind) noexcept {
    switch (kind) {
        case EventKind::Start:
            return "start";
        case EventKind::Iteration:
            return "iteration";
        case EventKind::Expand:
            return "expand";
        case EventKind::Generate:
            return "generate";
        case EventKind::SkipDuplicate:
            return "skip-duplicate";
        case EventKind::CutOff:
            return "cut-off";
        case EventKind::Goal:
            return "goal";
        case EventKind::Finish:
            return "finish";
    }
    return "unknown";
}

SearchObserver& null_observer() noexcept {
    static NullObserver instance;
    return instance;
}

}  // namespace npuzzle
