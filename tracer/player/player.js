// The lecture player: lays the inlined tree out once, then replays the inlined steps on it. Plain
// script, no library and no network, so the page works from a USB stick. window.player is what
// the browser tests read.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('search-data').textContent);
  const $ = (id) => document.getElementById(id);
  // 12345 -> "12,345" (toLocaleString costs milliseconds a step).
  const fmt = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

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
             '<text x="' + (m.x + 4) + '" y="' + (m.y + 18) + '">' + fmt(n.more) + ' more</text>' +
             '<text x="' + (m.x + 4) + '" y="' + (m.y + 36) + '">not drawn</text></g>';
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

  // --- pseudocode, from docs/search-contract.md: each line names the events it is the line of ---
  const PSEUDOCODE = {
    bfs: [['goal-start', 'if start is the goal: return [start]'],
          ['start', 'frontier <- [start]; seen <- {start}'],
          ['', 'while frontier is not empty:'],
          ['expand', '  node <- frontier.pop_front()'],
          ['generate', '  for child of node (u d l r):'],
          ['skip-duplicate', '    if child in seen: skip it'],
          ['goal', '    if child is goal: return path'],
          ['', '    else: seen += child; push it'],
          ['finish', 'return "no path"']],
    dfs: [['start', 'stack <- [start]'],
          ['iteration', 'for limit <- 0, 1, 2, ...:  (IDDFS)'],
          ['', '  while stack is not empty:'],
          ['', '    node <- stack.pop()'],
          ['goal', '    if node is goal: return path'],
          ['cut-off', '    if depth = limit: cut off, next'],
          ['expand', '    expand node:'],
          ['generate', '      for child of node (u d l r):'],
          ['skip-duplicate', '        if on the path: skip it'],
          ['', '        else push it (u ends on top)'],
          ['finish', 'return "no path within the limit"']],
    astar: [['start', 'open <- {start}; best_g[start] <- 0'],
            ['', 'while open is not empty:'],
            ['', '  node <- pop least f, then larger g'],
            ['', '  if best_g[node] < g: drop it'],
            ['goal', '  if node is goal: return path'],
            ['expand', '  expand node:'],
            ['generate', '    for child of node (u d l r):'],
            ['skip-duplicate', '      if best_g[child] <= g: skip it'],
            ['', '      best_g[child] <- g; push it'],
            ['finish', 'return "no path"']],
    idastar: [['start', 'bound <- h(start)'],
              ['iteration', 'repeat: t <- search(start, 0, bound)'],
              ['found', '  if t = FOUND: return path'],
              ['finish', '  if t = inf: return "no path"'],
              ['', '  bound <- t'],
              ['', 'search(node, g, bound):'],
              ['cut-off', '  if g+h > bound: cut off; return g+h'],
              ['goal', '  if node is goal: return FOUND'],
              ['expand', '  expand node: min <- inf'],
              ['generate', '  for child (u d l r, no undo):'],
              ['', '    t <- search(child, g+1, bound)'],
              ['', '    if t = FOUND: return FOUND'],
              ['', '    min <- min(min, t)'],
              ['', '  return min']],
  };
  if (family === 'dfs' && !iterative) PSEUDOCODE.dfs[1] = ['', 'limit <- the depth limit'];
  const code = PSEUDOCODE[family];
  for (const [events, text] of code) {
    const li = document.createElement('li');
    li.textContent = text;
    li.dataset.events = events;
    $('code').appendChild(li);
  }
  // The line a step is the event of: on success, the line that returns the path.
  function codeKey(k) {
    const [, kind, index] = steps[k];
    if (kind === 'goal' && family === 'bfs' && nodes[index] && nodes[index].p < 0) return 'goal-start';
    if (kind === 'finish' && data.found) return family === 'idastar' || goalStep < 0 ? 'found' : codeKey(goalStep);
    return kind;
  }

  // --- the frontier at a position, kept step by step, with a snapshot every 64 steps ---
  const FRONTIER_NOUN = { bfs: 'queue', astar: 'open list', dfs: 'stack', idastar: 'path' }[family];
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
    const kind = it.fbound ? 'f-bound ' : 'depth limit ';
    if (!reached) return 'iteration ' + it.number;
    return 'iteration ' + it.number + ': ' + kind + it.bound + (ended ? ' (' + fmt(it.nodes) + ' nodes)' : '');
  }

  // Writes only a text that changed: an unchanged one is not laid out again.
  function setText(el, text) { if (el.textContent !== text) el.textContent = text; }
  function renderPanels(k, current) {
    const [s, kind, index, frontierSize, expanded, generated, iteration, bound] = steps[k];
    const node = index >= 0 ? nodes[index] : null;
    let words = 'step ' + fmt(position) + ' of ' + fmt(steps.length) + ': ' + kind;
    if (node) {
      words += ' #' + node.id + ', g=' + node.g;
      if (node.h >= 0) words += ' h=' + node.h + ' f=' + (node.g + node.h);
      if (node.m) words += ', move ' + node.m;
    }
    if (kind === 'iteration' || kind === 'cut-off') words += ', bound ' + bound;
    if (kind === 'finish') words += data.found ? ': solution ' + data.path + ' (' + data.path.length + ' moves)' : ': no solution';
    setText($('event'), words);
    setText($('step-label'), 'step ' + fmt(position) + ' / ' + fmt(steps.length) + ' (log ' + fmt(s) + ')');
    if ($('slider').value !== String(position)) $('slider').value = position;
    const b = current >= 0 ? nodes[current].b : nodes[0].b;
    b.forEach((t, c) => { setText(bigCells[c], t ? String(t) : ''); bigCells[c].classList.toggle('blank', !t); });
    setText($('c-expanded'), fmt(expanded));
    setText($('c-generated'), fmt(generated));
    const it = data.iterations.find((x) => x.number === iteration && iteration > 0);
    setText($('c-iteration'), it ? iterationLabel(it, true, false).replace(/^iteration /, '') : '-');
    if (it && $('iteration').value !== String(iteration)) $('iteration').value = String(iteration);
    renderIterationLabels(iteration, kind === 'finish');
    // The counter says what the panel lists: at a Generate step the child is already in it.
    setText($('c-frontier'), fmt(renderFrontier(frontierSize)));
    const lit = codeKey(k);
    const lines = $('code').children;
    for (let c = 0; c < lines.length; ++c) lines[c].classList.toggle('lit', lines[c].dataset.events === lit);
    setText($('score'), score.tries ? 'predictions: ' + score.right + ' of ' + score.tries + ' right' : '');
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
    setText($('frontier-title'), {
      bfs: 'frontier: the queue, front first',
      astar: 'frontier: the open list, least f first',
      dfs: 'frontier: the stack, top first',
      idastar: 'frontier: the path (recursion)',
    }[family] + (pending && family !== 'idastar' ? ' (by node number: predict)' : ''));
    // Say what the panel cannot show: nodes past --max-nodes, and those past the panel's cap.
    const count = family === 'idastar' ? list.length : Math.max(total, list.length);
    let note = fmt(count) + ' in the ' + FRONTIER_NOUN;
    if (list.length < count && data.omitted > 0) {
      note += '; ' + fmt(list.length) + ' of them drawn (--max-nodes ' + fmt(data.max_nodes) + ')';
    } else if (list.length < count) {
      note += '; ' + fmt(count - list.length) + ' of them reached again by a shorter path, not listed';
    }
    if (shown < list.length) note += '; the first ' + shown + ' listed';
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
    $('predict-feedback').textContent = q.type === 'pick'
      ? 'Predict: click the node that leaves the ' + FRONTIER_NOUN + ' next.'
      : 'Predict: is #' + node.id + ' expanded, cut off, or the goal?';
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
    closeQuestion((right ? 'Right: ' : 'Not quite: ') + words, right ? 'right' : 'wrong');
    render(false);
  }
  function pick(index) {
    if (!pending || pending.type !== 'pick') return;
    const truth = steps[pending.k][2];
    answer(truth === index, '#' + nodes[truth].id + ' leaves the ' + FRONTIER_NOUN + ' next (ringed).');
  }
  function verdict(kind) {
    if (!pending || pending.type !== 'verdict') return;
    const [, truth, index] = steps[pending.k];
    const said = { expand: 'expanded', 'cut-off': 'cut off', goal: 'the goal' }[truth];
    answer(truth === kind, '#' + nodes[index].id + ' is ' + said + '.');
  }

  function step(delta) {
    if ($('predict').checked && delta > 0) {
      if (pending) {
        // Forward again: the lecturer reveals the answer (no score).
        const k = pending.k;
        const index = steps[k][2];
        pending = null;
        go(k + 1);
        closeQuestion('Answer: ' + steps[k][1] + ' #' + nodes[index].id + '.');
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
      $('play').textContent = '\u25B6 play';
      render(true);
      return;
    }
    $('play').textContent = '\u275A\u275A pause';
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
  let sub = data.code + (data.options ? ', ' + data.options : '') + ': expanded ' + fmt(data.counters.expanded) +
            ', generated ' + fmt(data.counters.generated) + ', ' + fmt(nodes.length) + ' nodes drawn';
  if (data.omitted > 0) sub += ' (' + fmt(data.omitted) + ' more not drawn: at most ' + fmt(data.max_nodes) + ' per tree)';
  $('subtitle').textContent = sub;
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
      row(swatch, st.meaning.replace(' (double border)', '')).dataset.state = k;
    }
    if (heat) {
      const bar = document.createElement('i');
      bar.className = 'heat';
      bar.style.background = 'linear-gradient(to right,' + [0, 0.25, 0.5, 0.75, 1].map(heatColor).join(',') + ')';
      row(bar, 'expanded: early \u2192 late');
    }
    const r = document.createElement('i');
    r.style.borderColor = palette.highlight;
    r.style.borderWidth = '4px';
    row(r, 'this step\'s node');
    if (data.found) {
      const sw = document.createElement('i');
      sw.style.borderColor = palette.path;
      sw.style.borderWidth = '3px';
      row(sw, 'solution path (at the end)');
    }
  }

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
  drawLegend();
  applyZoom();
  render(true);
})();
