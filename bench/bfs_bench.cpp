// Description: a speed ladder for lesson 03's BFS. Each rung is a whole BFS over the 181,440
// boards reachable on a 3x3 (the goal of the other parity is never found, so every board is
// expanded): the textbook search with std::set, std::unordered_set, then an array indexed by
// rank (lesson 01's rank_board, then rank_after_move), then the lesson 03 reference (the model
// answer), then the tuned engine (engines/src/bfs_tuned.cpp); those two run through the algorithm
// table. Before it is timed, every rung is checked to give the reference's path and counters on the
// same boards (SkipWithError if not). Ratios between rows of one run are what to read, not absolute
// times.
//   build/bin/bench_bfs --benchmark_min_time=0.5
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <unordered_set>
#include <vector>

#include "bfs.hpp"
#include "cantor.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"

namespace {

using npuzzle::Board;
using npuzzle::Move;
using npuzzle::SearchResult;
using npuzzle::cantor::Rank;

const Board kStart = npuzzle::parse_board("8 6 7 2 5 4 3 0 1");        // 31 moves from the goal
const Board kUnreachable = npuzzle::parse_board("1 2 3 4 5 6 8 7 0");  // the other parity

// The start and goal pairs every rung must answer as the reference does.
const std::vector<std::pair<Board, Board>> kChecked = {
    {kStart, kUnreachable},
    {kStart, Board::goal()},
    {npuzzle::parse_board("1 2 3 0 8 4 7 6 5"), npuzzle::parse_board("1 0 3 8 2 4 7 6 5")},
    {npuzzle::parse_board("6 2 8 0 1 4 7 3 5"), Board::goal()},
    {Board::goal(), Board::goal()},
};

// Visited sets: insert returns whether the board is new. `rank` is the board's rank where the
// rung keeps one (0 otherwise).
template <class Set>
struct SetOfBoards {
    static constexpr bool kRanked = false;
    Set seen;
    bool insert(const Board& b, Rank) { return seen.insert(b).second; }
};

// One byte per rank, the rank computed from scratch (kIncremental false) or from the parent's.
template <bool kIncremental>
struct ArrayByRank {
    static constexpr bool kRanked = true;
    std::vector<std::uint8_t> seen = std::vector<std::uint8_t>(362880, 0);
    bool insert(const Board&, Rank r) {
        const bool fresh = seen[r] == 0;
        seen[r] = 1;
        return fresh;
    }
};

// The plain textbook BFS the lesson starts from, following the contract like the reference;
// `Visited` decides how boards are remembered.
template <class Visited, bool kIncremental = false>
SearchResult textbook_bfs(const Board& start, const Board& goal) {
    SearchResult result;
    auto& c = result.counters;
    c.iterations = 1;
    c.max_frontier = 1;
    if (start == goal) {
        result.status = npuzzle::SearchStatus::Found;
        return result;
    }
    struct Node {
        Board board;
        Rank rank;
        std::uint32_t parent;
        Move move;
    };
    Visited visited;
    std::vector<Node> queue;
    queue.reserve(181441);
    const Rank start_rank = Visited::kRanked ? npuzzle::cantor::rank_board(start) : 0;
    visited.insert(start, start_rank);
    queue.push_back({start, start_rank, 0, Move::Up});
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const Node node = queue[head];
        ++c.expanded;
        for (Move m : npuzzle::kMoveOrder) {
            if (!node.board.can_move(m)) continue;
            ++c.generated;
            const Board child = node.board.moved(m);
            Rank rank = 0;
            if (Visited::kRanked) {
                rank = kIncremental ? npuzzle::cantor::rank_after_move(node.board, node.rank, m)
                                    : npuzzle::cantor::rank_board(child);
            }
            if (!visited.insert(child, rank)) {
                ++c.duplicates;
                continue;
            }
            if (child == goal) {
                result.status = npuzzle::SearchStatus::Found;
                result.path = {m};
                for (std::size_t at = head; at != 0; at = queue[at].parent) {
                    result.path.push_back(queue[at].move);
                }
                std::reverse(result.path.begin(), result.path.end());
                return result;
            }
            queue.push_back({child, rank, static_cast<std::uint32_t>(head), m});
            c.max_frontier = std::max<std::uint64_t>(c.max_frontier, queue.size() - head - 1);
        }
    }
    result.status = npuzzle::SearchStatus::Failure;
    return result;
}

using Search = std::function<SearchResult(const Board&, const Board&)>;

// Empty when `search` answers every checked pair as the reference does, else what differs.
std::string mismatch(const Search& search) {
    for (const auto& [start, goal] : kChecked) {
        const SearchResult want = npuzzle::bfs::search(start, goal);
        const SearchResult got = search(start, goal);
        const auto& w = want.counters;
        const auto& g = got.counters;
        if (got.status != want.status || got.path != want.path || g.expanded != w.expanded ||
            g.generated != w.generated || g.duplicates != w.duplicates ||
            g.max_frontier != w.max_frontier || g.iterations != w.iterations) {
            return "differs from the reference on " + npuzzle::to_string(start) + " -> " +
                   npuzzle::to_string(goal);
        }
    }
    return {};
}

// Times `search` on the whole-puzzle BFS once it has been checked.
void run_rung(benchmark::State& state, const Search& search) {
    if (const std::string error = mismatch(search); !error.empty()) {
        state.SkipWithError(error.c_str());
        return;
    }
    for (auto _ : state) benchmark::DoNotOptimize(search(kStart, kUnreachable));
}

// Row `name` of the algorithm table on `engine`, with nothing kept between runs; throws
// std::logic_error when the tuned engine is asked and the row has none for the board.
SearchResult on_engine(const char* name, npuzzle::Engine engine, const Board& s, const Board& g) {
    const npuzzle::Algorithm& algo = npuzzle::find_algorithm(name);
    const npuzzle::SearchRequest request = algo.check(s, g, {});
    if (algo.engine_for(engine, s, request) != engine) {
        throw std::logic_error(std::string("the algorithm table has no tuned ") + name);
    }
    npuzzle::SearchCache nothing_kept;
    return algo.run(s, g, request, npuzzle::null_observer(), nothing_kept, engine);
}

SearchResult reference(const Board& s, const Board& g) {
    return on_engine("bfs", npuzzle::Engine::Lesson, s, g);
}
SearchResult tuned(const Board& s, const Board& g) {
    return on_engine("bfs", npuzzle::Engine::Tuned, s, g);
}

void BM_std_set(benchmark::State& state) {
    run_rung(state, textbook_bfs<SetOfBoards<std::set<Board>>>);
}
void BM_hash_set(benchmark::State& state) {
    run_rung(state, textbook_bfs<SetOfBoards<std::unordered_set<Board>>>);
}
void BM_array_by_rank_full(benchmark::State& state) {
    run_rung(state, textbook_bfs<ArrayByRank<false>>);
}
void BM_array_by_rank_incremental(benchmark::State& state) {
    run_rung(state, textbook_bfs<ArrayByRank<true>, true>);
}
void BM_reference_untraced(benchmark::State& state) { run_rung(state, reference); }
void BM_tuned_untraced(benchmark::State& state) { run_rung(state, tuned); }

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

// One hard board solved (31 moves, found near the end of the search).
void BM_reference_hardest_board(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(npuzzle::bfs::search(kStart, Board::goal()));
}

// The table row answers one board from a table it builds first: what a batch pays once.
void run_table(benchmark::State& state, npuzzle::Engine engine) {
    const Board start = npuzzle::parse_board("8 6 7 2 5 4 3 0 1");  // 31 moves
    if (engine == npuzzle::Engine::Tuned &&
        on_engine("table", engine, start, Board::goal()).path !=
            on_engine("table", npuzzle::Engine::Lesson, start, Board::goal()).path) {
        state.SkipWithError("the tuned table's answer differs from the reference's");
        return;
    }
    for (auto _ : state) benchmark::DoNotOptimize(on_engine("table", engine, start, Board::goal()));
}

void BM_reference_distance_table(benchmark::State& state) {
    run_table(state, npuzzle::Engine::Lesson);
}

void BM_tuned_distance_table(benchmark::State& state) { run_table(state, npuzzle::Engine::Tuned); }

}  // namespace

BENCHMARK(BM_std_set)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_hash_set)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_array_by_rank_full)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_array_by_rank_incremental)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_reference_untraced)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_tuned_untraced)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_reference_traced)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_reference_hardest_board)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_reference_distance_table)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_tuned_distance_table)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
