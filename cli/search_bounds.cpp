#include "search_bounds.hpp"

#include <algorithm>
#include <ostream>
#include <stdexcept>

#include "cli_texts.hpp"
#include "lesson_code.hpp"
#include "npuzzle/errors.hpp"
#include "parity.hpp"

namespace npuzzle::cli {

int longest_optimal_solution(int width, int height) {
    struct Radius {
        int short_side;
        int long_side;
        int moves;
    };
    static constexpr Radius kRadii[] = {
        {2, 2, 6},  {2, 3, 21},  {2, 4, 36}, {3, 3, 31}, {2, 5, 55},  {2, 6, 80},
        {3, 4, 53}, {2, 7, 108}, {3, 5, 84}, {4, 4, 80}, {2, 8, 140},
    };
    const int short_side = std::min(width, height);
    const int long_side = std::max(width, height);
    for (const Radius& r : kRadii) {
        if (r.short_side == short_side && r.long_side == long_side) return r.moves;
    }
    throw input_error(texts::kNoSuchShape, {std::to_string(width), std::to_string(height)});
}

bool parity_rules_out(const Board& start, const Board& goal) {
    try {
        return !lesson_code([&] { return parity::is_solvable(start, goal); });
    } catch (const not_implemented&) {
        return false;
    }
}

int LimitNotes::lowered(long long limit, const Board& board, const std::string& option) {
    const int most = longest_optimal_solution(board.width(), board.height());
    if (limit <= most) return static_cast<int>(limit);
    if (noted_.insert({board.width(), board.height()}).second) {
        out_ << fill(say(texts::kLimitLowered),
                     {option, std::to_string(limit), std::to_string(most),
                      std::to_string(board.width()), std::to_string(board.height()),
                      std::to_string(most)})
             << '\n';
    }
    return most;
}

}  // namespace npuzzle::cli
