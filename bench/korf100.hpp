// Description: the boards the benchmarks time, read from bench/: Korf's 100 15-puzzle instances
// (korf100.txt, "id optimum 16 tiles" a line, '#' comments) and their goal, the blank first.
#pragma once

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/board_io.hpp"

namespace npuzzle::bench {

struct Instance {
    int id = 0;
    int optimum = -1;  // -1: not known (checked against the reference instead)
    Board board;
};

inline std::vector<Instance> load_korf100(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::vector<Instance> all;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream words(line);
        Instance inst;
        words >> inst.id >> inst.optimum;
        std::string rest;
        std::getline(words, rest);
        inst.board = parse_board(rest);
        all.push_back(inst);
    }
    return all;
}

// The instances of `all` whose ids are in `ids`, in the file's order.
inline std::vector<Instance> pick(const std::vector<Instance>& all, const std::vector<int>& ids) {
    std::vector<Instance> out;
    for (const Instance& i : all) {
        for (int id : ids) {
            if (i.id == id) out.push_back(i);
        }
    }
    return out;
}

// Korf's goal: 0 1 2 ... 15.
inline const Board& korf_goal() {
    static const Board goal = parse_board("0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
    return goal;
}

}  // namespace npuzzle::bench
