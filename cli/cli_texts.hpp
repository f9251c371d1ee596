// Description: the sentences `npuzzle` prints for a student to read (solve's answers, check's and
// rank's working), each in English and Chinese in one Text (npuzzle/language.hpp), shown in the
// student's language. A "{}" stands for a value, filled in order by fill(); both texts of a
// sentence hold the same number of them (tests/cli/cli_test.py checks this table).
// Machine formats (solve --format poj and json, DOT) stay as they are in every language.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "npuzzle/language.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"

namespace npuzzle::cli {

// `text` with each "{}" replaced by the next of `values`.
std::string fill(std::string_view text, std::initializer_list<std::string> values);

namespace texts {

// solve: an answer (--format moves, boards) and --sweep's table.
inline constexpr Text kMoves{"{} moves: {}", "{} 步：{}"};
inline constexpr Text kOneMove{"1 move: {}", "1 步：{}"};
inline constexpr Text kNoMoves{"0 moves: none, the start is the goal",
                               "0 步：不用移动，初始局面就是目标局面"};
inline constexpr Text kCutOff{"not found within the depth limit",
                              "在深度限制之内没有找到（被截断）"};
inline constexpr Text kCutOffBoards{"not found within the depth limit (cut off)",
                                    "在深度限制之内没有找到（被截断）"};
inline constexpr Text kUnsolvable{"unsolvable", "无解"};
inline constexpr Text kUnsolvableBoards{"unsolvable: the goal cannot be reached",
                                        "无解：到达不了目标局面"};
inline constexpr Text kStepStart{"step 0 (start)", "第 0 步（初始局面）"};
inline constexpr Text kStep{"step {}: blank {}", "第 {} 步：空格{}"};
inline constexpr Text kSweepBoard{"board {}", "局面 {}"};
// Each heading is as wide as its column (5, 7, 6 columns and the rest).
inline constexpr Text kSweepHeading{"limit  status   length  expanded",
                                    " 限制  状态     步数    扩展结点数"};
inline constexpr Text kSweepUnsolvable{
    "board {} is unsolvable (parity, lesson 02): no depth limit finds a path",
    "局面 {} 无解（奇偶性，第 02 课）：任何深度限制都找不到路径"};

// The blank's moves (Up, Down, Left, Right, as Move numbers them) and a search's statuses.
inline constexpr Text kMoveNames[] = {
    {"Up", "上移"}, {"Down", "下移"}, {"Left", "左移"}, {"Right", "右移"}};
inline constexpr Text kFound{"found", "找到"};
inline constexpr Text kCutOffStatus{"cut-off", "截断"};
inline constexpr Text kFailure{"failure", "失败"};

// check: the verdict and --explain's working.
inline constexpr Text kSolvable{"solvable", "可解"};
inline constexpr Text kStartInversions{"start {}: {}", "初始局面 {}：{}"};
inline constexpr Text kGoalInversions{"goal  {}: {}", "目标局面 {}：{}"};
inline constexpr Text kInversionsEven{"{} inversions (even)", "逆序数 {}（偶）"};
inline constexpr Text kInversionsOdd{"{} inversions (odd)", "逆序数 {}（奇）"};
inline constexpr Text kOneInversion{"1 inversion (odd)", "逆序数 1（奇）"};
inline constexpr Text kOddWidth{
    "width {} is odd: no move changes the parity of the inversions (a vertical move passes {} "
    "tiles, an even number)",
    "宽 {} 是奇数：任何移动都不改变逆序数的奇偶性（上下移动时空格越过 {} 个数码，是偶数个）"};
inline constexpr Text kOddRuleSame{"rule: the inversions must have the same parity; {} and {} do",
                                   "规则：两个局面的逆序数奇偶性必须相同；{} 与 {} 相同"};
inline constexpr Text kOddRuleDiffer{
    "rule: the inversions must have the same parity; {} and {} do not",
    "规则：两个局面的逆序数奇偶性必须相同；{} 与 {} 不同"};
inline constexpr Text kEvenWidth{
    "width {} is even: a vertical move passes {} tiles, flipping the inversion parity, and moves "
    "the blank one row",
    "宽 {} 是偶数：上下移动时空格越过 {} 个数码，逆序数的奇偶性翻转，同时空格换了一行"};
inline constexpr Text kEvenWidthOfTwo{
    "width 2 is even: a vertical move passes 1 tile, flipping the inversion parity, and moves "
    "the blank one row",
    "宽 2 是偶数：上下移动时空格越过 1 个数码，逆序数的奇偶性翻转，同时空格换了一行"};
inline constexpr Text kEvenRuleSame{
    "rule: inversions + the blank's row (counted from 0) must have the same parity; {} + {} = {} "
    "and {} + {} = {} do",
    "规则：逆序数 + 空格所在行（从 0 数起）的奇偶性必须相同；{} + {} = {} 与 {} + {} = {} 相同"};
inline constexpr Text kEvenRuleDiffer{
    "rule: inversions + the blank's row (counted from 0) must have the same parity; {} + {} = {} "
    "and {} + {} = {} do not",
    "规则：逆序数 + 空格所在行（从 0 数起）的奇偶性必须相同；{} + {} = {} 与 {} + {} = {} 不同"};
inline constexpr Text kParityDisagrees{"but is_solvable says otherwise: the two disagree",
                                       "但 is_solvable 的结论与此相反：两者不一致"};

// trace: what was drawn and written.
inline constexpr Text kTraceDrawn{"npuzzle: {} {}, {} of {} nodes drawn",
                                  "npuzzle: {} {}，画出了 {} 个结点（共 {} 个）"};
inline constexpr Text kTraceMoreNodes{" (raise --max-nodes to draw more)",
                                      "（加大 --max-nodes 可以画出更多）"};
inline constexpr Text kTraceDepthCut{" (--max-depth {} cut some)",
                                     "（--max-depth {} 截去了一部分）"};
inline constexpr Text kTraceWrote{"npuzzle: wrote {}", "npuzzle: 已写出 {}"};

// rank --explain's working.
inline constexpr Text kRankTitle{"rank of {} ({}x{}, the blank counts as 0)",
                                 "局面 {}（{}x{}，空格记作 0）的字典序排名（康托展开）"};
inline constexpr Text kRankCell{"cell", "格子"};
inline constexpr Text kRankTile{"tile", "数码"};
inline constexpr Text kRankSmallerAfter{"smaller values after it", "它之后比它小的数"};
inline constexpr Text kRankDigit{"digit", "该位数字"};
inline constexpr Text kRankProduct{"= product", "= 乘积"};
inline constexpr Text kRankSum{
    "sum of the products = {}: {} boards of this shape come before it in lexicographic order",
    "各乘积之和 = {}：按字典序，这种形状的局面中有 {} 个排在它前面"};
inline constexpr Text kRankDisagrees{"but rank_board says {}: the two disagree",
                                     "但 rank_board 给出 {}：两者不一致"};
inline constexpr Text kRank{"rank = ", "排名 = "};

}  // namespace texts

// "Up" / "上移": the blank's move in the reader's language.
std::string_view move_name(Move m, Language lang);

// "found" / "找到": a search's status in the reader's language.
std::string_view status_name(SearchStatus s, Language lang);

}  // namespace npuzzle::cli
