// Attack: the worker fills every place it can write with files (1 MB each, 160 MB at most per
// place here; the measured attack wrote 3.3 GB in one call): bubblewrap's root and /dev are
// tmpfs, RAM without a size limit. It reports what each place took in its thrown message
// ("npzatk-claim: root_mb=..."), which run_attacks.py holds against the limits. Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

constexpr int kMostMegabytes = 160;

// Megabytes written into a fresh folder under `place`, removed again.
int fill(const std::string& place) {
    const std::string dir = place + "/npzattack-mount-" + std::to_string(getpid());
    if (mkdir(dir.c_str(), 0700) != 0) return 0;
    const std::string block(1 << 20, 'x');
    int written = 0;
    while (written < kMostMegabytes) {
        const std::string file = dir + "/" + std::to_string(written);
        const int fd = open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const bool whole =
            fd >= 0 && write(fd, block.data(), block.size()) == static_cast<ssize_t>(block.size());
        if (fd >= 0) close(fd);
        if (!whole) break;
        ++written;
    }
    for (int i = 0; i <= written; ++i) unlink((dir + "/" + std::to_string(i)).c_str());
    rmdir(dir.c_str());
    return written;
}

const std::string& claim() {
    static const std::string text = [] {
        std::string out = "npzatk-claim:";
        for (const auto& [key, place] : {std::pair{"root_mb", "/"},
                                         {"dev_mb", "/dev"},
                                         {"devshm_mb", "/dev/shm"},
                                         {"tmp_mb", "/tmp"},
                                         {"cwd_mb", "."}}) {
            out += std::string(" ") + key + "=" + std::to_string(fill(place));
        }
        return out;
    }();
    return text;
}

}  // namespace

NPZATTACK_WARMUP_THROWS(claim())
