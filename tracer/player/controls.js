// The controls, each of which gives the focus back so that the keys always drive the page; the
// page-wide keys; the language switch; what the browser tests read; the start.
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
  const k = steps.findIndex((s) => s.kind === 'iteration' && s.iteration === wanted);
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
    nodes.forEach((n) => { if (shownState(n, row.step, atEnd).visible) revealed.push(n.id); });
    return {
      position, total: steps.length, step: row.step, kind: row.kind,
      node: row.node >= 0 ? nodes[row.node].id : null,
      revealed: revealed.filter((x) => x !== null).sort((a, b) => a - b),
      frontier: Array.from(document.querySelectorAll('#frontier li')).map((li) => Number(li.dataset.node)),
      expanded: Number($('c-expanded').textContent.replace(/,/g, '')),
      generated: Number($('c-generated').textContent.replace(/,/g, '')),
      frontierSize: Number($('c-frontier').textContent.replace(/,/g, '')), iteration: row.iteration,
      score: Object.assign({}, score), pending: pending ? pending.type : null, scale,
      focus: focusOf(position - 1),
    };
  },
  nextExpansionNode() {
    for (let k = position; k < steps.length; ++k) if (steps[k].kind === 'expand') return nodes[steps[k].node].id;
    return null;
  },
  question() { return pending ? { type: pending.type, node: nodes[steps[pending.k].node].id, kind: steps[pending.k].kind } : null; },
  goalPosition: () => goalStep + 1,
  go,
  // 'en' or 'zh-CN' (any zh* tag); the page's switch does the same.
  setLanguage,
  language: () => (lang === 'zh' ? 'zh-CN' : 'en'),
  // The keys with an English text, those with a Chinese one, and the static texts' keys: the test
  // finds none in one language only.
  texts: () => ({ en: Object.keys(TEXTS).filter((k) => TEXTS[k][0] !== undefined),
                  zh: Object.keys(TEXTS).filter((k) => TEXTS[k][1] !== undefined),
                  used: Array.from(document.querySelectorAll('[data-text], [data-title], [data-label]'),
                                   (el) => [el.dataset.text, el.dataset.title, el.dataset.label]).flat().filter(Boolean) }),
  svg: treeSvg,
};
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
