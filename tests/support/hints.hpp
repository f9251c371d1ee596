// Description: hints that name one known mistake. A hint is shown only when the test has seen
// that mistake's own symptom (what the mistaken code would answer), so a student is told about
// the mistake they made and about no other. General tests print their context in words (the
// board, what was asked, what came back, what was expected) and no hint.
//
// Every hint is written in English and in Chinese in one place, its definition, so none can be
// added in one language only; the test shows the one the student reads (NPUZZLE_LANG, else the
// locale: words.hpp). It starts with "hint: " (Chinese: "提示：") and reaches the
// report as a failure of its own, placed before the detailed checks so that a report quoting only
// a test's first failures still shows it. docs/glossary.md fixes the Chinese terms;
// tests/tools/hint_table.py checks that every Chinese text is there and differs from the English
// one, and tests/mistakes/ that each planted mistake brings out its own hint, in either language,
// and no other.
#pragma once

#include <string_view>

#include "catch.hpp"
#include "words.hpp"

namespace npuzzle::testing {

// A hint kept in a constant, for a test that shows it in more than one place. Both texts are
// required, and checked when the program compiles.
struct Hint {
    std::string_view english;
    std::string_view chinese;

    consteval Hint(std::string_view english_text, std::string_view chinese_text)
        : english(english_text), chinese(chinese_text) {
        // A throw here stops the compilation: the Chinese text is missing or not translated.
        if (english.empty() || chinese.empty() || chinese == english) throw "untranslated hint";
    }
};

}  // namespace npuzzle::testing

// Fails the current test with a hint when `symptom` is true: `english` and `chinese` are stream
// expressions (the same numbers and code in both), shown as "hint: <english>" or
// "提示：<chinese>" in the student's language.
#define NPUZZLE_HINT_IF(symptom, english, chinese) \
    do {                                           \
        if (symptom) {                             \
            if (::npuzzle::testing::in_chinese())  \
                FAIL_CHECK("提示：" << chinese);   \
            else                                   \
                FAIL_CHECK("hint: " << english);   \
        }                                          \
    } while (false)

// The same for a hint kept in a constant (npuzzle::testing::Hint).
#define NPUZZLE_HINT_CONSTANT_IF(symptom, hint) \
    NPUZZLE_HINT_IF(symptom, (hint).english, (hint).chinese)
