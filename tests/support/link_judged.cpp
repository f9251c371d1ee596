#include "exception_text.hpp"
#include "link_mode.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/judge/client.hpp"
#include "unwritten.hpp"
#include "words.hpp"

// A stub's exception that ends a test reaches the report with the line naming the stub.
CATCH_TRANSLATE_EXCEPTION(const npuzzle::not_implemented& e) {
    return npuzzle::testing::unwritten_text(e);
}

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
        return {
            std::nullopt,
            std::string(in_reading_language("threw ", "抛出了异常 ")) + current_exception_text(),
            true};
    }
}

TimedAnswer within_budget(int seconds, std::size_t events,
                          const std::function<SearchResult(SearchObserver&)>& search) {
    const judge::CountedEvents budget(events);
    return within_seconds(seconds, [&search] { return search(null_observer()); });
}

}  // namespace npuzzle::testing
