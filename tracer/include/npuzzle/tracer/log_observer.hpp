// Description: an observer that logs one line per event through spdlog: step, event, node and
// parent, depth, g/h/f where known, the move, the board on one line, the frontier size.
// Two forms: text, and JSON lines (every line a JSON object built with nlohmann-json, since
// spdlog does not escape its message). Levels: start, iteration, goal, finish are info; expand is
// debug; generate, skip-duplicate and cut-off are trace, so a debug level keeps expansions.
// Bounded: past `max_bytes` of lines the log ends with one line that says so (an IDDFS of a
// 31-move board logs 1.87 GB otherwise), and the search goes on unlogged.
#pragma once

#include <spdlog/logger.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/language.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle {

enum class LogFormat { Text, Jsonl };

// "text" or "jsonl"; throws std::invalid_argument otherwise, its message in `language`.
LogFormat log_format_from_name(std::string_view name, Language language = Language::english);

// The level an event is logged at.
spdlog::level::level_enum log_level_of(EventKind kind) noexcept;

// One event as the log writes it; `step` counts events from 1. The text line is in `language`
// (the student's); the JSON line's keys and values are the same in every language.
std::string event_text(const SearchEvent& event, std::uint64_t step,
                       Language language = Language::english);
std::string event_json(const SearchEvent& event, std::uint64_t step);

inline constexpr std::uint64_t kDefaultLogBytes = 200ULL << 20;  // 200 MiB

class LogObserver final : public SearchObserver {
  public:
    // max_bytes: the cap on the text written (0: none); language: the text lines' and the cap's.
    LogObserver(std::shared_ptr<spdlog::logger> logger, LogFormat format,
                std::uint64_t max_bytes = kDefaultLogBytes, Language language = Language::english);

    void on_event(const SearchEvent& event) override;
    // Events seen and lines written (lines skip what the level filters out).
    std::uint64_t events() const noexcept { return step_; }
    std::uint64_t lines() const noexcept { return lines_; }
    // True when the cap was reached: events after `lines()` were not written.
    bool truncated() const noexcept { return truncated_; }

  private:
    std::shared_ptr<spdlog::logger> logger_;
    LogFormat format_;
    Language language_;
    std::uint64_t step_ = 0;
    std::uint64_t lines_ = 0;
    std::uint64_t max_bytes_;
    std::uint64_t bytes_ = 0;
    bool truncated_ = false;
};

// "trace", "debug", "info", "warn", "error", "critical", "off"; throws std::invalid_argument.
spdlog::level::level_enum log_level_from_name(std::string_view name,
                                              Language language = Language::english);

// A logger for a trace. Each target is "-" (standard error, coloured when it is a terminal) or a
// file path (truncated; its folder must exist: none is created). The level is `level` if given,
// else $SPDLOG_LEVEL if set, else trace (every event). Throws std::invalid_argument when a file's
// folder is missing, io_error when the file cannot be opened.
std::shared_ptr<spdlog::logger> make_trace_logger(const std::vector<std::string>& targets,
                                                  LogFormat format,
                                                  std::optional<std::string> level = {},
                                                  Language language = Language::english);

}  // namespace npuzzle
