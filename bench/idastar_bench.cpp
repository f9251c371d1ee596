// Description: IDA* speed on the 15-puzzle (Korf's 100 instances, bench/korf100.txt) and on the
// hard 8-puzzle boards (bench/boards/hard27-31.txt), as a ladder: a plain IDA* written the seed
// 001 way (a Board copy per child, Manhattan recomputed from scratch), the lesson 06 reference
// (the model answer, untraced and with an observer that wants events), and the tuned engine
// (engines/src/idastar_tuned.cpp, rows `..._tuned`), both run through the algorithm table. Every
// run checks each answer's length; before it is timed, the seed 001 rung must generate as many
// nodes as the reference and the tuned rung must give the reference's path, counters and iterations
// (SkipWithError if not). Each row reports nodes generated per second of CPU time (`gen/s`); ratios
// between rows of one run hold on a busy machine. Usage: build/bin/bench_idastar
// [--benchmark_filter=...]; NPUZZLE_KORF100=all adds all 100 instances (about 36e9 nodes: minutes).
#include <benchmark/benchmark.h>

#include <climits>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bench_main.hpp"
#include "idastar.hpp"
#include "korf100.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"

namespace {

using npuzzle::Board;
using npuzzle::idastar::Heuristic;

using npuzzle::bench::Instance;
using npuzzle::bench::korf_goal;
using npuzzle::bench::pick;

// From CMake: a compiler cache may make __FILE__ relative to the build folder.
const std::filesystem::path kBenchDir = NPUZZLE_BENCH_DIR;

std::vector<Instance> load_korf() {
    return npuzzle::bench::load_korf100((kBenchDir / "korf100.txt").string());
}

std::vector<Instance> load_poj(const std::string& name) {
    std::ifstream in(kBenchDir / "boards" / name);
    if (!in) throw std::runtime_error("cannot open " + (kBenchDir / "boards" / name).string());
    std::vector<Instance> all;
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty())
            all.push_back({static_cast<int>(all.size()) + 1, -1, npuzzle::parse_board(line)});
    }
    return all;
}

// Korf's instances with the fewest nodes: about 7e7 generated with Manhattan in all.
const std::vector<int> kSubset = {9, 12, 13, 16, 19, 42, 55, 61, 79, 85, 93, 97};
// A smaller set for the slow baselines.
const std::vector<int> kSmall = {12, 55, 79};

// An observer that wants every event and drops it: the cost of the traced path alone.
class QuietObserver final : public npuzzle::SearchObserver {
  public:
    void on_event(const npuzzle::SearchEvent& e) override { benchmark::DoNotOptimize(e.node); }
};

// The seed 001 way, written for comparison: recursion on a Board copy per child, the Manhattan
// distance recomputed for every child, the undoing move skipped. Counts generated nodes.
class PlainIdaStar {
  public:
    explicit PlainIdaStar(const Board& goal) : goal_(goal) {}

    int solve(const Board& start) {
        for (bound_ = npuzzle::astar::manhattan(start, goal_);;) {
            next_ = INT_MAX;
            if (dfs(start, 0, -1)) return depth_;
            bound_ = next_;
        }
    }
    std::uint64_t generated = 0;

  private:
    bool dfs(const Board& b, int g, int prev) {
        const int f = g + npuzzle::astar::manhattan(b, goal_);
        if (f > bound_) {
            next_ = std::min(next_, f);
            return false;
        }
        if (b == goal_) return depth_ = g, true;
        for (npuzzle::Move m : npuzzle::kMoveOrder) {
            if (!b.can_move(m) || static_cast<int>(npuzzle::inverse(m)) == prev) continue;
            ++generated;
            if (dfs(b.moved(m), g + 1, static_cast<int>(m))) return true;
        }
        return false;
    }

    Board goal_;
    int bound_ = 0;
    int next_ = 0;
    int depth_ = 0;
};

void report(benchmark::State& state, std::uint64_t generated, std::size_t boards) {
    state.counters["gen/s"] =
        benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kIsRate);
    state.counters["gen/iter"] =
        benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kAvgIterations);
    state.counters["boards"] = static_cast<double>(boards);
}

using Solver = npuzzle::SearchResult (*)(const Board&, const Board&, Heuristic,
                                         npuzzle::SearchObserver&);

// The idastar row of the algorithm table on one of its engines; throws std::logic_error when the
// tuned engine is asked and the row has none that takes the board and heuristic.
npuzzle::SearchResult on_engine(npuzzle::Engine engine, const Board& start, const Board& goal,
                                Heuristic h, npuzzle::SearchObserver& observer) {
    static const npuzzle::Algorithm& idastar = npuzzle::find_algorithm("idastar");
    const npuzzle::SearchOptions options{.heuristic = std::string(to_string(h))};
    const npuzzle::SearchRequest request = idastar.check(start, goal, options);
    if (idastar.engine_for(engine, start, request) != engine) {
        throw std::logic_error("the algorithm table has no tuned idastar for this board and " +
                               options.heuristic);
    }
    npuzzle::SearchCache one_board;
    return idastar.run(start, goal, request, observer, one_board, engine);
}

npuzzle::SearchResult reference(const Board& start, const Board& goal, Heuristic h,
                                npuzzle::SearchObserver& observer) {
    return on_engine(npuzzle::Engine::Lesson, start, goal, h, observer);
}

npuzzle::SearchResult tuned(const Board& start, const Board& goal, Heuristic h,
                            npuzzle::SearchObserver& observer) {
    return on_engine(npuzzle::Engine::Tuned, start, goal, h, observer);
}

// The reference's answers on a set, computed once per set and heuristic.
const std::vector<npuzzle::SearchResult>& reference_answers(const std::vector<Instance>& set,
                                                            const Board& goal, Heuristic h) {
    static std::map<std::pair<const void*, Heuristic>, std::vector<npuzzle::SearchResult>> cache;
    auto& answers = cache[{&set, h}];
    if (answers.empty()) {
        for (const Instance& inst : set) {
            answers.push_back(npuzzle::idastar::idastar(inst.board, goal, h));
        }
    }
    return answers;
}

// Empty when `solver` gives the reference's path, counters and iterations on every board.
std::string mismatch(Solver solver, const std::vector<Instance>& set, const Board& goal,
                     Heuristic h) {
    const auto& want = reference_answers(set, goal, h);
    for (std::size_t i = 0; i < set.size(); ++i) {
        const auto got = solver(set[i].board, goal, h, npuzzle::null_observer());
        const auto& w = want[i];
        bool same = got.status == w.status && got.path == w.path &&
                    got.counters.expanded == w.counters.expanded &&
                    got.counters.generated == w.counters.generated &&
                    got.counters.max_frontier == w.counters.max_frontier &&
                    got.counters.iterations == w.counters.iterations &&
                    got.iterations.size() == w.iterations.size();
        for (std::size_t k = 0; same && k < w.iterations.size(); ++k) {
            same = got.iterations[k].bound == w.iterations[k].bound &&
                   got.iterations[k].expanded == w.iterations[k].expanded &&
                   got.iterations[k].generated == w.iterations[k].generated;
        }
        if (!same) return "differs from the reference on instance " + std::to_string(set[i].id);
    }
    return {};
}

void run_solver(benchmark::State& state, Solver solver, const std::vector<Instance>& set,
                const Board& goal, Heuristic h, npuzzle::SearchObserver& observer) {
    if (solver != reference) {
        if (const std::string error = mismatch(solver, set, goal, h); !error.empty()) {
            state.SkipWithError(error.c_str());
            return;
        }
    }
    std::uint64_t generated = 0;
    for (auto _ : state) {
        for (const Instance& inst : set) {
            const auto r = solver(inst.board, goal, h, observer);
            if (!r.found() || npuzzle::apply_path(inst.board, r.path) != goal ||
                (inst.optimum >= 0 && static_cast<int>(r.path.size()) != inst.optimum)) {
                state.SkipWithError(
                    ("wrong answer on instance " + std::to_string(inst.id)).c_str());
                return;
            }
            generated += r.counters.generated;
        }
    }
    report(state, generated, set.size());
}

void run_reference(benchmark::State& state, const std::vector<Instance>& set, const Board& goal,
                   Heuristic h, npuzzle::SearchObserver& observer) {
    run_solver(state, reference, set, goal, h, observer);
}

void run_tuned(benchmark::State& state, const std::vector<Instance>& set, const Board& goal,
               Heuristic h) {
    run_solver(state, tuned, set, goal, h, npuzzle::null_observer());
}

void run_plain(benchmark::State& state, const std::vector<Instance>& set, const Board& goal) {
    const auto& want = reference_answers(set, goal, Heuristic::Manhattan);
    for (std::size_t i = 0; i < set.size(); ++i) {
        PlainIdaStar plain(goal);
        const int length = plain.solve(set[i].board);
        if (length != static_cast<int>(want[i].path.size()) ||
            plain.generated != want[i].counters.generated) {
            state.SkipWithError(
                ("differs from the reference on instance " + std::to_string(set[i].id)).c_str());
            return;
        }
    }
    std::uint64_t generated = 0;
    for (auto _ : state) {
        for (const Instance& inst : set) {
            PlainIdaStar plain(goal);
            const int length = plain.solve(inst.board);
            if (inst.optimum >= 0 && length != inst.optimum) {
                state.SkipWithError(
                    ("wrong answer on instance " + std::to_string(inst.id)).c_str());
                return;
            }
            generated += plain.generated;
        }
    }
    report(state, generated, set.size());
}

void register_all() {
    static const std::vector<Instance> korf = load_korf();
    static const std::vector<Instance> subset = pick(korf, kSubset);
    static const std::vector<Instance> small = pick(korf, kSmall);
    static const std::vector<Instance> hard8 = load_poj("hard27-31.txt");
    static QuietObserver quiet;
    auto& null = npuzzle::null_observer();

    benchmark::RegisterBenchmark("korf_subset/manhattan", [&](benchmark::State& s) {
        run_reference(s, subset, korf_goal(), Heuristic::Manhattan, null);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("korf_subset/linear_conflict", [&](benchmark::State& s) {
        run_reference(s, subset, korf_goal(), Heuristic::LinearConflict, null);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("korf_subset/manhattan_tuned", [&](benchmark::State& s) {
        run_tuned(s, subset, korf_goal(), Heuristic::Manhattan);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("korf_subset/linear_conflict_tuned", [&](benchmark::State& s) {
        run_tuned(s, subset, korf_goal(), Heuristic::LinearConflict);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("korf_small/manhattan", [&](benchmark::State& s) {
        run_reference(s, small, korf_goal(), Heuristic::Manhattan, null);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("korf_small/manhattan_tuned", [&](benchmark::State& s) {
        run_tuned(s, small, korf_goal(), Heuristic::Manhattan);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("korf_small/manhattan_traced_baseline", [&](benchmark::State& s) {
        run_reference(s, small, korf_goal(), Heuristic::Manhattan, quiet);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("korf_small/plain_seed001_baseline", [&](benchmark::State& s) {
        run_plain(s, small, korf_goal());
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("hard8/manhattan", [&](benchmark::State& s) {
        run_reference(s, hard8, Board::goal(), Heuristic::Manhattan, null);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("hard8/manhattan_tuned", [&](benchmark::State& s) {
        run_tuned(s, hard8, Board::goal(), Heuristic::Manhattan);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("hard8/linear_conflict", [&](benchmark::State& s) {
        run_reference(s, hard8, Board::goal(), Heuristic::LinearConflict, null);
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("hard8/linear_conflict_tuned", [&](benchmark::State& s) {
        run_tuned(s, hard8, Board::goal(), Heuristic::LinearConflict);
    })->Unit(benchmark::kMillisecond);
    if (npuzzle::bench::environment_asks("NPUZZLE_KORF100", "all")) {
        benchmark::RegisterBenchmark("korf100/manhattan",
                                     [&](benchmark::State& s) {
                                         run_reference(s, korf, korf_goal(), Heuristic::Manhattan,
                                                       null);
                                     })
            ->Unit(benchmark::kSecond)
            ->Iterations(1);
    }
}

}  // namespace

int main(int argc, char** argv) { return npuzzle::bench::run_benchmarks(argc, argv, register_all); }
