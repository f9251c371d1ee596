// Attack: the reference solution included with the digraph spelling of `#`, `%:include`, which
// the preprocessor takes and a pattern looking for `#include` does not. Honest score: 0.
#include "npzattack.hpp"

// clang-format off
%:include "../../solutions/00-warmup/warmup.cpp"
  // clang-format on
