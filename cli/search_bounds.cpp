#include "search_bounds.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

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
    throw std::invalid_argument("no board is " + std::to_string(width) + "x" +
                                std::to_string(height));
}

}  // namespace npuzzle::cli
