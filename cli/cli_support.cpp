#include "cli_support.hpp"

#include <charconv>
#include <climits>
#include <iostream>
#include <stdexcept>

#include "cli_texts.hpp"
#include "help_texts.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/excerpt.hpp"

namespace npuzzle::cli {

void add_engine_option(CLI::App& command, EngineChoice& choice) {
    if (!have_tuned_engines()) return;
    command
        .add_option("--engine", choice.name,
                    fill(say(texts::kEngineOption), {tuned_engines_help(language())}))
        ->check(CLI::IsMember({"tuned", "lesson"}));
}

void add_impl_option(CLI::App& app) {
    static std::string ignored;  // main() acts on --impl before parsing
    app.fallthrough();
#if NPUZZLE_HAVE_SOLUTIONS
    app.add_option("--impl", ignored, say(texts::kImplBoth))
        ->check(CLI::IsMember({"reference", "student"}));
#else
    // The student edition has no reference to run: only the student's own code.
    app.add_option("--impl", ignored, say(texts::kImplStudent))->check(CLI::IsMember({"student"}));
#endif
}

void add_size_option(CLI::App& command, std::string& size_text) {
    command.add_option("--size", size_text, say(texts::kSizeOption));
}

CLI::Validator whole_number(const std::string& example) {
    return CLI::Validator(
        [example](std::string& text) -> std::string {
            long long value = 0;
            const char* end = text.data() + text.size();
            const auto [stop, error] = std::from_chars(text.data(), end, value);
            if (text.empty() || stop != end ||
                (error != std::errc() && error != std::errc::result_out_of_range)) {
                return fill(say(texts::kNotWholeNumber), {quoted_excerpt(text), example});
            }
            if (value < 0) return fill(say(texts::kBelowZero), {excerpt(text), example});
            if (error != std::errc() || value > INT_MAX) {
                return fill(say(texts::kTooLarge), {excerpt(text), std::to_string(INT_MAX)});
            }
            return {};
        },
        "NONNEGATIVE");
}

CLI::Validator one_of(const std::vector<std::string>& names) {
    std::string known;
    std::string choices;  // as CLI11 shows a set in --help: {bfs,table,...}
    for (const std::string& name : names) {
        known += (known.empty() ? "" : ", ") + name;
        choices += (choices.empty() ? "" : ",") + name;
    }
    return CLI::Validator(
        [names, known](std::string& text) -> std::string {
            for (const std::string& name : names) {
                if (text == name) return {};
            }
            return fill(say(texts::kUnknownAlgorithm), {quoted_excerpt(text), known});
        },
        "{" + choices + "}");
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
        throw std::invalid_argument(fill(
            say(texts::kTwoBoardsGiven),
            {std::to_string(words.size()), quoted_excerpt(words[0]), quoted_excerpt(words[1])}));
    }
    std::string text;
    for (const auto& w : words) text += w + ' ';
    return parse_board(text, shape);
}

int for_each_board(const std::vector<std::string>& words, const std::string& size_text,
                   std::istream& in, const std::function<int(const Board&)>& handle,
                   const std::function<void()>& before_error) {
    if (!words.empty()) return handle(board_from_words(words, size_text));
    const auto error_comes = [&] {
        if (before_error) before_error();
    };
    const auto shape = shape_of(size_text);
    int worst = kSuccess;
    bool bad_line = false;
    std::string line;
    for (int number = 1;; ++number) {
        const LineRead read = read_line(in, line);
        if (read == LineRead::End) break;
        if (read == LineRead::TooLong) {
            error_comes();
            std::cerr << fill(say(texts::kLineTooLong),
                              {std::to_string(number), std::to_string(kMaxLineLength),
                               quoted_excerpt(line)})
                      << '\n';
            bad_line = true;
            continue;
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        Board board;
        try {
            board = parse_board(line, shape);
        } catch (const std::invalid_argument& e) {
            error_comes();
            std::cerr << fill(say(texts::kLineError),
                              {std::to_string(number), message_in(e, language())})
                      << '\n';
            bad_line = true;
            continue;
        }
        worst = std::max(worst, handle(board));
    }
    return bad_line ? kBadInput : worst;
}

void BoardArgs::add_options(CLI::App& command, const Text& board_help) {
    command.add_option("board", words, fill(say(texts::kBoardArg), {say(board_help)}));
    command.add_option("--goal", goal, say(texts::kGoalOption));
    add_size_option(command, size);
}

int BoardArgs::for_each(std::istream& in,
                        const std::function<int(const Board& start, const Board& goal)>& handle,
                        const std::function<void()>& before_error) const {
    const std::optional<Board> fixed_goal =
        goal.empty() ? std::nullopt : std::optional<Board>(board_from_words({goal}, size));
    return for_each_board(
        words, size, in,
        [&](const Board& start) {
            const Board to = fixed_goal ? *fixed_goal : Board::goal(start.width(), start.height());
            if (!start.same_shape(to)) {
                if (before_error) before_error();
                std::cerr << fill(say(texts::kGoalOtherShape),
                                  {to_string(start), std::to_string(start.width()),
                                   std::to_string(start.height()), std::to_string(to.width()),
                                   std::to_string(to.height())})
                          << '\n';
                return static_cast<int>(kBadInput);
            }
            return handle(start, to);
        },
        before_error);
}

}  // namespace npuzzle::cli
