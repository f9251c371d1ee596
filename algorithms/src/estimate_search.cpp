#include "npuzzle/estimate_search.hpp"

#include <algorithm>
#include <cstdint>
#include <queue>
#include <unordered_map>
#include <vector>

#include "idastar.hpp"
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

// A registry estimate as lesson 06's IDA* reads one.
class LessonEstimate final : public idastar::Estimate {
  public:
    explicit LessonEstimate(const npuzzle::Estimate& h) : h_(h) {}
    int initial(const Board& board) const override { return h_.initial(board); }
    int after_move(const Board& board, int h, Move m) const override {
        return h_.after_move(board, h, m);
    }

  private:
    const npuzzle::Estimate& h_;
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
    return idastar::idastar(start, h.goal(), LessonEstimate(h), observer);
}

}  // namespace npuzzle
