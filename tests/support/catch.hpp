// Description: the one include of Catch2 v3 for every test: the installed package's header, or
// the amalgamated pair of third_party/catch2 where none is installed (cmake/NpuzzleDependencies).
// Tests use npuzzle::testing::contains() for messages.
#pragma once

#include <string>

#ifdef NPUZZLE_CATCH2_AMALGAMATED
#include <catch_amalgamated.hpp>
#else
#include <catch2/catch_all.hpp>
#endif

namespace npuzzle::testing {

// Matches a string (an exception's message) that contains `part`.
inline auto contains(const std::string& part) { return Catch::Matchers::ContainsSubstring(part); }

}  // namespace npuzzle::testing
