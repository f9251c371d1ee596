// npuzzle unrank N... [--size 3x3]: the board whose lexicographic rank is N (lesson 01).
#include <charconv>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "../cli_support.hpp"
#include "../commands.hpp"
#include "cantor.hpp"
#include "npuzzle/excerpt.hpp"

namespace npuzzle::cli {

namespace {

cantor::Rank parse_rank(const std::string& text) {
    cantor::Rank r = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, r);
    if (error == std::errc::result_out_of_range) {
        // Not cantor::factorial: the student's may not exist yet, and this is a usage error.
        throw std::invalid_argument("rank " + excerpt(text) +
                                    " is too large: the largest, 16! - 1 of a 4x4 board, is "
                                    "20922789887999");
    }
    if (text.empty() || error != std::errc() || stop != end) {
        throw std::invalid_argument(quoted_excerpt(text) +
                                    " is not a rank: give a whole number, 0 or more, e.g. 46233");
    }
    return r;
}

}  // namespace

void add_unrank_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand(
        "unrank",
        "Print the board with a given lexicographic rank, the inverse of rank (lesson 01)");
    auto ranks = std::make_shared<std::vector<std::string>>();
    auto size = std::make_shared<std::string>("3x3");
    cmd->add_option("rank", *ranks, "one or more ranks, e.g. 46233")->required();
    cmd->add_option("--size", *size, "board shape WxH (default 3x3)");
    cmd->callback([&exit_code, ranks, size] {
        const Shape shape = parse_shape(*size);
        for (const std::string& text : *ranks) {
            std::cout << to_string(
                             cantor::unrank_board(parse_rank(text), shape.width, shape.height))
                      << '\n';
        }
        exit_code = kSuccess;
    });
}

}  // namespace npuzzle::cli
