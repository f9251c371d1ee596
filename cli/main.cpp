// npuzzle: the kit's command-line program. Each subcommand lives in commands/.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "commands.hpp"
#include "npuzzle/errors.hpp"

namespace {

constexpr int kCodeFailed = 3;  // the lesson code threw: not implemented yet, or a bug

// `--impl student` in any position: the run belongs to npuzzle-student, built beside this program
// from the student's lessons (no source is compiled twice into one binary).
bool wants_student(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--impl=student") == 0) return true;
        if (std::strcmp(argv[i], "--impl") == 0 && i + 1 < argc &&
            std::strcmp(argv[i + 1], "student") == 0) {
            return true;
        }
    }
    return false;
}

int run_student_build(char** argv) {
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    const auto student =
        (ec ? std::filesystem::path(argv[0]) : self).parent_path() / "npuzzle-student";
    execv(student.c_str(), argv);
    std::cerr << "npuzzle: cannot run " << student
              << " for --impl student: " << std::strerror(errno)
              << " (build it with ./kit build)\n";
    return npuzzle::cli::kBadInput;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace npuzzle::cli;
    if (wants_student(argc, argv) && std::strcmp(linked_impl(), "student") != 0) {
        return run_student_build(argv);
    }

    CLI::App app{"npuzzle: the 8-puzzle course kit (boards, ranks, solvability, search, tracing)"};
    app.set_version_flag("--version", std::string("npuzzle ") + NPUZZLE_VERSION + " (" +
                                          linked_impl() + " lessons)");
    app.require_subcommand(1);
    app.footer(
        "Boards: \"1 2 3 0 8 4 7 6 5\", \"1 2 3 x 8 4 7 6 5\", 123084765, or one per line on "
        "stdin.\n"
        "Exit codes: 0 success, 1 negative answer (unsolvable, not found), 2 bad input or usage,\n"
        "3 the lesson code failed (not implemented yet, or a bug).");

    add_impl_option(app);
    int exit_code = kSuccess;
    add_show_command(app, exit_code);
    add_rank_command(app, exit_code);
    add_unrank_command(app, exit_code);
    add_check_command(app, exit_code);
    add_solve_command(app, exit_code);
    add_trace_command(app, exit_code);
    add_compare_command(app, exit_code);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? kSuccess : kBadInput;
    } catch (const std::invalid_argument& e) {
        std::cerr << "npuzzle: " << e.what() << '\n';
        return kBadInput;
    } catch (const npuzzle::not_implemented& e) {
        std::cerr << "npuzzle: " << e.what() << '\n';
        return kCodeFailed;
    } catch (const std::exception& e) {
        std::cerr << "npuzzle: error: " << e.what() << '\n';
        return kCodeFailed;
    }
    return exit_code;
}
