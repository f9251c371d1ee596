#include "npuzzle/board_io.hpp"

#include <stdexcept>
#include <string>

#include "catch.hpp"
#include "npuzzle/excerpt.hpp"

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
    CHECK_THAT(parse_error("1 2 3 9 8 4 7 6 5"),
               contains("tile 9 at position 4 is out of range: a 3x3 board has tiles 1..8 and the "
                        "blank 0 (is it meant as the blank? write 0 or x)"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 0 5"), contains("two blanks (positions 4 and 8)"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 6 12"),
               contains("tile 12 at position 9 is out of range"));
    CHECK_THAT(parse_error("1 2 3 0 8 a 7 6 5"), contains("'a' at position 6 is not a number"));
    CHECK_THAT(parse_error("1 2 3 0 -8 4 7 6 5"),
               contains("tile -8 at position 5 is out of range: tiles are 1 and up"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 6 1234"),
               contains("tile 1234 at position 9 is out of range: no board has a tile above 15"));
    CHECK_THAT(parse_error("1 2 3 4 5 0"), contains("got 6 tiles on one line, which is no square"));
    CHECK_THAT(parse_error("1 2 3\n4 5\n6 7 0"), contains("row 2 has 2 tiles but row 1 has 3"));
    CHECK_THAT(parse_error("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16"),
               contains("tile 16 at position 16 is out of range: a 4x4 board has tiles 1..15"));
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

TEST_CASE("a tile twice is named even when the blank is missing too", "[core][parse]") {
    using npuzzle::testing::contains;
    CHECK_THAT(parse_error("1 2 3 4 5 6 7 8 8"),
               contains("tile 8 appears twice (positions 8 and 9)"));
}

TEST_CASE("too many tiles: the limit of 16 cells and the shapes allowed are named",
          "[core][parse]") {
    using npuzzle::testing::contains;
    const std::string ones_to_24 =
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0";
    CHECK_THAT(parse_error(ones_to_24),
               contains("got 25 tiles, but a board has at most 16 cells; the shapes are 2x2 to "
                        "2x8, 3x2 to 3x5, 4x2 to 4x4"));
    CHECK_THAT(parse_error("1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n16 17 18 19 20\n21 22 23 24 0"),
               contains("got 25 tiles in 5 rows of 5, but a board has at most 16 cells"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 6 5 1 2 3 0 8 4 7 6 5"),
               contains("got 18 tiles, as many as 2 boards of 9: give one board at a time"));
    CHECK_THAT(parse_error("123084765 876543210"),
               contains("2 boards on one line ('123084765', '876543210'): give one board a line"));
    CHECK_THROWS_WITH(npuzzle::parse_shape("5x5"),
                      contains("a 5x5 board is not supported: the shapes are 2x2 to 2x8"));
    CHECK_THROWS_WITH(npuzzle::parse_shape("big"), contains("'big' is not a board size"));
}

TEST_CASE("quoted input is cut at 40 characters and shown escaped, never raw", "[core][parse]") {
    using npuzzle::testing::contains;
    const std::string nul_token = std::string("1 2 3 0 8 4 7 6 ") + '5' + '\0';
    CHECK_THAT(parse_error(nul_token), contains("'5\\x00' at position 9 is not a number"));
    CHECK_THAT(parse_error("1 2 3 0 8 4 7 6 \xff"), contains("'\\xff' at position 9"));
    const std::string long_word = "1 2 3 0 8 4 7 6 " + std::string(100000, 'a');
    const std::string message = parse_error(long_word);
    CHECK_THAT(message, contains("'" + std::string(40, 'a') + "...' at position 9"));
    CHECK(message.size() < 200);
}

TEST_CASE("10 MB of digits on one line is refused by its count, quickly", "[core][parse]") {
    using npuzzle::testing::contains;
    CHECK_THAT(parse_error(std::string(10'000'000, '1')), contains("got 10000000 tiles"));
    std::string spaced;
    for (int i = 0; i < 5'000'000; ++i) spaced += "1 ";
    CHECK_THAT(parse_error(spaced), contains("got 5000000 tiles, but a board has at most 16"));
    CHECK_THAT(parse_error(std::string(10'000'000, '1') + " 2"),
               contains("tile " + std::string(40, '1') + "... at position 1 is out of range"));
}

TEST_CASE("excerpts keep valid UTF-8 and escape everything else", "[core][excerpt]") {
    using npuzzle::excerpt;
    CHECK(excerpt("abc") == "abc");
    CHECK(excerpt(std::string(41, 'z')) == std::string(40, 'z') + "...");
    CHECK(excerpt(std::string(40, 'z')) == std::string(40, 'z'));
    CHECK(excerpt(std::string("a\0b", 3)) == "a\\x00b");
    CHECK(excerpt("tab\there\n") == "tab\\x09here\\x0a");
    CHECK(excerpt("\x7f") == "\\x7f");
    CHECK(excerpt("caf\xc3\xa9") == "caf\xc3\xa9");            // é
    CHECK(excerpt("\xe2\x82\xac 5") == "\xe2\x82\xac 5");      // €
    CHECK(excerpt("\xf0\x9f\x98\x80") == "\xf0\x9f\x98\x80");  // an emoji
    CHECK(excerpt("\xff\xfe") == "\\xff\\xfe");
    CHECK(excerpt("\xc0\xaf") == "\\xc0\\xaf");                              // overlong '/'
    CHECK(excerpt("\xed\xa0\x80") == "\\xed\\xa0\\x80");                     // a surrogate
    CHECK(excerpt("\xe2\x82") == "\\xe2\\x82");                              // cut short
    CHECK(excerpt("\xc3\xa9\xc3\xa9\xc3\xa9", 2) == "\xc3\xa9\xc3\xa9...");  // counts characters
    CHECK(npuzzle::quoted_excerpt("x") == "'x'");
}
