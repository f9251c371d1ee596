// Description: the exceptions the kit throws besides std::invalid_argument (bad input). The
// program gives each its own exit code (cli/exit_code.hpp).
#pragma once

#include <cstring>
#include <stdexcept>
#include <string>

#include "npuzzle/language.hpp"

namespace npuzzle {

// Thrown by every function of an untouched lesson stub, naming the function to implement and
// the lesson file it lives in: "lesson 01's cantor::rank_board is not implemented yet: write it
// in lessons/01-cantor/cantor.cpp". The message names the lesson because a later lesson's test
// may be the one that reaches it (lesson 03's search ranks boards with lesson 01's code). It is
// in the language the student reads (npuzzle::reading_language): English, or Chinese
// ("第 01 课的 cantor::rank_board 尚未实现：请在 lessons/01-cantor/cantor.cpp 中完成它").
class not_implemented : public std::logic_error {
  public:
    // `lesson_file` is the stub's path in the kit, "lessons/NN-name/name.cpp".
    not_implemented(const std::string& lesson_file, const std::string& function)
        : not_implemented(lesson_file, function, "", reading_language()) {}

    // `caller`: the function of another lesson whose call reached this one ("bfs::search"), said
    // after the rest ("; bfs::search calls it"), or "". The judge rebuilds the exception from
    // these parts in its own language: the worker that threw it does not know the student's.
    not_implemented(const std::string& lesson_file, const std::string& function,
                    const std::string& caller, Language language)
        : std::logic_error(describe(lesson_file, function, caller, language)),
          lesson_file_(lesson_file),
          function_(function),
          caller_(caller) {}

    explicit not_implemented(const std::string& function)
        : std::logic_error(reading_language() == Language::chinese
                               ? "尚未实现：" + function + "（这是你的任务：打开本课的 .cpp 文件）"
                               : "not implemented yet: " + function +
                                     " (this is your task: open the lesson's .cpp file)"),
          function_(function) {}

    // The function that is not written yet ("cantor::rank_board"); empty when rebuilt from a
    // message.
    const std::string& function() const noexcept { return function_; }
    // The stub's path ("lessons/01-cantor/cantor.cpp"); empty for the one-argument form and
    // when rebuilt from a message.
    const std::string& lesson_file() const noexcept { return lesson_file_; }
    const std::string& caller() const noexcept { return caller_; }

    // Rebuilds the exception from its whole message: the judge receives it from a worker.
    struct WholeMessage {};
    static constexpr WholeMessage whole_message{};
    not_implemented(const std::string& message, WholeMessage) : std::logic_error(message) {}

  private:
    static std::string describe(const std::string& lesson_file, const std::string& function,
                                const std::string& caller, Language language) {
        // "lessons/01-cantor/cantor.cpp" -> "01"
        const std::string folder = "lessons/";
        const auto start = lesson_file.rfind(folder, 0) == 0 ? folder.size() : 0;
        const std::string lesson = lesson_file.substr(start, lesson_file.find('-', start) - start);
        if (language == Language::chinese) {
            return "第 " + lesson + " 课的 " + function + " 尚未实现：请在 " + lesson_file +
                   " 中完成它" + (caller.empty() ? "" : "（" + caller + " 调用了它）");
        }
        return "lesson " + lesson + "'s " + function + " is not implemented yet: write it in " +
               lesson_file + (caller.empty() ? "" : "; " + caller + " calls it");
    }

    std::string lesson_file_;
    std::string function_;
    std::string caller_;
};

// The environment failed, not the input nor the code: a file that cannot be written, a folder
// that does not exist, a tool (Graphviz) that is missing or failed.
class io_error : public std::runtime_error {
  public:
    explicit io_error(const std::string& message) : std::runtime_error(message) {}

    // "cannot write 'out.svg': Permission denied": `error_number` is the errno of the failed call.
    static io_error from_errno(const std::string& what_failed, int error_number) {
        return io_error(what_failed + ": " + std::strerror(error_number));
    }
};

}  // namespace npuzzle
