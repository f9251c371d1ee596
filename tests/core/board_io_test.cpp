#include "npuzzle/board_io.hpp"

#include <stdexcept>
#include <string>

#include "catch.hpp"

using npuzzle::Board;
using npuzzle::parse_board;
using npuzzle::Shape;

namespace {

// The message of the std::invalid_argument that parsing `text` throws.
std::string parse_error(const std::string& text) {
    try {
        parse_board(text);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    FAIL("no error for: " << text);
    return {};
}

}  // namespace

TEST_CASE("every board form of the seeds parses to the same board", "[core][parse]") {
    const Board expected = parse_board("1 2 3 0 8 4 7 6 5");
    CHECK(expected.tiles() == std::vector<int>{1, 2, 3, 0, 8, 4, 7, 6, 5});
    CHECK(parse_board("1 2 3 x 8 4 7 6 5") == expected);
    CHECK(parse_board("1 2 3 X 8 4 7 6 5") == expected);
    CHECK(parse_board("123084765") == expected);
    CHECK(parse_board("123x84765") == expected);
    CHECK(parse_board("1 2 3\n0 8 4\n7 6 5\n") == expected);
    CHECK(parse_board("123\n084\n765") == expected);
    CHECK(parse_board("1,2,3,0,8,4,7,6,5") == expected);
    CHECK(parse_board("1, 2, 3,\n0, 8, 4,\n7, 6, 5") == expected);
    CHECK(parse_board("  1\t2 3 0 8 4 7 6 5 \r\n") == expected);
}

TEST_CASE("4x4 boards parse with spaces, lines or commas", "[core][parse]") {
    const Board b = parse_board("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0");
    CHECK(b == Board::goal(4, 4));
    CHECK(parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 x") == b);
    CHECK(parse_board("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0") == b);
}

TEST_CASE("a grid's layout gives rectangular shapes, and a shape can be given", "[core][parse]") {
    const Board wide = parse_board("1 2 3\n4 5 0");
    CHECK(wide.width() == 3);
    CHECK(wide.height() == 2);
    const Board tall = parse_board("1 2 3 4 5 0", Shape{2, 3});
    CHECK(tall.width() == 2);
    CHECK(tall.height() == 3);
    CHECK(npuzzle::parse_shape("4x4") == Shape{4, 4});
    CHECK(npuzzle::parse_shape("2x3") == Shape{2, 3});
    CHECK_THROWS_AS(npuzzle::parse_shape("5x5"), std::invalid_argument);
    CHECK_THROWS_AS(npuzzle::parse_shape("3"), std::invalid_argument);
    CHECK_THROWS_AS(npuzzle::parse_shape("1x4"), std::invalid_argument);
}

TEST_CASE("bad boards are rejected with a message naming the fault and where", "[core][parse]") {
    using npuzzle::testing::contains;
    CHECK_THAT(parse_error(""), contains("empty"));
    CHECK_THAT(parse_error("  \n \n"), contains("empty"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 6"), contains("got 8 tiles"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 6 5 9"), contains("got 10 tiles"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 7 5"),
               contains("tile 7 appears twice (positions 7 and 8)"));
    CHECK_THAT(parse_error("1 2 3 9 8 4 7 6 5"), contains("no blank"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 0 5"), contains("two blanks (positions 4 and 8)"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 6 12"),
               contains("tile 12 at position 9 is out of range"));
    CHECK_THAT(parse_error("1 2 3 0 8 a 7 6 5"), contains("'a' at position 6 is not a number"));
    CHECK_THAT(parse_error("1 2 3 0 -8 4 7 6 5"), contains("'-8' at position 5 is not a number"));
    CHECK_THAT(parse_error("1 2 3 4 5 0"), contains("no square board"));
    CHECK_THAT(parse_error("1 2 3\n4 5\n6 7 0"), contains("row 2 has 2 tiles but row 1 has 3"));
    CHECK_THAT(parse_error("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16"), contains("no blank"));
    CHECK_THROWS_WITH(parse_board("1 2 3 4 5 0", Shape{4, 4}),
                      contains("a 4x4 board needs 16 tiles, got 6"));
}

TEST_CASE("boards print on one line, in POJ form and as a grid", "[core][format]") {
    const Board b = parse_board("1 2 3 0 8 4 7 6 5");
    CHECK(npuzzle::to_string(b) == "1 2 3 0 8 4 7 6 5");
    CHECK(npuzzle::to_poj(b) == "1 2 3 x 8 4 7 6 5");
    CHECK(npuzzle::to_grid(b) == "1 2 3\n. 8 4\n7 6 5\n");
    CHECK(npuzzle::to_grid(Board::goal(4, 4)) ==
          " 1  2  3  4\n 5  6  7  8\n 9 10 11 12\n13 14 15  .\n");
}

TEST_CASE("printing then parsing gives the board back", "[core][format]") {
    for (const char* text :
         {"8 6 7 2 5 4 3 0 1", "0 1 2 3", "15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0"}) {
        const Board b = parse_board(text);
        CHECK(parse_board(npuzzle::to_string(b)) == b);
        CHECK(parse_board(npuzzle::to_poj(b)) == b);
    }
}
