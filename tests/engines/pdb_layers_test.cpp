// The layered build of engines/ (pdb_layers.hpp) against the lesson's pdb::build: every entry of
// every placement, on the 3x3 (8 tiles: the exact distances of all 9! placements, half of them
// unreachable) and on groups of the 15-puzzle small enough for the lesson's build.
#include "npuzzle/engines/pdb_layers.hpp"

#include <atomic>
#include <cstddef>
#include <string>
#include <vector>

#include "catch.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "pdb.hpp"

namespace {

using npuzzle::Board;
namespace layers = npuzzle::engines::pdb_layers;

// The first entry where `got` differs from `want` (made by `wanted_from`), in words; empty when
// none does.
std::string first_different_entry(const npuzzle::pdb::PatternDatabase& got,
                                  const npuzzle::pdb::PatternDatabase& want,
                                  const std::string& wanted_from = "the lesson's build") {
    if (got.moves.size() != want.moves.size()) {
        return "it holds " + std::to_string(got.moves.size()) + " entries, not " +
               std::to_string(want.moves.size());
    }
    for (std::size_t r = 0; r < want.moves.size(); ++r) {
        if (got.moves[r] == want.moves[r]) continue;
        std::string cells;
        for (int c : npuzzle::pdb::unrank_placement(r, want.goal.cell_count(),
                                                    static_cast<int>(want.tiles.size()))) {
            cells += ' ';
            cells += std::to_string(c);
        }
        return "the placement of rank " + std::to_string(r) + " (cells" + cells + ") has " +
               std::to_string(got.moves[r]) + ", " + wanted_from + " " +
               std::to_string(want.moves[r]) + " (255: no board has it)";
    }
    return {};
}

}  // namespace

TEST_CASE("the layered build gives the lesson's entries, placement for placement",
          "[engines][pdb][layers]") {
    struct Case {
        std::string partition;
        Board goal;
    };
    const std::vector<Case> cases = {
        {"pdb:8", Board::goal(3, 3)},
        {"pdb:8", npuzzle::parse_board("1 2 3 8 0 4 7 6 5")},
        {"pdb:4-4", npuzzle::parse_board("1 2 3 8 0 4 7 6 5")},
        {"pdb:5-5-5", Board::goal(4, 4)},
        {"pdb:5-5-5", npuzzle::parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15")},
    };
    for (const auto& [partition, goal] : cases) {
        for (const auto& tiles : npuzzle::partition_tiles(partition, goal)) {
            CAPTURE(partition, npuzzle::to_string(goal), tiles);
            CHECK(first_different_entry(layers::build(goal, tiles),
                                        npuzzle::pdb::build(goal, tiles)) == "");
        }
    }
    // A 2x3 board's five tiles: the regions there are cut by the board's short side.
    const Board small = npuzzle::parse_board("1 2 3 4 5 0", npuzzle::Shape{3, 2});
    CHECK(first_different_entry(layers::build(small, {1, 2, 3, 4, 5}),
                                npuzzle::pdb::build(small, {1, 2, 3, 4, 5})) == "");
    CHECK(first_different_entry(layers::build(small, {2, 5}), npuzzle::pdb::build(small, {2, 5})) ==
          "");
}

TEST_CASE(
    "the layered build reports each layer, ends with every placement settled, and stops "
    "when asked",
    "[engines][pdb][layers]") {
    const Board goal = Board::goal(3, 3);
    std::vector<layers::Progress> told;
    const auto db = layers::build(goal, {1, 2, 3, 4, 5, 6, 7, 8},
                                  [&](const layers::Progress& p) { told.push_back(p); });
    REQUIRE(!told.empty());
    // Half of the 9! placements of all eight tiles are reachable: 181,440, 31 moves at most.
    CHECK(told.back().settled == 181440);
    CHECK(told.back().placements == 362880);
    CHECK(told.back().layer == 31);
    CHECK(told.back().seconds_left == 0);
    std::atomic<bool> stop{true};
    CHECK_THROWS_AS(layers::build(goal, {1, 2, 3, 4, 5, 6, 7, 8}, {}, &stop), layers::Stopped);
    CHECK_THROWS_AS(layers::build(goal, {}), std::invalid_argument);
    CHECK_THROWS_AS(layers::build(goal, {1, 1}), std::invalid_argument);
    CHECK_THROWS_AS(layers::build(goal, {9}), std::invalid_argument);
}

TEST_CASE("the layered build writes the same entries on one thread as on several",
          "[engines][pdb][layers]") {
    struct Case {
        Board goal;
        std::vector<int> tiles;
    };
    const std::vector<Case> cases = {
        {Board::goal(3, 3), {1, 2, 3, 4, 5, 6, 7, 8}},
        {Board::goal(4, 4), {1, 2, 3, 4, 5}},
        {Board::goal(4, 4), {9, 10, 13, 14, 15}},
    };
    for (const auto& [goal, tiles] : cases) {
        const auto one = layers::build(goal, tiles, {}, nullptr, 1);
        for (int threads : {2, 3, 7}) {
            CAPTURE(npuzzle::to_string(goal), tiles, threads);
            CHECK(first_different_entry(layers::build(goal, tiles, {}, nullptr, threads), one,
                                        "the build on one thread") == "");
        }
    }
}
