// Description: the speed of lesson 01's reference. rank: the O(n) bitmask-and-popcount method
// against the O(n^2) method (count the smaller later values, as seed 000 does), both over the same
// 4096 random permutations, n = 9 and 16. rank_after_move: the O(W) update against ranking the
// moved board from scratch, along the same random walk on the 3x3 and 4x4 boards. Each baseline
// runs beside the reference in the same process, so report ratios, not absolute times.
// Every run first checks that the baseline and the reference agree. The permutations and walks are
// drawn by the tests' Random (tests/support/random_boards.hpp): the same on every machine.
// Usage: build/bin/bench_rank [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <vector>

#include "cantor.hpp"
#include "random_boards.hpp"

namespace {

using npuzzle::Board;
using npuzzle::Move;
namespace cantor = npuzzle::cantor;
using cantor::Rank;
using npuzzle::testing::Random;

constexpr int kPool = 4096;

// The baseline: for each position, count the later values smaller than it: n(n-1)/2 compares.
// Its factorials are a local table, so only the counting differs from the reference.
Rank rank_quadratic(const std::vector<int>& p) {
    static const std::vector<Rank> factorials = [] {
        std::vector<Rank> f(cantor::kMaxLength + 1);
        for (int k = 0; k <= cantor::kMaxLength; ++k) f[k] = cantor::factorial(k);
        return f;
    }();
    const int n = static_cast<int>(p.size());
    Rank r = 0;
    for (int i = 0; i < n; ++i) {
        int smaller = 0;
        for (int j = i + 1; j < n; ++j) smaller += p[j] < p[i] ? 1 : 0;
        r += static_cast<Rank>(smaller) * factorials[n - 1 - i];
    }
    return r;
}

std::vector<std::vector<int>> random_permutations(int n) {
    Random random(static_cast<std::uint64_t>(n));
    std::vector<std::vector<int>> pool(kPool, std::vector<int>(static_cast<std::size_t>(n)));
    for (auto& p : pool) {
        std::iota(p.begin(), p.end(), 0);
        random.shuffle(p);
        if (rank_quadratic(p) != cantor::rank(p)) throw std::logic_error("rank disagrees");
    }
    return pool;
}

void bm_rank_quadratic(benchmark::State& state) {
    const auto pool = random_permutations(static_cast<int>(state.range(0)));
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(rank_quadratic(pool[i]));
        i = (i + 1) % pool.size();
    }
    state.SetItemsProcessed(state.iterations());
}

void bm_rank_popcount(benchmark::State& state) {
    const auto pool = random_permutations(static_cast<int>(state.range(0)));
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(cantor::rank(pool[i]));
        i = (i + 1) % pool.size();
    }
    state.SetItemsProcessed(state.iterations());
}

struct Step {
    Board board;
    Rank rank;
    Move move;
};

// A random walk from the goal of the given width (square boards), each step with its rank.
std::vector<Step> random_walk(int side) {
    Random random(static_cast<std::uint64_t>(side));
    std::vector<Step> walk;
    Board b = Board::goal(side, side);
    Rank r = cantor::rank_board(b);
    for (int k = 0; k < kPool; ++k) {
        const Move m = random.legal_move(b);
        walk.push_back({b, r, m});
        b.apply(m);
        r = cantor::rank_board(b);
        if (cantor::rank_after_move(walk.back().board, walk.back().rank, m) != r) {
            throw std::logic_error("rank_after_move disagrees");
        }
    }
    return walk;
}

void bm_rank_after_move_recompute(benchmark::State& state) {
    const auto walk = random_walk(static_cast<int>(state.range(0)));
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(cantor::rank_board(walk[i].board.moved(walk[i].move)));
        i = (i + 1) % walk.size();
    }
    state.SetItemsProcessed(state.iterations());
}

void bm_rank_after_move_update(benchmark::State& state) {
    const auto walk = random_walk(static_cast<int>(state.range(0)));
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(
            cantor::rank_after_move(walk[i].board, walk[i].rank, walk[i].move));
        i = (i + 1) % walk.size();
    }
    state.SetItemsProcessed(state.iterations());
}

}  // namespace

BENCHMARK(bm_rank_quadratic)->Arg(9)->Arg(16);
BENCHMARK(bm_rank_popcount)->Arg(9)->Arg(16);
BENCHMARK(bm_rank_after_move_recompute)->Arg(3)->Arg(4);
BENCHMARK(bm_rank_after_move_update)->Arg(3)->Arg(4);

BENCHMARK_MAIN();
