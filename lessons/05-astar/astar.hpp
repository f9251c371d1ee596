// Lesson 05: A* (Hart, Nilsson and Raphael 1968). The frozen interface: do not change this file;
// implement astar.cpp. Conventions (moves, U D L R order, node ids, events, when A* tests for the
// goal, what a duplicate is, when a node is reopened): docs/search-contract.md.
// Every function works for any goal and any W x H board of the core (up to 16 cells), and throws
// std::invalid_argument when the board and the goal have different shapes.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "npuzzle/board.hpp"
#include "npuzzle/estimate.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/named_enum.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::astar {

// The heuristics this lesson computes. All three are admissible (never more than the true number
// of moves left) and consistent (one move changes them by at most 1).
enum class Heuristic : std::uint8_t {
    Zero,            // 0 everywhere: A* then orders by g alone, like a BFS
    MisplacedTiles,  // tiles (not the blank) that are not in their goal cell
    Manhattan,       // sum over tiles (not the blank) of rows + columns to their goal cell
};

// The names the CLI's --heuristic takes (npuzzle/named_enum.hpp: one table, both directions).
inline constexpr auto kHeuristicNames = enum_names<Heuristic>({
    {Heuristic::Zero, "zero"},
    {Heuristic::MisplacedTiles, "misplaced"},
    {Heuristic::Manhattan, "manhattan"},
});

// "zero", "misplaced" or "manhattan"; "?" for a value that is no Heuristic.
constexpr std::string_view to_string(Heuristic h) noexcept { return kHeuristicNames.name(h); }

// The heuristic called `name` (as printed by to_string), or nullopt.
constexpr std::optional<Heuristic> heuristic_from_name(std::string_view name) noexcept {
    return kHeuristicNames.value(name);
}

// Tiles (the blank never counts) not in the cell the goal has them in.
int misplaced_tiles(const Board& board, const Board& goal);

// The sum, over every tile but the blank, of |row - goal row| + |column - goal column|.
int manhattan(const Board& board, const Board& goal);

// The value of heuristic `h`: 0, or one of the two functions above.
int evaluate(Heuristic h, const Board& board, const Board& goal);

// Heuristic `h` of one goal as an Estimate: every value is evaluate(h, board, goal), counted
// afresh for each board (lesson 06 updates its heuristics in O(1) per move instead).
class HeuristicEstimate final : public Estimate {
  public:
    HeuristicEstimate(Heuristic h, const Board& goal) : heuristic_(h), goal_(goal) {}
    int initial(const Board& board) const override { return evaluate(heuristic_, board, goal_); }
    int after_move(const Board& board, int /*h*/, Move m) const override {
        return initial(board.moved(m));
    }

  private:
    Heuristic heuristic_;
    Board goal_;
};

// A*: best-first search on f = g + h, with an open list (a binary heap) and the best g known
// for every board generated so far. h comes from `estimate` (npuzzle/estimate.hpp), made for
// `goal`: the root's h is estimate.initial(start), a child's is estimate.after_move(its parent's
// board, its parent's h, its move).
//  - Solvability is checked first (lesson 02), after h(start): for a goal of the other parity
//    the result is Failure at once, reporting only Start and Finish.
//  - The open list gives the node of smallest f; among equal f the one of larger g; among those
//    the one created first (smallest node id).
//  - A node is tested for the goal when it is taken from the open list (never when generated).
//    A node taken off whose board has since been reached with a smaller g is dropped: no event.
//  - Children in U, D, L, R order, all four legal moves (the parent's board comes back as a
//    duplicate). A child is a duplicate (Generate, then SkipDuplicate) when its board was
//    generated before with a g no larger than the child's. Otherwise it enters the open list,
//    even if its board was expanded already: that board is then reopened (expanded again).
//  - Events: Start (node 0); Expand for each node expanded, Generate (and SkipDuplicate) for
//    each child; Goal for the goal node taken off; Finish once. Every event carries h.
//  - Counters: expanded, generated, duplicates, max_frontier (the largest open list, dropped
//    nodes included, measured after each push), iterations = 1; `iterations` stays empty.
// Returns Found with an optimal path whenever the estimate is admissible.
SearchResult astar(const Board& start, const Board& goal, const Estimate& estimate,
                   SearchObserver& observer = null_observer());

// The A* above, with heuristic `h` of `goal` as its estimate (HeuristicEstimate).
SearchResult astar(const Board& start, const Board& goal, Heuristic h = Heuristic::Manhattan,
                   SearchObserver& observer = null_observer());

}  // namespace npuzzle::astar
