// Description: a whole BFS over the 181,440 boards reachable on a 3x3 (the goal of the other
// parity is never found, so every board is expanded), with the visited structure and the rank
// method as the variables; then the lesson 03 reference itself, traced and untraced, and the
// distance table. Ratios between rows of one run are what to read, not absolute times.
//   build/bin/bench_bfs --benchmark_min_time=0.5
#include <benchmark/benchmark.h>

#include <cstdint>
#include <set>
#include <unordered_set>
#include <vector>

#include "bfs.hpp"
#include "cantor.hpp"
#include "npuzzle/board_io.hpp"

namespace {

using npuzzle::Board;
using npuzzle::Move;

const Board kStart = npuzzle::parse_board("8 6 7 2 5 4 3 0 1");        // 31 moves from the goal
const Board kUnreachable = npuzzle::parse_board("1 2 3 4 5 6 8 7 0");  // the other parity

// Visited by rank, the rank computed from scratch for every child (lesson 01's rank_board).
struct ArrayFullRank {
    std::vector<std::uint8_t> seen = std::vector<std::uint8_t>(362880, 0);
    bool insert(const Board& b, std::uint64_t&) {
        const auto r = npuzzle::cantor::rank_board(b);
        const bool fresh = seen[r] == 0;
        seen[r] = 1;
        return fresh;
    }
};

// Visited by rank, the rank updated from the parent's (lesson 01's rank_after_move).
struct ArrayRankAfterMove {
    std::vector<std::uint8_t> seen = std::vector<std::uint8_t>(362880, 0);
    bool insert(const Board&, std::uint64_t& r) {
        const bool fresh = seen[r] == 0;
        seen[r] = 1;
        return fresh;
    }
};

template <class Set>
struct SetOfBoards {
    Set seen;
    bool insert(const Board& b, std::uint64_t&) { return seen.insert(b).second; }
};

// The plain textbook BFS the lesson starts from; `Visited` decides how boards are remembered.
// Returns the number of boards expanded (181,440), so nothing is optimised away.
template <class Visited, bool kIncremental>
std::uint64_t exhaust(const Board& start) {
    Visited visited;
    struct Node {
        Board board;
        std::uint64_t rank;
    };
    std::vector<Node> queue;
    queue.reserve(181440);
    std::uint64_t r = kIncremental ? npuzzle::cantor::rank_board(start) : 0;
    visited.insert(start, r);
    queue.push_back({start, r});
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Node node = queue[head];
        for (Move m : npuzzle::kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            std::uint64_t child_rank =
                kIncremental ? npuzzle::cantor::rank_after_move(node.board, node.rank, m) : 0;
            const Board child = node.board.moved(m);
            if (visited.insert(child, child_rank)) queue.push_back({child, child_rank});
        }
    }
    return queue.size();
}

void BM_array_by_rank_full(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(exhaust<ArrayFullRank, false>(kStart));
}
void BM_array_by_rank_incremental(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(exhaust<ArrayRankAfterMove, true>(kStart));
}
void BM_hash_set(benchmark::State& state) {
    for (auto _ : state) {
        benchmark::DoNotOptimize(exhaust<SetOfBoards<std::unordered_set<Board>>, false>(kStart));
    }
}
void BM_std_set(benchmark::State& state) {
    for (auto _ : state) {
        benchmark::DoNotOptimize(exhaust<SetOfBoards<std::set<Board>>, false>(kStart));
    }
}

// The reference: packed boards, one bit per rank, parents one byte per rank.
void BM_reference_untraced(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(npuzzle::bfs::search(kStart, kUnreachable));
}

// An observer that wants every event and does nothing with them: the price of the event calls.
class CountingObserver final : public npuzzle::SearchObserver {
  public:
    void on_event(const npuzzle::SearchEvent&) override { ++events; }
    std::uint64_t events = 0;
};

void BM_reference_traced(benchmark::State& state) {
    for (auto _ : state) {
        CountingObserver counting;
        benchmark::DoNotOptimize(npuzzle::bfs::search(kStart, kUnreachable, counting));
        benchmark::DoNotOptimize(counting.events);
    }
}

void BM_distance_table(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(npuzzle::bfs::distance_table(Board::goal()));
}

// One hard board solved (31 moves, found near the end of the search).
void BM_reference_hardest_board(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(npuzzle::bfs::search(kStart, Board::goal()));
}

}  // namespace

BENCHMARK(BM_std_set)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hash_set)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_array_by_rank_full)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_array_by_rank_incremental)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_reference_untraced)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_reference_traced)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_reference_hardest_board)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_distance_table)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
