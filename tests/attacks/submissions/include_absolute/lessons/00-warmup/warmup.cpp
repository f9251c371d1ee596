// Attack: the reference solution included by its absolute path in the instructor's kit (on
// Gradescope, /autograder/source/kit), which stays readable however clean the scratch tree is;
// the path is cut by a backslash-newline so that the old grader's pattern misses it too.
// run_attacks.py fills in the kit's path. Honest score: 0.
#include "npzattack.hpp"

// clang-format off
#include "@KIT@/solu\
tions/00-warmup/warmup.cpp"
// clang-format on
