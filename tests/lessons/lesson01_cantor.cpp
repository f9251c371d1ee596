// Lesson 01 tests: graded, one file for the stub and the reference. Tags: [lesson01] and the
// points of the test case, [points=N] (docs/grading.md).
#include <vector>

#include "cantor.hpp"
#include "catch.hpp"
#include "npuzzle/board_io.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
namespace c = npuzzle::cantor;

TEST_CASE("rank of the identity permutation is zero", "[lesson01][points=1]") {
    const std::vector<int> id = {0, 1, 2, 3};
    CHECK(c::rank(id) == 0);
}

TEST_CASE("the goal board 1 2 3 4 5 6 7 8 0 has rank 46233", "[lesson01][points=1]") {
    CHECK(c::rank_board(Board::goal()) == 46233);
}
