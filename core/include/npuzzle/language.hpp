// Description: the language the kit's teaching texts are read in: English, or Chinese for a
// student who asks for it (NPUZZLE_LANG=zh-CN, or a locale such as LANG=zh_CN.UTF-8). A text
// that students read while learning holds both languages in one place (Text), so neither can be
// added alone; docs/glossary.md fixes the Chinese terms.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace npuzzle {

enum class Language { english, chinese };

// "zh-CN", "zh_CN.UTF-8", "zh" -> chinese; anything else -> english.
Language language_from_tag(std::string_view tag);

// NPUZZLE_LANG when it is set, else the first of LC_ALL, LC_MESSAGES, LANG that is set.
Language reading_language();

// The same with the edition's language between them: NPUZZLE_LANG when it is set, else `edition`
// (the tag of an edition released in one language, its .npuzzle-lang) when it is not empty, else
// the locale. So a Chinese edition speaks Chinese on LANG=C.UTF-8 too.
Language reading_language(std::string_view edition);

// One text in both languages.
struct Text {
    std::string_view english;
    std::string_view chinese;

    std::string_view in(Language language) const {
        return language == Language::chinese ? chinese : english;
    }
};

// `text` with each "{}" replaced by the next of `values`, in order.
std::string fill(std::string_view text, const std::vector<std::string>& values);

// The columns a UTF-8 string takes in a terminal: CJK characters and full-width forms take two.
int display_width(std::string_view utf8);

// `text` followed (pad_right) or preceded (pad_left) by spaces up to `columns` display columns;
// never cut.
std::string pad_right(std::string_view text, int columns);
std::string pad_left(std::string_view text, int columns);

}  // namespace npuzzle
