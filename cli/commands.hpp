// Description: one function per subcommand; each adds itself to the app and stores its exit
// code in `exit_code` when it runs. main.cpp lists them.
#pragma once

#include <CLI/CLI.hpp>

namespace npuzzle::cli {

void add_show_command(CLI::App& app, int& exit_code);
void add_rank_command(CLI::App& app, int& exit_code);
void add_unrank_command(CLI::App& app, int& exit_code);
void add_check_command(CLI::App& app, int& exit_code);
void add_solve_command(CLI::App& app, int& exit_code);
void add_trace_command(CLI::App& app, int& exit_code);
void add_compare_command(CLI::App& app, int& exit_code);

}  // namespace npuzzle::cli
