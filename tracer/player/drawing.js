// The drawing: the tree's SVG markup, written once (a node's only when it is mounted near the
// view), and its paint, which a step changes in the few elements it concerns.

// A path node past --max-nodes has no number and no h in the data: it shows its g only.
function header(n) {
  const first = (n.id >= 0 ? '#' + n.id + ' ' : '') + 'g=' + n.g;
  return withH ? [first, n.h >= 0 ? 'h=' + n.h + ' f=' + (n.g + n.h) : ''] : [first];
}
const gridPath = (() => {
  let d = '';
  for (let c = 0; c <= W; ++c) d += 'M' + c * CELL + ' 0V' + H * CELL;
  for (let r = 0; r <= H; ++r) d += 'M0 ' + r * CELL + 'H' + W * CELL;
  return d;
})();
const boardLeft = (BOX_W - W * CELL) / 2;
function boardSvg(b) {
  let out = '<g transform="translate(' + boardLeft + ',' + HEAD + ')">';
  const blank = b.indexOf(0);
  out += '<rect x="' + (blank % W) * CELL + '" y="' + Math.floor(blank / W) * CELL + '" width="' + CELL +
         '" height="' + CELL + '" fill="' + palette.blank + '"/>';
  for (let r = 0; r < H; ++r) {
    const row = b.slice(r * W, r * W + W);
    const xs = row.map((_, c) => c * CELL + CELL / 2);
    const y = r * CELL + CELL / 2 + 6;
    if (row.every((v) => v < 10)) {
      // One text a row, each digit placed on its own cell centre.
      out += '<text class="dg" x="' + xs.join(' ') + '" y="' + y + '">' + row.map((v) => v || '\u00a0').join('') + '</text>';
    } else {
      row.forEach((v, c) => { if (v) out += '<text class="dg" x="' + xs[c] + '" y="' + y + '">' + v + '</text>'; });
    }
  }
  return out + '<path class="grid" d="' + gridPath + '"/></g>';
}
// One node's markup: the edge from its parent, its "more not drawn" marker, the node itself.
function markup(i) {
  const n = nodes[i];
  let out = '';
  if (n.parent >= 0) {
    const a = pos[n.parent];
    const x1 = a.x + BOX_W / 2;
    const y1 = a.y + BOX_H;
    const x2 = pos[i].x + BOX_W / 2;
    const y2 = pos[i].y;
    out += '<g class="edge" id="e' + i + '"><path d="M' + x1 + ' ' + y1 + 'L' + x2 + ' ' + y2 +
           '" fill="none"/><text class="mv" x="' + (x1 + x2) / 2 + '" y="' + ((y1 + y2) / 2 + 5) + '">' + n.move + '</text></g>';
  }
  const m = morePos[i];
  if (m) {
    out += '<g class="more" id="m' + i + '"><path d="M' + (pos[i].x + BOX_W / 2) + ' ' + (pos[i].y + BOX_H) +
           'L' + (m.x + BOX_W / 2) + ' ' + m.y + '" stroke="#777" stroke-dasharray="4,3" fill="none"/>' +
           '<text x="' + (m.x + 4) + '" y="' + (m.y + 18) + '">' + t('more', fmt(n.omitted)) + '</text>' +
           '<text x="' + (m.x + 4) + '" y="' + (m.y + 36) + '">' + t('notDrawn') + '</text></g>';
  }
  const lines = header(n).map((t, k) => '<text class="hd" x="' + BOX_W / 2 + '" y="' + (17 + 19 * k) + '">' + t + '</text>').join('');
  return out + '<g class="node" id="n' + i + '" data-index="' + i + '" transform="translate(' + pos[i].x + ',' +
         pos[i].y + ')"><rect class="box" width="' + BOX_W + '" height="' + BOX_H + '" rx="5"/>' + lines + boardSvg(n.board) + '</g>';
}
const svg = $('tree-svg');
const tree = $('tree');
const canvasBox = $('canvas');
svg.setAttribute('viewBox', '0 0 ' + canvas.w + ' ' + canvas.h);
if (iterative) {
  svg.innerHTML = clusters.map((cl) => '<rect class="frame" x="' + (cl.x - 8) + '" y="' + (cl.y - 8) + '" width="' +
      (cl.w + 16) + '" height="' + (cl.h + 16) + '" rx="8"/><text class="cl" id="cl' + cl.iteration + '" x="' + cl.x +
      '" y="' + (cl.y + 24) + '"></text>').join('');
}
const layer = svg.appendChild(document.createElementNS(svg.namespaceURI, 'g'));
// The heat map shades each iteration from its own first expansion to its last.
const heatRange = data.iterations.map(() => [Infinity, -Infinity]);
for (const n of nodes) {
  if (n.expansion > 0 && heatRange[n.iteration]) {
    heatRange[n.iteration][0] = Math.min(heatRange[n.iteration][0], n.expansion);
    heatRange[n.iteration][1] = Math.max(heatRange[n.iteration][1], n.expansion);
  }
}
function shownState(node, s, atEnd) {
  const visible = node.past_cap ? atEnd : node.created <= s;
  const settled = node.settled > 0 && node.settled <= s;
  return { visible, state: settled ? node.state : 'f', expanded: node.expansion > 0 && settled };
}
function heatColor(t) {
  // viridis, five stops (ordered for colour-blind eyes too), dark = early; mixed halfway with
  // white so the black digits stay readable on every shade.
  const stops = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
  const x = Math.min(Math.max(t, 0), 1) * (stops.length - 1);
  const i = Math.min(Math.floor(x), stops.length - 2);
  const f = x - i;
  const c = stops[i].map((v, k) => Math.round((v + (stops[i + 1][k] - v) * f) * 0.55 + 255 * 0.45));
  return 'rgb(' + c.join(',') + ')';
}
function paintNode(i, s, atEnd, current, heat) {
  const n = nodes[i];
  const v = shownState(n, s, atEnd);
  const onPath = atEnd && n.on_path;
  const key = (v.visible ? 1 : 0) + v.state + (v.expanded ? 1 : 0) + (i === current ? 'c' : '') +
              (onPath ? 'p' : '') + (heat ? 'h' : '');
  paintElements(mounted.get(i), key, i, v, onPath, current, heat);
}
function paintElements(el, key, i, v, onPath, current, heat) {
  const n = nodes[i];
  if (!el || el.key === key) return;
  el.key = key;
  el.node.classList.toggle('hidden', !v.visible);
  if (el.edge) {
    el.edge.classList.toggle('hidden', !v.visible);
    el.edge.firstChild.setAttribute('stroke', onPath ? palette.path : '#000');
    el.edge.firstChild.setAttribute('stroke-width', onPath ? 4 : 1);
  }
  if (el.more) el.more.classList.toggle('hidden', !(v.visible && v.expanded));
  const st = palette.states[v.state];
  let fill = st.fill;
  // The heat map shades the expanded nodes; the others keep their state's fill (the legend's).
  if (heat && v.expanded) {
    const [low, high] = heatRange[n.iteration] || [0, 0];
    fill = heatColor(high > low ? (n.expansion - low) / (high - low) : 0);
  }
  let stroke = st.border;
  let width = v.state === 'g' ? 3 : 1.5;
  if (i === current) { stroke = palette.highlight; width = 7; }
  else if (onPath) { stroke = palette.path; width = 4; }
  const shape = el.node.firstChild;
  shape.setAttribute('fill', fill);
  shape.setAttribute('stroke', stroke);
  shape.setAttribute('stroke-width', width);
  shape.setAttribute('stroke-dasharray', i === current ? '' : DASH[st.line] || '');
}
// The whole tree as it stands at this step, as one standalone SVG file (the page mounts only
// the nodes near the view): the same markup and paint, every node at once.
function treeSvg() {
  const ns = svg.namespaceURI;
  const out = document.createElementNS(ns, 'svg');
  out.setAttribute('xmlns', ns);
  out.setAttribute('viewBox', '0 0 ' + canvas.w + ' ' + canvas.h);
  out.setAttribute('width', canvas.w);
  out.setAttribute('height', canvas.h);
  const style = out.appendChild(document.createElementNS(ns, 'style'));
  style.textContent = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText).filter((text) => text.startsWith('#tree-svg'))
    .map((text) => text.replace(/#tree-svg /g, '')).join('\n') + '\ntext { font-family: Helvetica, Arial, sans-serif; }';
  out.insertAdjacentHTML('beforeend', '<rect width="100%" height="100%" fill="#fff"/>');
  for (const child of svg.children) if (child !== layer) out.appendChild(child.cloneNode(true));
  const all = out.appendChild(document.createElementNS(ns, 'g'));
  all.innerHTML = nodes.map((_, i) => markup(i)).join('');
  const byId = new Map(Array.from(all.children, (el) => [el.id, el]));
  const [s, atEnd, current, heat] = paintArgs();
  nodes.forEach((n, i) => {
    const v = shownState(n, s, atEnd);
    const el = { node: byId.get('n' + i), edge: byId.get('e' + i), more: byId.get('m' + i), key: '' };
    paintElements(el, 'export', i, v, atEnd && n.on_path, current, heat);
  });
  for (const el of Array.from(all.querySelectorAll('.hidden'))) el.remove();
  return new XMLSerializer().serializeToString(out);
}
