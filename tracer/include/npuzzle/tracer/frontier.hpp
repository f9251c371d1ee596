// Description: how a search keeps the nodes it has yet to expand, which fixes the order it takes
// them in. The table of searches (algorithms.hpp) says it for each search; the HTML player draws
// the frontier in that order and shows the matching pseudocode.
#pragma once

#include <cstdint>
#include <string_view>

#include "npuzzle/named_enum.hpp"

namespace npuzzle {

enum class Frontier : std::uint8_t {
    Queue,  // first in, first out (BFS)
    Stack,  // last in, first out (DLS, IDDFS)
    Heap,   // least f = g + h first (A*)
    Path,   // only the path from the root, searched depth first by recursion (IDA*)
};

// The names the player's data uses.
inline constexpr auto kFrontierNames = enum_names<Frontier>({
    {Frontier::Queue, "queue"},
    {Frontier::Stack, "stack"},
    {Frontier::Heap, "heap"},
    {Frontier::Path, "path"},
});

constexpr std::string_view to_string(Frontier frontier) noexcept {
    return kFrontierNames.name(frontier);
}

}  // namespace npuzzle
