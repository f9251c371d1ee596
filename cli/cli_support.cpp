#include "cli_support.hpp"

#include <iostream>
#include <stdexcept>

namespace npuzzle::cli {

void add_impl_option(CLI::App& app) {
    static std::string ignored;  // main() acts on --impl before parsing
    app.fallthrough();
    app.add_option("--impl", ignored,
                   "whose code runs: reference (default) or student (your lessons/ code)")
        ->check(CLI::IsMember({"reference", "student"}));
}

void add_size_option(CLI::App& command, std::string& size_text) {
    command.add_option("--size", size_text,
                       "board shape WxH (e.g. 2x3); needed only for non-square boards on one line");
}

namespace {

std::optional<Shape> shape_of(const std::string& size_text) {
    if (size_text.empty()) return std::nullopt;
    return parse_shape(size_text);
}

}  // namespace

Board board_from_words(const std::vector<std::string>& words, const std::string& size_text) {
    std::string text;
    for (const auto& w : words) text += w + ' ';
    return parse_board(text, shape_of(size_text));
}

int for_each_board(const std::vector<std::string>& words, const std::string& size_text,
                   std::istream& in, const std::function<int(const Board&)>& handle) {
    if (!words.empty()) return handle(board_from_words(words, size_text));
    const auto shape = shape_of(size_text);
    int worst = kSuccess;
    bool bad_line = false;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        Board board;
        try {
            board = parse_board(line, shape);
        } catch (const std::invalid_argument& e) {
            std::cerr << "npuzzle: line " << number << ": " << e.what() << '\n';
            bad_line = true;
            continue;
        }
        worst = std::max(worst, handle(board));
    }
    return bad_line ? kBadInput : worst;
}

}  // namespace npuzzle::cli
