// Lesson 02 tests: graded, one file for the stub and the reference. Tags: [lesson02] and the
// points of the test case, [points=N] (docs/grading.md).
#include "catch.hpp"
#include "npuzzle/board_io.hpp"
#include "parity.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
namespace p = npuzzle::parity;

TEST_CASE("the goal board has no inversions", "[lesson02][points=1]") {
    CHECK(p::inversions(Board::goal()) == 0);
}

TEST_CASE("seed 000's start reaches its goal", "[lesson02][points=1]") {
    CHECK(p::is_solvable(parse_board("1 2 3 0 8 4 7 6 5"), parse_board("1 0 3 8 2 4 7 6 5")));
}
