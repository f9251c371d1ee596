// The estimates of lessons 05 and 06 on the wire. An estimate is code, which cannot cross: only
// the tests' own can (tests/support/test_estimates.hpp), as the value it is made from (its kind,
// its goal, then its overridden boards and values), and the worker makes the same estimate
// beside the student's search. A kind past the last is refused.
#pragma once

#include <cstdint>
#include <stdexcept>

#include "npuzzle/estimate.hpp"
#include "npuzzle/judge/wire.hpp"
#include "test_estimates.hpp"

namespace npuzzle::judge {

template <>
struct Codec<testing::TestEstimate> {
    using Kind = testing::TestEstimate::Kind;
    static void put(Writer& w, const testing::TestEstimate& e) {
        w.u8(static_cast<std::uint8_t>(e.kind()));
        judge::put(w, e.goal());
        w.u32(static_cast<std::uint32_t>(e.overrides().size()));
        for (const auto& [board, value] : e.overrides()) {
            judge::put(w, board);
            judge::put(w, value);
        }
    }
    static testing::TestEstimate get(Reader& r) {
        const std::uint8_t kind = r.u8();
        if (kind >= testing::TestEstimate::kKinds) {
            throw wire_error("an estimate that does not exist");
        }
        const Board goal = judge::get<Board>(r);
        testing::TestEstimate::Overrides overrides;
        const std::uint32_t count = r.length();
        for (std::uint32_t i = 0; i < count; ++i) {
            const Board board = judge::get<Board>(r);
            overrides[board] = judge::get<int>(r);
        }
        return {static_cast<Kind>(kind), goal, std::move(overrides)};
    }
};

template <>
struct Codec<Estimate> {
    static void put(Writer& w, const Estimate& e) {
        const auto* carried = dynamic_cast<const testing::TestEstimate*>(&e);
        if (carried == nullptr) {
            throw std::logic_error(
                "the judge can send a search only the tests' estimates (testing::TestEstimate, "
                "tests/support/test_estimates.hpp): an estimate of another type is code, which "
                "cannot cross to the worker");
        }
        judge::put(w, *carried);
    }
    static testing::TestEstimate get(Reader& r) { return judge::get<testing::TestEstimate>(r); }
};

}  // namespace npuzzle::judge
