// The trace the page carries, as html_player.cpp writes it: a node and a step are rows of values in
// the order its node_fields and step_fields name, read here into objects by those names. So the
// row format is written once, in html_player.cpp's tables, and a field is looked up by its name.
const data = JSON.parse(document.getElementById('search-data').textContent);
const $ = (id) => document.getElementById(id);
// 12345 -> "12,345" (toLocaleString costs milliseconds a step).
const fmt = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function namedRows(rows, fields) {
  return rows.map((row) => {
    const named = {};
    fields.forEach((name, k) => { named[name] = row[k]; });
    return named;
  });
}
// A node: id (-1 past --max-nodes), parent (an index into nodes, -1 for a root), cells (one hex
// digit a cell) and board (their numbers), g, h (-1: none), move, iteration, expansion (0: never
// expanded), state (e f d c g: palette.states), the log steps it was created and settled at,
// on_path, past_cap (drawn past --max-nodes or --max-depth: shown only at the end) and omitted
// (its children not drawn).
const nodes = namedRows(data.nodes, data.node_fields).map((n) => Object.assign(n, {
  board: Array.from(n.cells, (ch) => parseInt(ch, 16)), on_path: n.on_path === 1,
  past_cap: n.past_cap === 1 }));
// A step: its number in the log, its kind's name, node (an index into nodes, -1 for none), the
// frontier's size and the expansions and generations so far, its iteration and bound (-1: none).
const steps = namedRows(data.steps, data.step_fields).map((s) => Object.assign(s, { kind: data.kinds[s.kind] }));
const palette = data.palette;
const DASH = { solid: '', bold: '', dashed: '5,2', dotted: '1,5' };
const family = { queue: 'bfs', stack: 'dfs', heap: 'astar', path: 'idastar' }[data.frontier];
const withH = nodes.some((n) => n.h >= 0);
const goalStep = steps.findIndex((s) => s.kind === 'goal');
const iterative = data.iterations.some((x) => x.number > 0);
