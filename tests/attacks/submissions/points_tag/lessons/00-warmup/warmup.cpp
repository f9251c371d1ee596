// Attack: a test case of the student's own in the lesson file, tagged [points=1000]; the old
// grader scored every test case of the report by its tags. Honest score: 0.
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

#if __has_include(<catch2/catch_test_macros.hpp>)
#include <catch2/catch_test_macros.hpp>
#else
#include <catch2/catch.hpp>
#endif

TEST_CASE("extra credit", "[lesson00][points=1000]") { REQUIRE(true); }

#include "npzattack_stubs.hpp"  // is_goal and tile_distance: the stubs
