#include "link_mode.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/judge/client.hpp"

namespace npuzzle::testing {

bool judged() noexcept { return true; }

std::optional<SearchResult> within_seconds(int seconds,
                                           const std::function<SearchResult()>& search) {
    const judge::CallDeadline limit(seconds);
    try {
        return search();
    } catch (const not_implemented&) {
        throw;
    } catch (...) {
        return std::nullopt;
    }
}

}  // namespace npuzzle::testing
