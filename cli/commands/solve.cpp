// npuzzle solve [BOARD] --algo NAME: solves one board, or one board per line of stdin, with any
// search of algorithms.hpp, and prints one answer per board in the chosen --format.
#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>

#include "../algorithms.hpp"
#include "../cli_support.hpp"
#include "../commands.hpp"

namespace npuzzle::cli {

namespace {

struct SolveArgs {
    std::vector<std::string> words;
    std::string size;
    std::string goal;
    std::string algo = "bfs";
    std::string format = "moves";
    std::string sweep;
    SearchOptions options;
};

// "10..40" -> {10, 40}.
std::pair<int, int> parse_sweep(const std::string& text) {
    const auto dots = text.find("..");
    try {
        if (dots != std::string::npos) {
            std::size_t used_low = 0;
            std::size_t used_high = 0;
            const int low = std::stoi(text.substr(0, dots), &used_low);
            const int high = std::stoi(text.substr(dots + 2), &used_high);
            if (used_low == dots && used_high == text.size() - dots - 2 && 0 <= low &&
                low <= high) {
                return {low, high};
            }
        }
    } catch (const std::logic_error&) {
        // falls through to the message below
    }
    throw std::invalid_argument(
        "--sweep takes LOW..HIGH with 0 <= LOW <= HIGH, e.g. 10..40; got '" + text + "'");
}

int code_of(const SearchResult& r) { return r.found() ? kSuccess : kNegative; }

std::string json_line(const Board& start, const Board& goal, const std::string& algo,
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

// One answer in the chosen format; `first` separates multi-line answers by a blank line.
void print(const SolveArgs& a, const Board& start, const Board& goal, const SearchResult& r,
           bool& first) {
    const bool found = r.found();
    if (a.format == "poj") {
        // POJ 1077 knows only a path or "unsolvable"; a depth-limited miss is said as such.
        std::cout << (found                              ? to_string(r.path)
                      : r.status == SearchStatus::CutOff ? "cut-off"
                                                         : "unsolvable")
                  << '\n';
    } else if (a.format == "json") {
        std::cout << json_line(start, goal, a.algo, r) << '\n';
    } else if (a.format == "boards") {
        if (!first) std::cout << '\n';
        if (!found) {
            std::cout << to_grid(start)
                      << (r.status == SearchStatus::CutOff
                              ? "not found within the depth limit (cut off)\n"
                              : "unsolvable: the goal cannot be reached\n");
        } else {
            Board b = start;
            std::cout << "step 0 (start)\n" << to_grid(b);
            for (std::size_t i = 0; i < r.path.size(); ++i) {
                b.apply(r.path[i]);
                std::cout << "step " << i + 1 << ": blank " << move_name(r.path[i]) << '\n'
                          << to_grid(b);
            }
        }
    } else if (found) {
        std::cout << r.path.size() << (r.path.size() == 1 ? " move: " : " moves: ")
                  << (r.path.empty() ? "none, the start is the goal" : to_string(r.path)) << '\n';
    } else {
        std::cout << (r.status == SearchStatus::CutOff ? "not found within the depth limit"
                                                       : "unsolvable")
                  << '\n';
    }
    first = false;
}

// --algo dls --sweep LOW..HIGH: one row per limit, as in seed 004's table.
int sweep(const SolveArgs& a, const Board& start, const Board& goal) {
    const auto [low, high] = parse_sweep(a.sweep);
    std::cout << "board " << to_string(start) << "\nlimit  status   length  expanded\n";
    int code = kNegative;
    for (int limit = low; limit <= high; ++limit) {
        SearchOptions o = a.options;
        o.depth_limit = limit;
        const SearchResult r = find_algorithm("dls").run(start, goal, o, null_observer());
        std::ostringstream row;
        row.width(5);
        row << limit << "  ";
        row.width(7);
        row << std::left << to_string(r.status) << "  ";
        row.width(6);
        row << (r.found() ? std::to_string(r.path.size()) : "-") << "  " << r.counters.expanded;
        std::cout << row.str() << '\n';
        if (r.found()) code = kSuccess;
    }
    return code;
}

}  // namespace

void add_solve_command(CLI::App& app, int& exit_code) {
    auto* cmd =
        app.add_subcommand("solve", "Solve boards with a search: bfs, table, dls, iddfs, idastar");
    auto a = std::make_shared<SolveArgs>();
    cmd->add_option("board", a->words,
                    "the board, e.g. \"1 2 3 0 8 4 7 6 5\"; none: one per line on stdin");
    cmd->add_option("--goal", a->goal, "the goal board (default 1 2 3 4 5 6 7 8 0)");
    cmd->add_option(
           "--algo", a->algo,
           "the search: " +
               [] {
                   std::string names;
                   for (const auto& n : algorithm_names()) names += (names.empty() ? "" : ", ") + n;
                   return names;
               }())
        ->check(CLI::IsMember(algorithm_names()));
    cmd->add_option("--depth-limit", a->options.depth_limit,
                    "dls: the depth limit; iddfs: the largest limit tried")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--heuristic", a->options.heuristic,
                    "astar, idastar: manhattan (default), misplaced; astar: zero; idastar: "
                    "linear-conflict")
        ->check(CLI::IsMember({"manhattan", "misplaced", "linear-conflict", "zero"}));
    cmd->add_option("--format", a->format,
                    "moves (default), poj (u/d/l/r or unsolvable, POJ 1077), boards (every "
                    "step as a grid), json (one object a line, with counters)")
        ->check(CLI::IsMember({"moves", "poj", "boards", "json"}));
    cmd->add_option("--sweep", a->sweep, "dls: every limit LOW..HIGH, a table of limit -> length");
    add_size_option(*cmd, a->size);
    cmd->callback([&exit_code, a] {
        if (!a->sweep.empty() && a->algo != "dls") {
            throw std::invalid_argument("--sweep goes with --algo dls (it varies the depth limit)");
        }
        const Algorithm& algo = find_algorithm(a->algo);
        const std::optional<Board> fixed_goal =
            a->goal.empty() ? std::nullopt
                            : std::optional<Board>(board_from_words({a->goal}, a->size));
        bool first = true;
        exit_code = for_each_board(a->words, a->size, std::cin, [&](const Board& start) {
            const Board goal =
                fixed_goal ? *fixed_goal : Board::goal(start.width(), start.height());
            if (!start.same_shape(goal)) {
                std::cerr << "npuzzle: board " << to_string(start) << " is " << start.width() << "x"
                          << start.height() << " but the goal is " << goal.width() << "x"
                          << goal.height() << '\n';
                return static_cast<int>(kBadInput);
            }
            if (!a->sweep.empty()) return sweep(*a, start, goal);
            const SearchResult r = algo.run(start, goal, a->options, null_observer());
            print(*a, start, goal, r, first);
            return code_of(r);
        });
    });
}

}  // namespace npuzzle::cli
