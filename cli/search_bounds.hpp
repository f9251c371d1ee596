// Description: how far a search of a board may ever need to look, so that a depth limit or a
// sweep a user asks for cannot make the program run for hours for nothing. `solve` uses these;
// any command that runs a search with a user's limit can.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>

#include "npuzzle/board.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::cli {

// The longest optimal solution of any board of this shape (W x H and H x W alike): a depth limit
// above it finds nothing a limit equal to it would not. Measured by a complete BFS from every
// goal for boards of up to 10 cells (the goal with the blank in a corner is the farthest from
// some board); for 12 to 16 cells, the radii from Korf's complete BFS (JACM 2008) and
// Korf & Schultze (AAAI 2005). Throws std::invalid_argument for a shape no Board has.
int longest_optimal_solution(int width, int height);

// Whether lesson 02 says the goal cannot be reached: asked before any search, as on an
// unsolvable board dls, iddfs and idastar would try every limit in full, for hours. A lesson 02
// not written yet (not_implemented) answers false: the search then runs as it would without.
bool parity_rules_out(const Board& start, const Board& goal);

// Lowers a user's limit to longest_optimal_solution() of the board's shape, saying so on `out`
// once per shape ("--depth-limit 40 lowered to 31: no 3x3 board needs more than 31 moves").
class LimitNotes {
  public:
    explicit LimitNotes(std::ostream& out) : out_(out) {}
    int lowered(long long limit, const Board& board, const std::string& option);

  private:
    std::ostream& out_;
    std::set<std::pair<int, int>> noted_;
};

// The budget of nodes that solve and compare give a search where Algorithm::needs_node_budget
// (bfs past bfs::kMaxCells cells): about 130 MB of BFS on a 4x4, where a board far from its goal
// would take terabytes. On up to bfs::kMaxCells cells BFS reaches at most 1.8 million boards (2x5)
// and runs to the end.
inline constexpr std::uint64_t kNodeBudget = 2'000'000;

// Thrown from inside a search by NodeBudget once the search has made its budget of nodes.
class BudgetReached : public std::runtime_error {
  public:
    explicit BudgetReached(std::uint64_t nodes)
        : std::runtime_error("the search reached its budget of " + std::to_string(nodes) +
                             " nodes"),
          budget(nodes) {}
    std::uint64_t budget;
};

// Passes every event on to `next` until the search has made `budget` nodes (the root and each
// child generated), then stops the search by throwing BudgetReached from inside it, before the
// node past the budget reaches `next`.
class NodeBudget final : public SearchObserver {
  public:
    NodeBudget(std::uint64_t budget, SearchObserver& next) : budget_(budget), next_(next) {}
    void on_event(const SearchEvent& event) override {
        const bool new_node = event.kind == EventKind::Start || event.kind == EventKind::Generate;
        if (new_node && ++made_ > budget_) throw BudgetReached(budget_);
        next_.on_event(event);
    }

  private:
    std::uint64_t budget_;
    SearchObserver& next_;
    std::uint64_t made_ = 0;
};

}  // namespace npuzzle::cli
