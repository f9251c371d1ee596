// Description: how far a search of a board shape may ever need to look, so that a depth limit or
// a sweep a user asks for cannot make the program run for hours for nothing.
#pragma once

namespace npuzzle::cli {

// The longest optimal solution of any board of this shape (W x H and H x W alike): a depth limit
// above it finds nothing a limit equal to it would not. Measured by a complete BFS from every
// goal for boards of up to 10 cells (the goal with the blank in a corner is the farthest from
// some board); for 12 to 16 cells, the radii from Korf's complete BFS (JACM 2008) and
// Korf & Schultze (AAAI 2005). Throws std::invalid_argument for a shape no Board has.
int longest_optimal_solution(int width, int height);

}  // namespace npuzzle::cli
