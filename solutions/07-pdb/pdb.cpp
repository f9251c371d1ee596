// Description: lesson 07 reference. Placements of k tiles in n cells are ranked like lesson 01's
// permutations, stopped after k digits. A database is filled by a 0-1 breadth-first search,
// backwards from the goal over abstract states: where the pattern's tiles are, and the blank's
// cell. The databases' sum is an estimate given to lesson 06's IDA*, as any heuristic is.
// What the lesson teaches: the exact distance of a simpler puzzle (only some tiles count), found
// once, is a far stronger admissible estimate, and patterns of disjoint tiles add up.
// Time: build O(P * n * k^2) for P = n!/(n-k)! placements, each with n cells for the blank (a
// pattern move ranks the placement again); lookup O(n); IDA* O(nodes generated), one database
// looked up per move (the moved tile's).
#include "pdb.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <deque>
#include <stdexcept>
#include <string>

#include "idastar.hpp"

namespace npuzzle::pdb {

namespace {

using Cells = std::array<std::uint8_t, Board::kMaxCells>;  // cells[i]: where pattern tile i is
using CellSet = std::uint32_t;                             // bit c: cell c
constexpr std::uint8_t kUnreached = 0xFF;                  // a placement no board has

[[noreturn]] void fail(const std::string& message) { throw std::invalid_argument(message); }

// rank_placement without its checks, in Horner's form of the sum in pdb.hpp: each weight is the
// next one times the number of cells left after that digit.
Rank unchecked_rank(const auto& cells, int k, int n) {
    Rank rank = 0;
    for (int i = 0; i < k; ++i) {
        int digit = cells[i];
        for (int j = 0; j < i; ++j) digit -= cells[j] < cells[i];
        rank = rank * static_cast<Rank>(n - i) + static_cast<Rank>(digit);
    }
    return rank;
}

template <class Visit>
void for_each_neighbour(int cell, const Board& shape, Visit visit) {
    const int width = shape.width();
    if (cell >= width) visit(cell - width);
    if (cell + width < shape.cell_count()) visit(cell + width);
    if (cell % width != 0) visit(cell - 1);
    if (cell % width != width - 1) visit(cell + 1);
}

// A state of the abstract puzzle: where the pattern's tiles are and where the blank is; every
// other tile looks alike.
struct AbstractState {
    Cells cells{};
    Rank placement = 0;  // the rank of cells
    int blank = 0;
    int cost = 0;  // moves of pattern tiles on the path that queued it
};

// Where `board` has the pattern's tiles, in pattern order.
Cells pattern_cells(const PatternDatabase& db, const Board& board) {
    std::array<std::uint8_t, Board::kMaxCells> cell_of{};
    for (int c = 0; c < board.cell_count(); ++c)
        cell_of[board.at(c)] = static_cast<std::uint8_t>(c);
    Cells cells{};
    for (std::size_t i = 0; i < db.tiles.size(); ++i) cells[i] = cell_of[db.tiles[i]];
    return cells;
}

void check_pattern(const Board& goal, const std::vector<int>& tiles) {
    if (tiles.empty()) fail("the pattern has no tile");
    std::uint32_t listed = 0;
    for (int tile : tiles) {
        if (tile == 0) fail("the pattern holds the blank (0): a pattern lists tiles only");
        if (tile < 0 || tile >= goal.cell_count())
            fail("tile " + std::to_string(tile) + " is not on a " + std::to_string(goal.width()) +
                 "x" + std::to_string(goal.height()) + " board");
        if (listed >> tile & 1)
            fail("tile " + std::to_string(tile) + " is listed twice in the pattern");
        listed |= std::uint32_t{1} << tile;
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
    CellSet used = 0;
    for (int i = 0; i < k; ++i) {
        if (cells[i] < 0 || cells[i] >= n)
            fail("cell " + std::to_string(cells[i]) + " (tile " + std::to_string(i) +
                 " of the placement) is not below n = " + std::to_string(n));
        if (used >> cells[i] & 1)
            fail("cell " + std::to_string(cells[i]) + " (tile " + std::to_string(i) +
                 " of the placement) is held by an earlier tile");
        used |= CellSet{1} << cells[i];
    }
    return unchecked_rank(cells, k, n);
}

std::vector<int> unrank_placement(Rank rank, int n, int k) {
    const Rank count = placement_count(n, k);
    if (rank >= count)
        fail("rank " + std::to_string(rank) + " is not below " + std::to_string(count));
    std::vector<int> cells(static_cast<std::size_t>(k));  // digit i, until it becomes a cell
    for (int i = k - 1; i >= 0; --i) {
        cells[i] = static_cast<int>(rank % static_cast<Rank>(n - i));
        rank /= static_cast<Rank>(n - i);
    }
    // Digit d: the d-th free cell from 0, found by skipping d set bits of `free`.
    CellSet free = (CellSet{1} << n) - 1;
    for (int& cell : cells) {
        CellSet rest = free;
        for (int d = cell; d > 0; --d) rest &= rest - 1;
        cell = std::countr_zero(rest);
        free &= ~(CellSet{1} << cell);
    }
    return cells;
}

PatternDatabase build(const Board& goal, const std::vector<int>& tiles) {
    check_pattern(goal, tiles);
    const int k = static_cast<int>(tiles.size());
    const int n = goal.cell_count();
    PatternDatabase db{goal, tiles, std::vector<std::uint8_t>(placement_count(n, k), kUnreached)};

    // A 0-1 breadth-first search from the goal (every move can be undone). A move of another tile
    // costs 0 and goes to the front of the deque, a move of a pattern tile 1 and to the back, so
    // the deque holds costs in order and a state leaves it first at its least cost.
    // done[index(state)]: the state left the deque, at its least cost. One bit per (placement,
    // blank cell); the bits of a blank on a pattern tile's cell stay unused.
    std::vector<bool> done(db.moves.size() * static_cast<std::size_t>(n));
    const auto index = [n](const AbstractState& state) {
        return state.placement * n + state.blank;
    };
    AbstractState root{pattern_cells(db, goal), 0, goal.blank(), 0};
    root.placement = unchecked_rank(root.cells, k, n);
    std::deque<AbstractState> queue{root};
    while (!queue.empty()) {
        const AbstractState state = queue.front();
        queue.pop_front();
        if (done[index(state)]) continue;  // left before, at no more cost
        done[index(state)] = true;
        // A placement's entry: the least cost over the cells its blank can be in.
        std::uint8_t& entry = db.moves[state.placement];
        entry = std::min(entry, static_cast<std::uint8_t>(state.cost));
        // The blank swaps with a neighbour: the tile there slides into the blank's cell.
        for_each_neighbour(state.blank, goal, [&](int to) {
            AbstractState next = state;
            next.blank = to;
            const auto end = next.cells.begin() + k;
            const auto tile = std::find(next.cells.begin(), end, to);
            if (tile == end) {
                if (!done[index(next)]) queue.push_front(next);  // another tile: free
                return;
            }
            *tile = static_cast<std::uint8_t>(state.blank);  // a pattern tile: one move
            next.placement = unchecked_rank(next.cells, k, n);
            next.cost = state.cost + 1;
            if (!done[index(next)]) queue.push_back(next);
        });
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
    return db.moves[unchecked_rank(pattern_cells(db, board), k, n)];
}

int additive(std::span<const PatternDatabase> databases, const Board& board) {
    std::uint32_t tiles_seen = 0;
    int sum = 0;
    for (const PatternDatabase& db : databases) {
        if (db.goal != databases[0].goal) fail("the databases are built for different goals");
        sum += lookup(db, board);  // checks db.tiles, before they index tiles_seen
        for (int tile : db.tiles) {
            if (tiles_seen >> tile & 1)
                fail("tile " + std::to_string(tile) +
                     " is in two patterns: their sum could count its moves twice");
            tiles_seen |= std::uint32_t{1} << tile;
        }
    }
    return sum;
}

namespace {

// The databases' sum as lesson 06's estimate.
class AdditiveEstimate final : public Estimate {
  public:
    explicit AdditiveEstimate(std::span<const PatternDatabase> databases) : databases_(databases) {}

    // Checks the databases too: one goal, no shared tile, every placement held.
    int initial(const Board& board) const override { return additive(databases_, board); }

    // A move slides one tile, so only the database that holds it changes its value.
    int after_move(const Board& board, int h, Move m) const override {
        const int tile = board.at(board.target(m));
        for (const PatternDatabase& db : databases_) {
            const auto held = std::find(db.tiles.begin(), db.tiles.end(), tile);
            if (held == db.tiles.end()) continue;
            const int k = static_cast<int>(db.tiles.size());
            const int n = board.cell_count();
            Cells cells = pattern_cells(db, board);
            const int before = db.moves[unchecked_rank(cells, k, n)];
            cells[held - db.tiles.begin()] = static_cast<std::uint8_t>(board.blank());
            const int after = db.moves[unchecked_rank(cells, k, n)];
            return h - before + after;
        }
        return h;  // the tile is in no pattern: its moves are free
    }

  private:
    std::span<const PatternDatabase> databases_;
};

}  // namespace

SearchResult idastar(const Board& start, std::span<const PatternDatabase> databases,
                     SearchObserver& observer) {
    if (databases.empty()) fail("IDA* needs at least one pattern database");
    return idastar::idastar(start, databases[0].goal, AdditiveEstimate(databases), observer);
}

}  // namespace npuzzle::pdb
