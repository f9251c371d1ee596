// Description: what every `npuzzle` subcommand shares: exit codes, reading boards from the
// arguments or standard input, and the --impl option that runs the student's code.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "npuzzle/board_io.hpp"

namespace npuzzle::cli {

// The exit codes of every subcommand.
enum ExitCode : int {
    kSuccess = 0,   // the answer is yes / found / done
    kNegative = 1,  // a negative answer: unsolvable, not found within the limit
    kBadInput = 2,  // bad input or usage; the message went to stderr
};

// Which implementation of the lessons this binary links: "reference" or "student".
const char* linked_impl() noexcept;

// Adds `--impl reference|student` to the app (it may follow any subcommand). main() re-runs the
// program as npuzzle-student when the student's code is asked for, so the option itself only
// documents and validates.
void add_impl_option(CLI::App& app);

// Adds `--size WxH` and returns where the parsed shape will be stored.
void add_size_option(CLI::App& command, std::string& size_text);

// One board from the positional words ("1 2 3 0 8 4 7 6 5" quoted, or nine words).
Board board_from_words(const std::vector<std::string>& words, const std::string& size_text);

// Calls `handle` for each board: the one in `words` if any, else one per non-empty line of `in`.
// A bad line gets "line N: message" on stderr and is skipped; the others are still handled.
// Returns kBadInput if any line was bad, else the worst code `handle` returned.
int for_each_board(const std::vector<std::string>& words, const std::string& size_text,
                   std::istream& in, const std::function<int(const Board&)>& handle);

}  // namespace npuzzle::cli
