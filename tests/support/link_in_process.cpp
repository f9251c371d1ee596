#include <chrono>
#include <future>
#include <memory>
#include <thread>

#include "link_mode.hpp"
#include "npuzzle/errors.hpp"

namespace npuzzle::testing {

bool judged() noexcept { return false; }

std::optional<SearchResult> within_seconds(int seconds,
                                           const std::function<SearchResult()>& search) {
    auto done = std::make_shared<std::promise<std::optional<SearchResult>>>();
    std::future<std::optional<SearchResult>> answer = done->get_future();
    std::thread([done, search] {
        try {
            done->set_value(search());
        } catch (const not_implemented&) {
            done->set_exception(std::current_exception());
        } catch (...) {
            done->set_value(std::nullopt);
        }
    }).detach();
    if (answer.wait_for(std::chrono::seconds(seconds)) != std::future_status::ready) {
        return std::nullopt;
    }
    return answer.get();
}

}  // namespace npuzzle::testing
