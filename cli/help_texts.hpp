// Description: what `npuzzle --help` and each command's --help say, in English and Chinese (the
// help's part of the CLI's table of texts, cli_texts.hpp; a "{}" is filled by fill()). Option
// names, values and file names stay as typed in every language.
#pragma once

#include "npuzzle/language.hpp"

namespace npuzzle::cli::texts {

// CLI11's own words in a help page, by the key CLI11 looks them up with.
struct HelpLabel {
    const char* key;
    Text text;
};
inline constexpr HelpLabel kHelpLabels[] = {
    {"Usage", {"Usage", "用法"}},
    {"OPTIONS", {"OPTIONS", "选项"}},
    {"SUBCOMMAND", {"SUBCOMMAND", "子命令"}},
    {"SUBCOMMANDS", {"SUBCOMMANDS", "子命令"}},
    {"Positionals", {"Positionals", "位置参数"}},
    {"REQUIRED", {"REQUIRED", "必填"}},
    {"Needs", {"Needs", "需要"}},
    {"Excludes", {"Excludes", "不能与之同用"}},
};
inline constexpr Text kOptionsGroup{"Options", "选项"};
inline constexpr Text kCommandsGroup{"Subcommands", "子命令"};
inline constexpr Text kHelpFlag{"Print this help message and exit", "显示本帮助并退出"};
inline constexpr Text kVersionFlag{"Display program version information and exit",
                                   "显示程序的版本并退出"};

// The program and its footer.
inline constexpr Text kProgram{
    "npuzzle: the 8-puzzle course kit (boards, ranks, solvability, search, tracing)",
    "npuzzle：八数码问题（8-puzzle）课程包的命令行程序（局面、排名、可解性、搜索、搜索追踪）"};
inline constexpr Text kBoardsFooter{
    "Boards: \"1 2 3 0 8 4 7 6 5\", \"1 2 3 x 8 4 7 6 5\", 123084765, or one per line on stdin.",
    "局面的写法：\"1 2 3 0 8 4 7 6 5\"、\"1 2 3 x 8 4 7 6 "
    "5\"、123084765，或者从标准输入每行读一个。"};
inline constexpr Text kImplBoth{
    "whose code runs: reference (default) or student (your lessons/ code)",
    "运行谁的代码：reference（默认，参考解答）或 student（你在 lessons/ 里写的代码）"};
inline constexpr Text kImplStudent{"student: your lessons/ code, the only code this kit runs",
                                   "student：你在 lessons/ 里写的代码，这个课程包只运行它"};

// Options that several commands share.
inline constexpr Text kBoardArg{"the board, e.g. \"1 2 3 0 8 4 7 6 5\"; {}",
                                "局面，例如 \"1 2 3 0 8 4 7 6 5\"；{}"};
inline constexpr Text kNoBoardOnePerLine{"none: one per line on stdin",
                                         "不给时：从标准输入每行读一个"};
inline constexpr Text kNoBoardOneLine{"none: one line of stdin", "不给时：读标准输入的一行"};
inline constexpr Text kGoalOption{"the goal board (default 1 2 3 4 5 6 7 8 0 for 3x3)",
                                  "目标局面（3x3 默认为 1 2 3 4 5 6 7 8 0）"};
inline constexpr Text kCheckGoalOption{"the goal (default: 1 2 3 4 5 6 7 8 0 for the shape)",
                                       "目标局面（默认是这种尺寸的 1 2 3 4 5 6 7 8 0）"};
inline constexpr Text kSizeOption{
    "board shape WxH (e.g. 2x3); needed only for non-square boards on one line",
    "局面尺寸 宽x高（例如 2x3）；只有写在一行里的非正方形局面才需要"};
inline constexpr Text kEngineOption{
    "tuned (default): the tuned engine where the search has one that takes the board ({}), the "
    "same answers, counters and events, faster; lesson: always the lesson's code",
    "tuned（默认）：搜索有能处理这个局面的优化引擎时用它（{}"
    "），答案、计数器和事件都相同，只是更快；"
    "lesson：总是运行课里的代码"};
inline constexpr Text kDepthLimitOption{
    "dls: the depth limit; iddfs: the largest limit tried (either is lowered to the longest "
    "optimal solution of the shape: 31 for 3x3, 80 for 4x4)",
    "dls：深度限制；iddfs：尝试的最大深度限制（两者都会被降到这种尺寸最长的最优解长度：3x3 为 "
    "31，4x4 为 80）"};
inline constexpr Text kHeuristicOption{
    "{}; and idastar's additive pattern databases of lesson 07: {} (built once, then read from "
    "{}, or $NPUZZLE_PDB_CACHE)",
    "{}；以及第 07 课 idastar 用的可加模式数据库：{}（只构建一次，之后从 {} 或 "
    "$NPUZZLE_PDB_CACHE 读取）"};

// show, rank, unrank, check.
inline constexpr Text kShowCommand{"Print a board as a grid (or say what is wrong with it)",
                                   "把局面按格子画出来（或者指出它哪里写错了）"};
inline constexpr Text kRankCommand{
    "Print a board's lexicographic rank, its Cantor expansion (lesson 01)",
    "给出局面的字典序排名，即它的康托展开（第 01 课）"};
inline constexpr Text kRankExplain{"show the digit-by-digit working", "逐位列出计算过程"};
inline constexpr Text kUnrankCommand{
    "Print the board with a given lexicographic rank, the inverse of rank (lesson 01)",
    "给出某个字典序排名对应的局面，即 rank 的逆运算（逆康托展开，第 01 课）"};
inline constexpr Text kRanksArg{"one or more ranks, e.g. 46233", "一个或多个排名，例如 46233"};
inline constexpr Text kUnrankSize{"board shape WxH (default 3x3)", "局面尺寸 宽x高（默认 3x3）"};
inline constexpr Text kCheckCommand{
    "Say whether a board can reach the goal: solvable or unsolvable (lesson 02)",
    "判断局面能否到达目标局面：可解或无解（第 02 课）"};
inline constexpr Text kCheckExplain{"show the inversion counts and the rule that decides",
                                    "列出逆序数以及据以判断的规则"};

// solve.
inline constexpr Text kSolveCommand{"Solve boards with a search: {}", "用某种搜索求解局面：{}"};
inline constexpr Text kAlgoOption{"the search: {}", "所用的搜索：{}"};
inline constexpr Text kFormatOption{
    "moves (default), poj (u/d/l/r or unsolvable, POJ 1077), boards (every step as a grid), json "
    "(one object a line, with counters)",
    "moves（默认）；poj（u/d/l/r 或 unsolvable，同 POJ 1077）；boards（每一步都画出局面）；json"
    "（每行一个对象，带计数器）"};
inline constexpr Text kSweepOption{
    "dls: every limit LOW..HIGH, a table of limit -> length (HIGH is lowered to the longest "
    "optimal solution of the shape)",
    "dls：依次试 LOW..HIGH 的每个深度限制，列出 限制 -> 步数 的表（HIGH 会被降到这种尺寸最长的"
    "最优解长度）"};
inline constexpr Text kJobsOption{
    "threads that solve the boards read from stdin, answers still in their order (default 0: one "
    "a core, at most {}; one for the student's lessons)",
    "同时求解标准输入中各局面的线程数，答案仍按输入顺序输出（默认 0：每个核一个，至多 {} 个；"
    "学生的课程代码用一个）"};

// trace.
inline constexpr Text kTraceCommand{
    "Trace one search: its tree as DOT/SVG/PNG/PDF, its steps as a log, frames",
    "追踪一次搜索：把搜索树写成 DOT/SVG/PNG/PDF，把每一步写进日志，或逐帧画出"};
inline constexpr Text kTraceAlgo{"the search to trace", "要追踪的搜索"};
inline constexpr Text kTraceDepthLimit{
    "dls: the depth limit; iddfs: the largest limit tried (either is lowered to the longest "
    "optimal solution of the shape)",
    "dls：深度限制；iddfs：尝试的最大深度限制（两者都会被降到这种尺寸最长的最优解长度）"};
inline constexpr Text kDotOption{
    "write the tree as DOT to FILE (- for stdout, the default when nothing else is asked)",
    "把搜索树以 DOT 格式写到 FILE（- 表示标准输出；没有要求别的输出时默认如此）"};
inline constexpr Text kSvgOption{"render the tree to an SVG file (needs Graphviz)",
                                 "把搜索树画成 SVG 文件（需要 Graphviz）"};
inline constexpr Text kPngOption{"render the tree to a PNG file (refused when illegible)",
                                 "把搜索树画成 PNG 文件（画出来看不清时拒绝）"};
inline constexpr Text kPdfOption{"render the tree to a PDF file", "把搜索树画成 PDF 文件"};
inline constexpr Text kLogOption{"log every step to FILE (- for the terminal); may be given twice",
                                 "把每一步记进日志文件 FILE（- 表示终端）；可以给两次"};
inline constexpr Text kLogFormatOption{"text (default) or jsonl (one JSON object a line)",
                                       "text（默认）或 jsonl（每行一个 JSON 对象）"};
inline constexpr Text kLogLevelOption{
    "trace (every event, the default), debug (expansions), info (milestones); else $SPDLOG_LEVEL",
    "trace（每个事件，默认）、debug（扩展）、info（开始、每一轮、找到目标、结束）；不给时读 "
    "$SPDLOG_LEVEL"};
inline constexpr Text kLogMaxOption{
    "stop logging past this many MB (default 200); the search goes on",
    "日志超过这么多 MB 就停止记录（默认 200）；搜索照常进行"};
inline constexpr Text kMaxNodesOption{
    "draw at most N nodes per tree (per iteration for iddfs and idastar), in the order the "
    "search made them (default 300); the solution path is always drawn",
    "每棵树最多画 N 个结点（iddfs 和 idastar 每轮各算），按搜索生成它们的先后（默认 300）；解路径"
    "总会画出"};
inline constexpr Text kMaxDepthOption{
    "draw no node deeper than D (the solution path too, with --path elide)",
    "不画深度超过 D 的结点（加 --path elide 时解路径也如此）"};
inline constexpr Text kPathOption{
    "full (default): draw the whole solution path; elide: its first --max-depth moves (default 2) "
    "and the goal, the rest as one \"... 16 more moves\" node",
    "full（默认）：画出整条解路径；elide：只画前 --max-depth 步（默认 2）和目标局面，其余合成一个"
    "“……还有 16 步”的结点"};
inline constexpr Text kExplainHeuristicOption{
    "draw how --heuristic pdb:NAME reads the board (each pattern's tiles, the abstract state, the "
    "entry, the sum) instead of tracing a search",
    "不追踪搜索，而是画出 --heuristic pdb:NAME 怎样读这个局面（每个模式的数码、抽象状态、查到的"
    "值、总和）"};
inline constexpr Text kIterationsOption{
    "iddfs/idastar: all (default, one cluster each), last, or N (the N-th only)",
    "iddfs/idastar：all（默认，每轮一组）、last（最后一轮）或 N（只画第 N 轮）"};
inline constexpr Text kFramesOption{"write one DOT per expansion into DIR (frame-0001.dot)",
                                    "每扩展一次就往文件夹 DIR 里写一个 DOT（frame-0001.dot）"};
inline constexpr Text kFramesSvgOption{"also render each frame to SVG (slow)",
                                       "同时把每一帧画成 SVG（较慢）"};
inline constexpr Text kMaxFramesOption{"at most N frames (default 100)", "最多 N 帧（默认 100）"};
inline constexpr Text kNoLegendOption{"leave the legend out", "不画图例"};
inline constexpr Text kLegendBelowOption{"put the legend under the tree (slides)",
                                         "把图例放在树的下方（适合幻灯片）"};
inline constexpr Text kAspectOption{
    "iddfs/idastar: wrap the iterations into rows for this shape (16:9, 4:3)",
    "iddfs/idastar：按这个宽高比把各轮排成几行（16:9、4:3）"};
inline constexpr Text kDpiOption{"PNG: pixels per inch (default 96; lowered to fit 16000 px)",
                                 "PNG：每英寸像素数（默认 96；超过 16000 像素时会调低）"};
inline constexpr Text kScaleOption{"PNG: resolution times this (2 = 192 dpi, for projectors)",
                                   "PNG：分辨率乘以这个倍数（2 = 192 dpi，适合投影）"};
inline constexpr Text kHtmlOption{
    "write a self-contained HTML player that steps through the search (opens offline in any "
    "browser)",
    "写出一个独立的 HTML 播放器，一步一步演示搜索（不联网也能在任何浏览器里打开）"};
inline constexpr Text kPresentOption{
    "--html: open in presentation mode (large text, keys only; P toggles it)",
    "--html：以演示模式打开（大字号，只用键盘；按 P 切换）"};

// compare.
inline constexpr Text kCompareCommand{
    "Run every search that applies to a board; compare nodes, b*, time, length",
    "对一个局面运行所有适用的搜索，比较结点数、b*、时间和解的长度"};
inline constexpr Text kNoBoardOneBoardALine{"none: one board a line of stdin",
                                            "不给时：从标准输入每行读一个局面"};
inline constexpr Text kCompareFormatOption{"table (default), csv or json (one object a line)",
                                           "table（默认）、csv 或 json（每行一个对象）"};
inline constexpr Text kPlotOption{
    "draw nodes per depth (BFS, A*) and per iteration bound (IDDFS, IDA*), a panel each, log "
    "scale, to an SVG (gnuplot)",
    "画出每层深度（BFS、A*）和每轮上限（IDDFS、IDA*）的结点数，每种搜索一幅，对数坐标，写成 SVG"
    "（需要 gnuplot）"};
inline constexpr Text kSeriesOption{
    "--plot only these searches: bfs, astar, idastar:manhattan, ... (comma separated; default "
    "all)",
    "--plot 只画这些搜索：bfs、astar、idastar:manhattan……（用逗号分隔；默认全部）"};
inline constexpr Text kIddfsMaxOption{
    "run IDDFS only up to this many moves (default 20: it is slow past that)",
    "只对最优解不超过这么多步的局面运行 IDDFS（默认 20：再多就很慢）"};
inline constexpr Text kCompareHeuristicOption{
    "add an idastar row with these pattern databases (lesson 07; may be given again): {}",
    "加一行使用这些模式数据库的 idastar（第 07 课；可以给多次）：{}"};

}  // namespace npuzzle::cli::texts
