// Lesson 05: A* (Hart, Nilsson and Raphael 1968). The frozen interface: do not change this file;
// implement astar.cpp. Conventions (moves, U D L R order, node ids, events, when A* tests for the
// goal, what a duplicate is, when a node is reopened): docs/search-contract.md.
// Every function works for any goal and any W x H board of the core (up to 16 cells), and throws
// std::invalid_argument when the board and the goal have different shapes.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string_view>

#include "npuzzle/board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::astar {

// The estimates this lesson computes. All three are admissible (never more than the true number
// of moves left) and consistent (one move changes them by at most 1).
enum class Estimate : std::uint8_t {
    Zero,            // 0 everywhere: A* then orders by g alone, like a BFS
    MisplacedTiles,  // tiles (not the blank) that are not in their goal cell
    Manhattan,       // sum over tiles (not the blank) of rows + columns to their goal cell
};

// "zero", "misplaced", "manhattan": the names the CLI's --heuristic takes.
constexpr std::string_view to_string(Estimate e) noexcept {
    switch (e) {
        case Estimate::Zero:
            return "zero";
        case Estimate::MisplacedTiles:
            return "misplaced";
        case Estimate::Manhattan:
            return "manhattan";
    }
    return "?";
}

// The estimate called `name` (as printed by to_string), or nullopt.
constexpr std::optional<Estimate> estimate_from_name(std::string_view name) noexcept {
    for (Estimate e : {Estimate::Zero, Estimate::MisplacedTiles, Estimate::Manhattan}) {
        if (to_string(e) == name) return e;
    }
    return std::nullopt;
}

// The h that A* is given: `estimate`, except on the boards listed in `overrides`, which take the
// listed value instead. A caller (a test) lowers a few boards' values this way to build an
// estimate that is still admissible but no longer consistent; because it is data, not code, it
// reaches a search running in another process (the judge's worker) unchanged.
struct Heuristic {
    Estimate estimate = Estimate::Manhattan;
    std::map<Board, int> overrides;
};

// Tiles (the blank never counts) not in the cell the goal has them in.
int misplaced_tiles(const Board& board, const Board& goal);

// The sum, over every tile but the blank, of |row - goal row| + |column - goal column|.
int manhattan(const Board& board, const Board& goal);

// h(board): the override if `board` is listed in h.overrides, else the value of h.estimate.
int evaluate(const Heuristic& h, const Board& board, const Board& goal);

// A*: best-first search on f = g + h, with an open list (a binary heap) and the best g known
// for every board generated so far.
//  - Solvability is checked first (lesson 02): for a goal of the other parity the result is
//    Failure at once, reporting only Start and Finish.
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
// Returns Found with an optimal path whenever h is admissible.
SearchResult search(const Board& start, const Board& goal, const Heuristic& h = {},
                    SearchObserver& observer = null_observer());

}  // namespace npuzzle::astar
