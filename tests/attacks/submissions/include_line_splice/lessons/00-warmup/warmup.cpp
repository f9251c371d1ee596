// Attack: the reference solution included by a path cut by a backslash-newline, which the
// preprocessor splices back and a pattern looking for "solutions/" does not. Honest score: 0.
#include "npzattack.hpp"

// clang-format off
#include "../../solu\
tions/00-warmup/warmup.cpp"
// clang-format on
