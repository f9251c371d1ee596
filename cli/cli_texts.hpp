// Description: the sentences `npuzzle` prints for a student to read (solve's answers, check's and
// rank's working), each in English and Chinese in one Text (npuzzle/language.hpp), shown in the
// student's language. A "{}" stands for a value, filled in order by fill(); both texts of a
// sentence hold the same number of them (tests/cli/cli_test.py checks this table).
// Machine formats (solve --format poj and json, DOT) stay as they are in every language.
#pragma once

#include <string>
#include <string_view>

#include "npuzzle/language.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"

namespace npuzzle::cli {

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
inline constexpr Text kTraceFrames{"npuzzle: wrote {} frames to {}", "npuzzle: 已把 {} 帧写到 {}"};
inline constexpr Text kTraceFramesSkipped{" ({} more expansions past --max-frames)",
                                          "（超出 --max-frames 的扩展还有 {} 次，没有画）"};
inline constexpr Text kTraceLogWritten{
    "npuzzle: log of {} events ({} lines at this level) written to {}",
    "npuzzle: {} 个事件的日志（这个级别下 {} 行）已写到：{}"};
inline constexpr Text kStandardError{"standard error", "标准错误输出"};
inline constexpr Text kTraceLogCapped{
    "npuzzle: the log stopped at its cap of {} MB after {} lines; the search went on unlogged "
    "(raise --log-max-mb, or log less with --log-level debug)",
    "npuzzle: 日志到了 {} MB 的上限，写完 {} 行后停了下来；搜索照常进行，只是不再记录（可以加大 "
    "--log-max-mb，或者用 --log-level debug 少记一些）"};
inline constexpr Text kTraceAspectIgnored{
    "npuzzle: --aspect wraps the iterations of iddfs and idastar, and turns a tall tree left to "
    "right; {}'s tree is left as it is",
    "npuzzle: --aspect 只对 iddfs 和 idastar 的各轮迭代换行排列，并把很高的树改成从左往右画；{} "
    "的树保持原样"};
inline constexpr Text kTraceLayingOut{
    "npuzzle: laying out {} nodes: dot may take minutes (lower --max-nodes, which caps each "
    "iteration, or draw --iterations last)",
    "npuzzle: 正在排布 {} 个结点：dot 可能要花几分钟（可以调低 --max-nodes，它限制的是每一轮迭代，"
    "或者只画 --iterations last）"};
inline constexpr Text kTraceStoppedAtMaxNodes{
    "npuzzle: {} stopped at --max-nodes {} without reaching the goal: BFS keeps every board it "
    "reaches, and a {}x{} board far from its goal can need terabytes; raise --max-nodes to search "
    "further, or trace --algo idastar",
    "npuzzle: {} 在 --max-nodes {} 处停了下来，没有到达目标局面：BFS 要保存它到过的每个局面，而离"
    "目标很远的 {}x{} 局面可能需要上 TB 的内存；加大 --max-nodes 可以搜得更远，或者改用 trace "
    "--algo idastar"};
inline constexpr Text kTraceOneBoard{
    "npuzzle: trace draws one search: give one board (board {} ignored)",
    "npuzzle: trace 只画一次搜索：请只给一个局面（第 {} 个局面已忽略）"};

// trace: bad options, said before the search runs.
inline constexpr Text kPngTooLarge{
    "the tree is too large for a legible PNG (about {} x {} inches, {} nodes): write --svg or "
    "--pdf, draw fewer nodes (--max-nodes, --max-depth, --iterations last), or step through it "
    "with --html",
    "这棵树太大，画成 PNG 就看不清了（约 {} x {} 英寸，{} 个结点）：请改写 --svg 或 --pdf，少画一些"
    "结点（--max-nodes、--max-depth、--iterations last），或者用 --html 一步一步地看"};
inline constexpr Text kExplainNeedsPdb{
    "--explain-heuristic draws pattern databases: give --heuristic pdb:NAME ({})",
    "--explain-heuristic 画的是模式数据库：请给出 --heuristic pdb:名称（{}）"};
inline constexpr Text kBadIterations{
    "--iterations takes all, last or a number from 1; got {}",
    "--iterations 的值应为 all、last 或从 1 起的整数；收到的是 {}"};
inline constexpr Text kBadAspect{
    "--aspect takes W:H (16:9, 4:3) or a ratio (1.78); got '{}'",
    "--aspect 的值应为 宽:高（16:9、4:3）或一个比值（1.78）；收到的是 '{}'"};
inline constexpr Text kNoFolder{"{} {}: the folder '{}' does not exist",
                                "{} {}：文件夹 '{}' 不存在"};
inline constexpr Text kCannotWrite{"cannot write '{}'", "无法写入 '{}'"};

// What main() says when a run fails, by where the failure came from (exit_code.hpp).
inline constexpr Text kArgumentTooLong{
    "npuzzle: argument {} is {} characters long, more than the {} allowed (it starts {})",
    "npuzzle: 第 {} 个参数长 {} 个字符，超过了允许的 {} 个（开头是 {}）"};
inline constexpr Text kNoCommand{"no command given", "没有给出命令"};
inline constexpr Text kUnknownCommand{"unknown command {}", "没有 {} 这个命令"};
inline constexpr Text kCommandsAre{
    "npuzzle: {}; commands are: {} (npuzzle --help says what each does)",
    "npuzzle: {}；可用的命令有：{}（npuzzle --help 会说明每个命令做什么）"};
inline constexpr Text kRunWithHelp{"Run with --help for more information.",
                                   "加上 --help 运行可以看到更多说明。"};
inline constexpr Text kNoSuchShape{"no board is {}x{}", "没有 {}x{} 的局面"};
// What escaped the lesson code when it is no std::exception (after kLessonFailed).
inline constexpr Text kNotAnException{"it threw something that is not a std::exception",
                                      "它抛出的不是 std::exception"};
inline constexpr Text kLessonFailed{"npuzzle: the lesson code failed: {}",
                                    "npuzzle: 课程代码出错：{}"};
inline constexpr Text kThrewNonException{
    "npuzzle: the lesson code failed: it threw something that is not a std::exception",
    "npuzzle: 课程代码出错：它抛出的不是 std::exception"};
inline constexpr Text kInputOutputFailed{"npuzzle: input/output failed: {}",
                                         "npuzzle: 输入输出失败：{}"};
inline constexpr Text kOutOfMemory{
    "npuzzle: out of memory (the search needs more than this machine gives it; for boards above "
    "3x3 try --algo idastar)",
    "npuzzle: 内存不足（这次搜索需要的内存超过了这台机器能给的；大于 3x3 的局面请试试 --algo "
    "idastar）"};
inline constexpr Text kCannotWriteOutput{"npuzzle: cannot write to standard output: {}",
                                         "npuzzle: 无法写到标准输出：{}"};
inline constexpr Text kCannotRunStudent{
    "npuzzle: cannot run {} for --impl student: {} (build it with ./kit build)",
    "npuzzle: 无法为 --impl student 运行 {}：{}（请先用 ./kit build 构建它）"};

// Bad input: boards read from the arguments or standard input, and options' values.
inline constexpr Text kLineError{"npuzzle: line {}: {}", "npuzzle: 第 {} 行：{}"};
inline constexpr Text kLineTooLong{
    "npuzzle: line {}: longer than {} characters, skipped (it starts {})",
    "npuzzle: 第 {} 行：超过 {} 个字符，已跳过（开头是 {}）"};
inline constexpr Text kTwoBoardsGiven{
    "{} arguments were given, and {} and {} are each a whole board: give one board (quoted if it "
    "has spaces), or several on standard input, one a line",
    "给出了 {} 个参数，其中 {} 和 {} 各自都是一个完整的局面：请只给一个局面（含空格时加引号），"
    "或者把多个局面从标准输入每行一个地给出"};
inline constexpr Text kGoalOtherShape{
    "npuzzle: board {} is {}x{} but the goal is {}x{}: no move changes a board's shape",
    "npuzzle: 局面 {} 是 {}x{} 的，目标局面却是 {}x{} 的：任何移动都不会改变局面的尺寸"};
inline constexpr Text kNotWholeNumber{"{} is not a whole number (e.g. {})",
                                      "{} 不是整数（例如 {}）"};
inline constexpr Text kBelowZero{"{} is below 0 (e.g. {})", "{} 小于 0（例如 {}）"};
inline constexpr Text kTooLarge{"{} is too large: at most {}", "{} 太大：最多为 {}"};
inline constexpr Text kUnknownAlgorithm{"unknown search {} (known: {})",
                                        "没有 {} 这种搜索（可用的有：{}）"};
inline constexpr Text kUnknownHeuristic{
    "unknown heuristic {} (known: {}, and the pattern databases of idastar {})",
    "没有 {} 这种启发函数（可用的有：{}，以及 idastar 的模式数据库 {}）"};
inline constexpr Text kUnknownPatternDatabases{
    "unknown heuristic {} (known: the pattern databases of idastar {})",
    "没有 {} 这种启发函数（可用的有：idastar 的模式数据库 {}）"};

// solve: options that do not go together, and limits.
inline constexpr Text kBadSweep{
    "--sweep takes LOW..HIGH with 0 <= LOW <= HIGH, e.g. 10..31; got {}",
    "--sweep 的值应为 LOW..HIGH，且 0 <= LOW <= HIGH，例如 10..31；收到的是 {}"};
inline constexpr Text kSweepNeedsDls{"--sweep goes with --algo dls (it varies the depth limit)",
                                     "--sweep 只能与 --algo dls 一起用（它逐个改变深度限制）"};
inline constexpr Text kSweepWithLimit{
    "--sweep tries every depth limit itself: leave out --depth-limit",
    "--sweep 会自己逐个尝试每个深度限制：请去掉 --depth-limit"};
inline constexpr Text kHeuristicNotTaken{
    "--heuristic applies to --algo {} only: {} uses no heuristic",
    "--heuristic 只用于 --algo {}：{} 不用启发函数"};
inline constexpr Text kDepthLimitNotTaken{
    "--depth-limit applies to --algo {} only: {} has no depth limit",
    "--depth-limit 只用于 --algo {}：{} 没有深度限制"};
inline constexpr Text kSweepAboveMost{
    "npuzzle: --sweep {} starts above {}, the longest optimal solution of a {}x{} board: nothing "
    "to sweep",
    "npuzzle: --sweep {} 的起点超过了 {}，即 {}x{} 局面最长的最优解长度：没有可以尝试的限制"};
inline constexpr Text kLimitLowered{
    "npuzzle: {} {} lowered to {}: no {}x{} board needs more than {} moves",
    "npuzzle: {} {} 已降为 {}：任何 {}x{} 局面都不需要超过 {} 步"};
inline constexpr Text kBudgetReached{
    "npuzzle: {} stopped after {} nodes without reaching the goal from {}: BFS keeps every board "
    "it reaches, and a {}x{} board far from its goal can need terabytes; use --algo idastar",
    "npuzzle: {} 在 {} 个结点之后停了下来，没有从 {} 到达目标局面：BFS 要保存它到过的每个局面，"
    "而离目标很远的 {}x{} 局面可能需要上 TB 的内存；请用 --algo idastar"};

// compare: why a search of the table did not run, its --series and --plot.
inline constexpr Text kCompareSkippedIddfs{"skipped: {} moves is past --iddfs-max {}",
                                           "跳过：{} 步超过了 --iddfs-max {}"};
inline constexpr Text kCompareSkippedAstar{
    "skipped: {} moves; past {} A*'s open list outgrows memory (lesson 05)",
    "跳过：{} 步；超过 {} 步时 A* 的 open 表会撑爆内存（第 05 课）"};
inline constexpr Text kCompareSkippedUnsolvable{"skipped: no solution", "跳过：无解"};
inline constexpr Text kCompareDoesNotApply{"does not apply: {}", "不适用：{}"};
inline constexpr Text kCompareStopped{
    "stopped after {} nodes: BFS keeps every board it reaches (use idastar)",
    "扩展 {} 个结点后停了下来：BFS 要保存它到过的每个局面（请用 idastar）"};
inline constexpr Text kUnknownSeries{"--series {} names no search of this board; known: {}",
                                     "--series {} 不是这个局面的任何一种搜索；可用的有：{}"};
inline constexpr Text kPlotTitle{"nodes generated: {}", "生成的结点数：{}"};
inline constexpr Text kPlotByDepth{"BFS and A*: generated at each depth",
                                   "BFS 和 A*：每一层深度生成的结点"};
inline constexpr Text kPlotByIteration{"IDDFS and IDA*: generated in each iteration",
                                       "IDDFS 和 IDA*：每一轮迭代生成的结点"};
inline constexpr Text kPlotDepth{"depth", "深度"};
inline constexpr Text kPlotBound{"the iteration's bound (IDDFS: depth limit, IDA*: f-bound)",
                                 "这一轮的阈值（IDDFS：深度限制，IDA*：f 值上限）"};
inline constexpr Text kPlotNodes{"nodes generated", "生成的结点数"};
inline constexpr Text kCannotRunGnuplot{"cannot run gnuplot", "无法运行 gnuplot"};
inline constexpr Text kGnuplotFailed{
    "gnuplot could not draw {} (is it installed? sudo apt-get install gnuplot-nox; is the folder "
    "there?)",
    "gnuplot 没能画出 {}（装了吗？sudo apt-get install gnuplot-nox；文件夹存在吗？）"};
inline constexpr Text kPlotFirstBoardOnly{"npuzzle: --plot drew the first board only",
                                          "npuzzle: --plot 只画了第一个局面"};

// A long search's progress line, a part at a time (progress.cpp).
inline constexpr Text kStillSearching{"npuzzle: {} still searching after {} s",
                                      "npuzzle: {} 已经搜索了 {} 秒，还在继续"};
inline constexpr Text kProgressExpanded{": {} nodes expanded", "：已扩展 {} 个结点"};
inline constexpr Text kProgressFBound{", f-bound {}", "，f 值上限 {}"};
inline constexpr Text kProgressDepthLimit{", depth limit {}", "，深度限制 {}"};
inline constexpr Text kProgressIteration{" (iteration {})", "（第 {} 轮迭代）"};
inline constexpr Text kProgressCtrlC{" (Ctrl-C stops it)", "（按 Ctrl-C 可以停止）"};

// Lesson 07's pattern databases on disk (pattern_databases.cpp): what was read, refused or not
// saved (the build's own progress line is said apart).
inline constexpr Text kPatternDatabase{"pattern database {}/{} (tiles {})",
                                       "模式数据库 {}/{}（数码 {}）"};
inline constexpr Text kDatabaseRead{"npuzzle: {} read from {}", "npuzzle: {}已从 {} 读入"};
inline constexpr Text kDatabaseNotUsed{"npuzzle: {} is not used, {}: rebuilding it",
                                       "npuzzle: 不使用 {}（{}）：重新构建"};
inline constexpr Text kDatabaseSaved{", saved to {}", "，已保存到 {}"};
inline constexpr Text kDatabaseNotSaved{
    "npuzzle: warning: {} not saved to the cache ({}); the search goes on, and the next run "
    "builds it again (set NPUZZLE_PDB_CACHE to a folder you can write)",
    "npuzzle: 警告：{}没有存进缓存（{}）；搜索照常进行，下次运行会重新构建它（可以把 "
    "NPUZZLE_PDB_CACHE 设为一个你能写入的文件夹）"};
inline constexpr Text kDatabaseBuildStopped{
    "npuzzle: the build of {} was stopped (Ctrl-C); nothing was saved",
    "npuzzle: {}的构建已被中止（Ctrl-C）；什么都没有保存"};
inline constexpr Text kDatabaseTooLarge{
    "building {} takes {} of memory, and this machine has {} available (MemAvailable in "
    "/proc/meminfo, or less under ulimit -v): free some memory, or use a partition of smaller "
    "groups (pdb:6-6-3)",
    "构建{}需要 {} 内存，而这台机器只有 {} 可用（/proc/meminfo 中的 MemAvailable，在 ulimit -v "
    "下可能更少）：请释放一些内存，或者改用分组更小的划分（pdb:6-6-3）"};

// CLI11's parse errors, said again (parse_errors.cpp): the names and values CLI11 gave, in order.
inline constexpr Text kNotExpected{"not expected: {} (no such option, or one argument too many)",
                                   "不该出现的参数：{}（没有这个选项，或者多给了参数）"};
inline constexpr Text kValueMissing{"{} needs {} value ({}), and none was given",
                                    "{} 需要 {} 个值（{}），却没有给出"};
inline constexpr Text kExpectedExactly{"expected exactly {} arguments to {}, got {}",
                                       "应当恰好给 {} 个参数（{}），实际给了 {} 个"};
inline constexpr Text kRequired{"{} is required", "缺少必须给出的 {}"};
inline constexpr Text kExcludes{"{} does not go with {}", "{} 不能与 {} 同时使用"};
inline constexpr Text kRequires{"{} needs {} as well", "{} 需要同时给出 {}"};
inline constexpr Text kFlagTakesNoValue{"{} is a switch and takes no value", "{} 是开关，不接受值"};
inline constexpr Text kValueNotAllowed{"the value {} is not allowed for {}", "{} 不是 {} 允许的值"};
inline constexpr Text kCannotConvert{"{}: {} is not a value it takes", "{}：不接受 {} 这个值"};
inline constexpr Text kNotInRange{"{}: {} is not between {} and {}", "{}：{} 不在 {} 到 {} 之间"};
inline constexpr Text kNotAMember{"{}: {} is not one of {}", "{}：{} 不是 {} 之一"};

// unrank: a rank that is no rank of the shape.
inline constexpr Text kRankTooLarge{
    "rank {} is too large: the largest, 16! - 1 of a 4x4 board, is 20922789887999",
    "排名 {} 太大：最大的排名是 4x4 局面的 16! - 1，即 20922789887999"};
inline constexpr Text kNotARank{"{} is not a rank: give a whole number, 0 or more, e.g. 46233",
                                "{} 不是排名：请给出 0 或更大的整数，例如 46233"};
inline constexpr Text kRankOutOfRange{
    "rank {} is out of range for a {}x{} board: the largest is {}",
    "排名 {} 超出了 {}x{} 局面的范围：最大的排名是 {}"};

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

// The student's language: NPUZZLE_LANG when set, else the edition's (an edition released in
// Chinese speaks Chinese on any locale), else the locale's.
Language language();

// `text` in the student's language.
inline std::string say(const Text& text) { return std::string(text.in(language())); }

// "Up" / "上移": the blank's move in the reader's language.
std::string_view move_name(Move m, Language lang);

// "found" / "找到": a search's status in the reader's language.
std::string_view status_name(SearchStatus s, Language lang);

}  // namespace npuzzle::cli
