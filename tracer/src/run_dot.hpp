// Description: running Graphviz's `dot` as each system starts a program: run_dot_posix.cpp
// (posix_spawn: Linux, macOS) or run_dot_windows.cpp (CreateProcess), chosen by CMake.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "npuzzle/tracer/render.hpp"

namespace npuzzle {

inline constexpr const char* kDotMissing =
    "Graphviz's `dot` program was not found: install the Debian package graphviz "
    "(sudo apt-get install graphviz), or write the DOT text and render it elsewhere";

// Runs dot_program() with `args`, the DOT text on its standard input; returns its standard
// output. Throws RenderError: kDotMissing when there is no such program, dot's own words when it
// fails on the text.
std::string run_dot(std::vector<std::string> args, std::string_view dot_text);

// What dot wrote on its standard error when it failed, as the RenderError to throw.
RenderError dot_failed(std::string errors);

}  // namespace npuzzle
