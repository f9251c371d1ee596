// Description: what every `npuzzle` subcommand shares: exit codes, reading boards from the
// arguments or standard input, and the --impl option that runs the student's code.
#pragma once

#include <CLI/CLI.hpp>
#include <cstddef>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "exit_code.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/language.hpp"

namespace npuzzle::cli {

// The longest line of standard input and the longest argument read: a board takes some 40
// characters, and a longer line is reported and skipped without being held in memory.
inline constexpr std::size_t kMaxLineLength = 4096;

// Which implementation of the lessons this binary links: "reference" or "student".
const char* linked_impl() noexcept;

// Adds `--impl reference|student` to the app (it may follow any subcommand). main() re-runs the
// program as npuzzle-student when the student's code is asked for, so the option itself only
// documents and validates.
void add_impl_option(CLI::App& app);

// Which engine a searching command (solve, trace, compare) runs, from --engine: "tuned" (the
// algorithm table's tuned column where a row has one that takes the board, else the lesson's
// code) or "lesson". Only the instructor's npuzzle has tuned engines: add_engine_option adds the
// option there only, and elsewhere the choice stays "tuned", which then runs the lesson's code.
struct EngineChoice {
    std::string name = "tuned";
    Engine engine() const noexcept { return name == "lesson" ? Engine::Lesson : Engine::Tuned; }
};
void add_engine_option(CLI::App& command, EngineChoice& choice);

// Adds `--size WxH` and returns where the parsed shape will be stored.
void add_size_option(CLI::App& command, std::string& size_text);

// A CLI11 check for an int option: a whole number from 0 to INT_MAX, with messages in words
// ("-1 is below 0") rather than CLI11's floating-point range.
CLI::Validator whole_number(const std::string& example);

// A CLI11 check that --algo names one of `names`, refusing another in the student's language.
CLI::Validator one_of(const std::vector<std::string>& names);

// One board from the positional words ("1 2 3 0 8 4 7 6 5" quoted, or nine words). Two or more
// words that are each a whole board are refused as such, not joined into one bad board.
Board board_from_words(const std::vector<std::string>& words, const std::string& size_text);

// Calls `handle` for each board: the one in `words` if any, else one per non-empty line of `in`.
// A bad line, or one longer than kMaxLineLength, gets "line N: message" on stderr and is
// skipped; the others are still handled.
// Returns kBadInput if any line was bad, else the worst code `handle` returned. `before_error`,
// when given, is called before a line's error is said (solve --jobs says the answers before it).
int for_each_board(const std::vector<std::string>& words, const std::string& size_text,
                   std::istream& in, const std::function<int(const Board&)>& handle,
                   const std::function<void()>& before_error = {});

// The boards a searching command (solve, trace, compare) reads, and their goal: the positional
// words or one board a line of stdin, --goal (default: the standard goal of each board's shape)
// and --size.
struct BoardArgs {
    std::vector<std::string> words;
    std::string goal;
    std::string size;

    // Adds the positional board (`board_help` says what a missing one means), --goal and --size.
    void add_options(CLI::App& command, const Text& board_help);

    // for_each_board with each board's goal: handle(start, goal). --goal is read before the first
    // board; a board of another shape than --goal is reported like a bad line and skipped.
    int for_each(std::istream& in,
                 const std::function<int(const Board& start, const Board& goal)>& handle,
                 const std::function<void()>& before_error = {}) const;
};

}  // namespace npuzzle::cli
