// Description: how many values an enum of the lessons has, counted from its own to_string: the
// frozen headers name every value of their enums ("manhattan", ...) and give "?" past the last,
// so the count follows the enum itself and no reader writes the last value down.
// Time: O(values), at compile time.
#pragma once

#include <cstdint>
#include <string_view>
#include <type_traits>

namespace npuzzle {

// The values of `Enum` that its to_string (found beside the enum) names, from 0 up: values 0 ..
// named_enum_count<Enum>() - 1 exist, every larger one does not.
template <typename Enum>
constexpr int named_enum_count() noexcept {
    static_assert(std::is_same_v<std::underlying_type_t<Enum>, std::uint8_t>,
                  "a lesson enum travels as one byte");
    int count = 0;
    while (count < 256 && to_string(static_cast<Enum>(count)) != std::string_view("?")) ++count;
    return count;
}

}  // namespace npuzzle
