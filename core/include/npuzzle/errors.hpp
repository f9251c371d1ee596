// Description: the exceptions the kit throws besides std::invalid_argument (bad input). The
// program gives each its own exit code (cli/exit_code.hpp).
#pragma once

#include <cstring>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "npuzzle/language.hpp"

namespace npuzzle {

// Bad input said in both languages: a board or a shape that someone typed wrong. what() is the
// English (tests and logs read it); in(language) is what the student reads. Each value of the
// message is given in both languages (a count with its noun) or once for both (a number).
class input_error : public std::invalid_argument {
  public:
    struct Value {
        std::string english;
        std::string chinese;
        Value(std::string same) : english(same), chinese(std::move(same)) {}  // NOLINT: implicit
        Value(std::string in_english, std::string in_chinese)
            : english(std::move(in_english)), chinese(std::move(in_chinese)) {}
        Value(const Text& text, std::initializer_list<std::string> values)
            : english(fill(text.english, values)), chinese(fill(text.chinese, values)) {}
    };

    input_error(const Text& text, std::initializer_list<Value> values)
        : std::invalid_argument(fill_in(text.english, values, &Value::english)),
          chinese_(fill_in(text.chinese, values, &Value::chinese)) {}

    std::string in(Language language) const {
        return language == Language::chinese ? chinese_ : std::string(what());
    }

  private:
    static std::string fill_in(std::string_view text, std::initializer_list<Value> values,
                               std::string Value::*language) {
        std::vector<std::string> said;
        for (const Value& value : values) said.push_back(value.*language);
        return fill(text, said);
    }

    std::string chinese_;
};

// The message of a bad-input exception in `language`: an input_error's own, else what().
inline std::string message_in(const std::invalid_argument& e, Language language) {
    const auto* both = dynamic_cast<const input_error*>(&e);
    return both != nullptr ? both->in(language) : std::string(e.what());
}

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
