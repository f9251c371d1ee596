// Description: `npuzzle check --explain`'s working (lesson 02): both boards' inversion counts and
// the rule that decides, in the student's language. Written once for the program and for the
// browser playground (playground/), which answers an unsolvable pair with the same words.
#pragma once

#include <string>

#include "npuzzle/board.hpp"
#include "npuzzle/language.hpp"

namespace npuzzle::cli {

// The lines --explain prints before the verdict, each ending in '\n'. `solvable` is lesson 02's
// is_solvable: when the rule says otherwise, a last line says that the two disagree.
std::string parity_explanation(const Board& start, const Board& goal, bool solvable, Language lang);

}  // namespace npuzzle::cli
