// Attack: the reference solution included through a path built by macros, which a pattern
// looking for `#include "...solutions/..."` does not see. Honest score: 0.
#include "npzattack.hpp"

// clang-format off
#define NPZ_TEXT(x) #x
#define NPZ_STRING(x) NPZ_TEXT(x)
#define NPZ_REFERENCE NPZ_STRING(../../solutions/00-warmup/warmup.cpp)
#include NPZ_REFERENCE
// clang-format on
