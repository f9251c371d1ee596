// The catch_hpp attack's header: the real Catch2, with every check made empty, so the tests
// pass without calling the lesson's functions.
#pragma once

#ifdef NPUZZLE_CATCH2_AMALGAMATED
#include <catch_amalgamated.hpp>
#else
#include <catch2/catch_all.hpp>
#endif

#undef REQUIRE
#undef REQUIRE_FALSE
#undef REQUIRE_THROWS_AS
#undef CHECK
#undef CHECK_FALSE
#undef CHECK_THROWS_AS
#undef REQUIRE_THROWS_WITH
#undef CHECK_THROWS_WITH
#undef REQUIRE_THAT
#undef CHECK_THAT
#define REQUIRE(...) (void)0
#define REQUIRE_FALSE(...) (void)0
#define REQUIRE_THROWS_AS(...) (void)0
#define CHECK(...) (void)0
#define CHECK_FALSE(...) (void)0
#define CHECK_THROWS_AS(...) (void)0
#define REQUIRE_THROWS_WITH(...) (void)0
#define CHECK_THROWS_WITH(...) (void)0
#define REQUIRE_THAT(...) (void)0
#define CHECK_THAT(...) (void)0
