// npuzzle solve [BOARD] --algo NAME: solves one board, or one board per line of stdin, with any
// search of algorithms.hpp, and prints one answer per board in the chosen --format.
// Nothing a user asks for runs for hours in silence: parity answers "unsolvable" before any
// search, depth limits and sweeps stop at the longest optimal solution of the board's shape, and
// searches that can still be long report their progress on stderr. A batch's boards are searched
// on several threads (--jobs, cli/ordered_jobs.hpp), each answer said in its line's place.
#include <algorithm>
#include <charconv>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <utility>

#include "../cli_support.hpp"
#include "../cli_texts.hpp"
#include "../commands.hpp"
#include "../help_texts.hpp"
#include "../lesson_code.hpp"
#include "../ordered_jobs.hpp"
#include "../pattern_databases.hpp"
#include "../progress.hpp"
#include "../search_bounds.hpp"
#include "../solve_json.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/excerpt.hpp"
#include "npuzzle/language.hpp"
#include "npuzzle/tracer/number_format.hpp"

namespace npuzzle::cli {

namespace {

struct SolveArgs {
    BoardArgs boards;
    std::string algo = "bfs";
    std::string format = "moves";
    std::string sweep;
    EngineChoice engine;
    SearchOptions options;
    int jobs = 0;  // 0: jobs_for's default
};

constexpr unsigned kMostJobs = 64;

// The threads a batch's searches take: --jobs (at most kMostJobs), else one a core for boards read
// from stdin. A sweep's rows come one at a time; the student's lessons may keep state between
// calls, so they run on one thread unless --jobs says otherwise.
int jobs_for(const SolveArgs& a) {
    if (a.jobs > 0) return static_cast<int>(std::min(static_cast<unsigned>(a.jobs), kMostJobs));
    if (!a.boards.words.empty() || !a.sweep.empty()) return 1;
    if (std::string_view(linked_impl()) != "reference") return 1;
    return static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1U, kMostJobs));
}

struct Sweep {
    long long low = 0;
    long long high = 0;  // may exceed any int: it is lowered to the shape's bound before use
};

// "10..40" -> {10, 40}.
Sweep parse_sweep(const std::string& text) {
    const auto dots = text.find("..");
    auto number = [&](std::size_t from, std::size_t to, long long& value) {
        const char* end = text.data() + to;
        const auto [stop, error] = std::from_chars(text.data() + from, end, value);
        return from < to && stop == end && error == std::errc();
    };
    Sweep s;
    if (dots != std::string::npos && number(0, dots, s.low) &&
        number(dots + 2, text.size(), s.high) && 0 <= s.low && s.low <= s.high) {
        return s;
    }
    throw std::invalid_argument(fill(say(texts::kBadSweep), {quoted_excerpt(text)}));
}

// What can take long reports progress: any search on a board above 3x3 (minutes for idastar,
// hours for dls and iddfs), and dls and iddfs on 3x3 (a few seconds near limit 31: limit 30 cuts
// off after 33 million expansions). Counting nodes takes a search's traced path, several times
// slower, so only the searches that take a depth limit (dls, iddfs) count above 3x3; the others
// report the time. bfs, table and idastar on 3x3 end within a second and keep the untraced path;
// a sweep prints each row as it is known. A search that needs_node_budget (bfs past
// bfs::kMaxCells cells) also stops at kNodeBudget (throws BudgetReached). `engine`: as
// Algorithm::run. What the search throws is the lesson code's failure (lesson_code.hpp).
SearchResult run_search(const Algorithm& algo, const Board& start, const Board& goal,
                        const SearchRequest& request, SearchCache& cache, Engine engine) {
    const bool above_3x3 = start.cell_count() > 9;
    if (!above_3x3 && !algo.takes_depth_limit) {
        return lesson_code(
            [&] { return algo.run(start, goal, request, null_observer(), cache, engine); });
    }
    ProgressReport progress(algo.name, above_3x3 && algo.takes_depth_limit, std::cerr);
    if (algo.needs_node_budget(start)) {
        NodeBudget budget(kNodeBudget, progress.observer());
        return lesson_code([&] { return algo.run(start, goal, request, budget, cache, engine); });
    }
    return lesson_code(
        [&] { return algo.run(start, goal, request, progress.observer(), cache, engine); });
}

// Said when run_search stopped a search at kNodeBudget.
void say_budget_reached(const Algorithm& algo, const Board& start, const BudgetReached& stop) {
    std::cerr << fill(say(texts::kBudgetReached),
                      {algo.name, group_digits(stop.budget), to_string(start),
                       std::to_string(start.width()), std::to_string(start.height())})
              << '\n';
}

int code_of(const SearchResult& r) { return r.found() ? kSuccess : kNegative; }

// "17 moves: rrulldrdrulurdldr", in the reader's language.
std::string moves_line(const std::vector<Move>& path, Language lang) {
    if (path.empty()) return std::string(texts::kNoMoves.in(lang));
    if (path.size() == 1) return fill(texts::kOneMove.in(lang), {to_string(path)});
    return fill(texts::kMoves.in(lang), {std::to_string(path.size()), to_string(path)});
}

// Why no path came back: the depth limit cut the search off, or the goal cannot be reached.
std::string_view not_found(SearchStatus status, const Text& cut_off, const Text& unsolvable,
                           Language lang) {
    return (status == SearchStatus::CutOff ? cut_off : unsolvable).in(lang);
}

// One answer in the chosen format; `first` separates multi-line answers by a blank line.
void print(const SolveArgs& a, const Board& start, const Board& goal, const SearchResult& r,
           bool& first) {
    const bool found = r.found();
    const Language lang = language();
    if (a.format == "poj") {
        // POJ 1077 knows only a path or "unsolvable"; a depth-limited miss is said as such.
        std::cout << (found                              ? to_string(r.path)
                      : r.status == SearchStatus::CutOff ? "cut-off"
                                                         : "unsolvable")
                  << '\n';
    } else if (a.format == "json") {
        std::cout << solve_json_line(start, goal, a.algo, r) << '\n';
    } else if (a.format == "boards") {
        if (!first) std::cout << '\n';
        if (!found) {
            std::cout << to_grid(start)
                      << not_found(r.status, texts::kCutOffBoards, texts::kUnsolvableBoards, lang)
                      << '\n';
        } else {
            Board b = start;
            std::cout << texts::kStepStart.in(lang) << '\n' << to_grid(b);
            for (std::size_t i = 0; i < r.path.size(); ++i) {
                b.apply(r.path[i]);
                std::cout << fill(texts::kStep.in(lang),
                                  {std::to_string(i + 1), std::string(move_name(r.path[i], lang))})
                          << '\n'
                          << to_grid(b);
            }
        }
    } else if (found) {
        std::cout << moves_line(r.path, lang) << '\n';
    } else {
        std::cout << not_found(r.status, texts::kCutOff, texts::kUnsolvable, lang) << '\n';
    }
    first = false;
}

// --algo dls --sweep LOW..HIGH: one row per limit, as in seed 004's table, each printed as soon as
// it is known. The limits stop at the longest optimal solution of the shape.
int sweep(const SolveArgs& a, const Sweep& range, const Board& start, const Board& goal,
          LimitNotes& notes, SearchCache& cache) {
    const int most = longest_optimal_solution(start.width(), start.height());
    if (range.low > most) {
        std::cerr << fill(say(texts::kSweepAboveMost),
                          {a.sweep, std::to_string(most), std::to_string(start.width()),
                           std::to_string(start.height())})
                  << '\n';
        return kBadInput;
    }
    const int high = notes.lowered(range.high, start, "--sweep's HIGH");
    const Language lang = language();
    std::cout << fill(texts::kSweepBoard.in(lang), {to_string(start)}) << '\n'
              << texts::kSweepHeading.in(lang) << '\n';
    int code = kNegative;
    const Algorithm& dls = find_algorithm("dls");
    for (int limit = static_cast<int>(range.low); limit <= high; ++limit) {
        SearchOptions o = a.options;
        o.depth_limit = limit;
        const SearchResult r =
            run_search(dls, start, goal, dls.check(start, goal, o), cache, a.engine.engine());
        std::ostringstream row;
        row.width(5);
        row << limit << "  ";
        row << pad_right(status_name(r.status, lang), 7) << "  " << std::left;
        row.width(6);
        row << (r.found() ? std::to_string(r.path.size()) : "-") << "  " << r.counters.expanded;
        std::cout << row.str() << std::endl;
        if (r.found()) code = kSuccess;
    }
    return code;
}

// "bfs, table, ...": every search of the table, in teaching order, for --help.
std::string listed_algorithm_names() {
    std::string names;
    for (const auto& n : algorithm_names()) names += (names.empty() ? "" : ", ") + n;
    return names;
}

// Options that the chosen search would ignore are refused: a silent no-op misleads.
void check_options_apply(const SolveArgs& a) {
    const Algorithm& algo = find_algorithm(a.algo);
    if (!a.sweep.empty() && a.algo != "dls") {
        throw std::invalid_argument(say(texts::kSweepNeedsDls));
    }
    if (!a.sweep.empty() && a.options.depth_limit >= 0) {
        throw std::invalid_argument(say(texts::kSweepWithLimit));
    }
    refuse_unread_heuristic(algo, a.options);
    if (a.options.depth_limit >= 0 && !algo.takes_depth_limit) {
        throw std::invalid_argument(
            fill(say(texts::kDepthLimitNotTaken),
                 {algorithm_names_where(&Algorithm::takes_depth_limit, language()), a.algo}));
    }
}

// A batch of boards (the one given, or one a line of stdin), each answered in its line's place:
// the searches run on the threads of `jobs_`, which says the answers in the order they came.
class BatchSolver {
  public:
    explicit BatchSolver(const SolveArgs& a)
        : a_(a),
          algo_(find_algorithm(a.algo)),
          range_(a.sweep.empty() ? std::nullopt : std::optional<Sweep>(parse_sweep(a.sweep))),
          notes_(std::cerr),
          cache_(disk_database_source()),
          jobs_(jobs_for(a)) {}

    // Answers one board, or queues its search; returns the exit code of what it said now (a
    // sweep's table); the queued searches' come with worst().
    int solve(const Board& start, const Board& goal) {
        if (range_) return sweep_board(start, goal);
        // The request is the user's: checked before any lesson code runs.
        SearchRequest request = algo_.check(start, goal, a_.options);
        if (parity_rules_out(start, goal)) {
            submit_answer(start, goal, SearchResult{});  // Failure, nothing searched
            return kSuccess;
        }
        if (request.depth_limit >= 0) {
            request.depth_limit = notes_.lowered(request.depth_limit, start, "--depth-limit");
        }
        // The first search of a new goal runs alone: what it makes in the cache (a distance
        // table, pattern databases) is then only read by the searches beside it.
        const bool alone = ready_goal_ != goal;
        if (alone) jobs_.finish();
        prepare_pattern_databases(cache_, algo_, start, goal, request, a_.engine.engine(),
                                  algo_.takes_depth_limit);
        jobs_.submit([this, start, goal, request]() -> OrderedJobs::Say {
            try {
                return answer(start, goal,
                              run_search(algo_, start, goal, request, cache_, a_.engine.engine()));
            } catch (const BudgetReached& stop) {
                return [this, start, stop] {
                    say_budget_reached(algo_, start, stop);
                    worst_ = std::max(worst_, static_cast<int>(kNegative));
                };
            }
        });
        if (alone) {
            jobs_.finish();
            ready_goal_ = goal;
        }
        return kSuccess;
    }

    // Waits until every queued search is answered.
    void wait() { jobs_.finish(); }

    // The exit code the searches' answers call for, once all are said.
    int worst() {
        jobs_.finish();
        return worst_;
    }

  private:
    // A sweep's rows come one at a time, on this thread: nothing is ever queued.
    int sweep_board(const Board& start, const Board& goal) {
        if (parity_rules_out(start, goal)) {
            std::cout << fill(texts::kSweepUnsolvable.in(language()), {to_string(start)}) << '\n';
            return kNegative;
        }
        return sweep(a_, *range_, start, goal, notes_, cache_);
    }

    OrderedJobs::Say answer(const Board& start, const Board& goal, SearchResult r) {
        return [this, start, goal, r = std::move(r)] {
            print(a_, start, goal, r, first_);
            worst_ = std::max(worst_, code_of(r));
        };
    }

    void submit_answer(const Board& start, const Board& goal, SearchResult r) {
        jobs_.submit([this, start, goal, r = std::move(r)] { return answer(start, goal, r); });
    }

    const SolveArgs& a_;
    const Algorithm& algo_;
    const std::optional<Sweep> range_;
    LimitNotes notes_;
    SearchCache cache_;     // one goal's distance table or pattern databases serve the whole batch
    bool first_ = true;     // of the answers said, for print's separating blank lines
    int worst_ = kSuccess;  // of the answers said
    std::optional<Board> ready_goal_;  // the goal whose cache a search has made
    OrderedJobs jobs_;                 // last: its destructor waits for the searches above use
};

}  // namespace

void add_solve_command(CLI::App& app, int& exit_code) {
    auto* cmd =
        app.add_subcommand("solve", fill(say(texts::kSolveCommand), {listed_algorithm_names()}));
    auto a = std::make_shared<SolveArgs>();
    a->boards.add_options(*cmd, texts::kNoBoardOnePerLine);
    cmd->add_option("--algo", a->algo, fill(say(texts::kAlgoOption), {listed_algorithm_names()}))
        ->check(one_of(algorithm_names()));
    cmd->add_option("--depth-limit", a->options.depth_limit, say(texts::kDepthLimitOption))
        ->check(whole_number("20"));
    cmd->add_option("--heuristic", a->options.heuristic, heuristic_help())
        ->check(heuristic_check());
    cmd->add_option("--format", a->format, say(texts::kFormatOption))
        ->check(CLI::IsMember({"moves", "poj", "boards", "json"}));
    cmd->add_option("--sweep", a->sweep, say(texts::kSweepOption));
    add_engine_option(*cmd, a->engine);
    cmd->add_option("--jobs", a->jobs, fill(say(texts::kJobsOption), {std::to_string(kMostJobs)}))
        ->check(whole_number("2"));
    cmd->callback([&exit_code, a] {
        check_options_apply(*a);
        BatchSolver solver(*a);
        const int read = a->boards.for_each(
            std::cin,
            [&](const Board& start, const Board& goal) { return solver.solve(start, goal); },
            [&] { solver.wait(); });
        exit_code = std::max(read, solver.worst());
    });
}

}  // namespace npuzzle::cli
