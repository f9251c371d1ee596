// Description: the example boards of the seeds (/work/shared/seeds/README.md) with the fewest
// moves each seed states for it, for the searches' "solves the seeds' boards" tests. A test that
// trusts `moves` checks it against the tests' own BFS first, or names the seed as its source.
#pragma once

namespace npuzzle::testing {

struct SeedBoard {
    const char* start;
    const char* goal;
    int moves;
};

inline constexpr SeedBoard kSeedBoards[] = {
    {"1 2 3 0 8 4 7 6 5", "1 0 3 8 2 4 7 6 5", 2},   // seed 000
    {"2 3 4 1 5 x 7 6 8", "1 2 3 4 5 6 7 8 0", 19},  // seed 001: POJ 1077's sample
    {"2 3 0 7 1 6 5 8 4", "1 2 3 4 5 6 7 8 0", 14},  // seed 003: 2 s by its BFS
    {"0 8 7 6 5 4 3 2 1", "1 2 3 4 5 6 7 8 0", 28},  // seed 003: 137 s by its BFS
    {"6 2 8 0 1 4 7 3 5", "1 2 3 4 5 6 7 8 0", 17},  // seed 004
};

}  // namespace npuzzle::testing
