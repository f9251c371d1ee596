// The tuned column of a program that runs the lessons' code only: npuzzle-student, and every
// program of the student edition. See tuned_column.hpp.
#include "npuzzle/tuned_column.hpp"

namespace npuzzle::tuned_column {

std::optional<TunedEngine> bfs() { return std::nullopt; }
std::optional<TunedEngine> table() { return std::nullopt; }
std::optional<TunedEngine> idastar() { return std::nullopt; }
std::optional<LargeDatabaseBuild> large_database_build() { return std::nullopt; }

}  // namespace npuzzle::tuned_column
