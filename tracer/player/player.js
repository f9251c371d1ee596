// The lecture player: lays the inlined tree out once, then replays the inlined steps on it. Plain
// script, no library and no network, so the page works from a USB stick. window.player is what
// the browser tests read.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('search-data').textContent);
  const $ = (id) => document.getElementById(id);
  // 12345 -> "12,345" (toLocaleString costs milliseconds a step).
  const fmt = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

  // --- texts: every word a reader sees, one table a language (player.texts() lets the browser
  // test check that each key exists in both); #lang=zh-CN or the browser's language chooses ---
  const KIND_EN = { start: 'start', iteration: 'iteration', expand: 'expand', generate: 'generate',
    'skip-duplicate': 'skip duplicate', goal: 'goal', 'cut-off': 'cut off', finish: 'finish' };
  const TEXTS = {
    en: {
      pageTitle: 'npuzzle search player', playback: 'playback', firstTitle: 'first step (Home)',
      prevTitle: 'previous step (Left arrow, PageUp)', playTitle: 'play / pause (Enter)',
      nextTitle: 'next step (Right arrow, PageDown, Space)', lastTitle: 'last step (End)',
      play: '\u25B6 play', pause: '\u275A\u275A pause', speed: 'speed', speed1: '1 step/s',
      speed2: '2 steps/s', speed5: '5 steps/s', speed10: '10 steps/s', speed30: '30 steps/s',
      speed100: '100 steps/s', stepLabel: 'step', iteration: 'iteration', predict: 'predict',
      heat: 'heat map', zoom: 'zoom', zoomTitle: 'zoom (+ and -)', fit: 'fit', present: 'present',
      presentTitle: 'presentation mode (P); B blanks the screen', treeLabel: 'search tree',
      legend: 'legend', verdictExpand: 'expanded', verdictCutOff: 'cut off', verdictGoal: 'the goal',
      currentBoard: 'current board', expanded: 'expanded', generated: 'generated', frontier: 'frontier',
      pseudocode: 'pseudocode', otherLanguage: '中文', otherLang: 'zh-CN', code: (c) => c,
      kind: (k) => KIND_EN[k] || k,
      more: (n) => n + ' more', notDrawn: 'not drawn',
      iterationOnly: (n) => 'iteration ' + n,
      iterationBound: (n, fbound, bound) => 'iteration ' + n + ': ' + (fbound ? 'f-bound ' : 'depth limit ') + bound,
      iterationNodes: (n) => ' (' + n + ' nodes)',
      stepOf: (p, total) => 'step ' + p + ' of ' + total + ': ',
      move: (m) => ', move ' + m, bound: (b) => ', bound ' + b,
      solution: (path, n) => ': solution ' + path + ' (' + n + (n === 1 ? ' move)' : ' moves)'),
      noSolution: ': no solution',
      stepCounter: (p, total, log) => 'step ' + p + ' / ' + total + ' (log ' + log + ')',
      score: (right, tries) => 'predictions: ' + right + ' of ' + tries + ' right',
      frontierTitle: { bfs: 'frontier: the queue, front first', astar: 'frontier: the open list, least f first',
        dfs: 'frontier: the stack, top first', idastar: 'frontier: the path (recursion)' },
      byNumber: ' (by node number: predict)',
      noun: { bfs: 'queue', astar: 'open list', dfs: 'stack', idastar: 'path' },
      inFrontier: (n, noun) => n + ' in the ' + noun,
      drawnOf: (n, max) => '; ' + n + ' of them drawn (--max-nodes ' + max + ')',
      reachedAgain: (n) => '; ' + n + ' of them reached again by a shorter path, not listed',
      firstListed: (n) => '; the first ' + n + ' listed',
      askPick: (noun) => 'Predict: click the node that leaves the ' + noun + ' next.',
      askVerdict: (id) => 'Predict: is #' + id + ' expanded, cut off, or the goal?',
      right: 'Right: ', wrong: 'Not quite: ',
      leavesNext: (id, noun) => '#' + id + ' leaves the ' + noun + ' next (ringed).',
      said: { expand: 'expanded', 'cut-off': 'cut off', goal: 'the goal' },
      verdictIs: (id, said) => '#' + id + ' is ' + said + '.',
      revealed: (kind, id) => 'Answer: ' + kind + ' #' + id + '.',
      subtitle: (code, expanded, generated, drawn) => code + ': expanded ' + expanded + ', generated ' + generated +
        ', ' + drawn + ' nodes drawn',
      omitted: (n, max) => ' (' + n + ' more not drawn: at most ' + max + ' per tree)',
      state: (k, meaning) => meaning.replace(' (double border)', ''),
      heatBar: 'expanded: early \u2192 late', thisStep: 'this step\'s node',
      pathAtEnd: 'solution path (at the end)',
    },
    zh: {
      pageTitle: '八数码搜索播放器', playback: '播放', firstTitle: '第一步（Home）',
      prevTitle: '上一步（左方向键、PageUp）', playTitle: '播放 / 暂停（Enter）',
      nextTitle: '下一步（右方向键、PageDown、空格）', lastTitle: '最后一步（End）',
      play: '\u25B6 播放', pause: '\u275A\u275A 暂停', speed: '速度', speed1: '每秒 1 步',
      speed2: '每秒 2 步', speed5: '每秒 5 步', speed10: '每秒 10 步', speed30: '每秒 30 步',
      speed100: '每秒 100 步', stepLabel: '步骤', iteration: '迭代', predict: '预测',
      heat: '热力图', zoom: '缩放', zoomTitle: '缩放（+ 和 -）', fit: '适应窗口', present: '演示',
      presentTitle: '演示模式（P）；B 键让屏幕变黑', treeLabel: '搜索树',
      legend: '图例', verdictExpand: '被扩展', verdictCutOff: '被截断', verdictGoal: '是目标',
      currentBoard: '当前局面', expanded: '已扩展', generated: '已生成', frontier: '边界',
      pseudocode: '伪代码', otherLanguage: 'English', otherLang: 'en',
      // Whose code ran, as trace writes it (cli/commands/trace.cpp).
      code: (c) => ({ 'reference code': '参考代码', 'your code (--impl student)': '你的代码（--impl student）' })[c] || c,
      kind: (k) => ({ start: '开始', iteration: '新一轮迭代', expand: '扩展', generate: '生成',
        'skip-duplicate': '跳过重复', goal: '目标', 'cut-off': '截断', finish: '结束' })[k] || k,
      more: (n) => '还有 ' + n + ' 个', notDrawn: '没有画出',
      iterationOnly: (n) => '第 ' + n + ' 轮迭代',
      iterationBound: (n, fbound, bound) => '第 ' + n + ' 轮迭代：' + (fbound ? 'f 阈值 ' : '深度限制 ') + bound,
      iterationNodes: (n) => '（' + n + ' 个结点）',
      stepOf: (p, total) => '第 ' + p + ' 步，共 ' + total + ' 步：',
      move: (m) => '，移动 ' + m, bound: (b) => '，阈值 ' + b,
      solution: (path, n) => '：解 ' + path + '（' + n + ' 步）',
      noSolution: '：无解',
      stepCounter: (p, total, log) => '第 ' + p + ' / ' + total + ' 步（日志第 ' + log + ' 条）',
      score: (right, tries) => '预测：' + tries + ' 次中对了 ' + right + ' 次',
      frontierTitle: { bfs: '边界：队列，队首在前', astar: '边界：开放表，f 最小的在前',
        dfs: '边界：栈，栈顶在前', idastar: '边界：当前路径（递归）' },
      byNumber: '（按结点编号排列：请预测）',
      noun: { bfs: '队列', astar: '开放表', dfs: '栈', idastar: '路径' },
      inFrontier: (n, noun) => noun + '中有 ' + n + ' 个',
      drawnOf: (n, max) => '；画出了其中 ' + n + ' 个（--max-nodes ' + max + '）',
      reachedAgain: (n) => '；其中 ' + n + ' 个已由更短的路径再次到达，不列出',
      firstListed: (n) => '；列出前 ' + n + ' 个',
      askPick: (noun) => '预测：点击下一个离开' + noun + '的结点。',
      askVerdict: (id) => '预测：#' + id + ' 会被扩展、被截断，还是目标？',
      right: '答对了：', wrong: '不太对：',
      leavesNext: (id, noun) => '下一个离开' + noun + '的是 #' + id + '（已圈出）。',
      said: { expand: '被扩展', 'cut-off': '被截断', goal: '是目标' },
      verdictIs: (id, said) => '#' + id + ' ' + said + '。',
      revealed: (kind, id) => '答案：' + kind + ' #' + id + '。',
      subtitle: (code, expanded, generated, drawn) => code + '：扩展 ' + expanded + ' 个，生成 ' + generated +
        ' 个，画出 ' + drawn + ' 个结点',
      omitted: (n, max) => '（另有 ' + n + ' 个没有画出：每棵树最多 ' + max + ' 个）',
      // The names the DOT legend gives the kinds of node (tracer/src/dot_writer.cpp).
      state: (k) => ({ e: '已扩展', f: '已生成，未扩展', d: '重复状态，已丢弃', c: '被截断（深度限制或阈值）',
        g: '目标' })[k],
      heatBar: '已扩展：早 \u2192 晚', thisStep: '这一步的结点',
      pathAtEnd: '解路径（在最后一步）',
    },
  };
  // #lang=, else the language of the page the player is framed in (the playground's), else the
  // browser's.
  const wantedLanguage = new URLSearchParams(location.hash.slice(1)).get('lang') ||
                         (window.frameElement && window.frameElement.dataset.lang) ||
                         (navigator.languages || [navigator.language])[0] || 'en';
  let lang = /^zh/i.test(wantedLanguage) ? 'zh' : 'en';
  const t = (key, ...args) => { const v = TEXTS[lang][key]; return typeof v === 'function' ? v(...args) : v; };

  // --- the data: one array a node and a step (html_player.cpp writes them in this order) ---
  const nodes = data.nodes.map(([id, p, b, g, h, m, it, x, s, c, t, flags, more]) => ({
    id, p, b: Array.from(b, (ch) => parseInt(ch, 16)), key: b, g, h, m, it, x, s, c, t,
    path: (flags & 1) !== 0, cap: (flags & 2) !== 0, more }));
  const steps = data.steps.map((r) => [r[0], data.kinds[r[1]], r[2], r[3], r[4], r[5], r[6], r[7]]);
  // steps[k] = [log step, kind, node index, frontier, expanded, generated, iteration, bound]
  const palette = data.palette;
  const DASH = { solid: '', bold: '', dashed: '5,2', dotted: '1,5' };
  const family = { queue: 'bfs', stack: 'dfs', heap: 'astar', path: 'idastar' }[data.frontier];
  const withH = nodes.some((n) => n.h >= 0);
  const goalStep = steps.findIndex((r) => r[1] === 'goal');

  // --- layout: each iteration's tree, leaves side by side, a parent over its children ---
  const W = data.width;
  const H = data.height;
  const CELL = 26;
  const HEAD = withH ? 40 : 21;
  // Wide enough for the longest header ("#1234 g=12", about 9.6 px a character in bold 16 px).
  const longest = Math.max(...nodes.map((n) => String(n.id).length + String(n.g).length + 4),
                           withH ? Math.max(...nodes.map((n) => String(n.h).length + String(n.g + n.h).length + 6)) : 0);
  const BOX_W = Math.max(W * CELL + 12, Math.ceil(longest * 9.6) + 10);
  const BOX_H = HEAD + H * CELL + 8;
  const GAP_X = 16;
  const GAP_Y = 46;
  const LABEL = 40;
  const children = nodes.map(() => []);
  nodes.forEach((n, i) => { if (n.p >= 0) children[n.p].push(i); });
  const pos = nodes.map(() => ({ x: 0, y: 0 }));
  const morePos = [];
  const clusterOf = new Map();  // iteration index -> {roots, slots, depth}
  nodes.forEach((n, i) => {
    if (n.p >= 0) return;
    if (!clusterOf.has(n.it)) clusterOf.set(n.it, { it: n.it, roots: [], slots: 0, depth: 0 });
    clusterOf.get(n.it).roots.push(i);
  });
  const clusters = Array.from(clusterOf.values()).sort((a, b) => a.it - b.it);
  const iterative = data.iterations.some((x) => x.number > 0);
  for (const cl of clusters) {
    // Post-order without recursion: a 2,000-node path would overflow no stack, but stay safe.
    const place = (root, depth0) => {
      const stack = [[root, 0]];
      while (stack.length) {
        const top = stack[stack.length - 1];
        const [i, k] = top;
        if (k < children[i].length) { top[1] += 1; stack.push([children[i][k], 0]); continue; }
        stack.pop();
        const d = nodes[i].g - depth0;
        cl.depth = Math.max(cl.depth, d + (nodes[i].more > 0 ? 1 : 0));
        pos[i].d = d;
        const kids = children[i].map((c) => pos[c].slot);
        if (nodes[i].more > 0) { morePos[i] = { slot: cl.slots++, d: d + 1 }; kids.push(morePos[i].slot); }
        pos[i].slot = kids.length ? (kids[0] + kids[kids.length - 1]) / 2 : cl.slots++;
      }
    };
    for (const r of cl.roots) place(r, nodes[r].g);
    cl.w = Math.max(1, cl.slots) * (BOX_W + GAP_X) - GAP_X;
    cl.h = (cl.depth + 1) * (BOX_H + GAP_Y) - GAP_Y + (iterative ? LABEL : 0);
  }
  // Rows of clusters: one row, or (--aspect) the wrapping whose shape is nearest W:H.
  function rowsFor(maxWidth) {
    const rows = [[]];
    let width = 0;
    for (const cl of clusters) {
      if (rows[rows.length - 1].length && width + cl.w > maxWidth) { rows.push([]); width = 0; }
      rows[rows.length - 1].push(cl);
      width += cl.w + 60;
    }
    return rows;
  }
  const size = (rows) => ({
    w: Math.max(...rows.map((r) => r.reduce((s, c) => s + c.w + 60, -60))),
    h: rows.reduce((s, r) => s + Math.max(...r.map((c) => c.h)) + 60, -60) });
  let rows = rowsFor(Infinity);
  if (data.aspect > 0 && clusters.length > 1) {
    let best = Infinity;
    for (const cl of clusters) {
      for (let k = 0; k < clusters.length; ++k) {
        const candidate = rowsFor(clusters.slice(0, k + 1).reduce((s, c) => s + c.w + 60, 0) + cl.w / 2);
        const s = size(candidate);
        const miss = Math.abs(Math.log(s.w / s.h / data.aspect));
        if (miss < best - 1e-9) { best = miss; rows = candidate; }
      }
    }
  }
  const MARGIN = 20;
  const canvas = { w: size(rows).w + 2 * MARGIN, h: size(rows).h + 2 * MARGIN };
  {
    let y = MARGIN;
    for (const row of rows) {
      let x = MARGIN;
      for (const cl of row) {
        cl.x = x;
        cl.y = y;
        const top = y + (iterative ? LABEL : 0);
        const at = (slot, d) => ({ x: x + slot * (BOX_W + GAP_X), y: top + d * (BOX_H + GAP_Y) });
        nodes.forEach((n, i) => { if (n.it === cl.it) Object.assign(pos[i], at(pos[i].slot, pos[i].d)); });
        morePos.forEach((m, i) => { if (m && nodes[i].it === cl.it) Object.assign(m, at(m.slot, m.d)); });
        x += cl.w + 60;
      }
      y += Math.max(...row.map((c) => c.h)) + 60;
    }
  }

  // --- the SVG, written once; a step changes attributes of the few elements it concerns ---
  // A path node past --max-nodes has no number and no h in the data: it shows its g only.
  function header(n) {
    const first = (n.id >= 0 ? '#' + n.id + ' ' : '') + 'g=' + n.g;
    return withH ? [first, n.h >= 0 ? 'h=' + n.h + ' f=' + (n.g + n.h) : ''] : [first];
  }
  const gridPath = (() => {
    let d = '';
    for (let c = 0; c <= W; ++c) d += 'M' + c * CELL + ' 0V' + H * CELL;
    for (let r = 0; r <= H; ++r) d += 'M0 ' + r * CELL + 'H' + W * CELL;
    return d;
  })();
  const boardLeft = (BOX_W - W * CELL) / 2;
  function boardSvg(b) {
    let out = '<g transform="translate(' + boardLeft + ',' + HEAD + ')">';
    const blank = b.indexOf(0);
    out += '<rect x="' + (blank % W) * CELL + '" y="' + Math.floor(blank / W) * CELL + '" width="' + CELL +
           '" height="' + CELL + '" fill="' + palette.blank + '"/>';
    for (let r = 0; r < H; ++r) {
      const row = b.slice(r * W, r * W + W);
      const xs = row.map((_, c) => c * CELL + CELL / 2);
      const y = r * CELL + CELL / 2 + 6;
      if (row.every((v) => v < 10)) {
        // One text a row, each digit placed on its own cell centre.
        out += '<text class="dg" x="' + xs.join(' ') + '" y="' + y + '">' + row.map((v) => v || '\u00a0').join('') + '</text>';
      } else {
        row.forEach((v, c) => { if (v) out += '<text class="dg" x="' + xs[c] + '" y="' + y + '">' + v + '</text>'; });
      }
    }
    return out + '<path class="grid" d="' + gridPath + '"/></g>';
  }
  // One node's markup: the edge from its parent, its "more not drawn" marker, the node itself.
  function markup(i) {
    const n = nodes[i];
    let out = '';
    if (n.p >= 0) {
      const a = pos[n.p];
      const x1 = a.x + BOX_W / 2;
      const y1 = a.y + BOX_H;
      const x2 = pos[i].x + BOX_W / 2;
      const y2 = pos[i].y;
      out += '<g class="edge" id="e' + i + '"><path d="M' + x1 + ' ' + y1 + 'L' + x2 + ' ' + y2 +
             '" fill="none"/><text class="mv" x="' + (x1 + x2) / 2 + '" y="' + ((y1 + y2) / 2 + 5) + '">' + n.m + '</text></g>';
    }
    const m = morePos[i];
    if (m) {
      out += '<g class="more" id="m' + i + '"><path d="M' + (pos[i].x + BOX_W / 2) + ' ' + (pos[i].y + BOX_H) +
             'L' + (m.x + BOX_W / 2) + ' ' + m.y + '" stroke="#777" stroke-dasharray="4,3" fill="none"/>' +
             '<text x="' + (m.x + 4) + '" y="' + (m.y + 18) + '">' + t('more', fmt(n.more)) + '</text>' +
             '<text x="' + (m.x + 4) + '" y="' + (m.y + 36) + '">' + t('notDrawn') + '</text></g>';
    }
    const lines = header(n).map((t, k) => '<text class="hd" x="' + BOX_W / 2 + '" y="' + (17 + 19 * k) + '">' + t + '</text>').join('');
    return out + '<g class="node" id="n' + i + '" data-index="' + i + '" transform="translate(' + pos[i].x + ',' +
           pos[i].y + ')"><rect class="box" width="' + BOX_W + '" height="' + BOX_H + '" rx="5"/>' + lines + boardSvg(n.b) + '</g>';
  }
  const svg = $('tree-svg');
  const tree = $('tree');
  const canvasBox = $('canvas');
  svg.setAttribute('viewBox', '0 0 ' + canvas.w + ' ' + canvas.h);
  if (iterative) {
    svg.innerHTML = clusters.map((cl) => '<rect class="frame" x="' + (cl.x - 8) + '" y="' + (cl.y - 8) + '" width="' +
        (cl.w + 16) + '" height="' + (cl.h + 16) + '" rx="8"/><text class="cl" id="cl' + cl.it + '" x="' + cl.x +
        '" y="' + (cl.y + 24) + '"></text>').join('');
  }
  const layer = svg.appendChild(document.createElementNS(svg.namespaceURI, 'g'));
  // Only the nodes near the view are in the page: a 2,000-node tree costs what 100 nodes cost.
  const mounted = new Map();  // node index -> {node, shape, edge, more}
  const byX = nodes.map((_, i) => i).sort((a, b) => pos[a].x - pos[b].x);
  function nodesIn(left, top, right, bottom) {
    let lo = 0;
    let hi = byX.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (pos[byX[mid]].x + BOX_W < left) lo = mid + 1; else hi = mid; }
    const out = [];
    for (let k = lo; k < byX.length && pos[byX[k]].x <= right; ++k) {
      const i = byX[k];
      const y = pos[i].y;
      if (y + BOX_H >= top && y <= bottom) out.push(i);
    }
    return out;
  }
  // The heat map shades each iteration from its own first expansion to its last.
  const heatRange = data.iterations.map(() => [Infinity, -Infinity]);
  for (const n of nodes) {
    if (n.x > 0 && heatRange[n.it]) {
      heatRange[n.it][0] = Math.min(heatRange[n.it][0], n.x);
      heatRange[n.it][1] = Math.max(heatRange[n.it][1], n.x);
    }
  }

  // --- pseudocode, from docs/search-contract.md: each line names the events it is the line of,
  // and is written in both languages (the names of variables stay) ---
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
    const [, kind, index] = steps[k];
    if (kind === 'goal' && family === 'bfs' && nodes[index] && nodes[index].p < 0) return 'goal-start';
    if (kind === 'finish' && data.found) return family === 'idastar' || goalStep < 0 ? 'found' : codeKey(goalStep);
    return kind;
  }

  // --- the frontier at a position, kept step by step, with a snapshot every 64 steps ---
  const frontierNoun = () => t('noun')[family];
  function openOrder(a, b) {
    // The contract's A* order: least f, then larger g, then the node created first.
    const x = nodes[a];
    const y = nodes[b];
    return (x.g + x.h) - (y.g + y.h) || y.g - x.g || x.id - y.id;
  }
  // state.list: BFS front first; A* least f first; DFS bottom first (shown reversed).
  function apply(state, k) {
    const [, kind, index] = steps[k];
    const list = state.list;
    if (kind === 'iteration') { state.list = index >= 0 ? [index] : []; state.current = index; return; }
    if (kind === 'start') { state.list = [index >= 0 ? index : 0]; state.current = 0; return; }
    if (index < 0) return;
    if (family === 'idastar') { state.current = index; return; }
    if (kind === 'generate') {
      if (family === 'bfs') list.push(index);
      else if (family === 'dfs') list.splice(state.groupStart, 0, index);
      else {
        // A better path to a board still open makes its older node stale: the search drops it
        // without an event when it comes off the heap.
        const child = nodes[index];
        state.list = list.filter((i) => nodes[i].key !== child.key || nodes[i].g <= child.g);
        let lo = 0;
        let hi = state.list.length;
        while (lo < hi) { const mid = (lo + hi) >> 1; if (openOrder(state.list[mid], index) < 0) lo = mid + 1; else hi = mid; }
        state.list.splice(lo, 0, index);
      }
    } else if (kind === 'expand' || kind === 'skip-duplicate' || kind === 'goal' || kind === 'cut-off') {
      const at = list.indexOf(index);
      if (at >= 0) list.splice(at, 1);
      if (kind === 'expand') state.groupStart = list.length;
    }
  }
  const copy = (s) => ({ list: s.list.slice(), groupStart: s.groupStart, current: s.current });
  const SNAP = 64;
  const snapshots = [];
  {
    const s = { list: [], groupStart: 0, current: -1 };
    for (let k = 0; k < steps.length; ++k) {
      if (k % SNAP === 0) snapshots.push(copy(s));
      apply(s, k);
    }
  }
  let cached = { p: 0, state: copy(snapshots[0]) };
  function stateAt(p) {
    if (p < cached.p || p - cached.p > SNAP) {
      const j = Math.min(Math.floor(p / SNAP), snapshots.length - 1);
      cached = { p: j * SNAP, state: copy(snapshots[j]) };
    }
    while (cached.p < p) apply(cached.state, cached.p++);
    return cached.state;
  }
  // What the panel lists, next to leave first.
  function frontierAt(p) {
    const s = stateAt(p);
    // At the end a depth-first search has left its stack and its recursion.
    if (p === steps.length && (family === 'dfs' || family === 'idastar')) return [];
    if (family === 'idastar') {
      const path = [];
      for (let i = s.current; i >= 0; i = nodes[i].p) path.unshift(i);
      return path;
    }
    return family === 'dfs' ? s.list.slice().reverse() : s.list.slice();
  }

  // --- what a node looks like at a position ---
  let position = 1;
  let playing = null;
  let pending = null;  // the question a student is asked, while it is open
  const score = { right: 0, tries: 0 };
  let scale = 1;

  function shownState(node, s, atEnd) {
    const visible = node.cap ? atEnd : node.c <= s;
    const settled = node.t > 0 && node.t <= s;
    return { visible, state: settled ? node.s : 'f', expanded: node.x > 0 && settled };
  }
  function heatColor(t) {
    // viridis, five stops (ordered for colour-blind eyes too), dark = early; mixed halfway with
    // white so the black digits stay readable on every shade.
    const stops = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
    const x = Math.min(Math.max(t, 0), 1) * (stops.length - 1);
    const i = Math.min(Math.floor(x), stops.length - 2);
    const f = x - i;
    const c = stops[i].map((v, k) => Math.round((v + (stops[i + 1][k] - v) * f) * 0.55 + 255 * 0.45));
    return 'rgb(' + c.join(',') + ')';
  }
  // The node a step is about, and the one kept centred: at the end of a success, the goal.
  function focusOf(k) {
    const index = steps[k][2];
    if (index >= 0) return index;
    if (steps[k][1] === 'start') return 0;
    if (steps[k][1] === 'finish' && data.found) return nodes.findIndex((n) => n.path && n.s === 'g');
    return -1;
  }
  function paintNode(i, s, atEnd, current, heat) {
    const n = nodes[i];
    const v = shownState(n, s, atEnd);
    const onPath = atEnd && n.path;
    const key = (v.visible ? 1 : 0) + v.state + (v.expanded ? 1 : 0) + (i === current ? 'c' : '') +
                (onPath ? 'p' : '') + (heat ? 'h' : '');
    paintElements(mounted.get(i), key, i, v, onPath, current, heat);
  }
  function paintElements(el, key, i, v, onPath, current, heat) {
    const n = nodes[i];
    if (!el || el.key === key) return;
    el.key = key;
    el.node.classList.toggle('hidden', !v.visible);
    if (el.edge) {
      el.edge.classList.toggle('hidden', !v.visible);
      el.edge.firstChild.setAttribute('stroke', onPath ? palette.path : '#000');
      el.edge.firstChild.setAttribute('stroke-width', onPath ? 4 : 1);
    }
    if (el.more) el.more.classList.toggle('hidden', !(v.visible && v.expanded));
    const st = palette.states[v.state];
    let fill = st.fill;
    // The heat map shades the expanded nodes; the others keep their state's fill (the legend's).
    if (heat && v.expanded) {
      const [low, high] = heatRange[n.it] || [0, 0];
      fill = heatColor(high > low ? (n.x - low) / (high - low) : 0);
    }
    let stroke = st.border;
    let width = v.state === 'g' ? 3 : 1.5;
    if (i === current) { stroke = palette.highlight; width = 7; }
    else if (onPath) { stroke = palette.path; width = 4; }
    const shape = el.node.firstChild;
    shape.setAttribute('fill', fill);
    shape.setAttribute('stroke', stroke);
    shape.setAttribute('stroke-width', width);
    shape.setAttribute('stroke-dasharray', i === current ? '' : DASH[st.line] || '');
  }

  // --- panels ---
  const bigCells = [];
  for (let k = 0; k < W * H; ++k) bigCells.push($('board').appendChild(document.createElement('span')));
  $('board').style.gridTemplateColumns = 'repeat(' + W + ', auto)';
  function smallBoard(b) {
    const el = document.createElement('div');
    el.className = 'board small';
    el.style.gridTemplateColumns = 'repeat(' + W + ', auto)';
    for (const t of b) {
      const span = el.appendChild(document.createElement('span'));
      if (t === 0) span.className = 'blank'; else span.textContent = t;
    }
    return el;
  }
  const frontierItem = new Map();
  function itemFor(i) {
    let li = frontierItem.get(i);
    if (li) return li;
    li = document.createElement('li');
    li.dataset.node = nodes[i].id;
    li.dataset.index = i;
    li.appendChild(smallBoard(nodes[i].b));
    const caption = li.appendChild(document.createElement('div'));
    caption.textContent = '#' + nodes[i].id + (nodes[i].h >= 0 ? ' f=' + (nodes[i].g + nodes[i].h) : ' g=' + nodes[i].g);
    frontierItem.set(i, li);
    return li;
  }
  function iterationLabel(it, reached, ended) {
    if (!reached) return t('iterationOnly', it.number);
    return t('iterationBound', it.number, it.fbound, it.bound) + (ended ? t('iterationNodes', fmt(it.nodes)) : '');
  }
  // The counter's cell: the label without its leading "iteration N".
  function iterationCell(it) { return t('iterationBound', it.number, it.fbound, it.bound).replace(t('iterationOnly', it.number), String(it.number)); }

  // Writes only a text that changed: an unchanged one is not laid out again.
  function setText(el, text) { if (el.textContent !== text) el.textContent = text; }
  function renderPanels(k, current) {
    const [s, kind, index, frontierSize, expanded, generated, iteration, bound] = steps[k];
    const node = index >= 0 ? nodes[index] : null;
    let words = t('stepOf', fmt(position), fmt(steps.length)) + t('kind', kind);
    if (node) {
      words += ' #' + node.id + ', g=' + node.g;
      if (node.h >= 0) words += ' h=' + node.h + ' f=' + (node.g + node.h);
      if (node.m) words += t('move', node.m);
    }
    if (kind === 'iteration' || kind === 'cut-off') words += t('bound', bound);
    if (kind === 'finish') words += data.found ? t('solution', data.path, data.path.length) : t('noSolution');
    setText($('event'), words);
    setText($('step-label'), t('stepCounter', fmt(position), fmt(steps.length), fmt(s)));
    if ($('slider').value !== String(position)) $('slider').value = position;
    const b = current >= 0 ? nodes[current].b : nodes[0].b;
    b.forEach((t, c) => { setText(bigCells[c], t ? String(t) : ''); bigCells[c].classList.toggle('blank', !t); });
    setText($('c-expanded'), fmt(expanded));
    setText($('c-generated'), fmt(generated));
    const it = data.iterations.find((x) => x.number === iteration && iteration > 0);
    setText($('c-iteration'), it ? iterationCell(it) : '-');
    if (it && $('iteration').value !== String(iteration)) $('iteration').value = String(iteration);
    renderIterationLabels(iteration, kind === 'finish');
    // The counter says what the panel lists: at a Generate step the child is already in it.
    setText($('c-frontier'), fmt(renderFrontier(frontierSize)));
    const lit = codeKey(k);
    const lines = $('code').children;
    for (let c = 0; c < lines.length; ++c) lines[c].classList.toggle('lit', lines[c].dataset.events === lit);
    setText($('score'), score.tries ? t('score', score.right, score.tries) : '');
  }

  function renderIterationLabels(iteration, done) {
    // In predict mode an iteration's bound and size appear only once it has started and ended.
    const guarded = $('predict').checked;
    for (const it of data.iterations) {
      if (it.number <= 0) continue;
      const reached = !guarded || it.number <= iteration;
      const ended = !guarded || it.number < iteration || done;
      const text = iterationLabel(it, reached, ended);
      const label = $('cl' + data.iterations.indexOf(it));
      if (label && label.textContent !== text) label.textContent = text;
      const option = iterationOption.get(it.number);
      if (option && option.textContent !== text) option.textContent = text;
    }
  }

  function renderFrontier(total) {
    let list = frontierAt(position);
    // While a student predicts, the list is in node order and nothing marks the next node.
    if (pending) list = list.slice().sort((a, b) => nodes[a].id - nodes[b].id);
    const present = document.body.classList.contains('present');
    const cap = 30;
    const shown = Math.min(list.length, cap);
    const items = [];
    for (let k = 0; k < shown; ++k) {
      const li = itemFor(list[k]);
      const next = !pending && (family !== 'idastar' ? k === 0 : k === list.length - 1);
      if (li.classList.contains('next') !== next) li.classList.toggle('next', next);
      items.push(li);
    }
    // Moves only what moved: a reinserted item is laid out again, one left in place is not.
    const ol = $('frontier');
    const keep = new Set(items);
    for (const li of Array.from(ol.children)) if (!keep.has(li)) li.remove();
    items.forEach((li, k) => { if (ol.children[k] !== li) ol.insertBefore(li, ol.children[k] || null); });
    setText($('frontier-title'), t('frontierTitle')[family] + (pending && family !== 'idastar' ? t('byNumber') : ''));
    // Say what the panel cannot show: nodes past --max-nodes, and those past the panel's cap.
    const count = family === 'idastar' ? list.length : Math.max(total, list.length);
    let note = t('inFrontier', fmt(count), frontierNoun());
    if (list.length < count && data.omitted > 0) {
      note += t('drawnOf', fmt(list.length), fmt(data.max_nodes));
    } else if (list.length < count) {
      note += t('reachedAgain', fmt(count - list.length));
    }
    if (shown < list.length) note += t('firstListed', shown);
    setText($('frontier-note'), note);
    return count;
  }

  // --- rendering a position: only the mounted nodes that the steps in between concern ---
  let shown = { p: 0, current: -1, atEnd: false, heat: false, all: true };
  const endNodes = nodes.map((n, i) => (n.path || n.cap ? i : -1)).filter((i) => i >= 0);
  function paintArgs() {
    return [steps[position - 1][0], position === steps.length, focusOf(position - 1), $('heat').checked];
  }
  function render(all) {
    const k = position - 1;
    const [s, atEnd, current, heat] = paintArgs();
    if (all || shown.all || heat !== shown.heat || Math.abs(position - shown.p) > 200) {
      for (const i of mounted.keys()) paintNode(i, s, atEnd, current, heat);
    } else {
      const dirty = new Set();
      const lo = Math.min(position, shown.p);
      const hi = Math.max(position, shown.p);
      for (let j = lo - 1; j < hi; ++j) if (steps[j] && steps[j][2] >= 0) dirty.add(steps[j][2]);
      if (shown.current >= 0) dirty.add(shown.current);
      if (current >= 0) dirty.add(current);
      if (atEnd !== shown.atEnd) endNodes.forEach((i) => dirty.add(i));
      for (const i of dirty) paintNode(i, s, atEnd, current, heat);
    }
    shown = { p: position, current, atEnd, heat, all: false };
    // The view first: the panels' changes then cost one layout, when the frame is drawn.
    if (current >= 0 && !playingFast()) centreOn(current);
    renderPanels(k, current);
  }

  // Mounts the nodes in and around the view (a fifth of a view more on each side), unmounts the
  // rest: a step that jumps across a wide tree then lays out only what it shows.
  let mountedRect = null;
  const view = { w: 0, h: 0, padX: 0, padY: 0 };
  function mountView(scrollLeft, scrollTop, force) {
    const w = view.w / scale;
    const h = view.h / scale;
    const left = (scrollLeft - view.padX) / scale;
    const top = (scrollTop - view.padY) / scale;
    const r = mountedRect;
    const inside = r && left >= r.left && top >= r.top && left + w <= r.right && top + h <= r.bottom;
    if (inside && !force) return;
    mountedRect = { left: left - w / 5, top: top - h / 5, right: left + 1.2 * w, bottom: top + 1.2 * h };
    const wanted = new Set(nodesIn(mountedRect.left, mountedRect.top, mountedRect.right, mountedRect.bottom));
    for (const i of Array.from(wanted)) for (const c of children[i]) wanted.add(c);  // edges leaving the view
    for (const [i, el] of mounted) {
      if (wanted.has(i)) continue;
      el.node.remove();
      if (el.edge) el.edge.remove();
      if (el.more) el.more.remove();
      mounted.delete(i);
    }
    const fresh = Array.from(wanted).filter((i) => !mounted.has(i));
    if (!fresh.length) return;
    layer.insertAdjacentHTML('beforeend', fresh.map(markup).join(''));
    const [s, atEnd, current, heat] = paintArgs();
    for (const i of fresh) {
      mounted.set(i, { node: $('n' + i), edge: $('e' + i), more: $('m' + i), key: '' });
      paintNode(i, s, atEnd, current, heat);
    }
  }
  let scrollQueued = false;
  tree.addEventListener('scroll', () => {
    if (scrollQueued) return;
    scrollQueued = true;
    requestAnimationFrame(() => {
      scrollQueued = false;
      Object.assign(scrolled, { left: tree.scrollLeft, top: tree.scrollTop });
      mountView(scrolled.left, scrolled.top);
    });
  });

  // --- the view: zoom, and the current node kept centred ---
  function applyZoom() {
    const v = $('zoom').value;
    const boxW = tree.clientWidth;
    const boxH = tree.clientHeight;
    Object.assign(view, { w: boxW, h: boxH, padX: Math.round(boxW / 2), padY: Math.round(boxH / 2) });
    if (v === 'fit') {
      // The whole tree when its digits stay readable (12 px or more); else as small as that.
      scale = Math.min(boxW / canvas.w, boxH / canvas.h, 2);
      scale = Math.max(scale, 12 / 16);
    } else {
      scale = Number(v);
    }
    svg.style.width = canvas.w * scale + 'px';
    svg.style.height = canvas.h * scale + 'px';
    // Room on every side: any node, even at the tree's edge, can be scrolled to the centre.
    canvasBox.style.padding = view.padY + 'px ' + view.padX + 'px';
    mountedRect = null;
    Object.assign(scrolled, { left: -1, top: -1 });
    if (shown.current >= 0) centreOn(shown.current);
    else mountView(tree.scrollLeft, tree.scrollTop);
  }
  // The node in the middle of the panel; a tree that fits the panel is centred whole instead.
  // Reads no layout: the view's size is kept by applyZoom, the scroll position here.
  const scrolled = { left: -1, top: -1 };
  function centreOn(i) {
    // The parent too, when both fit: a child far from its parent is not shown alone.
    const p = nodes[i].p;
    const reach = p >= 0 ? Math.abs(pos[p].x - pos[i].x) + BOX_W : 0;
    // Else the node moves a third of the view away from its parent's side, the edge towards it.
    const side = p >= 0 ? Math.sign(pos[p].x - pos[i].x) * (view.w / scale) * 0.3 : 0;
    const nodeX = reach > 0 && reach * scale < view.w * 0.9 ? (pos[i].x + pos[p].x) / 2 : pos[i].x + side;
    const x = canvas.w * scale <= view.w ? canvas.w / 2 : nodeX + BOX_W / 2;
    const y = canvas.h * scale <= view.h ? canvas.h / 2 : pos[i].y + BOX_H / 2;
    const left = Math.round(view.padX + x * scale - view.w / 2);
    const top = Math.round(view.padY + y * scale - view.h / 2);
    if (scrolled.left !== left) tree.scrollLeft = scrolled.left = left;
    if (scrolled.top !== top) tree.scrollTop = scrolled.top = top;
    mountView(left, top);
  }

  function playingFast() { return playing !== null && Number($('speed').value) > 30; }

  function go(p) {
    position = Math.min(Math.max(1, p), steps.length);
    if (pending && pending.k !== position) closeQuestion('');
    render(false);
  }

  // --- predict: asked only where the search has a real choice ---
  // BFS, A*, DFS: which node leaves the frontier next, when it holds two or more.
  // IDA*: whether the child just generated is expanded, cut off, or the goal.
  function questionAt(p) {
    const k = p;  // the step that happens next
    if (k >= steps.length) return null;
    const [, kind, index] = steps[k];
    if (index < 0) return null;
    if (family === 'idastar') {
      const prev = steps[k - 1];
      const verdict = kind === 'expand' || kind === 'cut-off' || kind === 'goal';
      return prev && prev[1] === 'generate' && prev[2] === index && verdict ? { k, type: 'verdict' } : null;
    }
    const pops = family === 'bfs' ? ['expand'] : family === 'astar' ? ['expand', 'goal'] : ['expand', 'goal', 'cut-off'];
    if (!pops.includes(kind)) return null;
    const list = frontierAt(p);
    return list.length >= 2 && list.includes(index) ? { k, type: 'pick' } : null;
  }
  function ask(q) {
    pending = q;
    const node = nodes[steps[q.k][2]];
    $('predict-feedback').className = '';
    $('predict-feedback').textContent = q.type === 'pick' ? t('askPick', frontierNoun()) : t('askVerdict', node.id);
    $('verdict').hidden = q.type !== 'verdict';
    render(false);
  }
  function closeQuestion(text, cls) {
    pending = null;
    $('verdict').hidden = true;
    $('predict-feedback').textContent = text;
    $('predict-feedback').className = cls || '';
  }
  function answer(right, words) {
    const k = pending.k;
    score.tries += 1;
    if (right) score.right += 1;
    pending = null;
    go(k + 1);
    closeQuestion(t(right ? 'right' : 'wrong') + words, right ? 'right' : 'wrong');
    render(false);
  }
  function pick(index) {
    if (!pending || pending.type !== 'pick') return;
    const truth = steps[pending.k][2];
    answer(truth === index, t('leavesNext', nodes[truth].id, frontierNoun()));
  }
  function verdict(kind) {
    if (!pending || pending.type !== 'verdict') return;
    const [, truth, index] = steps[pending.k];
    answer(truth === kind, t('verdictIs', nodes[index].id, t('said')[truth]));
  }

  function step(delta) {
    if ($('predict').checked && delta > 0) {
      if (pending) {
        // Forward again: the lecturer reveals the answer (no score).
        const k = pending.k;
        const index = steps[k][2];
        pending = null;
        go(k + 1);
        closeQuestion(t('revealed', t('kind', steps[k][1]), nodes[index].id));
        return;
      }
      const q = questionAt(position);
      if (q) { ask(q); return; }
    }
    if (delta !== 0) closeQuestion('');
    go(position + delta);
  }

  function togglePlay() {
    if (playing !== null) {
      clearInterval(playing);
      playing = null;
      $('play').textContent = t('play');
      render(true);
      return;
    }
    $('play').textContent = t('pause');
    playing = setInterval(() => {
      if (position >= steps.length) { togglePlay(); return; }
      go(position + 1);
    }, 1000 / Number($('speed').value));
  }

  function setPresent(on) {
    document.body.classList.toggle('present', on);
    if (on && $('zoom').value === '1') $('zoom').value = '1.5';
    applyZoom();
    render(true);
  }

  // --- controls: each gives the focus back, so the keys always drive the page ---
  $('title').textContent = data.algorithm + ': ' + nodes[0].b.join(' ') + (data.goal ? '  \u2192  ' + data.goal : '');
  function drawSubtitle() {
    let sub = t('subtitle', t('code', data.code) + (data.options ? ', ' + data.options : ''), fmt(data.counters.expanded),
                fmt(data.counters.generated), fmt(nodes.length));
    if (data.omitted > 0) sub += t('omitted', fmt(data.omitted), fmt(data.max_nodes));
    $('subtitle').textContent = sub;
  }
  $('slider').max = steps.length;
  $('slider').addEventListener('input', () => go(Number($('slider').value)));
  $('first').addEventListener('click', () => go(1));
  $('last').addEventListener('click', () => go(steps.length));
  $('prev').addEventListener('click', () => step(-1));
  $('next').addEventListener('click', () => step(1));
  $('play').addEventListener('click', togglePlay);
  $('present').addEventListener('click', () => setPresent(!document.body.classList.contains('present')));
  $('speed').addEventListener('change', () => { if (playing !== null) { togglePlay(); togglePlay(); } });
  $('heat').addEventListener('change', () => { render(true); drawLegend(); });
  $('predict').addEventListener('change', () => {
    closeQuestion('');
    document.body.classList.toggle('predicting', $('predict').checked);
    if (!$('predict').checked) { score.right = 0; score.tries = 0; }
    render(true);
  });
  $('zoom').addEventListener('change', applyZoom);
  for (const b of document.querySelectorAll('#verdict button')) {
    b.addEventListener('click', () => verdict(b.dataset.verdict));
  }
  const iterationOption = new Map();
  const iterations = data.iterations.filter((x) => x.number > 0);
  if (iterations.length === 0) {
    $('iteration-box').style.display = 'none';
    $('c-iteration').closest('tr').style.display = 'none';
  }
  for (const it of iterations) {
    const o = document.createElement('option');
    o.value = String(it.number);
    iterationOption.set(it.number, $('iteration').appendChild(o));
  }
  $('iteration').addEventListener('change', () => {
    const wanted = Number($('iteration').value);
    const k = steps.findIndex((r) => r[1] === 'iteration' && r[6] === wanted);
    if (k >= 0) go(k + 1);
  });
  for (const el of document.querySelectorAll('nav button, nav select, nav input, #verdict button')) {
    el.addEventListener(el.tagName === 'BUTTON' ? 'click' : 'change', () => el.blur());
  }
  $('slider').addEventListener('pointerup', () => $('slider').blur());

  // Page-wide keys, whatever has the focus: a presenter's clicker sends PageDown and PageUp.
  const KEYS = {
    ArrowRight: () => step(1), PageDown: () => step(1), ' ': () => step(1),
    ArrowLeft: () => step(-1), PageUp: () => step(-1),
    Home: () => go(1), End: () => go(steps.length), Enter: togglePlay,
    b: toggleBlank, B: toggleBlank, '.': toggleBlank,
    p: () => setPresent(!document.body.classList.contains('present')),
    P: () => setPresent(!document.body.classList.contains('present')),
    '+': () => zoomBy(1), '=': () => zoomBy(1), '-': () => zoomBy(-1),
  };
  function toggleBlank() { $('blank').hidden = !$('blank').hidden; }
  function zoomBy(d) {
    const options = Array.from($('zoom').options).map((o) => o.value).filter((v) => v !== 'fit');
    const at = options.indexOf($('zoom').value);
    const next = at < 0 ? options.indexOf('1') : Math.min(Math.max(at + d, 0), options.length - 1);
    $('zoom').value = options[next];
    applyZoom();
  }
  window.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || !KEYS[e.key]) return;
    e.preventDefault();
    e.stopPropagation();
    if (!['b', 'B', '.'].includes(e.key)) $('blank').hidden = true;
    KEYS[e.key]();
  }, true);
  function clickedIndex(target) {
    const g = target.closest('g.node, #frontier li');
    return g && g.dataset.index !== undefined ? Number(g.dataset.index) : -1;
  }
  document.addEventListener('click', (e) => {
    const i = clickedIndex(e.target);
    if (i >= 0 && pending) pick(i);
  });
  window.addEventListener('resize', applyZoom);

  function drawLegend() {
    const legend = $('legend');
    legend.replaceChildren();
    const heat = $('heat').checked;
    const row = (swatch, words) => {
      const div = document.createElement('div');
      div.append(swatch, words);
      legend.appendChild(div);
      return div;
    };
    const present = new Set(nodes.map((n) => n.s));
    present.add('f');
    for (const k of ['e', 'f', 'd', 'c', 'g']) {
      // With the heat map on, expanded nodes are drawn in its shades, not in their state's fill.
      // (Path nodes past --max-nodes have no expansion number: they keep the expanded fill.)
      const unshaded = nodes.some((n) => n.s === 'e' && !(n.x > 0));
      if (!present.has(k) || (heat && k === 'e' && !unshaded)) continue;
      const st = palette.states[k];
      const swatch = document.createElement('i');
      swatch.style.background = st.fill;
      swatch.style.borderColor = st.border;
      swatch.style.borderStyle = st.line === 'bold' ? 'double' : st.line;
      if (k === 'g') swatch.style.borderStyle = 'solid';  // the page draws it bold, not double
      row(swatch, t('state', k, st.meaning)).dataset.state = k;
    }
    if (heat) {
      const bar = document.createElement('i');
      bar.className = 'heat';
      bar.style.background = 'linear-gradient(to right,' + [0, 0.25, 0.5, 0.75, 1].map(heatColor).join(',') + ')';
      row(bar, t('heatBar'));
    }
    const r = document.createElement('i');
    r.style.borderColor = palette.highlight;
    r.style.borderWidth = '4px';
    row(r, t('thisStep'));
    if (data.found) {
      const sw = document.createElement('i');
      sw.style.borderColor = palette.path;
      sw.style.borderWidth = '3px';
      row(sw, t('pathAtEnd'));
    }
  }

  // The static texts (data-text, data-title, data-label) and all that is drawn from the tables.
  function applyLanguage() {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    for (const el of document.querySelectorAll('[data-text]')) setText(el, t(el.dataset.text));
    for (const el of document.querySelectorAll('[data-title]')) el.title = t(el.dataset.title);
    for (const el of document.querySelectorAll('[data-label]')) el.setAttribute('aria-label', t(el.dataset.label));
    setText($('language'), t('otherLanguage'));
    $('language').lang = t('otherLang');
    setText($('play'), t(playing !== null ? 'pause' : 'play'));
    drawSubtitle();
    drawPseudocode();
    drawLegend();
    // The mounted nodes' "more not drawn" words: mounted again in the new language.
    for (const [i, el] of mounted) {
      for (const part of [el.node, el.edge, el.more]) if (part) part.remove();
      mounted.delete(i);
    }
    mountedRect = null;
    applyZoom();
    if (pending) ask(pending); else { closeQuestion(''); render(true); }
  }
  function setLanguage(wanted) {
    const next = /^zh/i.test(String(wanted)) ? 'zh' : 'en';
    if (next === lang) return;
    lang = next;
    applyLanguage();
    // The playground around the player follows its switch.
    window.dispatchEvent(new CustomEvent('npuzzle-language', { detail: lang === 'zh' ? 'zh-CN' : 'en' }));
  }
  $('language').addEventListener('click', () => setLanguage(lang === 'zh' ? 'en' : 'zh'));

  // What the browser tests read: the page's state in the terms of the step log.
  window.player = {
    state() {
      const row = steps[position - 1];
      const atEnd = position === steps.length;
      const revealed = [];
      nodes.forEach((n) => { if (shownState(n, row[0], atEnd).visible) revealed.push(n.id); });
      return {
        position, total: steps.length, step: row[0], kind: row[1],
        node: row[2] >= 0 ? nodes[row[2]].id : null,
        revealed: revealed.filter((x) => x !== null).sort((a, b) => a - b),
        frontier: Array.from(document.querySelectorAll('#frontier li')).map((li) => Number(li.dataset.node)),
        expanded: Number($('c-expanded').textContent.replace(/,/g, '')),
        generated: Number($('c-generated').textContent.replace(/,/g, '')),
        frontierSize: Number($('c-frontier').textContent.replace(/,/g, '')), iteration: row[6],
        score: Object.assign({}, score), pending: pending ? pending.type : null, scale,
        focus: focusOf(position - 1),
      };
    },
    nextExpansionNode() {
      for (let k = position; k < steps.length; ++k) if (steps[k][1] === 'expand') return nodes[steps[k][2]].id;
      return null;
    },
    question() { return pending ? { type: pending.type, node: nodes[steps[pending.k][2]].id, kind: steps[pending.k][1] } : null; },
    goalPosition: () => goalStep + 1,
    go,
    // 'en' or 'zh-CN' (any zh* tag); the page's switch does the same.
    setLanguage,
    language: () => (lang === 'zh' ? 'zh-CN' : 'en'),
    // Each language's keys, and the static texts' keys: the test finds none in one table only.
    texts: () => ({ en: Object.keys(TEXTS.en), zh: Object.keys(TEXTS.zh),
                    used: Array.from(document.querySelectorAll('[data-text], [data-title], [data-label]'),
                                     (el) => [el.dataset.text, el.dataset.title, el.dataset.label]).flat().filter(Boolean) }),
    svg: treeSvg,
  };
  // The whole tree as it stands at this step, as one standalone SVG file (the page mounts only
  // the nodes near the view): the same markup and paint, every node at once.
  function treeSvg() {
    const ns = svg.namespaceURI;
    const out = document.createElementNS(ns, 'svg');
    out.setAttribute('xmlns', ns);
    out.setAttribute('viewBox', '0 0 ' + canvas.w + ' ' + canvas.h);
    out.setAttribute('width', canvas.w);
    out.setAttribute('height', canvas.h);
    const style = out.appendChild(document.createElementNS(ns, 'style'));
    style.textContent = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules))
      .map((rule) => rule.cssText).filter((text) => text.startsWith('#tree-svg'))
      .map((text) => text.replace(/#tree-svg /g, '')).join('\n') + '\ntext { font-family: Helvetica, Arial, sans-serif; }';
    out.insertAdjacentHTML('beforeend', '<rect width="100%" height="100%" fill="#fff"/>');
    for (const child of svg.children) if (child !== layer) out.appendChild(child.cloneNode(true));
    const all = out.appendChild(document.createElementNS(ns, 'g'));
    all.innerHTML = nodes.map((_, i) => markup(i)).join('');
    const byId = new Map(Array.from(all.children, (el) => [el.id, el]));
    const [s, atEnd, current, heat] = paintArgs();
    nodes.forEach((n, i) => {
      const v = shownState(n, s, atEnd);
      const el = { node: byId.get('n' + i), edge: byId.get('e' + i), more: byId.get('m' + i), key: '' };
      paintElements(el, 'export', i, v, atEnd && n.path, current, heat);
    });
    for (const el of Array.from(all.querySelectorAll('.hidden'))) el.remove();
    return new XMLSerializer().serializeToString(out);
  }
  // player.html#step=200&heat=1&zoom=fit&present=1 opens at that step and view.
  const wanted = new URLSearchParams(location.hash.slice(1));
  if (wanted.get('heat') === '1') $('heat').checked = true;
  if (data.present || wanted.get('present') === '1') {
    document.body.classList.add('present');
    $('zoom').value = '1.5';
  }
  if (wanted.get('zoom')) $('zoom').value = wanted.get('zoom');
  if (wanted.get('step')) position = Math.min(Math.max(1, Number(wanted.get('step')) || 1), steps.length);
  applyLanguage();
})();
