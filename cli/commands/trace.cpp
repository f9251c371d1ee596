// npuzzle trace BOARD --algo NAME: runs one search of algorithms.hpp with the tracer attached and
// writes its search tree (DOT, SVG, PNG, PDF), its step log (text or JSON lines), frames and the
// HTML player. The tracer reports what happened (which cap cut nodes, what a bound limits); this
// file turns that into the program's words, flags included.
#include <cerrno>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "../cli_support.hpp"
#include "../cli_texts.hpp"
#include "../commands.hpp"
#include "../help_texts.hpp"
#include "../lesson_code.hpp"
#include "../pattern_databases.hpp"
#include "../search_bounds.hpp"
#include "npuzzle/algorithms.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/excerpt.hpp"
#include "npuzzle/language.hpp"
#include "npuzzle/pattern_partitions.hpp"
#include "npuzzle/tracer/dot_writer.hpp"
#include "npuzzle/tracer/frame_writer.hpp"
#include "npuzzle/tracer/heuristic_figure.hpp"
#include "npuzzle/tracer/html_player.hpp"
#include "npuzzle/tracer/log_observer.hpp"
#include "npuzzle/tracer/number_format.hpp"
#include "npuzzle/tracer/render.hpp"
#include "pdb.hpp"

namespace npuzzle::cli {

namespace {

struct TraceArgs {
    BoardArgs boards;
    std::string algo = "bfs";
    SearchOptions options;
    EngineChoice engine;
    std::string dot;
    std::string svg;
    std::string png;
    std::string pdf;
    std::vector<std::string> logs;
    std::string log_format = "text";
    std::string log_level;
    std::uint32_t max_nodes = 300;
    std::optional<int> max_depth;
    std::string path = "full";
    bool explain_heuristic = false;
    std::string iterations = "all";
    std::string frames;
    bool frames_svg = false;
    std::uint32_t max_frames = 100;
    bool no_legend = false;
    bool legend_below = false;
    std::string aspect;
    int dpi = 0;
    double scale = 1;
    std::string html;
    bool present = false;
    std::uint64_t log_max_mb = kDefaultLogBytes >> 20;
};

IterationChoice parse_iterations(const std::string& text) {
    if (text == "all") return IterationChoice::all();
    if (text == "last") return IterationChoice::last();
    try {
        std::size_t used = 0;
        const int k = std::stoi(text, &used);
        if (used == text.size() && k >= 1) return IterationChoice::only(k);
    } catch (const std::logic_error&) {
        // falls through to the message below
    }
    throw std::invalid_argument(fill(say(texts::kBadIterations), {quoted_excerpt(text)}));
}

// "16:9" or "1.78" -> 1.78; "" -> 0 (no wrapping).
double parse_aspect(const std::string& text) {
    if (text.empty()) return 0;
    double w = 0;
    double h = 1;
    char colon = 0;
    std::istringstream in(text);
    in >> w;
    if (in >> colon) in >> h;
    if (!in.fail() && (colon == 0 || colon == ':') && in.eof() && w > 0 && h > 0 && w / h >= 0.1 &&
        w / h <= 10) {
        return w / h;
    }
    throw std::invalid_argument(fill(say(texts::kBadAspect), {text}));
}

// The tracer's plain words with this program's flags in them.
DotLabels cli_labels() {
    DotLabels labels = plain_labels();
    labels.omitted_reason = [](const OmittedNodes& omitted, const TreeLimits& limits) {
        std::string why;
        if (omitted.by_node_cap > 0) why = "--max-nodes " + group_digits(limits.max_nodes);
        if (omitted.by_depth_cap > 0 && limits.max_depth) {
            why += std::string(why.empty() ? "" : ", ") + "--max-depth " +
                   std::to_string(*limits.max_depth);
        }
        return why;
    };
    return labels;
}

// Refuses, before the search runs, an output whose folder is missing: a mistyped path should
// not cost a long search and layout first (and no folder is ever created for it).
void require_folder_of(const std::string& path, const char* option) {
    if (path.empty() || path == "-") return;
    const auto folder = std::filesystem::path(path).parent_path();
    if (!folder.empty() && !std::filesystem::is_directory(folder)) {
        throw std::invalid_argument(fill(say(texts::kNoFolder), {option, path, folder.string()}));
    }
}

void write_text(const std::string& path, const std::string& text) {
    if (path == "-") {
        std::cout << text;
        return;
    }
    std::ofstream out(path, std::ios::binary);
    out << text;
    out.flush();
    if (!out) throw io_error::from_errno(fill(say(texts::kCannotWrite), {path}), errno);
}

void require_output_folders(const TraceArgs& a) {
    const std::pair<const std::string*, const char*> outputs[] = {
        {&a.dot, "--dot"}, {&a.svg, "--svg"},   {&a.png, "--png"},
        {&a.pdf, "--pdf"}, {&a.html, "--html"}, {&a.frames, "--frames"}};
    for (const auto& [path, option] : outputs) require_folder_of(*path, option);
    for (const auto& target : a.logs) require_folder_of(target, "--log");
}

DotOptions dot_options(const TraceArgs& a) {
    DotOptions options;
    options.aspect = parse_aspect(a.aspect);
    options.style.labels = cli_labels();
    options.legend = !a.no_legend;
    options.legend_below = a.legend_below;
    options.legend_language = language();
    if (a.path == "elide") options.path_depth = a.max_depth;
    if (a.options.depth_limit >= 0) {
        options.subtitle = "--depth-limit " + std::to_string(a.options.depth_limit);
    }
    if (!a.options.heuristic.empty()) {
        options.subtitle += (options.subtitle.empty() ? "" : "  ") + std::string("--heuristic ") +
                            a.options.heuristic;
    }
    return options;
}

// Refused before dot lays the tree out: past a few thousand nodes that takes minutes.
void refuse_illegible_png(const SearchTree& t, const DotOptions& options, int dpi) {
    const LayoutEstimate size = estimate_layout(t, options);
    if (png_dpi_for(size.width, size.height, dpi) != 0) return;
    throw input_error(texts::kPngTooLarge,
                      {std::to_string(std::lround(size.width)),
                       std::to_string(std::lround(size.height)), group_digits(t.nodes.size())});
}

void report(const TraceArgs& a, const SearchResult& r, const SearchTree& t,
            const std::optional<FramesWritten>& frames, const std::optional<LogObserver>& log) {
    const Language lang = language();
    std::cerr << fill(texts::kTraceDrawn.in(lang),
                      {a.algo, std::string(status_name(r.status, lang)),
                       std::to_string(t.nodes.size()), group_digits(t.created)});
    if (t.omitted.by_node_cap > 0) std::cerr << texts::kTraceMoreNodes.in(lang);
    if (t.omitted.by_depth_cap > 0 && a.max_depth) {
        std::cerr << fill(texts::kTraceDepthCut.in(lang), {std::to_string(*a.max_depth)});
    }
    std::cerr << '\n';
    if (!a.aspect.empty() && !t.iterative() && !drawn_left_to_right(t, dot_options(a))) {
        std::cerr << fill(texts::kTraceAspectIgnored.in(lang), {a.algo}) << '\n';
    }
    for (const std::string* path : {&a.dot, &a.svg, &a.png, &a.pdf, &a.html}) {
        if (!path->empty() && *path != "-") {
            std::cerr << fill(texts::kTraceWrote.in(lang), {*path}) << '\n';
        }
    }
    if (frames) {
        std::cerr << fill(texts::kTraceFrames.in(lang),
                          {std::to_string(frames->written), a.frames});
        if (frames->skipped > 0) {
            std::cerr << fill(texts::kTraceFramesSkipped.in(lang), {group_digits(frames->skipped)});
        }
        std::cerr << '\n';
    }
    if (!log) return;
    for (const auto& target : a.logs) {
        std::cerr << fill(texts::kTraceLogWritten.in(lang),
                          {group_digits(log->events()), group_digits(log->lines()),
                           target == "-" ? say(texts::kStandardError) : target})
                  << '\n';
    }
    if (log->truncated()) {
        std::cerr << fill(texts::kTraceLogCapped.in(lang),
                          {std::to_string(a.log_max_mb), group_digits(log->lines())})
                  << '\n';
    }
}

// --explain-heuristic: how the pattern databases read the start board (lesson 07), drawn to
// the same outputs as a tree; no search runs.
int explain_heuristic(const TraceArgs& a, const Board& start, const Board& goal) {
    if (!names_pattern_databases(a.options.heuristic)) {
        throw input_error(texts::kExplainNeedsPdb, {partition_names_by_shape()});
    }
    const PatternPartition& partition = find_partition(a.options.heuristic);
    const PatternDatabasesChoice chosen{&partition, partition.tiles(goal)};
    require_output_folders(a);
    SearchCache cache(disk_database_source());
    std::vector<PatternReading> parts;
    for (const auto& db : cache.pattern_databases(goal, chosen)) {
        std::vector<int> cells;
        for (int tile : db.tiles) {
            for (int cell = 0; cell < start.cell_count(); ++cell) {
                if (start.at(cell) == tile) cells.push_back(cell);
            }
        }
        parts.push_back(
            {db.tiles, lesson_code([&] { return pdb::rank_placement(cells, start.cell_count()); }),
             db.moves.size(), lesson_code([&] { return pdb::lookup(db, start); })});
    }
    const std::string dot = heuristic_dot(start, std::string(partition.name), parts);
    const bool image = !a.svg.empty() || !a.png.empty() || !a.pdf.empty();
    if (!a.dot.empty() || !image) write_text(a.dot.empty() ? "-" : a.dot, dot);
    const std::pair<const std::string*, ImageFormat> images[] = {
        {&a.svg, ImageFormat::Svg}, {&a.png, ImageFormat::Png}, {&a.pdf, ImageFormat::Pdf}};
    for (const auto& [path, format] : images) {
        if (!path->empty()) render_dot(dot, format, *path);
    }
    return kSuccess;
}

// Without --max-depth, an elided path keeps its first moves: enough to see the search's
// choices at the root, few enough for a 19-move path to fit a slide.
constexpr int kElidedPathDepth = 2;

int trace(TraceArgs a, const Board& start, const Board& goal) {
    refuse_unread_heuristic(find_algorithm(a.algo), a.options);  // before any file is written
    if (a.path == "elide" && !a.max_depth) a.max_depth = kElidedPathDepth;
    if (a.options.depth_limit >= 0) {
        LimitNotes notes(std::cerr);
        a.options.depth_limit = notes.lowered(a.options.depth_limit, start, "--depth-limit");
    }
    TreeLimits limits;
    limits.max_nodes = a.max_nodes;
    limits.max_depth = a.max_depth;
    limits.iterations = parse_iterations(a.iterations);
    require_output_folders(a);
    DotOptions options = dot_options(a);
    TreeRecorder recorder(limits);
    PlayerRecorder player(recorder);
    std::optional<LogObserver> log;
    if (!a.logs.empty()) {
        const LogFormat format = log_format_from_name(a.log_format, language());
        auto level = a.log_level.empty() ? std::nullopt : std::optional<std::string>(a.log_level);
        log.emplace(make_trace_logger(a.logs, format, level, language()), format,
                    a.log_max_mb << 20, language());
    }
    std::vector<SearchObserver*> observers{&player};
    if (log) observers.push_back(&*log);
    TeeObserver tee(observers);
    // A search that needs a node budget (bfs past bfs::kMaxCells cells) stops where the drawing
    // stops.
    const Algorithm& algo = find_algorithm(a.algo);
    NodeBudget budget(a.max_nodes, tee);
    const bool bounded = algo.needs_node_budget(start);
    SearchCache cache(disk_database_source());
    const SearchRequest request = algo.check(start, goal, a.options);
    prepare_pattern_databases(cache, algo, start, goal, request, a.engine.engine(), true);
    SearchResult r;
    bool stopped = false;
    try {
        r = lesson_code([&] {
            return algo.run(start, goal, request,
                            bounded ? static_cast<SearchObserver&>(budget) : tee, cache,
                            a.engine.engine());
        });
    } catch (const BudgetReached&) {
        stopped = true;
        r.status = SearchStatus::CutOff;
    }
    if (r.found()) recorder.mark_path(r.path);

    if (const auto& chosen = request.heuristic.databases) {
        const auto databases = cache.pattern_databases(goal, *chosen);
        options.heuristic_parts = [databases](const Board& board) {
            std::vector<int> parts;
            for (const auto& db : databases) {
                parts.push_back(lesson_code([&] { return pdb::lookup(db, board); }));
            }
            return parts;
        };
    }
    const SearchTree& t = recorder.tree();
    const std::string dot = to_dot(t, options);
    const bool image = !a.svg.empty() || !a.png.empty() || !a.pdf.empty();
    if (!a.dot.empty() || (!image && a.logs.empty() && a.frames.empty() && a.html.empty())) {
        write_text(a.dot.empty() ? "-" : a.dot, dot);
    }
    RenderOptions render;
    render.dpi = a.dpi > 0 ? a.dpi : static_cast<int>(std::lround(kPngDpi * a.scale));
    if (!a.png.empty()) refuse_illegible_png(t, options, render.dpi);
    // The cap holds per iteration: a long IDDFS keeps thousands of nodes in all.
    if (image && t.nodes.size() > 3000) {
        std::cerr << fill(say(texts::kTraceLayingOut), {group_digits(t.nodes.size())}) << '\n';
    }
    const std::pair<const std::string*, ImageFormat> images[] = {
        {&a.svg, ImageFormat::Svg}, {&a.png, ImageFormat::Png}, {&a.pdf, ImageFormat::Pdf}};
    for (const auto& [path, format] : images) {
        if (!path->empty()) render_dot(dot, format, *path, render);
    }
    std::optional<FramesWritten> frames;
    if (!a.frames.empty()) {
        frames = write_frames(t, FrameOptions{a.frames, a.max_frames, a.frames_svg}, options);
    }
    if (!a.html.empty()) {
        PlayerOptions html;
        html.code = std::string(linked_impl()) == "student" ? "your code (--impl student)"
                                                            : "reference code";
        html.options_text = options.subtitle;
        html.frontier = algo.frontier;
        html.aspect = options.aspect;
        html.present = a.present;
        write_player(a.html, player, html);
    }
    report(a, r, t, frames, log);
    if (stopped) {
        std::cerr << fill(say(texts::kTraceStoppedAtMaxNodes),
                          {a.algo, group_digits(a.max_nodes), std::to_string(start.width()),
                           std::to_string(start.height())})
                  << '\n';
    }
    return r.found() ? kSuccess : kNegative;
}

}  // namespace

void add_trace_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("trace", say(texts::kTraceCommand));
    auto a = std::make_shared<TraceArgs>();
    a->boards.add_options(*cmd, texts::kNoBoardOneLine);
    // A search that answers from a precomputed table reports no events: it is not offered.
    cmd->add_option("--algo", a->algo, say(texts::kTraceAlgo))
        ->check(one_of(traceable_algorithm_names()));
    cmd->add_option("--depth-limit", a->options.depth_limit, say(texts::kTraceDepthLimit))
        ->check(whole_number("20"));
    cmd->add_option("--heuristic", a->options.heuristic, heuristic_help())
        ->check(heuristic_check());
    add_engine_option(*cmd, a->engine);
    cmd->add_option("--dot", a->dot, say(texts::kDotOption));
    cmd->add_option("--svg", a->svg, say(texts::kSvgOption));
    cmd->add_option("--png", a->png, say(texts::kPngOption));
    cmd->add_option("--pdf", a->pdf, say(texts::kPdfOption));
    cmd->add_option("--log", a->logs, say(texts::kLogOption));
    cmd->add_option("--log-format", a->log_format, say(texts::kLogFormatOption))
        ->check(CLI::IsMember({"text", "jsonl"}));
    cmd->add_option("--log-level", a->log_level, say(texts::kLogLevelOption))
        ->check(CLI::IsMember({"trace", "debug", "info", "warn", "error", "critical", "off"}));
    cmd->add_option("--log-max-mb", a->log_max_mb, say(texts::kLogMaxOption))
        ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 20));
    cmd->add_option("--max-nodes", a->max_nodes, say(texts::kMaxNodesOption))
        ->check(CLI::Range(1U, 1000000U));
    cmd->add_option("--max-depth", a->max_depth, say(texts::kMaxDepthOption))
        ->check(whole_number("6"));
    cmd->add_option("--path", a->path, say(texts::kPathOption))
        ->check(CLI::IsMember({"full", "elide"}));
    cmd->add_flag("--explain-heuristic", a->explain_heuristic, say(texts::kExplainHeuristicOption));
    cmd->add_option("--iterations,--iteration", a->iterations, say(texts::kIterationsOption));
    cmd->add_option("--frames", a->frames, say(texts::kFramesOption));
    cmd->add_flag("--frames-svg", a->frames_svg, say(texts::kFramesSvgOption));
    cmd->add_option("--max-frames", a->max_frames, say(texts::kMaxFramesOption));
    cmd->add_flag("--no-legend", a->no_legend, say(texts::kNoLegendOption));
    cmd->add_flag("--legend-below", a->legend_below, say(texts::kLegendBelowOption));
    cmd->add_option("--aspect", a->aspect, say(texts::kAspectOption));
    cmd->add_option("--dpi", a->dpi, say(texts::kDpiOption))
        ->check(CLI::Range(kMinPngDpi, kMaxPngDpi));
    cmd->add_option("--scale", a->scale, say(texts::kScaleOption))->check(CLI::Range(0.75, 6.0));
    cmd->add_option("--html", a->html, say(texts::kHtmlOption));
    cmd->add_flag("--present", a->present, say(texts::kPresentOption));
    cmd->callback([&exit_code, a] {
        int boards = 0;
        exit_code = a->boards.for_each(std::cin, [&](const Board& start, const Board& goal) {
            if (++boards > 1) {
                std::cerr << fill(say(texts::kTraceOneBoard), {std::to_string(boards)}) << '\n';
                return static_cast<int>(kBadInput);
            }
            // RenderError is an io_error: main() exits 4
            return a->explain_heuristic ? explain_heuristic(*a, start, goal)
                                        : trace(*a, start, goal);
        });
    });
}

}  // namespace npuzzle::cli
