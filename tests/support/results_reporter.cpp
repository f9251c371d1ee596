// Description: the Catch2 reporter "npuzzle-results": what a lesson's test program found, for the
// grade table that needs only the compiler (grading/verdict/verdict.cpp). With --list-tests it
// writes each test's points and name; a run writes each test as it starts, its failures and how
// it ended, flushed line by line, so a program that crashes leaves every finished test and names
// the one it died in. A failure reads as grading/catch_report.py writes it for the Python table,
// its words in the student's language. Line format: grading/verdict/results_format.hpp.
#include <regex>
#include <string>
#include <vector>

#include "catch.hpp"
#include "results_format.hpp"
#include "words.hpp"

namespace {

using npuzzle::testing::in_reading_language;
namespace results = npuzzle::results;

constexpr std::size_t max_failures = 3;  // failed checks quoted per test, as catch_report.py

int points_of(const Catch::TestCaseInfo& info) {
    for (const auto& tag : info.tags) {
        const std::string text(tag.original.data(), tag.original.size());
        if (text.rfind("points=", 0) == 0) return std::stoi(text.substr(7));
    }
    return 0;
}

std::string indented(std::string text) {
    for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at + 3))
        text.replace(at, 1, "\n  ");
    return text;
}

// An expansion without Catch2's hexadecimal copies of its integers ("2071 (0x817)" reads
// "2071"), as catch_report.py's without_hex: a counter is a count, never an address.
std::string without_hex(const std::string& text) {
    static const std::regex beside(R"(\b(\d+) \(0x([0-9a-f]+)\))");
    std::string out;
    auto from = text.cbegin();
    for (std::sregex_iterator it(text.begin(), text.end(), beside), end; it != end; ++it) {
        const auto& m = *it;
        const bool same = m[1].length() <= 19 && m[2].length() <= 16 &&
                          std::stoull(m[1].str()) == std::stoull(m[2].str(), nullptr, 16);
        out.append(from, m[0].first);
        out += same ? m[1].str() : m[0].str();
        from = m[0].second;
    }
    out.append(from, text.cend());
    return out;
}

// One failed check in catch_report.py's words: the check, its expansion, what it threw.
std::string failure_text(const Catch::AssertionResult& result) {
    const std::string message(result.getMessage());
    switch (result.getResultType()) {
        case Catch::ResultWas::FatalErrorCondition:
            return std::string(in_reading_language("crashed: ", "崩溃：")) + message;
        case Catch::ResultWas::ExplicitFailure:
            // A hint the test wrote alone reads "提示：..." in Chinese, as report.py shows it.
            if (npuzzle::testing::in_chinese() && message.rfind("提示：", 0) == 0) return message;
            return std::string(in_reading_language("failed: ", "失败：")) + message;
        default:
            break;
    }
    const std::string line = std::to_string(result.getSourceInfo().line);
    std::string text;
    if (!result.hasExpression()) {
        return std::string(in_reading_language("threw an exception: ", "抛出异常：")) + message;
    }
    text = std::string(result.getTestMacroName()) + "( " + result.getExpression() + " ) " +
           (npuzzle::testing::in_chinese() ? "不成立（第 " + line + " 行）"
                                           : "failed (line " + line + ")");
    const std::string expanded = without_hex(result.getExpandedExpression());
    if (!expanded.empty() && expanded != result.getExpression())
        text += "\n  " + std::string(in_reading_language("with expansion: ", "代入后：")) +
                indented(expanded);
    if (result.getResultType() == Catch::ResultWas::ThrewException)
        text +=
            "\n  " + std::string(in_reading_language("threw: ", "抛出异常：")) + indented(message);
    return text;
}

class ResultsReporter : public Catch::StreamingReporterBase {
  public:
    explicit ResultsReporter(Catch::ReporterConfig&& config)
        : StreamingReporterBase(std::move(config)) {
        m_preferences.shouldReportAllAssertions = false;
    }

    static std::string getDescription() {
        return "Each test's points and result, for the kit's grade table (npuzzle-verdict)";
    }

    void listTests(const std::vector<Catch::TestCaseHandle>& tests) override {
        for (const auto& test : tests) {
            const auto& info = test.getTestCaseInfo();
            results::write_line(m_stream, 'L', std::to_string(points_of(info)) + " " + info.name);
        }
    }

    void testCaseStarting(const Catch::TestCaseInfo& info) override {
        failures_.clear();
        results::write_line(m_stream, 'T', info.name);
    }

    void assertionEnded(const Catch::AssertionStats& stats) override {
        if (stats.assertionResult.isOk()) return;
        std::string text = failure_text(stats.assertionResult);
        const std::string context(in_reading_language("context: ", "上下文："));
        for (const auto& info : stats.infoMessages) {
            if (info.type != Catch::ResultWas::Info) continue;
            text += "\n  " + context + info.message;
        }
        failures_.push_back(std::move(text));
    }

    void testCaseEnded(const Catch::TestCaseStats& stats) override {
        const bool passed = stats.totals.assertions.allOk();
        if (!passed) {
            std::string message;
            for (std::size_t i = 0; i < failures_.size() && i < max_failures; ++i) {
                if (i > 0) message += '\n';
                message += failures_[i];
            }
            if (failures_.size() > max_failures) {
                const auto more = std::to_string(failures_.size() - max_failures);
                message += '\n';
                message += npuzzle::testing::in_chinese()
                               ? "……另有 " + more + " 个检查未通过"
                               : "... and " + more + " more failed checks";
            }
            if (message.empty()) message = in_reading_language("failed", "未通过");
            results::write_line(m_stream, 'F', message);
        }
        results::write_line(m_stream, 'E', passed ? "passed" : "failed");
    }

  private:
    std::vector<std::string> failures_;  // of the running test, in catch_report.py's words
};

}  // namespace

CATCH_REGISTER_REPORTER("npuzzle-results", ResultsReporter)
