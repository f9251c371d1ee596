// Description: the exceptions the kit throws besides std::invalid_argument (bad input). The
// program gives each its own exit code (cli/exit_code.hpp).
#pragma once

#include <cstring>
#include <stdexcept>
#include <string>

namespace npuzzle {

// Thrown by every function of an untouched lesson stub, naming the function to implement.
class not_implemented : public std::logic_error {
  public:
    explicit not_implemented(const std::string& function)
        : std::logic_error("not implemented yet: " + function +
                           " (this is your task: open the lesson's .cpp file)") {}

    // Rebuilds the exception from its whole message: the judge receives it from a worker.
    struct WholeMessage {};
    static constexpr WholeMessage whole_message{};
    not_implemented(const std::string& message, WholeMessage) : std::logic_error(message) {}
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
