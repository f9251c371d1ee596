// Description: the exit codes of the npuzzle program, written once: main() returns them, the
// subcommands use them, and --help prints this table in the student's language (README.md
// repeats it in one sentence).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "npuzzle/language.hpp"

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
    Text meaning;
};

inline constexpr std::array<ExitCodeMeaning, 5> kExitCodes = {{
    {kSuccess, {"success", "成功"}},
    {kNegative,
     {"a negative answer (unsolvable, not found within the limit)",
      "回答为否（无解，或在限制之内没有找到）"}},
    {kBadInput,
     {"bad input or usage (the message names the fault and where)",
      "输入或用法有误（提示信息会指出错在哪里）"}},
    {kLessonFailed,
     {"the lesson code failed (not implemented yet, or it threw)",
      "课程代码出错（尚未实现，或抛出了异常）"}},
    {kIoError,
     {"an I/O or environment failure (a file not written, Graphviz missing, no memory)",
      "输入输出或运行环境出错（文件没写成、缺少 Graphviz、内存不足）"}},
}};

// "Exit codes: 0 success, 1 a negative answer ..., 4 an I/O ...", for --help, in `language`.
inline std::string exit_code_help(Language language) {
    std::string text(Text{"Exit codes:", "退出码："}.in(language));
    for (const auto& [code, meaning] : kExitCodes) {
        text += "\n  " + std::to_string(static_cast<int>(code)) + "  " +
                std::string(meaning.in(language));
    }
    return text;
}

}  // namespace npuzzle::cli
