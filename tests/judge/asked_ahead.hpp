// What the test of asking ahead (asked_ahead_test.cpp) and its worker (asked_ahead_worker.cpp)
// agree on: the board the worker refuses, and the words it refuses with.
#pragma once

#include "npuzzle/board.hpp"
#include "npuzzle/board_io.hpp"

namespace judge_test {

inline constexpr const char* kRefusal = "this worker refuses this board";

// A board that reaches the 3x3 goal, so the batches the judge asks ahead hold it; the test asks
// for it only after the judge has asked ahead.
inline npuzzle::Board refused_board() { return npuzzle::parse_board("4 1 3 7 2 6 0 5 8"); }

}  // namespace judge_test
