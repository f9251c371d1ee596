#include "npuzzle/tracer/log_observer.hpp"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "npuzzle/board_io.hpp"
#include "npuzzle/errors.hpp"

namespace npuzzle {

LogFormat log_format_from_name(std::string_view name) {
    if (name == "text") return LogFormat::Text;
    if (name == "jsonl") return LogFormat::Jsonl;
    throw std::invalid_argument("unknown log format '" + std::string(name) +
                                "' (known: text, jsonl)");
}

spdlog::level::level_enum log_level_of(EventKind kind) noexcept {
    switch (kind) {
        case EventKind::Expand:
            return spdlog::level::debug;
        case EventKind::Generate:
        case EventKind::SkipDuplicate:
        case EventKind::CutOff:
            return spdlog::level::trace;
        default:
            return spdlog::level::info;
    }
}

std::string event_text(const SearchEvent& e, std::uint64_t step) {
    std::string s = "step " + std::to_string(step) + " " + std::string(to_string(e.kind));
    if (e.kind == EventKind::Start) s += " " + std::string(e.algorithm);
    if (e.node != kNoNode) s += " node " + std::to_string(e.node);
    if (e.parent != kNoNode) s += " parent " + std::to_string(e.parent);
    if (e.kind != EventKind::Finish) {
        s += " g=" + std::to_string(e.depth);
        if (e.h >= 0) s += " h=" + std::to_string(e.h) + " f=" + std::to_string(e.f());
        if (e.has_move) s += std::string(" move ") + to_char(e.move);
        s += " board " + to_string(e.board);
    }
    if (e.bound >= 0) s += " bound " + std::to_string(e.bound);
    if (e.goal != nullptr) s += " goal " + to_string(*e.goal);
    s += " frontier " + std::to_string(e.frontier);
    if (e.kind == EventKind::Finish) {
        s += e.found ? " found" : " not-found";
        if (e.counters != nullptr) {
            const SearchCounters& c = *e.counters;
            s += " expanded " + std::to_string(c.expanded) + " generated " +
                 std::to_string(c.generated) + " duplicates " + std::to_string(c.duplicates) +
                 " max-frontier " + std::to_string(c.max_frontier) + " iterations " +
                 std::to_string(c.iterations);
        }
    }
    return s;
}

std::string event_json(const SearchEvent& e, std::uint64_t step) {
    // ordered_json keeps the fields in the order a reader expects: step and event first.
    nlohmann::ordered_json j;
    j["step"] = step;
    j["event"] = to_string(e.kind);
    if (e.kind == EventKind::Start) j["algorithm"] = std::string(e.algorithm);
    j["node"] = e.node == kNoNode ? nlohmann::ordered_json() : nlohmann::ordered_json(e.node);
    j["parent"] = e.parent == kNoNode ? nlohmann::ordered_json() : nlohmann::ordered_json(e.parent);
    if (e.kind != EventKind::Finish) {
        j["g"] = e.depth;
        j["h"] = e.h >= 0 ? nlohmann::ordered_json(e.h) : nlohmann::ordered_json();
        j["f"] = e.h >= 0 ? nlohmann::ordered_json(e.f()) : nlohmann::ordered_json();
        j["move"] = e.has_move ? nlohmann::ordered_json(std::string(1, to_char(e.move)))
                               : nlohmann::ordered_json();
        j["board"] = to_string(e.board);
    }
    if (e.bound >= 0) j["bound"] = e.bound;
    if (e.goal != nullptr) j["goal"] = to_string(*e.goal);
    j["frontier"] = e.frontier;
    if (e.kind == EventKind::Finish) {
        j["found"] = e.found;
        if (e.counters != nullptr) {
            const SearchCounters& c = *e.counters;
            j["counters"] = {{"expanded", c.expanded},
                             {"generated", c.generated},
                             {"duplicates", c.duplicates},
                             {"max_frontier", c.max_frontier},
                             {"iterations", c.iterations}};
        }
    }
    // Strings come from boards and algorithm names; replace any invalid UTF-8 rather than throw.
    return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

LogObserver::LogObserver(std::shared_ptr<spdlog::logger> logger, LogFormat format,
                         std::uint64_t max_bytes)
    : logger_(std::move(logger)), format_(format), max_bytes_(max_bytes) {
    if (!logger_) throw std::invalid_argument("LogObserver needs a logger (got none)");
}

void LogObserver::on_event(const SearchEvent& event) {
    ++step_;
    const auto level = log_level_of(event.kind);
    // Formatting is the cost: skip it for lines the level filters out.
    if (!truncated_ && logger_->should_log(level)) {
        const std::string line =
            format_ == LogFormat::Jsonl ? event_json(event, step_) : event_text(event, step_);
        bytes_ += line.size() + 1;
        if (max_bytes_ > 0 && bytes_ > max_bytes_) {
            truncated_ = true;
            const std::string note = "log cap of " + std::to_string(max_bytes_) +
                                     " bytes reached at step " + std::to_string(step_) +
                                     ": the rest of the search is not logged";
            logger_->log(spdlog::level::critical,
                         format_ == LogFormat::Jsonl
                             ? nlohmann::ordered_json{{"step", step_},
                                                      {"event", "log-truncated"},
                                                      {"note", note}}
                                   .dump()
                             : note);
            logger_->flush();
        } else {
            logger_->log(level, line);
            ++lines_;
        }
    }
    if (event.kind == EventKind::Finish) logger_->flush();
}

spdlog::level::level_enum log_level_from_name(std::string_view name) {
    // from_str answers `off` for any word it does not know: only a name it gives back counts.
    const auto level = spdlog::level::from_str(std::string(name));
    if (level != spdlog::level::off || name == "off") return level;
    throw std::invalid_argument("unknown log level '" + std::string(name) +
                                "' (known: trace, debug, info, warn, error, critical, off)");
}

std::shared_ptr<spdlog::logger> make_trace_logger(const std::vector<std::string>& targets,
                                                  LogFormat format,
                                                  std::optional<std::string> level) {
    std::vector<spdlog::sink_ptr> sinks;
    for (const auto& target : targets) {
        if (target == "-") {
            sinks.push_back(std::make_shared<spdlog::sinks::stderr_color_sink_st>());
            continue;
        }
        // spdlog would create a missing folder (as root, anywhere): a mistyped path is refused.
        const auto folder = std::filesystem::path(target).parent_path();
        if (!folder.empty() && !std::filesystem::is_directory(folder)) {
            throw std::invalid_argument("cannot write the log '" + target + "': the folder '" +
                                        folder.string() + "' does not exist");
        }
        try {
            sinks.push_back(std::make_shared<spdlog::sinks::basic_file_sink_st>(target, true));
        } catch (const spdlog::spdlog_ex& e) {
            throw io_error("cannot open log file '" + target + "': " + e.what());
        }
    }
    auto logger = std::make_shared<spdlog::logger>("trace", sinks.begin(), sinks.end());
    // JSON lines carry nothing but the object; text lines show the level, coloured on a terminal.
    logger->set_pattern(format == LogFormat::Jsonl ? "%v" : "[%^%l%$] %v");
    if (!level) {
        if (const char* env = std::getenv("SPDLOG_LEVEL"); env != nullptr && *env != '\0') {
            level = env;
        }
    }
    logger->set_level(level ? log_level_from_name(*level) : spdlog::level::trace);
    logger->flush_on(spdlog::level::err);
    return logger;
}

}  // namespace npuzzle
