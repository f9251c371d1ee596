// Description: see pdb_tuned.hpp. Build: lesson 07's backward BFS over (placement, blank region)
// with sparse keys and a bit-parallel flood fill; IDA*: lesson 07's search with one add and one
// table read per move.
#include "npuzzle/engines/pdb_tuned.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <stdexcept>
#include <string>
#include <thread>

#include "parity.hpp"

namespace npuzzle::engines::pdb_tuned {

namespace {

using Key = std::uint32_t;      // 4 bits per pattern tile: its cell
using CellSet = std::uint32_t;  // bit c: cell c
constexpr std::uint8_t kUnknown = 0xFF;

struct Shape {
    int width, height, cells;
    CellSet all, not_first_column, not_last_column;

    explicit Shape(const Board& b)
        : width(b.width()),
          height(b.height()),
          cells(b.cell_count()),
          all((CellSet{1} << cells) - 1),
          not_first_column(all),
          not_last_column(all) {
        for (int r = 0; r < height; ++r) {
            not_first_column &= ~(CellSet{1} << (r * width));
            not_last_column &= ~(CellSet{1} << (r * width + width - 1));
        }
    }
    CellSet neighbours(CellSet s) const {
        return ((s << width) | (s >> width) | ((s << 1) & not_first_column) |
                ((s >> 1) & not_last_column)) &
               all;
    }
    // The cells reachable from `blank` through `free` cells.
    CellSet flood(int blank, CellSet free) const {
        CellSet region = CellSet{1} << blank;
        for (CellSet grown = region;; region = grown) {
            grown = region | (neighbours(region) & free);
            if (grown == region) return region;
        }
    }
};

int cell_of(Key key, int i) { return static_cast<int>((key >> (4 * i)) & 0xF); }

std::vector<std::uint8_t> build_one(const Board& goal, const std::vector<int>& tiles) {
    const Shape shape(goal);
    const int k = static_cast<int>(tiles.size());
    std::vector<std::uint8_t> table(std::size_t{1} << (4 * k), kUnknown);
    std::vector<std::uint64_t> seen(((std::size_t{1} << (4 * k)) * 16 + 63) / 64);
    auto test_and_mark = [&](Key key, CellSet region) {
        const std::size_t base = std::size_t{key} << 4;
        for (CellSet rest = region; rest; rest &= rest - 1) {
            const std::size_t bit = base | static_cast<std::size_t>(std::countr_zero(rest));
            seen[bit >> 6] |= std::uint64_t{1} << (bit & 63);
        }
    };
    auto is_seen = [&](Key key, int cell) {
        const std::size_t bit = (std::size_t{key} << 4) | static_cast<std::size_t>(cell);
        return (seen[bit >> 6] >> (bit & 63)) & 1;
    };
    // A queued state: key in the low 32 bits, the blank's region above.
    std::vector<std::uint64_t> layer, next;
    Key root = 0;
    CellSet occupied = 0;
    for (int i = 0; i < k; ++i) {
        for (int c = 0; c < shape.cells; ++c) {
            if (goal.at(c) == tiles[i]) {
                root |= static_cast<Key>(c) << (4 * i);
                occupied |= CellSet{1} << c;
            }
        }
    }
    const CellSet root_region = shape.flood(goal.blank(), shape.all & ~occupied);
    test_and_mark(root, root_region);
    next.push_back(root | (std::uint64_t{root_region} << 32));
    for (int distance = 0; !next.empty(); ++distance) {
        layer.swap(next);
        next.clear();
        for (const std::uint64_t state : layer) {
            const Key key = static_cast<Key>(state);
            const CellSet region = static_cast<CellSet>(state >> 32);
            if (table[key] == kUnknown) table[key] = static_cast<std::uint8_t>(distance);
            CellSet pattern = 0;
            for (int i = 0; i < k; ++i) pattern |= CellSet{1} << cell_of(key, i);
            for (int i = 0; i < k; ++i) {
                const int from = cell_of(key, i);
                for (CellSet to = shape.neighbours(CellSet{1} << from) & region; to; to &= to - 1) {
                    const int cell = std::countr_zero(to);
                    const Key child = key + (static_cast<Key>(cell) << (4 * i)) -
                                      (static_cast<Key>(from) << (4 * i));
                    if (is_seen(child, from)) continue;
                    const CellSet moved = (pattern & ~(CellSet{1} << from)) | (CellSet{1} << cell);
                    const CellSet child_region = shape.flood(from, shape.all & ~moved);
                    test_and_mark(child, child_region);
                    next.push_back(child | (std::uint64_t{child_region} << 32));
                }
            }
        }
    }
    return table;
}

void check_partition(const Board& goal, const std::vector<std::vector<int>>& partition) {
    CellSet used = 0;
    if (partition.empty()) throw std::invalid_argument("a partition needs at least one group");
    for (const auto& group : partition) {
        if (group.empty() || group.size() > kMaxPatternTiles)
            throw std::invalid_argument("a group must hold 1 to 7 tiles");
        for (int tile : group) {
            if (tile <= 0 || tile >= goal.cell_count() || (used >> tile & 1))
                throw std::invalid_argument("tile " + std::to_string(tile) +
                                            " is not a tile of the board, or is in two groups");
            used |= CellSet{1} << tile;
        }
    }
}

constexpr int kNoBound = std::numeric_limits<int>::max();

}  // namespace

Databases::Databases(const Board& goal, const std::vector<std::vector<int>>& partition)
    : goal_(goal), partition_(partition), tables_(partition.size()) {
    check_partition(goal, partition);
    std::vector<std::thread> builders;
    for (std::size_t d = 0; d < partition.size(); ++d) {
        builders.emplace_back([this, d] { tables_[d] = build_one(goal_, partition_[d]); });
    }
    for (std::thread& t : builders) t.join();
}

int Databases::value(std::size_t d, const std::vector<int>& cells) const {
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

// The databases' sum for the board seen through a symmetry of the goal: tile t in cell c is
// looked up as tile tile_map[t] in cell cell_map[c]. The identity is the plain lookup.
struct View {
    std::array<int, Board::kMaxCells> tile_map{}, cell_map{};
    std::array<Key, Board::kMaxCells> keys{};
    std::array<int, Board::kMaxCells> parts{};
    int sum = 0;
};

class Search {
  public:
    Search(const Databases& dbs, const Board& start, bool reflect) : dbs_(dbs), board_(start) {
        owner_.fill(-1);
        for (std::size_t d = 0; d < dbs.partition_.size(); ++d) {
            for (std::size_t i = 0; i < dbs.partition_[d].size(); ++i) {
                owner_[dbs.partition_[d][i]] = static_cast<int>(d);
                shift_[dbs.partition_[d][i]] = static_cast<int>(4 * i);
            }
        }
        views_.resize(reflect ? 2 : 1);
        const int w = start.width();
        for (int c = 0; c < start.cell_count(); ++c) {
            views_[0].cell_map[c] = c;
            views_[0].tile_map[c] = c;
            if (reflect) {
                const int mirror = (c % w) * w + c / w;  // across the main diagonal
                views_[1].cell_map[c] = mirror;
                views_[1].tile_map[dbs.goal_.at(c)] = dbs.goal_.at(mirror);
            }
        }
        for (View& v : views_) {
            for (int c = 0; c < start.cell_count(); ++c) {
                const int tile = v.tile_map[start.at(c)];
                if (owner_[tile] >= 0) v.keys[owner_[tile]] |= Key(v.cell_map[c]) << shift_[tile];
            }
            for (std::size_t d = 0; d < dbs.partition_.size(); ++d) {
                v.parts[d] = dbs.tables_[d][v.keys[d]];
                v.sum += v.parts[d];
            }
        }
    }

    SearchResult run() {
        SearchResult result;
        const int h0 = estimate();
        bool found = false;
        for (int bound = h0; !found && bound != kNoBound; bound = next_bound_) {
            bound_ = bound;
            next_bound_ = kNoBound;
            const SearchCounters before = counters_;
            ++counters_.iterations;
            found = visit(h0);
            result.iterations.push_back({bound, counters_.expanded - before.expanded,
                                         counters_.generated - before.generated});
        }
        if (found) {
            result.status = SearchStatus::Found;
            result.path = path_;
        }
        result.counters = counters_;
        return result;
    }

  private:
    int estimate() const {
        int h = 0;
        for (const View& v : views_) h = std::max(h, v.sum);
        return h;
    }
    // `tile` slides from cell `from` to cell `to`, in every view.
    void slide(int tile, int from, int to) {
        for (View& v : views_) {
            const int t = v.tile_map[tile];
            const int d = owner_[t];
            if (d < 0) continue;
            v.keys[d] += (Key(v.cell_map[to]) << shift_[t]) - (Key(v.cell_map[from]) << shift_[t]);
            const int part = dbs_.tables_[d][v.keys[d]];
            v.sum += part - v.parts[d];
            v.parts[d] = part;
        }
    }

    bool visit(int h) {
        const int g = static_cast<int>(path_.size());
        counters_.max_frontier = std::max(counters_.max_frontier, std::uint64_t(g) + 1);
        if (g + h > bound_) {
            next_bound_ = std::min(next_bound_, g + h);
            return false;
        }
        if (board_ == dbs_.goal_) return true;
        ++counters_.expanded;
        for (Move m : kMoveOrder) {
            if (!board_.can_move(m) || (g > 0 && m == inverse(path_.back()))) continue;
            ++counters_.generated;
            const int from = board_.target(m);
            const int to = board_.blank();
            const int tile = board_.unchecked_at(from);
            slide(tile, from, to);
            board_.apply(m);
            path_.push_back(m);
            if (visit(estimate())) return true;
            path_.pop_back();
            board_.undo(m);
            slide(tile, to, from);
        }
        return false;
    }

    const Databases& dbs_;
    Board board_;
    std::vector<Move> path_;
    std::array<int, Board::kMaxCells> owner_{}, shift_{};
    std::vector<View> views_;
    int bound_ = 0;
    int next_bound_ = kNoBound;
    SearchCounters counters_;
};

bool Databases::reflectable() const {
    const int w = goal_.width();
    return w == goal_.height() && goal_.blank() % w == goal_.blank() / w;
}

SearchResult Databases::idastar(const Board& start, bool reflect) const {
    require_same_shape(start, goal_);
    if (reflect && !reflectable())
        throw std::invalid_argument("the goal is not its own mirror image: no reflection");
    if (!parity::is_solvable(start, goal_)) return {};
    return Search(*this, start, reflect).run();
}

}  // namespace npuzzle::engines::pdb_tuned
