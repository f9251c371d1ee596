// The boards the lessons grew from (shared/seeds) and, for 4x4, the five easiest of Korf's 100
// instances (bench/korf100.txt; goal blank first), each with the search that suits it.
const KORF_GOAL = '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15';
const EXAMPLES = [
  { name: 'seed 000: 2 moves', nameZh: '种子 000：2 步', board: '1 2 3 0 8 4 7 6 5', goal: '1 0 3 8 2 4 7 6 5', algo: 'bfs' },
  { name: 'POJ 1077: 19 moves', nameZh: 'POJ 1077：19 步', board: '2 3 4 1 5 x 7 6 8', goal: '', algo: 'idastar' },
  { name: 'seed 003: 14 moves', nameZh: '种子 003：14 步', board: '2 3 0 7 1 6 5 8 4', goal: '', algo: 'bfs' },
  { name: 'seed 003: 28 moves', nameZh: '种子 003：28 步', board: '0 8 7 6 5 4 3 2 1', goal: '', algo: 'astar' },
  { name: 'seed 004: 17 moves', nameZh: '种子 004：17 步', board: '6 2 8 0 1 4 7 3 5', goal: '', algo: 'bfs' },
  { name: 'seed 004: limit 20', nameZh: '种子 004：深度限制 20', board: '6 2 8 0 1 4 7 3 5', goal: '', algo: 'dls', depthLimit: 20 },
  { name: 'Korf 55: 41 moves', nameZh: 'Korf 第 55 题：41 步', board: '13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11',
    goal: KORF_GOAL, algo: 'idastar', heuristic: 'linear-conflict' },
  { name: 'Korf 16: 42 moves', nameZh: 'Korf 第 16 题：42 步', board: '1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0',
    goal: KORF_GOAL, algo: 'idastar', heuristic: 'linear-conflict' },
  { name: 'Korf 42: 42 moves', nameZh: 'Korf 第 42 题：42 步', board: '4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10',
    goal: KORF_GOAL, algo: 'idastar', heuristic: 'linear-conflict' },
  { name: 'Korf 79: 42 moves', nameZh: 'Korf 第 79 题：42 步', board: '0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15',
    goal: KORF_GOAL, algo: 'idastar', heuristic: 'linear-conflict' },
  { name: 'Korf 71: 44 moves', nameZh: 'Korf 第 71 题：44 步', board: '5 7 0 11 12 1 9 10 15 6 2 3 8 4 13 14',
    goal: KORF_GOAL, algo: 'idastar', heuristic: 'linear-conflict' },
];
