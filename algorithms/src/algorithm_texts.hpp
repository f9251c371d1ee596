// Description: why a search request is refused and what each heuristic is (--heuristic's help),
// in English and Chinese, as cli_texts.hpp's sentences are: a "{}" stands for a value, filled in
// order. The refusals are input_errors, so the program says them in the student's language.
#pragma once

#include "npuzzle/language.hpp"

namespace npuzzle::algorithm_texts {

inline constexpr Text kUnknownAlgorithm{"unknown algorithm '{}' (known: {})",
                                        "未知的算法 '{}'（可用的有：{}）"};
inline constexpr Text kNeedsDepthLimit{"--algo {} needs a depth limit: add --depth-limit N",
                                       "--algo {} 需要深度限制：请加上 --depth-limit N"};
inline constexpr Text kDatabasesGoWith{
    "the pattern databases of --heuristic {} go with --algo {} (lesson 07)",
    "--heuristic {} 的模式数据库只能配合 --algo {} 使用（第 07 课）"};
inline constexpr Text kUnknownHeuristic{"unknown heuristic '{}' for {} (known: {})",
                                        "未知的启发函数 '{}'（用于 {}；可用的有：{}）"};
inline constexpr Text kHeuristicMaxCells{"--heuristic {} takes boards of at most {} cells",
                                         "--heuristic {} 只用于最多 {} 个格子的局面"};

// Between the names of searches a message lists: "a, b and c".
inline constexpr Text kComma{", ", "、"};
inline constexpr Text kAnd{" and ", " 和 "};

// --heuristic's help, a line for each heuristic: its name, the searches that take it, what it is.
inline constexpr Text kHeuristicLine{"{} (taken by {}): {}", "{}（用于 {}）：{}"};
inline constexpr Text kDefaultHeuristicLine{"{} (taken by {}, the default): {}",
                                            "{}（用于 {}，默认）：{}"};

}  // namespace npuzzle::algorithm_texts
