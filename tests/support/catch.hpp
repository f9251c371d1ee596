// Description: one include for Catch2 v2 (Debian 12) and v3 (Debian 13, Ubuntu 24.04).
// Tests use npuzzle::testing::contains() for messages: v3 renamed the string matcher.
#pragma once

#include <string>

#ifdef NPUZZLE_CATCH2_V3
#include <catch2/catch_all.hpp>
#else
#include <catch2/catch.hpp>
#endif

namespace npuzzle::testing {

// Matches a string (an exception's message) that contains `part`.
inline auto contains(const std::string& part) {
#ifdef NPUZZLE_CATCH2_V3
    return Catch::Matchers::ContainsSubstring(part);
#else
    return Catch::Matchers::Contains(part);
#endif
}

}  // namespace npuzzle::testing
