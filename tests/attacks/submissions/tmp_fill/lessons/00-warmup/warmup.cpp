// Attack: the test program fills /tmp with small files (16 KB each, 50 MB at most here; the
// measured attack wrote 1 GB) and leaves them behind. Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

constexpr long kTotalBytes = 50L << 20;
constexpr long kFileBytes = 16L << 10;

const bool filled = [] {
    const std::string dir = "/tmp/npzattack-fill-" + std::to_string(getpid());
    if (mkdir(dir.c_str(), 0700) != 0) return false;
    const std::string block(kFileBytes, 'x');
    for (long i = 0; i * kFileBytes < kTotalBytes; ++i) {
        if (!npzattack::write_file(dir + "/" + std::to_string(i), block)) break;
    }
    return true;
}();

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
