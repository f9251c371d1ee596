// The judge against workers that misbehave (hostile_worker.cpp): every bad reply fails the call
// with worker_failure and a message in words, within the call's time limit, and the next call
// gets a fresh worker. Nothing a worker sends can crash the judge or pass for an answer.
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <typeinfo>

#include "catch.hpp"
#include "npuzzle/board.hpp"
#include "npuzzle/errors.hpp"
#include "npuzzle/judge/client.hpp"

using npuzzle::testing::contains;
namespace judge = npuzzle::judge;

namespace {

// The next call goes to a new hostile worker behaving as `mode`.
void use_worker(const std::string& mode) {
    judge::stop_worker();
    const std::string command =
        std::string("[\"") + NPUZZLE_HOSTILE_WORKER + "\", \"" + mode + "\"]";
    ::setenv("NPUZZLE_WORKER", command.c_str(), 1);
}

int ask_int() { return judge::call<int>("anything", 1); }

}  // namespace

TEST_CASE("a well-behaved worker's answer comes back", "[judge]") {
    use_worker("echo-int");
    CHECK(ask_int() == 42);
    CHECK(ask_int() == 42);
}

TEST_CASE("malformed replies fail the call with worker_failure", "[judge]") {
    for (const char* mode : {"garbage", "huge-frame", "truncated", "extra-bytes", "unasked-events",
                             "bad-exception-kind", "exit"}) {
        INFO("worker mode " << mode);
        use_worker(mode);
        CHECK_THROWS_AS(ask_int(), judge::worker_failure);
    }
}

TEST_CASE("a forged list length cannot make the judge allocate", "[judge]") {
    use_worker("long-list");
    CHECK_THROWS_WITH(judge::call<std::vector<int>>("anything", 1), contains("too long"));
}

TEST_CASE("a forged board is refused like any invalid board", "[judge]") {
    use_worker("bad-board");
    CHECK_THROWS_WITH(judge::call<npuzzle::Board>("anything", 1), contains("protocol"));
}

TEST_CASE("a crash is reported with its signal, in words", "[judge]") {
    use_worker("segfault");
    CHECK_THROWS_WITH(ask_int(), contains("SEGV"));
}

TEST_CASE("a worker that hangs or drips is stopped at the call's time limit", "[judge]") {
    for (const char* mode : {"hang", "drip"}) {
        INFO("worker mode " << mode);
        use_worker(mode);
        const judge::CallDeadline limit(1);
        CHECK_THROWS_WITH(ask_int(), contains("within 1 s"));
    }
}

TEST_CASE("an endless loop is stopped after the call's limit in CPU time, and told so", "[judge]") {
    use_worker("spin");
    const judge::CallDeadline limit(1);
    CHECK_THROWS_WITH(ask_int(), contains("within 1 s") && contains("s of CPU"));
}

TEST_CASE("what the student's code threw comes back as the same exception", "[judge]") {
    use_worker("throws");
    CHECK_THROWS_AS(ask_int(), std::invalid_argument);
    CHECK_THROWS_WITH(ask_int(), contains("tile 7 appears twice"));
    // Of that very type, not a type of the judge's derived from it: a test names an exception
    // by its type (exception_text.hpp), which must be the one the student's code threw.
    try {
        ask_int();
        FAIL("the worker's exception did not come back");
    } catch (const std::exception& e) {
        CHECK(typeid(e) == typeid(std::invalid_argument));
    }
    // A thrown exception is an answer: the same worker answers the next call.
    CHECK_THROWS_AS(ask_int(), std::invalid_argument);
}

TEST_CASE("a stub's not_implemented is worded in the language the judge reads", "[judge]") {
    // The worker runs without the judge's environment: the judge words the message.
    use_worker("not-implemented");
    ::setenv("NPUZZLE_LANG", "en", 1);
    CHECK_THROWS_AS(ask_int(), npuzzle::not_implemented);
    CHECK_THROWS_WITH(ask_int(),
                      "lesson 01's cantor::rank_board is not implemented yet: write it in "
                      "lessons/01-cantor/cantor.cpp; bfs::search calls it");
    ::setenv("NPUZZLE_LANG", "zh-CN", 1);
    CHECK_THROWS_WITH(ask_int(),
                      "第 01 课的 cantor::rank_board 尚未实现：请在 lessons/01-cantor/cantor.cpp "
                      "中完成它（bfs::search 调用了它）");
    ::unsetenv("NPUZZLE_LANG");
}

TEST_CASE("after a failure the next call starts a fresh worker", "[judge]") {
    use_worker("segfault");
    CHECK_THROWS_AS(ask_int(), judge::worker_failure);
    const std::uint64_t before = judge::worker_generation();
    use_worker("echo-int");
    CHECK(ask_int() == 42);
    CHECK(judge::worker_generation() > before);
}

TEST_CASE("a worker command that cannot run is a worker_failure, not a crash", "[judge]") {
    judge::stop_worker();
    ::setenv("NPUZZLE_WORKER", "[\"/nonexistent/worker\"]", 1);
    CHECK_THROWS_AS(ask_int(), judge::worker_failure);
    ::setenv("NPUZZLE_WORKER", "not json [", 1);
    CHECK_THROWS_AS(ask_int(), judge::worker_failure);
}
