// Description: npuzzle-verdict, the grade table of `cmake --workflow --preset test`, which needs
// only the compiler: it runs each lesson's in-process test program (with the reporter of
// tests/support/results_reporter.cpp), reads what they wrote and prints what grading/report.py
// prints for ./kit test: per lesson the tests passed and points, then every lost test with its
// points and why, the lesson's hints above them, in the student's language
// (npuzzle::reading_language()), each test by its title (TITLES, the tests' titles table as
// cmake/NpuzzleVerdictTitles.cmake writes it; without it, by its Catch2 name). Exit 0 on full
// marks, 1 on any lost point, 2 on bad usage.
//   npuzzle-verdict OUT_DIR [--titles=TITLES] LESSON_DIR=TEST_PROGRAM:SOURCE...
//   (00-warmup=build/bin/lesson00_student_tests:warmup.cpp, SOURCE the lesson file it grades)
// Time: the lessons run side by side, one per core. A program that crashes is run again on the
// tests it did not reach, as grading/in_process.py does.
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#ifndef _WIN32
#include <sys/wait.h>
#endif

#include "npuzzle/language.hpp"
#include "results_format.hpp"

namespace {

namespace fs = std::filesystem;
using npuzzle::Language;

Language language = Language::english;

std::string pick(std::string_view english, std::string_view chinese) {
    return std::string(language == Language::chinese ? chinese : english);
}

struct TestResult {
    std::string name;   // the test's id
    std::string title;  // what the student reads; "" when the titles give none
    int points = 0;
    bool ended = false;
    bool passed = false;
    std::string message;  // why it failed
};

struct LessonRun {
    std::string dir;  // "00-warmup"
    fs::path program;
    fs::path out;  // where its lists, reports and output go
    std::vector<TestResult> tests;
    std::string problem;  // the program could not be run or listed no tests
};

std::string in_quotes(const fs::path& path) {
    std::string text(1, '"');
    text += path.string();
    text += '"';
    return text;
}

// Runs a command line through the system's shell (sh or cmd), its output into `log`.
int run(std::string command, const fs::path& log) {
    command += " > " + in_quotes(log) + " 2>&1";
#ifdef _WIN32
    command = "\"" + command + "\"";  // cmd /c keeps the inner quotes only inside an outer pair
#endif
    std::cout.flush();
    return std::system(command.c_str());
}

// How std::system's status reads: an exit status, or on POSIX the signal that ended the program.
std::string ending_of(int status) {
#ifndef _WIN32
    if (WIFSIGNALED(status)) return pick("signal ", "信号 ") + std::to_string(WTERMSIG(status));
    if (WIFEXITED(status)) status = WEXITSTATUS(status);
#endif
    return pick("exit status ", "退出状态 ") + std::to_string(status);
}

std::string tail_of(const fs::path& log, std::size_t size) {
    std::ifstream in(log, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.size() > size) text = text.substr(text.size() - size);
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' '))
        text.pop_back();
    return text;
}

bool list_tests(LessonRun& lesson) {
    const fs::path list = lesson.out / "list.txt";
    fs::remove(list);
    run(in_quotes(lesson.program) + " --list-tests --reporter " +
            in_quotes("npuzzle-results::out=" + list.string()),
        lesson.out / "list.log");
    std::ifstream in(list);
    char kind = 0;
    std::string text;
    while (npuzzle::results::read_line(in, kind, text)) {
        const auto space = text.find(' ');
        if (kind != 'L' || space == std::string::npos) continue;
        lesson.tests.push_back(
            {text.substr(space + 1), "", std::atoi(text.c_str()), false, false, ""});
    }
    if (lesson.tests.empty())
        lesson.problem = pick("the test program could not be run or lists no tests: ",
                              "测试程序无法运行，或者没有列出任何测试：") +
                         tail_of(lesson.out / "list.log", 500);
    return !lesson.problem.empty();
}

// A test name as a Catch2 test spec that matches exactly that test (as grading/runner.py's).
std::string as_test_spec(const std::string& name) {
    std::string spec;
    for (const char c : name) {
        if (std::string_view("\\,[]*\"~").find(c) != std::string_view::npos) spec += '\\';
        spec += c;
    }
    return spec;
}

// One run of the program on the tests not ended yet; false when it ran none of them. A run that
// crashed (Catch2 reports the signal as the test's failure, then the program dies) ends the test
// it died in; the next run goes on from there.
bool run_remaining(LessonRun& lesson, int attempt) {
    const fs::path names = lesson.out / ("names-" + std::to_string(attempt) + ".txt");
    const fs::path report = lesson.out / ("results-" + std::to_string(attempt) + ".txt");
    const fs::path log = lesson.out / ("output-" + std::to_string(attempt) + ".log");
    {
        std::ofstream list(names);
        for (const auto& test : lesson.tests)
            if (!test.ended) list << as_test_spec(test.name) << '\n';
    }
    fs::remove(report);
    const int status = run(in_quotes(lesson.program) + " --order decl --input-file " +
                               in_quotes(names) + " --reporter console --reporter " +
                               in_quotes("npuzzle-results::out=" + report.string()),
                           log);
    std::ifstream in(report);
    char kind = 0;
    std::string text;
    TestResult* running = nullptr;
    bool any = false;
    while (npuzzle::results::read_line(in, kind, text)) {
        if (kind == 'T') {
            auto found = std::find_if(lesson.tests.begin(), lesson.tests.end(),
                                      [&](const TestResult& t) { return t.name == text; });
            running = found == lesson.tests.end() ? nullptr : &*found;
            any = any || running;
        } else if (kind == 'F' && running) {
            running->message = text;
        } else if (kind == 'E' && running) {
            running->ended = true;
            running->passed = text == "passed";
            running = nullptr;
        }
    }
    if (running) {  // the program died in this test
        running->ended = true;
        running->message = pick("the test program stopped in the middle of this test (",
                                "测试程序在这个测试进行到一半时退出了（") +
                           ending_of(status) + pick(")", "）");
        const std::string tail = tail_of(log, 500);
        if (!tail.empty()) running->message += pick(":\n", "：\n") + tail;
    }
    return any;
}

void grade(LessonRun& lesson) {
    fs::create_directories(lesson.out);
    if (list_tests(lesson)) return;
    const auto left = [&] {
        return std::any_of(lesson.tests.begin(), lesson.tests.end(),
                           [](const TestResult& t) { return !t.ended; });
    };
    for (int attempt = 1; left() && run_remaining(lesson, attempt); ++attempt) {
    }
    for (auto& test : lesson.tests) {
        if (test.ended) continue;
        test.ended = true;
        test.message = pick("the test program did not run this test", "测试程序没有运行这个测试");
    }
}

// Each test's title in the reading language, by lesson id and test name, from the records of
// `path` (T <lesson> <name>, then e <English title> and z <Chinese title>); false when it cannot
// be read.
using Titles = std::map<std::string, std::string>;
bool read_titles(const fs::path& path, Titles& titles) {
    std::ifstream in(path);
    if (!in) return false;
    char kind = 0;
    std::string text, test;
    while (npuzzle::results::read_line(in, kind, text)) {
        if (kind == 'T')
            test = text;
        else if (kind == (language == Language::chinese ? 'z' : 'e') && !test.empty())
            titles[test] = text;
    }
    return true;
}

void give_titles(LessonRun& lesson, const Titles& titles) {
    const std::string id = lesson.dir.substr(0, 2);
    for (auto& test : lesson.tests) {
        const auto found = titles.find(id + ' ' + test.name);
        if (found != titles.end()) test.title = found->second;
    }
}

// --- the table, as grading/report.py's table() writes it for ./kit test ---------------------

constexpr int max_context = 3;         // context lines shown with the first failure
constexpr std::size_t max_line = 300;  // characters of a context line shown

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// A line of a test's message that is one of its hints: its hint alone ("hint: ..."), or "" for
// any other line.
std::string hint_of(const std::string& line) {
    static const std::regex hint("^(failed: |失败：)?((hint: |提示[:：]).*)");
    std::smatch match;
    return std::regex_match(line, match, hint) ? match[2].str() : std::string();
}

// The lines of a test's message without its hints' failures: a hint with the lines below it
// (its context).
std::vector<std::string> without_hints(const std::string& message) {
    std::vector<std::string> lines;
    bool in_hint = false;
    for (auto& line : lines_of(message)) {
        if (line.rfind("  ", 0) != 0) in_hint = !hint_of(line).empty();
        if (!in_hint) lines.push_back(std::move(line));
    }
    return lines;
}

// Every hint of the lesson's failed tests, once each, in the order of the tests: they stand
// above the failures, as report.py's lesson_hints puts them.
std::vector<std::string> lesson_hints(const std::vector<const TestResult*>& lost) {
    std::vector<std::string> hints;
    for (const auto* test : lost)
        for (const auto& line : lines_of(test->message)) {
            const std::string hint = hint_of(line);
            if (!hint.empty() && std::find(hints.begin(), hints.end(), hint) == hints.end())
                hints.push_back(hint);
        }
    return hints;
}

// The first failure with its continuation lines (a few of its context); the hints are shown
// above the lesson's failures.
std::string shortened(const std::string& message) {
    const auto lines = without_hints(message);
    if (lines.empty()) return pick("failed: see the hint above", "未通过：见上面的提示");
    std::vector<std::string> shown;
    int context = 0;
    const std::string context_mark = "  " + pick("context: ", "上下文：");
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string line = lines[i];
        if (i > 0 && line.rfind("  ", 0) != 0) break;
        if (line.rfind(context_mark, 0) == 0) {
            if (++context > max_context) continue;
            if (line.size() > max_line) line = line.substr(0, max_line) + " ...";
        }
        shown.push_back(line);
    }
    if (context > max_context) {
        const auto more = std::to_string(context - max_context);
        shown.push_back(pick("  ... and " + more + " more lines of context",
                             "  ……另有 " + more + " 行上下文未显示"));
    }
    std::string text;
    for (const auto& line : shown) text += (text.empty() ? "" : "\n") + line;
    return text;
}

std::string indent(const std::string& text, const std::string& by) {
    std::string out;
    for (const auto& line : lines_of(text)) out += by + line + "\n";
    return out;
}

std::string points_text(int n) {
    return pick(std::to_string(n) + (n == 1 ? " point" : " points"), std::to_string(n) + " 分");
}

std::string fraction(int part, int whole) {
    // As Python's f"{part:>3}/{whole:<3}".
    const std::string left = std::to_string(part), right = std::to_string(whole);
    std::string text(left.size() < 3 ? 3 - left.size() : 0, ' ');
    text += left;
    text += '/';
    text += right;
    text.append(right.size() < 3 ? 3 - right.size() : 0, ' ');
    return text;
}

// "not started", or the earlier lesson this one waits for, when every test stopped in a stub.
std::string not_started_line(const LessonRun& lesson, const std::string& origin) {
    static const std::regex unwritten(
        "lesson (\\d\\d)'s (\\S+) is not implemented yet|第 (\\d\\d) 课的 (\\S+) 尚未实现");
    std::vector<std::pair<std::string, std::string>> others;
    for (const auto& test : lesson.tests) {
        std::smatch match;
        if (std::regex_search(test.message, match, unwritten)) {
            const std::string id = match[1].matched ? match[1].str() : match[3].str();
            const std::string function = match[2].matched ? match[2].str() : match[4].str();
            if (id != lesson.dir.substr(0, 2)) others.emplace_back(id, function);
        } else if (test.message.find("not implemented yet") == std::string::npos &&
                   test.message.find("尚未实现") == std::string::npos) {
            return "";
        }
    }
    std::sort(others.begin(), others.end());
    others.erase(std::unique(others.begin(), others.end()), others.end());
    if (others.empty())
        return lesson.dir +
               pick(
                   ": not started: every test still reaches the stub's "
                   "not_implemented (",
                   "：尚未开始：每个测试都还停在桩代码的 not_implemented 处（") +
               origin + pick(")", "）");
    std::string named;
    for (std::size_t i = 0; i < others.size(); ++i) {
        const auto& [id, function] = others[i];
        named += i == 0 ? "" : pick(", ", "、");
        named += pick("lesson " + id + "'s " + function, "第 " + id + " 课的 " + function);
    }
    if (language == Language::chinese)
        return lesson.dir + "：需要先完成前面的课：本课的测试停在" + named + " 处，" +
               (others.size() == 1 ? "它还没有写；请先写它" : "它们还没有写；请先写它们") + "（" +
               origin + "）";
    return lesson.dir + ": waits for an earlier lesson: its tests stop in " + named +
           ", not written yet; write that first (" + origin + ")";
}

std::string origin_of(const LessonRun& lesson, const std::string& source) {
    return pick("graded ", "评阅的文件：") + "lessons/" + lesson.dir + "/" + source;
}

struct Score {
    int points = 0, max = 0, passed = 0;
};

Score score_of(const LessonRun& lesson) {
    Score score;
    for (const auto& test : lesson.tests) {
        score.max += test.points;
        if (test.passed) score.points += test.points, ++score.passed;
    }
    return score;
}

std::string table(const std::vector<LessonRun>& lessons, const std::vector<std::string>& sources) {
    const std::string head_lesson = pick("lesson", "课"), head_tests = pick("tests", "通过测试"),
                      head_points = pick("points", "得分"), total = pick("total", "总计");
    int first = std::max(npuzzle::display_width(head_lesson), npuzzle::display_width(total));
    for (const auto& lesson : lessons) first = std::max(first, npuzzle::display_width(lesson.dir));
    const int tests_width = std::max(7, npuzzle::display_width(head_tests));
    const int points_width = std::max(7, npuzzle::display_width(head_points));
    const auto row = [&](const std::string& name, const std::string& tests,
                         const std::string& points) {
        return npuzzle::pad_right(name, first) + "  " + npuzzle::pad_left(tests, tests_width) +
               "  " + npuzzle::pad_left(points, points_width) + "\n";
    };
    std::string out = row(head_lesson, head_tests, head_points);
    Score all;
    for (const auto& lesson : lessons) {
        const Score score = score_of(lesson);
        all.points += score.points;
        all.max += score.max;
        out += row(lesson.dir, fraction(score.passed, static_cast<int>(lesson.tests.size())),
                   fraction(score.points, score.max));
    }
    out += row(total, "", fraction(all.points, all.max));
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        const auto& lesson = lessons[i];
        const std::string origin = origin_of(lesson, sources[i]);
        if (!lesson.problem.empty()) {
            out += "\n" + lesson.dir + pick(": ", "：") + lesson.problem + "\n";
            continue;
        }
        std::vector<const TestResult*> lost;
        for (const auto& test : lesson.tests)
            if (!test.passed) lost.push_back(&test);
        if (lost.empty()) continue;
        const std::string waiting =
            lost.size() == lesson.tests.size() ? not_started_line(lesson, origin) : "";
        if (!waiting.empty()) {
            out += "\n" + waiting + "\n";
            continue;
        }
        const auto count = std::to_string(lost.size());
        out += "\n" + lesson.dir +
               pick(": " + count + (lost.size() == 1 ? " test" : " tests") + " failed (",
                    "：" + count + " 个测试未通过（") +
               origin + pick(")", "）") + "\n";
        for (const auto& hint : lesson_hints(lost)) out += indent(hint, "  ");
        for (const auto* test : lost) {
            const std::string& shown = test->title.empty() ? test->name : test->title;
            out += "  - " + shown + pick(": ", "：") + points_text(test->points) + "\n";
            out += indent(shortened(test->message), "      ");
        }
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    language = npuzzle::reading_language();
    if (argc < 3) {
        std::cerr << "usage: npuzzle-verdict OUT_DIR [--titles=TITLES] "
                     "LESSON_DIR=TEST_PROGRAM:SOURCE...\n";
        return 2;
    }
    std::vector<LessonRun> lessons;
    std::vector<std::string> sources;
    Titles titles;
    const std::string titles_option = "--titles=";
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.starts_with(titles_option)) {
            if (!read_titles(arg.substr(titles_option.size()), titles)) {
                std::cerr << "npuzzle-verdict: argument " << i << " (" << arg
                          << "): the titles cannot be read\n";
                return 2;
            }
            continue;
        }
        const auto equals = arg.find('=');
        const auto colon = arg.rfind(':');
        if (equals == std::string::npos || colon == std::string::npos || colon < equals) {
            std::cerr << "npuzzle-verdict: argument " << i << " (" << arg
                      << ") is not LESSON_DIR=TEST_PROGRAM:SOURCE\n";
            return 2;
        }
        const std::string dir = arg.substr(0, equals);
        lessons.push_back(
            {dir, arg.substr(equals + 1, colon - equals - 1), fs::path(argv[1]) / dir, {}, ""});
        sources.push_back(arg.substr(colon + 1));
    }
    std::atomic<std::size_t> next{0};
    const auto worker = [&] {
        for (std::size_t i; (i = next++) < lessons.size();) grade(lessons[i]);
    };
    std::vector<std::thread> threads;
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    for (unsigned t = 0; t < std::min<std::size_t>(cores, lessons.size()); ++t)
        threads.emplace_back(worker);
    for (auto& thread : threads) thread.join();

    for (auto& lesson : lessons) give_titles(lesson, titles);
    std::cout << table(lessons, sources);
    std::cout << pick("Each lesson's full test output: ", "每一课测试的完整输出：")
              << (fs::path(argv[1]) / "LESSON" / "output-N.log").string()
              << pick(" (one a run of its program)\n", "（每运行一次测试程序一个）\n");
    for (const auto& lesson : lessons) {
        const Score score = score_of(lesson);
        if (!lesson.problem.empty() || score.points < score.max) return 1;
    }
    return 0;
}
