// Attack: the test program replaces its own output log (the file its standard output goes to)
// with a FIFO: a grader that opens it to read the tail waits for a writer forever, and so does
// the next submission graded in the same scratch folder. Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

std::string stdout_path() {
    char path[4096] = {};
    const ssize_t n = readlink("/proc/self/fd/1", path, sizeof path - 1);
    return n > 0 && path[0] == '/' ? std::string(path, n) : "output.log";
}

const bool replaced = [] {
    const std::string log = stdout_path();
    unlink(log.c_str());
    return mkfifo(log.c_str(), 0666) == 0;
}();

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
