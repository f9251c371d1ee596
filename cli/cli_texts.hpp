// Description: how `npuzzle` speaks to a student: in the student's language (language(), say()),
// the blank's moves and a search's statuses by name. The sentences it says (solve's answers,
// check's and rank's working, errors) are the message catalog cli/cli_messages.json, each in
// English and Chinese; the build writes them into cli_messages.hpp (namespace texts), included
// here. Machine formats (solve --format poj and json, DOT) stay as they are in every language.
#pragma once

#include <string>
#include <string_view>

#include "cli_messages.hpp"
#include "npuzzle/language.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"

namespace npuzzle::cli {

// The student's language: NPUZZLE_LANG when set, else the edition's (an edition released in
// Chinese speaks Chinese on any locale), else the locale's.
Language language();

// `text` in the student's language.
inline std::string say(const Text& text) { return std::string(text.in(language())); }

// "Up" / "上移": the blank's move in the reader's language.
std::string_view move_name(Move m, Language lang);

// "found" / "找到": a search's status in the reader's language.
std::string_view status_name(SearchStatus s, Language lang);

}  // namespace npuzzle::cli
