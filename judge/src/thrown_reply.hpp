// Description: the exception a worker's Thrown reply stands for, thrown again in the judge: the
// same standard type the student's code threw (a test names it by its type), with its message.
#pragma once

#include "npuzzle/judge/wire.hpp"

namespace npuzzle::judge {

// Throws what `r` (a Thrown reply after its tag: the kind, then the message) says the worker
// caught; worker_failure for a function the worker does not know, wire_error for a kind that
// does not exist.
[[noreturn]] void throw_what_the_worker_caught(Reader& r);

}  // namespace npuzzle::judge
