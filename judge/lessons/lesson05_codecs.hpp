// Lesson 05's heuristic names on the wire, checked like every other value: a byte past the
// enum's last value (counted from the lesson's own to_string) is refused. Its estimates cross as
// the tests' estimates do (estimate_codecs.hpp).
#pragma once

#include "astar.hpp"
#include "estimate_codecs.hpp"
#include "npuzzle/judge/wire.hpp"
#include "npuzzle/named_enum.hpp"

namespace npuzzle::judge {

template <>
struct Codec<astar::Heuristic> {
    static void put(Writer& w, astar::Heuristic h) { w.u8(static_cast<std::uint8_t>(h)); }
    static astar::Heuristic get(Reader& r) {
        const std::uint8_t v = r.u8();
        if (v >= named_enum_count<astar::Heuristic>()) {
            throw wire_error("a heuristic that does not exist");
        }
        return static_cast<astar::Heuristic>(v);
    }
};

}  // namespace npuzzle::judge
