// Description: whether a call throws std::invalid_argument, for tests that show a hint before
// they check. Any other exception goes on to fail the test with its own message (a stub's "not
// implemented", a bad_alloc), so a stub never passes for refusing its input.
#pragma once

#include <stdexcept>

namespace npuzzle::testing {

// True when `call` throws std::invalid_argument, false when it returns.
template <class Call>
bool throws_invalid_argument(Call call) {
    try {
        call();
    } catch (const std::invalid_argument&) {
        return true;
    }
    return false;
}

}  // namespace npuzzle::testing
