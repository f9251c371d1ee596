// npuzzle check [BOARD] [--goal G] [--explain]: whether the goal can be reached (lesson 02).
// Prints solvable or unsolvable (可解 or 无解 to a Chinese reader); exit code 0 solvable, 1
// unsolvable, 2 bad input.
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "../cli_support.hpp"
#include "../cli_texts.hpp"
#include "../commands.hpp"
#include "../help_texts.hpp"
#include "../lesson_code.hpp"
#include "../parity_explanation.hpp"
#include "npuzzle/language.hpp"
#include "parity.hpp"

namespace npuzzle::cli {

void add_check_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("check", say(texts::kCheckCommand));
    auto words = std::make_shared<std::vector<std::string>>();
    auto size = std::make_shared<std::string>();
    auto goal_text = std::make_shared<std::string>();
    auto show_working = std::make_shared<bool>(false);
    cmd->add_option("board", *words, fill(say(texts::kBoardArg), {say(texts::kNoBoardOnePerLine)}));
    add_size_option(*cmd, *size);
    cmd->add_option("--goal", *goal_text, say(texts::kCheckGoalOption));
    cmd->add_flag("--explain", *show_working, say(texts::kCheckExplain));
    cmd->callback([&exit_code, words, size, goal_text, show_working] {
        std::optional<Board> given_goal;
        if (!goal_text->empty()) {
            try {
                given_goal = board_from_words({*goal_text}, *size);
            } catch (const std::invalid_argument& e) {
                throw std::invalid_argument("--goal: " + message_in(e, language()));
            }
        }
        exit_code = for_each_board(*words, *size, std::cin, [&](const Board& start) {
            const Board goal =
                given_goal ? *given_goal : Board::goal(start.width(), start.height());
            const bool solvable = lesson_code([&] { return parity::is_solvable(start, goal); });
            const Language lang = language();
            if (*show_working) std::cout << parity_explanation(start, goal, solvable, lang);
            std::cout << (solvable ? texts::kSolvable : texts::kUnsolvable).in(lang) << '\n';
            return solvable ? kSuccess : kNegative;
        });
    });
}

}  // namespace npuzzle::cli
