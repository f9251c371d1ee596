// Description: see pdb_tuned.hpp. Build: lesson 07's backward BFS over (placement, blank region)
// with sparse keys and a bit-parallel flood fill; IDA*: engines' one tuned IDA* with the
// databases' sum as a PackedEstimate (one add and one table read per move and view).
#include "npuzzle/engines/pdb_tuned.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>
#include <thread>

#include "packed_idastar.hpp"

namespace npuzzle::engines::pdb_tuned {

namespace {

using Key = std::uint32_t;  // 4 bits per pattern tile: its cell
constexpr std::uint8_t kUnknown = 0xFF;

int cell_of(Key key, int i) { return static_cast<int>((key >> (4 * i)) & 0xF); }

// How many queued states ahead the build asks for the memory their children will read: the
// seen bits and table entries are spread over tens of megabytes, so each read misses the caches,
// and issuing them early lets many misses overlap instead of one after another.
constexpr std::size_t kPrefetchAhead = 8;

Databases::Table build_one(const Board& goal, const std::vector<int>& tiles) {
    const BoardGeometry shape(goal);
    const int k = static_cast<int>(tiles.size());
    Databases::Table table(std::size_t{1} << (4 * k), kUnknown);
    // seen[key]: the blank cells already queued with that placement, a bit each.
    std::vector<std::uint16_t> seen(std::size_t{1} << (4 * k));
    // A queued state: key in the low 32 bits, the blank's region above.
    std::vector<std::uint64_t> layer, next;
    // The moves of a pattern tile of `state` into its blank's region: tile i leaves `from` for
    // `to`, which makes `child`.
    struct Step {
        Key child;
        int from;
        int to;
    };
    std::array<Step, 4 * kMaxPatternTiles> steps{};
    auto steps_of = [&](std::uint64_t state) {
        const Key key = static_cast<Key>(state);
        const CellSet region = static_cast<CellSet>(state >> 32);
        int count = 0;
        for (int i = 0; i < k; ++i) {
            const int from = cell_of(key, i);
            for (CellSet to = shape.neighbours(CellSet{1} << from) & region; to; to &= to - 1) {
                const int cell = std::countr_zero(to);
                steps[count++] = {
                    key + (static_cast<Key>(cell) << (4 * i)) - (static_cast<Key>(from) << (4 * i)),
                    from, cell};
            }
        }
        return count;
    };
    Key root = 0;
    CellSet occupied = 0;
    for (int i = 0; i < k; ++i) {
        for (int c = 0; c < shape.cells(); ++c) {
            if (goal.at(c) == tiles[i]) {
                root |= static_cast<Key>(c) << (4 * i);
                occupied |= CellSet{1} << c;
            }
        }
    }
    const CellSet root_region = shape.flood(goal.blank(), shape.all_cells() & ~occupied);
    seen[root] = static_cast<std::uint16_t>(root_region);
    table[root] = 0;
    next.push_back(root | (std::uint64_t{root_region} << 32));
    for (int distance = 1; !next.empty(); ++distance) {
        layer.swap(next);
        next.clear();
        for (std::size_t q = 0; q < layer.size(); ++q) {
            if (q + kPrefetchAhead < layer.size()) {
                const int count = steps_of(layer[q + kPrefetchAhead]);
                for (int j = 0; j < count; ++j) {
                    __builtin_prefetch(seen.data() + steps[j].child);
                    __builtin_prefetch(table.data() + steps[j].child);
                }
            }
            const Key key = static_cast<Key>(layer[q]);
            CellSet pattern = 0;
            for (int i = 0; i < k; ++i) pattern |= CellSet{1} << cell_of(key, i);
            const int count = steps_of(layer[q]);
            for (int j = 0; j < count; ++j) {
                const auto [child, from, to] = steps[j];
                if ((seen[child] >> from) & 1) continue;
                const CellSet moved = (pattern & ~(CellSet{1} << from)) | (CellSet{1} << to);
                const CellSet child_region = shape.flood(from, shape.all_cells() & ~moved);
                seen[child] |= static_cast<std::uint16_t>(child_region);
                // The first state of a placement to be queued is in its nearest layer.
                if (table[child] == kUnknown) table[child] = static_cast<std::uint8_t>(distance);
                next.push_back(child | (std::uint64_t{child_region} << 32));
            }
        }
    }
    return table;
}

void check_partition(const Board& goal, const std::vector<std::vector<int>>& partition,
                     std::size_t max_tiles) {
    CellSet used = 0;
    if (partition.empty() || partition.size() > kMaxDatabases) {
        throw std::invalid_argument("a partition needs 1 to " + std::to_string(kMaxDatabases) +
                                    " groups");
    }
    for (const auto& group : partition) {
        if (group.empty() || group.size() > max_tiles)
            throw std::invalid_argument("a group must hold 1 to " + std::to_string(max_tiles) +
                                        " tiles");
        for (int tile : group) {
            if (tile <= 0 || tile >= goal.cell_count() || (used >> tile & 1))
                throw std::invalid_argument("tile " + std::to_string(tile) +
                                            " is not a tile of the board, or is in two groups");
            used |= CellSet{1} << tile;
        }
    }
}

// A tile of no database.
constexpr int kNoDatabase = -1;

// h over views: the largest view's sum (each is admissible).
template <std::size_t kViews>
int largest(const std::array<int, kViews>& sums) {
    return *std::max_element(sums.begin(), sums.end());
}

// The cell across the main diagonal of a square board `width` wide.
int mirror_cell(int cell, int width) { return (cell % width) * width + cell / width; }

}  // namespace

Databases::Databases(const Board& goal, const std::vector<std::vector<int>>& partition)
    : goal_(goal), partition_(partition), tables_(partition.size()) {
    check_partition(goal, partition, kMaxPatternTiles);
    std::vector<std::thread> builders;
    for (std::size_t d = 0; d < partition.size(); ++d) {
        builders.emplace_back([this, d] { tables_[d] = build_one(goal_, partition_[d]); });
    }
    for (std::thread& t : builders) t.join();
}

Databases::Databases(std::span<const pdb::PatternDatabase> lesson)
    : goal_(lesson.empty() ? Board::goal() : lesson.front().goal), lesson_(lesson) {
    for (const pdb::PatternDatabase& db : lesson) {
        if (db.goal != goal_) throw std::invalid_argument("the databases have different goals");
        if (db.moves.size() !=
            pdb::placement_count(goal_.cell_count(), static_cast<int>(db.tiles.size())))
            throw std::invalid_argument("a database does not hold every placement of its tiles");
        partition_.push_back(db.tiles);
    }
    check_partition(goal_, partition_, static_cast<std::size_t>(goal_.cell_count() - 1));
}

int Databases::value(std::size_t d, const std::vector<int>& cells) const {
    if (!lesson_.empty()) return lesson_[d].moves[pdb::rank_placement(cells, goal_.cell_count())];
    Key key = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) key |= static_cast<Key>(cells[i]) << (4 * i);
    return tables_[d][key];
}

int Databases::estimate(const Board& board) const {
    std::array<int, Board::kMaxCells> where{};
    for (int c = 0; c < board.cell_count(); ++c) where[board.at(c)] = c;
    int sum = 0;
    for (std::size_t d = 0; d < partition_.size(); ++d) {
        std::vector<int> cells;
        for (int tile : partition_[d]) cells.push_back(where[tile]);
        sum += value(d, cells);
    }
    return sum;
}

// The databases' sum as a PackedEstimate, in kViews views of the board: the board itself and,
// with reflection, its mirror image across the main diagonal (tile t in cell c looked up as the
// goal's mirror tile in the mirror cell). Its state keeps each view's sparse keys, their table
// values and sum, so a move updates one key per view with one add and one table read.
template <int kViews>
class AdditiveEstimate {
  public:
    struct State {
        std::array<std::array<Key, kMaxDatabases>, kViews> keys{};
        std::array<std::array<std::uint8_t, kMaxDatabases>, kViews> parts{};
        std::array<int, kViews> sums{};
    };

    AdditiveEstimate(const Board& goal, const std::vector<std::vector<int>>& partition,
                     const std::vector<Databases::Table>& tables)
        : cells_(goal.cell_count()) {
        for (std::size_t d = 0; d < tables.size(); ++d) table_[d] = tables[d].data();
        std::array<int, Board::kMaxCells> owner{}, shift{};
        owner.fill(kNoDatabase);
        for (std::size_t d = 0; d < partition.size(); ++d) {
            for (std::size_t i = 0; i < partition[d].size(); ++i) {
                owner[partition[d][i]] = static_cast<int>(d);
                shift[partition[d][i]] = static_cast<int>(4 * i);
            }
        }
        const int w = goal.width();
        for (int v = 0; v < kViews; ++v) {
            for (int c = 0; c < cells_; ++c) {
                const int tile = goal.at(c);
                // The mirror view reads tile `tile` in cell c as the goal's tile of the mirror
                // cell, in the mirror cell.
                const int mirror = mirror_cell(c, w);
                const int seen_as = v == 0 ? tile : goal.at(mirror);
                database_[v][tile] = static_cast<std::int8_t>(owner[seen_as]);
                for (int at = 0; at < cells_; ++at) {
                    const int cell = v == 0 ? at : mirror_cell(at, w);
                    key_part_[v][tile][at] =
                        owner[seen_as] == kNoDatabase ? 0 : Key(cell) << shift[seen_as];
                }
            }
        }
    }

    State initial(std::uint64_t packed) const {
        State s;
        for (int v = 0; v < kViews; ++v) {
            for (int c = 0; c < cells_; ++c) {
                const int tile = tile_at(packed, c);
                if (database_[v][tile] != kNoDatabase)
                    s.keys[v][database_[v][tile]] |= key_part_[v][tile][c];
            }
            for (std::size_t d = 0; d < kMaxDatabases; ++d) {
                if (table_[d] == nullptr) continue;
                s.parts[v][d] = table_[d][s.keys[v][d]];
                s.sums[v] += s.parts[v][d];
            }
        }
        return s;
    }

    State after_move(const State& s, std::uint64_t, int tile, int from, int to) const {
        State child = s;
        for (int v = 0; v < kViews; ++v) {
            const int d = database_[v][tile];
            if (d == kNoDatabase) continue;
            const Key key = s.keys[v][d] + key_part_[v][tile][to] - key_part_[v][tile][from];
            const std::uint8_t part = table_[d][key];
            child.keys[v][d] = key;
            child.sums[v] += part - s.parts[v][d];
            child.parts[v][d] = part;
        }
        return child;
    }

    int value(const State& s) const noexcept { return largest(s.sums); }

  private:
    int cells_;
    std::array<const std::uint8_t*, kMaxDatabases> table_{};
    // database_[v][tile]: the database that holds `tile` in view v, or kNoDatabase.
    std::array<std::array<std::int8_t, Board::kMaxCells>, kViews> database_{};
    // key_part_[v][tile][cell]: what `tile` in `cell` adds to its database's key in view v.
    std::array<std::array<std::array<Key, Board::kMaxCells>, Board::kMaxCells>, kViews> key_part_{};
};

// The sum of the lesson's databases as a PackedEstimate, in the same views as AdditiveEstimate:
// each view keeps where it sees each tile, and a move ranks again the placement of the one
// database whose tile moved (pdb::rank_placement's sum, k steps).
template <int kViews>
class RankedEstimate {
  public:
    struct State {
        std::array<std::array<std::uint8_t, Board::kMaxCells>, kViews> cell{};  // by seen tile
        std::array<std::array<std::uint8_t, kMaxDatabases>, kViews> parts{};
        std::array<int, kViews> sums{};
    };

    RankedEstimate(const Board& goal, std::span<const pdb::PatternDatabase> lesson)
        : lesson_(lesson), cells_(goal.cell_count()) {
        std::array<int, Board::kMaxCells> owner{};
        owner.fill(kNoDatabase);
        for (std::size_t d = 0; d < lesson.size(); ++d) {
            for (int tile : lesson[d].tiles) owner[tile] = static_cast<int>(d);
        }
        const int w = goal.width();
        for (int v = 0; v < kViews; ++v) {
            for (int c = 0; c < cells_; ++c) {
                const int tile = goal.at(c);
                seen_as_[v][tile] =
                    static_cast<std::uint8_t>(v == 0 ? tile : goal.at(mirror_cell(c, w)));
                database_[v][tile] = static_cast<std::int8_t>(owner[seen_as_[v][tile]]);
                cell_seen_[v][c] = static_cast<std::uint8_t>(v == 0 ? c : mirror_cell(c, w));
            }
        }
    }

    State initial(std::uint64_t packed) const {
        State s;
        for (int v = 0; v < kViews; ++v) {
            for (int c = 0; c < cells_; ++c) {
                s.cell[v][seen_as_[v][tile_at(packed, c)]] = cell_seen_[v][c];
            }
            for (std::size_t d = 0; d < lesson_.size(); ++d) {
                s.parts[v][d] = entry(d, s.cell[v]);
                s.sums[v] += s.parts[v][d];
            }
        }
        return s;
    }

    State after_move(const State& s, std::uint64_t, int tile, int, int to) const {
        State child = s;
        for (int v = 0; v < kViews; ++v) {
            const int d = database_[v][tile];
            if (d == kNoDatabase) continue;
            child.cell[v][seen_as_[v][tile]] = cell_seen_[v][to];
            const std::uint8_t part = entry(static_cast<std::size_t>(d), child.cell[v]);
            child.sums[v] += part - s.parts[v][d];
            child.parts[v][d] = part;
        }
        return child;
    }

    int value(const State& s) const noexcept { return largest(s.sums); }

  private:
    // Database d's entry for the tiles' cells `cell` (by tile): pdb::rank_placement's sum in
    // Horner's form, each digit the cells below that earlier tiles leave free.
    std::uint8_t entry(std::size_t d,
                       const std::array<std::uint8_t, Board::kMaxCells>& cell) const {
        pdb::Rank rank = 0;
        CellSet used = 0;
        int left = cells_;
        for (int tile : lesson_[d].tiles) {
            const int c = cell[tile];
            const int digit = c - std::popcount(used & ((CellSet{1} << c) - 1));
            rank = rank * static_cast<pdb::Rank>(left--) + static_cast<pdb::Rank>(digit);
            used |= CellSet{1} << c;
        }
        return lesson_[d].moves[rank];
    }

    std::span<const pdb::PatternDatabase> lesson_;
    int cells_;
    // seen_as_[v][tile]: the tile view v sees in its place; database_[v][tile]: that tile's
    // database, or kNoDatabase; cell_seen_[v][cell]: where view v sees `cell`.
    std::array<std::array<std::uint8_t, Board::kMaxCells>, kViews> seen_as_{};
    std::array<std::array<std::int8_t, Board::kMaxCells>, kViews> database_{};
    std::array<std::array<std::uint8_t, Board::kMaxCells>, kViews> cell_seen_{};
};

bool Databases::reflectable() const {
    const int w = goal_.width();
    return w == goal_.height() && goal_.blank() % w == goal_.blank() / w;
}

SearchResult Databases::idastar(const Board& start, bool reflect, SearchObserver& observer) const {
    require_same_shape(start, goal_);
    if (reflect && !reflectable())
        throw std::invalid_argument("the goal is not its own mirror image: no reflection");
    if (!lesson_.empty()) {
        if (reflect)
            return packed_idastar(start, goal_, RankedEstimate<2>(goal_, lesson_), observer);
        return packed_idastar(start, goal_, RankedEstimate<1>(goal_, lesson_), observer);
    }
    if (reflect) {
        return packed_idastar(start, goal_, AdditiveEstimate<2>(goal_, partition_, tables_),
                              observer);
    }
    return packed_idastar(start, goal_, AdditiveEstimate<1>(goal_, partition_, tables_), observer);
}

}  // namespace npuzzle::engines::pdb_tuned
