// The log observer: one line per event, levels, and JSON lines that parse.
#include "npuzzle/tracer/log_observer.hpp"

#include <spdlog/sinks/ostream_sink.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catch.hpp"
#include "event_script.hpp"
#include "npuzzle/board_io.hpp"
#include "temporary_folder.hpp"

using namespace npuzzle;
using npuzzle::testing::contains;

namespace {

const Board kStart = parse_board("1 2 3 0 8 4 7 6 5");
const Board kGoal = parse_board("1 0 3 8 2 4 7 6 5");

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// Logs the 2-move BFS to a string, as spdlog's own tests do with an ostream sink.
std::string log_bfs(LogFormat format, spdlog::level::level_enum level) {
    std::ostringstream text;
    auto sink = std::make_shared<spdlog::sinks::ostream_sink_st>(text);
    auto logger = std::make_shared<spdlog::logger>("test", sink);
    logger->set_pattern("%v");
    logger->set_level(level);
    LogObserver log(logger, format);
    npuzzle::testing::bfs_two_moves(log, kStart, kGoal);
    CHECK(log.events() == 1 + 4 + 8 + 2 + 1 + 1);
    return text.str();
}

}  // namespace

TEST_CASE("the text log has one line per event with the board on it", "[tracer]") {
    const auto lines = lines_of(log_bfs(LogFormat::Text, spdlog::level::trace));
    REQUIRE(lines.size() == 17);
    CHECK(lines[0] ==
          "step 1 start bfs node 0 g=0 board 1 2 3 0 8 4 7 6 5 goal 1 0 3 8 2 4 7 6 5 "
          "frontier 0");
    CHECK(lines[2] ==
          "step 3 generate node 1 parent 0 g=1 move u board 0 2 3 1 8 4 7 6 5 "
          "frontier 0");
    CHECK_THAT(lines[15], contains("step 16 goal node 8 parent 3 g=2 move u"));
    CHECK_THAT(lines[16], contains("finish frontier 0 found expanded 4 generated 8 duplicates 2"));
}

TEST_CASE("the level filters events: debug keeps expansions, info the milestones", "[tracer]") {
    CHECK(lines_of(log_bfs(LogFormat::Text, spdlog::level::debug)).size() == 1 + 4 + 1 + 1);
    CHECK(lines_of(log_bfs(LogFormat::Text, spdlog::level::info)).size() == 1 + 1 + 1);
    CHECK(log_level_from_name("debug") == spdlog::level::debug);
    CHECK_THROWS_WITH(log_level_from_name("verbose"), contains("known: trace, debug"));
}

TEST_CASE("every JSON line parses and carries the event's fields", "[tracer]") {
    const auto lines = lines_of(log_bfs(LogFormat::Jsonl, spdlog::level::trace));
    REQUIRE(lines.size() == 17);
    std::vector<nlohmann::json> events;
    for (const auto& line : lines) {
        INFO(line);
        REQUIRE(nlohmann::json::accept(line));
        events.push_back(nlohmann::json::parse(line));
    }
    CHECK(events[0]["event"] == "start");
    CHECK(events[0]["algorithm"] == "bfs");
    CHECK(events[0]["parent"].is_null());
    CHECK(events[2]["move"] == "u");
    CHECK(events[2]["parent"] == 0);
    CHECK(events[2]["board"] == "0 2 3 1 8 4 7 6 5");
    CHECK(events[2]["h"].is_null());
    CHECK(events[16]["counters"]["duplicates"] == 2);
    CHECK(events[16]["found"] == true);
}

TEST_CASE("JSON lines stay valid whatever the algorithm is called", "[tracer]") {
    SearchEvent e;
    e.kind = EventKind::Start;
    e.node = 0;
    e.algorithm = "say \"hi\"\n\\ \x01";
    const std::string line = event_json(e, 1);
    CHECK(line.find('\n') == std::string::npos);
    REQUIRE(nlohmann::json::accept(line));
    CHECK(nlohmann::json::parse(line)["algorithm"] == "say \"hi\"\n\\ \x01");
}

TEST_CASE("a log file that cannot be opened is a clear error", "[tracer]") {
    CHECK_THROWS_WITH(make_trace_logger({"/dev/null/trace.log"}, LogFormat::Text),
                      contains("cannot write the log '/dev/null/trace.log'"));
}

TEST_CASE("a log in a missing folder is refused, and the folder is not created", "[tracer]") {
    const npuzzle::testing::TemporaryFolder scratch("npuzzle-log-test");
    const auto missing = scratch / "no-such-folder";
    CHECK_THROWS_WITH(make_trace_logger({(missing / "t.log").string()}, LogFormat::Text),
                      contains("does not exist"));
    CHECK_FALSE(std::filesystem::exists(missing));
}

TEST_CASE("the log stops at its cap with one line that says so", "[tracer]") {
    std::ostringstream text;
    auto logger = std::make_shared<spdlog::logger>(
        "capped", std::make_shared<spdlog::sinks::ostream_sink_st>(text));
    logger->set_pattern("%v");
    logger->set_level(spdlog::level::trace);
    LogObserver log(logger, LogFormat::Jsonl, 1000);
    npuzzle::testing::bfs_two_moves(log, parse_board("1 2 3 0 8 4 7 6 5"),
                                    parse_board("1 0 3 8 2 4 7 6 5"));
    CHECK(log.truncated());
    CHECK(log.events() == 17);  // the search went on
    CHECK(log.lines() < 17);
    CHECK(text.str().size() < 1000 + 200);
    CHECK_THAT(text.str(), contains("\"event\":\"log-truncated\""));
}

TEST_CASE("log levels are spdlog's names", "[tracer]") {
    CHECK(log_level_from_name("debug") == spdlog::level::debug);
    CHECK(log_level_from_name("warn") == spdlog::level::warn);
    CHECK(log_level_from_name("off") == spdlog::level::off);
    CHECK_THROWS_AS(log_level_from_name("loud"), std::invalid_argument);
}
