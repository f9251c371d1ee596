// The playground's page: edits the request, sends it to the worker (the kit's C++ compiled to
// wasm), and opens each traced search in the lecture player (tracer/player/) inside the iframe.
// No search is written here. window.npuzzle is the page's API (docs/lecturer-guide.md).
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);

  // --- texts: every word a reader sees, each as [English, Chinese] side by side ---
  const TEXTS = {
    title: ['npuzzle playground', '八数码演练场'],
    request: ['Search', '搜索'],
    start: ['start', '初始局面'],
    goal: ['goal', '目标局面'],
    intro: ['The kit\'s own searches, in your browser: type a board, pick a search, step through its tree.',
            '课程包自己的搜索，在浏览器里运行：输入一个局面，选一种搜索，一步一步看它的搜索树。'],
    example: ['example', '例子'],
    choose: ['choose…', '请选择…'],
    distance: ['optimal distance', '最优步数'],
    shuffle: ['shuffle', '随机打乱'],
    algo: ['search', '搜索算法'],
    heuristic: ['heuristic', '启发函数'],
    limit: ['depth limit', '深度限制'],
    maxNodes: ['nodes drawn', '画出的结点数'],
    run: ['search', '搜索'],
    stop: ['stop', '停止'],
    export: ['export:', '导出：'],
    log: ['log (JSON lines)', '日志（JSON lines）'],
    boards: ['boards', '每一步的局面'],
    loading: ['loading the kit…', '正在加载课程包…'],
    ready: ['ready', '就绪'],
    searching: ['searching…', '正在搜索…'],
    progress: [(n) => 'searching… ' + n + ' nodes expanded', (n) => '正在搜索… 已扩展 ' + n + ' 个结点'],
    stopped: ['stopped', '已停止'],
    found: [(n, ms) => 'found: ' + n + (n === 1 ? ' move' : ' moves') + ' (' + ms + ' ms)',
            (n, ms) => '找到了：' + n + ' 步（' + ms + ' 毫秒）'],
    notFound: [(ms) => 'not found (' + ms + ' ms)', (ms) => '没有找到（' + ms + ' 毫秒）'],
    unsolvable: ['unsolvable: the goal cannot be reached (parity, lesson 02)',
                 '无解：目标局面不可达（奇偶性，第 02 课）'],
    counters: [
      (r) => 'nodes expanded ' + r.expanded + ', generated ' + r.generated + ', largest frontier ' + r.max_frontier,
      (r) => '扩展结点数 ' + r.expanded + '，生成结点数 ' + r.generated + '，边界最大 ' + r.max_frontier],
    shuffled: [(d) => 'a board ' + d + ' moves from the goal', (d) => '离目标 ' + d + ' 步的局面'],
    startGrid: ['start board: click a tile next to the blank to slide it',
                '初始局面：点击空格旁边的数字块，把它滑进空格'],
    goalGrid: ['goal board: click a tile next to the blank to slide it',
               '目标局面：点击空格旁边的数字块，把它滑进空格'],
    blank: ['blank', '空格'],
    tile: [(v, next) => 'tile ' + v + (next ? ', next to the blank' : ''),
           (v, next) => '数字块 ' + v + (next ? '，在空格旁边' : '')],
    playerBox: ['search player', '搜索播放器'],
    playerFrame: ['search player: PageDown and PageUp step, P presents',
                  '搜索播放器：PageDown 和 PageUp 单步，P 演示'],
    workerDied: [(why) => 'npuzzle: the search stopped: ' + (why || 'its worker failed'),
                 (why) => 'npuzzle：搜索停止了：' + (why || '它的 worker 出错了')],
    exit: [{ 1: 'exit code 1: no answer', 2: 'exit code 2: bad input', 3: 'exit code 3: the lesson code failed',
             4: 'exit code 4: the browser refused' },
           { 1: '退出码 1：没有答案', 2: '退出码 2：输入有误', 3: '退出码 3：课程代码出错', 4: '退出码 4：浏览器拒绝了' }],
    exampleName: [(ex) => ex.name, (ex) => ex.nameZh],
    otherLanguage: ['中文', 'English'],
    otherLang: ['zh-CN', 'en'],
  };
  // #lang=zh-CN, else the student edition's language (release.py marks the page of a --lang
  // zh-CN edition), else the browser's.
  const wantedLanguage = new URLSearchParams(location.hash.slice(1)).get('lang') ||
                         document.documentElement.dataset.editionLang ||
                         (navigator.languages || [navigator.language])[0] || 'en';
  let lang = /^zh/i.test(wantedLanguage) ? 'zh' : 'en';
  const languageTag = () => (lang === 'zh' ? 'zh-CN' : 'en');
  const t = (key, ...args) => {
    const v = (TEXTS[key] || [])[lang === 'zh' ? 1 : 0];
    return typeof v === 'function' ? v(...args) : v;
  };
  // The status line as a text key and its arguments, said again when the language changes.
  let status = ['', []];
  let answered = null;  // the last search's answer text, in the language of the moment
  let explained = null;  // an unsolvable pair's working, by language
  function say(key, ...args) {
    status = [key, args];
    $('status').textContent = key ? t(key, ...args) : '';
  }
  function applyLanguage() {
    document.documentElement.lang = languageTag();
    for (const el of document.querySelectorAll('[data-text]')) el.textContent = t(el.dataset.text);
    for (const el of document.querySelectorAll('[data-label]')) el.setAttribute('aria-label', t(el.dataset.label));
    $('player').title = t('playerFrame');
    $('language').textContent = t('otherLanguage');
    $('language').lang = t('otherLang');
    EXAMPLES.forEach((ex, k) => { $('example').options[k + 1].textContent = t('exampleName', ex); });
    drawGrid($('board'), $('board-grid'));
    drawGrid($('goal'), $('goal-grid'));
    say(status[0], ...status[1]);
    if (answered) $('answer').textContent = answered();
    // check --explain's working, asked again in the language switched to.
    if (explained && !explained[lang]) {
      const want = lang;
      window.npuzzle.solve(last.asked).then((r) => {
        explained[want] = r.explanation;
        if (answered) $('answer').textContent = answered();
      }).catch(() => {});
    }
    const player = $('player').contentWindow && $('player').contentWindow.player;
    if (player) player.setLanguage(languageTag());
  }
  function switchLanguage(wanted) {
    const next = /^zh/i.test(wanted) ? 'zh' : 'en';
    if (next !== lang) { lang = next; applyLanguage(); }
  }

  // --- the worker: the kit's script and the worker's, from the page itself (no file, no server),
  // read once the whole page is ---
  let workerSource = null;
  let worker = null;
  let ready = null;
  let nextId = 1;
  const waiting = new Map();  // id -> {resolve, reject}
  function startWorker() {
    workerSource = workerSource || URL.createObjectURL(new Blob(
      [$('kit-script').textContent.replace(/<\\\//g, '</'), '\n', $('worker-script').textContent],
      { type: 'text/javascript' }));
    worker = new Worker(workerSource);
    ready = new Promise((resolve) => {
      worker.onmessage = (e) => {
        const m = e.data;
        if (m.ready) { resolve(); return; }
        if (m.progress) { say('progress', m.progress.expanded.toLocaleString()); return; }
        const w = waiting.get(m.id);
        if (!w) return;
        waiting.delete(m.id);
        w.resolve(JSON.parse(m.answer));
      };
      // A worker that died (the browser refused it memory) answers every question left with why.
      worker.onerror = (e) => {
        e.preventDefault();
        const why = new Error(t('workerDied', e.message));
        for (const w of waiting.values()) w.reject(why);
        waiting.clear();
        worker.terminate();
        startWorker();
      };
    });
  }
  let loaded;
  const pageRead = new Promise((resolve) => { loaded = resolve; });
  document.addEventListener('DOMContentLoaded', () => { startWorker(); loaded(); });
  async function call(name, ...args) {
    await pageRead;
    await ready;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, call: name, args });
    });
  }
  // Stop: the search cannot be asked to stop from outside, so its worker goes and a new one comes.
  function stop() {
    worker.terminate();
    for (const w of waiting.values()) w.reject(Object.assign(new Error(t('stopped')), { stopped: true }));
    waiting.clear();
    startWorker();
  }

  // --- the API: the answers of npuzzle solve --format json and trace, from the same C++ ---
  const request = (o) => [String(o.board || ''), String(o.goal || ''), String(o.algo || 'bfs'),
    String(o.heuristic || ''), depthLimitOf(o.depthLimit)];
  // --depth-limit as the CLI checks it (cli_support.cpp's whole_number); -1 says "none given".
  function depthLimitOf(value) {
    if (value === undefined || value === null || value === '') return -1;
    const limit = Number(value);
    if (!Number.isInteger(limit) || limit > 2 ** 31 - 1) {
      throw new Error('npuzzle: --depth-limit: \'' + value + '\' is not a whole number (e.g. 20)');
    }
    if (limit < 0) throw new Error('npuzzle: --depth-limit: ' + value + ' is below 0 (e.g. 20)');
    return limit;
  }
  function unwrap(answer) {
    if (answer.error) {
      const e = new Error(answer.error);
      e.exitCode = answer.exit;
      throw e;
    }
    if (answer.explanation) answer.result.explanation = answer.explanation;
    return answer;
  }
  window.npuzzle = {
    // The object `npuzzle solve --format json --engine lesson` prints for the board.
    async solve(o) { return unwrap(await call('solve', ...request(o), lang)).result; },
    // What `npuzzle trace --engine lesson` writes: {result, page}, and with o.files {dot, log} too.
    async trace(o) {
      return unwrap(await call('trace', ...request(o), Number(o.maxNodes || 300), lang, Boolean(o.files)));
    },
    // A random board `distance` optimal moves from `goal` (3x3); the same `seed`, the same board.
    async shuffle(distance, goal, seed) {
      const a = await call('shuffle', goal || '1 2 3 4 5 6 7 8 0', Number(distance),
        seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(seed));
      if (a.error) throw new Error(a.error);
      return a.board;
    },
    stop,
    ready: async () => { await pageRead; await ready; },
    // 'en' or 'zh-CN'; and the text keys with an English and with a Chinese text, with those the
    // page's elements name.
    setLanguage: switchLanguage,
    language: languageTag,
    texts: () => ({ en: Object.keys(TEXTS).filter((k) => TEXTS[k][0] !== undefined),
                    zh: Object.keys(TEXTS).filter((k) => TEXTS[k][1] !== undefined),
                    used: Array.from(document.querySelectorAll('[data-text], [data-label]'),
                                     (el) => el.dataset.text || el.dataset.label) }),
    player: () => $('player').contentWindow.player,
  };

  // --- the boards: typed, or a tile next to the blank clicked ---
  function cellsOf(text) {
    const words = text.trim().split(/[\s,]+/).filter(Boolean);
    const cells = words.length === 1 && /^[0-9xX]{4,9}$/.test(words[0]) ? Array.from(words[0]) : words;
    return cells.map((c) => (c === 'x' || c === 'X' ? 0 : Number(c)));
  }
  function drawGrid(input, grid) {
    const cells = cellsOf(input.value || input.placeholder);
    const width = Math.round(Math.sqrt(cells.length));
    grid.replaceChildren();
    if (width * width !== cells.length || cells.some((c) => !Number.isInteger(c))) return;
    grid.style.gridTemplateColumns = 'repeat(' + width + ', auto)';
    const blank = cells.indexOf(0);
    cells.forEach((v, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = v === 0 ? '' : String(v);
      b.className = v === 0 ? 'blank' : '';
      const next = Math.abs(i - blank) === width || (Math.abs(i - blank) === 1 && Math.floor(i / width) === Math.floor(blank / width));
      b.setAttribute('aria-label', v === 0 ? t('blank') : t('tile', v, next));
      b.disabled = !next && v !== 0;
      b.addEventListener('click', () => {
        if (!next) return;
        [cells[i], cells[blank]] = [cells[blank], cells[i]];
        input.value = cells.join(' ');
        drawGrid(input, grid);
        const again = Array.from(grid.children).find((x) => x.textContent === String(v));
        if (again) again.focus();
      });
      grid.appendChild(b);
    });
  }
  for (const [input, grid] of [[$('board'), $('board-grid')], [$('goal'), $('goal-grid')]]) {
    input.addEventListener('input', () => drawGrid(input, grid));
    drawGrid(input, grid);
  }

  // --- the menus: the algorithm table's searches and the heuristics each takes ---
  let table = {};
  function fillHeuristics() {
    const row = table[$('algo').value] || { heuristics: [] };
    const cells = cellsOf($('board').value).length;
    // The databases of the board's shape that a browser holds: pdb:7-8's 8-tile group is 518
    // million entries, more than a page's memory.
    const fits = (h) => !h.name.startsWith('pdb:') ||
      ((cells <= 9) === (h.name === 'pdb:4-4' || h.name === 'pdb:8') && h.name !== 'pdb:7-8');
    $('heuristic').replaceChildren(...row.heuristics.filter(fits).map((h) => {
      const o = document.createElement('option');
      o.value = o.textContent = h.name;
      o.selected = h.default;
      return o;
    }));
    $('heuristic-box').hidden = row.heuristics.length === 0;
    $('limit-box').hidden = !row.depth_limit;
  }
  call('algorithms').then((a) => {
    table = a;
    $('algo').replaceChildren(...Object.keys(a).filter((n) => a[n].events).map((n) => {
      const o = document.createElement('option');
      o.value = o.textContent = n;
      return o;
    }));
    $('algo').value = 'idastar';
    fillHeuristics();
    say('ready');
  });
  $('algo').addEventListener('change', fillHeuristics);
  $('board').addEventListener('change', fillHeuristics);
  for (const ex of EXAMPLES) {
    const o = document.createElement('option');
    o.textContent = ex.name;
    $('example').appendChild(o);
  }
  $('example').addEventListener('change', () => {
    const ex = EXAMPLES[$('example').selectedIndex - 1];
    if (!ex) return;
    $('board').value = ex.board;
    $('goal').value = ex.goal;
    $('algo').value = ex.algo;
    fillHeuristics();
    if (ex.heuristic) $('heuristic').value = ex.heuristic;
    if (ex.depthLimit !== undefined) $('limit').value = ex.depthLimit;
    drawGrid($('board'), $('board-grid'));
    drawGrid($('goal'), $('goal-grid'));
  });
  $('shuffle').addEventListener('click', async () => {
    try {
      $('board').value = await window.npuzzle.shuffle($('distance').value, $('goal').value || undefined);
      drawGrid($('board'), $('board-grid'));
      say('shuffled', $('distance').value);
    } catch (e) {
      showError(e);
    }
  });

  // --- a search: traced, opened in the player, which it replaces without a reload ---
  let last = null;  // the last search's request and answer; its files are made when exported
  // The CLI's message as it prints it, under what its exit code says.
  function showError(e) {
    $('answer').className = 'error';
    answered = () => (e.exitCode ? t('exit')[e.exitCode] + '\n' : '') + e.message;
    $('answer').textContent = answered();
  }
  function currentRequest() {
    const row = table[$('algo').value] || {};
    return {
      board: $('board').value, goal: $('goal').value, algo: $('algo').value,
      heuristic: row.heuristics && row.heuristics.length ? $('heuristic').value : '',
      depthLimit: row.depth_limit && $('limit').value !== '' ? Number($('limit').value) : undefined,
      maxNodes: Number($('max-nodes').value) || 300,
    };
  }
  async function run(event) {
    if (event) event.preventDefault();
    $('answer').className = '';
    $('answer').textContent = '';
    answered = null;
    explained = null;
    // Nothing of the last search stays beside a new request: no player, no exports.
    $('exports').hidden = true;
    $('player').hidden = true;
    say('searching');
    $('run').disabled = true;
    $('stop').disabled = false;
    const started = performance.now();
    try {
      const asked = currentRequest();
      const traced = await window.npuzzle.trace(asked);
      last = { asked, ...traced };
      const r = traced.result;
      if (r.explanation) {
        explained = { [lang]: r.explanation };
        answered = () => explained[lang] || r.explanation;  // the status line says "unsolvable"
        $('answer').textContent = answered();
        say('unsolvable');
        return;
      }
      const ms = Math.round(performance.now() - started);
      if (r.status === 'found') say('found', r.length, ms); else say('notFound', ms);
      answered = () => (r.moves !== undefined ? r.moves + '\n' : '') + t('counters', r);
      $('answer').textContent = answered();
      const frame = $('player');
      // The player speaks the page's language, and its own switch turns the page's too.
      frame.addEventListener('load', () => {
        frame.contentWindow.player.setLanguage(languageTag());
        frame.contentWindow.addEventListener('npuzzle-language', (e) => switchLanguage(e.detail));
        frame.contentWindow.focus();
      }, { once: true });
      frame.dataset.lang = languageTag();  // read by the player as it opens
      frame.hidden = false;
      frame.srcdoc = traced.page;
      $('exports').hidden = false;
    } catch (e) {
      say(e.stopped ? 'stopped' : '');
      if (!e.stopped) showError(e);
    } finally {
      $('run').disabled = false;
      $('stop').disabled = true;
    }
  }
  $('request').addEventListener('submit', run);
  $('stop').addEventListener('click', stop);
  $('language').addEventListener('click', () => switchLanguage(lang === 'en' ? 'zh' : 'en'));

  // --- exports: what trace writes, from the last search ---
  function download(name, text, type) {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type }));
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }
  async function files() {
    if (last.dot === undefined) Object.assign(last, await window.npuzzle.trace({ ...last.asked, files: true }));
    return last;
  }
  const EXPORTS = {
    dot: async () => download('search.dot', (await files()).dot, 'text/vnd.graphviz'),
    log: async () => download('search.jsonl', (await files()).log, 'application/x-ndjson'),
    svg: () => download('search.svg', $('player').contentWindow.player.svg(), 'image/svg+xml'),
    boards: () => download('boards.txt', boardsText(last.result), 'text/plain'),
  };
  function boardsText(r) {
    const lines = [r.board];
    const cells = cellsOf(r.board);
    const width = Math.round(Math.sqrt(cells.length));
    const delta = { u: -width, d: width, l: -1, r: 1 };
    for (const m of (r.moves || '').replace(/\s/g, '')) {
      const blank = cells.indexOf(0);
      const to = blank + delta[m];
      [cells[blank], cells[to]] = [cells[to], cells[blank]];
      lines.push(cells.join(' '));
    }
    return lines.join('\n') + '\n';
  }
  for (const b of document.querySelectorAll('[data-export]')) {
    b.addEventListener('click', () => { if (last) Promise.resolve(EXPORTS[b.dataset.export]()).catch(showError); });
  }

  // The player's keys reach it from anywhere on the page but a field being typed in: a clicker's
  // PageDown steps the search whatever was clicked last.
  const PLAYER_KEYS = new Set(['PageDown', 'PageUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End', 'p', 'P', 'b', 'B', '.']);
  window.addEventListener('keydown', (e) => {
    const typing = e.target.closest && e.target.closest('input, select, textarea, button, #board-grid, #goal-grid');
    const player = $('player').contentWindow;
    if (typing || !PLAYER_KEYS.has(e.key) || e.ctrlKey || e.metaKey || e.altKey || !player || !player.player) return;
    e.preventDefault();
    player.dispatchEvent(new player.KeyboardEvent('keydown', { key: e.key }));
  });

  applyLanguage();
  say('loading');
})();
