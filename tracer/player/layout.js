// The layout, done once: each iteration's tree, leaves side by side, a parent over its children;
// the trees in one row, or wrapped to the slide's shape (--aspect).
const W = data.width;
const H = data.height;
const CELL = 26;
const HEAD = withH ? 40 : 21;
// Wide enough for the longest header ("#1234 g=12", about 9.6 px a character in bold 16 px).
const longest = Math.max(...nodes.map((n) => String(n.id).length + String(n.g).length + 4),
                         withH ? Math.max(...nodes.map((n) => String(n.h).length + String(n.g + n.h).length + 6)) : 0);
const BOX_W = Math.max(W * CELL + 12, Math.ceil(longest * 9.6) + 10);
const BOX_H = HEAD + H * CELL + 8;
const GAP_X = 16;
const GAP_Y = 46;
const LABEL = 40;
const children = nodes.map(() => []);
nodes.forEach((n, i) => { if (n.parent >= 0) children[n.parent].push(i); });
const pos = nodes.map(() => ({ x: 0, y: 0 }));
const morePos = [];
const clusterOf = new Map();  // iteration index -> {iteration, roots, slots, depth}
nodes.forEach((n, i) => {
  if (n.parent >= 0) return;
  if (!clusterOf.has(n.iteration)) clusterOf.set(n.iteration, { iteration: n.iteration, roots: [], slots: 0, depth: 0 });
  clusterOf.get(n.iteration).roots.push(i);
});
const clusters = Array.from(clusterOf.values()).sort((a, b) => a.iteration - b.iteration);
for (const cl of clusters) {
  // Post-order without recursion: a 2,000-node path would overflow no stack, but stay safe.
  const place = (root, depth0) => {
    const stack = [[root, 0]];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [i, k] = top;
      if (k < children[i].length) { top[1] += 1; stack.push([children[i][k], 0]); continue; }
      stack.pop();
      const d = nodes[i].g - depth0;
      cl.depth = Math.max(cl.depth, d + (nodes[i].omitted > 0 ? 1 : 0));
      pos[i].d = d;
      const kids = children[i].map((c) => pos[c].slot);
      if (nodes[i].omitted > 0) { morePos[i] = { slot: cl.slots++, d: d + 1 }; kids.push(morePos[i].slot); }
      pos[i].slot = kids.length ? (kids[0] + kids[kids.length - 1]) / 2 : cl.slots++;
    }
  };
  for (const r of cl.roots) place(r, nodes[r].g);
  cl.w = Math.max(1, cl.slots) * (BOX_W + GAP_X) - GAP_X;
  cl.h = (cl.depth + 1) * (BOX_H + GAP_Y) - GAP_Y + (iterative ? LABEL : 0);
}
// Rows of clusters: one row, or (--aspect) the wrapping whose shape is nearest W:H.
function rowsFor(maxWidth) {
  const rows = [[]];
  let width = 0;
  for (const cl of clusters) {
    if (rows[rows.length - 1].length && width + cl.w > maxWidth) { rows.push([]); width = 0; }
    rows[rows.length - 1].push(cl);
    width += cl.w + 60;
  }
  return rows;
}
const size = (rows) => ({
  w: Math.max(...rows.map((r) => r.reduce((s, c) => s + c.w + 60, -60))),
  h: rows.reduce((s, r) => s + Math.max(...r.map((c) => c.h)) + 60, -60) });
let rows = rowsFor(Infinity);
if (data.aspect > 0 && clusters.length > 1) {
  let best = Infinity;
  for (const cl of clusters) {
    for (let k = 0; k < clusters.length; ++k) {
      const candidate = rowsFor(clusters.slice(0, k + 1).reduce((s, c) => s + c.w + 60, 0) + cl.w / 2);
      const s = size(candidate);
      const miss = Math.abs(Math.log(s.w / s.h / data.aspect));
      if (miss < best - 1e-9) { best = miss; rows = candidate; }
    }
  }
}
const MARGIN = 20;
const canvas = { w: size(rows).w + 2 * MARGIN, h: size(rows).h + 2 * MARGIN };
{
  let y = MARGIN;
  for (const row of rows) {
    let x = MARGIN;
    for (const cl of row) {
      cl.x = x;
      cl.y = y;
      const top = y + (iterative ? LABEL : 0);
      const at = (slot, d) => ({ x: x + slot * (BOX_W + GAP_X), y: top + d * (BOX_H + GAP_Y) });
      nodes.forEach((n, i) => { if (n.iteration === cl.iteration) Object.assign(pos[i], at(pos[i].slot, pos[i].d)); });
      morePos.forEach((m, i) => { if (m && nodes[i].iteration === cl.iteration) Object.assign(m, at(m.slot, m.d)); });
      x += cl.w + 60;
    }
    y += Math.max(...row.map((c) => c.h)) + 60;
  }
}
