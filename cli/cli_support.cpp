#include "cli_support.hpp"

#include <charconv>
#include <climits>
#include <iostream>
#include <stdexcept>

#include "npuzzle/excerpt.hpp"

namespace npuzzle::cli {

void add_engine_option(CLI::App& command, EngineChoice& choice) {
    if (!have_tuned_engines()) return;
    command
        .add_option("--engine", choice.name,
                    "tuned (default): the tuned engine where the search has one that takes the "
                    "board (" +
                        tuned_engines_help() +
                        "), the same answers, counters and events, faster; lesson: always the "
                        "lesson's code")
        ->check(CLI::IsMember({"tuned", "lesson"}));
}

void add_impl_option(CLI::App& app) {
    static std::string ignored;  // main() acts on --impl before parsing
    app.fallthrough();
#if NPUZZLE_HAVE_SOLUTIONS
    app.add_option("--impl", ignored,
                   "whose code runs: reference (default) or student (your lessons/ code)")
        ->check(CLI::IsMember({"reference", "student"}));
#else
    // The student edition has no reference to run: only the student's own code.
    app.add_option("--impl", ignored, "student: your lessons/ code, the only code this kit runs")
        ->check(CLI::IsMember({"student"}));
#endif
}

void add_size_option(CLI::App& command, std::string& size_text) {
    command.add_option("--size", size_text,
                       "board shape WxH (e.g. 2x3); needed only for non-square boards on one line");
}

CLI::Validator whole_number(const std::string& example) {
    return CLI::Validator(
        [example](std::string& text) -> std::string {
            long long value = 0;
            const char* end = text.data() + text.size();
            const auto [stop, error] = std::from_chars(text.data(), end, value);
            if (text.empty() || stop != end ||
                (error != std::errc() && error != std::errc::result_out_of_range)) {
                return quoted_excerpt(text) + " is not a whole number (e.g. " + example + ")";
            }
            if (value < 0) return excerpt(text) + " is below 0 (e.g. " + example + ")";
            if (error != std::errc() || value > INT_MAX) {
                return excerpt(text) + " is too large: at most " + std::to_string(INT_MAX);
            }
            return {};
        },
        "NONNEGATIVE");
}

namespace {

std::optional<Shape> shape_of(const std::string& size_text) {
    if (size_text.empty()) return std::nullopt;
    return parse_shape(size_text);
}

bool is_a_board(const std::string& word, const std::optional<Shape>& shape) {
    try {
        parse_board(word, shape);
        return true;
    } catch (const std::invalid_argument&) {
        return false;
    }
}

enum class LineRead { Line, TooLong, End };

// std::getline with a bound: a longer line is read to its end but not kept.
LineRead read_line(std::istream& in, std::string& line) {
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    using traits = std::char_traits<char>;
    bool any = false;
    bool too_long = false;
    for (auto c = buffer->sbumpc(); !traits::eq_int_type(c, traits::eof()); c = buffer->sbumpc()) {
        any = true;
        if (c == '\n') return too_long ? LineRead::TooLong : LineRead::Line;
        if (line.size() < kMaxLineLength) {
            line += traits::to_char_type(c);
        } else {
            too_long = true;
        }
    }
    in.setstate(std::ios::eofbit);
    if (!any) return LineRead::End;
    return too_long ? LineRead::TooLong : LineRead::Line;
}

}  // namespace

Board board_from_words(const std::vector<std::string>& words, const std::string& size_text) {
    const auto shape = shape_of(size_text);
    if (words.size() >= 2 && is_a_board(words[0], shape) && is_a_board(words[1], shape)) {
        throw std::invalid_argument(
            std::to_string(words.size()) + " arguments were given, and " +
            quoted_excerpt(words[0]) + " and " + quoted_excerpt(words[1]) +
            " are each a whole board: give one board (quoted if it has spaces), or several on "
            "standard input, one a line");
    }
    std::string text;
    for (const auto& w : words) text += w + ' ';
    return parse_board(text, shape);
}

int for_each_board(const std::vector<std::string>& words, const std::string& size_text,
                   std::istream& in, const std::function<int(const Board&)>& handle) {
    if (!words.empty()) return handle(board_from_words(words, size_text));
    const auto shape = shape_of(size_text);
    int worst = kSuccess;
    bool bad_line = false;
    std::string line;
    for (int number = 1;; ++number) {
        const LineRead read = read_line(in, line);
        if (read == LineRead::End) break;
        if (read == LineRead::TooLong) {
            std::cerr << "npuzzle: line " << number << ": longer than " << kMaxLineLength
                      << " characters, skipped (it starts " << quoted_excerpt(line) << ")\n";
            bad_line = true;
            continue;
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        Board board;
        try {
            board = parse_board(line, shape);
        } catch (const std::invalid_argument& e) {
            std::cerr << "npuzzle: line " << number << ": " << e.what() << '\n';
            bad_line = true;
            continue;
        }
        worst = std::max(worst, handle(board));
    }
    return bad_line ? kBadInput : worst;
}

void BoardArgs::add_options(CLI::App& command, const std::string& board_help) {
    command.add_option("board", words, "the board, e.g. \"1 2 3 0 8 4 7 6 5\"; " + board_help);
    command.add_option("--goal", goal, "the goal board (default 1 2 3 4 5 6 7 8 0 for 3x3)");
    add_size_option(command, size);
}

int BoardArgs::for_each(
    std::istream& in,
    const std::function<int(const Board& start, const Board& goal)>& handle) const {
    const std::optional<Board> fixed_goal =
        goal.empty() ? std::nullopt : std::optional<Board>(board_from_words({goal}, size));
    return for_each_board(words, size, in, [&](const Board& start) {
        const Board to = fixed_goal ? *fixed_goal : Board::goal(start.width(), start.height());
        if (!start.same_shape(to)) {
            std::cerr << "npuzzle: board " << to_string(start) << " is " << start.width() << "x"
                      << start.height() << " but the goal is " << to.width() << "x" << to.height()
                      << ": no move changes a board's shape\n";
            return static_cast<int>(kBadInput);
        }
        return handle(start, to);
    });
}

}  // namespace npuzzle::cli
