#include "npuzzle/search_result.hpp"

namespace npuzzle {

std::string_view to_string(SearchStatus status) noexcept {
    switch (status) {
        case SearchStatus::Found:
            return "found";
        case SearchStatus::CutOff:
            return "cut-off";
        case SearchStatus::Failure:
            return "failure";
    }
    return "unknown";
}

}  // namespace npuzzle
