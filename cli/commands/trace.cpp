// npuzzle trace BOARD --algo NAME: runs one search of algorithms.hpp with the tracer attached and
// writes its search tree (DOT, SVG, PNG, PDF), its step log (text or JSON lines) and frames.
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "../algorithms.hpp"
#include "../cli_support.hpp"
#include "../commands.hpp"
#include "npuzzle/tracer/dot_writer.hpp"
#include "npuzzle/tracer/frame_writer.hpp"
#include "npuzzle/tracer/log_observer.hpp"
#include "npuzzle/tracer/render.hpp"

namespace npuzzle::cli {

namespace {

struct TraceArgs {
    std::vector<std::string> words;
    std::string size;
    std::string goal;
    std::string algo = "bfs";
    SearchOptions options;
    std::string dot;
    std::string svg;
    std::string png;
    std::string pdf;
    std::vector<std::string> logs;
    std::string log_format = "text";
    std::string log_level;
    std::uint32_t max_nodes = 300;
    int max_depth = -1;
    std::string iterations = "all";
    std::string frames;
    bool frames_svg = false;
    std::uint32_t max_frames = 100;
    bool no_legend = false;
};

// "all" -> 0, "last" -> -1, "3" -> 3 (TreeLimits::iteration).
int parse_iterations(const std::string& text) {
    if (text == "all") return 0;
    if (text == "last") return -1;
    try {
        std::size_t used = 0;
        const int k = std::stoi(text, &used);
        if (used == text.size() && k >= 1) return k;
    } catch (const std::logic_error&) {
        // falls through to the message below
    }
    throw std::invalid_argument("--iterations takes all, last or a number from 1; got '" + text +
                                "'");
}

void write_text(const std::string& path, const std::string& text) {
    if (path == "-") {
        std::cout << text;
        return;
    }
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out) throw std::invalid_argument("cannot write '" + path + "'");
}

int trace(const TraceArgs& a, const Board& start, const Board& goal) {
    TreeLimits limits;
    limits.max_nodes = a.max_nodes;
    limits.max_depth = a.max_depth;
    limits.iteration = parse_iterations(a.iterations);
    TreeRecorder recorder(limits);
    std::optional<FrameWriter> frames;
    if (!a.frames.empty())
        frames.emplace(recorder, FrameOptions{a.frames, a.max_frames, a.frames_svg});
    std::optional<LogObserver> log;
    if (!a.logs.empty()) {
        const LogFormat format = log_format_from_name(a.log_format);
        auto level = a.log_level.empty() ? std::nullopt : std::optional<std::string>(a.log_level);
        log.emplace(make_trace_logger(a.logs, format, level), format);
    }
    std::vector<SearchObserver*> observers{frames ? static_cast<SearchObserver*>(&*frames)
                                                  : &recorder};
    if (log) observers.push_back(&*log);
    TeeObserver tee(observers);

    const SearchResult r = find_algorithm(a.algo).run(start, goal, a.options, tee);
    if (recorder.tree().nodes.empty() && recorder.tree().algorithm.empty()) {
        throw std::invalid_argument("--algo " + a.algo +
                                    " reports no events, so there is nothing to draw: trace a "
                                    "search instead (bfs, dls, iddfs, idastar)");
    }
    if (r.found()) recorder.mark_path(r.path);

    DotOptions options;
    options.legend = !a.no_legend;
    if (a.options.depth_limit >= 0) {
        options.subtitle = "--depth-limit " + std::to_string(a.options.depth_limit);
    }
    if (!a.options.heuristic.empty()) {
        options.subtitle += (options.subtitle.empty() ? "" : "  ") + std::string("--heuristic ") +
                            a.options.heuristic;
    }
    const std::string dot = to_dot(recorder.tree(), options);
    const bool image = !a.svg.empty() || !a.png.empty() || !a.pdf.empty();
    if (!a.dot.empty() || (!image && a.logs.empty() && a.frames.empty())) {
        write_text(a.dot.empty() ? "-" : a.dot, dot);
    }
    const std::pair<const std::string*, ImageFormat> images[] = {
        {&a.svg, ImageFormat::Svg}, {&a.png, ImageFormat::Png}, {&a.pdf, ImageFormat::Pdf}};
    for (const auto& [path, format] : images) {
        if (!path->empty()) render_dot(dot, format, *path);
    }

    const SearchTree& t = recorder.tree();
    std::cerr << "npuzzle: " << a.algo << " " << to_string(r.status) << ", " << t.nodes.size()
              << " of " << group_digits(t.created) << " nodes drawn";
    if (t.omitted > 0) std::cerr << " (raise --max-nodes to draw more)";
    std::cerr << '\n';
    for (const std::string* path : {&a.dot, &a.svg, &a.png, &a.pdf}) {
        if (!path->empty() && *path != "-") std::cerr << "npuzzle: wrote " << *path << '\n';
    }
    if (frames) {
        std::cerr << "npuzzle: wrote " << frames->frames_written() << " frames to " << a.frames;
        if (frames->frames_skipped() > 0) {
            std::cerr << " (" << group_digits(frames->frames_skipped())
                      << " more expansions past --max-frames)";
        }
        std::cerr << '\n';
    }
    if (log) {
        for (const auto& target : a.logs) {
            std::cerr << "npuzzle: log of " << group_digits(log->events()) << " events ("
                      << group_digits(log->lines()) << " lines at this level) written to "
                      << (target == "-" ? std::string("standard error") : target) << '\n';
        }
    }
    return r.found() ? kSuccess : kNegative;
}

}  // namespace

void add_trace_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand(
        "trace", "Trace one search: its tree as DOT/SVG/PNG/PDF, its steps as a log, frames");
    auto a = std::make_shared<TraceArgs>();
    cmd->add_option("board", a->words, "the start board; none: one line of stdin");
    cmd->add_option("--goal", a->goal, "the goal board (default 1 2 3 4 5 6 7 8 0)");
    cmd->add_option("--algo", a->algo, "the search to trace")
        ->check(CLI::IsMember(algorithm_names()));
    cmd->add_option("--depth-limit", a->options.depth_limit,
                    "dls: the depth limit; iddfs: the largest limit tried")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--heuristic", a->options.heuristic,
                    "astar, idastar: manhattan (default), misplaced; astar: zero; idastar: "
                    "linear-conflict");
    cmd->add_option("--dot", a->dot,
                    "write the tree as DOT to FILE (- for stdout, the default "
                    "when nothing else is asked)");
    cmd->add_option("--svg", a->svg, "render the tree to an SVG file (needs Graphviz)");
    cmd->add_option("--png", a->png, "render the tree to a PNG file (refused when illegible)");
    cmd->add_option("--pdf", a->pdf, "render the tree to a PDF file");
    cmd->add_option("--log", a->logs,
                    "log every step to FILE (- for the terminal); may be given twice");
    cmd->add_option("--log-format", a->log_format,
                    "text (default) or jsonl (one JSON object a line)")
        ->check(CLI::IsMember({"text", "jsonl"}));
    cmd->add_option("--log-level", a->log_level,
                    "trace (every event, the default), debug (expansions), info (milestones); "
                    "else $SPDLOG_LEVEL")
        ->check(CLI::IsMember({"trace", "debug", "info", "warn", "error", "critical", "off"}));
    cmd->add_option("--max-nodes", a->max_nodes,
                    "draw at most N nodes, in the order the search made them (default 300)")
        ->check(CLI::Range(1U, 1000000U));
    cmd->add_option("--max-depth", a->max_depth, "draw no node deeper than D")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--iterations,--iteration", a->iterations,
                    "iddfs/idastar: all (default, one cluster each), last, or N (the N-th only)");
    cmd->add_option("--frames", a->frames, "write one DOT per expansion into DIR (frame-0001.dot)");
    cmd->add_flag("--frames-svg", a->frames_svg, "also render each frame to SVG (slow)");
    cmd->add_option("--max-frames", a->max_frames, "at most N frames (default 100)");
    cmd->add_flag("--no-legend", a->no_legend, "leave the legend out");
    add_size_option(*cmd, a->size);
    cmd->callback([&exit_code, a] {
        const std::optional<Board> fixed_goal =
            a->goal.empty() ? std::nullopt
                            : std::optional<Board>(board_from_words({a->goal}, a->size));
        int boards = 0;
        exit_code = for_each_board(a->words, a->size, std::cin, [&](const Board& start) {
            if (++boards > 1) {
                std::cerr << "npuzzle: trace draws one search: give one board (board " << boards
                          << " ignored)\n";
                return static_cast<int>(kBadInput);
            }
            const Board goal =
                fixed_goal ? *fixed_goal : Board::goal(start.width(), start.height());
            if (!start.same_shape(goal)) {
                throw std::invalid_argument("the board is " + std::to_string(start.width()) + "x" +
                                            std::to_string(start.height()) + " but the goal is " +
                                            std::to_string(goal.width()) + "x" +
                                            std::to_string(goal.height()));
            }
            try {
                return trace(*a, start, goal);
            } catch (const RenderError& e) {
                std::cerr << "npuzzle: " << e.what() << '\n';
                return static_cast<int>(kBadInput);
            }
        });
    });
}

}  // namespace npuzzle::cli
