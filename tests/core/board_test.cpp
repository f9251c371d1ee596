#include <set>
#include <stdexcept>
#include <unordered_set>
#include <utility>

#include "catch.hpp"
#include "npuzzle/board_io.hpp"

using npuzzle::Board;
using npuzzle::Move;
using npuzzle::parse_board;

TEST_CASE("the default board is the 3x3 goal 1 2 3 4 5 6 7 8 0", "[core][board]") {
    const Board b;
    CHECK(npuzzle::to_string(b) == "1 2 3 4 5 6 7 8 0");
    CHECK(b.is_goal());
    CHECK(b.blank() == 8);
    CHECK(sizeof(Board) <= 16);
}

TEST_CASE("is_goal holds for the goal of every shape and for no board one move away",
          "[core][board]") {
    for (const auto& [w, h] : {std::pair{2, 2}, {3, 2}, {2, 3}, {3, 3}, {4, 4}, {2, 8}, {5, 3}}) {
        const Board g = Board::goal(w, h);
        CHECK(g.is_goal());
        for (Move m : npuzzle::kMoveOrder) {
            if (g.can_move(m)) CHECK_FALSE(g.moved(m).is_goal());
        }
    }
    CHECK_FALSE(parse_board("1 2 3 4 5 6 8 7 0").is_goal());
}

TEST_CASE("at() reads every cell of a board and refuses a cell off it", "[core][board]") {
    const Board b = parse_board("8 1 3 4 0 2 7 6 5");
    const int tiles[] = {8, 1, 3, 4, 0, 2, 7, 6, 5};
    for (int cell = 0; cell < 9; ++cell) {
        CHECK(b.at(cell) == tiles[cell]);
        CHECK(b.at(cell / 3, cell % 3) == tiles[cell]);
        CHECK(b.unchecked_at(cell) == tiles[cell]);
    }
    // Past the last cell the packed board holds zeros, which would read as the blank.
    CHECK_THROWS_AS(b.at(9), std::out_of_range);
    CHECK_THROWS_WITH(b.at(9), "cell 9 is not on this 3x3 board: its cells are 0 to 8");
    CHECK_THROWS_AS(b.at(-1), std::out_of_range);
    CHECK_THROWS_AS(b.at(16), std::out_of_range);
    CHECK_THROWS_WITH(b.at(1, 3),
                      "row 1, column 3 is not on this 3x3 board: rows are 0 to 2, columns 0 to 2");
    CHECK_THROWS_AS(b.at(3, 0), std::out_of_range);
    CHECK_THROWS_AS(b.at(0, -1), std::out_of_range);
    const Board wide = Board::goal(4, 2);
    CHECK(wide.at(1, 3) == 0);  // the blank, in the last cell of the 4x2 goal
    CHECK(wide.at(0, 3) == 4);
    CHECK_THROWS_AS(wide.at(2, 0), std::out_of_range);
    CHECK(Board::goal(4, 4).at(15) == 0);
}

TEST_CASE("goals exist for every supported shape and no other", "[core][board]") {
    for (int w = 2; w <= 8; ++w) {
        for (int h = 2; h <= 8; ++h) {
            if (w * h <= 16) {
                const Board g = Board::goal(w, h);
                CHECK(g.blank() == w * h - 1);
                CHECK(g.at(0) == 1);
            } else {
                CHECK_THROWS_AS(Board::goal(w, h), std::invalid_argument);
            }
        }
    }
}

TEST_CASE("legal moves at every blank position of a 3x3 board, in U D L R order", "[core][moves]") {
    // Expected letters for the blank in cells 0..8.
    const char* expected[] = {"dr", "dlr", "dl", "udr", "udlr", "udl", "ur", "ulr", "ul"};
    for (int cell = 0; cell < 9; ++cell) {
        std::vector<int> tiles = {1, 2, 3, 4, 5, 6, 7, 8};
        tiles.insert(tiles.begin() + cell, 0);
        const Board b(3, 3, tiles);
        CHECK(b.blank() == cell);
        CHECK(npuzzle::to_string(b.legal_moves()) == expected[cell]);
    }
}

TEST_CASE("legal moves at every blank position of a 4x4 board", "[core][moves]") {
    for (int cell = 0; cell < 16; ++cell) {
        std::vector<int> tiles(15);
        for (int i = 0; i < 15; ++i) tiles[i] = i + 1;
        tiles.insert(tiles.begin() + cell, 0);
        const Board b(4, 4, tiles);
        const int row = cell / 4, col = cell % 4;
        CHECK(b.can_move(Move::Up) == (row > 0));
        CHECK(b.can_move(Move::Down) == (row < 3));
        CHECK(b.can_move(Move::Left) == (col > 0));
        CHECK(b.can_move(Move::Right) == (col < 3));
    }
}

TEST_CASE("a move swaps the blank with the neighbour in that direction", "[core][moves]") {
    const Board start = parse_board("1 2 3 0 8 4 7 6 5");
    CHECK(npuzzle::to_string(start.moved(Move::Up)) == "0 2 3 1 8 4 7 6 5");
    CHECK(npuzzle::to_string(start.moved(Move::Down)) == "1 2 3 7 8 4 0 6 5");
    CHECK(npuzzle::to_string(start.moved(Move::Right)) == "1 2 3 8 0 4 7 6 5");
    CHECK_THROWS_AS(start.moved(Move::Left), std::invalid_argument);
    // Seed 000: 8 left, then 2 down, i.e. the blank goes right then up.
    const Board goal = parse_board("1 0 3 8 2 4 7 6 5");
    CHECK(npuzzle::apply_path(start, npuzzle::parse_moves("ru")) == goal);
}

TEST_CASE("apply then undo gives the board back, for every legal move", "[core][moves]") {
    for (const char* text : {"8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 0", "0 1 2 3",
                             "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", "5 0 1 2 3 4"}) {
        const Board b = text == std::string("5 0 1 2 3 4") ? parse_board(text, npuzzle::Shape{3, 2})
                                                           : parse_board(text);
        for (Move m : b.legal_moves()) {
            Board c = b;
            c.apply(m);
            CHECK(c != b);
            CHECK(c.can_move(npuzzle::inverse(m)));
            c.undo(m);
            CHECK(c == b);
        }
    }
}

TEST_CASE("a path that leaves the board names the bad move", "[core][moves]") {
    CHECK_THROWS_WITH(npuzzle::apply_path(Board::goal(), npuzzle::parse_moves("udd")),
                      npuzzle::testing::contains("move 3 ('d')"));
}

TEST_CASE("boards are hashable and ordered", "[core][board]") {
    std::unordered_set<Board> hashed;
    std::set<Board> ordered;
    Board b = parse_board("8 6 7 2 5 4 3 0 1");
    for (int i = 0; i < 100; ++i) {
        hashed.insert(b);
        ordered.insert(b);
        b.apply(b.legal_moves()[static_cast<std::size_t>(i) % b.legal_moves().size()]);
    }
    CHECK(hashed.size() == ordered.size());
    CHECK(Board::goal(2, 2) != Board::goal(3, 3));
}
