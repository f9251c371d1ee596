// A large argument for the tests of arguments sent once (docs/judging.md): a Note crosses as its
// text, and every Note a process reads is counted, so the worker can say how often it was sent.
#pragma once

#include <string>

#include "npuzzle/judge/wire.hpp"

namespace judge_test {

struct Note {
    std::string text;
};

// The Notes this process has read off the wire.
inline int notes_read = 0;

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
