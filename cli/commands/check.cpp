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
#include "../lesson_code.hpp"
#include "../parity_explanation.hpp"
#include "npuzzle/language.hpp"
#include "parity.hpp"

namespace npuzzle::cli {

void add_check_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand(
        "check", "Say whether a board can reach the goal: solvable or unsolvable (lesson 02)");
    auto words = std::make_shared<std::vector<std::string>>();
    auto size = std::make_shared<std::string>();
    auto goal_text = std::make_shared<std::string>();
    auto show_working = std::make_shared<bool>(false);
    cmd->add_option("board", *words,
                    "the board, e.g. \"1 2 3 0 8 4 7 6 5\"; none: one per line on stdin");
    add_size_option(*cmd, *size);
    cmd->add_option("--goal", *goal_text, "the goal (default: 1 2 3 4 5 6 7 8 0 for the shape)");
    cmd->add_flag("--explain", *show_working,
                  "show the inversion counts and the rule that decides (in Chinese with "
                  "NPUZZLE_LANG=zh-CN or a zh_CN locale)");
    cmd->callback([&exit_code, words, size, goal_text, show_working] {
        std::optional<Board> given_goal;
        if (!goal_text->empty()) {
            try {
                given_goal = board_from_words({*goal_text}, *size);
            } catch (const std::invalid_argument& e) {
                throw std::invalid_argument(std::string("--goal: ") + e.what());
            }
        }
        exit_code = for_each_board(*words, *size, std::cin, [&](const Board& start) {
            const Board goal =
                given_goal ? *given_goal : Board::goal(start.width(), start.height());
            const bool solvable = lesson_code([&] { return parity::is_solvable(start, goal); });
            const Language lang = reading_language();
            if (*show_working) std::cout << parity_explanation(start, goal, solvable, lang);
            std::cout << (solvable ? texts::kSolvable : texts::kUnsolvable).in(lang) << '\n';
            return solvable ? kSuccess : kNegative;
        });
    });
}

}  // namespace npuzzle::cli
