// Lesson 03's judge asking ahead (judge/lessons/lesson03_calls.cpp) against a worker that refuses
// one board (asked_ahead_worker.cpp): after 1,000 calls with one table the judge asks the worker
// for every board at once; the batch holding the refused board fails, and every call is then
// answered on its own, so the refusal reaches the test at that board's call and nowhere else.
#include "asked_ahead.hpp"

#include <string>
#include <vector>

#include "bfs.hpp"
#include "board_oracle.hpp"
#include "catch.hpp"
#include "npuzzle/judge/client.hpp"

using npuzzle::Board;
using npuzzle::testing::contains;
namespace bfs = npuzzle::bfs;

TEST_CASE("a failed batch asked ahead leaves each call to be answered on its own", "[judge]") {
    const Board goal = Board::goal();
    const bfs::DistanceTable table = bfs::distance_table(goal);
    const npuzzle::testing::Distances& distance = npuzzle::testing::distances_to_goal();
    const Board refused = judge_test::refused_board();
    REQUIRE(distance.count(refused) == 1);
    // 1,500 boards, then the refused one, then 500 more: the judge has asked ahead by then.
    std::vector<Board> boards;
    for (const auto& [board, moves] : distance) {
        if (board == refused) continue;
        if (boards.size() == 1500) boards.push_back(refused);
        boards.push_back(board);
        if (boards.size() == 2001) break;
    }
    int refusals = 0, wrong = 0;
    for (const Board& start : boards) {
        try {
            const npuzzle::SearchResult r = bfs::solve_with_table(table, start);
            wrong += !r.found() || npuzzle::apply_path(start, r.path) != goal ||
                     static_cast<int>(r.path.size()) != distance.at(start);
        } catch (const std::invalid_argument& e) {
            ++refusals;
            CHECK(start == refused);
            CHECK_THAT(e.what(), contains(judge_test::kRefusal));
        }
    }
    CHECK(refusals == 1);
    CHECK(wrong == 0);
    // The worker computed more answers than the test asked for: the judge did ask ahead.
    CHECK(npuzzle::judge::call<int>("calls_made") > static_cast<int>(boards.size()));
}
