// Description: the lines a lesson's test program writes for the grade table (its reporter,
// tests/support/results_reporter.cpp) and the table reads (verdict.cpp): one record a line, a
// letter, a tab and the text with backslash, newline and tab escaped.
//   L <points> <name>   a test the program holds (written when it lists its tests)
//   T <name>            a test started
//   F <message>         why it failed: its first failed checks, their context and hints
//   E passed|failed     the test ended (a test started and not ended is the one a crash stopped)
#pragma once

#include <istream>
#include <ostream>
#include <string>
#include <string_view>

namespace npuzzle::results {

inline void write_line(std::ostream& out, char kind, std::string_view text) {
    out << kind << '\t';
    for (const char c : text) {
        if (c == '\\')
            out << "\\\\";
        else if (c == '\n')
            out << "\\n";
        else if (c == '\t')
            out << "\\t";
        else
            out << c;
    }
    out << '\n' << std::flush;  // a crash later must not lose this line
}

// The next record of `in`: false at the end, or on a line that is not one.
inline bool read_line(std::istream& in, char& kind, std::string& text) {
    std::string line;
    if (!std::getline(in, line) || line.size() < 2 || line[1] != '\t') return false;
    kind = line[0];
    text.clear();
    for (std::size_t i = 2; i < line.size(); ++i) {
        if (line[i] != '\\' || i + 1 == line.size()) {
            text += line[i];
            continue;
        }
        const char next = line[++i];
        text += next == 'n' ? '\n' : next == 't' ? '\t' : next;
    }
    return true;
}

}  // namespace npuzzle::results
