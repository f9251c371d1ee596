// Lesson 00 in a graded test program: every frozen function asks the worker.
#include "npuzzle/judge/client.hpp"
#include "warmup.hpp"

namespace npuzzle::warmup {

using judge::call;

bool is_goal(const Board& board, const Board& goal) {
    return call<bool>("warmup::is_goal", board, goal);
}

int tile_distance(const Board& board, int tile, const Board& goal) {
    return call<int>("warmup::tile_distance", board, tile, goal);
}

}  // namespace npuzzle::warmup
