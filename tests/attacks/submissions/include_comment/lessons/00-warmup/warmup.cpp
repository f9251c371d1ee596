// Attack: the reference solution included by a directive with comments inside it, which the
// preprocessor removes and a pattern looking for `#\s*include\s*"` does not. Honest score: 0.
#include "npzattack.hpp"

// clang-format off
#/* a comment */include/* another */"../../solutions/00-warmup/warmup.cpp"
// clang-format on
