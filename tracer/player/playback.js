// Playback: the position in the steps, and a position drawn (only the mounted nodes that the steps
// in between concern).
let position = 1;
let playing = null;
// The node a step is about, and the one kept centred: at the end of a success, the goal.
function focusOf(k) {
  const { kind, node: index } = steps[k];
  if (index >= 0) return index;
  if (kind === 'start') return 0;
  if (kind === 'finish' && data.found) return nodes.findIndex((n) => n.on_path && n.state === 'g');
  return -1;
}
let shown = { p: 0, current: -1, atEnd: false, heat: false, all: true };
const endNodes = nodes.map((n, i) => (n.on_path || n.past_cap ? i : -1)).filter((i) => i >= 0);
function paintArgs() {
  return [steps[position - 1].step, position === steps.length, focusOf(position - 1), $('heat').checked];
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
    for (let j = lo - 1; j < hi; ++j) if (steps[j] && steps[j].node >= 0) dirty.add(steps[j].node);
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
function playingFast() { return playing !== null && Number($('speed').value) > 30; }

function go(p) {
  position = Math.min(Math.max(1, p), steps.length);
  if (pending && pending.k !== position) closeQuestion('');
  render(false);
}
function step(delta) {
  if ($('predict').checked && delta > 0) {
    if (pending) {
      // Forward again: the lecturer reveals the answer (no score).
      const k = pending.k;
      const { kind, node: index } = steps[k];
      pending = null;
      go(k + 1);
      closeQuestion(t('revealed', t('kind', kind), nodes[index].id));
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

