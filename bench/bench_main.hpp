// Description: the main() of a benchmark program that registers its rows at run time: some rows
// exist only for some tables, and some (minutes long) only when an environment variable asks.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string_view>

namespace npuzzle::bench {

// Whether environment variable `name` is set to `value`.
inline bool environment_asks(const char* name, std::string_view value) {
    const char* set = std::getenv(name);
    return set != nullptr && value == set;
}

// Registers the rows, then runs those the command line selects; an unknown option fails.
inline int run_benchmarks(int argc, char** argv, void (*register_rows)()) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    register_rows();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

}  // namespace npuzzle::bench
