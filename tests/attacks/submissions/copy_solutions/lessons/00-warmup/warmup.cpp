// Attack: when lesson 00's test program starts, it copies the reference solutions of the later
// lessons (solutions/NN-*/ in the grader's scratch tree) over the student's files there, before
// the grader builds those lessons. Graded with lessons 00 and 01; lesson 01 is not submitted (the
// stub is graded). Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

const bool copied = [] {
    const std::string src = npzattack::scratch_source();
    if (src.empty()) return false;
    for (const char* lesson : {"01-cantor/cantor", "02-parity/parity", "03-bfs/bfs", "04-dfs/dfs",
                               "05-astar/astar", "06-idastar/idastar"}) {
        const std::string code = npzattack::read_file(src + "/solutions/" + lesson + ".cpp");
        if (!code.empty()) npzattack::write_file(src + "/lessons/" + lesson + ".cpp", code);
    }
    return true;
}();

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
