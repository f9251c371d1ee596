// Description: the browser playground's entry points (embind): the kit's own searches, run from
// the algorithm table's lesson column, answered in the words and formats of `npuzzle solve
// --format json`, `check --explain` and `trace` (--html, --dot, --log-format json). Every answer
// is one JSON text; the page's worker (playground/page/worker.js) parses it.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <spdlog/sinks/ostream_sink.h>

#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>

#include "bfs.hpp"
#include "cantor.hpp"
#include "lesson_code.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/heuristics.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "npuzzle/tracer/dot_writer.hpp"
#include "npuzzle/tracer/frame_writer.hpp"
#include "npuzzle/tracer/html_player.hpp"
#include "npuzzle/tracer/log_observer.hpp"
#include "parity.hpp"
#include "parity_explanation.hpp"
#include "search_bounds.hpp"
#include "solve_json.hpp"

namespace npuzzle::playground {

namespace {

using Json = nlohmann::json;

// What the page asked for, read as `npuzzle solve` reads its arguments (cli_support.cpp).
struct Request {
    Board start;
    Board goal;
    std::string algo;
    SearchOptions options;
};

// A board as the CLI reads one argument (cli_support.cpp's board_from_words on one word).
Board read_board(const std::string& text) { return parse_board(text + ' '); }

Request read_request(const std::string& board, const std::string& goal, const std::string& algo,
                     const std::string& heuristic, int depth_limit) {
    const Board start = read_board(board);
    Request r{start,
              goal.empty() ? Board::goal(start.width(), start.height()) : read_board(goal),
              algo,
              {}};
    if (!r.start.same_shape(r.goal)) {
        throw std::invalid_argument(
            "board " + to_string(r.start) + " is " + std::to_string(r.start.width()) + "x" +
            std::to_string(r.start.height()) + " but the goal is " +
            std::to_string(r.goal.width()) + "x" + std::to_string(r.goal.height()) +
            ": no move changes a board's shape");
    }
    r.options.heuristic = heuristic;
    const Algorithm& a = find_algorithm(algo);
    if (depth_limit >= 0) {
        std::ostringstream ignored;  // the CLI's note on stderr; the answer has no place for it
        r.options.depth_limit = cli::LimitNotes(ignored).lowered(depth_limit, r.start, "");
    }
    a.check(r.start, r.goal, r.options);
    return r;
}

// Tells the page how far a long search has come, every 2^16 events, from inside the search.
class Progress final : public SearchObserver {
  public:
    explicit Progress(SearchObserver& next) : next_(next) {}
    void on_event(const SearchEvent& event) override {
        if (event.kind == EventKind::Expand) ++expanded_;
        if ((++events_ & 0xFFFF) == 0) {
            EM_ASM({ postMessage({progress : {expanded : $0, events : $1}}); },
                   static_cast<double>(expanded_), static_cast<double>(events_));
        }
        next_.on_event(event);
    }

  private:
    SearchObserver& next_;
    std::uint64_t expanded_ = 0;
    std::uint64_t events_ = 0;
};

// An answer the page shows as the CLI's error line, with the CLI's exit code.
std::string error_json(const std::string& message, int exit_code) {
    return Json{{"error", "npuzzle: " + message}, {"exit", exit_code}}.dump();
}

// Runs `answer` and turns what the CLI's main() would report into the page's error answer.
template <class Answer>
std::string answered(Answer&& answer) {
    try {
        return answer();
    } catch (const cli::LessonFailure& e) {
        return error_json(std::string("the lesson code failed: ") + e.what(), 3);
    } catch (const cli::BudgetReached& e) {
        return error_json(std::string(e.what()) + " without reaching the goal: use idastar", 1);
    } catch (const std::invalid_argument& e) {
        return error_json(e.what(), 2);
    } catch (const std::bad_alloc&) {
        return error_json("out of memory (the page's search needs more than the browser gives)", 4);
    } catch (const std::exception& e) {
        return error_json(std::string("the lesson code failed: ") + e.what(), 3);
    }
}

// Runs the request's search as `npuzzle solve --engine lesson` does, through `observer`.
SearchResult run(const Request& r, SearchObserver& observer, SearchCache& cache) {
    const Algorithm& algo = find_algorithm(r.algo);
    if (algo.needs_node_budget(r.start)) {
        cli::NodeBudget budget(cli::kNodeBudget, observer);
        return cli::lesson_code(
            [&] { return algo.run(r.start, r.goal, r.options, budget, cache, Engine::Lesson); });
    }
    return cli::lesson_code(
        [&] { return algo.run(r.start, r.goal, r.options, observer, cache, Engine::Lesson); });
}

// The parity answer of an unsolvable pair, as `solve --format json` and `check --explain` say it.
Json unsolvable_answer(const Request& r, Language language) {
    const SearchResult none;
    return Json{{"result", Json::parse(cli::solve_json_line(r.start, r.goal, r.algo, none))},
                {"explanation", cli::parity_explanation(r.start, r.goal, false, language)},
                {"exit", 1}};
}

Language language_of(const std::string& tag) { return language_from_tag(tag); }

// What the worker keeps from one request to the next, as the CLI keeps it over a batch of boards:
// a partition's databases (pdb:5-5-5 takes seconds to build) and a goal's distance table.
SearchCache& worker_cache() {
    static SearchCache cache;
    return cache;
}

}  // namespace

// {"result": <solve --format json's object>, "exit": 0|1} or {"error", "exit"}; an unsolvable
// pair adds "explanation" (check --explain's lines) and runs no search.
std::string solve(std::string board, std::string goal, std::string algo, std::string heuristic,
                  int depth_limit, std::string language) {
    return answered([&] {
        const Request r = read_request(board, goal, algo, heuristic, depth_limit);
        if (cli::parity_rules_out(r.start, r.goal)) {
            return unsolvable_answer(r, language_of(language)).dump();
        }
        // The untraced path where the CLI takes it (3x3 without a depth limit): timed alike.
        const bool quick = r.start.cell_count() <= 9 && !find_algorithm(algo).takes_depth_limit;
        SearchCache& cache = worker_cache();
        Progress progress(null_observer());
        const SearchResult result =
            run(r, quick ? null_observer() : static_cast<SearchObserver&>(progress), cache);
        return Json{{"result", Json::parse(cli::solve_json_line(r.start, r.goal, algo, result))},
                    {"exit", result.found() ? 0 : 1}}
            .dump();
    });
}

// What `npuzzle trace --engine lesson --max-nodes N --html` writes: {"result", "page" (the
// player), "exit"}, with `files` also "dot" and "log" (--dot, --log-format jsonl), or an error
// answer. The page asks for the files only when they are exported: the DOT of a 1,000-node tree
// is a megabyte, which would cost a new search's first step.
std::string trace(std::string board, std::string goal, std::string algo, std::string heuristic,
                  int depth_limit, int max_nodes, std::string language, bool files) {
    return answered([&] {
        const Request r = read_request(board, goal, algo, heuristic, depth_limit);
        if (cli::parity_rules_out(r.start, r.goal)) {
            return unsolvable_answer(r, language_of(language)).dump();
        }
        TreeLimits limits;
        limits.max_nodes = static_cast<std::uint32_t>(max_nodes);
        TreeRecorder recorder(limits);
        PlayerRecorder player(recorder);
        std::ostringstream log_text;
        auto logger = std::make_shared<spdlog::logger>(
            "trace", std::make_shared<spdlog::sinks::ostream_sink_st>(log_text));
        logger->set_pattern("%v");
        logger->set_level(spdlog::level::trace);
        LogObserver log(logger, LogFormat::Jsonl);
        TeeObserver tee(files ? std::vector<SearchObserver*>{&player, &log}
                              : std::vector<SearchObserver*>{&player});
        Progress progress(tee);
        const Algorithm& a = find_algorithm(algo);
        SearchCache& cache = worker_cache();
        SearchResult result;
        try {
            // As trace: a search that needs a node budget stops where the drawing stops.
            cli::NodeBudget budget(limits.max_nodes, progress);
            result = cli::lesson_code([&] {
                return a.run(
                    r.start, r.goal, r.options,
                    a.needs_node_budget(r.start) ? static_cast<SearchObserver&>(budget) : progress,
                    cache, Engine::Lesson);
            });
        } catch (const cli::BudgetReached&) {
            result.status = SearchStatus::CutOff;
        }
        if (result.found()) recorder.mark_path(result.path);
        DotOptions dot;
        if (r.options.depth_limit >= 0) {
            dot.subtitle = "--depth-limit " + std::to_string(r.options.depth_limit);
        }
        if (!heuristic.empty()) {
            dot.subtitle +=
                (dot.subtitle.empty() ? "" : "  ") + std::string("--heuristic ") + heuristic;
        }
        PlayerOptions html;
        html.options_text = dot.subtitle;
        html.frontier = a.frontier;
        Json answer{{"result", Json::parse(cli::solve_json_line(r.start, r.goal, algo, result))},
                    {"page", player_page(player, html)},
                    {"exit", result.found() ? 0 : 1}};
        if (files) {
            answer["dot"] = to_dot(recorder.tree(), dot);
            answer["log"] = log_text.str();
        }
        return answer.dump(-1, ' ', false, Json::error_handler_t::replace);
    });
}

// A random board at `distance` optimal moves from `goal` (3x3 and smaller: from lesson 03's
// distance table of the goal), or an error answer. {"board"}.
std::string shuffle(std::string goal, int distance, unsigned seed) {
    return answered([&] {
        const Board g = read_board(goal);
        if (g.cell_count() > 9) {
            throw std::invalid_argument("shuffling at a distance takes boards of up to 3x3");
        }
        const bfs::DistanceTable& table = worker_cache().distance_table(g);
        std::vector<cantor::Rank> ranks;
        for (std::size_t i = 0; i < table.distance.size(); ++i) {
            if (table.distance[i] == distance) ranks.push_back(static_cast<cantor::Rank>(i));
        }
        if (ranks.empty()) {
            throw std::invalid_argument("no board is " + std::to_string(distance) + " moves from " +
                                        to_string(g));
        }
        std::mt19937 random(seed);
        const auto pick = std::uniform_int_distribution<std::size_t>(0, ranks.size() - 1)(random);
        return Json{{"board", to_string(cantor::unrank_board(ranks[pick], g.width(), g.height()))},
                    {"count", ranks.size()}}
            .dump();
    });
}

// The searches and the heuristics each takes, for the page's menus: {"bfs": [], ...}.
std::string algorithms() {
    Json table = Json::object();
    for (const std::string& name : algorithm_names()) {
        const Algorithm& a = find_algorithm(name);
        Json heuristics = Json::array();
        if (a.takes_heuristic()) {
            for (const HeuristicInfo& h : npuzzle::heuristics()) {
                if (h.*a.heuristic_column) {
                    heuristics.push_back(
                        {{"name", h.name}, {"default", h.is_default}, {"max_cells", h.max_cells}});
                }
            }
        }
        if (a.takes_pattern_databases) {
            for (const std::string& p : partition_names()) {
                heuristics.push_back({{"name", p}, {"default", false}});  // "pdb:4-4"
            }
        }
        Json row{{"heuristics", heuristics},
                 {"depth_limit", a.takes_depth_limit},
                 {"needs_depth_limit", a.needs_depth_limit},
                 {"events", a.reports_events}};
        table[name] = row;
    }
    return table.dump();
}

}  // namespace npuzzle::playground

EMSCRIPTEN_BINDINGS(npuzzle_playground) {
    emscripten::function("solve", &npuzzle::playground::solve);
    emscripten::function("trace", &npuzzle::playground::trace);
    emscripten::function("shuffle", &npuzzle::playground::shuffle);
    emscripten::function("algorithms", &npuzzle::playground::algorithms);
}
