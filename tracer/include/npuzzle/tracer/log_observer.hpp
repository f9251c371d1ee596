// Description: an observer that logs one line per event through spdlog: step, event, node and
// parent, depth, g/h/f where known, the move, the board on one line, the frontier size.
// Two forms: text, and JSON lines (every line a JSON object built with nlohmann-json, since
// spdlog does not escape its message). Levels: start, iteration, goal, finish are info; expand is
// debug; generate, skip-duplicate and cut-off are trace, so --log-level debug keeps expansions.
#pragma once

#include <spdlog/logger.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle {

enum class LogFormat { Text, Jsonl };

// "text" or "jsonl"; throws std::invalid_argument otherwise.
LogFormat log_format_from_name(std::string_view name);

// The level an event is logged at.
spdlog::level::level_enum log_level_of(EventKind kind) noexcept;

// One event as the log writes it; `step` counts events from 1.
std::string event_text(const SearchEvent& event, std::uint64_t step);
std::string event_json(const SearchEvent& event, std::uint64_t step);

class LogObserver final : public SearchObserver {
  public:
    LogObserver(std::shared_ptr<spdlog::logger> logger, LogFormat format);

    void on_event(const SearchEvent& event) override;
    // Events seen and lines written (lines skip what the level filters out).
    std::uint64_t events() const noexcept { return step_; }
    std::uint64_t lines() const noexcept { return lines_; }

  private:
    std::shared_ptr<spdlog::logger> logger_;
    LogFormat format_;
    std::uint64_t step_ = 0;
    std::uint64_t lines_ = 0;
};

// "trace", "debug", "info", "warn", "error", "critical", "off"; throws std::invalid_argument.
spdlog::level::level_enum log_level_from_name(std::string_view name);

// A logger for a trace. Each target is "-" (standard error, coloured when it is a terminal) or a
// file path (truncated). The level is `level` if given, else $SPDLOG_LEVEL if set, else trace
// (every event). Throws std::invalid_argument when a file cannot be opened.
std::shared_ptr<spdlog::logger> make_trace_logger(const std::vector<std::string>& targets,
                                                  LogFormat format,
                                                  std::optional<std::string> level = {});

}  // namespace npuzzle
