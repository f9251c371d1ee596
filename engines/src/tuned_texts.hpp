// Description: what each tuned engine takes, for --engine's help, in English and Chinese (as
// cli_texts.hpp's sentences are: a "{}" stands for a value, filled in order).
#pragma once

#include "npuzzle/language.hpp"

namespace npuzzle::tuned_texts {

inline constexpr Text kBoardsUpTo{"boards of up to {} cells", "最多 {} 个格子的局面"};
inline constexpr Text kTableFromBfs{"boards of up to {} cells (the tuned BFS builds the table)",
                                    "最多 {} 个格子的局面（表由调优的 BFS 构建）"};
inline constexpr Text kAnyBoardWith{
    "any board, with {} (pattern databases without events, with the mirror lookup where the goal "
    "allows it: the lesson's path, fewer nodes)",
    "任何局面，可用 {}（模式数据库不报告事件；目标局面是自身的镜像时再查一次镜像：路径与课里相同，"
    "结点更少）"};

}  // namespace npuzzle::tuned_texts
