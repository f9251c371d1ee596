// Description: what tracing costs. (1) Writing the DOT of a 10,000-node tree (target: <= 50 ms).
// (2) Each search of the algorithm table on POJ 1077's sample, three ways in the same run:
// untraced (null_observer: the reference takes its path without event code), with an observer
// that wants every event and ignores it (the cost of reporting), and recording a lecture-sized
// tree. Compare the ratios, not the absolute times.
#include <benchmark/benchmark.h>

#include <sstream>
#include <string>

#include "bench_main.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/tracer/dot_writer.hpp"

namespace {

using namespace npuzzle;

// Wants every event, does nothing with it: the price of building and sending events.
class IgnoringObserver final : public SearchObserver {
  public:
    void on_event(const SearchEvent& e) override { benchmark::DoNotOptimize(e.node); }
};

const Board kPojSample = parse_board("2 3 4 1 5 x 7 6 8");

// The first 10,000 nodes of a BFS from the goal towards an unreachable board: a wide, real tree.
SearchTree ten_thousand_nodes() {
    TreeLimits limits;
    limits.max_nodes = 10000;
    TreeRecorder rec(limits);
    find_algorithm("bfs").run(Board::goal(), parse_board("2 1 3 4 5 6 7 8 0"), {}, rec);
    return rec.tree();
}

void write_dot_10k(benchmark::State& state) {
    const SearchTree tree = ten_thousand_nodes();
    std::size_t bytes = 0;
    for (auto _ : state) {
        std::ostringstream out;
        write_dot(out, tree);
        bytes = out.str().size();
        benchmark::DoNotOptimize(bytes);
    }
    state.counters["nodes"] = static_cast<double>(tree.nodes.size());
    state.counters["MB"] = static_cast<double>(bytes) / 1e6;
}
BENCHMARK(write_dot_10k)->Unit(benchmark::kMillisecond);

enum class Mode { Untraced, Ignoring, Recording };

void search(benchmark::State& state, const std::string& algo, Mode mode) {
    const Algorithm& a = find_algorithm(algo);
    std::uint64_t generated = 0;
    for (auto _ : state) {
        IgnoringObserver ignoring;
        TreeRecorder recording;
        SearchObserver& o = mode == Mode::Untraced   ? null_observer()
                            : mode == Mode::Ignoring ? static_cast<SearchObserver&>(ignoring)
                                                     : recording;
        const SearchResult r = a.run(kPojSample, Board::goal(), {}, o);
        generated = r.counters.generated;
        benchmark::DoNotOptimize(r.path.data());
    }
    state.counters["generated"] = static_cast<double>(generated);
}

// Whatever searches the table holds, in its order, but those that report no events.
void register_all() {
    for (const auto& a : npuzzle::algorithms()) {
        if (!a.reports_events || a.name == "dls") continue;  // dls needs a depth limit
        const std::pair<const char*, Mode> modes[] = {{"untraced", Mode::Untraced},
                                                      {"ignoring", Mode::Ignoring},
                                                      {"recording", Mode::Recording}};
        for (const auto& [label, mode] : modes) {
            benchmark::RegisterBenchmark(("search/" + a.name + "/" + label).c_str(), search, a.name,
                                         mode)
                ->Unit(benchmark::kMillisecond);
        }
    }
}

}  // namespace

int main(int argc, char** argv) { return npuzzle::bench::run_benchmarks(argc, argv, register_all); }
