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
import puppeteer from 'puppeteer-core';

const BIN = process.env.NPUZZLE_BIN || 'build/bin';
const CHROMIUM = process.env.NPUZZLE_CHROMIUM || '/usr/bin/chromium';
const ARTIFACTS = process.env.NPUZZLE_BROWSER_ARTIFACTS || fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-browser-'));
const POJ = '2 3 4 1 5 x 7 6 8';  // POJ 1077's sample: 19 moves

let browser;
let work;

function trace(...args) {
  execFileSync(path.join(BIN, 'npuzzle'), ['trace', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
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

async function open(file) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Self-contained: the page asks for nothing but itself.
  page.on('request', (r) => { if (!r.url().startsWith('file:')) errors.push('fetched ' + r.url()); });
  await page.setViewport({ width: 1600, height: 900 });
  await page.goto('file://' + file, { waitUntil: 'load' });
  page.errors = errors;
  return page;
}

const state = (page) => page.evaluate(() => window.player.state());

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-player-'));
  trace(POJ, '--algo', 'idastar', '--max-nodes', '100000', '--html', path.join(work, 'ida.html'),
        '--log', path.join(work, 'ida.jsonl'), '--log-format', 'jsonl');
  // No network: the page must need none, so the browser is given none.
  browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: path.join(work, 'profile'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
           '--disable-component-update', '--disable-sync', '--no-first-run',
           '--proxy-server=127.0.0.1:9', '--proxy-bypass-list=<-loopback>'],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('stepping with the keyboard shows what the step log says, step by step', async () => {
  const log = readLog(path.join(work, 'ida.jsonl'));
  const page = await open(path.join(work, 'ida.html'));
  assert.equal((await state(page)).total, log.length, 'one page step per logged event');
  await page.keyboard.press('Home');
  let position = 1;
  for (const wanted of [3, 10, 57, 200, 640]) {
    // Arrow keys step by one, PageDown by 20 (to reach the later checks sooner).
    while (position + 20 <= wanted && position >= 10) { await page.keyboard.press('PageDown'); position += 20; }
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
  }
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state(page)).step, 639);
  await page.keyboard.press('End');
  const end = await state(page);
  assert.equal(end.kind, 'finish');
  assert.equal(end.expanded, log.at(-1).counters.expanded);
  assert.equal(end.generated, log.at(-1).counters.generated);
  assert.match(await page.$eval('#event', (el) => el.textContent), /solution \w+ \(19 moves\)/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

// [step, kind, frontier] at every position of the page, first to last.
function everyStep(page) {
  return page.evaluate(() => {
    const out = [];
    for (let p = 1; p <= window.player.state().total; ++p) {
      window.player.go(p);
      const s = window.player.state();
      out.push([s.step, s.kind, s.frontier]);
    }
    return out;
  });
}

test('BFS and DLS show their queue and stack as the log counts them', async () => {
  for (const [name, args] of [['bfs', ['--algo', 'bfs']], ['dls', ['--algo', 'dls', '--depth-limit', '5']]]) {
    const html = path.join(work, name + '.html');
    const jsonl = path.join(work, name + '.jsonl');
    trace('1 2 3 4 8 0 7 6 5', ...args, '--max-nodes', '100000', '--html', html, '--log', jsonl,
          '--log-format', 'jsonl');
    const log = readLog(jsonl);
    const page = await open(html);
    const seen = await everyStep(page);
    assert.equal(seen.length, log.length);
    // The search's own count, from the log; a Generate step already lists its child, which the
    // search pushes just after the event.
    const queue = [];
    for (const [step, kind, frontier] of seen) {
      const event = log[step - 1];
      assert.equal(kind, event.event);
      const pushed = kind === 'generate' ? 1 : 0;
      assert.equal(frontier.length, event.frontier + pushed, `${name}: frontier at step ${step}`);
      if (name !== 'bfs') continue;
      if (kind === 'generate' || kind === 'start') queue.push(event.node);
      if (['expand', 'skip-duplicate', 'goal'].includes(kind)) queue.splice(queue.indexOf(event.node), 1);
      if (kind !== 'finish') assert.deepEqual(frontier, queue, `bfs: the queue at step ${step}`);
    }
    await page.close();
  }
});

test('A* shows its open list least f first, and expands the node it showed as next', async () => {
  const html = path.join(work, 'astar.html');
  const jsonl = path.join(work, 'astar.jsonl');
  // 10 moves, 29 expanded: ties on f, and boards reached again by a shorter path.
  trace('5 1 3 4 2 6 7 8 0', '--algo', 'astar', '--html', html, '--log', jsonl,
        '--log-format', 'jsonl');
  const log = readLog(jsonl);
  const page = await open(html);
  const seen = await everyStep(page);
  assert.equal(seen.length, log.length);
  assert.match(await page.$eval('#frontier-title', (el) => el.textContent), /open list/);
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
  const log = readLog(path.join(work, 'ida.jsonl'));
  const page = await open(path.join(work, 'ida.html'));
  const options = await page.$$eval('#iteration option', (os) => os.map((o) => o.textContent));
  assert.equal(options.length, 6);  // f-bounds 9, 11, ..., 19
  await page.select('#iteration', '3');
  const got = await state(page);
  const event = log[got.step - 1];
  assert.equal(event.event, 'iteration');
  assert.equal(got.iteration, 3);
  assert.match(await page.$eval('#c-iteration', (el) => el.textContent), new RegExp(`f-bound ${event.bound}`));
  assert.equal(log.filter((e) => e.event === 'iteration' && e.step <= got.step).length, 3);
  await page.close();
});

test('predict mode scores a click on the node expanded next', async () => {
  const page = await open(path.join(work, 'ida.html'));
  await page.keyboard.press('Home');
  for (let i = 0; i < 4; ++i) await page.keyboard.press('ArrowRight');
  await page.click('#predict');
  // In predict mode the arrow steps on until the node expanded next is drawn, then waits.
  let before = await state(page);
  for (let i = 0; i < 50; ++i) {
    await page.keyboard.press('ArrowRight');
    const now = await state(page);
    if (now.position === before.position) break;
    before = now;
  }
  assert.match(await page.$eval('#predict-feedback', (el) => el.textContent), /^Predict: click/);
  const next = await page.evaluate(() => window.player.nextExpansionNode());
  const index = await page.evaluate((id) => JSON.parse(document.getElementById('search-data').textContent)
      .nodes.findIndex((n) => n.id === id), next);
  const node = await page.evaluateHandle((i) => Array.from(document.querySelectorAll('#tree g.node'))
      .find((g) => g.querySelector('title').textContent === 'n' + i), index);
  await node.click();
  const after = await state(page);
  assert.deepEqual(after.score, { right: 1, tries: 1 });
  assert.equal(after.kind, 'expand');
  assert.equal(after.node, next);
  assert.match(await page.$eval('#predict-feedback', (el) => el.textContent), /^Right/);
  const shot = path.join(ARTIFACTS, 'player-idastar-poj.png');
  await page.screenshot({ path: shot });
  assert.ok(fs.statSync(shot).size > 10000);
  console.log(`# screenshot: ${shot}`);
  await page.close();
});

test('a 2,000-node trace paints quickly and steps smoothly', async () => {
  const big = path.join(work, 'bfs-2000.html');
  trace(POJ, '--algo', 'bfs', '--max-nodes', '2000', '--html', big);
  const page = await open(big);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const t0 = performance.now();
    for (let i = 0; i < 200; ++i) window.player.go(window.player.state().position + 1);
    return { firstPaint: paint ? paint.startTime : null, perStep: (performance.now() - t0) / 200 };
  });
  const nodes = await page.$$eval('#tree g.node', (gs) => gs.length);
  assert.ok(nodes >= 2000, `${nodes} nodes drawn`);
  console.log(`# 2,000-node BFS trace: first contentful paint ${Math.round(timing.firstPaint)} ms, ` +
              `${timing.perStep.toFixed(1)} ms per step`);
  assert.ok(timing.firstPaint !== null && timing.firstPaint < 5000, 'first paint within 5 s');
  assert.ok(timing.perStep < 100, 'a step within 100 ms');
  assert.deepEqual(page.errors, []);
  await page.close();
});
