// The browser playground's speed, measured beside the native program in one run (issue 37):
// a whole 3x3 BFS (181,440 states: a board 31 moves from the goal) and IDA* on POJ 1077's sample,
// each as the page's time over `npuzzle solve --engine lesson`'s (one search, its start left out),
// medians of 5; the page's first answered key after navigation; a new
// 19-move search's first step shown in the player, and how much of it the worker took. The load
// average is printed first: on a shared machine every figure follows it.
//   node bench/playground_bench.mjs build/bin PLAYGROUND.html   (after tests/browser/install.sh)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../tests/browser/package.json'));
const puppeteer = require('puppeteer-core');
const [bin = 'build/bin', playground = 'playground.html'] = process.argv.slice(2);
const RUNS = 5;
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const CASES = [
  { name: 'bfs, whole 3x3 space', board: '8 6 7 2 5 4 3 0 1', algo: 'bfs' },
  { name: 'idastar, POJ 1077', board: '2 3 4 1 5 x 7 6 8', algo: 'idastar' },
];

// One search's time in the native program, without its start: the same board 1 and 1 + RUNS
// times on stdin, the difference over RUNS (medians of 3 of each).
function nativeMs(c) {
  const timed = (count) => {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(path.join(bin, 'npuzzle'), ['solve', '--algo', c.algo, '--engine', 'lesson', '--format', 'json'],
                        { input: (c.board + '\n').repeat(count) });
    if (r.status !== 0) throw new Error(`npuzzle solve ${c.board} failed: ${r.stderr}`);
    return Number(process.hrtime.bigint() - t0) / 1e6;
  };
  const one = median([timed(1), timed(1), timed(1)]);
  const many = median([timed(1 + RUNS), timed(1 + RUNS), timed(1 + RUNS)]);
  return Math.max(many - one, 0) / RUNS;
}

console.log(`load average ${os.loadavg().map((x) => x.toFixed(1)).join(', ')} on ${os.cpus().length} cores`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-playground-bench-'));
const browser = await puppeteer.launch({
  executablePath: process.env.NPUZZLE_CHROMIUM || '/usr/bin/chromium', headless: true,
  userDataDir: path.join(work, 'profile'), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1600, height: 900 });
  // The first key: from navigation to a key the page has answered (a tile slid in the start
  // board's grid); then to the kit loaded and warmed up in its worker, ready to search.
  const t0 = Date.now();
  // Not awaited: the page answers keys while the kit's megabyte at its end is still being read.
  const loading = page.goto('file://' + path.resolve(playground), { waitUntil: 'load' });
  await page.waitForSelector('#board-grid button:not([disabled])', { polling: 5 });
  await page.evaluate(() => Array.from(document.querySelectorAll('#board-grid button'))
    .find((b) => b.textContent === '5').focus());
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#board').value === '2 3 4 1 0 5 7 6 8');
  // The page's own clock starts when its navigation does, after the browser has a renderer for
  // it (a process started under load): the two figures say which of them took the time.
  const pageClock = await page.evaluate(() => performance.now());
  console.log(`first key answered ${Date.now() - t0} ms after navigation was asked, ` +
              `${pageClock.toFixed(0)} ms by the page's clock (from its navigation's start)`);
  await loading;
  await page.evaluate(() => window.npuzzle.ready());
  console.log(`the kit ready to search in its worker ${Date.now() - t0} ms after navigation`);
  for (const c of CASES) {
    const native = nativeMs(c);
    const inPage = [];
    for (let k = 0; k < RUNS; ++k) {
      inPage.push(await page.evaluate(async (o) => {
        const start = performance.now();
        await window.npuzzle.solve(o);
        return performance.now() - start;
      }, c));
    }
    const pageMs = median(inPage);
    console.log(`${c.name}: page ${pageMs.toFixed(0)} ms (its first run ${inPage[0].toFixed(0)} ms, ` +
                `before the browser optimised the wasm), native ${native.toFixed(1)} ms, ratio ` +
                `${(pageMs / native).toFixed(2)}`);
  }
  // A new 19-move search from the form: from the click to the player's first step painted.
  const firsts = [];
  for (let k = 0; k < RUNS; ++k) {
    await page.evaluate(() => {
      document.querySelector('#board').value = '2 3 4 1 5 x 7 6 8';
      document.querySelector('#algo').value = 'idastar';
      document.querySelector('#algo').dispatchEvent(new Event('change'));
      document.querySelector('#player').srcdoc = '';
    });
    const start = Date.now();
    await page.click('#run');
    await page.waitForFunction(() => {
      const p = document.querySelector('#player').contentWindow.player;
      return p && p.state().position === 1;
    }, { polling: 5 });
    firsts.push(Date.now() - start);
  }
  console.log(`a new 19-move idastar search, click to its first step: median ${median(firsts)} ms ` +
              `(${firsts.join(', ')})`);
  // Where that time goes: the search, its trace and the player's page made in the worker and
  // handed back (the API's round trip); the rest is the player opening in its frame.
  const traces = [];
  for (let k = 0; k < RUNS; ++k) {
    traces.push(await page.evaluate(async () => {
      const start = performance.now();
      await window.npuzzle.trace({ board: '2 3 4 1 5 x 7 6 8', algo: 'idastar' });
      return performance.now() - start;
    }));
  }
  console.log(`  of which the worker's search, trace and page, handed back: median ` +
              `${median(traces).toFixed(0)} ms (${traces.map((x) => x.toFixed(0)).join(', ')})`);
  // The baseline: the same search's player written by npuzzle trace --html, opened from disk.
  const html = path.join(work, 'poj.html');
  spawnSync(path.join(bin, 'npuzzle'), ['trace', '2 3 4 1 5 x 7 6 8', '--algo', 'idastar', '--engine', 'lesson', '--html', html]);
  const opened = [];
  for (let k = 0; k < RUNS; ++k) {
    const start = Date.now();
    await page.goto('file://' + html, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => window.player && window.player.state().position === 1, { polling: 5 });
    opened.push(Date.now() - start);
  }
  console.log(`the same trace's player (npuzzle trace --html) opened from disk, to its first step: ` +
              `median ${median(opened)} ms (${opened.join(', ')})`);
} finally {
  await browser.close();
  fs.rmSync(work, { recursive: true, force: true });
}
