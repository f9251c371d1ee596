// Attack: the lesson file includes a helper header of the student's, and the helper includes
// the reference solution from the grader's scratch tree (the old grader only searched the lesson
// file for such an #include). Honest score: 0.
#include "npzattack.hpp"
#include "reference.hpp"
