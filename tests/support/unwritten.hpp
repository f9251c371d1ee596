// Description: how a lesson test tells the grader that the student's code reached a lesson stub
// (npuzzle::not_implemented): below the exception's own words, one line of data naming the
// lesson and the function, which the grader reads as data (grading/messages.py, UNWRITTEN_MARK)
// and leaves out of what it shows. So the report can say "write lesson 01 first" without reading
// the words of the exception, which are in the student's language.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

#include "npuzzle/errors.hpp"

namespace npuzzle::testing {

// `text` as a JSON string: quotes, backslashes and control characters escaped, so no function
// name can end the line or the string.
inline std::string json_string(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
            out += escaped;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

// The line that names the stub: "npuzzle-unwritten: {"lesson":"01","function":"..."}". The lesson
// is the number of the stub's folder ("lessons/01-cantor/cantor.cpp" -> "01"); "" when the
// exception was rebuilt from its words alone.
inline std::string unwritten_mark(const not_implemented& e) {
    const std::string& file = e.lesson_file();
    const std::string folder = "lessons/";
    std::string lesson;
    if (file.rfind(folder, 0) == 0) {
        lesson = file.substr(folder.size(), file.find('-', folder.size()) - folder.size());
    }
    return "npuzzle-unwritten: {\"lesson\":" + json_string(lesson) +
           ",\"function\":" + json_string(e.function()) + "}";
}

// What a test's report says of a stub's exception: its words, then the line naming it.
inline std::string unwritten_text(const not_implemented& e) {
    return std::string(e.what()) + "\n" + unwritten_mark(e);
}

}  // namespace npuzzle::testing
