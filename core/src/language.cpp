#include "npuzzle/language.hpp"

#include <cstddef>
#include <cstdlib>
#include <string>

namespace npuzzle {

Language language_from_tag(std::string_view tag) {
    return tag.size() >= 2 && (tag[0] == 'z' || tag[0] == 'Z') && (tag[1] == 'h' || tag[1] == 'H')
               ? Language::chinese
               : Language::english;
}

Language reading_language() { return reading_language(""); }

Language reading_language(std::string_view edition) {
    const auto set = [](const char* name) {
        const char* value = std::getenv(name);
        return value != nullptr && *value != '\0' ? value : nullptr;
    };
    if (const char* asked = set("NPUZZLE_LANG")) return language_from_tag(asked);
    if (!edition.empty()) return language_from_tag(edition);
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        if (const char* value = set(name)) return language_from_tag(value);
    }
    return Language::english;
}

std::string fill(std::string_view text, const std::vector<std::string>& values) {
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

namespace {

// The code point of the UTF-8 sequence at text[i], and its length in bytes (1 for a stray byte).
char32_t decode(std::string_view text, std::size_t i, std::size_t& length) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const unsigned char first = byte(0);
    length = first < 0x80         ? 1
             : first >> 5 == 0x6  ? 2
             : first >> 4 == 0xE  ? 3
             : first >> 3 == 0x1E ? 4
                                  : 1;
    if (i + length > text.size()) length = 1;
    if (length == 1) return first;
    char32_t code = first & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) code = code << 6 | (byte(k) & 0x3F);
    return code;
}

// East Asian Wide and Fullwidth ranges that the kit's texts use (CJK ideographs, punctuation,
// kana, Hangul, full-width forms).
bool wide(char32_t c) {
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
           (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
           (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
           (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
           (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

}  // namespace

int display_width(std::string_view utf8) {
    int columns = 0;
    for (std::size_t i = 0; i < utf8.size();) {
        std::size_t length = 1;
        columns += wide(decode(utf8, i, length)) ? 2 : 1;
        i += length;
    }
    return columns;
}

std::string pad_right(std::string_view text, int columns) {
    std::string out(text);
    for (int w = display_width(text); w < columns; ++w) out += ' ';
    return out;
}

std::string pad_left(std::string_view text, int columns) {
    const int width = display_width(text);
    return std::string(static_cast<std::size_t>(width < columns ? columns - width : 0), ' ') +
           std::string(text);
}

}  // namespace npuzzle
