// The panels beside the tree: the step in words, the current board, the counters, the pseudocode's
// lit line, the frontier; the title and the legend.
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
  li.appendChild(smallBoard(nodes[i].board));
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
  const { step: s, kind, node: index, frontier: frontierSize, expanded, generated, iteration, bound } = steps[k];
  const node = index >= 0 ? nodes[index] : null;
  let words = t('stepOf', fmt(position), fmt(steps.length)) + t('kind', kind);
  if (node) {
    words += ' #' + node.id + ', g=' + node.g;
    if (node.h >= 0) words += ' h=' + node.h + ' f=' + (node.g + node.h);
    if (node.move) words += t('move', node.move);
  }
  if (kind === 'iteration' || kind === 'cut-off') words += t('bound', bound);
  if (kind === 'finish') words += data.found ? t('solution', data.path, data.path.length) : t('noSolution');
  setText($('event'), words);
  setText($('step-label'), t('stepCounter', fmt(position), fmt(steps.length), fmt(s)));
  if ($('slider').value !== String(position)) $('slider').value = position;
  const b = current >= 0 ? nodes[current].board : nodes[0].board;
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
$('title').textContent = data.algorithm + ': ' + nodes[0].board.join(' ') + (data.goal ? '  \u2192  ' + data.goal : '');
function drawSubtitle() {
  let sub = t('subtitle', t('code', data.code) + (data.options ? ', ' + data.options : ''), fmt(data.counters.expanded),
              fmt(data.counters.generated), fmt(nodes.length));
  if (data.omitted > 0) sub += t('omitted', fmt(data.omitted), fmt(data.max_nodes));
  $('subtitle').textContent = sub;
}
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
  const present = new Set(nodes.map((n) => n.state));
  present.add('f');
  for (const k of ['e', 'f', 'd', 'c', 'g']) {
    // With the heat map on, expanded nodes are drawn in its shades, not in their state's fill.
    // (Path nodes past --max-nodes have no expansion number: they keep the expanded fill.)
    const unshaded = nodes.some((n) => n.state === 'e' && !(n.expansion > 0));
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

