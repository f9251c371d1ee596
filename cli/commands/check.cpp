// npuzzle check [BOARD] [--goal G] [--explain]: whether the goal can be reached (lesson 02).
// Prints solvable or unsolvable; exit code 0 solvable, 1 unsolvable, 2 bad input.
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "../cli_support.hpp"
#include "../commands.hpp"
#include "parity.hpp"

namespace npuzzle::cli {

namespace {

// "1 inversion (odd)", "28 inversions (even)".
std::string count(int inversions) {
    return std::to_string(inversions) + (inversions == 1 ? " inversion (" : " inversions (") +
           (inversions % 2 == 0 ? "even" : "odd") + ")";
}

// The invariant of lesson 02, worked out for both boards. The verdict printed after it is the
// lesson's is_solvable, so a wrong implementation shows up as a disagreement.
void explain(const Board& start, const Board& goal, bool solvable) {
    const int inv_start = parity::inversions(start);
    const int inv_goal = parity::inversions(goal);
    std::cout << "start " << to_string(start) << ": " << count(inv_start) << '\n'
              << "goal  " << to_string(goal) << ": " << count(inv_goal) << '\n';
    bool same = false;
    if (start.width() % 2 == 1) {
        std::cout << "width " << start.width()
                  << " is odd: no move changes the parity of the inversions (a vertical move "
                     "passes "
                  << start.width() - 1 << " tiles, an even number)\n";
        same = inv_start % 2 == inv_goal % 2;
        std::cout << "rule: the inversions must have the same parity; " << inv_start << " and "
                  << inv_goal << (same ? " do" : " do not") << '\n';
    } else {
        const int a = inv_start + start.blank_row();
        const int b = inv_goal + goal.blank_row();
        same = a % 2 == b % 2;
        std::cout
            << "width " << start.width() << " is even: a vertical move passes " << start.width() - 1
            << (start.width() == 2 ? " tile" : " tiles")
            << ", flipping the inversion parity, and moves the blank one row\n"
            << "rule: inversions + the blank's row (counted from 0) must have the same parity; "
            << inv_start << " + " << start.blank_row() << " = " << a << " and " << inv_goal << " + "
            << goal.blank_row() << " = " << b << (same ? " do" : " do not") << '\n';
    }
    if (same != solvable) std::cout << "but is_solvable says otherwise: the two disagree\n";
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
                  "show the inversion counts and the rule that decides");
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
            const bool solvable = parity::is_solvable(start, goal);
            if (*show_working) explain(start, goal, solvable);
            std::cout << (solvable ? "solvable" : "unsolvable") << '\n';
            return solvable ? kSuccess : kNegative;
        });
    });
}

}  // namespace npuzzle::cli
