#include "npuzzle/estimate_search.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <queue>
#include <unordered_map>
#include <vector>

#include "npuzzle/tracer/report.hpp"
#include "parity.hpp"

namespace npuzzle {

namespace {

// A node A* has generated and kept: where it came from, for the path and the events.
struct Node {
    Board board;
    int g;
    int h;
    NodeId id;
    std::size_t parent;  // index in `nodes`; the root is its own parent
    Move move;
};

constexpr std::size_t kRoot = 0;

// The open list's order: smallest f first, then larger g, then created first.
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

EventNode event_node(const std::vector<Node>& nodes, std::size_t index) {
    const Node& n = nodes[index];
    return index == kRoot ? EventNode::root(n.id, n.board, n.h)
                          : EventNode::child(n.id, nodes[n.parent].id, n.move, n.board, n.g, n.h);
}

constexpr int kNoBound = std::numeric_limits<int>::max();

// One IDA* search: board_ is the node being visited; each child's move is applied to it before
// the child's visit and undone after.
class DepthFirst {
  public:
    DepthFirst(const Board& start, const Estimate& h, SearchObserver& observer)
        : h_(h), events_(observer), board_(start) {}

    SearchResult run() {
        SearchResult result;
        const int h0 = h_.initial(board_);
        events_.start("idastar", board_, h_.goal(), h0);
        if (!parity::is_solvable(board_, h_.goal())) {
            events_.finish(result.counters, false);  // no bound would ever be enough
            return result;
        }
        bool found = false;
        for (int bound = h0; !found && bound != kNoBound; bound = next_bound_) {
            bound_ = bound;
            next_bound_ = kNoBound;
            const SearchCounters before = counters_;
            ++counters_.iterations;
            const NodeId root = counters_.iterations == 1 ? 0 : next_id_++;
            events_.iteration(EventNode::root(root, board_, h0), bound);
            found = visit(root, kNoNode, h0);
            result.iterations.push_back({bound, counters_.expanded - before.expanded,
                                         counters_.generated - before.generated});
        }
        if (found) {
            result.status = SearchStatus::Found;
            result.path = path_;
        }
        result.counters = counters_;
        events_.finish(result.counters, found);
        return result;
    }

  private:
    bool visit(NodeId id, NodeId parent, int h) {
        const int g = static_cast<int>(path_.size());
        const std::uint64_t on_path = static_cast<std::uint64_t>(g) + 1;
        counters_.max_frontier = std::max(counters_.max_frontier, on_path);
        const EventNode node = g == 0 ? EventNode::root(id, board_, h)
                                      : EventNode::child(id, parent, path_.back(), board_, g, h);
        if (g + h > bound_) {
            next_bound_ = std::min(next_bound_, g + h);
            events_.cut_off(node, bound_, on_path);
            return false;
        }
        if (board_ == h_.goal()) {
            events_.goal(node, on_path);
            return true;
        }
        ++counters_.expanded;
        events_.expand(node, on_path);
        for (Move m : kMoveOrder) {
            if (!board_.can_move(m) || (g > 0 && m == inverse(path_.back()))) continue;
            ++counters_.generated;
            const int h_child = h_.after_move(board_, h, m);
            const NodeId child = next_id_++;
            board_.apply(m);
            path_.push_back(m);
            events_.generate(EventNode::child(child, id, m, board_, g + 1, h_child), on_path + 1);
            if (visit(child, id, h_child)) return true;
            path_.pop_back();
            board_.undo(m);
        }
        return false;
    }

    const Estimate& h_;
    const EventReporter events_;
    Board board_;
    std::vector<Move> path_;  // the moves from the start to board_
    int bound_ = 0;
    int next_bound_ = kNoBound;
    NodeId next_id_ = 1;
    SearchCounters counters_;
};

}  // namespace

SearchResult astar_over(const Board& start, const Estimate& h, SearchObserver& observer) {
    const Board& goal = h.goal();
    require_same_shape(start, goal);
    const EventReporter events(observer);
    SearchResult result;
    SearchCounters& c = result.counters;
    c.iterations = 1;
    std::vector<Node> nodes{{start, 0, h.initial(start), 0, kRoot, Move::Up}};
    events.start("astar", start, goal, nodes[kRoot].h);
    if (!parity::is_solvable(start, goal)) {  // the open list would never run out
        events.finish(c, false);
        return result;
    }
    std::priority_queue<Entry> open;
    std::unordered_map<Board, int> best_g{{start, 0}};
    open.push({nodes[kRoot].h, 0, kRoot});
    c.max_frontier = 1;
    NodeId next_id = 1;
    while (!open.empty()) {
        const std::size_t index = open.top().index;
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
            events.finish(c, true, open.size());
            return result;
        }
        ++c.expanded;
        events.expand(event_node(nodes, index), open.size());
        for (Move m : node.board.legal_moves()) {
            const Board board = node.board.moved(m);
            const int g = node.g + 1;
            const int h_child = h.after_move(node.board, node.h, m);
            const NodeId id = next_id++;
            ++c.generated;
            const EventNode child = EventNode::child(id, node.id, m, board, g, h_child);
            events.generate(child, open.size());
            const auto known = best_g.find(board);
            if (known != best_g.end() && known->second <= g) {
                ++c.duplicates;
                events.skip_duplicate(child, open.size());
                continue;
            }
            best_g[board] = g;
            nodes.push_back({board, g, h_child, id, index, m});
            open.push({g + h_child, g, nodes.size() - 1});
            c.max_frontier = std::max<std::uint64_t>(c.max_frontier, open.size());
        }
    }
    events.finish(c, false);
    return result;
}

SearchResult idastar_over(const Board& start, const Estimate& h, SearchObserver& observer) {
    require_same_shape(start, h.goal());
    return DepthFirst(start, h, observer).run();
}

}  // namespace npuzzle
