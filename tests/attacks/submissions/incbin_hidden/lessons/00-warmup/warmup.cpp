// Attack: the assembler's .incbin copies the instructor's hidden tests into the program at
// compile time; is_goal throws their text, so it lands in a visible test's output. Honest
// score: 0 (the tests fail; what must not happen is the leak).
#include "warmup.hpp"

#include "npuzzle/errors.hpp"
#include "npzattack.hpp"

asm(".pushsection .rodata\n"
    ".global npz_hidden_tests\n"
    "npz_hidden_tests:\n"
    ".incbin \"@KIT@/tests/hidden/lesson00_warmup.cpp\"\n"
    ".byte 0\n"
    ".popsection\n");
extern "C" const char npz_hidden_tests[];

namespace npuzzle::warmup {

bool is_goal(const Board& /*board*/, const Board& /*goal*/) {
    throw std::runtime_error(std::string(npz_hidden_tests).substr(0, 1500));
}

int tile_distance(const Board& /*board*/, int /*tile*/, const Board& /*goal*/) {
    throw std::runtime_error(std::string(npz_hidden_tests).substr(0, 1500));
}

}  // namespace npuzzle::warmup
