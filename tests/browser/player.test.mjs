// The lecture player (npuzzle trace --html) in Debian's headless Chromium, driven by
// puppeteer-core (no browser is downloaded). The page's state is checked against the step log
// that the same command writes: revealed nodes, the frontier in order, the counters.
//   NPUZZLE_BIN=build/bin node --test tests/browser/player.test.mjs   (run-tests.sh does this)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';

const BIN = process.env.NPUZZLE_BIN || 'build/bin';
const ARTIFACTS = process.env.NPUZZLE_BROWSER_ARTIFACTS || fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-browser-'));
const POJ = '2 3 4 1 5 x 7 6 8';  // POJ 1077's sample: 19 moves
const SEED000 = ['1 2 3 0 8 4 7 6 5', '--goal', '1 0 3 8 2 4 7 6 5'];  // 2 moves

let browser;
let work;

function trace(...args) {
  execFileSync(path.join(BIN, 'npuzzle'), ['trace', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
}
// trace(...) into work/NAME.html and work/NAME.jsonl; returns [html, log].
function traced(name, ...args) {
  const html = path.join(work, name + '.html');
  const jsonl = path.join(work, name + '.jsonl');
  if (!fs.existsSync(html)) trace(...args, '--html', html, '--log', jsonl, '--log-format', 'jsonl');
  return [html, readLog(jsonl)];
}

function readLog(file) {
  return fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

// What the log says the page should show after log step `s` (1-based) of a search whose nodes
// are all drawn.
function expectedAt(log, s) {
  const parent = new Map();
  const revealed = new Set();
  let expanded = 0;
  let generated = 0;
  for (const e of log.slice(0, s)) {
    if (e.event === 'generate') { generated += 1; parent.set(e.node, e.parent); revealed.add(e.node); }
    if (e.event === 'expand') expanded += 1;
    if ((e.event === 'iteration' || e.event === 'start') && e.node !== null) revealed.add(e.node);
  }
  const event = log[s - 1];
  // IDA*'s frontier is its recursion: the path from the root to the event's node.
  const chain = [];
  for (let n = event.node; n !== null && n !== undefined; n = parent.get(n)) chain.unshift(n);
  return { event, expanded, generated, revealed: [...revealed].sort((a, b) => a - b), path: chain };
}

async function open(file, hash = '') {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Self-contained: the page asks for nothing but itself.
  page.on('request', (r) => { if (!r.url().startsWith('file:')) errors.push('fetched ' + r.url()); });
  await page.setViewport({ width: 1600, height: 900 });
  await page.goto('file://' + file + hash, { waitUntil: 'load' });
  page.errors = errors;
  return page;
}

const state = (page) => page.evaluate(() => window.player.state());
const text = (page, selector) => page.$eval(selector, (el) => el.textContent);

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-player-'));
  traced('ida', POJ, '--algo', 'idastar', '--max-nodes', '100000');
  browser = await launchChromium(work);
});

after(async () => {
  if (browser) await browser.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('stepping with the keyboard shows what the step log says, step by step', async () => {
  const [html, log] = traced('ida', POJ, '--algo', 'idastar', '--max-nodes', '100000');
  const page = await open(html);
  assert.equal((await state(page)).total, log.length, 'one page step per logged event');
  await page.keyboard.press('Home');
  let position = 1;
  for (const wanted of [3, 10, 57, 200, 640]) {
    if (wanted - position > 5) { await page.evaluate((p) => window.player.go(p), wanted - 3); position = wanted - 3; }
    while (position < wanted) { await page.keyboard.press('ArrowRight'); position += 1; }
    const got = await state(page);
    const want = expectedAt(log, wanted);
    assert.equal(got.step, want.event.step);
    assert.equal(got.kind, want.event.event, `the event at step ${wanted}`);
    assert.equal(got.node, want.event.node);
    assert.deepEqual(got.revealed, want.revealed, `revealed nodes at step ${wanted}`);
    assert.deepEqual(got.frontier, want.path, `the path (IDA*'s frontier) at step ${wanted}`);
    assert.equal(got.frontierSize, want.event.frontier, `the frontier count at step ${wanted}`);
    assert.equal(got.expanded, want.expanded, `expanded at step ${wanted}`);
    assert.equal(got.generated, want.generated, `generated at step ${wanted}`);
    // One numbering: the step text and the tree name the node by the same number.
    const header = await page.evaluate((i) => document.querySelector(`#n${i} .hd`).textContent,
                                       (await state(page)).focus);
    assert.match(await text(page, '#event'), new RegExp(`#${want.event.node}\\b`));
    assert.match(header, new RegExp(`^#${want.event.node}\\b`), `the tree's header of node ${want.event.node}`);
  }
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).step, 639);
  await page.keyboard.press('End');
  const end = await state(page);
  assert.equal(end.kind, 'finish');
  assert.equal(end.expanded, log.at(-1).counters.expanded);
  assert.equal(end.generated, log.at(-1).counters.generated);
  assert.match(await text(page, '#event'), /solution \w+ \(19 moves\)/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// [step, kind, frontier, its counter, lit pseudocode line] at every position, first to last.
function everyStep(page) {
  return page.evaluate(() => {
    const out = [];
    for (let p = 1; p <= window.player.state().total; ++p) {
      window.player.go(p);
      const s = window.player.state();
      const lit = Array.from(document.querySelectorAll('#code li.lit'));
      out.push([s.step, s.kind, s.frontier, s.frontierSize, lit.map((li) => ({ events: li.dataset.events, text: li.textContent,
                                                                 line: Array.from(li.parentNode.children).indexOf(li) }))]);
    }
    return out;
  });
}

test('BFS and DLS show their queue and stack as the log counts them', async () => {
  for (const [name, args] of [['bfs', ['--algo', 'bfs']], ['dls', ['--algo', 'dls', '--depth-limit', '5']]]) {
    const [html, log] = traced(name, '1 2 3 4 8 0 7 6 5', ...args, '--max-nodes', '100000');
    const page = await open(html);
    const seen = await everyStep(page);
    assert.equal(seen.length, log.length);
    // The search's own count, from the log; a Generate step already lists its child, which the
    // search pushes just after the event.
    const queue = [];
    for (const [step, kind, frontier, counted] of seen) {
      const event = log[step - 1];
      assert.equal(kind, event.event);
      const pushed = kind === 'generate' ? 1 : 0;
      assert.equal(frontier.length, event.frontier + pushed, `${name}: frontier at step ${step}`);
      // The counter above the panel says what the panel lists, never one less.
      assert.equal(counted, frontier.length, `${name}: the frontier counter at step ${step}`);
      if (name !== 'bfs') continue;
      if (kind === 'generate' || kind === 'start') queue.push(event.node);
      if (['expand', 'skip-duplicate', 'goal'].includes(kind)) queue.splice(queue.indexOf(event.node), 1);
      if (kind !== 'finish') assert.deepEqual(frontier, queue, `bfs: the queue at step ${step}`);
    }
    await page.close();
  }
});

test('a blank in the first column leaves every digit in its own cell', async () => {
  // SVG drops a row's leading space, which moved "0 8 4" one cell left: blanks are no-break spaces.
  const [html] = traced('blank-first', '1 2 3 0 8 4 7 6 5', '--goal', '1 0 3 8 2 4 7 6 5', '--algo', 'bfs');
  const page = await open(html);
  await page.evaluate(() => window.player.go(window.player.state().total));
  const rows = await page.$$eval('#tree-svg text.dg', (els) => els.map((el) => el.textContent));
  assert.ok(rows.length >= 3);
  for (const row of rows) {
    assert.equal(row.length, 3, `a row of three cells: ${JSON.stringify(row)}`);
    assert.ok(!/[ \t\n]/.test(row), `a row SVG would trim: ${JSON.stringify(row)}`);
  }
  assert.ok(rows.includes('\u00a084'), 'the start board\'s middle row, blank first');
  await page.close();
});

test('the lit pseudocode line is the line of the step\'s event; success lights the line that returns the path', async () => {
  const cases = [
    ['bfs-seed000', [...SEED000, '--algo', 'bfs']],
    ['astar-seed000', [...SEED000, '--algo', 'astar']],
    ['dls-seed000', [...SEED000, '--algo', 'dls', '--depth-limit', '3']],
    ['iddfs-seed000', [...SEED000, '--algo', 'iddfs']],
    ['ida', [POJ, '--algo', 'idastar', '--max-nodes', '100000']],
  ];
  for (const [name, args] of cases) {
    const [html, log] = traced(name, ...args);
    const page = await open(html);
    const seen = await everyStep(page);
    const code = await page.$$eval('#code li', (lis) => lis.map((li) => ({ events: li.dataset.events, text: li.textContent })));
    const lineOf = (events) => code.findIndex((l) => l.events === events);
    for (const [step, kind, , , lit] of seen) {
      assert.equal(lit.length, 1, `${name}: one line lit at step ${step}, got ${lit.length}`);
      const event = log[step - 1];
      if (kind === 'finish') {
        assert.equal(event.found, true, `${name} finds its goal`);
        assert.match(lit[0].text, /return path/, `${name}: at the end of a success the lit line is ` +
                     `the one returning the path, not "${lit[0].text.trim()}"`);
        continue;
      }
      const wanted = kind === 'goal' && event.node === 0 && name.startsWith('bfs') ? 'goal-start' : kind;
      assert.equal(lit[0].events, wanted, `${name} step ${step} (${kind}): lit "${lit[0].text.trim()}"`);
    }
    if (name.startsWith('bfs')) {
      // The contract: BFS tests a child for the goal when it is generated, not when popped.
      assert.ok(lineOf('goal') > lineOf('generate'), 'BFS: the goal test comes after generating a child');
      assert.ok(lineOf('expand') < lineOf('generate'));
    }
    if (name.startsWith('astar')) assert.ok(lineOf('goal') < lineOf('generate'), 'A*: goal test when taken off');
    await page.close();
  }
});

test('End of a success shows the goal node, in view, with its path drawn', async () => {
  for (const [name, args] of [['bfs-seed000', [...SEED000, '--algo', 'bfs']],
                              ['astar-poj', [POJ, '--algo', 'astar', '--max-nodes', '900']]]) {
    const [html] = traced(name, ...args);
    const page = await open(html);
    await page.keyboard.press('End');
    const view = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('search-data').textContent);
      const field = (n, name) => n[data.node_fields.indexOf(name)];
      const goal = data.nodes.findIndex((n) => field(n, 'on_path') && field(n, 'state') === 'g');
      const r = document.getElementById('n' + goal).getBoundingClientRect();
      const t = document.getElementById('tree').getBoundingClientRect();
      const edges = data.nodes.map((n, i) => i).filter((i) => field(data.nodes[i], 'on_path') && field(data.nodes[i], 'parent') >= 0)
          .map((i) => document.querySelector('#e' + i + ' path')).filter((e) => e)  // the ones near the view
          .map((e) => e.getAttribute('stroke'));
      return { inView: r.left >= t.left && r.right <= t.right && r.top >= t.top && r.bottom <= t.bottom,
               ring: document.querySelector('#n' + goal + ' rect').getAttribute('stroke'),
               edges, pathColour: data.palette.path, highlight: data.palette.highlight };
    });
    assert.ok(view.inView, `${name}: the goal node is in the tree panel at End`);
    assert.equal(view.ring, view.highlight, `${name}: the goal node is ringed at End`);
    assert.ok(view.edges.length > 0 && view.edges.every((c) => c === view.pathColour), `${name}: the path's edges are drawn`);
    await page.close();
  }
});

test('A* shows its open list least f first, and expands the node it showed as next', async () => {
  // 10 moves, 29 expanded: ties on f, and boards reached again by a shorter path.
  const [html, log] = traced('astar', '5 1 3 4 2 6 7 8 0', '--algo', 'astar');
  const page = await open(html);
  const seen = await everyStep(page);
  assert.equal(seen.length, log.length);
  assert.match(await text(page, '#frontier-title'), /open list/);
  const f = new Map(log.filter((e) => e.node !== null).map((e) => [e.node, e.g + e.h]));
  let next = null;
  for (const [step, kind, frontier] of seen) {
    const event = log[step - 1];
    assert.equal(kind, event.event);
    if ((kind === 'expand' || kind === 'goal') && next !== null) {
      assert.equal(event.node, next, `A* took off node ${event.node} at step ${step}, the page showed ${next} as next`);
    }
    for (let k = 1; k < frontier.length; ++k) {
      assert.ok(f.get(frontier[k - 1]) <= f.get(frontier[k]), `the open list is in f order at step ${step}`);
    }
    next = frontier.length ? frontier[0] : null;
  }
  await page.close();
});

test('the iteration chooser jumps to the start of an iteration with its bound', async () => {
  const [html, log] = traced('ida', POJ, '--algo', 'idastar', '--max-nodes', '100000');
  const page = await open(html);
  const options = await page.$$eval('#iteration option', (os) => os.map((o) => o.textContent));
  assert.equal(options.length, 6);  // f-bounds 9, 11, ..., 19
  await page.select('#iteration', '3');
  const got = await state(page);
  const event = log[got.step - 1];
  assert.equal(event.event, 'iteration');
  assert.equal(got.iteration, 3);
  assert.match(await text(page, '#c-iteration'), new RegExp(`f-bound ${event.bound}`));
  assert.equal(log.filter((e) => e.event === 'iteration' && e.step <= got.step).length, 3);
  await page.close();
});

// Presses ArrowRight until the page asks; returns the question, or null at the end.
async function untilAsked(page) {
  for (;;) {
    const q = await page.evaluate(() => window.player.question());
    if (q) return q;
    const before = (await state(page)).position;
    await page.keyboard.press('ArrowRight');
    if ((await state(page)).position === before && !(await page.evaluate(() => window.player.question()))) return null;
  }
}

test('predict mode asks only at real choices and gives nothing away while a guess is pending', async () => {
  // IDA*: the question is whether the child just generated is expanded, cut off or the goal.
  const [ida] = traced('ida', POJ, '--algo', 'idastar', '--max-nodes', '100000');
  let page = await open(ida);
  await page.click('#predict');
  // At step 1 no iteration's bound or size is told yet.
  const labels = await page.evaluate(() => Array.from(document.querySelectorAll('#iteration option, #tree-svg .cl'))
      .map((el) => el.textContent).join(' | '));
  assert.doesNotMatch(labels, /iteration [2-6]: f-bound|nodes\)/, `iteration labels at step 1: ${labels}`);
  let q = await untilAsked(page);
  assert.equal(q.type, 'verdict', 'IDA*: the question is the child\'s verdict');
  assert.equal(await page.$eval('#verdict', (el) => el.hidden), false);
  const answer = await page.evaluate(() => window.player.question().kind);
  await page.click(`#verdict button[data-verdict="${answer}"]`);
  assert.deepEqual((await state(page)).score, { right: 1, tries: 1 });
  assert.match(await text(page, '#predict-feedback'), /^Right/);
  // Turning predict off takes its feedback and score away.
  await page.click('#predict');
  assert.equal(await text(page, '#predict-feedback'), '');
  assert.equal(await text(page, '#score'), '');
  await page.close();

  // BFS and A*: which node leaves the frontier; nothing marks it while the guess is pending.
  for (const [name, args] of [['bfs', ['1 2 3 4 8 0 7 6 5', '--algo', 'bfs', '--max-nodes', '100000']],
                              ['astar', ['5 1 3 4 2 6 7 8 0', '--algo', 'astar']]]) {
    const [html] = traced(name, ...args);
    page = await open(html);
    await page.click('#predict');
    let asked = 0;
    for (let n = 0; n < 6; ++n) {
      q = await untilAsked(page);
      if (!q) break;
      asked += 1;
      assert.equal(q.type, 'pick');
      const shown = await page.evaluate(() => ({
        marked: document.querySelectorAll('#frontier li.next').length,
        frontier: window.player.state().frontier }));
      assert.equal(shown.marked, 0, `${name}: the next node is marked while the student guesses`);
      assert.ok(shown.frontier.length >= 2, `${name}: asked with ${shown.frontier.length} node(s) to choose from`);
      if (name === 'astar') {
        assert.deepEqual(shown.frontier, shown.frontier.slice().sort((a, b) => a - b), 'A*: listed by node number while asked');
      }
      const wrong = shown.frontier.find((id) => id !== q.node);
      await page.click(`#frontier li[data-node="${n % 2 ? q.node : wrong}"]`);
      assert.match(await text(page, '#predict-feedback'), n % 2 ? /^Right/ : /^Not quite/);
    }
    assert.ok(asked >= 3, `${name}: ${asked} questions`);
    await page.close();
  }
});

test('the heat map\'s legend shows the colours the tree is drawn in', async () => {
  const [ida] = traced('ida', POJ, '--algo', 'idastar', '--max-nodes', '100000');
  const page = await open(ida, '#heat=1&zoom=0.5');
  await page.keyboard.press('End');
  const seen = await page.evaluate(() => {
    const swatch = {};
    for (const row of document.querySelectorAll('#legend div[data-state]')) {
      swatch[row.dataset.state] = getComputedStyle(row.querySelector('i')).backgroundColor;
    }
    const probe = document.createElement('i');
    document.body.appendChild(probe);
    const rgb = (c) => { probe.style.color = c; return getComputedStyle(probe).color; };
    const data = JSON.parse(document.getElementById('search-data').textContent);
    const fills = { c: new Set(), e: new Set() };
    data.nodes.forEach((n, i) => {
      const shape = document.querySelector('#n' + i + ' rect');  // the nodes near the view
      const state = n[data.node_fields.indexOf('state')];
      if (shape && state in fills) fills[state].add(rgb(shape.getAttribute('fill')));
    });
    return { swatch, cut: [...fills.c], expanded: [...fills.e] };
  });
  assert.ok(seen.cut.length > 0);
  assert.deepEqual(seen.cut, [seen.swatch.c], 'cut-off nodes are drawn in the legend\'s cut-off colour');
  assert.equal(seen.swatch.e, undefined, 'with the heat map on, the legend shows its shades for expanded nodes');
  assert.ok(seen.expanded.length >= 2, `expanded nodes are shaded: ${seen.expanded.length} shades`);
  await page.close();
});

test('the capped BFS queue says what it cannot show', async () => {
  const [html] = traced('bfs-2000', POJ, '--algo', 'bfs', '--max-nodes', '2000');
  const page = await open(html);
  await page.keyboard.press('End');
  const got = await state(page);
  const note = await text(page, '#frontier-note');
  assert.ok(got.frontierSize > 2000, `${got.frontierSize} in the queue at the end`);
  assert.match(note, new RegExp(`^${got.frontierSize.toLocaleString('en-US')} in the queue; [\\d,]+ of them drawn`),
               `the queue panel says: ${note}`);
  await page.close();
});

test('the keys a clicker sends step one at a time after any control was used', async () => {
  const [html] = traced('ida', POJ, '--algo', 'idastar', '--max-nodes', '100000');
  const page = await open(html);
  await page.evaluate(() => window.player.go(287));
  const controls = [
    ['speed', () => page.select('#speed', '10')],
    ['zoom', () => page.select('#zoom', '1.5')],
    ['iteration', () => page.select('#iteration', '4')],
    ['slider', async () => { await page.click('#slider'); }],
    ['heat map', () => page.click('#heat')],
    ['next button', () => page.click('#next')],
    ['play', async () => { await page.click('#play'); await page.click('#play'); }],
  ];
  for (const [name, use] of controls) {
    await use();
    const zoom = await page.$eval('#zoom', (el) => el.value);
    const speed = await page.$eval('#speed', (el) => el.value);
    const before = (await state(page)).position;
    await page.keyboard.press('PageDown');
    assert.equal((await state(page)).position, before + 1, `PageDown after the ${name}: one step forward`);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    assert.equal((await state(page)).position, before - 1, `PageUp after the ${name}: one step back`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    assert.equal((await state(page)).position, before + 1, `ArrowRight and Space after the ${name}`);
    assert.equal(await page.$eval('#zoom', (el) => el.value), zoom, `the keys left the zoom alone after the ${name}`);
    assert.equal(await page.$eval('#speed', (el) => el.value), speed, `the keys left the speed alone after the ${name}`);
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true, `the ${name} gave the focus back`);
  }
  await page.keyboard.press('b');
  assert.equal(await page.$eval('#blank', (el) => !el.hidden), true, 'B blanks the screen');
  await page.keyboard.press('b');
  assert.equal(await page.$eval('#blank', (el) => el.hidden), true, 'B again shows it');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('presentation mode: large text, the pseudocode fixed, the current node centred', async () => {
  const [html] = traced('bfs-present', POJ, '--algo', 'bfs', '--max-nodes', '2000', '--present');
  const page = await open(html);
  await page.evaluate(() => {
    window.shifts = 0;
    const since = performance.now();
    // Shifts right after a key press are the step itself; the others move what was on the screen.
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (!e.hadRecentInput && e.startTime > since) window.shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const where = () => page.evaluate(() => ['#code', '#frontier-panel', '#event']
      .map((s) => { const r = document.querySelector(s).getBoundingClientRect(); return [r.top, r.height].join(); }).join(' '));
  const places = new Set();
  for (let i = 0; i < 90; ++i) {
    await page.keyboard.press(i === 40 ? 'End' : i > 40 ? 'PageUp' : 'PageDown');
    if (i % 10 === 9) places.add(await where());
  }
  assert.equal(places.size, 1, `the pseudocode, frontier and step panels stay put: ${[...places].join(' / ')}`);
  const shift = await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(window.shifts))));
  assert.ok(shift < 0.01, `layout shift ${shift}`);
  const sizes = await page.evaluate(() => {
    const small = [];
    const rest = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      const el = t.parentElement;
      if (!t.textContent.trim() || el.closest('svg') || !el.getClientRects().length) continue;
      if (getComputedStyle(el).visibility === 'hidden' || el.closest('[hidden]')) continue;
      (el.closest('.board.small') ? small : rest).push([parseFloat(getComputedStyle(el).fontSize), t.textContent.slice(0, 20)]);
    }
    return { small, rest };
  });
  const tooSmall = sizes.rest.filter(([px]) => px < 24);
  assert.deepEqual(tooSmall, [], 'every text is 24 px or more');
  assert.ok(sizes.small.length > 0 && sizes.small.every(([px]) => px >= 18), 'the frontier\'s digits are 18 px or more');
  const panel = await page.$eval('#frontier-panel', (el) => ({ scroll: el.scrollHeight, client: el.clientHeight,
                                                                overflow: getComputedStyle(el).overflowY }));
  assert.equal(panel.overflow, 'auto');
  const inView = () => page.evaluate(() => {
    const i = window.player.state().focus;
    const r = document.getElementById('n' + i).getBoundingClientRect();
    const t = document.getElementById('tree').getBoundingClientRect();
    return { inside: r.left >= t.left && r.right <= t.right && r.top >= t.top && r.bottom <= t.bottom,
             dx: Math.abs((r.left + r.right) / 2 - (t.left + t.right) / 2) / t.width,
             dy: Math.abs((r.top + r.bottom) / 2 - (t.top + t.bottom) / 2) / t.height,
             digits: parseFloat(getComputedStyle(document.querySelector('#tree-svg .dg')).fontSize) * window.player.state().scale };
  });
  let v = await inView();
  // Centred, or moved sideways (never out of view) to show its parent beside it.
  assert.ok(v.inside && v.dx < 0.45 && v.dy < 0.05, `the current node is centred (off by ${v.dx.toFixed(2)}, ${v.dy.toFixed(2)})`);
  assert.ok(v.digits >= 24, `the tree's digits are ${v.digits} px`);
  await page.evaluate(() => window.player.go(400));
  await page.keyboard.press('Home');
  v = await inView();
  assert.ok(v.inside && v.dy < 0.05, 'Home keeps the current node centred');
  await page.keyboard.press('End');
  for (const zoom of ['0.5', 'fit']) {
    await page.select('#zoom', zoom);
    v = await inView();
    assert.ok(v.inside && v.dy < 0.05, `zoom ${zoom} after End keeps the current node centred`);
    assert.ok(v.digits >= 8, `zoom ${zoom}: digits ${v.digits} px`);
  }
  assert.ok((await inView()).digits >= 12, 'zoom fit on a wide tree stays readable');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the player honours --aspect: IDDFS\'s iterations wrap into rows of that shape', async () => {
  const shape = async (...extra) => {
    const [html] = traced('iddfs-aspect' + extra.join('').replace(/\W/g, ''), '1 2 3 4 8 5 7 6 0', '--algo', 'iddfs', '--max-nodes', '20', ...extra);
    const page = await open(html);
    const ratio = await page.$eval('#tree-svg', (el) => el.viewBox.baseVal.width / el.viewBox.baseVal.height);
    await page.close();
    return ratio;
  };
  const wide = await shape();
  const slide = await shape('--aspect', '16:9');
  assert.ok(Math.abs(Math.log(slide / (16 / 9))) < Math.abs(Math.log(wide / (16 / 9))),
            `16:9 asked: ${slide.toFixed(2)} against ${wide.toFixed(2)} unwrapped`);
});

// CPU time (ms) that the browser's renderer processes have used: the machine is shared, so a
// step's wall time says as much about the other jobs as about the page.
function rendererCpuMs() {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[2]) !== browser.process().pid) continue;  // another browser's
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch { /* the process ended */ }
  }
  return ticks * 10;  // 100 ticks a second
}

test('a 2,000-node BFS trace is written, opened and stepped within the goals', async () => {
  // Goals (issue 22): write <= 2 s, file <= 2 MB, first key <= 1 s after navigation starts, a step
  // <= 16 ms median and <= 30 ms p90, any jump <= 100 ms. The test fails past twice a goal; steps
  // and jumps are judged by the CPU time they cost, their wall time is reported beside it.
  const big = path.join(work, 'bfs-2000-timed.html');
  const t0 = process.hrtime.bigint();
  trace(POJ, '--algo', 'bfs', '--max-nodes', '2000', '--html', big);
  const write = Number(process.hrtime.bigint() - t0) / 1e6;
  const bytes = fs.statSync(big).size;
  const page = await browser.newPage();
  await page.setViewport({ width: 1600, height: 900 });
  await page.goto('file://' + big, { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('ArrowRight');
  const firstKey = await page.evaluate(() => (window.player.state().position === 2 ? performance.now() : null));
  const cpu0 = rendererCpuMs();
  const steps = await page.evaluate(() => {
    const times = [];
    for (let i = 0; i < 300; ++i) {
      const t = performance.now();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
      document.body.getBoundingClientRect();  // the layout the step caused
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b);
  });
  const cpu1 = rendererCpuMs();
  const jumps = await page.evaluate(() => {
    const times = [];
    const total = window.player.state().total;
    let seed = 7;
    for (let i = 0; i < 30; ++i) {
      seed = (seed * 48271) % 2147483647;
      const t = performance.now();
      window.player.go(i === 0 ? total : i === 1 ? 1 : 1 + (seed % total));
      document.body.getBoundingClientRect();
      times.push(performance.now() - t);
    }
    return times;
  });
  const cpu2 = rendererCpuMs();
  const got = {
    median: steps[150], p90: steps[270], stepCpu: (cpu1 - cpu0) / 300,
    jump: Math.max(...jumps), jumpCpu: (cpu2 - cpu1) / 30,
  };
  const nodes = await page.evaluate(() => JSON.parse(document.getElementById('search-data').textContent).nodes.length);
  const load = os.loadavg()[0].toFixed(1);
  console.log(`# 2,000-node BFS trace, load ${load} on ${os.cpus().length} cores: written in ${Math.round(write)} ms, ` +
              `${(bytes / 1e6).toFixed(2)} MB; first key answered ${Math.round(firstKey)} ms after navigation; ` +
              `a step ${got.stepCpu.toFixed(1)} ms CPU (wall ${got.median.toFixed(1)} ms median, ${got.p90.toFixed(1)} ms p90); ` +
              `a jump ${got.jumpCpu.toFixed(1)} ms CPU (wall: slowest ${got.jump.toFixed(1)} ms)`);
  assert.ok(nodes >= 2000, `${nodes} nodes in the page`);
  assert.ok(write <= 4000, `written in ${write} ms (goal 2,000)`);
  assert.ok(bytes <= 4e6, `${bytes} bytes (goal 2 MB)`);
  assert.ok(firstKey !== null && firstKey <= 2000, `first key after ${firstKey} ms (goal 1,000)`);
  assert.ok(got.stepCpu <= 32, `a step costs ${got.stepCpu} ms of CPU (goal 16)`);
  assert.ok(got.jumpCpu <= 200, `a jump costs ${got.jumpCpu} ms of CPU (goal 100)`);
  await page.close();
});

// The lecture run-through: what a lecturer shows, in presentation mode, at 1600x900.
const LECTURE = [
  ['lecture-bfs-seed000', [...SEED000, '--algo', 'bfs'], [['start', 1], ['goal-found', 'goal'], ['end', 'End']]],
  ['lecture-astar-poj', [POJ, '--algo', 'astar', '--max-nodes', '900'], [['step-60', 60], ['end', 'End']]],
  ['lecture-idastar-poj', [POJ, '--algo', 'idastar', '--max-nodes', '60'], [['step-40', 40], ['end', 'End']]],
];

// The words a reader sees in the page (text, button titles, labels), but for those that stay in
// every language: the pseudocode's variable names, the title's search and boards, key names,
// moves (u d l r).
const ENGLISH_WORD = /[A-Za-z]{3,}/g;
const KEPT = new Set(['PageUp', 'PageDown', 'Home', 'End', 'Enter', 'max', 'nodes']);
const englishLeft = (page) => page.evaluate(() => {
  const seen = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (el.closest('#code, #title, script, [hidden]') || el.closest('.hidden')) continue;
    if (el.closest('#language')) continue;  // the switch names the other language
    seen.push(n.textContent);
  }
  for (const el of document.querySelectorAll('[title], [aria-label]')) {
    if (el.id !== 'language') seen.push(el.title || '', el.getAttribute('aria-label') || '');
  }
  seen.push(document.title);
  return seen.join('\n');
}).then((words) => (words.match(ENGLISH_WORD) || []).filter((w) => !KEPT.has(w) && !/^[udlr]+$/.test(w)));

test('the player speaks Chinese: every text in both languages, every text switched, and back', async () => {
  const [html] = traced('ida', POJ, '--algo', 'idastar', '--max-nodes', '100000');
  const page = await open(html, '#lang=zh-CN');
  const texts = await page.evaluate(() => window.player.texts());
  assert.deepEqual(texts.zh.slice().sort(), texts.en.slice().sort(), 'the same keys in English and Chinese');
  const missing = texts.used.filter((k) => !texts.en.includes(k));
  assert.deepEqual(missing, [], 'the page names texts that neither table has');
  assert.equal(await page.evaluate(() => window.player.language()), 'zh-CN', '#lang=zh-CN opens in Chinese');
  assert.equal(await page.$eval('html', (el) => el.lang), 'zh-CN');
  // Wherever a lecture goes: steps, the iteration labels, the heat map, a prediction, the end.
  const left = new Set();
  const look = async () => { for (const w of await englishLeft(page)) left.add(w); };
  await look();
  for (let k = 0; k < 12; ++k) await page.keyboard.press('PageDown');
  assert.match(await text(page, '#event'), /^第 13 步，共 [\d,]+ 步：/, 'the step is announced in Chinese');
  await look();
  await page.click('#heat');
  await page.click('#predict');
  for (let k = 0; k < 40 && !(await page.evaluate(() => window.player.question())); ++k) {
    await page.keyboard.press('PageDown');
  }
  assert.ok(await page.evaluate(() => window.player.question()), 'a prediction is asked');
  assert.match(await text(page, '#predict-feedback'), /^预测：/);
  await look();
  await page.click('#verdict button[data-verdict="expand"]');
  assert.match(await text(page, '#predict-feedback'), /^(答对了|不太对)：/);
  assert.match(await text(page, '#score'), /^预测：1 次中对了 [01] 次$/);
  await look();
  await page.keyboard.press('End');
  assert.match(await text(page, '#event'), /：解 [udlr]+（19 步）$/, 'the solution in Chinese');
  await look();
  assert.deepEqual([...left], [], 'English words left in the Chinese page');
  await page.screenshot({ path: path.join(ARTIFACTS, 'player-chinese.png') });
  // The switch: back to English, then the announcement and the counters' labels are English.
  await page.click('#language');
  assert.equal(await page.evaluate(() => window.player.language()), 'en');
  assert.match(await text(page, '#event'), /^step [\d,]+ of [\d,]+: finish: solution/);
  assert.equal(await page.$eval('#present', (el) => el.textContent), 'present');
  assert.match(await text(page, '#legend'), /this step's node/);
  await page.click('#language');
  assert.equal(await page.$eval('#present', (el) => el.textContent), '演示');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('lecture run-through: presentation-mode screenshots at 1600x900', async () => {
  for (const [name, args, moments] of LECTURE) {
    const [html] = traced(name, ...args, '--present');
    const page = await open(html);
    for (const [label, where] of moments) {
      if (where === 'End') await page.keyboard.press('End');
      else if (where === 'goal') await page.evaluate(() => window.player.go(window.player.goalPosition()));
      else await page.evaluate((p) => window.player.go(p), where);
      const file = path.join(ARTIFACTS, `${name}-${label}.png`);
      await page.screenshot({ path: file });
      assert.ok(fs.statSync(file).size > 10000);
      console.log(`# screenshot: ${file}`);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
