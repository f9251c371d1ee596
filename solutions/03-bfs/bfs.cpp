// Description: lesson 03 reference. Breadth-first search over boards ranked by lesson 01: one
// byte per rank holds both "seen" and the move that reached the board, so the path is replayed
// backwards from the goal (seed 000's pre[] array) and nothing is allocated per node. When the
// observer wants no events, a second instantiation of the same template runs with every event
// line compiled out.
// Time: O(R) for R reachable boards (181,440 on a 3x3); memory (W*H)! bytes + the queue.
#include "bfs.hpp"

#include <stdexcept>
#include <string>
#include <type_traits>

#include "cantor.hpp"

namespace npuzzle::bfs {

namespace {

constexpr std::uint8_t kUnseen = 0xFF;
constexpr std::uint8_t kRoot = 4;  // the start: no move reached it

using cantor::Rank;

void require_same_shape(const Board& start, const Board& goal) {
    if (!start.same_shape(goal)) {
        throw std::invalid_argument(
            "the start is " + std::to_string(start.width()) + "x" + std::to_string(start.height()) +
            " but the goal is " + std::to_string(goal.width()) + "x" +
            std::to_string(goal.height()) + ": no move changes a board's shape");
    }
}

std::size_t rank_count(const Board& board) {
    if (board.cell_count() > kMaxCells) {
        throw std::invalid_argument(
            "BFS keeps one byte per permutation of the cells, (W*H)! bytes: a " +
            std::to_string(board.width()) + "x" + std::to_string(board.height()) +
            " board would need " + std::to_string(cantor::factorial(board.cell_count())) +
            "; use IDA* (lesson 05) for boards of more than " + std::to_string(kMaxCells) +
            " cells");
    }
    return static_cast<std::size_t>(cantor::factorial(board.cell_count()));
}

// What the queue holds. Traced runs also keep what the events name.
struct Plain {
    Board board;
    Rank rank;
};
struct Traced {
    Board board;
    Rank rank;
    NodeId node;
    int depth;
};

// Replays the moves stored by rank backwards from `board` (the goal) to the root.
std::vector<Move> replay(const std::vector<std::uint8_t>& reached_by, Board board, Rank r) {
    std::vector<Move> path;
    while (reached_by[r] != kRoot) {
        const Move m = static_cast<Move>(reached_by[r]);
        path.push_back(m);
        const Move back = inverse(m);
        r = cantor::rank_after_move(board, r, back);
        board.apply(back);
    }
    return {path.rbegin(), path.rend()};
}

SearchEvent event(EventKind kind, const Board& board, NodeId node, int depth,
                  std::size_t frontier) {
    SearchEvent e;
    e.kind = kind;
    e.node = node;
    e.board = board;
    e.depth = depth;
    e.frontier = frontier;
    return e;
}

SearchEvent child_event(EventKind kind, const Board& board, NodeId node, const Traced& parent,
                        Move m, std::size_t frontier) {
    SearchEvent e = event(kind, board, node, parent.depth + 1, frontier);
    e.parent = parent.node;
    e.has_move = true;
    e.move = m;
    return e;
}

template <class Entry>
SearchResult run(const Board& start, const Board& goal, SearchObserver& observer) {
    constexpr bool kTraced = std::is_same_v<Entry, Traced>;
    SearchResult result;
    SearchCounters& c = result.counters;
    c.iterations = 1;
    auto finish = [&](std::size_t frontier) {
        if constexpr (kTraced) {
            SearchEvent e = event(EventKind::Finish, start, kNoNode, 0, frontier);
            e.counters = &c;
            e.found = result.found();
            observer.on_event(e);
        }
        return result;
    };

    std::vector<std::uint8_t> reached_by(rank_count(start), kUnseen);
    const Rank goal_rank = cantor::rank_board(goal);
    const Rank start_rank = cantor::rank_board(start);
    reached_by[start_rank] = kRoot;
    c.max_frontier = 1;
    if constexpr (kTraced) {
        SearchEvent e = event(EventKind::Start, start, 0, 0, 1);
        e.algorithm = "bfs";
        e.goal = &goal;
        observer.on_event(e);
    }
    if (start_rank == goal_rank) {
        result.status = SearchStatus::Found;
        if constexpr (kTraced) observer.on_event(event(EventKind::Goal, start, 0, 0, 1));
        return finish(1);
    }

    // A board enters the queue once at most, and at most half the ranks are reachable.
    std::vector<Entry> queue;
    queue.reserve(reached_by.size() / 2 + 1);
    if constexpr (kTraced) {
        queue.push_back({start, start_rank, 0, 0});
    } else {
        queue.push_back({start, start_rank});
    }
    [[maybe_unused]] NodeId next_id = 1;
    for (std::size_t head = 0; head < queue.size();) {
        const Entry node = queue[head++];
        ++c.expanded;
        if constexpr (kTraced) {
            observer.on_event(
                event(EventKind::Expand, node.board, node.node, node.depth, queue.size() - head));
        }
        for (Move m : kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            ++c.generated;
            const Rank r = cantor::rank_after_move(node.board, node.rank, m);
            Board child = node.board;
            child.apply(m);
            [[maybe_unused]] NodeId id = 0;
            if constexpr (kTraced) {
                id = next_id++;
                observer.on_event(
                    child_event(EventKind::Generate, child, id, node, m, queue.size() - head));
            }
            if (reached_by[r] != kUnseen) {
                ++c.duplicates;
                if constexpr (kTraced) {
                    observer.on_event(child_event(EventKind::SkipDuplicate, child, id, node, m,
                                                  queue.size() - head));
                }
                continue;
            }
            reached_by[r] = static_cast<std::uint8_t>(m);
            if (r == goal_rank) {
                result.status = SearchStatus::Found;
                result.path = replay(reached_by, child, r);
                if constexpr (kTraced) {
                    observer.on_event(
                        child_event(EventKind::Goal, child, id, node, m, queue.size() - head));
                }
                return finish(queue.size() - head);
            }
            if constexpr (kTraced) {
                queue.push_back({child, r, id, node.depth + 1});
            } else {
                queue.push_back({child, r});
            }
            if (queue.size() - head > c.max_frontier) c.max_frontier = queue.size() - head;
        }
    }
    result.status = SearchStatus::Failure;
    return finish(0);
}

}  // namespace

SearchResult search(const Board& start, const Board& goal, SearchObserver& observer) {
    require_same_shape(start, goal);
    if (observer.wants_events()) return run<Traced>(start, goal, observer);
    return run<Plain>(start, goal, observer);
}

DistanceTable distance_table(const Board& goal) {
    DistanceTable table{goal, std::vector<std::uint8_t>(rank_count(goal), kUnreachable)};
    std::vector<Plain> queue;
    queue.reserve(table.distance.size() / 2 + 1);
    const Rank goal_rank = cantor::rank_board(goal);
    table.distance[goal_rank] = 0;
    queue.push_back({goal, goal_rank});
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Plain node = queue[head];
        const std::uint8_t next = static_cast<std::uint8_t>(table.distance[node.rank] + 1);
        for (Move m : kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            const Rank r = cantor::rank_after_move(node.board, node.rank, m);
            if (table.distance[r] != kUnreachable) continue;
            table.distance[r] = next;
            queue.push_back({node.board.moved(m), r});
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
    const Rank rank_of_start = r;
    if (r >= table.distance.size() || table.distance[r] == kUnreachable) {
        result.status = SearchStatus::Failure;
        return result;
    }
    for (int d = table.distance[r]; d > 0; --d) {
        ++result.counters.expanded;
        for (Move m : kMoveOrder) {
            if (!board.can_move(m)) continue;
            ++result.counters.generated;
            const Rank next = cantor::rank_after_move(board, r, m);
            if (table.distance[next] + 1 == d) {
                result.path.push_back(m);
                board.apply(m);
                r = next;
                break;
            }
        }
        if (result.path.size() != static_cast<std::size_t>(table.distance[rank_of_start] - d + 1)) {
            throw std::invalid_argument(
                "the table has no neighbour one step closer to the goal "
                "at step " +
                std::to_string(result.path.size() + 1) +
                ": it is not a distance table of this goal");
        }
    }
    result.status = SearchStatus::Found;
    return result;
}

}  // namespace npuzzle::bfs
