// Description: the tests' own replay of a search's path: it says in words what is wrong with a
// path (the step that would move the blank off the board, or the board where it ends instead of
// the goal), where replaying with the core's apply_path would stop the test with an exception.
// Time: O(path length).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "catch.hpp"
#include "npuzzle/board.hpp"
#include "npuzzle/board_io.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"
#include "words.hpp"

namespace npuzzle::testing {

// What is wrong with `path` as a way from `start` to `goal`, in words; empty when it is one.
inline std::string path_fault(const Board& start, const std::vector<Move>& path,
                              const Board& goal) {
    Board b = start;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (!b.can_move(path[i])) {
            return NPUZZLE_WORDS(
                "move " << i + 1 << " of " << path.size() << " (" << move_name(path[i])
                        << ") would move the blank off the board " << to_string(b),
                "共 " << path.size() << " 步中的第 " << i + 1 << " 步（" << move_name(path[i])
                      << "）会把空格移出棋盘，当时的局面是 " << to_string(b));
        }
        b.apply(path[i]);
    }
    if (b != goal) {
        return NPUZZLE_WORDS("the " << path.size() << " moves end at " << to_string(b)
                                    << ", not at the goal " << to_string(goal),
                             "这 " << path.size() << " 步走完停在 " << to_string(b)
                                   << "，而不是目标局面 " << to_string(goal));
    }
    return "";
}

namespace detail {

inline void check_found(const SearchResult& result, const Board& start, const Board& goal,
                        int moves, bool at_most) {
    const std::string fault = path_fault(start, result.path, goal);
    NPUZZLE_INFO("from " << to_string(start) << " to " << to_string(goal) << ": expected "
                         << to_string(SearchStatus::Found) << " with "
                         << (at_most ? "at most " : "") << moves
                         << " moves that end at the goal; got " << to_string(result.status)
                         << " with " << result.path.size() << " moves: " << to_string(result.path)
                         << (fault.empty() ? "" : "; ") << fault,
                 "从 " << to_string(start) << " 到 " << to_string(goal) << "：应返回 "
                       << to_string(SearchStatus::Found) << "，路径 " << (at_most ? "至多 " : "")
                       << moves << " 步且终点是目标局面；实际返回 " << to_string(result.status)
                       << "，路径 " << result.path.size() << " 步：" << to_string(result.path)
                       << (fault.empty() ? "" : "；") << fault);
    REQUIRE(result.status == SearchStatus::Found);
    CHECK(fault.empty());
    if (at_most) {
        CHECK(result.path.size() <= static_cast<std::size_t>(moves));
    } else {
        CHECK(result.path.size() == static_cast<std::size_t>(moves));
    }
}

}  // namespace detail

// Checks that `result` is Found with a legal path from `start` to `goal` of `optimum` moves.
inline void check_optimal(const SearchResult& result, const Board& start, const Board& goal,
                          int optimum) {
    detail::check_found(result, start, goal, optimum, false);
}

// Checks that `result` is Found with a legal path from `start` to `goal` of at most `at_most`
// moves (a depth-limited search need not find the shortest).
inline void check_found_within(const SearchResult& result, const Board& start, const Board& goal,
                               int at_most) {
    detail::check_found(result, start, goal, at_most, true);
}

}  // namespace npuzzle::testing
