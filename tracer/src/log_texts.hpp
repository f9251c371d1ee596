// Description: the words of the step log's text lines (--log) and of its errors, in English and
// Chinese (npuzzle/language.hpp). A "{}" stands for a value, filled in order. The JSON lines keep
// their keys in every language: keys are data.
#pragma once

#include "npuzzle/language.hpp"

namespace npuzzle::log_texts {

// One event: "step 3 generate node 1 parent 0 g=1 ... frontier 4" /
// "第 3 步：生成，结点 1（父结点 0），g=1 ……，边界 4".
inline constexpr Text kStep{"step {} {}", "第 {} 步：{}"};
inline constexpr Text kEventNames[] = {{"start", "开始"},
                                       {"iteration", "新一轮"},
                                       {"expand", "扩展"},
                                       {"generate", "生成"},
                                       {"skip-duplicate", "跳过重复状态"},
                                       {"cut-off", "截断"},
                                       {"goal", "到达目标局面"},
                                       {"finish", "结束"}};
inline constexpr Text kNode{" node {}", "，结点 {}"};
inline constexpr Text kParent{" parent {}", "（父结点 {}）"};
inline constexpr Text kDepth{" g={}", "，深度 g={}"};
inline constexpr Text kMove{" move {}", "，空格移动 {}"};
inline constexpr Text kBoard{" board {}", "，局面 {}"};
inline constexpr Text kBound{" bound {}", "，上限 {}"};
inline constexpr Text kGoal{" goal {}", "，目标局面 {}"};
inline constexpr Text kFrontier{" frontier {}", "，边界 {}"};
inline constexpr Text kFound{" found", "，找到"};
inline constexpr Text kNotFound{" not-found", "，没有找到"};
inline constexpr Text kCounters{
    " expanded {} generated {} duplicates {} max-frontier {} iterations {}",
    "，扩展结点数 {}，生成结点数 {}，重复状态 {}，边界最大 {}，轮数 {}"};
inline constexpr Text kCapReached{
    "log cap of {} bytes reached at step {}: the rest of the search is not logged",
    "日志到了 {} 字节的上限（第 {} 步）：搜索的其余部分不再记录"};

// Bad options and files.
inline constexpr Text kUnknownFormat{"unknown log format '{}' (known: text, jsonl)",
                                     "没有 '{}' 这种日志格式（可用的有 text、jsonl）"};
inline constexpr Text kUnknownLevel{
    "unknown log level '{}' (known: trace, debug, info, warn, error, critical, off)",
    "没有 '{}' 这种日志级别（可用的有 trace、debug、info、warn、error、critical、off）"};
inline constexpr Text kNoFolder{"cannot write the log '{}': the folder '{}' does not exist",
                                "无法写日志 '{}'：文件夹 '{}' 不存在"};
inline constexpr Text kCannotOpen{"cannot open log file '{}': {}", "无法打开日志文件 '{}'：{}"};

}  // namespace npuzzle::log_texts
