#include "exception_text.hpp"
#include "link_mode.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/judge/client.hpp"

namespace npuzzle::testing {

bool judged() noexcept { return true; }

TimedAnswer within_seconds(int seconds, const std::function<SearchResult()>& search) {
    const judge::CallDeadline limit(seconds);
    try {
        return {search(), ""};
    } catch (const not_implemented&) {
        throw;
    } catch (...) {
        // The judge's worker_failure says when the call ran out of its time.
        return {std::nullopt, "threw " + current_exception_text(), true};
    }
}

}  // namespace npuzzle::testing
