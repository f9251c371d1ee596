// Description: hints that name one known mistake. A hint is shown only when the test has seen
// that mistake's own symptom (what the mistaken code would answer), so a student is told about
// the mistake they made and about no other. General tests print their context in words (the
// board, what was asked, what came back, what was expected) and no hint.
//
// Every hint starts with "hint: " and reaches the report as a failure of its own, placed before
// the detailed checks so that a report quoting only a test's first failures still shows it.
// tests/mistakes/ checks that each planted mistake brings out its own hint and no other.
#pragma once

#include "catch.hpp"

// Fails the current test with `text` (a stream expression) when `symptom` is true.
#define NPUZZLE_HINT_IF(symptom, text)             \
    do {                                           \
        if (symptom) FAIL_CHECK("hint: " << text); \
    } while (false)
