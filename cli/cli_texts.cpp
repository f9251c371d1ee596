#include "cli_texts.hpp"

#include <cstddef>

namespace npuzzle::cli {

std::string fill(std::string_view text, std::initializer_list<std::string> values) {
    std::string out;
    auto value = values.begin();
    std::size_t from = 0;
    for (std::size_t at = text.find("{}"); at != std::string_view::npos && value != values.end();
         at = text.find("{}", from)) {
        out.append(text.substr(from, at - from)).append(*value++);
        from = at + 2;
    }
    return out.append(text.substr(from));
}

std::string_view move_name(Move m, Language lang) {
    return texts::kMoveNames[static_cast<int>(m)].in(lang);
}

std::string_view status_name(SearchStatus s, Language lang) {
    switch (s) {
        case SearchStatus::Found:
            return texts::kFound.in(lang);
        case SearchStatus::CutOff:
            return texts::kCutOffStatus.in(lang);
        case SearchStatus::Failure:
            break;
    }
    return texts::kFailure.in(lang);
}

}  // namespace npuzzle::cli
