// npuzzle show BOARD: the board as a grid, after checking it.
#include <iostream>

#include "../cli_support.hpp"
#include "../cli_texts.hpp"
#include "../commands.hpp"
#include "../help_texts.hpp"

namespace npuzzle::cli {

void add_show_command(CLI::App& app, int& exit_code) {
    auto* cmd = app.add_subcommand("show", say(texts::kShowCommand));
    auto words = std::make_shared<std::vector<std::string>>();
    auto size = std::make_shared<std::string>();
    cmd->add_option("board", *words, fill(say(texts::kBoardArg), {say(texts::kNoBoardOnePerLine)}));
    add_size_option(*cmd, *size);
    cmd->callback([&exit_code, words, size] {
        bool first = true;
        exit_code = for_each_board(*words, *size, std::cin, [&first](const Board& b) {
            if (!first) std::cout << '\n';
            first = false;
            std::cout << to_grid(b);
            return kSuccess;
        });
    });
}

}  // namespace npuzzle::cli
