// Attack: the student defines main(). With Catch2 v3 (Ubuntu 24.04, Gradescope's images) the
// linker takes it before the main of the Catch2Main library, so no test runs: this main writes a
// forged report to the -o path it is given. (With Debian 12's Catch2 v2 the link fails: two
// mains.) Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

int main(int argc, char** argv) {
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::string(argv[i]) == "-o")
            npzattack::write_file(argv[i + 1], npzattack::forged_report());
    }
    return 0;
}

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
