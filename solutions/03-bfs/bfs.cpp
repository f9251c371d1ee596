// Description: lesson 03 reference. Breadth-first search with a FIFO queue (a vector read from the
// front: each board enters it once) and a set of the boards seen, each named by its Cantor rank
// (lesson 01). A queue entry keeps its board's rank, so a child's rank comes from its parent's by
// rank_after_move, and its parent's slot and the move from there, so the path is read backwards
// through the queue. The queue holds one layer after another: the depth changes where a layer
// ends. The distance table is the same search run from the goal to the end, keeping depths.
// What the lesson teaches: numbering boards without a gap turns "seen before?" into one bit.
// Time: O(R * W) for the R boards reached (181,440 on a 3x3); memory: 40 bytes of queue per board
// reached, plus (W*H)! bits or, past kMaxCells cells, a hash set of the ranks reached.
#include "bfs.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_set>

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
    explicit SeenSet(const Board& shape) {
        const int cells = shape.cell_count();
        if (cells <= kMaxCells) words_.resize(cantor::factorial(cells) / 64 + 1);
    }
    // Marks the board of rank `r` seen; false if it was seen before.
    bool insert(Rank r) {
        if (words_.empty()) return ranks_.insert(r).second;
        std::uint64_t& word = words_[r / 64];
        const std::uint64_t bit = std::uint64_t{1} << (r % 64);
        if (word & bit) return false;
        word |= bit;
        return true;
    }

  private:
    std::vector<std::uint64_t> words_;  // board r's bit is bit r % 64 of word r / 64
    std::unordered_set<Rank> ranks_;
};

// A board in the queue, with what its children's ranks, its events and its path need.
struct Node {
    Board board;
    Rank rank = 0;
    NodeId id = 0;
    std::uint32_t parent_slot = 0;  // where the parent is in the queue; 0 for the start
    Move move = Move::Up;           // from the parent; unused for the start
};

// The moves from the start (slot 0) to the child reached by `last` from the node in `slot`, read
// backwards through the parents' slots.
std::vector<Move> path_to(Move last, std::size_t slot, const std::vector<Node>& queue) {
    std::vector<Move> path{last};
    for (; slot > 0; slot = queue[slot].parent_slot) path.push_back(queue[slot].move);
    std::reverse(path.begin(), path.end());
    return path;
}

// The search, written once for both reporters: EventReporter, or SilentReporter when the
// observer wants no events (each event line then compiles to nothing).
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
    const Rank goal_rank = cantor::rank_board(goal);
    std::vector<Node> queue;
    if (start.cell_count() <= kMaxCells) {
        queue.reserve(cantor::factorial(start.cell_count()) / 2 + 1);  // one parity class at most
    }
    queue.push_back({.board = start, .rank = cantor::rank_board(start)});
    seen.insert(queue.front().rank);
    NodeId next_id = 1;
    int depth = 0;              // of the node at `head`
    std::size_t layer_end = 1;  // the first slot of the next layer
    for (std::size_t head = 0; head < queue.size(); ++head) {
        if (head == layer_end) {
            ++depth;
            layer_end = queue.size();
        }
        const Node node = queue[head];
        ++counters.expanded;
        events.expand(head == 0 ? EventNode::root(0, start)
                                : EventNode::child(node.id, queue[node.parent_slot].id, node.move,
                                                   node.board, depth),
                      queue.size() - head - 1);
        for (Move m : kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            ++counters.generated;
            Board board = node.board;
            board.apply(m);
            const NodeId id = next_id++;
            const EventNode event = EventNode::child(id, node.id, m, board, depth + 1);
            const std::uint64_t waiting = queue.size() - head - 1;
            events.generate(event, waiting);
            // The move back leads to the parent, seen for sure: no need to rank it.
            const bool to_parent = head > 0 && m == inverse(node.move);
            const Rank rank = to_parent ? 0 : cantor::rank_after_move(node.board, node.rank, m);
            if (to_parent || !seen.insert(rank)) {
                ++counters.duplicates;
                events.skip_duplicate(event, waiting);
                continue;
            }
            if (rank == goal_rank) {
                result.status = SearchStatus::Found;
                result.path = path_to(m, head, queue);
                events.goal(event, waiting);
                events.finish(counters, true, waiting);
                return result;
            }
            queue.push_back({board, rank, id, static_cast<std::uint32_t>(head), m});
            counters.max_frontier = std::max<std::uint64_t>(counters.max_frontier, waiting + 1);
        }
    }
    result.status = SearchStatus::Failure;
    events.finish(counters, false);
    return result;
}

// (W*H)!, the size of the distance table; throws for boards too large to have one.
std::size_t permutation_count(const Board& board) {
    const int cells = board.cell_count();
    if (cells > kMaxCells) {
        throw std::invalid_argument(
            "the distance table keeps a byte per permutation of the cells, (W*H)! of them: a " +
            std::to_string(board.width()) + "x" + std::to_string(board.height()) +
            " board would need " + std::to_string(cantor::factorial(cells)) +
            "; use IDA* (lesson 06) for boards of more than " + std::to_string(kMaxCells) +
            " cells");
    }
    return static_cast<std::size_t>(cantor::factorial(cells));
}

}  // namespace

SearchResult search(const Board& start, const Board& goal, SearchObserver& observer) {
    require_same_shape(start, goal);
    if (!observer.wants_events()) return breadth_first(start, goal, SilentReporter{});
    return breadth_first(start, goal, EventReporter(observer));
}

DistanceTable distance_table(const Board& goal) {
    DistanceTable table{goal, std::vector<std::uint8_t>(permutation_count(goal), kUnreachable)};
    struct Ranked {
        Board board;
        Rank rank;
    };
    std::vector<Ranked> queue;
    queue.reserve(table.distance.size() / 2 + 1);
    queue.push_back({goal, cantor::rank_board(goal)});
    table.distance[queue.front().rank] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Ranked node = queue[head];
        for (Move m : kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            const Rank r = cantor::rank_after_move(node.board, node.rank, m);
            if (table.distance[r] != kUnreachable) continue;
            table.distance[r] = static_cast<std::uint8_t>(table.distance[node.rank] + 1);
            queue.push_back({node.board, r});
            queue.back().board.apply(m);
        }
    }
    return table;
}

SearchResult solve_with_table(const DistanceTable& table, const Board& start) {
    require_same_shape(start, table.goal);
    SearchResult result;
    result.counters.iterations = 1;
    Board board = start;
    Rank r = cantor::rank_board(board);
    if (r >= table.distance.size() || table.distance[r] == kUnreachable) {
        result.status = SearchStatus::Failure;
        return result;
    }
    for (int d = table.distance[r]; d > 0; --d) {
        ++result.counters.expanded;
        bool stepped = false;
        for (Move m : kMoveOrder) {
            if (!board.can_move(m)) continue;
            ++result.counters.generated;
            const Rank next = cantor::rank_after_move(board, r, m);
            if (table.distance[next] + 1 == d) {
                result.path.push_back(m);
                board.apply(m);
                r = next;
                stepped = true;
                break;
            }
        }
        if (!stepped) {
            throw std::invalid_argument("no neighbour of " + to_string(board) +
                                        " is one step closer to the goal: the table is not "
                                        "a distance table of its goal");
        }
    }
    result.status = SearchStatus::Found;
    return result;
}

}  // namespace npuzzle::bfs
