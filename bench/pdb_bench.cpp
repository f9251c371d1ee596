// Description: lesson 07's additive pattern databases on Korf's 100 15-puzzle instances
// (bench/korf100.txt), with the reference lessons: the build of a partition's databases
// (`build/...`, once, wall time), then IDA* with their sum on every instance (`korf100/...`) or on
// three easy ones (`korf_small/...`, the CI's smoke run). The databases are built for Korf's goal
// (the blank first), with the kit's named partitions (pattern_partitions.hpp, turned to that
// corner). Every answer's length is checked against the file's
// optimum and its path replayed to the goal. Counters: nodes generated (each child made, as
// Korf and Felner count them) in all and per instance, and the build's seconds. Rows `_tuned`
// run engines/src/pdb_tuned.cpp (checked against the reference first), `_tuned_reflect` with the
// reflection lookup (Korf and Felner 2002: the larger of the board's and its mirror's sums);
// `end_to_end/...` times the whole job: the tuned build, then the 100 shared among the cores.
// Usage: build/bin/bench_pdb [--benchmark_filter=...]; korf100/pdb:6-6-3 takes about 20 s with
// the build, korf100/pdb:5-5-5 about a minute; NPUZZLE_PDB_78=1 adds korf100/pdb:7-8.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "bench_main.hpp"
#include "korf100.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/engines/pdb_tuned.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "pdb.hpp"

namespace {

using npuzzle::Board;
using npuzzle::SearchResult;

using npuzzle::bench::Instance;
using npuzzle::bench::korf_goal;
using npuzzle::bench::pick;

// The file's path comes from CMake, as a compiler cache may make __FILE__ relative.
std::vector<Instance> load_korf() { return npuzzle::bench::load_korf100(NPUZZLE_KORF100); }

struct Built {
    std::vector<npuzzle::pdb::PatternDatabase> databases;
    double seconds = 0;  // wall time of the build
};

// A partition's databases for Korf's goal, built on first use and kept for the run.
const Built& databases(const std::string& partition) {
    static std::map<std::string, Built> built;
    auto found = built.find(partition);
    if (found != built.end()) return found->second;
    Built b;
    const auto started = std::chrono::steady_clock::now();
    for (const auto& tiles : npuzzle::partition_tiles(partition, korf_goal())) {
        b.databases.push_back(npuzzle::pdb::build(korf_goal(), tiles));
    }
    b.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return built.emplace(partition, std::move(b)).first->second;
}

void build(benchmark::State& state, const std::string& partition) {
    double entries = 0;
    for (auto _ : state) {
        entries = 0;
        for (const auto& tiles : npuzzle::partition_tiles(partition, korf_goal())) {
            const auto db = npuzzle::pdb::build(korf_goal(), tiles);
            entries += static_cast<double>(db.moves.size());
        }
    }
    state.counters["entries"] = entries;
}

// Whether `r` solves `inst` optimally (its length is the file's, its moves reach the goal); if
// not, the row ends with an error that names the instance.
bool optimal_or_error(benchmark::State& state, const Instance& inst, const SearchResult& r) {
    if (r.found() && static_cast<int>(r.path.size()) == inst.optimum &&
        npuzzle::apply_path(inst.board, r.path) == korf_goal()) {
        return true;
    }
    state.SkipWithError(("wrong answer on instance " + std::to_string(inst.id) + ": " +
                         std::to_string(r.path.size()) + " moves, optimum " +
                         std::to_string(inst.optimum))
                            .c_str());
    return false;
}

// The counters every row reports.
void report(benchmark::State& state, std::uint64_t generated, std::size_t boards,
            double build_seconds) {
    state.counters["generated"] = static_cast<double>(generated);
    state.counters["gen/instance"] = static_cast<double>(generated) / static_cast<double>(boards);
    state.counters["build_s"] = build_seconds;
    state.counters["boards"] = static_cast<double>(boards);
}

void solve(benchmark::State& state, const std::string& partition,
           const std::vector<Instance>& set) {
    const Built& built = databases(partition);
    std::uint64_t generated = 0;
    for (auto _ : state) {
        generated = 0;
        for (const Instance& inst : set) {
            const auto r = npuzzle::pdb::idastar(inst.board, built.databases);
            if (!optimal_or_error(state, inst, r)) return;
            generated += r.counters.generated;
        }
    }
    report(state, generated, set.size(), built.seconds);
}

// The tuned engine's databases for a partition, built on first use (a thread per database).
struct BuiltTuned {
    npuzzle::engines::pdb_tuned::Databases databases;
    double seconds = 0;
};

const BuiltTuned& tuned_databases(const std::string& partition) {
    static std::map<std::string, std::unique_ptr<BuiltTuned>> built;
    auto& slot = built[partition];
    if (!slot) {
        const auto started = std::chrono::steady_clock::now();
        npuzzle::engines::pdb_tuned::Databases dbs(
            korf_goal(), npuzzle::partition_tiles(partition, korf_goal()));
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        slot = std::make_unique<BuiltTuned>(BuiltTuned{std::move(dbs), seconds});
    }
    return *slot;
}

// The tuned engine: without reflection it must give the reference's path and counters on every
// board of `checked` (SkipWithError if not) before it is timed; with reflection, other counters
// and the same optimal lengths.
void solve_tuned(benchmark::State& state, const std::string& partition,
                 const std::vector<Instance>& set, bool reflect,
                 const std::vector<Instance>& checked) {
    const BuiltTuned& built = tuned_databases(partition);
    if (!reflect) {
        for (const Instance& inst : checked) {
            const auto want = npuzzle::pdb::idastar(inst.board, databases(partition).databases);
            const auto got = built.databases.idastar(inst.board);
            if (got.path != want.path || got.counters.generated != want.counters.generated ||
                got.counters.expanded != want.counters.expanded ||
                got.counters.iterations != want.counters.iterations) {
                state.SkipWithError(
                    ("differs from the reference on instance " + std::to_string(inst.id)).c_str());
                return;
            }
        }
    }
    std::uint64_t generated = 0;
    for (auto _ : state) {
        generated = 0;
        for (const Instance& inst : set) {
            const auto r = built.databases.idastar(inst.board, reflect);
            if (!optimal_or_error(state, inst, r)) return;
            generated += r.counters.generated;
        }
    }
    report(state, generated, set.size(), built.seconds);
}

// The whole job, timed from nothing: the tuned databases built (a thread each), then every
// instance solved with reflection, the instances shared among the machine's cores (each thread
// takes the next unsolved one). Wall time of both is the figure lesson 07's goal is set in.
void end_to_end(benchmark::State& state, const std::string& partition,
                const std::vector<Instance>& set) {
    const unsigned threads = std::max(1U, std::thread::hardware_concurrency());
    std::vector<SearchResult> results(set.size());
    double build_seconds = 0;
    for (auto _ : state) {
        const auto started = std::chrono::steady_clock::now();
        const npuzzle::engines::pdb_tuned::Databases dbs(
            korf_goal(), npuzzle::partition_tiles(partition, korf_goal()));
        build_seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        std::atomic<std::size_t> next{0};
        std::vector<std::thread> workers;
        for (unsigned t = 0; t < threads; ++t) {
            workers.emplace_back([&] {
                for (std::size_t i = next++; i < set.size(); i = next++)
                    results[i] = dbs.idastar(set[i].board, true);
            });
        }
        for (std::thread& w : workers) w.join();
    }
    std::uint64_t generated = 0;
    for (std::size_t i = 0; i < set.size(); ++i) {
        if (!optimal_or_error(state, set[i], results[i])) return;
        generated += results[i].counters.generated;
    }
    report(state, generated, set.size(), build_seconds);
    state.counters["threads"] = threads;
}

void register_all() {
    static const std::vector<Instance> korf = load_korf();
    // Three of the easiest instances: the CI's smoke run, with the 5-5-5 build (about a second).
    static const std::vector<Instance> small = pick(korf, {12, 55, 79});
    for (const std::string partition : {"pdb:5-5-5", "pdb:6-6-3"}) {
        benchmark::RegisterBenchmark(("build/" + partition).c_str(),
                                     [partition](benchmark::State& s) { build(s, partition); })
            ->Unit(benchmark::kSecond)
            ->UseRealTime()
            ->Iterations(1);
        benchmark::RegisterBenchmark(
            ("korf_small/" + partition).c_str(),
            [partition](benchmark::State& s) { solve(s, partition, small); })
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime();
        benchmark::RegisterBenchmark(
            ("korf100/" + partition).c_str(),
            [partition](benchmark::State& s) { solve(s, partition, korf); })
            ->Unit(benchmark::kSecond)
            ->UseRealTime()
            ->Iterations(1);
    }
    // The tuned rungs: checked against the reference on the small set, then timed.
    for (const std::string partition : {"pdb:5-5-5", "pdb:6-6-3"}) {
        for (const bool reflect : {false, true}) {
            const std::string rung = partition + (reflect ? "_tuned_reflect" : "_tuned");
            benchmark::RegisterBenchmark(("korf_small/" + rung).c_str(),
                                         [partition, reflect](benchmark::State& s) {
                                             solve_tuned(s, partition, small, reflect, small);
                                         })
                ->Unit(benchmark::kMillisecond)
                ->UseRealTime();
            benchmark::RegisterBenchmark(("korf100/" + rung).c_str(),
                                         [partition, reflect](benchmark::State& s) {
                                             solve_tuned(s, partition, korf, reflect, small);
                                         })
                ->Unit(benchmark::kSecond)
                ->UseRealTime()
                ->Iterations(1);
        }
    }
    // Lesson 07's goal: Korf's 100 in at most 5 s of wall time on 2 cores, the build included.
    benchmark::RegisterBenchmark("end_to_end/pdb:6-6-3_tuned_reflect",
                                 [](benchmark::State& s) { end_to_end(s, "pdb:6-6-3", korf); })
        ->Unit(benchmark::kSecond)
        ->UseRealTime()
        ->Iterations(1);
    // 7-8: an 8-tile database of 518,918,400 entries, built in minutes and gigabytes: asked for.
    if (npuzzle::bench::environment_asks("NPUZZLE_PDB_78", "1")) {
        benchmark::RegisterBenchmark("korf100/pdb:7-8",
                                     [](benchmark::State& s) { solve(s, "pdb:7-8", korf); })
            ->Unit(benchmark::kSecond)
            ->UseRealTime()
            ->Iterations(1);
    }
}

}  // namespace

int main(int argc, char** argv) { return npuzzle::bench::run_benchmarks(argc, argv, register_all); }
