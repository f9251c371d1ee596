#!/usr/bin/env python3
"""Writes hard27-31.txt: 100 boards in POJ 1077 form whose optimum is 27 to 31 moves.

One BFS from the goal 1 2 3 4 5 6 7 8 x gives every board's distance; a fixed-seed pick from the
layers 27..31 keeps the file reproducible: the two boards at 31 and 98 spread over 27..30.
  make_hard_boards.py > hard27-31.txt"""
import random
from collections import deque

GOAL = "12345678x"
PER_LAYER = {31: 2, 30: 25, 29: 25, 28: 24, 27: 24}


def neighbours(board):
    z = board.index("x")
    row, col = divmod(z, 3)
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < 3 and 0 <= c < 3:
            n = r * 3 + c
            cells = list(board)
            cells[z], cells[n] = cells[n], cells[z]
            yield "".join(cells)


def layers():
    dist = {GOAL: 0}
    queue = deque([GOAL])
    while queue:
        board = queue.popleft()
        for nxt in neighbours(board):
            if nxt not in dist:
                dist[nxt] = dist[board] + 1
                queue.append(nxt)
    by_depth = {}
    for board, d in dist.items():
        by_depth.setdefault(d, []).append(board)
    return by_depth


def main():
    by_depth = layers()
    rng = random.Random(20150803)
    picked = []
    for depth, count in sorted(PER_LAYER.items()):
        picked += [(depth, b) for b in rng.sample(sorted(by_depth[depth]), count)]
    rng.shuffle(picked)
    for _, board in picked:
        print(" ".join(board))


if __name__ == "__main__":
    main()
