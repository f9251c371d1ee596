// Description: the exit codes of the npuzzle program, written once: main() returns them, the
// subcommands use them, and --help prints this table (README.md repeats it in one sentence).
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace npuzzle::cli {

enum ExitCode : int {
    kSuccess = 0,       // the answer is yes / found / done
    kNegative = 1,      // a negative answer: unsolvable, not found within the limit
    kBadInput = 2,      // bad input or usage, found before any lesson code ran; message on stderr
    kLessonFailed = 3,  // what the lesson code threw, whatever its type (lesson_code.hpp)
    kIoError = 4,       // the environment failed: a file not written, a tool missing, no memory
};

struct ExitCodeMeaning {
    ExitCode code;
    std::string_view meaning;
};

inline constexpr std::array<ExitCodeMeaning, 5> kExitCodes = {{
    {kSuccess, "success"},
    {kNegative, "a negative answer (unsolvable, not found within the limit)"},
    {kBadInput, "bad input or usage (the message names the fault and where)"},
    {kLessonFailed, "the lesson code failed (not implemented yet, or it threw)"},
    {kIoError, "an I/O or environment failure (a file not written, Graphviz missing, no memory)"},
}};

// "Exit codes: 0 success, 1 a negative answer ..., 4 an I/O ...", for --help.
inline std::string exit_code_help() {
    std::string text = "Exit codes:";
    for (const auto& [code, meaning] : kExitCodes) {
        text += "\n  " + std::to_string(static_cast<int>(code)) + "  " + std::string(meaning);
    }
    return text;
}

}  // namespace npuzzle::cli
