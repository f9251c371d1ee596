// Description: lesson 03 reference. Breadth-first search with a FIFO queue (a vector read from the
// front: each board enters it once) and a set of the boards seen, each named by its Cantor rank
// (lesson 01). A queue entry keeps its board's rank, so a child's rank comes from its parent's by
// rank_after_move, and its parent's slot and the move from there, so the path is read backwards
// through the queue. The distance table is the same search run from the goal to the end, keeping
// each board's depth.
// What the lesson teaches: numbering boards without a gap turns "seen before?" into one bit.
// Time: O(R * W) for the R boards reached (181,440 on a 3x3); memory: 40 bytes of queue per board
// reached, plus (W*H)! bits or, past kMaxCells cells, a hash set of the ranks reached.
#include "bfs.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <utility>

#include "cantor.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/report.hpp"

namespace npuzzle::bfs {

namespace {

using cantor::Rank;

// The boards seen, by rank: one bit per permutation while (W*H)! is small (45 KB on a 3x3), a
// hash set of the ranks reached beyond (16! bits would take 2.6 TB).
class SeenSet {
  public:
    explicit SeenSet(const Board& shape)
        : bits_(shape.cell_count() <= kMaxCells ? cantor::factorial(shape.cell_count()) : 0) {}

    // Marks the board of rank `r` seen; false if it was seen before.
    bool insert(Rank r) {
        if (bits_.empty()) return ranks_.insert(r).second;
        if (bits_[r]) return false;
        bits_[r] = true;
        return true;
    }

  private:
    std::vector<bool> bits_;
    std::unordered_set<Rank> ranks_;
};

// A board in the queue, with what its children's ranks, its events and its path need.
struct Node {
    Board board;
    Rank rank = 0;
    NodeId id = 0;
    std::uint32_t parent_slot = 0;  // where the parent is in the queue; 0 for the start
    Move move = Move::Up;           // from the parent; unused for the start
    int depth = 0;
};

// The moves from the start (slot 0) to the child reached by `last` from the node in `slot`, read
// backwards through the parents' slots.
std::vector<Move> path_to(Move last, std::size_t slot, const std::vector<Node>& queue) {
    std::vector<Move> path{last};
    for (; slot > 0; slot = queue[slot].parent_slot) path.push_back(queue[slot].move);
    std::reverse(path.begin(), path.end());
    return path;
}

// The first move in U, D, L, R order from `board` (of rank `r`) to a board one step closer to the
// table's goal, and that board's rank. Counts each board looked up as generated.
std::pair<Move, Rank> step_closer(const DistanceTable& table, const Board& board, Rank r,
                                  SearchCounters& counters) {
    for (Move m : kMoveOrder) {
        if (!board.can_move(m)) continue;
        ++counters.generated;
        const Rank next = cantor::rank_after_move(board, r, m);
        if (table.distance[next] + 1 == table.distance[r]) return {m, next};
    }
    throw std::invalid_argument("no neighbour of " + to_string(board) +
                                " is one step closer to the goal: the table is not a distance "
                                "table of its goal");
}

// The search, written once for both reporters: EventReporter, or SilentReporter when the
// observer wants no events (its calls then compile to nothing).
template <class Reporter>
SearchResult breadth_first(const Board& start, const Board& goal, const Reporter& events) {
    SearchResult result;
    SearchCounters& counters = result.counters;
    counters.iterations = 1;
    counters.max_frontier = 1;
    events.start("bfs", start, goal);
    if (start == goal) {
        result.status = SearchStatus::Found;
        events.goal(EventNode::root(0, start), 1);
        events.finish(counters, true, 1);
        return result;
    }

    SeenSet seen(start);
    std::vector<Node> queue;
    queue.push_back({.board = start, .rank = cantor::rank_board(start)});
    seen.insert(queue.front().rank);
    NodeId next_id = 1;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Node node = queue[head];  // a copy: queueing its children may move the queue
        ++counters.expanded;
        events.expand(head == 0 ? EventNode::root(0, start)
                                : EventNode::child(node.id, queue[node.parent_slot].id, node.move,
                                                   node.board, node.depth),
                      queue.size() - head - 1);
        for (Move m : kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            ++counters.generated;
            Board board = node.board;
            board.apply(m);
            const EventNode child = EventNode::child(next_id++, node.id, m, board, node.depth + 1);
            const std::uint64_t waiting = queue.size() - head - 1;
            events.generate(child, waiting);
            // The move back leads to the parent, seen for sure: no need to rank it.
            const bool to_parent = head > 0 && m == inverse(node.move);
            const Rank rank = to_parent ? 0 : cantor::rank_after_move(node.board, node.rank, m);
            if (to_parent || !seen.insert(rank)) {
                ++counters.duplicates;
                events.skip_duplicate(child, waiting);
                continue;
            }
            if (board == goal) {
                result.status = SearchStatus::Found;
                result.path = path_to(m, head, queue);
                events.goal(child, waiting);
                events.finish(counters, true, waiting);
                return result;
            }
            queue.push_back(
                {board, rank, child.id, static_cast<std::uint32_t>(head), m, child.depth});
            counters.max_frontier = std::max<std::uint64_t>(counters.max_frontier, waiting + 1);
        }
    }
    events.finish(counters, false);
    return result;  // Failure: every board the start can reach was expanded
}

}  // namespace

SearchResult search(const Board& start, const Board& goal, SearchObserver& observer) {
    require_same_shape(start, goal);
    if (!observer.wants_events()) return breadth_first(start, goal, SilentReporter{});
    return breadth_first(start, goal, EventReporter(observer));
}

DistanceTable distance_table(const Board& goal) {
    const int cells = goal.cell_count();
    if (cells > kMaxCells) {
        throw std::invalid_argument(
            "the distance table keeps a byte per permutation of the cells, (W*H)! of them: a " +
            std::to_string(goal.width()) + "x" + std::to_string(goal.height()) +
            " board would need " + std::to_string(cantor::factorial(cells)) +
            "; use IDA* (lesson 06) for boards of more than " + std::to_string(kMaxCells) +
            " cells");
    }
    DistanceTable table{goal, std::vector<std::uint8_t>(cantor::factorial(cells), kUnreachable)};
    std::vector<std::pair<Board, Rank>> queue{{goal, cantor::rank_board(goal)}};
    table.distance[queue.front().second] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const auto [board, rank] = queue[head];
        for (Move m : kMoveOrder) {
            if (!board.can_move(m)) continue;
            const Rank next = cantor::rank_after_move(board, rank, m);
            if (table.distance[next] != kUnreachable) continue;
            table.distance[next] = static_cast<std::uint8_t>(table.distance[rank] + 1);
            Board child = board;
            child.apply(m);
            queue.emplace_back(child, next);
        }
    }
    return table;
}

SearchResult solve_with_table(const DistanceTable& table, const Board& start) {
    require_same_shape(start, table.goal);
    SearchResult result;  // Failure until the walk is known to reach the goal
    result.counters.iterations = 1;
    Board board = start;
    Rank r = cantor::rank_board(board);
    if (r >= table.distance.size() || table.distance[r] == kUnreachable) return result;
    while (table.distance[r] > 0) {
        ++result.counters.expanded;
        const auto [m, next] = step_closer(table, board, r, result.counters);
        result.path.push_back(m);
        board.apply(m);
        r = next;
    }
    result.status = SearchStatus::Found;
    return result;
}

}  // namespace npuzzle::bfs
