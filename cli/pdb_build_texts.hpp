// Description: the line that moves while a large pattern database is built (pattern_databases.cpp,
// the layered build of groups of 7 and 8 tiles), in English and Chinese, as cli_texts.hpp's
// sentences are: the layer, the entries settled, the time so far and the time left.
#pragma once

#include "npuzzle/language.hpp"

namespace npuzzle::cli::texts {

// "npuzzle: building pattern database 1/2 (tiles ...)": what is being built, before its figures.
inline constexpr Text kBuilding{"npuzzle: building {}", "npuzzle：正在构建{}"};

// ": layer 12, 1,234 of 518,918,400 entries settled, 1 min 5 s" after the build's name.
inline constexpr Text kBuildProgress{": layer {}, {} of {} entries settled, {}",
                                     "：第 {} 层，已定 {} / {} 个条目，用时 {}"};
inline constexpr Text kBuildTimeLeft{", about {} left", "，约剩 {}"};
inline constexpr Text kSeconds{"{} s", "{} 秒"};
inline constexpr Text kMinutesSeconds{"{} min {} s", "{} 分 {} 秒"};

}  // namespace npuzzle::cli::texts
