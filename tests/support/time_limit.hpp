// Description: a time limit for a search under test, so a search that never ends fails its test
// instead of hanging the test program. The same test source is linked two ways:
//  - in process (./kit test): the search runs on a thread of its own; the program moves on after
//    the limit, leaving the stray thread to end with it;
//  - judged (the grader): the search runs in the worker, and the judge stops the worker.
#pragma once

#include <functional>
#include <optional>

#include "npuzzle/search_result.hpp"

namespace npuzzle::testing {

// The answer of `search` if it came within `seconds`; nullopt if it did not, or if it threw
// anything but not_implemented (which reaches the test as itself, so an untouched stub reads
// "not started").
std::optional<SearchResult> within_seconds(int seconds,
                                           const std::function<SearchResult()>& search);

}  // namespace npuzzle::testing
