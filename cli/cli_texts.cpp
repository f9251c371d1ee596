#include "cli_texts.hpp"

#ifndef NPUZZLE_EDITION_LANG
#define NPUZZLE_EDITION_LANG ""
#endif

namespace npuzzle::cli {

Language language() {
    static const Language chosen = reading_language(NPUZZLE_EDITION_LANG);
    return chosen;
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
