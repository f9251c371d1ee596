// Attack: at run time, is_goal reads the instructor's hidden tests (in the kit, or in the
// grader's scratch tree beside the test program) and throws their text, so it lands in a
// visible test's output. Honest score: 0 (the tests fail; what must not happen is the leak).
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

namespace {

std::string hidden_tests() {
    const std::string rel = "/tests/hidden/lesson00_warmup.cpp";
    for (const std::string& root : {npzattack::scratch_source(), npzattack::kKit}) {
        const std::string text = npzattack::read_file(root + rel, 1500);
        if (!text.empty()) return text;
    }
    return "not found";
}

}  // namespace

namespace npuzzle::warmup {

bool is_goal(const Board& /*board*/, const Board& /*goal*/) {
    throw std::runtime_error(hidden_tests());
}

int tile_distance(const Board& /*board*/, int /*tile*/, const Board& /*goal*/) {
    throw std::runtime_error(hidden_tests());
}

}  // namespace npuzzle::warmup
