#include "call_limits.hpp"

#include <algorithm>
#include <cstdlib>

#include "npuzzle/judge/client.hpp"

namespace npuzzle::judge {

namespace {

thread_local double call_seconds_override = 0;
thread_local double call_wall_seconds_override = 0;
thread_local std::uint64_t counted_events_limit = 0;  // CountedEvents: 0 when none lives

}  // namespace

double env_number(const char* name, double fallback) {
    const char* text = std::getenv(name);
    if (!text || !*text) return fallback;
    char* end = nullptr;
    const double v = std::strtod(text, &end);
    return (end && *end == '\0' && v > 0) ? v : fallback;
}

double call_seconds() {
    static const double configured = env_number("NPUZZLE_CALL_SECONDS", 10);
    return call_seconds_override > 0 ? call_seconds_override : configured;
}

double call_wall_seconds() {
    if (call_wall_seconds_override > 0) return call_wall_seconds_override;
    static const double configured = env_number("NPUZZLE_CALL_WALL_SECONDS", 0);
    return configured > 0 ? std::max(configured, call_seconds()) : 10 * call_seconds();
}

std::uint64_t counted_events_budget() { return counted_events_limit; }

CallDeadline::CallDeadline(double seconds, double wall_seconds)
    : previous_(call_seconds_override), previous_wall_(call_wall_seconds_override) {
    call_seconds_override = seconds;
    call_wall_seconds_override = wall_seconds > 0 ? std::max(wall_seconds, seconds) : 0;
}

CallDeadline::~CallDeadline() {
    call_seconds_override = previous_;
    call_wall_seconds_override = previous_wall_;
}

CountedEvents::CountedEvents(std::uint64_t budget) : previous_(counted_events_limit) {
    counted_events_limit = budget;
}

CountedEvents::~CountedEvents() { counted_events_limit = previous_; }

}  // namespace npuzzle::judge
