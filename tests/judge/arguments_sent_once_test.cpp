// Arguments a worker keeps (docs/judging.md). One sent once crosses in full only when the worker
// does not hold the same bytes for it already; a new worker holds nothing, and a call that failed
// leaves the judge sending it in full again, so a worker never answers with a value it was not
// sent. One made once is made again only from a different source.
#include <cstdlib>
#include <functional>
#include <string>
#include <tuple>
#include <vector>

#include "catch.hpp"
#include "note.hpp"
#include "npuzzle/judge/client.hpp"

namespace judge = npuzzle::judge;
using judge_test::Note;

namespace {

void use_keeping_worker() {
    judge::stop_worker();
    ::setenv("NPUZZLE_WORKER", NPUZZLE_KEEPING_WORKER, 1);
}

int length(const Note& note, bool fail = false) { return judge::call<int>("length", note, fail); }

int notes_read() { return judge::call<int>("notes_read"); }

}  // namespace

TEST_CASE("an argument sent once crosses again only when it changes", "[judge]") {
    use_keeping_worker();
    const Note first{std::string(1000, 'a')};
    CHECK(length(first) == 1000);
    CHECK(length(first) == 1000);
    CHECK(length(Note{first.text}) == 1000);  // another object, the same bytes
    CHECK(notes_read() == 1);
    CHECK(length(Note{"changed"}) == 7);
    CHECK(notes_read() == 2);
    CHECK(length(first) == 1000);
    CHECK(notes_read() == 3);
}

TEST_CASE("a new worker is sent the argument in full", "[judge]") {
    use_keeping_worker();
    const Note note{"kept by the first worker"};
    CHECK(length(note) == 24);
    CHECK(notes_read() == 1);
    judge::stop_worker();
    CHECK(length(note) == 24);
    CHECK(notes_read() == 1);  // the new worker's count
}

TEST_CASE("after a call that threw, the argument is sent in full again", "[judge]") {
    use_keeping_worker();
    const Note note{"thrown at"};
    CHECK_THROWS_AS(length(note, true), std::invalid_argument);
    CHECK(length(note) == 9);
    CHECK(notes_read() == 2);
    CHECK(length(note) == 9);
    CHECK(notes_read() == 2);
}

TEST_CASE("a batch that refers to one object sends it once", "[judge]") {
    use_keeping_worker();
    const Note note{std::string(5000, 'b')};
    std::vector<std::tuple<std::reference_wrapper<const Note>, bool>> calls(
        3000, std::tuple{std::cref(note), false});
    const std::vector<int> lengths = judge::call_each<int>("length", calls);
    CHECK(lengths == std::vector<int>(3000, 5000));
    CHECK(length(note) == 5000);  // the batch left it with the worker
    CHECK(notes_read() == 1);
}

TEST_CASE("an argument made once is made again only from another source", "[judge]") {
    use_keeping_worker();
    std::vector<std::tuple<std::string>> calls(500, std::tuple{std::string("quiet")});
    calls.emplace_back("loud");
    const std::vector<int> letters = judge::call_each<int>("first_letter", calls);
    CHECK(letters.front() == 'Q');
    CHECK(letters.back() == 'L');
    CHECK(judge::call<int>("shouts_made") == 2);
    CHECK(judge::call<int>("first_letter", std::string("loud")) == 'L');
    CHECK(judge::call<int>("shouts_made") == 2);
}
