// Lesson 07's pattern databases on the wire: the goal, the pattern's tiles, then one byte per
// placement. A database read from either side is checked before use: its tiles distinct and on
// the goal's board (never the blank), and at most one entry per placement of them, so a forged
// one can neither index outside a board nor make the reader hold more than a real one.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "npuzzle/judge/wire.hpp"
#include "pdb.hpp"

namespace npuzzle::judge {

// n! / (n-k)!, computed here: in a judge, pdb::placement_count is itself a call to the worker.
inline std::uint64_t pdb_placements(int n, int k) {
    std::uint64_t count = 1;
    for (int i = 0; i < k; ++i) count *= static_cast<std::uint64_t>(n - i);
    return count;
}

template <>
struct Codec<pdb::PatternDatabase> {
    static void put(Writer& w, const pdb::PatternDatabase& db) {
        judge::put(w, db.goal);
        judge::put(w, db.tiles);
        w.u32(static_cast<std::uint32_t>(db.moves.size()));
        w.raw(db.moves.data(), db.moves.size());
    }
    static pdb::PatternDatabase get(Reader& r) {
        pdb::PatternDatabase db;
        db.goal = judge::get<Board>(r);
        const int n = db.goal.cell_count();
        const std::uint32_t k = r.length(static_cast<std::uint32_t>(n - 1));
        std::uint32_t seen = 0;
        for (std::uint32_t i = 0; i < k; ++i) {
            const int tile = judge::get<int>(r);
            if (tile <= 0 || tile >= n) {
                throw wire_error("a pattern database whose pattern holds tile " +
                                 std::to_string(tile) + ", which is not on its board");
            }
            if (seen >> tile & 1) {
                throw wire_error("a pattern database whose pattern lists tile " +
                                 std::to_string(tile) + " twice");
            }
            seen |= std::uint32_t{1} << tile;
            db.tiles.push_back(tile);
        }
        const std::uint64_t placements = pdb_placements(n, static_cast<int>(k));
        const std::uint32_t size = r.length(kMaxMessage);
        if (size > placements) {
            throw wire_error("a pattern database of " + std::to_string(size) +
                             " entries, more than the " + std::to_string(placements) +
                             " placements of its " + std::to_string(k) + " tiles");
        }
        const std::string_view bytes = r.raw(size);
        db.moves.assign(bytes.begin(), bytes.end());
        return db;
    }
};

// The databases of a lookup, additive or idastar call. A database set crosses once per worker:
// later calls with the same set send only the flag, so a test that looks up thousands of boards
// does not send 362,880 bytes with each.
struct DatabasesArgument {
    bool same_as_last = false;
    std::vector<pdb::PatternDatabase> databases;
};

template <>
struct Codec<DatabasesArgument> {
    static void put(Writer& w, const DatabasesArgument& a) {
        judge::put(w, a.same_as_last);
        if (!a.same_as_last) judge::put(w, a.databases);
    }
    static DatabasesArgument get(Reader& r) {
        DatabasesArgument a;
        a.same_as_last = judge::get<bool>(r);
        if (!a.same_as_last) {
            // A set has at most one database per tile; more is no real argument.
            const std::uint32_t count = r.length(Board::kMaxCells);
            for (std::uint32_t i = 0; i < count; ++i) {
                a.databases.push_back(judge::get<pdb::PatternDatabase>(r));
            }
        }
        return a;
    }
};

}  // namespace npuzzle::judge
