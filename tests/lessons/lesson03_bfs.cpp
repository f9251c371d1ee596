// Lesson 03 tests: breadth-first search and the distance table. Graded: [lesson03][points=N].
// Independent checks live here: a plain BFS over std::map boards (no ranks, no lesson code)
// gives every board's distance, and paths are replayed with the core's apply_path.
#include <algorithm>
#include <deque>
#include <map>
#include <random>
#include <stdexcept>
#include <vector>

#include "bfs.hpp"
#include "catch.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/event_recorder.hpp"

using npuzzle::Board;
using npuzzle::EventKind;
using npuzzle::EventRecorder;
using npuzzle::Move;
using npuzzle::parse_board;
using npuzzle::SearchStatus;
namespace bfs = npuzzle::bfs;

namespace {

// Every board reachable from `goal`, with its distance: the test's own BFS, as plain as it gets.
std::map<Board, int> reference_distances(const Board& goal) {
    std::map<Board, int> dist{{goal, 0}};
    std::deque<Board> queue{goal};
    while (!queue.empty()) {
        const Board b = queue.front();
        queue.pop_front();
        for (Move m : b.legal_moves()) {
            const Board next = b.moved(m);
            if (dist.emplace(next, dist[b] + 1).second) queue.push_back(next);
        }
    }
    return dist;
}

const std::map<Board, int>& distances_to_goal() {
    static const std::map<Board, int> dist = reference_distances(Board::goal());
    return dist;
}

// The number of boards at each distance, 0 up to the largest.
std::vector<int> histogram(const std::vector<int>& distances) {
    std::vector<int> h;
    for (int d : distances) {
        if (d >= static_cast<int>(h.size())) h.resize(static_cast<std::size_t>(d) + 1);
        ++h[static_cast<std::size_t>(d)];
    }
    return h;
}

}  // namespace

TEST_CASE("the test's own BFS gives the known distance histogram", "[lesson03][points=1]") {
    // A guard on this file's independent check, so the tests below compare with known truth.
    // It calls the lesson once so that it is graded like the others.
    std::vector<int> all;
    for (const auto& [board, d] : distances_to_goal()) all.push_back(d);
    const std::vector<int> h = histogram(all);
    REQUIRE(all.size() == 181440);
    REQUIRE(std::vector<int>(h.begin(), h.begin() + 8) ==
            std::vector<int>{1, 2, 4, 8, 16, 20, 39, 62});
    REQUIRE(h.size() == 32);
    REQUIRE(h[31] == 2);
    CHECK(bfs::search(Board::goal(), Board::goal()).found());
}
