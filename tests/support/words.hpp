// Description: the language the tests speak to the student in: their hints (hints.hpp) and the
// context lines of a failed check (the board, what was asked, what came back, what was
// expected), in English or in Chinese as the student reads (NPUZZLE_LANG, else the edition's
// language, else the locale: npuzzle::reading_language). A context line in both languages is
// written in one place, NPUZZLE_INFO(english, chinese); docs/glossary.md fixes the Chinese terms.
#pragma once

#include <sstream>
#include <string>
#include <string_view>

#include "catch.hpp"
#include "npuzzle/language.hpp"

// The language the edition was released in (its .npuzzle-lang, read by tests/CMakeLists.txt),
// or "" for one that speaks the reader's locale.
#ifndef NPUZZLE_EDITION_LANG
#define NPUZZLE_EDITION_LANG ""
#endif

namespace npuzzle::testing {

// The language of the hints and of the tests' context lines, read once per program.
inline Language hint_language() {
    static const Language language = reading_language(NPUZZLE_EDITION_LANG);
    return language;
}

inline bool in_chinese() { return hint_language() == Language::chinese; }

// `english` or `chinese`, in the language the student reads.
inline std::string_view in_reading_language(std::string_view english, std::string_view chinese) {
    return in_chinese() ? chinese : english;
}

}  // namespace npuzzle::testing

// The text of `english` or of `chinese` (stream expressions), in the student's language.
#define NPUZZLE_WORDS(english, chinese)       \
    ([&]() -> std::string {                   \
        std::ostringstream npuzzle_words_;    \
        if (::npuzzle::testing::in_chinese()) \
            npuzzle_words_ << chinese;        \
        else                                  \
            npuzzle_words_ << english;        \
        return npuzzle_words_.str();          \
    }())

// INFO in the student's language: the context a failed check of this scope reports.
#define NPUZZLE_INFO(english, chinese) INFO(NPUZZLE_WORDS(english, chinese))
