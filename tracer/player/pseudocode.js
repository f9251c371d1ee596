// The pseudocode panel, from docs/search-contract.md: each line names the events it is the line
// of, and is written in both languages (the names of variables stay).
const PSEUDOCODE = {
  bfs: [['goal-start', 'if start is the goal: return [start]', '若 start 是目标：返回 [start]'],
        ['start', 'frontier <- [start]; seen <- {start}', 'frontier <- [start]；seen <- {start}'],
        ['', 'while frontier is not empty:', '当 frontier 不空：'],
        ['expand', '  node <- frontier.pop_front()', '  node <- frontier.pop_front()'],
        ['generate', '  for child of node (u d l r):', '  对 node 的每个 child（u d l r）：'],
        ['skip-duplicate', '    if child in seen: skip it', '    若 child 在 seen 中：跳过'],
        ['goal', '    if child is goal: return path', '    若 child 是目标：返回路径'],
        ['', '    else: seen += child; push it', '    否则：seen += child；入队'],
        ['finish', 'return "no path"', '返回“无解”']],
  dfs: [['start', 'stack <- [start]', 'stack <- [start]'],
        ['iteration', 'for limit <- 0, 1, 2, ...:  (IDDFS)', '对 limit <- 0, 1, 2, ……：（IDDFS）'],
        ['', '  while stack is not empty:', '  当 stack 不空：'],
        ['', '    node <- stack.pop()', '    node <- stack.pop()'],
        ['goal', '    if node is goal: return path', '    若 node 是目标：返回路径'],
        ['cut-off', '    if depth = limit: cut off, next', '    若 深度 = limit：截断，继续'],
        ['expand', '    expand node:', '    扩展 node：'],
        ['generate', '      for child of node (u d l r):', '      对 node 的每个 child（u d l r）：'],
        ['skip-duplicate', '        if on the path: skip it', '        若已在路径上：跳过'],
        ['', '        else push it (u ends on top)', '        否则入栈（u 最后在栈顶）'],
        ['finish', 'return "no path within the limit"', '返回“限制之内无解”']],
  astar: [['start', 'open <- {start}; best_g[start] <- 0', 'open <- {start}；best_g[start] <- 0'],
          ['', 'while open is not empty:', '当 open 不空：'],
          ['', '  node <- pop least f, then larger g', '  node <- 取出 f 最小的（同 f 取 g 大的）'],
          ['', '  if best_g[node] < g: drop it', '  若 best_g[node] < g：丢弃'],
          ['goal', '  if node is goal: return path', '  若 node 是目标：返回路径'],
          ['expand', '  expand node:', '  扩展 node：'],
          ['generate', '    for child of node (u d l r):', '    对 node 的每个 child（u d l r）：'],
          ['skip-duplicate', '      if best_g[child] <= g: skip it', '      若 best_g[child] <= g：跳过'],
          ['', '      best_g[child] <- g; push it', '      best_g[child] <- g；放入 open'],
          ['finish', 'return "no path"', '返回“无解”']],
  idastar: [['start', 'bound <- h(start)', 'bound <- h(start)'],
            ['iteration', 'repeat: t <- search(start, 0, bound)', '重复：t <- search(start, 0, bound)'],
            ['found', '  if t = FOUND: return path', '  若 t = FOUND：返回路径'],
            ['finish', '  if t = inf: return "no path"', '  若 t = inf：返回“无解”'],
            ['', '  bound <- t', '  bound <- t'],
            ['', 'search(node, g, bound):', 'search(node, g, bound)：'],
            ['cut-off', '  if g+h > bound: cut off; return g+h', '  若 g+h > bound：截断；返回 g+h'],
            ['goal', '  if node is goal: return FOUND', '  若 node 是目标：返回 FOUND'],
            ['expand', '  expand node: min <- inf', '  扩展 node：min <- inf'],
            ['generate', '  for child (u d l r, no undo):', '  对每个 child（u d l r，不走回头路）：'],
            ['', '    t <- search(child, g+1, bound)', '    t <- search(child, g+1, bound)'],
            ['', '    if t = FOUND: return FOUND', '    若 t = FOUND：返回 FOUND'],
            ['', '    min <- min(min, t)', '    min <- min(min, t)'],
            ['', '  return min', '  返回 min']],
};
if (family === 'dfs' && !iterative) PSEUDOCODE.dfs[1] = ['', 'limit <- the depth limit', 'limit <- 深度限制'];
const code = PSEUDOCODE[family];
for (const [events] of code) $('code').appendChild(document.createElement('li')).dataset.events = events;
function drawPseudocode() {
  code.forEach(([, en, zh], k) => setText($('code').children[k], lang === 'zh' ? zh : en));
}
// The line a step is the event of: on success, the line that returns the path.
function codeKey(k) {
  const { kind, node: index } = steps[k];
  if (kind === 'goal' && family === 'bfs' && nodes[index] && nodes[index].parent < 0) return 'goal-start';
  if (kind === 'finish' && data.found) return family === 'idastar' || goalStep < 0 ? 'found' : codeKey(goalStep);
  return kind;
}
