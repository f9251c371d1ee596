// Lesson 06: IDA* (Korf 1985) and its heuristics. The frozen interface: do not change this file;
// implement idastar.cpp. Conventions (moves, U D L R order, node ids, events, when the goal is
// tested) are in docs/search-contract.md.
// Every function works for any goal and any W x H board of the core (up to 16 cells), and throws
// std::invalid_argument when the board and the goal have different shapes.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::idastar {

// The estimates IDA* can be given. All three are admissible (never more than the true number of
// moves left) and consistent (one move changes them by at most 1).
enum class Heuristic : std::uint8_t {
    MisplacedTiles,  // tiles (not the blank) that are not in their goal cell
    Manhattan,       // sum over tiles of rows + columns to their goal cell
    LinearConflict,  // Manhattan + 2 for every tile that must leave its row or column (see below)
};

// "misplaced", "manhattan", "linear-conflict": the names the CLI's --heuristic takes.
constexpr std::string_view to_string(Heuristic h) noexcept {
    switch (h) {
        case Heuristic::MisplacedTiles:
            return "misplaced";
        case Heuristic::Manhattan:
            return "manhattan";
        case Heuristic::LinearConflict:
            return "linear-conflict";
    }
    return "?";
}

// The heuristic called `name` (as printed by to_string), or nullopt.
constexpr std::optional<Heuristic> heuristic_from_name(std::string_view name) noexcept {
    for (Heuristic h :
         {Heuristic::MisplacedTiles, Heuristic::Manhattan, Heuristic::LinearConflict}) {
        if (to_string(h) == name) return h;
    }
    return std::nullopt;
}

// Tiles (the blank never counts) not in the cell the goal has them in.
int misplaced_tiles(const Board& board, const Board& goal);

// The sum, over every tile but the blank, of |row - goal row| + |column - goal column|.
int manhattan(const Board& board, const Board& goal);

// Manhattan plus 2 for each tile that must step out of its line. In a row, look only at the tiles
// whose goal cell is in that same row; if their goal columns are not in increasing order from left
// to right, some of them must leave the row and come back (2 moves Manhattan does not count). The
// fewest that must leave is their count minus the longest increasing run (not necessarily
// contiguous) of their goal columns. Columns are counted the same way, and rows and columns add.
int linear_conflict(const Board& board, const Board& goal);

// The value of heuristic `h`: one of the three functions above.
int evaluate(Heuristic h, const Board& board, const Board& goal);

// Advanced: the Manhattan distance updated in O(1) per move instead of recomputed. Built once per
// goal; `distance(tile, cell)` is then a table look-up.
class ManhattanTable {
  public:
    // Throws std::invalid_argument only through Board's own checks (a goal is always valid).
    explicit ManhattanTable(const Board& goal);

    const Board& goal() const noexcept { return goal_; }
    // Rows + columns between `cell` and the cell where the goal has `tile`; 0 for the blank.
    int distance(int tile, int cell) const noexcept { return table_[tile][cell]; }
    // manhattan(board, goal()), from the table.
    int of(const Board& board) const;
    // manhattan(board.moved(m), goal()) given h == manhattan(board, goal()), in O(1): only the
    // tile the blank swaps with changes cells. Precondition: board.can_move(m) and the shapes
    // match (not checked: this is the inner loop of IDA*). Not noexcept, so a stub can throw.
    int after_move(const Board& board, int h, Move m) const;

  private:
    Board goal_;
    std::array<std::array<std::uint8_t, Board::kMaxCells>, Board::kMaxCells> table_{};
};

// An estimate of the moves left to one goal (the goal it was made for, which the search is given
// too), as IDA* reads it: `initial` for the root, then `after_move` for each child from its
// parent's value, so that an estimate can update in O(1) what one move changes. The lesson's
// heuristics are estimates (the overload of idastar below); so is lesson 07's pattern database.
class Estimate {
  public:
    virtual ~Estimate() = default;
    // h of `board`: never more than the moves from `board` to the goal.
    virtual int initial(const Board& board) const = 0;
    // h of board.moved(m), given `h`, what this estimate gave `board` (by initial or after_move).
    // Precondition: board.can_move(m).
    virtual int after_move(const Board& board, int h, Move m) const = 0;

  protected:
    Estimate() = default;
    Estimate(const Estimate&) = default;
    Estimate& operator=(const Estimate&) = default;
};

// IDA*: depth-first searches bounded by f = g + h, h from `estimate`: the root's h is
// estimate.initial(start), a child's is estimate.after_move(its parent's board, its parent's h,
// its move). The first bound is h(start); each next bound is the smallest f that exceeded the
// last one. Returns the path, the counters and, in `iterations`, the bound and the nodes expanded
// and generated by every iteration.
//  - Solvability is checked first (lesson 02), after h(start): for a goal of the other parity the
//    result is Failure at once, with no iteration, reporting only Start and Finish.
//  - A node is tested for the goal when it is visited, after the f check (a node with f > bound
//    is cut off, even if it is the goal). The move that undoes the previous one is never tried;
//    there is no visited set.
//  - Events: Start (node 0); then for every iteration: Iteration (its root: node 0 the first time,
//    a new node each later time; `bound`), and for each visited node either CutOff (`bound`) or
//    Goal, or Expand followed by Generate for each child in U D L R order (each child is then
//    visited before the next is generated); Finish once. Every event carries h.
//  - counters.max_frontier is the longest path held (nodes from the root, cut-off node included).
SearchResult idastar(const Board& start, const Board& goal, const Estimate& estimate,
                     SearchObserver& observer = null_observer());

// The IDA* above, with heuristic `h` of `goal` as its estimate: initial is evaluate(h, board,
// goal), and after_move gives the same value, updated for the one tile that slides where it can
// be (misplaced tiles; Manhattan with a ManhattanTable) and counted again where not.
SearchResult idastar(const Board& start, const Board& goal, Heuristic h = Heuristic::Manhattan,
                     SearchObserver& observer = null_observer());

}  // namespace npuzzle::idastar
