// Description: how a lesson is bound to the judge, declared once (docs/judging.md). A lesson's
// judge/lessons/lessonNN_bindings.hpp lists its frozen functions, one entry each:
//
//   #define NPUZZLE_LESSON_BINDINGS(BIND)
//       BIND(call, "parity::inversions", int, parity::inversions, (const Board&))
//       BIND(search, "dfs::iddfs", SearchResult, dfs::iddfs,
//            (const Board&, const Board&, int, SearchObserver&))
//
// (every line but the last ends in a backslash): how the function is bound, the name the judge
// calls it by, its result, the C++ function, and its parameters as the frozen header declares
// them (types named from namespace npuzzle). From that one list judge/src/lesson_calls.cpp
// defines each frozen function in the graded test program (it asks the worker, judge::remote)
// and judge/src/lesson_handlers.cpp registers each one in the worker. How it is bound:
//  - call:    it answers with a value;
//  - search:  it answers, and the events its SearchObserver& receives stream back to the judge;
//  - by_hand: the worker's side is generated, the judge's side is written by hand in
//             lessonNN_calls.cpp, which says why (a member function, answers asked ahead).
// An argument of a type the lesson marks sent_once (wire.hpp) crosses once per worker.
#pragma once

// A parenthesised list of up to six parameter types, as parameters named a0, a1, ... and as the
// names alone.
#define NPUZZLE_JUDGE_COUNT(...) NPUZZLE_JUDGE_COUNT_(__VA_ARGS__, 6, 5, 4, 3, 2, 1, 0)
#define NPUZZLE_JUDGE_COUNT_(a, b, c, d, e, f, n, ...) n
#define NPUZZLE_JUDGE_CAT(a, b) NPUZZLE_JUDGE_CAT_(a, b)
#define NPUZZLE_JUDGE_CAT_(a, b) a##b
#define NPUZZLE_JUDGE_NAMED(...) \
    NPUZZLE_JUDGE_CAT(NPUZZLE_JUDGE_NAMED_, NPUZZLE_JUDGE_COUNT(__VA_ARGS__))(__VA_ARGS__)
#define NPUZZLE_JUDGE_NAMED_1(A) A a0
#define NPUZZLE_JUDGE_NAMED_2(A, B) A a0, B a1
#define NPUZZLE_JUDGE_NAMED_3(A, B, C) A a0, B a1, C a2
#define NPUZZLE_JUDGE_NAMED_4(A, B, C, D) A a0, B a1, C a2, D a3
#define NPUZZLE_JUDGE_NAMED_5(A, B, C, D, E) A a0, B a1, C a2, D a3, E a4
#define NPUZZLE_JUDGE_NAMED_6(A, B, C, D, E, F) A a0, B a1, C a2, D a3, E a4, F a5
#define NPUZZLE_JUDGE_NAMES(...) \
    NPUZZLE_JUDGE_CAT(NPUZZLE_JUDGE_NAMES_, NPUZZLE_JUDGE_COUNT(__VA_ARGS__))
#define NPUZZLE_JUDGE_NAMES_1 a0
#define NPUZZLE_JUDGE_NAMES_2 a0, a1
#define NPUZZLE_JUDGE_NAMES_3 a0, a1, a2
#define NPUZZLE_JUDGE_NAMES_4 a0, a1, a2, a3
#define NPUZZLE_JUDGE_NAMES_5 a0, a1, a2, a3, a4
#define NPUZZLE_JUDGE_NAMES_6 a0, a1, a2, a3, a4, a5
#define NPUZZLE_JUDGE_EXPAND(...) __VA_ARGS__
