// Lesson 07's pattern databases on the wire: the goal, the pattern's tiles, then one byte per
// placement. A database from the worker is checked before use: its tiles distinct and on the
// goal's board (never the blank), so a forged one cannot index outside a board. One from the
// judge keeps the pattern the test wrote, which the student's lookup must refuse itself when it
// is no pattern (as it does in process). Either way at most one entry per placement of its
// tiles, so the reader holds no more than a real database.
#pragma once

#include <cstdint>
#include <span>
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
            db.tiles.push_back(tile);
            if (r.from_judge()) continue;
            if (tile <= 0 || tile >= n) {
                throw wire_error("a pattern database whose pattern holds tile " +
                                 std::to_string(tile) + ", which is not on its board");
            }
            if (seen >> tile & 1) {
                throw wire_error("a pattern database whose pattern lists tile " +
                                 std::to_string(tile) + " twice");
            }
            seen |= std::uint32_t{1} << tile;
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

// The databases of additive and idastar: a set has at most one database per tile, so a longer
// list is no real argument.
template <>
struct Codec<std::span<const pdb::PatternDatabase>> {
    static void put(Writer& w, std::span<const pdb::PatternDatabase> databases) {
        w.u32(static_cast<std::uint32_t>(databases.size()));
        for (const pdb::PatternDatabase& db : databases) judge::put(w, db);
    }
    static std::vector<pdb::PatternDatabase> get(Reader& r) {
        const std::uint32_t count = r.length(Board::kMaxCells);
        std::vector<pdb::PatternDatabase> databases;
        for (std::uint32_t i = 0; i < count; ++i) {
            databases.push_back(judge::get<pdb::PatternDatabase>(r));
        }
        return databases;
    }
};

// A database, or a set of them, crosses once per worker: a test that looks up thousands of boards
// does not send 362,880 bytes with each.
template <>
inline constexpr bool sent_once<pdb::PatternDatabase> = true;
template <>
inline constexpr bool sent_once<std::span<const pdb::PatternDatabase>> = true;

}  // namespace npuzzle::judge
