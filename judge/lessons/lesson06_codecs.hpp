// Lesson 06's heuristic names on the wire, checked like every other value: a byte past the
// enum's last value (counted from the lesson's own to_string) is refused.
#pragma once

#include "idastar.hpp"
#include "npuzzle/judge/wire.hpp"
#include "npuzzle/named_enum.hpp"

namespace npuzzle::judge {

template <>
struct Codec<idastar::Heuristic> {
    static void put(Writer& w, idastar::Heuristic h) { w.u8(static_cast<std::uint8_t>(h)); }
    static idastar::Heuristic get(Reader& r) {
        const std::uint8_t v = r.u8();
        if (v >= named_enum_count<idastar::Heuristic>()) {
            throw wire_error("a heuristic that does not exist");
        }
        return static_cast<idastar::Heuristic>(v);
    }
};

}  // namespace npuzzle::judge
