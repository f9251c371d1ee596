#include "npuzzle/move.hpp"

#include <stdexcept>

#include "catch.hpp"

using npuzzle::Move;

TEST_CASE("moves are written u d l r and each has an inverse", "[core][moves]") {
    CHECK(npuzzle::to_char(Move::Up) == 'u');
    CHECK(npuzzle::to_char(Move::Down) == 'd');
    CHECK(npuzzle::to_char(Move::Left) == 'l');
    CHECK(npuzzle::to_char(Move::Right) == 'r');
    for (Move m : npuzzle::kMoveOrder) {
        CHECK(npuzzle::inverse(npuzzle::inverse(m)) == m);
        CHECK(npuzzle::inverse(m) != m);
        CHECK(npuzzle::move_from_char(npuzzle::to_char(m)) == m);
    }
    CHECK(npuzzle::inverse(Move::Up) == Move::Down);
    CHECK(npuzzle::inverse(Move::Left) == Move::Right);
}

TEST_CASE("move strings parse and print, bad letters are named", "[core][moves]") {
    const auto path = npuzzle::parse_moves("ullddrurdllurdruldr");
    CHECK(path.size() == 19);
    CHECK(npuzzle::to_string(path) == "ullddrurdllurdruldr");
    CHECK(npuzzle::parse_moves("u, d L") == std::vector<Move>{Move::Up, Move::Down, Move::Left});
    CHECK_THROWS_WITH(npuzzle::parse_moves("udx"),
                      npuzzle::testing::contains("'x' at position 3 is not a move"));
    CHECK_THROWS_WITH(npuzzle::parse_moves(std::string("ud\0", 3)),
                      npuzzle::testing::contains("'\\x00' at position 3 is not a move"));
}
