// npuzzle: the kit's command-line program. Each subcommand lives in commands/.
#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "cli_texts.hpp"
#include "commands.hpp"
#include "exit_code.hpp"
#include "help_texts.hpp"
#include "lesson_code.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/excerpt.hpp"
#include "os.hpp"
#include "parse_errors.hpp"

namespace {

using npuzzle::cli::say;
namespace texts = npuzzle::cli::texts;

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
        (ec ? std::filesystem::path(argv[0]) : self).parent_path() / NPUZZLE_STUDENT_PROGRAM;
    const int status = npuzzle::cli::run_instead(student, argv);
    if (status >= 0) return status;
    std::cerr << npuzzle::fill(say(texts::kCannotRunStudent),
                               {student.string(), std::strerror(errno)})
              << '\n';
    return npuzzle::cli::kIoError;
}

// An argument longer than any board or option needs is refused before CLI11 echoes it whole.
bool arguments_fit(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::size_t length = std::strlen(argv[i]);
        if (length > npuzzle::cli::kMaxLineLength) {
            std::cerr << npuzzle::fill(say(texts::kArgumentTooLong),
                                       {std::to_string(i), std::to_string(length),
                                        std::to_string(npuzzle::cli::kMaxLineLength),
                                        npuzzle::quoted_excerpt(argv[i])})
                      << '\n';
            return false;
        }
    }
    return true;
}

// The first word that is not an option of the program itself (--impl takes a value): the command
// the user meant, when CLI11 found none.
std::string first_word(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--impl") {
            ++i;
        } else if (word.empty() || word[0] != '-') {
            return word;
        }
    }
    return {};
}

std::string command_names(CLI::App& app) {
    std::string names;
    for (const CLI::App* command : app.get_subcommands([](CLI::App*) { return true; })) {
        names += (names.empty() ? "" : ", ") + command->get_name();
    }
    return names;
}

// CLI11's words in a help page (its labels, the groups, -h) in the student's language; set
// before the commands are added, which inherit them.
void speak_help_in_language(CLI::App& app) {
    using namespace npuzzle::cli;
    for (const texts::HelpLabel& label : texts::kHelpLabels) {
        app.get_formatter()->label(label.key, say(label.text));
    }
    app.option_defaults()->group(say(texts::kOptionsGroup));
    app.group(say(texts::kCommandsGroup));
    app.set_help_flag("-h,--help", say(texts::kHelpFlag));
}

// CLI11's usage errors, in the program's voice; help and --version go through CLI11 as usual.
int report_usage_error(CLI::App& app, const CLI::ParseError& e, int argc, char** argv) {
    if (e.get_exit_code() == 0) {
        app.exit(e);
        return npuzzle::cli::kSuccess;
    }
    if (app.get_subcommands().empty()) {
        const std::string word = first_word(argc, argv);
        const std::string what = word.empty() ? say(texts::kNoCommand)
                                              : npuzzle::fill(say(texts::kUnknownCommand),
                                                              {npuzzle::quoted_excerpt(word)});
        std::cerr << npuzzle::fill(say(texts::kCommandsAre), {what, command_names(app)}) << '\n';
        return npuzzle::cli::kBadInput;
    }
    std::cerr << "npuzzle: "
              << npuzzle::excerpt(npuzzle::cli::parse_error_in(e.what(), npuzzle::cli::language()),
                                  300)
              << '\n'
              << say(texts::kRunWithHelp) << '\n';
    return npuzzle::cli::kBadInput;
}

// Everything the commands printed reached standard output, or the run failed (a full disk, a
// closed pipe): an answer that was not written is not a success.
int flush_output(int code) {
    if (std::cout.flush()) return code;
    std::cerr << npuzzle::fill(say(texts::kCannotWriteOutput), {std::strerror(errno)}) << '\n';
    return npuzzle::cli::kIoError;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace npuzzle::cli;
    if (wants_student(argc, argv) && std::strcmp(linked_impl(), "student") != 0) {
        return run_student_build(argv);
    }
    if (!arguments_fit(argc, argv)) return kBadInput;

    CLI::App app{say(texts::kProgram)};
    speak_help_in_language(app);
    app.set_version_flag(
        "--version", std::string("npuzzle ") + NPUZZLE_VERSION + " (" + linked_impl() + " lessons)",
        say(texts::kVersionFlag));
    app.require_subcommand(1);
    app.footer(say(texts::kBoardsFooter) + "\n" + exit_code_help(language()));

    add_impl_option(app);
    int exit_code = kSuccess;
    add_show_command(app, exit_code);
    add_rank_command(app, exit_code);
    add_unrank_command(app, exit_code);
    add_check_command(app, exit_code);
    add_solve_command(app, exit_code);
    add_trace_command(app, exit_code);
    add_compare_command(app, exit_code);
    for (CLI::App* command : app.get_subcommands({})) {
        // Each command's -h was made before it inherited the group of options.
        command->get_help_ptr()->group(say(texts::kOptionsGroup));
    }

    // Each failure gets the code of where it came from (exit_code.hpp): what escaped a call into
    // lesson code is "the lesson code failed" (lesson_code.hpp), whatever its type; the input is
    // checked before those calls, so an invalid_argument from outside them is bad input.
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return report_usage_error(app, e, argc, argv);
    } catch (const LessonFailure& e) {
        std::cerr << npuzzle::fill(say(texts::kLessonFailed), {e.what()}) << '\n';
        return kLessonFailed;
    } catch (const std::invalid_argument& e) {
        std::cerr << "npuzzle: " << npuzzle::message_in(e, language()) << '\n';
        return kBadInput;
    } catch (const npuzzle::not_implemented& e) {
        // Said again in the program's language, which knows the edition's.
        std::cerr << "npuzzle: "
                  << (e.lesson_file().empty()
                          ? std::string(e.what())
                          : npuzzle::not_implemented(e.lesson_file(), e.function(), e.caller(),
                                                     language())
                                .what())
                  << '\n';
        return kLessonFailed;
    } catch (const npuzzle::io_error& e) {
        std::cerr << "npuzzle: " << e.what() << '\n';
        return kIoError;
    } catch (const std::filesystem::filesystem_error& e) {
        std::cerr << "npuzzle: " << e.what() << '\n';
        return kIoError;
    } catch (const std::ios_base::failure& e) {
        std::cerr << npuzzle::fill(say(texts::kInputOutputFailed), {e.what()}) << '\n';
        return kIoError;
    } catch (const std::bad_alloc&) {
        std::cerr << say(texts::kOutOfMemory) << '\n';
        return kIoError;
    } catch (const std::exception& e) {
        std::cerr << npuzzle::fill(say(texts::kLessonFailed), {e.what()}) << '\n';
        return kLessonFailed;
    } catch (...) {
        std::cerr << say(texts::kThrewNonException) << '\n';
        return kLessonFailed;
    }
    return flush_output(exit_code);
}
