// npuzzle rank [BOARD] [--explain]: the lexicographic rank of a board (lesson 01), the blank
// counted as 0. --explain prints the digit-by-digit working, as seed 000 does for 2143.
#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "../cli_support.hpp"
#include "../cli_texts.hpp"
#include "../commands.hpp"
#include "../help_texts.hpp"
#include "../lesson_code.hpp"
#include "cantor.hpp"
#include "npuzzle/language.hpp"

namespace npuzzle::cli {

namespace {

// One line per cell (numbered from 0, as the lessons number them): the tile, the later tiles
// smaller than it (its Lehmer digit) and the weight (n-1-i)! that digit gets. The working is
// shown, not trusted: the total printed at the end is the lesson's rank_board, so a wrong
// implementation shows up as a disagreement. In the student's language (npuzzle/language.hpp).
void explain(const Board& b, cantor::Rank rank, Language lang) {
    const std::vector<int> t = b.tiles();
    const int n = static_cast<int>(t.size());
    // The widest weight, (n-1)! = ..., sets the column of the products.
    const cantor::Rank widest = lesson_code([&] { return cantor::factorial(n - 1); });
    const int column =
        static_cast<int>((std::to_string(n - 1) + "! = " + std::to_string(widest)).size()) + 1;
    const std::string_view digit_head = texts::kRankDigit.in(lang);
    const int digit_width = std::max(6, display_width(digit_head));
    std::cout << fill(texts::kRankTitle.in(lang),
                      {to_string(b), std::to_string(b.width()), std::to_string(b.height())})
              << '\n'
              << pad_right(texts::kRankCell.in(lang), 4) << "  "
              << pad_right(texts::kRankTile.in(lang), 4) << "  "
              << pad_right(texts::kRankSmallerAfter.in(lang), 24)
              << pad_left(digit_head, digit_width) << "  x " << pad_right("(n-1-i)!", column)
              << texts::kRankProduct.in(lang) << '\n';
    cantor::Rank sum = 0;
    for (int i = 0; i < n; ++i) {
        std::ostringstream smaller;
        int digit = 0;
        for (int j = i + 1; j < n; ++j) {
            if (t[j] < t[i]) {
                smaller << (digit ? " " : "") << t[j];
                ++digit;
            }
        }
        const cantor::Rank weight = lesson_code([&] { return cantor::factorial(n - 1 - i); });
        sum += static_cast<cantor::Rank>(digit) * weight;
        const std::string weight_text = std::to_string(n - 1 - i) + "! = " + std::to_string(weight);
        std::cout << std::setw(4) << i << std::setw(6) << t[i] << "  " << std::left << std::setw(24)
                  << (digit ? smaller.str() : "-") << std::right << std::setw(digit_width) << digit
                  << "  x " << std::left << std::setw(column) << weight_text << std::right << "= "
                  << static_cast<cantor::Rank>(digit) * weight << '\n';
    }
    std::cout << fill(texts::kRankSum.in(lang), {std::to_string(sum), std::to_string(sum)}) << '\n';
    if (sum != rank)
        std::cout << fill(texts::kRankDisagrees.in(lang), {std::to_string(rank)}) << '\n';
    std::cout << texts::kRank.in(lang);
}

}  // namespace

void add_rank_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("rank", say(texts::kRankCommand));
    auto words = std::make_shared<std::vector<std::string>>();
    auto size = std::make_shared<std::string>();
    auto show_working = std::make_shared<bool>(false);
    cmd->add_option("board", *words, fill(say(texts::kBoardArg), {say(texts::kNoBoardOnePerLine)}));
    add_size_option(*cmd, *size);
    cmd->add_flag("--explain", *show_working, say(texts::kRankExplain));
    cmd->callback([&exit_code, words, size, show_working] {
        exit_code = for_each_board(*words, *size, std::cin, [&](const Board& b) {
            const cantor::Rank r = lesson_code([&] { return cantor::rank_board(b); });
            if (*show_working) explain(b, r, language());
            std::cout << r << '\n';
            return kSuccess;
        });
    });
}

}  // namespace npuzzle::cli
