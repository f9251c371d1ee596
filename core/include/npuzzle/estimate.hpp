// Description: an estimate, the one way every informed search of the kit reads h: a heuristic
// bound to one goal (the goal it was made for, which the search is given too). `initial` gives
// the root's h, `after_move` each child's from its parent's value, so an estimate can update in
// O(1) what one move changes. Lesson 05's A* and lesson 06's IDA* take one; the lessons'
// heuristics (astar::Heuristic, idastar::Heuristic) are estimates, and so are lesson 07's
// pattern databases and the registry's heuristics (RegisteredEstimate, heuristics.hpp).
// Time: as the estimate.
#pragma once

#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"

namespace npuzzle {

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

}  // namespace npuzzle
