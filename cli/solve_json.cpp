#include "solve_json.hpp"

#include <sstream>

#include "npuzzle/board_io.hpp"

namespace npuzzle::cli {

std::string solve_json_line(const Board& start, const Board& goal, const std::string& algo,
                            const SearchResult& r) {
    const SearchCounters& c = r.counters;
    std::ostringstream out;
    // Boards, moves and names hold only digits, letters, spaces and '-': nothing to escape.
    out << "{\"board\":\"" << to_string(start) << "\",\"goal\":\"" << to_string(goal)
        << "\",\"algorithm\":\"" << algo << "\",\"status\":\"" << to_string(r.status) << '"';
    if (r.found()) out << ",\"moves\":\"" << to_string(r.path) << "\",\"length\":" << r.path.size();
    out << ",\"expanded\":" << c.expanded << ",\"generated\":" << c.generated
        << ",\"duplicates\":" << c.duplicates << ",\"max_frontier\":" << c.max_frontier
        << ",\"iterations\":" << c.iterations << '}';
    return out.str();
}

}  // namespace npuzzle::cli
