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
#include "npuzzle/language.hpp"
#include "parity.hpp"

namespace npuzzle::cli {

namespace {

// "1 inversion (odd)", "28 inversions (even)"; "逆序数 1（奇）".
std::string count(int inversions, Language lang) {
    if (inversions == 1) return std::string(texts::kOneInversion.in(lang));
    const Text& parity = inversions % 2 == 0 ? texts::kInversionsEven : texts::kInversionsOdd;
    return fill(parity.in(lang), {std::to_string(inversions)});
}

// The invariant of lesson 02, worked out for both boards, in the student's language. The verdict
// printed after it is the lesson's is_solvable, so a wrong implementation shows up as a
// disagreement.
void explain(const Board& start, const Board& goal, bool solvable, Language lang) {
    using std::to_string;
    const int inv_start = lesson_code([&] { return parity::inversions(start); });
    const int inv_goal = lesson_code([&] { return parity::inversions(goal); });
    std::cout << fill(texts::kStartInversions.in(lang),
                      {npuzzle::to_string(start), count(inv_start, lang)})
              << '\n'
              << fill(texts::kGoalInversions.in(lang),
                      {npuzzle::to_string(goal), count(inv_goal, lang)})
              << '\n';
    bool same = false;
    const int w = start.width();
    if (w % 2 == 1) {
        same = inv_start % 2 == inv_goal % 2;
        std::cout << fill(texts::kOddWidth.in(lang), {to_string(w), to_string(w - 1)}) << '\n'
                  << fill((same ? texts::kOddRuleSame : texts::kOddRuleDiffer).in(lang),
                          {to_string(inv_start), to_string(inv_goal)})
                  << '\n';
    } else {
        const int a = inv_start + start.blank_row();
        const int b = inv_goal + goal.blank_row();
        same = a % 2 == b % 2;
        std::cout << (w == 2 ? std::string(texts::kEvenWidthOfTwo.in(lang))
                             : fill(texts::kEvenWidth.in(lang), {to_string(w), to_string(w - 1)}))
                  << '\n'
                  << fill((same ? texts::kEvenRuleSame : texts::kEvenRuleDiffer).in(lang),
                          {to_string(inv_start), to_string(start.blank_row()), to_string(a),
                           to_string(inv_goal), to_string(goal.blank_row()), to_string(b)})
                  << '\n';
    }
    if (same != solvable) std::cout << texts::kParityDisagrees.in(lang) << '\n';
}

}  // namespace

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
            if (*show_working) explain(start, goal, solvable, lang);
            std::cout << (solvable ? texts::kSolvable : texts::kUnsolvable).in(lang) << '\n';
            return solvable ? kSuccess : kNegative;
        });
    });
}

}  // namespace npuzzle::cli
