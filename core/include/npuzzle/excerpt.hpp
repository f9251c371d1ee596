// Description: the one way the kit quotes what a user typed in a message. Input can be anything
// (10 MB on one line, a NUL byte, bytes that are not UTF-8), and a message must stay short and
// printable, so a quoted excerpt is cut and its unprintable bytes are escaped.
// Time: O(length of the excerpt), never of the whole text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace npuzzle {

// At most `max_chars` characters of `text`, then "..." if there was more. Valid UTF-8 is kept as
// it is; control characters, DEL and bytes that are not valid UTF-8 are written as \xNN.
std::string excerpt(std::string_view text, std::size_t max_chars = 40);

// excerpt() between single quotes: "'abc'", "'\x00'", "'1111...'".
std::string quoted_excerpt(std::string_view text, std::size_t max_chars = 40);

}  // namespace npuzzle
