// solve --jobs's runner (cli/ordered_jobs): jobs that finish out of order are said in the order
// they came, a job's failure comes out on the caller's thread with the jobs after it left unsaid,
// and one thread runs each job as it comes.
#include "ordered_jobs.hpp"

#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "catch.hpp"

namespace {

using npuzzle::cli::OrderedJobs;

// Job i sleeps longer the earlier it comes, so on several threads the later ones finish first.
OrderedJobs::Job numbered(int i, int count, std::vector<int>& said) {
    return [i, count, &said]() -> OrderedJobs::Say {
        std::this_thread::sleep_for(std::chrono::microseconds(50 * (count - i)));
        return [i, &said] { said.push_back(i); };
    };
}

std::vector<int> first_numbers(int count) {
    std::vector<int> numbers;
    for (int i = 0; i < count; ++i) numbers.push_back(i);
    return numbers;
}

}  // namespace

TEST_CASE("jobs that finish out of order are said in the order they came", "[cli][jobs]") {
    for (int threads : {1, 2, 5}) {
        CAPTURE(threads);
        std::vector<int> said;
        OrderedJobs jobs(threads);
        for (int i = 0; i < 60; ++i) jobs.submit(numbered(i, 60, said));
        jobs.finish();
        CHECK(said == first_numbers(60));
    }
}

TEST_CASE("a job's failure comes out of finish; the jobs before it are said, none after",
          "[cli][jobs]") {
    for (int threads : {1, 3}) {
        CAPTURE(threads);
        std::vector<int> said;
        bool thrown = false;
        try {
            OrderedJobs jobs(threads);
            for (int i = 0; i < 30; ++i) {
                if (i == 10) {
                    jobs.submit([]() -> OrderedJobs::Say { throw std::runtime_error("job 10"); });
                } else {
                    jobs.submit(numbered(i, 30, said));
                }
            }
            jobs.finish();
        } catch (const std::runtime_error& e) {
            thrown = std::string(e.what()) == "job 10";
        }
        CHECK(thrown);
        CHECK(said == first_numbers(10));
    }
}
