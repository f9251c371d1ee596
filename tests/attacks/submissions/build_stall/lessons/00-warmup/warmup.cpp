// Attack: a compiler that holds the grading slot without using a CPU. Reading a new terminal's
// master end waits for input that never comes: the compiler sleeps until the build's limit
// kills it. The old grader cut it at that limit but charged the submission's budget the
// compiler's CPU time (under 0.05 s), so a submission doing it in every lesson held its slot for
// every lesson's build limit at no cost. run_attacks.py checks that the build is cut at its
// limit and that the wall clock it held is charged (a lesson that did not build shows its
// build's time as its own). Honest score: 0.
#include "/dev/ptmx"
