// Description: the limits of the judge's calls, as the environment (client.hpp) and the test's
// scopes (CallDeadline, CountedEvents) set them: apart from the connection to the worker, which
// only the grader's system has (client.cpp; client_unavailable.cpp elsewhere).
#pragma once

#include <cstdint>

namespace npuzzle::judge {

// The number in the environment variable `name`, or `fallback` if it is unset or not positive.
double env_number(const char* name, double fallback);

// The time one call may take, counted as the connection counts it (docs/judging.md).
double call_seconds();

// The wall-clock backstop of one call: the grader's machine may be slow, never this slow.
double call_wall_seconds();

// The events a search may report when a CountedEvents lives on this thread; 0 when none does.
std::uint64_t counted_events_budget();

}  // namespace npuzzle::judge
