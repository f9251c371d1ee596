// Lesson 06's heuristic names on the wire, checked like every other value: a byte past the
// enum's last value (counted from the lesson's own to_string) is refused. And the tests'
// estimates (tests/support/idastar_estimates.hpp) as the values they are made from.
#pragma once

#include "idastar.hpp"
#include "idastar_estimates.hpp"
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

template <>
struct Codec<testing::TestEstimate> {
    using Kind = testing::TestEstimate::Kind;
    static void put(Writer& w, const testing::TestEstimate& e) {
        w.u8(static_cast<std::uint8_t>(e.kind()));
        judge::put(w, e.heuristic());
        judge::put(w, e.goal());
    }
    static testing::TestEstimate get(Reader& r) {
        const std::uint8_t kind = r.u8();
        if (kind >= testing::TestEstimate::kKinds)
            throw wire_error("an estimate that does not exist");
        const idastar::Heuristic h = Codec<idastar::Heuristic>::get(r);
        return {static_cast<Kind>(kind), h, Codec<Board>::get(r)};
    }
};

}  // namespace npuzzle::judge
