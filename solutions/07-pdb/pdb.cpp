// Description: lesson 07 reference. Placements of k tiles in n cells are ranked like lesson 01's
// permutations, stopped after k digits. A database is filled by a breadth-first search (lesson
// 03) backwards from the goal over abstract states: where the pattern's tiles are, and the cells
// the blank reaches without moving one of them. The databases' sum is an estimate given to lesson
// 06's IDA*, as any heuristic is.
// What the lesson teaches: the exact distance of a simpler puzzle (only some tiles count), found
// once, is a far stronger admissible estimate, and patterns of disjoint tiles add up.
// Time: build O(P * R * n) for P = n!/(n-k)! placements, R blank regions each (1 to 3, mostly 1);
// lookup O(k); IDA* O(nodes generated), one database looked up per move (the moved tile's).
#include "pdb.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>

#include "idastar.hpp"

namespace npuzzle::pdb {

namespace {

using Cells = std::array<std::uint8_t, Board::kMaxCells>;  // cells[i]: where pattern tile i is
using CellSet = std::uint32_t;                             // bit c: cell c

[[noreturn]] void fail(const std::string& message) { throw std::invalid_argument(message); }

// rank_placement without its checks. Horner's form of the sum in pdb.hpp: each weight is the
// next one times the number of cells left after that digit.
Rank rank_of(const Cells& cells, int k, int n) {
    Rank rank = 0;
    for (int i = 0; i < k; ++i) {
        int digit = cells[i];
        for (int j = 0; j < i; ++j) digit -= cells[j] < cells[i];
        rank = rank * static_cast<Rank>(n - i) + static_cast<Rank>(digit);
    }
    return rank;
}

// The cells next to `cell` on a width x height board.
template <class Visit>
void for_each_neighbour(int cell, int width, int height, Visit visit) {
    if (cell >= width) visit(cell - width);
    if (cell + width < width * height) visit(cell + width);
    if (cell % width != 0) visit(cell - 1);
    if (cell % width != width - 1) visit(cell + 1);
}

// The cells the blank reaches from `blank` by moving tiles that are not in the pattern.
CellSet blank_region(int blank, CellSet pattern_cells, const Board& shape) {
    CellSet region = CellSet{1} << blank;
    std::array<int, Board::kMaxCells> stack{blank};
    for (int top = 1; top > 0;) {
        const int cell = stack[--top];
        for_each_neighbour(cell, shape.width(), shape.height(), [&](int next) {
            const CellSet bit = CellSet{1} << next;
            if ((region | pattern_cells) & bit) return;
            region |= bit;
            stack[top++] = next;
        });
    }
    return region;
}

CellSet cells_of(const Cells& cells, int k) {
    CellSet set = 0;
    for (int i = 0; i < k; ++i) set |= CellSet{1} << cells[i];
    return set;
}

// Where `board` has the pattern's tiles, in pattern order.
Cells pattern_cells(const PatternDatabase& db, const Board& board) {
    std::array<std::uint8_t, Board::kMaxCells> cell_of{};
    for (int c = 0; c < board.cell_count(); ++c)
        cell_of[board.at(c)] = static_cast<std::uint8_t>(c);
    Cells cells{};
    for (std::size_t i = 0; i < db.tiles.size(); ++i) cells[i] = cell_of[db.tiles[i]];
    return cells;
}

// An abstract state: the pattern tiles' cells, and the blank's region (every cell of it is the
// same state, since moving other tiles is free).
struct AbstractState {
    Cells cells{};
    CellSet region = 0;
};

void check_pattern(const Board& goal, const std::vector<int>& tiles) {
    if (tiles.empty()) fail("the pattern has no tile");
    CellSet seen = 0;
    for (int tile : tiles) {
        if (tile == 0) fail("the pattern holds the blank (0): a pattern lists tiles only");
        if (tile < 0 || tile >= goal.cell_count())
            fail("tile " + std::to_string(tile) + " is not on a " + std::to_string(goal.width()) +
                 "x" + std::to_string(goal.height()) + " board");
        if (seen >> tile & 1)
            fail("tile " + std::to_string(tile) + " is listed twice in the pattern");
        seen |= CellSet{1} << tile;
    }
}

}  // namespace

Rank placement_count(int n, int k) {
    if (k < 0 || k > n || n > Board::kMaxCells)
        fail("placement_count(" + std::to_string(n) + ", " + std::to_string(k) +
             "): needs 0 <= k <= n <= 16");
    Rank count = 1;
    for (int i = 0; i < k; ++i) count *= static_cast<Rank>(n - i);
    return count;
}

Rank rank_placement(std::span<const int> cells, int n) {
    const int k = static_cast<int>(cells.size());
    if (n < 1 || n > Board::kMaxCells) fail("n = " + std::to_string(n) + " is not in 1..16");
    if (k > n) fail(std::to_string(k) + " tiles do not fit in " + std::to_string(n) + " cells");
    Cells packed{};
    CellSet used = 0;
    for (int i = 0; i < k; ++i) {
        const int cell = cells[i];
        if (cell < 0 || cell >= n || (used >> cell & 1)) {
            throw std::invalid_argument("cell " + std::to_string(cell) + " (tile " +
                                        std::to_string(i) + " of the placement) " +
                                        (cell < 0 || cell >= n
                                             ? "is not below n = " + std::to_string(n)
                                             : std::string("is held by an earlier tile")));
        }
        used |= CellSet{1} << cell;
        packed[i] = static_cast<std::uint8_t>(cell);
    }
    return rank_of(packed, k, n);
}

std::vector<int> unrank_placement(Rank rank, int n, int k) {
    if (rank >= placement_count(n, k))
        fail("rank " + std::to_string(rank) + " is not below " +
             std::to_string(placement_count(n, k)));
    std::vector<int> digits(static_cast<std::size_t>(k));
    for (int i = k - 1; i >= 0; --i) {
        digits[i] = static_cast<int>(rank % static_cast<Rank>(n - i));
        rank /= static_cast<Rank>(n - i);
    }
    // Digit d: the d-th cell (from 0) that no earlier tile holds.
    std::vector<int> cells;
    CellSet used = 0;
    for (int digit : digits) {
        int cell = 0;
        for (int skipped = 0;; ++cell) {
            if (used >> cell & 1) continue;
            if (skipped == digit) break;
            ++skipped;
        }
        cells.push_back(cell);
        used |= CellSet{1} << cell;
    }
    return cells;
}

PatternDatabase build(const Board& goal, const std::vector<int>& tiles) {
    check_pattern(goal, tiles);
    const int k = static_cast<int>(tiles.size());
    const int n = goal.cell_count();
    PatternDatabase db{goal, tiles, std::vector<std::uint8_t>(placement_count(n, k), 0xFF)};

    // seen[rank * n + c]: the abstract state with these placements and the blank on c was queued.
    std::vector<bool> seen(db.moves.size() * static_cast<std::size_t>(n));
    std::vector<AbstractState> layer, next;
    auto enqueue = [&](const AbstractState& state, Rank rank) {
        for (CellSet rest = state.region; rest != 0; rest &= rest - 1)
            seen[rank * n + std::countr_zero(rest)] = true;
        next.push_back(state);
    };
    AbstractState root;
    for (int i = 0; i < k; ++i) {
        for (int c = 0; c < n; ++c) {
            if (goal.at(c) == tiles[i]) root.cells[i] = static_cast<std::uint8_t>(c);
        }
    }
    root.region = blank_region(goal.blank(), cells_of(root.cells, k), goal);
    enqueue(root, rank_of(root.cells, k, n));

    for (int distance = 0; !next.empty(); ++distance) {
        if (distance >= 0xFF) fail("a pattern distance does not fit in a byte");
        layer.swap(next);
        next.clear();
        for (const AbstractState& state : layer) {
            std::uint8_t& entry = db.moves[rank_of(state.cells, k, n)];
            if (entry == 0xFF) entry = static_cast<std::uint8_t>(distance);
            // Each pattern tile next to the region can slide into it: one move of a pattern tile.
            for (int i = 0; i < k; ++i) {
                const int from = state.cells[i];
                for_each_neighbour(from, goal.width(), goal.height(), [&](int to) {
                    if (!(state.region >> to & 1)) return;
                    AbstractState child = state;
                    child.cells[i] = static_cast<std::uint8_t>(to);
                    const Rank rank = rank_of(child.cells, k, n);
                    if (seen[rank * n + from]) return;
                    child.region = blank_region(from, cells_of(child.cells, k), goal);
                    enqueue(child, rank);
                });
            }
        }
    }
    return db;
}

int lookup(const PatternDatabase& db, const Board& board) {
    require_same_shape(board, db.goal);
    check_pattern(db.goal, db.tiles);
    const int n = board.cell_count();
    const int k = static_cast<int>(db.tiles.size());
    if (db.moves.size() != placement_count(n, k))
        fail("the database holds " + std::to_string(db.moves.size()) + " entries, not the " +
             std::to_string(placement_count(n, k)) + " placements of its " + std::to_string(k) +
             " tiles");
    return db.moves[rank_of(pattern_cells(db, board), k, n)];
}

int additive(std::span<const PatternDatabase> databases, const Board& board) {
    CellSet tiles_seen = 0;
    int sum = 0;
    for (const PatternDatabase& db : databases) {
        if (db.goal != databases[0].goal) fail("the databases are built for different goals");
        for (int tile : db.tiles) {
            if (tiles_seen >> tile & 1)
                fail("tile " + std::to_string(tile) +
                     " is in two patterns: their sum could count its moves twice");
            tiles_seen |= CellSet{1} << tile;
        }
        sum += lookup(db, board);
    }
    return sum;
}

namespace {

// The databases' sum as lesson 06's estimate. A move slides one tile, so only the database that
// holds it changes its value: after_move looks that one up before and after the move.
class AdditiveEstimate final : public idastar::Estimate {
  public:
    explicit AdditiveEstimate(std::span<const PatternDatabase> databases) : databases_(databases) {
        owner_.fill(kNoDatabase);
        for (std::size_t d = 0; d < databases.size(); ++d) {
            check_pattern(databases[d].goal, databases[d].tiles);  // its tiles index owner_
            for (int tile : databases[d].tiles) owner_[tile] = static_cast<int>(d);
        }
    }

    // Checks the databases too: one goal, no shared tile, every placement held.
    int initial(const Board& board) const override { return additive(databases_, board); }

    int after_move(const Board& board, int h, Move m) const override {
        const int from = board.target(m);
        const int tile = board.at(from);
        if (owner_[tile] == kNoDatabase) return h;
        const PatternDatabase& db = databases_[owner_[tile]];
        const int n = board.cell_count();
        const int k = static_cast<int>(db.tiles.size());
        Cells cells = pattern_cells(db, board);
        const int before = db.moves[rank_of(cells, k, n)];
        *std::find(cells.begin(), cells.begin() + k, from) =
            static_cast<std::uint8_t>(board.blank());
        return h - before + db.moves[rank_of(cells, k, n)];
    }

  private:
    static constexpr int kNoDatabase = -1;
    std::span<const PatternDatabase> databases_;
    std::array<int, Board::kMaxCells> owner_{};  // owner_[tile]: its database, or kNoDatabase
};

}  // namespace

SearchResult idastar(const Board& start, std::span<const PatternDatabase> databases,
                     SearchObserver& observer) {
    if (databases.empty()) fail("IDA* needs at least one pattern database");
    return idastar::idastar(start, databases[0].goal, AdditiveEstimate(databases), observer);
}

}  // namespace npuzzle::pdb
