// npuzzle unrank N... [--size 3x3]: the board whose lexicographic rank is N (lesson 01).
#include <charconv>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "../cli_support.hpp"
#include "../cli_texts.hpp"
#include "../commands.hpp"
#include "../help_texts.hpp"
#include "../lesson_code.hpp"
#include "cantor.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/excerpt.hpp"

namespace npuzzle::cli {

namespace {

cantor::Rank parse_rank(const std::string& text) {
    cantor::Rank r = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, r);
    if (error == std::errc::result_out_of_range) {
        // Not cantor::factorial: the student's may not exist yet, and this is a usage error.
        throw input_error(texts::kRankTooLarge, {excerpt(text)});
    }
    if (text.empty() || error != std::errc() || stop != end) {
        throw input_error(texts::kNotARank, {quoted_excerpt(text)});
    }
    return r;
}

// The number of boards of `shape`, (width*height)!, worked out here rather than by
// cantor::factorial: a rank out of range is the user's mistake, found before the lesson code runs
// (a shape has at most 16 cells, and 16! fits a Rank).
cantor::Rank board_count(const Shape& shape) {
    cantor::Rank count = 1;
    for (int k = 2; k <= shape.width * shape.height; ++k) count *= static_cast<cantor::Rank>(k);
    return count;
}

cantor::Rank rank_of(const std::string& text, const Shape& shape) {
    const cantor::Rank r = parse_rank(text);
    const cantor::Rank count = board_count(shape);
    if (r >= count) {
        throw input_error(texts::kRankOutOfRange,
                          {text, std::to_string(shape.width), std::to_string(shape.height),
                           std::to_string(count - 1)});
    }
    return r;
}

}  // namespace

void add_unrank_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("unrank", say(texts::kUnrankCommand));
    auto ranks = std::make_shared<std::vector<std::string>>();
    auto size = std::make_shared<std::string>("3x3");
    cmd->add_option("rank", *ranks, say(texts::kRanksArg))->required();
    cmd->add_option("--size", *size, say(texts::kUnrankSize));
    cmd->callback([&exit_code, ranks, size] {
        const Shape shape = parse_shape(*size);
        for (const std::string& text : *ranks) {
            const cantor::Rank r = rank_of(text, shape);
            std::cout << to_string(lesson_code([&] {
                return cantor::unrank_board(r, shape.width, shape.height);
            })) << '\n';
        }
        exit_code = kSuccess;
    });
}

}  // namespace npuzzle::cli
