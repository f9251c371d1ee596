#include "npuzzle/heuristics.hpp"

#include <array>
#include <stdexcept>

#include "algorithm_texts.hpp"
#include "astar.hpp"
#include "idastar.hpp"

namespace npuzzle {

namespace {

int zero(const Board& board, const Board& goal) {
    return astar::evaluate(astar::Heuristic::Zero, board, goal);
}

}  // namespace

int gaschnig(const Board& board, const Board& goal) {
    require_same_shape(board, goal);
    const int cells = board.cell_count();
    std::array<int, Board::kMaxCells> tile_at{};  // the board as the swaps change it
    std::array<int, Board::kMaxCells> cell_of{};  // where each tile is now
    int misplaced = 0;
    for (int cell = 0; cell < cells; ++cell) {
        tile_at[cell] = board.at(cell);
        cell_of[tile_at[cell]] = cell;
        if (tile_at[cell] != 0 && tile_at[cell] != goal.at(cell)) ++misplaced;
    }
    int swaps = 0;
    for (int blank = board.blank(); misplaced > 0; ++swaps) {
        int from = 0;  // the cell of the tile the blank swaps with
        if (blank == goal.blank()) {
            // Any misplaced tile will do: each ends in its goal cell one swap after it is reached.
            while (tile_at[from] == 0 || tile_at[from] == goal.at(from)) ++from;
        } else {
            from = cell_of[goal.at(blank)];  // the tile that belongs where the blank is goes home
            --misplaced;
        }
        tile_at[blank] = tile_at[from];
        cell_of[tile_at[blank]] = blank;
        tile_at[from] = 0;
        blank = from;
    }
    return swaps;
}

const std::vector<HeuristicInfo>& heuristics() {
    static const std::vector<HeuristicInfo> all = {
        {.name = "zero",
         .description = {"0 everywhere: A* then orders by g alone, like a BFS (lesson 05)",
                         "处处为 0：A* 于是只按 g 排序，和 BFS 一样（第 05 课）"},
         .astar = true,
         .compare_max_cells = 0,  // its row would repeat BFS's
         .value = zero},
        {.name = "misplaced",
         .description = {"tiles not in their goal cell (lessons 05 and 06)",
                         "不在目标格子里的数码个数（第 05、06 课）"},
         .astar = true,
         .idastar = true,
         .compare_max_cells = 9,
         .value = astar::misplaced_tiles},
        {.name = "manhattan",
         .description = {"the sum of each tile's rows and columns to its goal cell (lessons 05 "
                         "and 06)",
                         "每个数码到其目标格子的行数与列数之和（第 05、06 课）"},
         .astar = true,
         .idastar = true,
         .is_default = true,
         .value = astar::manhattan},
        {.name = "linear-conflict",
         .description =
             {"Manhattan + 2 for each tile that must leave its row or column to let "
              "another pass (lesson 06)",
              "曼哈顿距离，再为每个必须离开所在行或列、给别的数码让路的数码加 2（第 06 课）"},
         .idastar = true,
         .value = idastar::linear_conflict},
        {.name = "gaschnig",
         .description = {"the swaps left if any tile could swap with the blank (Gaschnig 1979): "
                         "between misplaced tiles and Manhattan",
                         "假如任何数码都能与空格交换，还需交换几次（Gaschnig "
                         "1979）：介于错位数码数与曼哈顿距离之间"},
         .astar = true,
         .idastar = true,
         .compare_max_cells = 9,
         .value = gaschnig},
    };
    return all;
}

const HeuristicInfo& default_heuristic() {
    for (const HeuristicInfo& h : heuristics()) {
        if (h.is_default) return h;
    }
    throw std::logic_error("the registry of heuristics names no default");
}

const HeuristicInfo* find_heuristic(std::string_view name) {
    for (const HeuristicInfo& h : heuristics()) {
        if (h.name == name) return &h;
    }
    return nullptr;
}

std::string heuristic_names(bool HeuristicInfo::*field) {
    std::string names;
    for (const HeuristicInfo& h : heuristics()) {
        if (h.*field) names.append(names.empty() ? "" : ", ").append(h.name);
    }
    return names;
}

std::vector<std::string> heuristic_names() {
    std::vector<std::string> names;
    for (const HeuristicInfo& h : heuristics()) names.emplace_back(h.name);
    return names;
}

std::string heuristics_help(Language language) {
    using namespace algorithm_texts;
    std::string help;
    for (const HeuristicInfo& h : heuristics()) {
        const std::string searches = h.astar && h.idastar ? "astar, idastar"
                                     : h.astar            ? "astar"
                                                          : "idastar";
        if (!help.empty()) help += language == Language::chinese ? "；" : "; ";
        const Text& line = h.is_default ? kDefaultHeuristicLine : kHeuristicLine;
        help += fill(line.in(language),
                     {std::string(h.name), searches, std::string(h.description.in(language))});
    }
    return help;
}

}  // namespace npuzzle
