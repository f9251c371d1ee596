// Description: the one tuned IDA* of engines/, over any estimate, as lesson 06's reference is:
// idastar_tuned.cpp runs it with lesson 06's heuristics, pdb_tuned.cpp with lesson 07's additive
// pattern databases. The board is the packed word (Board::packed, 4 bits a cell) passed by value,
// so a move is one XOR and undo is free; the estimate's state travels beside it the same way.
// BoardGeometry lists each blank cell's children without the undoing move. Events go through
// the reporter: with SilentReporter the search runs the untraced inner loop, which visits each
// child in its parent's loop (a cut-off leaf costs no call), counts a node's children at once and
// takes back the siblings it never generated when a child is the goal; with EventReporter the
// search reports the reference's events, node by node, on a Board kept beside the packed one.
// Both give the reference's paths, counters and iterations (tests/engines checks them).
// Time: O(nodes generated); memory O(path length).
#pragma once

#include <algorithm>
#include <climits>
#include <concepts>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/engines/board_geometry.hpp"
#include "npuzzle/engines/packed_board.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/report.hpp"
#include "parity.hpp"

namespace npuzzle::engines {

// An admissible estimate as the search sees it: its state for a packed board (initial), the
// state after `tile` slides from cell `from` into the blank's cell `to` given the state and the
// packed board before that move (after_move), and the estimate a state gives (value).
template <class E>
concept PackedEstimate = requires(const E& e, const typename E::State& s, std::uint64_t cells,
                                  int tile, int from, int to) {
    { e.initial(cells) } -> std::same_as<typename E::State>;
    { e.after_move(s, cells, tile, from, to) } -> std::same_as<typename E::State>;
    { e.value(s) } -> std::same_as<int>;
};

// The base of an estimate whose state is its value (lesson 06's heuristics): after_move(h,
// cells, tile, from, to) gives the child's value.
struct StateIsValue {
    using State = int;
    int value(int h) const noexcept { return h; }
};

template <PackedEstimate Estimate, class Reporter>
class PackedIdaStar {
    using State = typename Estimate::State;
    static constexpr bool kTraced = !std::is_same_v<Reporter, SilentReporter>;

  public:
    PackedIdaStar(const Board& start, const Board& goal, const BoardGeometry& geometry,
                  const Estimate& estimate, const Reporter& events)
        : start_(start),
          goal_(goal),
          goal_cells_(goal.packed()),
          geometry_(geometry),
          estimate_(estimate),
          events_(events),
          board_(start) {}

    // Line for line the reference's Search::run (solutions/06-idastar/idastar.cpp), so the two
    // can be compared: the reference is a model answer and calls nothing in engines/.
    SearchResult run() {
        SearchResult result;
        const std::uint64_t cells = start_.packed();
        const State s0 = estimate_.initial(cells);
        const int h0 = estimate_.value(s0);
        events_.start("idastar", start_, goal_, h0);
        if (!parity::is_solvable(start_, goal_)) {
            // IDA* would raise the bound forever: the goal is not reachable, so do not start.
            events_.finish(result.counters, false);
            return result;
        }
        bool found = false;
        for (int bound = h0; !found && bound != kNoBound; bound = next_bound_) {
            bound_ = bound;
            next_bound_ = kNoBound;
            if (path_.size() < static_cast<std::size_t>(bound) + 1) path_.resize(bound + 1);
            const SearchCounters before = counters_;
            ++counters_.iterations;
            if constexpr (kTraced) {
                // The first iteration's root is the Start node; each later one is a new node.
                const NodeId root = counters_.iterations == 1 ? 0 : next_id_++;
                events_.iteration(EventNode::root(root, board_, h0), bound);
                found = visit(cells, start_.blank(), 0, s0, kNoBack, root, kNoNode);
            } else {
                counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, 1);
                found = cells == goal_cells_ ||
                        (h0 <= bound && expand(cells, start_.blank(), 0, s0, kNoBack));
            }
            result.iterations.push_back({bound, counters_.expanded - before.expanded,
                                         counters_.generated - before.generated});
        }
        if (found) {
            result.status = SearchStatus::Found;
            result.path.assign(path_.begin(), path_.begin() + depth_);
        }
        result.counters = counters_;
        events_.finish(result.counters, found);
        return result;
    }

  private:
    static constexpr int kNoBound = INT_MAX;

    // The untraced inner loop: expands a node within the bound that is not the goal, and visits
    // each child right here (f check, goal test). `back`: the move back to the parent.
    bool expand(std::uint64_t cells, int blank, int g, const State& s, int back) {
        const auto& moves = geometry_.forward(blank, back);
        ++counters_.expanded;
        counters_.generated += moves.count;
        counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, g + 2);
        const int bound = bound_;
        for (int i = 0; i < moves.count; ++i) {
            const int from = moves.target[i];
            const int tile = tile_at(cells, from);
            const State child_s = estimate_.after_move(s, cells, tile, from, blank);
            const int f = g + 1 + estimate_.value(child_s);
            if (f > bound) {
                next_bound_ = std::min(next_bound_, f);
                continue;
            }
            path_[g] = moves.move[i];
            const std::uint64_t child = slide(cells, tile, from, blank);
            const bool found =
                child == goal_cells_
                    ? (depth_ = g + 1, true)
                    : expand(child, from, g + 1, child_s, static_cast<int>(inverse(moves.move[i])));
            if (found) {
                counters_.generated -= moves.count - 1 - i;  // the siblings never generated
                return true;
            }
        }
        return false;
    }

    // The same search node by node, reporting every event as the reference does: board_ is the
    // node visited, reached from `parent` by path_[g - 1].
    bool visit(std::uint64_t cells, int blank, int g, const State& s, int back, NodeId id,
               NodeId parent) {
        const int h = estimate_.value(s);
        const std::uint64_t on_path = static_cast<std::uint64_t>(g) + 1;
        counters_.max_frontier = std::max(counters_.max_frontier, on_path);
        const EventNode node = g == 0 ? EventNode::root(id, board_, h)
                                      : EventNode::child(id, parent, path_[g - 1], board_, g, h);
        if (g + h > bound_) {
            next_bound_ = std::min(next_bound_, g + h);
            events_.cut_off(node, bound_, on_path);
            return false;
        }
        if (cells == goal_cells_) {
            depth_ = g;
            events_.goal(node, on_path);
            return true;
        }
        ++counters_.expanded;
        events_.expand(node, on_path);
        const auto& moves = geometry_.forward(blank, back);
        for (int i = 0; i < moves.count; ++i) {
            const int from = moves.target[i];
            const int tile = tile_at(cells, from);
            const Move m = moves.move[i];
            const State child_s = estimate_.after_move(s, cells, tile, from, blank);
            ++counters_.generated;
            const NodeId child = next_id_++;
            board_.apply(m);
            path_[g] = m;
            events_.generate(
                EventNode::child(child, id, m, board_, g + 1, estimate_.value(child_s)),
                on_path + 1);
            if (visit(slide(cells, tile, from, blank), from, g + 1, child_s,
                      static_cast<int>(inverse(m)), child, id)) {
                return true;
            }
            board_.undo(m);
        }
        return false;
    }

    const Board& start_;
    const Board& goal_;
    const std::uint64_t goal_cells_;
    const BoardGeometry& geometry_;
    const Estimate& estimate_;
    const Reporter& events_;
    Board board_;  // the node visited, for the events (traced runs only)
    int bound_ = 0;
    int next_bound_ = kNoBound;
    int depth_ = 0;  // the goal's depth once found
    NodeId next_id_ = 1;
    std::vector<Move> path_;  // path_[g]: the move into depth g + 1
    SearchCounters counters_;
};

// IDA* from `start` to `goal` with `estimate`: the untraced inner loop when the observer wants
// no events, else the reference's events.
template <PackedEstimate Estimate>
SearchResult packed_idastar(const Board& start, const Board& goal, const Estimate& estimate,
                            SearchObserver& observer) {
    require_same_shape(start, goal);
    const BoardGeometry geometry(goal);
    if (observer.wants_events()) {
        const EventReporter events(observer);
        return PackedIdaStar(start, goal, geometry, estimate, events).run();
    }
    const SilentReporter silent;
    return PackedIdaStar(start, goal, geometry, estimate, silent).run();
}

}  // namespace npuzzle::engines
