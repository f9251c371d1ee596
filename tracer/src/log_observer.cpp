#include "npuzzle/tracer/log_observer.hpp"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "log_texts.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/errors.hpp"

namespace npuzzle {

LogFormat log_format_from_name(std::string_view name, Language language) {
    if (name == "text") return LogFormat::Text;
    if (name == "jsonl") return LogFormat::Jsonl;
    throw std::invalid_argument(fill(log_texts::kUnknownFormat.in(language), {std::string(name)}));
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

std::string event_text(const SearchEvent& e, std::uint64_t step, Language language) {
    using namespace log_texts;
    const auto say = [language](const Text& text, std::initializer_list<std::string> values) {
        return fill(text.in(language), values);
    };
    std::string s = say(kStep, {std::to_string(step),
                                std::string(kEventNames[static_cast<int>(e.kind)].in(language))});
    if (e.kind == EventKind::Start) s += " " + std::string(e.algorithm);
    if (e.node != kNoNode) s += say(kNode, {std::to_string(e.node)});
    if (e.parent != kNoNode) s += say(kParent, {std::to_string(e.parent)});
    if (e.kind != EventKind::Finish) {
        s += say(kDepth, {std::to_string(e.depth)});
        if (e.h >= 0) s += " h=" + std::to_string(e.h) + " f=" + std::to_string(e.f());
        if (e.has_move) s += say(kMove, {std::string(1, to_char(e.move))});
        s += say(kBoard, {to_string(e.board)});
    }
    if (e.bound >= 0) s += say(kBound, {std::to_string(e.bound)});
    if (e.goal != nullptr) s += say(kGoal, {to_string(*e.goal)});
    s += say(kFrontier, {std::to_string(e.frontier)});
    if (e.kind == EventKind::Finish) {
        s += (e.found ? kFound : kNotFound).in(language);
        if (e.counters != nullptr) {
            const SearchCounters& c = *e.counters;
            s += say(kCounters, {std::to_string(c.expanded), std::to_string(c.generated),
                                 std::to_string(c.duplicates), std::to_string(c.max_frontier),
                                 std::to_string(c.iterations)});
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
                         std::uint64_t max_bytes, Language language)
    : logger_(std::move(logger)), format_(format), language_(language), max_bytes_(max_bytes) {
    if (!logger_) throw std::invalid_argument("LogObserver needs a logger (got none)");
}

void LogObserver::on_event(const SearchEvent& event) {
    ++step_;
    const auto level = log_level_of(event.kind);
    // Formatting is the cost: skip it for lines the level filters out.
    if (!truncated_ && logger_->should_log(level)) {
        const std::string line = format_ == LogFormat::Jsonl ? event_json(event, step_)
                                                             : event_text(event, step_, language_);
        bytes_ += line.size() + 1;
        if (max_bytes_ > 0 && bytes_ > max_bytes_) {
            truncated_ = true;
            const std::string note = fill(log_texts::kCapReached.in(language_),
                                          {std::to_string(max_bytes_), std::to_string(step_)});
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

spdlog::level::level_enum log_level_from_name(std::string_view name, Language language) {
    // from_str answers `off` for any word it does not know: only a name it gives back counts.
    const auto level = spdlog::level::from_str(std::string(name));
    if (level != spdlog::level::off || name == "off") return level;
    throw std::invalid_argument(fill(log_texts::kUnknownLevel.in(language), {std::string(name)}));
}

std::shared_ptr<spdlog::logger> make_trace_logger(const std::vector<std::string>& targets,
                                                  LogFormat format,
                                                  std::optional<std::string> level,
                                                  Language language) {
    std::vector<spdlog::sink_ptr> sinks;
    for (const auto& target : targets) {
        if (target == "-") {
            sinks.push_back(std::make_shared<spdlog::sinks::stderr_color_sink_st>());
            continue;
        }
        // spdlog would create a missing folder (as root, anywhere): a mistyped path is refused.
        const auto folder = std::filesystem::path(target).parent_path();
        if (!folder.empty() && !std::filesystem::is_directory(folder)) {
            throw std::invalid_argument(
                fill(log_texts::kNoFolder.in(language), {target, folder.string()}));
        }
        try {
            sinks.push_back(std::make_shared<spdlog::sinks::basic_file_sink_st>(target, true));
        } catch (const spdlog::spdlog_ex& e) {
            throw io_error(fill(log_texts::kCannotOpen.in(language), {target, e.what()}));
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
    logger->set_level(level ? log_level_from_name(*level, language) : spdlog::level::trace);
    logger->flush_on(spdlog::level::err);
    return logger;
}

}  // namespace npuzzle
