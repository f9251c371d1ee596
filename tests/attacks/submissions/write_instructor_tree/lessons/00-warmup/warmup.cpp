// Attack: the student's code appends to a file of the instructor's kit (the tests of lesson 01;
// on Gradescope the kit is /autograder/source/kit, run_attacks.py fills in its path), and drops a
// file into its solutions/. Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

const bool written = [] {
    const std::string tests = npzattack::kKit + "/tests/lessons/lesson01_cantor.cpp";
    std::ofstream(tests, std::ios::app) << "\n// npzattack: the student's code wrote here\n";
    npzattack::write_file(npzattack::kKit + "/solutions/npzattack.txt", "npzattack\n");
    return true;
}();

}  // namespace

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
