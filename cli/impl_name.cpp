// Compiled once per executable with NPUZZLE_LINKED_IMPL set: the only source that differs
// between npuzzle (reference lessons) and npuzzle-student (the student's lessons).
#include "cli_support.hpp"

namespace npuzzle::cli {

const char* linked_impl() noexcept { return NPUZZLE_LINKED_IMPL; }

}  // namespace npuzzle::cli
