// Lesson 06's heuristic names on the wire, checked like every other value: a byte past the
// enum's last value (counted from the lesson's own to_string) is refused. And the arguments that
// are code, as the values they are made from: a ManhattanTable as its goal, and an Estimate as
// one of the tests' estimates (tests/support/idastar_estimates.hpp).
#pragma once

#include <stdexcept>

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

// An estimate is code, which cannot cross: only the tests' own can, as the value it is made from,
// and the worker makes the same estimate beside the student's search.
template <>
struct Codec<idastar::Estimate> {
    static void put(Writer& w, const idastar::Estimate& e) {
        const auto* carried = dynamic_cast<const testing::TestEstimate*>(&e);
        if (carried == nullptr) {
            throw std::logic_error(
                "the judge can send idastar::idastar only the tests' estimates "
                "(testing::TestEstimate, tests/support/idastar_estimates.hpp): an estimate of "
                "another type is code, which cannot cross to the worker");
        }
        judge::put(w, *carried);
    }
    static testing::TestEstimate get(Reader& r) { return judge::get<testing::TestEstimate>(r); }
};

// A ManhattanTable crosses as its goal: the worker builds the student's table from it, once
// for each goal in a row (made_once), as a search would.
template <>
struct Codec<idastar::ManhattanTable> {
    using Source = Board;
    static void put(Writer& w, const idastar::ManhattanTable& t) { judge::put(w, t.goal()); }
    static idastar::ManhattanTable make(const Board& goal) { return idastar::ManhattanTable(goal); }
    static idastar::ManhattanTable get(Reader& r) { return make(judge::get<Board>(r)); }
};
template <>
inline constexpr bool made_once<idastar::ManhattanTable> = true;

}  // namespace npuzzle::judge
