// The lecture player: replays the inlined steps on the inlined SVG. Plain script, no library and
// no network, so the page works from a USB stick. window.player is what the browser tests read.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('search-data').textContent);
  const nodes = data.nodes;
  const steps = data.steps;  // [step, kind, index, frontier, expanded, generated, iteration, bound]
  const palette = data.palette;
  const DASH = { solid: '', bold: '', dashed: '5,2', dotted: '1,5' };
  const $ = (id) => document.getElementById(id);

  // --- the SVG: one element per tree node and edge, found by the titles Graphviz writes ---
  const nodeShape = [];
  const nodeGroup = [];
  const moreGroup = [];
  const edges = [];  // {g, shapes, from, to}: `to` is a node index, or -1 for a "more" marker
  for (const g of document.querySelectorAll('#tree g.node')) {
    const title = g.querySelector('title').textContent;
    const m = /^n(\d+)$/.exec(title);
    const more = /^m(\d+)$/.exec(title);
    if (m) {
      const i = Number(m[1]);
      nodeGroup[i] = g;
      nodeShape[i] = g.querySelector('path, polygon');
      g.dataset.index = i;
    } else if (more) {
      moreGroup[Number(more[1])] = g;
    }
  }
  for (const g of document.querySelectorAll('#tree g.edge')) {
    const m = /^n(\d+)->([nm])(\d+)$/.exec(g.querySelector('title').textContent);
    if (!m) continue;
    // The line and the arrowhead; the move letter's white ground stays as it is.
    const shapes = Array.from(g.querySelectorAll('path, polygon'))
        .filter((el) => el.getAttribute('fill') !== 'white');
    edges.push({ g, shapes, from: Number(m[1]),
                 to: m[2] === 'n' ? Number(m[3]) : -1, more: m[2] === 'm' });
  }

  // The heat map shades each iteration from its own first expansion to its last.
  const heatRange = data.iterations.map(() => [Infinity, -Infinity]);
  for (const n of nodes) {
    if (n.x > 0 && heatRange[n.it]) {
      heatRange[n.it][0] = Math.min(heatRange[n.it][0], n.x);
      heatRange[n.it][1] = Math.max(heatRange[n.it][1], n.x);
    }
  }
  const shownKey = [];
  const edgeKey = [];
  const headerText = nodeGroup.map((g) => {
    const text = g && g.querySelector('text');
    if (text) {
      text.dataset.full = text.textContent;
      text.dataset.plain = text.textContent.replace(/^#[\d,]+\s+/, '');
    }
    return text;
  });

  // --- the search as the page tells it ---
  const algo = data.algorithm;
  // How the search keeps its frontier fixes the pseudocode and the order the frontier is shown in.
  const family = { queue: 'bfs', stack: 'dfs', heap: 'astar', path: 'idastar' }[data.frontier];
  const PSEUDOCODE = {
    bfs: [['start', 'frontier <- queue(start); seen <- {start}'],
          ['', 'while frontier is not empty:'],
          ['expand', '  node <- frontier.pop_front()'],
          ['goal', '  if node is the goal: return its path'],
          ['generate', '  for move in u d l r: child <- move(node)'],
          ['skip-duplicate', '    if child in seen: drop it'],
          ['push', '    else: seen.add(child); frontier.push_back(child)'],
          ['finish', 'return "no path"']],
    dfs: [['iteration', 'for limit <- 0, 1, 2, ...:          (iddfs)'],
          ['start', '  stack <- [start]'],
          ['', '  while stack is not empty:'],
          ['pop', '    node <- stack.pop()'],
          ['goal', '    if node is the goal: return its path'],
          ['cut-off', '    if depth(node) = limit: cut off, continue'],
          ['expand', '    expand node:'],
          ['generate', '      for move in u d l r: child <- move(node)'],
          ['skip-duplicate', '        if child is on the path: drop it'],
          ['push', '        else push child (u ends on top)'],
          ['finish', 'return "no path within the limit"']],
    astar: [['start', 'open <- heap(start); best_g[start] <- 0'],
            ['', 'while open is not empty:   (least f, then larger g, then oldest)'],
            ['expand', '  node <- open.pop()   (dropped if best_g[board] < g)'],
            ['goal', '  if node is the goal: return its path'],
            ['generate', '  for move in u d l r: child <- move(node)'],
            ['skip-duplicate', '    if best_g[child] <= g(child): drop it'],
            ['push', '    else: best_g[child] <- g(child); open.push(child)'],
            ['finish', 'return "no path"']],
    idastar: [['start', 'bound <- h(start)'],
              ['iteration', 'loop: t <- search(start, g=0, bound)'],
              ['', 'search(node, g, bound):'],
              ['cut-off', '  if g + h(node) > bound: cut off, return f'],
              ['goal', '  if node is the goal: return FOUND'],
              ['expand', '  expand node:'],
              ['generate', '    for move in u d l r (no undo): child <- move(node)'],
              ['push', '      t <- search(child, g + 1, bound)'],
              ['finish', 'bound <- the least f cut off; stop when FOUND']],
  };
  const code = PSEUDOCODE[family];
  for (const [, text] of code) {
    const li = document.createElement('li');
    li.textContent = text;
    $('code').appendChild(li);
  }

  // --- state at a position: steps[0 .. position-1] have happened ---
  let position = 1;
  let playing = null;
  const score = { right: 0, tries: 0 };

  function frontierAt(p) {
    // Rebuilt from the start: O(p), a few thousand steps at most, far below a frame's time.
    let list = [];
    let groupStart = 0;
    let current = -1;
    for (let k = 0; k < p; ++k) {
      const [, kind, index] = steps[k];
      if (kind === 'iteration') { list = index >= 0 ? [index] : []; current = index; continue; }
      if (kind === 'start') { list = index >= 0 ? [index] : [0]; current = 0; continue; }
      if (index < 0) continue;
      if (family === 'idastar') { current = index; continue; }
      const at = list.indexOf(index);
      if (kind === 'generate' && family === 'astar') {
        // A better path to a board still open makes its older node stale: the search drops it
        // without an event when it comes off the heap.
        const child = nodes[index];
        list = list.filter((i) => nodes[i].b !== child.b || nodes[i].g <= child.g);
        list.push(index);
      } else if (kind === 'generate') {
        if (family === 'bfs') list.push(index);
        else list.splice(groupStart, 0, index);
      } else if (kind === 'expand' || kind === 'skip-duplicate' || kind === 'goal' ||
                 kind === 'cut-off') {
        if (at >= 0) list.splice(at, 1);
        if (kind === 'expand') groupStart = list.length;
      }
    }
    // At the end a depth-first search has left its stack and its recursion.
    if (p === steps.length && (family === 'dfs' || family === 'idastar')) return [];
    if (family === 'idastar') {
      const path = [];
      for (let i = current; i >= 0; i = nodes[i].p) path.unshift(i);
      return path;
    }
    // The next to leave first: the queue's front, the stack's top, the heap's least f.
    if (family === 'astar') return list.slice().sort(openOrder);
    return family === 'bfs' ? list : list.slice().reverse();
  }

  // The contract's A* order: least f, then larger g, then the node created first.
  function openOrder(a, b) {
    const x = nodes[a];
    const y = nodes[b];
    return (x.g + x.h) - (y.g + y.h) || y.g - x.g || x.id - y.id;
  }

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

  function boardHtml(text, cls) {
    const tiles = text.trim().split(/\s+/);
    const el = document.createElement('div');
    el.className = 'board ' + cls;
    el.style.gridTemplateColumns = 'repeat(' + data.width + ', auto)';
    for (const t of tiles) {
      const span = document.createElement('span');
      if (t === '0') span.className = 'blank'; else span.textContent = t;
      el.appendChild(span);
    }
    return el;
  }

  function render() {
    const row = steps[position - 1];
    const [s, kind, index, frontierSize, expanded, generated, iteration, bound] = row;
    const atEnd = position === steps.length;
    const heat = $('heat').checked;
    const maxExpansion = heatRange.length;
    const current = index >= 0 ? index : -1;
    // Only what changed is written: a 2,000-node tree steps in a few milliseconds.
    for (let i = 0; i < nodes.length; ++i) {
      const g = nodeGroup[i];
      if (!g) continue;
      const n = nodes[i];
      const v = shownState(n, s, atEnd);
      const onPath = atEnd && n.path;
      const key = (v.visible ? 1 : 0) + v.state + (v.expanded ? 1 : 0) + (i === current ? 'c' : '') +
                  (onPath ? 'p' : '') + (heat ? 'h' + maxExpansion : '');
      if (shownKey[i] === key) continue;
      shownKey[i] = key;
      g.classList.toggle('hidden', !v.visible);
      const st = palette.states[v.state];
      const shape = nodeShape[i];
      let fill = st.fill;
      if (heat) {
        const [low, high] = heatRange[n.it];
        fill = v.expanded ? heatColor(high > low ? (n.x - low) / (high - low) : 0) : '#ffffff';
      }
      let stroke = st.border;
      let width = v.state === 'g' ? 3 : 1;
      if (i === current) { stroke = palette.highlight; width = 6; }
      else if (onPath) { stroke = palette.path; width = 3; }
      shape.setAttribute('fill', fill);
      shape.setAttribute('stroke', stroke);
      shape.setAttribute('stroke-width', width);
      shape.setAttribute('stroke-dasharray', i === current ? '' : DASH[st.line] || '');
      // The expansion number appears once the node is expanded.
      const header = headerText[i];
      if (header) header.textContent = v.expanded ? header.dataset.full : header.dataset.plain;
      if (moreGroup[i]) moreGroup[i].classList.toggle('hidden', !(v.visible && v.expanded));
    }
    for (let k = 0; k < edges.length; ++k) {
      const e = edges[k];
      const from = nodes[e.from];
      const vf = shownState(from, s, atEnd);
      const visible = e.more ? vf.visible && vf.expanded : shownState(nodes[e.to], s, atEnd).visible;
      const onPath = !e.more && atEnd && from.path && nodes[e.to].path;
      const key = (visible ? 'v' : '') + (onPath ? 'p' : '');
      if (edgeKey[k] === key) continue;
      edgeKey[k] = key;
      e.g.classList.toggle('hidden', !visible);
      for (const shape of e.shapes) {
        shape.setAttribute('stroke', onPath ? palette.path : '#000000');
        shape.setAttribute('stroke-width', onPath ? 3 : 1);
        if (shape.tagName === 'polygon') shape.setAttribute('fill', onPath ? palette.path : '#000000');
      }
    }
    // Panels.
    const node = current >= 0 ? nodes[current] : null;
    let words = 'step ' + position + ' of ' + steps.length + ' (log step ' + s + '): ' + kind;
    if (node) {
      words += ' node ' + node.id + ', g=' + node.g;
      if (node.h >= 0) words += ' h=' + node.h + ' f=' + (node.g + node.h);
      if (node.m) words += ', move ' + node.m;
    }
    if (kind === 'iteration' || kind === 'cut-off') words += ', bound ' + bound;
    if (kind === 'finish') words += data.found ? ': solution ' + data.path + ' (' + data.path.length + ' moves)' : ': no solution';
    $('event').textContent = words;
    $('step-label').textContent = 'step ' + position + ' / ' + steps.length;
    $('slider').value = position;
    const board = $('board');
    board.replaceChildren(boardHtml(node ? node.b : data.start, 'big'));
    $('c-expanded').textContent = expanded;
    $('c-generated').textContent = generated;
    $('c-frontier').textContent = frontierSize;
    const it = data.iterations.find((x) => x.number === iteration && iteration > 0);
    $('c-iteration').textContent = it ? iteration + ' (' + (it.fbound ? 'f-bound ' : 'depth limit ') + it.bound + ')' : '-';
    if (it) $('iteration').value = String(iteration);
    const list = frontierAt(position);
    const ol = $('frontier');
    ol.replaceChildren();
    $('frontier-title').textContent = {
      bfs: 'frontier: the queue, front first',
      astar: 'frontier: the open list, least f first',
      dfs: 'frontier: the stack, top first',
      idastar: 'frontier: the path (recursion)',
    }[family];
    const shownCount = Math.min(list.length, 60);
    for (let k = 0; k < shownCount; ++k) {
      const li = document.createElement('li');
      li.dataset.node = nodes[list[k]].id;
      li.dataset.index = list[k];
      if (family !== 'idastar' ? k === 0 : k === list.length - 1) li.className = 'next';
      li.appendChild(boardHtml(nodes[list[k]].b, 'small'));
      const caption = document.createElement('div');
      caption.textContent = 'g=' + nodes[list[k]].g + (nodes[list[k]].h >= 0 ? ' f=' + (nodes[list[k]].g + nodes[list[k]].h) : '');
      li.appendChild(caption);
      ol.appendChild(li);
    }
    if (list.length > shownCount) {
      const li = document.createElement('li');
      li.className = 'more';
      li.textContent = '... ' + (list.length - shownCount) + ' more';
      ol.appendChild(li);
    }
    const lit = kind === 'generate' && (family === 'bfs' || family === 'astar') && steps[position] && steps[position][1] !== 'skip-duplicate' ? 'generate' : kind;
    code.forEach(([k], i) => $('code').children[i].classList.toggle('lit', k === lit));
    if (node && nodeGroup[current] && !playingFast()) {
      nodeGroup[current].scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
    $('score').textContent = score.tries ? 'predictions: ' + score.right + ' of ' + score.tries + ' right' : '';
  }

  function playingFast() { return playing !== null && Number($('speed').value) > 30; }

  function go(p) {
    position = Math.min(Math.max(1, p), steps.length);
    render();
  }

  function nextExpansion() {
    for (let k = position; k < steps.length; ++k) if (steps[k][1] === 'expand') return k;
    return -1;
  }

  function predict(index) {
    const k = nextExpansion();
    const fb = $('predict-feedback');
    if (k < 0) { fb.textContent = 'no expansion is left'; fb.className = ''; return; }
    if (!visibleNow(steps[k][2])) { step(1); return; }
    const right = steps[k][2] === index;
    score.tries += 1;
    if (right) score.right += 1;
    fb.textContent = right ? 'Right: node ' + nodes[index].id + ' is expanded next.'
                           : 'Not this one: node ' + nodes[steps[k][2]].id + ' is expanded next (ringed).';
    fb.className = right ? 'right' : 'wrong';
    go(k + 1);
  }

  function visibleNow(index) {
    return shownState(nodes[index], steps[position - 1][0], position === steps.length).visible;
  }

  // In predict mode the player steps on until the node expanded next is on the screen, then
  // waits for the student's click (IDA* and DFS show a child only when they generate it).
  function step(delta) {
    const k = nextExpansion();
    if ($('predict').checked && delta > 0 && k >= 0 && visibleNow(steps[k][2])) {
      $('predict-feedback').textContent = 'Predict: click the node you think is expanded next.';
      $('predict-feedback').className = '';
      return;
    }
    go(position + delta);
  }

  function togglePlay() {
    if (playing !== null) {
      clearInterval(playing);
      playing = null;
      $('play').textContent = '\u25B6 play';
      return;
    }
    $('play').textContent = '\u275A\u275A pause';
    playing = setInterval(() => {
      if (position >= steps.length) { togglePlay(); return; }
      go(position + 1);
    }, 1000 / Number($('speed').value));
  }

  // --- controls ---
  $('title').textContent = algo + ': ' + data.start + (data.goal ? '  \u2192  ' + data.goal : '');
  let sub = data.code + (data.options ? ', ' + data.options : '') +
            ': expanded ' + data.counters.expanded + ', generated ' + data.counters.generated +
            ', ' + nodes.length + ' nodes drawn';
  if (data.omitted > 0) sub += ' (' + data.omitted + ' more not drawn: at most ' + data.max_nodes + ' per tree)';
  $('subtitle').textContent = sub;
  $('slider').max = steps.length;
  $('slider').addEventListener('input', () => go(Number($('slider').value)));
  $('first').addEventListener('click', () => go(1));
  $('last').addEventListener('click', () => go(steps.length));
  $('prev').addEventListener('click', () => step(-1));
  $('next').addEventListener('click', () => step(1));
  $('play').addEventListener('click', togglePlay);
  $('speed').addEventListener('change', () => { if (playing !== null) { togglePlay(); togglePlay(); } });
  $('heat').addEventListener('change', () => { render(); drawLegend(); });
  $('zoom').addEventListener('change', zoom);
  const iterations = data.iterations.filter((x) => x.number > 0);
  if (iterations.length === 0) $('iteration-box').style.display = 'none';
  for (const it of iterations) {
    const o = document.createElement('option');
    o.value = String(it.number);
    o.textContent = it.number + ': ' + (it.fbound ? 'f-bound ' : 'depth limit ') + it.bound + ' (' + it.nodes + ' nodes)';
    $('iteration').appendChild(o);
  }
  $('iteration').addEventListener('change', () => {
    const wanted = Number($('iteration').value);
    const k = steps.findIndex((r) => r[1] === 'iteration' && r[6] === wanted);
    if (k >= 0) go(k + 1);
    const first = nodes.findIndex((n, i) => data.iterations[n.it] && data.iterations[n.it].number === wanted && nodeGroup[i]);
    if (first >= 0) nodeGroup[first].scrollIntoView({ block: 'start', inline: 'center' });
  });
  document.addEventListener('keydown', (e) => {
    if (e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT' && e.target.type !== 'checkbox') return;
    const keys = { ArrowRight: () => step(1), ArrowLeft: () => step(-1), ' ': togglePlay,
                   Home: () => go(1), End: () => go(steps.length),
                   PageDown: () => go(position + 20), PageUp: () => go(position - 20) };
    if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
  });
  function clickedIndex(target) {
    const g = target.closest('g.node, #frontier li');
    return g && g.dataset.index !== undefined ? Number(g.dataset.index) : -1;
  }
  document.addEventListener('click', (e) => {
    if (!$('predict').checked) return;
    const i = clickedIndex(e.target);
    if (i >= 0) predict(i);
  });
  function zoom() {
    const svg = document.querySelector('#tree svg');
    if (!svg) return;
    const v = $('zoom').value;
    const box = $('tree');
    const scale = v === 'fit' ? Math.min(box.clientWidth / svg.width.baseVal.value,
                                         box.clientHeight / svg.height.baseVal.value) : Number(v);
    svg.style.transform = 'scale(' + scale + ')';
    svg.parentElement.style.minWidth = '';
  }
  function drawLegend() {
    const legend = $('legend');
    legend.replaceChildren();
    const present = new Set(nodes.map((n) => n.s));
    present.add('f');
    for (const k of ['e', 'f', 'd', 'c', 'g']) {
      if (!present.has(k)) continue;
      const st = palette.states[k];
      const row = document.createElement('div');
      const swatch = document.createElement('i');
      swatch.style.background = st.fill;
      swatch.style.borderColor = st.border;
      swatch.style.borderStyle = st.line === 'bold' ? 'double' : st.line;
      row.append(swatch, st.meaning);
      legend.appendChild(row);
    }
    const ring = document.createElement('div');
    const r = document.createElement('i');
    r.style.borderColor = palette.highlight;
    r.style.borderWidth = '4px';
    ring.append(r, 'the current step\'s node');
    legend.appendChild(ring);
    if (data.found) {
      const p = document.createElement('div');
      const sw = document.createElement('i');
      sw.style.borderColor = palette.path;
      sw.style.borderWidth = '3px';
      p.append(sw, 'solution path (last step)');
      legend.appendChild(p);
    }
    if ($('heat').checked) {
      const h = document.createElement('div');
      const bar = document.createElement('i');
      bar.className = 'heat';
      bar.style.background = 'linear-gradient(to right,' + [0, 0.25, 0.5, 0.75, 1].map(heatColor).join(',') + ')';
      h.append(bar, 'heat map: expanded early \u2192 late (in each iteration)');
      legend.appendChild(h);
    }
  }

  // What the browser tests read: the page's state in the terms of the step log.
  window.player = {
    state() {
      const row = steps[position - 1];
      const atEnd = position === steps.length;
      const revealed = [];
      nodes.forEach((n, i) => { if (nodeGroup[i] && shownState(n, row[0], atEnd).visible) revealed.push(n.id); });
      return {
        position, total: steps.length, step: row[0], kind: row[1],
        node: row[2] >= 0 ? nodes[row[2]].id : null,
        revealed: revealed.filter((x) => x !== null).sort((a, b) => a - b),
        frontier: Array.from(document.querySelectorAll('#frontier li[data-node]')).map((li) => Number(li.dataset.node)),
        expanded: Number($('c-expanded').textContent), generated: Number($('c-generated').textContent),
        frontierSize: Number($('c-frontier').textContent), iteration: row[6],
        score: Object.assign({}, score),
      };
    },
    nextExpansionNode() { const k = nextExpansion(); return k < 0 ? null : nodes[steps[k][2]].id; },
    go,
  };
  // player.html#step=200&heat=1&zoom=fit opens at that step and view (for slides and scripts).
  const wanted = new URLSearchParams(location.hash.slice(1));
  if (wanted.get('heat') === '1') $('heat').checked = true;
  if (wanted.get('zoom')) { $('zoom').value = wanted.get('zoom'); zoom(); }
  if (wanted.get('step')) position = Math.min(Math.max(1, Number(wanted.get('step')) || 1), steps.length);
  drawLegend();
  render();
})();
