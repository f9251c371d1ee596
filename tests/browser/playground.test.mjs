// The browser playground (./kit playground FILE.html) in Debian's headless Chromium: its API's
// answers against `npuzzle solve --format json --engine lesson` for the same boards (3x3 at every
// optimal distance, the seeds' examples, unsolvable pairs with check --explain's words, malformed
// boards with the CLI's message, the easiest Korf instances), then the page as a lecturer uses it.
//   NPUZZLE_BIN=build/bin NPUZZLE_PLAYGROUND=playground.html node --test playground.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BIN = process.env.NPUZZLE_BIN || 'build/bin';
const PLAYGROUND = path.resolve(process.env.NPUZZLE_PLAYGROUND || 'playground.html');
const ARTIFACTS = process.env.NPUZZLE_BROWSER_ARTIFACTS || fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-playground-'));
const KORF_GOAL = '0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15';

let browser;
let work;
let page;

// npuzzle ARGS with `input` on stdin: {code, stdout, stderr} (in English, whatever the locale).
function npuzzle(args, input = '') {
  const r = spawnSync(path.join(BIN, 'npuzzle'), args, {
    input, encoding: 'utf8', env: { ...process.env, NPUZZLE_LANG: 'en' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// What `npuzzle solve --format json --engine lesson` prints for each case, one run per search
// and goal (the boards on stdin).
function cliAnswers(cases) {
  const groups = new Map();
  for (const c of cases) {
    const args = ['solve', '--format', 'json', '--engine', 'lesson', '--algo', c.algo];
    if (c.heuristic) args.push('--heuristic', c.heuristic);
    if (c.depthLimit !== undefined) args.push('--depth-limit', String(c.depthLimit));
    if (c.goal) args.push('--goal', c.goal);
    const key = JSON.stringify(args);
    if (!groups.has(key)) groups.set(key, { args, cases: [] });
    groups.get(key).cases.push(c);
  }
  const answers = new Map();
  for (const { args, cases: group } of groups.values()) {
    const r = npuzzle(args, group.map((c) => c.board).join('\n') + '\n');
    const lines = r.stdout.trim().split('\n');
    assert.equal(lines.length, group.length, `npuzzle ${args.join(' ')} answered every board (${r.stderr})`);
    group.forEach((c, k) => answers.set(c, JSON.parse(lines[k])));
  }
  return answers;
}

async function open(file) {
  const p = await browser.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('request', (r) => { if (!/^(file|blob|data|about):/.test(r.url())) errors.push('fetched ' + r.url()); });
  await p.setViewport({ width: 1600, height: 900 });
  await p.goto('file://' + file, { waitUntil: 'load' });
  await p.evaluate(() => window.npuzzle.ready());
  p.errors = errors;
  return p;
}

// The page's answer, or {error} with the message it rejected with.
const solveInPage = (c) => page.evaluate(async (o) => {
  try { return await window.npuzzle.solve(o); } catch (e) { return { error: e.message }; }
}, c);

before(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-playground-'));
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchChromium(work);
  page = await open(PLAYGROUND);
});

after(async () => {
  if (browser) await browser.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

test('the file is one self-contained page of at most 2 MB', () => {
  const bytes = fs.statSync(PLAYGROUND).size;
  assert.ok(bytes <= 2 * 1024 * 1024, `the playground is ${bytes} bytes, more than 2 MB`);
  assert.deepEqual(page.errors, [], 'the page loaded without errors and fetched nothing');
});

test('the page answers as npuzzle solve --engine lesson does, board for board', async () => {
  const cases = [];
  // 3x3 at every optimal distance 0-31, six boards each, drawn by the page from the kit's own
  // distance table; each search where it ends within seconds.
  const searches = (d) => [{ algo: 'bfs' }, { algo: 'astar' }, { algo: 'idastar' },
    d <= 14 ? { algo: 'iddfs' } : { algo: 'idastar', heuristic: 'linear-conflict' },
    d <= 12 ? { algo: 'dls', depthLimit: d + 2 } : { algo: 'idastar', heuristic: 'pdb:4-4' },
    d <= 22 ? { algo: 'astar', heuristic: 'misplaced' } : { algo: 'astar', heuristic: 'zero' }];
  for (let d = 0; d <= 31; ++d) {
    const s = searches(d);
    for (let k = 0; k < s.length; ++k) {
      const board = await page.evaluate((dd, seed) => window.npuzzle.shuffle(dd, undefined, seed), d, 1000 * d + k);
      cases.push({ board, ...s[k], distance: d });
    }
  }
  // The seeds' examples, and POJ 1077's sample with every search.
  cases.push({ board: '1 2 3 0 8 4 7 6 5', goal: '1 0 3 8 2 4 7 6 5', algo: 'bfs' },
             { board: '2 3 0 7 1 6 5 8 4', algo: 'bfs' }, { board: '0 8 7 6 5 4 3 2 1', algo: 'bfs' },
             { board: '6 2 8 0 1 4 7 3 5', algo: 'bfs' },
             { board: '6 2 8 0 1 4 7 3 5', algo: 'dls', depthLimit: 20 },
             { board: '6 2 8 0 1 4 7 3 5', algo: 'dls', depthLimit: 16 },
             { board: '2 3 4 1 5 x 7 6 8', algo: 'idastar', heuristic: 'misplaced' },
             { board: '2 3 4 1 5 x 7 6 8', algo: 'astar', heuristic: 'zero' },
             { board: '2 3 4 1 5 x 7 6 8', algo: 'idastar', heuristic: 'gaschnig' });
  // Unsolvable pairs: two tiles of a solvable board swapped.
  for (let d = 3; d <= 30; d += 3) {
    const cells = cases.find((c) => c.distance === d).board.split(' ');
    const [a, b] = cells[0] === '0' || cells[1] === '0' ? [2, 3] : [0, 1];
    [cells[a], cells[b]] = [cells[b], cells[a]];
    cases.push({ board: cells.join(' '), algo: d % 2 ? 'idastar' : 'bfs', unsolvable: true });
  }
  // The five easiest of Korf's 100 (bench/korf100.txt), by IDA*.
  const korf = fs.readFileSync(path.join(HERE, '../../bench/korf100.txt'), 'utf8').split('\n')
    .filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.trim().split(/\s+/))
    .sort((x, y) => Number(x[1]) - Number(y[1])).slice(0, 5);
  // The five easiest of Korf's 100 (bench/korf100.txt), by IDA*, with linear conflicts and with
  // the 4x4 pattern databases a browser holds (pdb:5-5-5: built once by the page's worker).
  for (const k of korf) {
    for (const heuristic of ['linear-conflict', 'pdb:5-5-5']) {
      cases.push({ board: k.slice(2).join(' '), goal: KORF_GOAL, algo: 'idastar', heuristic, optimum: Number(k[1]) });
    }
  }

  const expected = cliAnswers(cases);
  let checked = 0;
  for (const c of cases) {
    const got = await solveInPage(c);
    const want = expected.get(c);
    const asked = `${c.algo}${c.heuristic ? ' --heuristic ' + c.heuristic : ''}${c.depthLimit !== undefined ? ' --depth-limit ' + c.depthLimit : ''} on ${c.board}${c.goal ? ' to ' + c.goal : ''}`;
    assert.ok(!got.error, `${asked}: the page refused it: ${got.error}`);
    const explanation = got.explanation;
    delete got.explanation;
    assert.deepEqual(got, want, `${asked}: the page's answer (first) is not npuzzle solve's (second)`);
    if (c.distance !== undefined && c.algo !== 'dls') {
      assert.equal(got.length, c.distance, `${asked}: shuffled at distance ${c.distance}, solved in ${got.length}`);
    }
    if (c.optimum !== undefined) assert.equal(got.length, c.optimum, `${asked}: Korf's optimum`);
    if (c.unsolvable) {
      assert.equal(got.status, 'failure', `${asked}: unsolvable, answered by parity`);
      const check = npuzzle(['check', c.board, '--explain']);
      assert.equal(explanation, check.stdout.replace(/unsolvable\n$/, ''),
        `${asked}: the page's parity explanation is check --explain's`);
    } else {
      assert.equal(explanation, undefined, `${asked}: no parity explanation on a solvable pair`);
    }
    checked += 1;
  }
  assert.ok(checked >= 190, `${checked} boards compared`);
});

test('a malformed board or request gets the CLI\'s message and runs nothing', async () => {
  for (const [board, extra] of [['1 2 3 4 5 6 7 8 8', []], ['1 2 3', []], ['1 2 3 4 5 6 7 8 q', []],
    ['1 2 3 4 5 6 7 0 8', ['--goal', '1 2 3 4 5 6 7 8 9']], ['1 2 3 4 5 6 7 0 8', ['--goal', '1 2 3 0']],
    ['', []]]) {
    const goal = extra.length ? extra[1] : '';
    const got = await solveInPage({ board, goal, algo: 'bfs' });
    const cli = npuzzle(['solve', board, ...extra]);
    assert.equal(cli.code, 2, `npuzzle solve '${board}' ${extra.join(' ')} is refused`);
    assert.equal(got.error, cli.stderr.trim().split('\n')[0],
      `the page's message for '${board}' ${extra.join(' ')} (first) is the CLI's (second)`);
  }
  for (const limit of ['-3', '2.5']) {
    const got = await solveInPage({ board: '1 2 3 4 5 6 7 0 8', algo: 'dls', depthLimit: limit });
    const cli = npuzzle(['solve', '1 2 3 4 5 6 7 0 8', '--algo', 'dls', '--depth-limit', limit]);
    assert.equal(got.error, cli.stderr.trim().split('\n')[0], `--depth-limit ${limit}: the CLI's message`);
  }
  const limitless = await solveInPage({ board: '1 2 3 4 5 6 7 0 8', algo: 'dls' });
  const cli = npuzzle(['solve', '1 2 3 4 5 6 7 0 8', '--algo', 'dls']);
  assert.equal(limitless.error, cli.stderr.trim().split('\n')[0], 'dls without a depth limit: the CLI\'s message');
});

// The frame's player, once a search has opened in it.
async function playerFrame(p) {
  await p.waitForFunction(() => {
    const w = document.querySelector('#player').contentWindow;
    return w && w.player && document.querySelector('#run').disabled === false;
  });
  return p.frames().find((f) => f !== p.mainFrame());
}
const playerState = (p) => p.evaluate(() => window.npuzzle.player().state());

test('used as a lecturer does: a typed board, clicked tiles, PageDown, Chinese, an SVG', async () => {
  const p = await open(PLAYGROUND);
  await p.evaluate(() => { window.notReloaded = true; });
  // Typed in POJ's form, then a tile next to the blank clicked (the 5, right of it).
  await p.click('#board', { clickCount: 3 });
  await p.keyboard.type('1 2 3 4 x 5 7 8 6');
  const tile = await p.evaluateHandle(() => Array.from(document.querySelectorAll('#board-grid button'))
    .find((b) => b.textContent === '5'));
  await tile.click();
  assert.equal(await p.$eval('#board', (el) => el.value), '1 2 3 4 5 0 7 8 6', 'the 5 slid into the blank');
  await p.click('#board', { clickCount: 3 });
  await p.keyboard.type('2 3 4 1 5 x 7 6 8');
  await p.select('#algo', 'idastar');
  // The heuristics menu offers the registry's names, the databases of the board's shape that a
  // browser holds: 3x3's, then a Korf example's 4x4 ones (pdb:7-8's 518 million entries are not).
  const menu = () => p.$$eval('#heuristic option', (os) => os.map((o) => o.value).filter((v) => v.startsWith('pdb')));
  assert.deepEqual(await menu(), ['pdb:4-4', 'pdb:8'], 'the 3x3 databases in the menu');
  await p.select('#example', 'Korf 55: 41 moves');
  assert.deepEqual(await menu(), ['pdb:5-5-5', 'pdb:6-6-3'], 'the 4x4 databases in the menu');
  await p.click('#board', { clickCount: 3 });
  await p.keyboard.type('2 3 4 1 5 x 7 6 8');
  await p.$eval('#goal', (el) => { el.value = ''; });
  await p.$eval('#board', (el) => el.dispatchEvent(new Event('change')));
  assert.deepEqual(await menu(), ['pdb:4-4', 'pdb:8'], 'a 3x3 board typed again: the 3x3 databases');
  await p.select('#heuristic', 'manhattan');
  await p.click('#run');
  await playerFrame(p);
  const cli = JSON.parse(npuzzle(['solve', '2 3 4 1 5 x 7 6 8', '--algo', 'idastar', '--engine', 'lesson', '--format', 'json']).stdout);
  assert.match(await p.$eval('#answer', (el) => el.textContent), new RegExp(cli.moves), 'the answer shows the moves');
  // The clicker's keys reach the player: the frame has the focus after a search.
  for (let k = 0; k < 3; ++k) await p.keyboard.press('PageDown');
  assert.equal((await playerState(p)).position, 4, 'three PageDowns: step 4');
  await p.keyboard.press('PageUp');
  assert.equal((await playerState(p)).position, 3, 'PageUp: back to step 3');
  const announced = await p.evaluate(() => {
    const el = document.querySelector('#player').contentDocument.querySelector('#event');
    return [el.getAttribute('aria-live'), el.textContent];
  });
  assert.equal(announced[0], 'polite', 'each step is announced to a screen reader');
  assert.match(announced[1], /^step 3 of/);
  await p.screenshot({ path: path.join(ARTIFACTS, 'playground-stepped.png') });
  // 中文: the page's texts and the player's switch together, from either switch.
  const texts = await p.evaluate(() => window.npuzzle.texts());
  assert.deepEqual(texts.zh.slice().sort(), texts.en.slice().sort(), 'the page\'s texts: the same keys in both languages');
  assert.deepEqual(texts.used.filter((k) => !texts.en.includes(k)), [], 'the page names texts neither table has');
  await p.click('#language');
  assert.equal(await p.$eval('html', (el) => el.lang), 'zh-CN');
  assert.equal(await p.$eval('h1', (el) => el.textContent), '八数码演练场');
  assert.match(await p.$eval('#answer', (el) => el.textContent), /扩展结点数 919/, 'the answer in Chinese too');
  assert.equal(await p.evaluate(() => window.npuzzle.player().language()), 'zh-CN', 'the player followed the page');
  assert.match(await p.evaluate(() => document.querySelector('#player').contentDocument.querySelector('#event').textContent),
    /^第 3 步，共/, 'the player announces the step in Chinese');
  await p.screenshot({ path: path.join(ARTIFACTS, 'playground-chinese.png') });
  await p.evaluate(() => document.querySelector('#player').contentDocument.querySelector('#language').click());
  assert.equal(await p.$eval('html', (el) => el.lang), 'en', 'the player\'s switch turned the page back to English');
  assert.equal(await p.evaluate(() => window.npuzzle.player().language()), 'en');
  // The tree as SVG, opened on its own: every node the player shows at this step.
  const svg = await p.evaluate(() => window.npuzzle.player().svg());
  fs.writeFileSync(path.join(ARTIFACTS, 'playground-tree.svg'), svg);
  const shown = (await playerState(p)).revealed.length;
  const view = await browser.newPage();
  await view.goto('file://' + path.join(ARTIFACTS, 'playground-tree.svg'));
  assert.equal(await view.$$eval('g.node', (g) => g.length), shown, 'the SVG holds the nodes shown at this step');
  await view.screenshot({ path: path.join(ARTIFACTS, 'playground-tree-svg.png') });
  await view.close();
  // The DOT and the log are those of trace: the same search, its files made on export.
  const files = await p.evaluate(() => window.npuzzle.trace({ board: '2 3 4 1 5 x 7 6 8', algo: 'idastar', files: true }));
  assert.match(files.dot, /^digraph/);
  assert.equal(files.log.trim().split('\n').length, 3158, 'one log line an event, as trace --log writes');
  // A new search replaces the trace, without a reload.
  await p.select('#algo', 'bfs');
  await p.click('#run');
  await p.waitForFunction(() => document.querySelector('#player').contentWindow.player &&
    document.querySelector('#player').contentDocument.title && /^bfs/.test(
      document.querySelector('#player').contentDocument.querySelector('#title').textContent));
  assert.equal(await p.evaluate(() => window.notReloaded), true, 'the page was not reloaded');
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('stop ends a long search, and the next one runs', async () => {
  const p = await open(PLAYGROUND);
  await p.$eval('#board', (el) => { el.value = '8 6 7 2 5 4 3 0 1'; });
  await p.select('#algo', 'dls');
  await p.$eval('#limit', (el) => { el.value = '31'; });
  await p.click('#run');
  await p.waitForFunction(() => /nodes expanded|searching/.test(document.querySelector('#status').textContent));
  await p.click('#stop');
  await p.waitForFunction(() => document.querySelector('#run').disabled === false);
  assert.equal(await p.$eval('#status', (el) => el.textContent), 'stopped');
  const after = await p.evaluate(() => window.npuzzle.solve({ board: '1 2 3 4 5 6 7 0 8', algo: 'bfs' }));
  assert.equal(after.length, 1, 'the next search runs in a new worker');
  await p.close();
});

test('axe-core finds no serious or critical violation on the page or in the player', async () => {
  const p = await open(PLAYGROUND);
  await p.click('#run');
  await playerFrame(p);
  const axe = fs.readFileSync(path.join(HERE, 'node_modules/axe-core/axe.min.js'), 'utf8');
  for (const frame of p.frames()) {
    await frame.evaluate(axe);
    const found = await frame.evaluate(async () => (await window.axe.run(document)).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')})`));
    assert.deepEqual(found, [], `${frame === p.mainFrame() ? 'the page' : 'the player'}: axe-core's serious and critical violations`);
  }
  await p.close();
});
