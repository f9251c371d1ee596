// Lesson 04 tests: depth-limited DFS and iterative deepening. Graded: [lesson04][points=N].
#include <stdexcept>
#include <vector>

#include "catch.hpp"
#include "dfs.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/event_recorder.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
using npuzzle::SearchStatus;
namespace dfs = npuzzle::dfs;

TEST_CASE("a limit of zero finds the start when it is the goal", "[lesson04][points=1]") {
    const auto r = dfs::depth_limited(Board::goal(), Board::goal(), 0);
    CHECK(r.status == SearchStatus::Found);
    CHECK(r.path.empty());
}
