// Description: the bytes that cross between a judge (the graded test program) and a worker (the
// student's code in a process of its own): little-endian integers, length-prefixed lists, and a
// Codec<T> per type that may cross. A reader never trusts its input: every length is capped and
// every value checked, and a fault throws wire_error, so a hostile worker can only fail a test.
// The one exception is a value a lesson must refuse itself (a pattern that is no pattern), which
// the worker takes from the judge as the test wrote it: the student's code is what must refuse it.
// Time: O(size of the message).
#pragma once

#include <cstdint>
#include <cstring>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "npuzzle/board.hpp"
#include "npuzzle/move.hpp"
#include "npuzzle/search_result.hpp"
#include "npuzzle/tracer/search_event.hpp"

namespace npuzzle::judge {

// A message that breaks the protocol: too short, too long, or holding an impossible value.
class wire_error : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The largest message either side accepts: a distance table of 10 cells is 3.6 MB.
inline constexpr std::size_t kMaxMessage = 16u << 20;
// The longest list one message may hold (paths, permutations, iteration stats).
inline constexpr std::uint32_t kMaxListLength = 1u << 22;

class Writer {
  public:
    void u8(std::uint8_t v) { bytes_.push_back(static_cast<char>(v)); }
    void u32(std::uint32_t v) { raw(&v, sizeof v); }
    void u64(std::uint64_t v) { raw(&v, sizeof v); }
    void i32(std::int32_t v) { raw(&v, sizeof v); }
    void str(std::string_view s);
    void raw(const void* data, std::size_t size) {
        bytes_.append(static_cast<const char*>(data), size);
    }
    const std::string& bytes() const noexcept { return bytes_; }
    std::string& bytes() noexcept { return bytes_; }

  private:
    std::string bytes_;
};

// Who wrote the bytes a Reader reads: the worker (never trusted), or the judge (the tests' own
// arguments, still read within the caps).
enum class Sender : std::uint8_t { Worker, Judge };

class Reader {
  public:
    explicit Reader(std::string_view bytes, Sender sender = Sender::Worker)
        : rest_(bytes), sender_(sender) {}
    bool from_judge() const noexcept { return sender_ == Sender::Judge; }
    std::uint8_t u8() { return take<std::uint8_t>(); }
    std::uint32_t u32() { return take<std::uint32_t>(); }
    std::uint64_t u64() { return take<std::uint64_t>(); }
    std::int32_t i32() { return take<std::int32_t>(); }
    std::string str();
    std::string_view raw(std::size_t size);
    // A list length, capped so a forged one cannot make the reader allocate gigabytes.
    std::uint32_t length(std::uint32_t max = kMaxListLength);
    bool done() const noexcept { return rest_.empty(); }

  private:
    template <class T>
    T take() {
        T v;
        std::memcpy(&v, raw(sizeof v).data(), sizeof v);
        return v;
    }
    std::string_view rest_;
    Sender sender_;
};

// Codec<T>::put writes a T, Codec<T>::get reads one back (checking it). Lessons add their own
// types by specialising Codec in their judge files.
template <class T>
struct Codec;

// What the worker holds of a T it was sent: a T, or what a T can be made from or viewed as
// (the list a span views; the value an argument of an abstract type is made from).
template <class T>
using Held = decltype(Codec<T>::get(std::declval<Reader&>()));

// True for a large argument that crosses once: a call whose value of it is the same, byte for
// byte, as the last one sent for that argument of that function to this worker sends a flag
// instead, and the worker uses the value it kept (docs/judging.md, "Arguments sent once").
// A lesson sets it for its types in its codecs.
template <class T>
inline constexpr bool sent_once = false;

// True for a type that crosses as the value it is made from, Codec<T>::Source, and that the
// worker makes with Codec<T>::make: it keeps the last one it made for each argument of each
// function, and makes another only from a different source (lesson 06's ManhattanTable, made
// from its goal by the student's constructor, for each of thousands of calls in a batch).
template <class T>
inline constexpr bool made_once = false;

template <class T>
void put(Writer& w, const T& value) {
    Codec<T>::put(w, value);
}
template <class T>
Held<T> get(Reader& r) {
    return Codec<T>::get(r);
}

template <>
struct Codec<bool> {
    static void put(Writer& w, bool v) { w.u8(v ? 1 : 0); }
    static bool get(Reader& r);
};
template <>
struct Codec<int> {
    static void put(Writer& w, int v) { w.i32(v); }
    static int get(Reader& r) { return r.i32(); }
};
template <>
struct Codec<std::uint64_t> {
    static void put(Writer& w, std::uint64_t v) { w.u64(v); }
    static std::uint64_t get(Reader& r) { return r.u64(); }
};
template <>
struct Codec<std::string> {
    static void put(Writer& w, const std::string& v) { w.str(v); }
    static std::string get(Reader& r) { return r.str(); }
};
template <>
struct Codec<Move> {
    static void put(Writer& w, Move m) { w.u8(static_cast<std::uint8_t>(m)); }
    static Move get(Reader& r);
};
template <>
struct Codec<Board> {
    static void put(Writer& w, const Board& b);
    static Board get(Reader& r);  // validated like any Board: a forged one is a wire_error
};
template <class T>
struct Codec<std::vector<T>> {
    static void put(Writer& w, const std::vector<T>& v) {
        w.u32(static_cast<std::uint32_t>(v.size()));
        for (const T& x : v) Codec<T>::put(w, x);
    }
    static std::vector<T> get(Reader& r) {
        const std::uint32_t n = r.length();
        std::vector<T> v;
        v.reserve(n);
        for (std::uint32_t i = 0; i < n; ++i) v.push_back(Codec<T>::get(r));
        return v;
    }
};
// A span crosses as the list it views; the worker holds the list and lends the function a span.
template <class T>
struct Codec<std::span<const T>> {
    static void put(Writer& w, std::span<const T> v) {
        w.u32(static_cast<std::uint32_t>(v.size()));
        for (const T& x : v) Codec<T>::put(w, x);
    }
    static std::vector<T> get(Reader& r) { return Codec<std::vector<T>>::get(r); }
};
template <>
struct Codec<SearchResult> {
    static void put(Writer& w, const SearchResult& r);
    static SearchResult get(Reader& r);
};

// Events cross as values: the pointers of a SearchEvent (goal, counters) and its algorithm name
// are rebuilt on the judge's side and live as long as the EventHolder.
struct EventHolder {
    SearchEvent event;
    std::string algorithm;
    Board goal;
    SearchCounters counters;
};
void put_event(Writer& w, const SearchEvent& e);
void get_event(Reader& r, EventHolder& out);

}  // namespace npuzzle::judge
