#include "parity_explanation.hpp"

#include <sstream>

#include "lesson_code.hpp"
#include "npuzzle/board_io.hpp"
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

}  // namespace

// The verdict printed after it is the lesson's is_solvable, so a wrong implementation shows up as
// a disagreement.
std::string parity_explanation(const Board& start, const Board& goal, bool solvable,
                               Language lang) {
    std::ostringstream out;
    const bool zh = lang == Language::chinese;
    const int inv_start = lesson_code([&] { return parity::inversions(start); });
    const int inv_goal = lesson_code([&] { return parity::inversions(goal); });
    out << (zh ? "初始局面 " : "start ") << to_string(start) << (zh ? "：" : ": ")
        << count(inv_start, lang) << '\n'
        << (zh ? "目标局面 " : "goal  ") << to_string(goal) << (zh ? "：" : ": ")
        << count(inv_goal, lang) << '\n';
    bool same = false;
    const int w = start.width();
    if (w % 2 == 1) {
        same = inv_start % 2 == inv_goal % 2;
        if (zh) {
            out << "宽 " << w << " 是奇数：任何移动都不改变逆序数的奇偶性（上下移动时空格越过 "
                << w - 1 << " 个数码，是偶数个）\n"
                << "规则：两个局面的逆序数奇偶性必须相同；" << inv_start << " 与 " << inv_goal
                << (same ? " 相同" : " 不同") << '\n';
        } else {
            out << "width " << w
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
            out << "宽 " << w << " 是偶数：上下移动时空格越过 " << w - 1
                << " 个数码，逆序数的奇偶性翻转，同时空格换了一行\n"
                << "规则：逆序数 + 空格所在行（从 0 数起）的奇偶性必须相同；" << inv_start << " + "
                << start.blank_row() << " = " << a << " 与 " << inv_goal << " + "
                << goal.blank_row() << " = " << b << (same ? " 相同" : " 不同") << '\n';
        } else {
            out << "width " << w << " is even: a vertical move passes " << w - 1
                << (w == 2 ? " tile" : " tiles")
                << ", flipping the inversion parity, and moves the blank one row\n"
                << "rule: inversions + the blank's row (counted from 0) must have the same "
                   "parity; "
                << inv_start << " + " << start.blank_row() << " = " << a << " and " << inv_goal
                << " + " << goal.blank_row() << " = " << b << (same ? " do" : " do not") << '\n';
        }
    }
    if (same != solvable)
        out << (zh ? "但 is_solvable 的结论与此相反：两者不一致\n"
                   : "but is_solvable says otherwise: the two disagree\n");
    return out.str();
}

}  // namespace npuzzle::cli
