// Lesson 03's distance table on the wire: its goal, then one byte per rank.
#pragma once

#include "bfs.hpp"
#include "npuzzle/judge/wire.hpp"

namespace npuzzle::judge {

template <>
struct Codec<bfs::DistanceTable> {
    static void put(Writer& w, const bfs::DistanceTable& t) {
        judge::put(w, t.goal);
        w.u32(static_cast<std::uint32_t>(t.distance.size()));
        w.raw(t.distance.data(), t.distance.size());
    }
    static bfs::DistanceTable get(Reader& r) {
        bfs::DistanceTable t;
        t.goal = judge::get<Board>(r);
        const std::string_view bytes = r.raw(r.length(kMaxMessage));
        t.distance.assign(bytes.begin(), bytes.end());
        return t;
    }
};

// solve_with_table's table (362,880 bytes on a 3x3) crosses once per worker: later calls with the
// same table send only a flag.
template <>
inline constexpr bool sent_once<bfs::DistanceTable> = true;

}  // namespace npuzzle::judge
