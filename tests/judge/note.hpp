// Arguments a worker keeps, for the judge's tests (docs/judging.md). A Note is sent once: it
// crosses as its text, and every Note a process reads is counted, so the worker can say how often
// it was sent. A Shout is made once: it crosses as the text it is made from, and every Shout a
// process makes is counted.
#pragma once

#include <cctype>
#include <string>

#include "npuzzle/judge/wire.hpp"

namespace judge_test {

struct Note {
    std::string text;
};

// The Notes this process has read off the wire.
inline int notes_read = 0;

struct Shout {
    std::string text;  // the source's, in capitals
};

// The Shouts this process has made.
inline int shouts_made = 0;

}  // namespace judge_test

template <>
struct npuzzle::judge::Codec<judge_test::Note> {
    static void put(Writer& w, const judge_test::Note& note) { w.str(note.text); }
    static judge_test::Note get(Reader& r) {
        ++judge_test::notes_read;
        return {r.str()};
    }
};

template <>
inline constexpr bool npuzzle::judge::sent_once<judge_test::Note> = true;

template <>
struct npuzzle::judge::Codec<judge_test::Shout> {
    using Source = std::string;
    static void put(Writer& w, const judge_test::Shout& shout) { w.str(shout.text); }
    static judge_test::Shout make(const std::string& text) {
        ++judge_test::shouts_made;
        judge_test::Shout shout{text};
        for (char& c : shout.text)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return shout;
    }
    static judge_test::Shout get(Reader& r) { return make(r.str()); }
};

template <>
inline constexpr bool npuzzle::judge::made_once<judge_test::Shout> = true;
