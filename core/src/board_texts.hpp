// Description: what is wrong with a board or a shape someone typed, in English and Chinese (an
// input_error, npuzzle/errors.hpp, carries both). A "{}" stands for a value, filled in order.
// Positions count the tiles as written, from 1 ("the 8th"), as a person counts them; the cells
// of a board are numbered from 0 elsewhere.
#pragma once

#include "npuzzle/language.hpp"

namespace npuzzle::board_texts {

inline constexpr Text kTiles{"{} tiles", "{} 个数码"};
inline constexpr Text kOneTile{"1 tile", "1 个数码"};
inline constexpr Text kShapes{
    "2x2 to 2x8, 3x2 to 3x5, 4x2 to 4x4, 5x2, 5x3, 6x2, 7x2 or 8x2 (width x height: each side at "
    "least 2, at most 16 cells)",
    "2x2 到 2x8、3x2 到 3x5、4x2 到 4x4、5x2、5x3、6x2、7x2 或 8x2（宽x高：每边至少 2，总共最多 16 "
    "格）"};

// A tile (parse_board).
inline constexpr Text kNotANumber{
    "{} at position {} is not a number (tiles are numbers, the blank is 0 or x)",
    "{}（第 {} 个）不是数字（数码都是数字，空格写作 0 或 x）"};
inline constexpr Text kNegativeTile{
    "tile {} at position {} is out of range: tiles are 1 and up, the blank is 0 or x",
    "数码 {}（第 {} 个）超出范围：数码从 1 开始，空格写作 0 或 x"};
inline constexpr Text kHugeTile{
    "tile {} at position {} is out of range: no board has a tile above 15 (the blank is 0 or x)",
    "数码 {}（第 {} 个）超出范围：任何局面的数码都不超过 15（空格写作 0 或 x）"};

// The count and layout of the tiles (parse_board).
inline constexpr Text kEmptyBoard{"empty board: expected tiles such as 1 2 3 0 8 4 7 6 5",
                                  "局面是空的：应当写出数码，例如 1 2 3 0 8 4 7 6 5"};
inline constexpr Text kBoardsOnOneLine{"{} boards on one line ({}, {}{}): give one board a line",
                                       "一行里有 {} 个局面（{}、{}{}）：请每行只写一个局面"};
inline constexpr Text kManyBoards{
    "got {}, as many as {} boards of {}: give one board at a time (one a line on stdin)",
    "收到了 {}，相当于 {} 个 {} 格的局面：请一次只给一个局面（标准输入每行一个）"};
inline constexpr Text kTooManyCells{"got {}, but a board has at most 16 cells; the shapes are {}",
                                    "收到了 {}，但局面最多只有 16 格；可用的尺寸有 {}"};
inline constexpr Text kNoSquareBoard{
    "got {} on one line, which is no square board (one line holds 4, 9 or 16 tiles: 2x2, 3x3 or "
    "4x4); check for a missing or extra tile, or write one row a line or give the shape (e.g. "
    "--size 2x3) for a rectangular board",
    "一行里有 {}，拼不成正方形局面（写成一行时应有 4、9 或 16 个数码：2x2、3x3 或 4x4）；请检查是否"
    "少写或多写了数码；长方形局面请每行写一排，或者给出尺寸（例如 --size 2x3）"};
inline constexpr Text kUnevenRow{"row {} has {} but row 1 has {}: every row needs the same count",
                                 "第 {} 行有 {}，第 1 行却有 {} 个：每一行的数码个数必须相同"};
inline constexpr Text kTooManyInRows{
    "got {} in {} rows of {}, but a board has at most 16 cells; the shapes are {}",
    "收到了 {}（{} 行，每行 {} 个），但局面最多只有 16 格；可用的尺寸有 {}"};
inline constexpr Text kWrongCount{"a {}x{} board needs {} tiles, got {}",
                                  "{}x{} 的局面需要 {} 个数码，收到的是 {} 个"};

// A shape (parse_shape, Board).
inline constexpr Text kNotASize{"{} is not a board size: write WIDTHxHEIGHT, e.g. 3x3 or 2x4",
                                "{} 不是局面尺寸：请写成 宽x高，例如 3x3 或 2x4"};
inline constexpr Text kUnsupportedShape{"a {}x{} board is not supported: the shapes are {}",
                                        "不支持 {}x{} 的局面：可用的尺寸有 {}"};
inline constexpr Text kUnsupportedSides{
    "a {}x{} board is not supported: each side must be at least 2 and the board at most 16 cells",
    "不支持 {}x{} 的局面：每边至少为 2，总共最多 16 格"};

// The tiles of a board (Board).
inline constexpr Text kTileOutOfRange{
    "tile {} at position {} is out of range: a {}x{} board has tiles 1..{} and the blank 0{}",
    "数码 {}（第 {} 个）超出范围：{}x{} 的局面只有数码 1..{} 和空格 0{}"};
inline constexpr Text kMeantAsBlank{" (is it meant as the blank? write 0 or x)",
                                    "（是想写空格吗？请写 0 或 x）"};
inline constexpr Text kTileTwice{"tile {} appears twice (positions {} and {})",
                                 "数码 {} 出现了两次（第 {} 个和第 {} 个）"};
inline constexpr Text kTwoBlanks{"two blanks (positions {} and {})",
                                 "有两个空格（第 {} 个和第 {} 个）"};
inline constexpr Text kGoalShape{
    "the board is {}x{} but the goal is {}x{}: no move changes a board's shape",
    "局面是 {}x{} 的，目标局面却是 {}x{} 的：任何移动都不会改变局面的尺寸"};

}  // namespace npuzzle::board_texts
