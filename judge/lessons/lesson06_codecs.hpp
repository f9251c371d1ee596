// Lesson 06's heuristic names on the wire, checked like every other value: a byte past the
// enum's last value (counted from the lesson's own to_string) is refused. And the arguments that
// are code, as the values they are made from: a ManhattanTable as its goal, and an Estimate as
// one of the tests' estimates (estimate_codecs.hpp).
#pragma once

#include "estimate_codecs.hpp"
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
