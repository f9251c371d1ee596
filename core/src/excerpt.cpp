#include "npuzzle/excerpt.hpp"

namespace npuzzle {

namespace {

bool in(unsigned char c, unsigned char low, unsigned char high) { return low <= c && c <= high; }

// The length of the valid UTF-8 sequence that starts `text` (Unicode 15, table 3-7), or 0.
std::size_t utf8_length(std::string_view text) {
    auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    unsigned char second_low = 0x80;
    unsigned char second_high = 0xBF;
    if (in(lead, 0xC2, 0xDF)) {
        length = 2;
    } else if (in(lead, 0xE0, 0xEF)) {
        length = 3;
        if (lead == 0xE0) second_low = 0xA0;   // no overlong forms
        if (lead == 0xED) second_high = 0x9F;  // no surrogates
    } else if (in(lead, 0xF0, 0xF4)) {
        length = 4;
        if (lead == 0xF0) second_low = 0x90;
        if (lead == 0xF4) second_high = 0x8F;  // nothing above U+10FFFF
    } else {
        return 0;
    }
    if (text.size() < length || !in(byte(1), second_low, second_high)) return 0;
    for (std::size_t i = 2; i < length; ++i) {
        if (!in(byte(i), 0x80, 0xBF)) return 0;
    }
    return length;
}

void append_escaped(std::string& out, unsigned char c) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += "\\x";
    out += kHex[c >> 4];
    out += kHex[c & 0xF];
}

}  // namespace

std::string excerpt(std::string_view text, std::size_t max_chars) {
    std::string out;
    std::size_t chars = 0;
    std::size_t i = 0;
    for (; i < text.size() && chars < max_chars; ++chars) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7F) {
                append_escaped(out, c);
            } else {
                out += static_cast<char>(c);
            }
            ++i;
        } else if (const std::size_t length = utf8_length(text.substr(i)); length > 0) {
            out += text.substr(i, length);
            i += length;
        } else {
            append_escaped(out, c);
            ++i;
        }
    }
    if (i < text.size()) out += "...";
    return out;
}

std::string quoted_excerpt(std::string_view text, std::size_t max_chars) {
    std::string out(1, '\'');
    out += excerpt(text, max_chars);
    out += '\'';
    return out;
}

}  // namespace npuzzle
