// Description: the names of an enum (the lessons' heuristics, the tracer's frontiers), written
// once in a table beside the enum, and how many values it has. to_string and the look-up by name
// both read that table: the frozen headers name every value of their enums ("manhattan", ...) and
// give "?" past the last, so the count follows the enum itself and no reader writes it down.
// Time: a name O(1); a value by its name and the count O(values).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <utility>

namespace npuzzle {

// An enum's names, value 0 first: entries[i] is value i and its name.
template <typename Enum, std::size_t N>
struct EnumNames {
    std::pair<Enum, std::string_view> entries[N];

    // The name of `value`, or "?" for a value past the last.
    constexpr std::string_view name(Enum value) const noexcept {
        const auto i = static_cast<std::size_t>(value);
        return i < N ? entries[i].second : "?";
    }

    // The value called `name`, or nullopt.
    constexpr std::optional<Enum> value(std::string_view name) const noexcept {
        for (const auto& entry : entries) {
            if (entry.second == name) return entry.first;
        }
        return std::nullopt;
    }
};

// The table of `entries`, written as enum_names<Heuristic>({{Heuristic::Zero, "zero"}, ...}).
// They must list the values in order from 0: a table out of order does not compile (a throw is
// not allowed while a constexpr variable is computed).
template <typename Enum, std::size_t N>
constexpr EnumNames<Enum, N> enum_names(const std::pair<Enum, std::string_view> (&entries)[N]) {
    EnumNames<Enum, N> names{};
    for (std::size_t i = 0; i < N; ++i) {
        if (static_cast<std::size_t>(entries[i].first) != i) {
            throw std::logic_error("enum_names: list the values in order, from 0");
        }
        names.entries[i] = entries[i];
    }
    return names;
}

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
