// The frontier at a position, replayed from the steps (a snapshot every 64 steps): what the panel
// lists and the predictions ask about.
const frontierNoun = () => t('noun')[family];
function openOrder(a, b) {
  // The contract's A* order: least f, then larger g, then the node created first.
  const x = nodes[a];
  const y = nodes[b];
  return (x.g + x.h) - (y.g + y.h) || y.g - x.g || x.id - y.id;
}
// state.list: BFS front first; A* least f first; DFS bottom first (shown reversed).
function apply(state, k) {
  const { kind, node: index } = steps[k];
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
      state.list = list.filter((i) => nodes[i].cells !== child.cells || nodes[i].g <= child.g);
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
    for (let i = s.current; i >= 0; i = nodes[i].parent) path.unshift(i);
    return path;
  }
  return family === 'dfs' ? s.list.slice().reverse() : s.list.slice();
}
