// Description: lesson 05 reference. The tile heuristics for any goal and shape, and A* over any
// estimate, on f = g + h: a binary heap of open nodes ordered by (f, larger g, creation order),
// and for every board generated the smallest g found so far. A child no better than that g is a
// duplicate; a better one enters the heap even if its board was expanded (a reopening, which
// only an inconsistent estimate causes). The goal is tested when a node leaves the heap. Every
// node kept is stored once, with its parent, to read the path back.
// What the lesson teaches: an estimate of the moves left that never overestimates lets the search
// expand the most promising board first and still return a shortest path.
// Time: O(N log N) for N nodes generated; memory O(N).
#include "astar.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <queue>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "npuzzle/tracer/report.hpp"
#include "parity.hpp"

namespace npuzzle::astar {

int misplaced_tiles(const Board& board, const Board& goal) {
    require_same_shape(board, goal);
    int count = 0;
    for (int c = 0; c < board.cell_count(); ++c) {
        if (board.at(c) != 0 && board.at(c) != goal.at(c)) ++count;
    }
    return count;
}

int manhattan(const Board& board, const Board& goal) {
    require_same_shape(board, goal);
    std::vector<int> goal_cell(static_cast<std::size_t>(goal.cell_count()));
    for (int c = 0; c < goal.cell_count(); ++c) goal_cell[goal.at(c)] = c;
    const int w = board.width();
    int sum = 0;
    for (int c = 0; c < board.cell_count(); ++c) {
        const int tile = board.at(c);
        if (tile == 0) continue;  // the blank is not a tile: counting it overestimates
        sum += std::abs(c / w - goal_cell[tile] / w) + std::abs(c % w - goal_cell[tile] % w);
    }
    return sum;
}

int evaluate(Heuristic h, const Board& board, const Board& goal) {
    require_same_shape(board, goal);
    if (h == Heuristic::MisplacedTiles) return misplaced_tiles(board, goal);
    if (h == Heuristic::Manhattan) return manhattan(board, goal);
    return 0;  // Heuristic::Zero
}

namespace {

// A node kept: its board, g and h, and where it came from, for the path and the events.
struct Node {
    Board board;
    int g;
    int h;
    NodeId id;
    std::size_t parent;  // index in `nodes`; the root is its own parent
    Move move;
};

constexpr std::size_t kRoot = 0;

// An open node as the heap orders it, (f, -g, index in `nodes`), smallest first: the smallest f,
// then the larger g, then the node created first.
using Entry = std::tuple<int, int, std::size_t>;

EventNode event_node(const std::vector<Node>& nodes, std::size_t index) {
    const Node& n = nodes[index];
    return index == kRoot ? EventNode::root(n.id, n.board, n.h)
                          : EventNode::child(n.id, nodes[n.parent].id, n.move, n.board, n.g, n.h);
}

}  // namespace

SearchResult astar(const Board& start, const Board& goal, const Estimate& estimate,
                   SearchObserver& observer) {
    require_same_shape(start, goal);
    const EventReporter events(observer);
    SearchResult result;
    SearchCounters& c = result.counters;
    c.iterations = 1;
    std::vector<Node> nodes{{start, 0, estimate.initial(start), 0, kRoot, Move::Up}};
    events.start("astar", start, goal, nodes[kRoot].h);
    // A goal of the other parity is never reached (lesson 02): its open list starts empty, and
    // A* fails at once instead of trying every board it can reach.
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    if (parity::is_solvable(start, goal)) open.emplace(nodes[kRoot].h, 0, kRoot);
    c.max_frontier = open.size();
    std::unordered_map<Board, int> best_g{{start, 0}};
    NodeId next_id = 1;
    while (!open.empty()) {
        const std::size_t index = std::get<2>(open.top());
        open.pop();
        const Node node = nodes[index];                // a copy: `nodes` grows below
        if (node.g > best_g.at(node.board)) continue;  // a better node of this board came later
        if (node.board == goal) {
            events.goal(event_node(nodes, index), open.size());
            result.status = SearchStatus::Found;
            for (std::size_t i = index; i != kRoot; i = nodes[i].parent) {
                result.path.push_back(nodes[i].move);
            }
            std::reverse(result.path.begin(), result.path.end());
            break;
        }
        ++c.expanded;
        events.expand(event_node(nodes, index), open.size());
        for (Move m : node.board.legal_moves()) {
            const int h = estimate.after_move(node.board, node.h, m);  // before the move
            const Node child{node.board.moved(m), node.g + 1, h, next_id++, index, m};
            ++c.generated;
            const auto reported = EventNode::child(child.id, node.id, m, child.board, child.g, h);
            events.generate(reported, open.size());
            const auto known = best_g.find(child.board);
            if (known != best_g.end() && known->second <= child.g) {
                ++c.duplicates;
                events.skip_duplicate(reported, open.size());
                continue;
            }
            best_g[child.board] = child.g;
            nodes.push_back(child);
            open.emplace(child.g + h, -child.g, nodes.size() - 1);
            c.max_frontier = std::max<std::uint64_t>(c.max_frontier, open.size());
        }
    }
    events.finish(c, result.status == SearchStatus::Found, open.size());
    return result;
}

// Already written in the stub: the same search, given the lesson's heuristic as its estimate.
SearchResult astar(const Board& start, const Board& goal, Heuristic h, SearchObserver& observer) {
    return astar(start, goal, HeuristicEstimate(h, goal), observer);
}

}  // namespace npuzzle::astar
