// Description: CLI11's own parse errors (an unknown option, a missing value, a value not allowed,
// an argument too many) said in the student's language. CLI11 words them in English only and
// gives no hook beyond its message, so each form it writes is recognised here and said again
// from the table (cli/cli_texts.hpp, "CLI11's parse errors"), with the names and values it held.
#pragma once

#include <string>

#include "npuzzle/language.hpp"

namespace npuzzle::cli {

// CLI11's message `what` in `language`; as it is when it is in no form CLI11 2.x writes.
std::string parse_error_in(const std::string& what, Language language);

}  // namespace npuzzle::cli
