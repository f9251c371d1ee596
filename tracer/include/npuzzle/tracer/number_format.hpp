// Description: numbers as the kit's texts print them, the same on every machine: the DOT writer's
// labels and the programs' messages ("stopped after 1,000,000 nodes").
// Time: O(digits).
#pragma once

#include <cstdint>
#include <string>

namespace npuzzle {

// 12345 -> "12,345": locale-independent, so the output is the same on every machine.
std::string group_digits(std::uint64_t n);

}  // namespace npuzzle
