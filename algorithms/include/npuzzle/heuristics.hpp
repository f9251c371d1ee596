// Description: every heuristic of the kit in one registry, in teaching order: the name
// `--heuristic` takes, a line for --help, which searches and boards take it, and its value.
// The program's options and help, the algorithm table, `compare` and the tests all read it, so a
// new heuristic is one entry in heuristics.cpp. The lessons' frozen enums (astar::Heuristic,
// idastar::Heuristic) are not the registry: a search reads an entry through RegisteredEstimate,
// the npuzzle::Estimate that lessons 05's A* and 06's IDA* take, and the algorithm table gives
// lesson 06's IDA* its own heuristic when its enum has the name (to_string), for its O(1)
// updates. Pattern databases (`pdb:NAME`, lesson 07) are named by partition and built per goal:
// pattern_partitions.hpp, not here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/estimate.hpp"
#include "npuzzle/language.hpp"
#include "npuzzle/move.hpp"

namespace npuzzle {

struct HeuristicInfo {
    std::string_view name;    // as --heuristic spells it: "manhattan"
    Text description;         // one line for --help, in both languages
    bool astar = false;       // --algo astar takes it
    bool idastar = false;     // --algo idastar takes it
    bool is_default = false;  // what astar and idastar take when --heuristic is not given
    // The boards it takes: any shape of the core up to this many cells, any goal.
    int max_cells = Board::kMaxCells;
    // `compare` runs it only on boards of at most this many cells: past them a search guided by
    // it runs for hours on a long 15-puzzle (misplaced tiles, Gaschnig).
    int compare_max_cells = Board::kMaxCells;
    // h of `board` for `goal`; throws std::invalid_argument when their shapes differ.
    int (*value)(const Board& board, const Board& goal) = nullptr;

    // Whether a search of `board` may use it.
    bool takes(const Board& board) const noexcept { return board.cell_count() <= max_cells; }
};

// A registry entry bound to one goal, as a search reads an Estimate. The lessons' searches update
// their own heuristics in O(1) per move; this one computes the child's value afresh, which the
// heuristics that run through it cost little more than.
class RegisteredEstimate final : public Estimate {
  public:
    RegisteredEstimate(const HeuristicInfo& info, const Board& goal) : info_(&info), goal_(goal) {}

    int initial(const Board& board) const override { return info_->value(board, goal_); }
    int after_move(const Board& board, int /*h*/, Move m) const override {
        return info_->value(board.moved(m), goal_);
    }

  private:
    const HeuristicInfo* info_;
    Board goal_;
};

// Every heuristic, in teaching order.
const std::vector<HeuristicInfo>& heuristics();

// The heuristic a search takes when --heuristic is not given (the one entry is_default).
const HeuristicInfo& default_heuristic();

// The heuristic called `name`, or null.
const HeuristicInfo* find_heuristic(std::string_view name);

// The names of the heuristics that the search of `field` (&HeuristicInfo::astar, ...) takes,
// comma separated: "misplaced, manhattan, ...".
std::string heuristic_names(bool HeuristicInfo::*field);

// Every name, for the program's check of --heuristic.
std::vector<std::string> heuristic_names();

// The help text of --heuristic: each heuristic, its line and the searches that take it.
std::string heuristics_help(Language language);

// Gaschnig's heuristic (1979): the moves left if any tile could swap with the blank, wherever it
// is. While the board is not the goal: if the blank is in its goal cell, it swaps with any
// misplaced tile; otherwise with the tile whose goal cell it is in (that tile is then home).
// Admissible and consistent (a move is one such swap), never below misplaced tiles (each
// misplaced tile is swapped at least once), and below Manhattan on most boards.
int gaschnig(const Board& board, const Board& goal);

}  // namespace npuzzle
