// Description: how a search keeps the nodes it has yet to expand, which fixes the order it takes
// them in. The table of searches (algorithms.hpp) says it for each search; the HTML player draws
// the frontier in that order and shows the matching pseudocode.
#pragma once

#include <cstdint>
#include <string_view>

namespace npuzzle {

enum class Frontier : std::uint8_t {
    Queue,  // first in, first out (BFS)
    Stack,  // last in, first out (DLS, IDDFS)
    Heap,   // least f = g + h first (A*)
    Path,   // only the path from the root, searched depth first by recursion (IDA*)
};

// "queue", "stack", "heap", "path": the names the player's data uses.
constexpr std::string_view to_string(Frontier frontier) noexcept {
    switch (frontier) {
        case Frontier::Queue:
            return "queue";
        case Frontier::Stack:
            return "stack";
        case Frontier::Heap:
            return "heap";
        case Frontier::Path:
            return "path";
    }
    return "?";
}

}  // namespace npuzzle
