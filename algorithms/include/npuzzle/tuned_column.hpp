// Description: the tuned column of the algorithm table (algorithms.cpp): one function per search
// that has a tuned engine, giving that engine and what it takes. Two definitions, chosen by what
// a program links: engines/src/tuned_column.cpp (the instructor's programs, through
// npuzzle::algorithms_reference) and algorithms/src/no_tuned_column.cpp, where every function
// gives none (npuzzle-student, and every program of the student edition, which has no engines/).
#pragma once

#include <optional>

#include "npuzzle/algorithms.hpp"

namespace npuzzle::tuned_column {

std::optional<TunedEngine> bfs();
std::optional<TunedEngine> table();
std::optional<TunedEngine> idastar();
// The build of lesson 07's databases for groups the lesson's build cannot do in a machine's memory.
std::optional<LargeDatabaseBuild> large_database_build();

}  // namespace npuzzle::tuned_column
