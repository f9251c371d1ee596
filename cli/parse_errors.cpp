#include "parse_errors.hpp"

#include <regex>
#include <string>
#include <vector>

#include "cli_texts.hpp"

namespace npuzzle::cli {

namespace {

// A form of CLI11's English message (its CLI/Error.hpp and CLI/Validators.hpp), each group a
// value said again in order, and the Text that says it.
struct Form {
    std::regex english;
    const Text& text;
};

const std::vector<Form>& forms() {
    static const std::vector<Form> all = [] {
        const auto form = [](const char* pattern, const Text& text) {
            return Form{std::regex(pattern), text};
        };
        return std::vector<Form>{
            form("The following arguments? (?:was|were) not expected: (.*)", texts::kNotExpected),
            form("(.+): ([0-9]+) required (.+) missing", texts::kValueMissing),
            form("Expected exactly ([0-9]+) arguments to (.+), got ([0-9]+)",
                 texts::kExpectedExactly),
            form("(.+) is required", texts::kRequired),
            form("(.+) excludes (.+)", texts::kExcludes),
            form("(.+) requires (.+)", texts::kRequires),
            form("(.+): too many inputs for a flag", texts::kFlagTakesNoValue),
            form("The value (.+) is not an allowed value for (.+)", texts::kValueNotAllowed),
            form("Could not convert: (.+) = (.*)", texts::kCannotConvert),
            form("(.+): Value (.+) not in range (.+) to (.+)", texts::kNotInRange),
            form("(.+): (.+) not in \\{(.*)\\}", texts::kNotAMember),
        };
    }();
    return all;
}

}  // namespace

std::string parse_error_in(const std::string& what, Language language) {
    std::smatch match;
    for (const Form& form : forms()) {
        if (!std::regex_match(what, match, form.english)) continue;
        std::vector<std::string> values;
        for (std::size_t i = 1; i < match.size(); ++i) values.push_back(match[i].str());
        return fill(form.text.in(language), values);
    }
    return what;
}

}  // namespace npuzzle::cli
