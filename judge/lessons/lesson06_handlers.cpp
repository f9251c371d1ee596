// Lesson 06 in a worker: the student's functions, by the names the judge calls them.
#include <optional>

#include "idastar.hpp"
#include "lesson06_codecs.hpp"
#include "npuzzle/judge/server.hpp"

namespace npuzzle::judge {

namespace {

// The student's table for `goal`, built once per goal rather than once per call.
const idastar::ManhattanTable& table_for(const Board& goal) {
    static std::optional<idastar::ManhattanTable> table;
    if (!table || table->goal() != goal) table.emplace(goal);
    return *table;
}

}  // namespace

void register_handlers(Registry& r) {
    using idastar::Heuristic;
    r.add("idastar::misplaced_tiles",
          [](Board b, Board g) { return idastar::misplaced_tiles(b, g); });
    r.add("idastar::manhattan", [](Board b, Board g) { return idastar::manhattan(b, g); });
    r.add("idastar::linear_conflict",
          [](Board b, Board g) { return idastar::linear_conflict(b, g); });
    r.add("idastar::evaluate",
          [](Heuristic h, Board b, Board g) { return idastar::evaluate(h, b, g); });
    r.add("idastar::ManhattanTable", [](Board g) {
        const idastar::ManhattanTable& table = table_for(g);
        std::vector<int> entries;
        for (int tile = 0; tile < g.cell_count(); ++tile) {
            for (int cell = 0; cell < g.cell_count(); ++cell) {
                entries.push_back(table.distance(tile, cell));
            }
        }
        return entries;
    });
    r.add("idastar::ManhattanTable::of", [](Board g, Board b) { return table_for(g).of(b); });
    r.add("idastar::ManhattanTable::after_move",
          [](Board g, Board b, int h, Move m) { return table_for(g).after_move(b, h, m); });
    r.add("idastar::idastar", [](Board s, Board g, Heuristic h, SearchObserver& events) {
        return idastar::idastar(s, g, h, events);
    });
    r.add("idastar::idastar(estimate)",
          [](Board s, Board g, testing::TestEstimate estimate, SearchObserver& events) {
              return idastar::idastar(s, g, estimate, events);
          });
}

}  // namespace npuzzle::judge
