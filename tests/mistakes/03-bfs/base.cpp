// Description: a plain BFS that meets the lesson 03 contract, written the way the lesson text
// describes it: one seen flag per rank, a vector as the queue, the goal tested when a child is
// generated. The lesson 03 mistakes are planted in this file rather than in the reference, whose
// speed-ups leave no room for the mistakes students make. The mistake bank checks that it passes
// every graded test with no hint.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_map>

#include "bfs.hpp"
#include "cantor.hpp"

namespace npuzzle::bfs {

namespace {

constexpr std::size_t kNoSlot = static_cast<std::size_t>(-1);

struct Node {
    Board board;
    NodeId id;
    int depth;
    std::size_t parent_slot;  // where the parent stands in the queue
    NodeId parent;
    Move move;  // from the parent
};

void check_size(const Board& b) {
    if (b.cell_count() > kMaxCells) {
        throw std::invalid_argument("a board of " + std::to_string(b.cell_count()) +
                                    " cells is too large: the table takes at most " +
                                    std::to_string(kMaxCells) + " cells");
    }
}

// A seen flag per rank: an array while (W*H)! is small, a hash map of the ranks reached beyond.
class SeenFlags {
  public:
    explicit SeenFlags(int cells)
        : small_(cells <= kMaxCells ? cantor::factorial(cells) : 0, false) {}
    char& operator[](cantor::Rank r) { return small_.empty() ? large_[r] : small_[r]; }

  private:
    std::vector<char> small_;
    std::unordered_map<cantor::Rank, char> large_;
};

SearchEvent event(EventKind kind, const Node& n, std::size_t frontier) {
    SearchEvent e;
    e.kind = kind;
    e.node = n.id;
    e.parent = n.parent;
    e.board = n.board;
    e.depth = n.depth;
    e.has_move = n.depth > 0;
    e.move = n.move;
    e.frontier = frontier;
    return e;
}

std::vector<Move> path_to(const std::vector<Node>& queue, const Node& last) {
    std::vector<Move> path{last.move};
    for (std::size_t slot = last.parent_slot; queue[slot].parent_slot != kNoSlot;
         slot = queue[slot].parent_slot) {
        path.push_back(queue[slot].move);
    }
    return {path.rbegin(), path.rend()};
}

}  // namespace

SearchResult search(const Board& start, const Board& goal, SearchObserver& observer) {
    require_same_shape(start, goal);
    SearchResult result;
    SearchCounters& c = result.counters;
    c.iterations = 1;
    c.max_frontier = 1;
    const bool traced = observer.wants_events();
    auto finish = [&](std::size_t frontier) {
        if (traced) {
            SearchEvent e;
            e.kind = EventKind::Finish;
            e.board = start;
            e.counters = &c;
            e.found = result.found();
            e.frontier = frontier;
            observer.on_event(e);
        }
        return result;
    };
    const Node root{start, 0, 0, kNoSlot, kNoNode, Move::Up};
    if (traced) {
        SearchEvent e = event(EventKind::Start, root, 1);
        e.algorithm = "bfs";
        e.goal = &goal;
        observer.on_event(e);
    }
    SeenFlags seen(start.cell_count());
    seen[cantor::rank_board(start)] = true;
    if (start == goal) {
        result.status = SearchStatus::Found;
        if (traced) observer.on_event(event(EventKind::Goal, root, 1));
        return finish(1);
    }
    std::vector<Node> queue{root};
    std::size_t head = 0;
    NodeId next_id = 1;
    while (head < queue.size()) {
        const std::size_t slot = head++;
        const Node node = queue[slot];
        ++c.expanded;
        if (traced) observer.on_event(event(EventKind::Expand, node, queue.size() - head));
        for (Move m : kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            ++c.generated;
            const Node child{node.board.moved(m), next_id++, node.depth + 1, slot, node.id, m};
            if (traced) observer.on_event(event(EventKind::Generate, child, queue.size() - head));
            const cantor::Rank r = cantor::rank_board(child.board);
            if (seen[r]) {
                ++c.duplicates;
                if (traced) {
                    observer.on_event(event(EventKind::SkipDuplicate, child, queue.size() - head));
                }
                continue;
            }
            seen[r] = true;
            if (child.board == goal) {
                result.status = SearchStatus::Found;
                if (traced) observer.on_event(event(EventKind::Goal, child, queue.size() - head));
                result.path = path_to(queue, child);
                return finish(queue.size() - head);
            }
            queue.push_back(child);
            c.max_frontier = std::max<std::uint64_t>(c.max_frontier, queue.size() - head);
        }
    }
    result.status = SearchStatus::Failure;
    return finish(0);
}

DistanceTable distance_table(const Board& goal) {
    check_size(goal);
    DistanceTable table{
        goal, std::vector<std::uint8_t>(cantor::factorial(goal.cell_count()), kUnreachable)};
    std::vector<Board> queue{goal};
    table.distance[cantor::rank_board(goal)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Board b = queue[head];
        const auto next = static_cast<std::uint8_t>(table.distance[cantor::rank_board(b)] + 1);
        for (Move m : kMoveOrder) {
            if (!b.can_move(m)) continue;
            const Board child = b.moved(m);
            const cantor::Rank r = cantor::rank_board(child);
            if (table.distance[r] != kUnreachable) continue;
            table.distance[r] = next;
            queue.push_back(child);
        }
    }
    return table;
}

SearchResult solve_with_table(const DistanceTable& table, const Board& start) {
    require_same_shape(start, table.goal);
    SearchResult result;
    result.counters.iterations = 1;
    Board board = start;
    cantor::Rank r = cantor::rank_board(board);
    if (table.distance[r] == kUnreachable) {
        result.status = SearchStatus::Failure;
        return result;
    }
    for (int d = table.distance[r]; d > 0; --d) {
        ++result.counters.expanded;
        for (Move m : kMoveOrder) {
            if (!board.can_move(m)) continue;
            ++result.counters.generated;
            const cantor::Rank next = cantor::rank_board(board.moved(m));
            if (table.distance[next] + 1 == d) {
                result.path.push_back(m);
                board.apply(m);
                r = next;
                break;
            }
        }
    }
    result.status = SearchStatus::Found;
    return result;
}

}  // namespace npuzzle::bfs
