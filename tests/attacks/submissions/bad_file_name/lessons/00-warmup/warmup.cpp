// Attack: a file whose name is not UTF-8 (b"\xff\xfe.txt", made beside this file by
// run_attacks.py: git keeps no such name well) in the lesson folder. The old grader refused the
// lesson, then died writing its report: junit.xml cannot encode the name (UnicodeEncodeError), so
// a batch stopped there, with no summary.csv and the classmates after it never graded, and
// single mode's --junit ended in a traceback. Each report must be written, naming the file
// readably, and every classmate graded. Honest score: 0 (the stubs).
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack_stubs.hpp"
