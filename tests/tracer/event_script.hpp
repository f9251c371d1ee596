// Description: hand-made event streams for the tracer's tests: a search written out step by step,
// so the recorder and writers are tested apart from any lesson's search.
#pragma once

#include <map>
#include <string_view>

#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::testing {

class EventScript {
  public:
    EventScript(SearchObserver& observer, std::string_view algorithm, const Board& start,
                const Board& goal)
        : observer_(observer), goal_(goal) {
        SearchEvent e = node_event(EventKind::Start, start, 0);
        nodes_[0] = e;
        e.algorithm = algorithm;
        e.goal = &goal_;
        observer_.on_event(e);
    }

    // A new iteration whose root is `root` (0 reuses the Start node) with the start board.
    void iteration(NodeId root, int bound, int h = -1) {
        SearchEvent e = node_event(EventKind::Iteration, nodes_.at(0).board, root);
        e.bound = bound;
        e.h = h;
        nodes_[root] = e;
        if (root >= next_) next_ = root + 1;
        observer_.on_event(e);
    }
    void expand(NodeId id) { send(EventKind::Expand, id); }
    NodeId generate(NodeId parent, Move m, int h = -1) {
        SearchEvent e = nodes_.at(parent);
        e.kind = EventKind::Generate;
        e.parent = parent;
        e.node = next_++;
        e.board.apply(m);
        e.depth += 1;
        e.h = h;
        e.has_move = true;
        e.move = m;
        e.bound = -1;
        nodes_[e.node] = e;
        observer_.on_event(e);
        return e.node;
    }
    void skip(NodeId id) { send(EventKind::SkipDuplicate, id); }
    void cut_off(NodeId id, int bound) { send(EventKind::CutOff, id, bound); }
    void goal(NodeId id) { send(EventKind::Goal, id); }
    void finish(bool found, const SearchCounters& counters) {
        SearchEvent e;
        e.kind = EventKind::Finish;
        e.found = found;
        e.counters = &counters;
        observer_.on_event(e);
    }

  private:
    static SearchEvent node_event(EventKind kind, const Board& board, NodeId id) {
        SearchEvent e;
        e.kind = kind;
        e.board = board;
        e.node = id;
        return e;
    }
    void send(EventKind kind, NodeId id, int bound = -1) {
        SearchEvent e = nodes_.at(id);
        e.kind = kind;
        e.bound = bound;
        observer_.on_event(e);
    }

    SearchObserver& observer_;
    Board goal_;
    std::map<NodeId, SearchEvent> nodes_;
    NodeId next_ = 1;
};

// BFS of seed 000's example, 1 2 3 0 8 4 7 6 5 -> 1 0 3 8 2 4 7 6 5 ("ru"), as the contract
// orders it: 4 expansions, 8 generated, 2 duplicates, the goal tested when generated.
inline void bfs_two_moves(SearchObserver& observer, const Board& start, const Board& goal) {
    EventScript s(observer, "bfs", start, goal);
    s.expand(0);
    const NodeId up = s.generate(0, Move::Up);
    const NodeId down = s.generate(0, Move::Down);
    const NodeId right = s.generate(0, Move::Right);
    s.expand(up);
    s.skip(s.generate(up, Move::Down));
    s.generate(up, Move::Right);
    s.expand(down);
    s.skip(s.generate(down, Move::Up));
    s.generate(down, Move::Right);
    s.expand(right);
    s.goal(s.generate(right, Move::Up));
    SearchCounters c;
    c.expanded = 4;
    c.generated = 8;
    c.duplicates = 2;
    c.max_frontier = 3;
    c.iterations = 1;
    s.finish(true, c);
}

}  // namespace npuzzle::testing
