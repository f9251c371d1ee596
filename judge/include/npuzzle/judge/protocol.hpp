// Description: the messages of the judge/worker protocol (docs/judging.md tells the whole story).
// Every message is a frame: a u32 length, then that many bytes, the first of which is its tag.
//   judge -> worker  Call:   function name, what to do with a search's events (EventsAsked),
//                            event budget, the arguments (one the worker keeps: the flag 1 for
//                            "the same as last time", or 0 and it)
//   worker -> judge  Events: a batch of search events (any number of these, while a search runs)
//                    Value:  the function's result, which ends the call
//                    Thrown: the exception the function threw (its kind and message), which ends it
#pragma once

#include <cstdint>
#include <string>

namespace npuzzle::judge {

// A function's name with this suffix takes a list of argument tuples and answers a list: what
// judge::call_each sends. Every function that reports no events has one.
inline constexpr const char* kBatchSuffix = "[]";

enum class Tag : std::uint8_t { Call = 1, Events = 2, Value = 3, Thrown = 4 };

// What a call asks the worker to do with the events of a search: nothing, send them, or only
// count them against the budget (a test's guard against a search that never ends, which needs
// no event itself: the search is told events are wanted, none crosses).
enum class EventsAsked : std::uint8_t { None = 0, Sent = 1, Counted = 2 };

// What a worker reports it caught; the judge throws the same kind again.
enum class Thrown : std::uint8_t {
    InvalidArgument,
    OutOfRange,
    NotImplemented,
    LogicError,
    BadAlloc,
    RuntimeError,
    OtherException,  // a std::exception of another type
    NotAnException,  // `throw 42;` and the like
    EventBudget,     // the search reported more events than the judge allowed
    UnknownFunction,
    NotImplementedParts,  // a lesson stub's not_implemented: its file, function and caller, one a
                          // line, for the judge to word in the student's language
};

// Waits until `fd` can be read, at most `timeout_ms` (-1: no limit); false on time-out.
bool wait_readable(int fd, int timeout_ms);

// Reads one whole frame from `fd` (blocking or not) into `payload`; false at a clean end of file
// before any byte. Throws wire_error for a frame that is cut short or longer than kMaxMessage.
bool read_frame(int fd, std::string& payload);
// Writes `payload` as one frame; throws wire_error when the other side has gone.
void write_frame(int fd, const std::string& payload);

// Makes this process keep the memory it frees for its next allocations. A batch of calls
// allocates and frees messages of hundreds of KB at every call, and glibc hands blocks over
// 128 KB back to the kernel at once: touching them again page-faults, which took a third of the
// time of lesson 07's judge and worker. Both sides call it before their first message.
void reuse_freed_memory();

}  // namespace npuzzle::judge
