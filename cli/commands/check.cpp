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
#include "../lesson_code.hpp"
#include "npuzzle/language.hpp"
#include "parity.hpp"

namespace npuzzle::cli {

namespace {

// "1 inversion (odd)", "28 inversions (even)"; "逆序数 1（奇）".
std::string count(int inversions, Language lang) {
    if (lang == Language::chinese)
        return "逆序数 " + std::to_string(inversions) + (inversions % 2 == 0 ? "（偶）" : "（奇）");
    return std::to_string(inversions) + (inversions == 1 ? " inversion (" : " inversions (") +
           (inversions % 2 == 0 ? "even" : "odd") + ")";
}

// The invariant of lesson 02, worked out for both boards, in the student's language. The verdict
// printed after it is the lesson's is_solvable, so a wrong implementation shows up as a
// disagreement.
void explain(const Board& start, const Board& goal, bool solvable, Language lang) {
    const bool zh = lang == Language::chinese;
    const int inv_start = lesson_code([&] { return parity::inversions(start); });
    const int inv_goal = lesson_code([&] { return parity::inversions(goal); });
    std::cout << (zh ? "初始局面 " : "start ") << to_string(start) << (zh ? "：" : ": ")
              << count(inv_start, lang) << '\n'
              << (zh ? "目标局面 " : "goal  ") << to_string(goal) << (zh ? "：" : ": ")
              << count(inv_goal, lang) << '\n';
    bool same = false;
    const int w = start.width();
    if (w % 2 == 1) {
        same = inv_start % 2 == inv_goal % 2;
        if (zh) {
            std::cout << "宽 " << w
                      << " 是奇数：任何移动都不改变逆序数的奇偶性（上下移动时空格越过 " << w - 1
                      << " 个数码，是偶数个）\n"
                      << "规则：两个局面的逆序数奇偶性必须相同；" << inv_start << " 与 " << inv_goal
                      << (same ? " 相同" : " 不同") << '\n';
        } else {
            std::cout << "width " << w
                      << " is odd: no move changes the parity of the inversions (a vertical move "
                         "passes "
                      << w - 1 << " tiles, an even number)\n"
                      << "rule: the inversions must have the same parity; " << inv_start << " and "
                      << inv_goal << (same ? " do" : " do not") << '\n';
        }
    } else {
        const int a = inv_start + start.blank_row();
        const int b = inv_goal + goal.blank_row();
        same = a % 2 == b % 2;
        if (zh) {
            std::cout << "宽 " << w << " 是偶数：上下移动时空格越过 " << w - 1
                      << " 个数码，逆序数的奇偶性翻转，同时空格换了一行\n"
                      << "规则：逆序数 + 空格所在行（从 0 数起）的奇偶性必须相同；" << inv_start
                      << " + " << start.blank_row() << " = " << a << " 与 " << inv_goal << " + "
                      << goal.blank_row() << " = " << b << (same ? " 相同" : " 不同") << '\n';
        } else {
            std::cout << "width " << w << " is even: a vertical move passes " << w - 1
                      << (w == 2 ? " tile" : " tiles")
                      << ", flipping the inversion parity, and moves the blank one row\n"
                      << "rule: inversions + the blank's row (counted from 0) must have the same "
                         "parity; "
                      << inv_start << " + " << start.blank_row() << " = " << a << " and "
                      << inv_goal << " + " << goal.blank_row() << " = " << b
                      << (same ? " do" : " do not") << '\n';
        }
    }
    if (same != solvable)
        std::cout << (zh ? "但 is_solvable 的结论与此相反：两者不一致\n"
                         : "but is_solvable says otherwise: the two disagree\n");
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
            if (*show_working) explain(start, goal, solvable, reading_language());
            std::cout << (solvable ? "solvable" : "unsolvable") << '\n';
            return solvable ? kSuccess : kNegative;
        });
    });
}

}  // namespace npuzzle::cli
