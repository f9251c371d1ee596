// The named partitions of --heuristic pdb:NAME (algorithms/pattern_partitions): the papers'
// tile groups for Korf's goal and the kit's, every tile in exactly one group for any goal, and
// refusals that list what is accepted.
#include "npuzzle/pattern_partitions.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "catch.hpp"
#include "npuzzle/board_io.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
using npuzzle::partition_tiles;
using npuzzle::testing::contains;
using Groups = std::vector<std::vector<int>>;

TEST_CASE("4x4 partitions are the same regions for the kit's goal and for Korf's",
          "[cli][partitions]") {
    const Board kit = Board::goal(4, 4);
    CHECK(partition_tiles("pdb:7-8", kit) ==
          Groups{{1, 2, 3, 4, 5, 6, 7, 8}, {9, 10, 11, 12, 13, 14, 15}});
    CHECK(partition_tiles("pdb:6-6-3", kit) ==
          Groups{{4, 7, 8, 11, 12, 15}, {5, 6, 9, 10, 13, 14}, {1, 2, 3}});
    CHECK(partition_tiles("pdb:5-5-5", kit) ==
          Groups{{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}});
    // The blank first: the same regions turned by 180 degrees.
    const Board korf = parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    CHECK(partition_tiles("pdb:7-8", korf) ==
          Groups{{8, 9, 10, 11, 12, 13, 14, 15}, {1, 2, 3, 4, 5, 6, 7}});
    CHECK(partition_tiles("pdb:5-5-5", korf) ==
          Groups{{11, 12, 13, 14, 15}, {6, 7, 8, 9, 10}, {1, 2, 3, 4, 5}});
    CHECK(partition_tiles("pdb:6-6-3", korf) ==
          Groups{{1, 4, 5, 8, 9, 12}, {2, 3, 6, 7, 10, 11}, {13, 14, 15}});
}

TEST_CASE("3x3 partitions: 1-4 / 5-8 and all eight tiles", "[cli][partitions]") {
    CHECK(partition_tiles("pdb:4-4", Board::goal()) == Groups{{1, 2, 3, 4}, {5, 6, 7, 8}});
    CHECK(partition_tiles("pdb:8", Board::goal()) == Groups{{1, 2, 3, 4, 5, 6, 7, 8}});
}

TEST_CASE("for any goal every tile is in exactly one group", "[cli][partitions]") {
    const char* goals[] = {"1 2 3 8 0 4 7 6 5",
                           "0 1 2 3 4 5 6 7 8",
                           "1 2 0 3 4 5 6 7 8",
                           "1 2 3 4 5 6 0 7 8",
                           "5 1 2 3 4 0 6 7 8 9 10 11 12 13 14 15",
                           "15 14 13 0 11 10 9 8 7 6 5 4 3 2 1 12"};
    for (const char* text : goals) {
        const Board goal = parse_board(text);
        for (const char* name : {"pdb:4-4", "pdb:8", "pdb:5-5-5", "pdb:6-6-3", "pdb:7-8"}) {
            Groups groups;
            try {
                groups = partition_tiles(name, goal);
            } catch (const std::invalid_argument&) {
                continue;  // another board size
            }
            std::vector<int> all;
            for (const auto& g : groups) {
                CHECK(std::is_sorted(g.begin(), g.end()));
                all.insert(all.end(), g.begin(), g.end());
            }
            std::sort(all.begin(), all.end());
            std::vector<int> tiles(static_cast<std::size_t>(goal.cell_count() - 1));
            for (std::size_t i = 0; i < tiles.size(); ++i) tiles[i] = static_cast<int>(i) + 1;
            INFO(name << " for the goal " << text);
            CHECK(all == tiles);
        }
    }
}

TEST_CASE("an unknown name or another board size is refused, naming what is accepted",
          "[cli][partitions]") {
    CHECK_THROWS_WITH(partition_tiles("pdb:9", Board::goal()),
                      contains("unknown pattern databases 'pdb:9' (known: pdb:4-4, pdb:8 (3x3); "
                               "pdb:5-5-5, pdb:6-6-3, pdb:7-8 (4x4))"));
    CHECK_THROWS_WITH(partition_tiles("pdb:7-8", Board::goal()),
                      contains("pdb:7-8 partitions a 4x4 board, not this 3x3 one (for 3x3: "
                               "pdb:4-4, pdb:8)"));
    CHECK_THROWS_WITH(partition_tiles("pdb:4-4", Board::goal(3, 2)),
                      contains("no partition is named for 3x2"));
    CHECK(npuzzle::names_pattern_databases("pdb:anything"));
    CHECK_FALSE(npuzzle::names_pattern_databases("manhattan"));
}
