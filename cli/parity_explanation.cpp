#include "parity_explanation.hpp"

#include <sstream>

#include "cli_texts.hpp"
#include "lesson_code.hpp"
#include "npuzzle/board_io.hpp"
#include "parity.hpp"

namespace npuzzle::cli {

namespace {

// "1 inversion (odd)", "28 inversions (even)"; "逆序数 1（奇）".
std::string count(int inversions, Language lang) {
    if (inversions == 1) return std::string(texts::kOneInversion.in(lang));
    const Text& parity = inversions % 2 == 0 ? texts::kInversionsEven : texts::kInversionsOdd;
    return fill(parity.in(lang), {std::to_string(inversions)});
}

}  // namespace

// The verdict printed after it is the lesson's is_solvable, so a wrong implementation shows up as
// a disagreement.
std::string parity_explanation(const Board& start, const Board& goal, bool solvable,
                               Language lang) {
    using std::to_string;
    std::ostringstream out;
    const int inv_start = lesson_code([&] { return parity::inversions(start); });
    const int inv_goal = lesson_code([&] { return parity::inversions(goal); });
    out << fill(texts::kStartInversions.in(lang),
                {npuzzle::to_string(start), count(inv_start, lang)})
        << '\n'
        << fill(texts::kGoalInversions.in(lang), {npuzzle::to_string(goal), count(inv_goal, lang)})
        << '\n';
    bool same = false;
    const int w = start.width();
    if (w % 2 == 1) {
        same = inv_start % 2 == inv_goal % 2;
        out << fill(texts::kOddWidth.in(lang), {to_string(w), to_string(w - 1)}) << '\n'
            << fill((same ? texts::kOddRuleSame : texts::kOddRuleDiffer).in(lang),
                    {to_string(inv_start), to_string(inv_goal)})
            << '\n';
    } else {
        const int a = inv_start + start.blank_row();
        const int b = inv_goal + goal.blank_row();
        same = a % 2 == b % 2;
        out << (w == 2 ? std::string(texts::kEvenWidthOfTwo.in(lang))
                       : fill(texts::kEvenWidth.in(lang), {to_string(w), to_string(w - 1)}))
            << '\n'
            << fill((same ? texts::kEvenRuleSame : texts::kEvenRuleDiffer).in(lang),
                    {to_string(inv_start), to_string(start.blank_row()), to_string(a),
                     to_string(inv_goal), to_string(goal.blank_row()), to_string(b)})
            << '\n';
    }
    if (same != solvable) out << texts::kParityDisagrees.in(lang) << '\n';
    return out.str();
}

}  // namespace npuzzle::cli
