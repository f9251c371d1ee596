// Description: the top rung of bench_bfs's speed ladder: lesson 03's BFS tuned for speed, kept
// here so the reference (solutions/03-bfs/bfs.cpp) can stay a model answer. Boards are numbered
// without a gap: one bit per reachable board says "seen" (22 KB on a 3x3, in the processor's
// first-level cache). The number is half the rank of where each value stands (SearchState in
// packed_state.hpp), updated in place per move. The queue is one flat array that keeps every
// board it held, each with the slot of its parent and the move back to it, so the path is read
// backwards through the slots; only the seen bits are written at random. Events go through the
// EventReporter, as the reference's do; when the observer wants none, a second instantiation of
// the same template runs with SilentReporter (every event line compiled out) and skips ranking
// the move back to the parent (always a duplicate). The distance table updates lesson 01's rank
// in place (PackedState).
// bench_bfs checks that it gives the reference's paths and counters before timing it.
// Time: O(R) for R reachable boards (181,440 on a 3x3); memory (W*H)!/16 bytes + 20 per board.
#include "npuzzle/engines/bfs_tuned.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "cantor.hpp"
#include "npuzzle/engines/packed_state.hpp"
#include "npuzzle/tracer/report.hpp"
#include "parity.hpp"

namespace npuzzle::engines::bfs_tuned {

using bfs::DistanceTable;
using bfs::kMaxCells;
using bfs::kUnreachable;

namespace {

// A goal index no board has: the goal cannot be reached from the start.
constexpr std::uint32_t kNever = 0xFFFFFFFFU;

using cantor::Rank;

std::size_t rank_count(const Board& board) {
    if (board.cell_count() > kMaxCells) {
        throw std::invalid_argument("the tuned BFS keeps (W*H)! entries: a " +
                                    std::to_string(board.width()) + "x" +
                                    std::to_string(board.height()) + " board would need " +
                                    std::to_string(cantor::factorial(board.cell_count())) +
                                    "; use IDA* (lesson 06) for boards of more than " +
                                    std::to_string(kMaxCells) + " cells");
    }
    return static_cast<std::size_t>(cantor::factorial(board.cell_count()));
}

PackedState packed(const Board& b) {
    return {b.packed(), static_cast<std::uint32_t>(cantor::rank_board(b)),
            static_cast<std::uint8_t>(b.blank()), kNoBack};
}

// A FIFO of fixed capacity, allocated once (a board enters it once at most).
template <class Entry>
class Queue {
  public:
    explicit Queue(std::size_t capacity)
        : slots_(new Entry[capacity]), parents_(new std::uint32_t[capacity]) {}
    bool empty() const noexcept { return head_ == tail_; }
    std::size_t size() const noexcept { return tail_ - head_; }
    Entry pop() noexcept { return slots_[head_++]; }
    // The slot of the entry popped last: the parent of the entries pushed now.
    std::uint32_t popped() const noexcept { return static_cast<std::uint32_t>(head_ - 1); }
    void push(const Entry& e, std::uint32_t parent) noexcept {
        parents_[tail_] = parent;
        slots_[tail_++] = e;
    }
    void push_if(const Entry& e, std::uint32_t parent, bool keep) noexcept {
        parents_[tail_] = parent;
        slots_[tail_] = e;
        tail_ += keep ? 1 : 0;
    }
    const Entry& at(std::uint32_t slot) const noexcept { return slots_[slot]; }
    std::uint32_t parent(std::uint32_t slot) const noexcept { return parents_[slot]; }

  private:
    std::unique_ptr<Entry[]> slots_;
    std::unique_ptr<std::uint32_t[]> parents_;
    std::size_t head_ = 0;
    std::size_t tail_ = 0;
};

// The start of a search: every value's cell, ranked.
SearchState search_state(const Board& b) {
    const int n = b.cell_count();
    std::array<int, Board::kMaxCells> cell_of{};
    for (int k = 0; k < n; ++k) cell_of[static_cast<std::size_t>(b.at(k))] = k;
    std::uint32_t key = 0;
    for (int v = 0; v < n; ++v) {
        std::uint32_t digit = 0;
        for (int u = v + 1; u < n; ++u) {
            digit += cell_of[static_cast<std::size_t>(u)] < cell_of[static_cast<std::size_t>(v)];
        }
        key = key * static_cast<std::uint32_t>(n - v) + digit;
    }
    return {b.packed(), key, static_cast<std::uint8_t>(b.blank()), kNoBack};
}

// What the queue holds. Traced runs also keep what the events name.
struct Plain {
    SearchState state;
};
struct Traced {
    SearchState state;
    NodeId node;
    NodeId parent;  // kNoNode for the root
    int depth;
};

// The Board an event shows (traced runs only: it validates every tile).
Board unpack(const SearchState& s, const Board& shape_of) {
    std::array<int, Board::kMaxCells> tiles{};
    const int n = shape_of.cell_count();
    for (int k = 0; k < n; ++k) tiles[static_cast<std::size_t>(k)] = tile_at(s.tiles, k);
    return Board(shape_of.width(), shape_of.height(),
                 std::span<const int>(tiles.data(), static_cast<std::size_t>(n)));
}

// The moves from the root to the child reached by `last` from the entry popped last, read
// backwards through the parents' slots (each entry keeps the move back to its parent).
template <class Entry>
std::vector<Move> replay(const Queue<Entry>& queue, Move last) {
    std::vector<Move> path{last};
    for (std::uint32_t slot = queue.popped(); queue.at(slot).state.back != kNoBack;
         slot = queue.parent(slot)) {
        path.push_back(inverse(static_cast<Move>(queue.at(slot).state.back)));
    }
    return {path.rbegin(), path.rend()};
}

// The search, written once for both reporters: EventReporter, whose Traced entries keep what
// the events name, or SilentReporter, with every event line compiled out.
template <class Entry, class Reporter>
SearchResult run(const Board& start, const Board& goal, const Reporter& events) {
    constexpr bool kTraced = std::is_same_v<Entry, Traced>;
    SearchResult result;
    // Counted in a local (registers, not memory behind a reference), copied out at the end.
    SearchCounters c;
    c.iterations = 1;
    auto finish = [&](std::size_t frontier) {
        result.counters = c;
        events.finish(c, result.found(), frontier);
        return result;
    };

    const BoardGeometry geometry(start);
    const RankTables ranks(start);
    // Seen-or-not is one bit per half key, (W*H)!/2 bits: 22 KB on a 3x3 fits the first-level
    // cache, and that test is the inner loop's cost (at 45 KB, one bit per rank, it missed).
    const std::size_t rank_total = rank_count(start);
    std::vector<std::uint64_t> seen(rank_total / 128 + 1, 0);
    const SearchState root = search_state(start);
    const std::uint32_t root_index = root.key / 2;
    // Half keys are unique only among boards that reach each other (lesson 02), so a goal of the
    // other class must never be compared by its key.
    const std::uint32_t goal_rank =
        parity::is_solvable(start, goal) ? search_state(goal).key / 2 : kNever;
    seen[root_index / 64] |= std::uint64_t{1} << (root_index % 64);
    c.max_frontier = 1;
    events.start("bfs", start, goal);
    if (root_index == goal_rank) {
        result.status = SearchStatus::Found;
        events.goal(EventNode::root(0, start), 1);
        return finish(1);
    }

    // A board enters the queue once at most, and half the ranks are reachable. Untraced runs
    // write every child into the next free slot and advance the tail only for a new board: no
    // branch on "seen before", which the processor cannot predict (about 60% are duplicates).
    Queue<Entry> queue(rank_total / 2 + 2);
    if constexpr (kTraced) {
        queue.push({root, 0, kNoNode, 0}, 0);
    } else {
        queue.push({root}, 0);
    }
    [[maybe_unused]] NodeId next_id = 1;
    while (!queue.empty()) {
        const Entry node = queue.pop();
        ++c.expanded;
        if constexpr (kTraced) {
            const Board board = unpack(node.state, start);
            events.expand(node.state.back == kNoBack
                              ? EventNode::root(node.node, board)
                              : EventNode::child(node.node, node.parent,
                                                 inverse(static_cast<Move>(node.state.back)), board,
                                                 node.depth),
                          queue.size());
        }
        // Untraced runs skip the move back to the parent: its board is seen for sure, so it is
        // counted as generated and duplicate without being ranked (181,439 of the 483,840
        // children of a whole 3x3 search).
        const std::uint8_t back = kTraced ? kNoBack : node.state.back;
        const bool has_back = back != kNoBack;
        c.generated += has_back ? 1 : 0;
        c.duplicates += has_back ? 1 : 0;
        const BoardGeometry::Moves& moves = geometry.forward(node.state.blank, back);
        for (int i = 0; i < moves.count; ++i) {
            const Move m = moves.move[static_cast<std::size_t>(i)];
            ++c.generated;
            SearchState child = node.state;
            child.move_blank(ranks, moves.target[static_cast<std::size_t>(i)]);
            child.back = static_cast<std::uint8_t>(inverse(m));
            const std::uint32_t index = child.key / 2;
            const std::uint64_t bit = std::uint64_t{1} << (index % 64);
            std::uint64_t& word = seen[index / 64];
            const bool fresh = (word & bit) == 0;
            word |= bit;
            c.duplicates += fresh ? 0 : 1;
            if constexpr (kTraced) {
                const Board child_board = unpack(child, start);
                const EventNode traced =
                    EventNode::child(next_id++, node.node, m, child_board, node.depth + 1);
                events.generate(traced, queue.size());
                if (!fresh) {
                    events.skip_duplicate(traced, queue.size());
                } else if (index == goal_rank) {
                    events.goal(traced, queue.size());
                } else {
                    queue.push({child, traced.id, node.node, node.depth + 1}, queue.popped());
                }
            } else {
                queue.push_if({child}, queue.popped(), fresh & (index != goal_rank));
            }
            // Index first: almost always false, so this branch is predicted; `fresh` is not.
            if (index == goal_rank && fresh) {
                // The move back comes later in U, D, L, R order: it was not generated yet.
                if (has_back && back > static_cast<std::uint8_t>(m)) {
                    --c.generated;
                    --c.duplicates;
                }
                result.status = SearchStatus::Found;
                result.path = replay(queue, m);
                return finish(queue.size());
            }
            c.max_frontier = std::max<std::uint64_t>(c.max_frontier, queue.size());
        }
    }
    result.status = SearchStatus::Failure;
    return finish(0);
}

}  // namespace

SearchResult search(const Board& start, const Board& goal, SearchObserver& observer) {
    require_same_shape(start, goal);
    if (observer.wants_events()) return run<Traced>(start, goal, EventReporter(observer));
    return run<Plain>(start, goal, SilentReporter{});
}

DistanceTable distance_table(const Board& goal) {
    DistanceTable table{goal, std::vector<std::uint8_t>(rank_count(goal), kUnreachable)};
    const BoardGeometry geometry(goal);
    const RankTables ranks(goal);
    std::vector<PackedState> queue;
    queue.reserve(table.distance.size() / 2 + 1);
    queue.push_back(packed(goal));
    table.distance[queue.front().rank] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const PackedState node = queue[head];
        const auto next = static_cast<std::uint8_t>(table.distance[node.rank] + 1);
        for (Move m : kMoveOrder) {
            const int to = geometry.target(node.blank, m);
            if (to == kNoCell) continue;
            PackedState child = node;
            child.move_blank(ranks, to);
            if (table.distance[child.rank] != kUnreachable) continue;
            table.distance[child.rank] = next;
            queue.push_back(child);
        }
    }
    return table;
}

}  // namespace npuzzle::engines::bfs_tuned
