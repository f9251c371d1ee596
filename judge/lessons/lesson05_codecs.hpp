// Lesson 05's heuristic on the wire: the named estimate (a byte past the enum's last value,
// counted from the lesson's own to_string, is refused), then the overridden boards and values.
#pragma once

#include "astar.hpp"
#include "npuzzle/judge/wire.hpp"
#include "npuzzle/named_enum.hpp"

namespace npuzzle::judge {

template <>
struct Codec<astar::Heuristic> {
    static void put(Writer& w, const astar::Heuristic& h) {
        w.u8(static_cast<std::uint8_t>(h.estimate));
        w.u32(static_cast<std::uint32_t>(h.overrides.size()));
        for (const auto& [board, value] : h.overrides) {
            judge::put(w, board);
            judge::put(w, value);
        }
    }
    static astar::Heuristic get(Reader& r) {
        astar::Heuristic h;
        const std::uint8_t e = r.u8();
        if (e >= named_enum_count<astar::Estimate>()) {
            throw wire_error("an estimate that does not exist");
        }
        h.estimate = static_cast<astar::Estimate>(e);
        const std::uint32_t count = r.length();
        for (std::uint32_t i = 0; i < count; ++i) {
            const Board board = judge::get<Board>(r);
            h.overrides[board] = judge::get<int>(r);
        }
        return h;
    }
};

}  // namespace npuzzle::judge
