// Description: lesson 05 reference. A* on f = g + h: a binary heap of open nodes ordered by
// (f, larger g, creation order), and for every board generated the smallest g found so far.
// A child no better than that g is a duplicate; a better one enters the heap even if its board
// was expanded (a reopening, which only an inconsistent h causes). The goal is tested when a
// node leaves the heap. Every node kept is stored once, with its parent, to read the path back.
// What the lesson teaches: an estimate of the moves left that never overestimates lets the search
// expand the most promising board first and still return a shortest path.
// Time: O(N log N) for N nodes generated; memory O(N).
#include "astar.hpp"

#include <algorithm>
#include <cstdlib>
#include <queue>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

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

int evaluate(const Heuristic& h, const Board& board, const Board& goal) {
    require_same_shape(board, goal);
    if (const auto it = h.overrides.find(board); it != h.overrides.end()) return it->second;
    switch (h.estimate) {
        case Estimate::Zero:
            return 0;
        case Estimate::MisplacedTiles:
            return misplaced_tiles(board, goal);
        case Estimate::Manhattan:
            return manhattan(board, goal);
    }
    throw std::invalid_argument("unknown estimate " + std::to_string(static_cast<int>(h.estimate)));
}

namespace {

// A node kept in the open list: where it came from, for the path and the events.
struct Node {
    Board board;
    int g;
    int h;
    NodeId id;
    std::size_t parent;  // index in `nodes`; the root is its own parent
    Move move;
};

constexpr std::size_t kRoot = 0;

// What the heap compares: the node of smallest f first, then larger g, then created first.
// std::priority_queue gives its largest element, so `a < b` means "a comes after b".
struct Entry {
    int f;
    int g;
    std::size_t index;
    bool operator<(const Entry& o) const {
        if (f != o.f) return f > o.f;
        if (g != o.g) return g < o.g;
        return index > o.index;
    }
};

}  // namespace

SearchResult search(const Board& start, const Board& goal, const Heuristic& h,
                    SearchObserver& observer) {
    require_same_shape(start, goal);
    SearchResult result;
    SearchCounters& c = result.counters;
    c.iterations = 1;
    std::priority_queue<Entry> open;
    auto report = [&](EventKind kind, const Node& n, NodeId parent_id) {
        if (!observer.wants_events()) return;
        SearchEvent e;
        e.kind = kind;
        e.node = n.id;
        e.parent = parent_id;
        e.board = n.board;
        e.depth = n.g;
        e.h = n.h;
        e.has_move = n.id != 0;
        e.move = n.move;
        e.frontier = kind == EventKind::Start ? 1 : open.size();
        if (kind == EventKind::Start) {
            e.algorithm = "astar";
            e.goal = &goal;
        }
        observer.on_event(e);
    };
    auto finish = [&] {
        if (observer.wants_events()) {
            SearchEvent e;
            e.kind = EventKind::Finish;
            e.board = start;
            e.frontier = open.size();
            e.counters = &c;
            e.found = result.found();
            observer.on_event(e);
        }
        return result;
    };

    std::vector<Node> nodes{{start, 0, evaluate(h, start, goal), 0, kRoot, Move::Up}};
    report(EventKind::Start, nodes[kRoot], kNoNode);
    // A* would never run out of boards to try on a goal of the other parity: ask lesson 02.
    if (!parity::is_solvable(start, goal)) return finish();

    std::unordered_map<Board, int> best_g{{start, 0}};
    open.push({nodes[kRoot].h, 0, kRoot});
    c.max_frontier = 1;
    NodeId next_id = 1;
    while (!open.empty()) {
        const std::size_t index = open.top().index;
        open.pop();
        const Node node = nodes[index];                // a copy: `nodes` grows below
        if (node.g > best_g.at(node.board)) continue;  // a better node of this board came later
        const NodeId parent_id = node.id == 0 ? kNoNode : nodes[node.parent].id;
        if (node.board == goal) {
            report(EventKind::Goal, node, parent_id);
            result.status = SearchStatus::Found;
            for (std::size_t i = index; i != kRoot; i = nodes[i].parent) {
                result.path.push_back(nodes[i].move);
            }
            std::reverse(result.path.begin(), result.path.end());
            return finish();
        }
        ++c.expanded;
        report(EventKind::Expand, node, parent_id);
        for (Move m : node.board.legal_moves()) {
            const Board board = node.board.moved(m);
            const int g = node.g + 1;
            const Node child{board, g, evaluate(h, board, goal), next_id++, index, m};
            ++c.generated;
            report(EventKind::Generate, child, node.id);
            const auto known = best_g.find(board);
            if (known != best_g.end() && known->second <= g) {
                ++c.duplicates;
                report(EventKind::SkipDuplicate, child, node.id);
                continue;
            }
            best_g[board] = g;
            nodes.push_back(child);
            open.push({g + child.h, g, nodes.size() - 1});
            c.max_frontier = std::max<std::uint64_t>(c.max_frontier, open.size());
        }
    }
    return finish();
}

}  // namespace npuzzle::astar
