// The language a program speaks: NPUZZLE_LANG, then the edition's (a Chinese edition speaks
// Chinese on LANG=C.UTF-8 too), then the locale (LC_ALL, LC_MESSAGES, LANG).
#include "npuzzle/language.hpp"

#include <cstdlib>
#include <map>
#include <string>

#include "catch.hpp"

using npuzzle::Language;
using npuzzle::reading_language;

namespace {

// Sets exactly these of the four variables (the others unset) for one check.
void environment(const std::map<std::string, std::string>& set) {
    for (const char* name : {"NPUZZLE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"}) {
        const auto found = set.find(name);
        if (found == set.end())
            ::unsetenv(name);
        else
            ::setenv(name, found->second.c_str(), 1);
    }
}

}  // namespace

TEST_CASE("reading language: NPUZZLE_LANG, then the edition's, then the locale", "[language]") {
    environment({{"LANG", "C.UTF-8"}});
    CHECK(reading_language("zh-CN") == Language::chinese);
    CHECK(reading_language("") == Language::english);
    CHECK(reading_language() == Language::english);
    environment({});
    CHECK(reading_language("zh-CN") == Language::chinese);
    environment({{"LC_ALL", "en_US.UTF-8"}});
    CHECK(reading_language("zh-CN") == Language::chinese);
    environment({{"NPUZZLE_LANG", "en"}, {"LANG", "C.UTF-8"}});
    CHECK(reading_language("zh-CN") == Language::english);
    environment({{"NPUZZLE_LANG", ""}, {"LANG", "C.UTF-8"}});
    CHECK(reading_language("zh-CN") == Language::chinese);
    environment({{"NPUZZLE_LANG", "zh-CN"}, {"LANG", "C.UTF-8"}});
    CHECK(reading_language("") == Language::chinese);
    environment({{"LANG", "zh_CN.UTF-8"}, {"LC_MESSAGES", "en_US.UTF-8"}});
    CHECK(reading_language("") == Language::english);
    CHECK(reading_language("en") == Language::english);
    environment({{"LANG", "zh_CN.UTF-8"}});
    CHECK(reading_language("") == Language::chinese);
    environment({{"NPUZZLE_LANG", "en"}});
}
