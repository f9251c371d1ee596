// The view: only the nodes near it are mounted in the page, the zoom, and the current node kept
// centred.
let scale = 1;
// Only the nodes near the view are in the page: a 2,000-node tree costs what 100 nodes cost.
const mounted = new Map();  // node index -> {node, shape, edge, more}
const byX = nodes.map((_, i) => i).sort((a, b) => pos[a].x - pos[b].x);
function nodesIn(left, top, right, bottom) {
  let lo = 0;
  let hi = byX.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (pos[byX[mid]].x + BOX_W < left) lo = mid + 1; else hi = mid; }
  const out = [];
  for (let k = lo; k < byX.length && pos[byX[k]].x <= right; ++k) {
    const i = byX[k];
    const y = pos[i].y;
    if (y + BOX_H >= top && y <= bottom) out.push(i);
  }
  return out;
}
// Mounts the nodes in and around the view (a fifth of a view more on each side), unmounts the
// rest: a step that jumps across a wide tree then lays out only what it shows.
let mountedRect = null;
const view = { w: 0, h: 0, padX: 0, padY: 0 };
function mountView(scrollLeft, scrollTop, force) {
  const w = view.w / scale;
  const h = view.h / scale;
  const left = (scrollLeft - view.padX) / scale;
  const top = (scrollTop - view.padY) / scale;
  const r = mountedRect;
  const inside = r && left >= r.left && top >= r.top && left + w <= r.right && top + h <= r.bottom;
  if (inside && !force) return;
  mountedRect = { left: left - w / 5, top: top - h / 5, right: left + 1.2 * w, bottom: top + 1.2 * h };
  const wanted = new Set(nodesIn(mountedRect.left, mountedRect.top, mountedRect.right, mountedRect.bottom));
  for (const i of Array.from(wanted)) for (const c of children[i]) wanted.add(c);  // edges leaving the view
  for (const [i, el] of mounted) {
    if (wanted.has(i)) continue;
    el.node.remove();
    if (el.edge) el.edge.remove();
    if (el.more) el.more.remove();
    mounted.delete(i);
  }
  const fresh = Array.from(wanted).filter((i) => !mounted.has(i));
  if (!fresh.length) return;
  layer.insertAdjacentHTML('beforeend', fresh.map(markup).join(''));
  const [s, atEnd, current, heat] = paintArgs();
  for (const i of fresh) {
    mounted.set(i, { node: $('n' + i), edge: $('e' + i), more: $('m' + i), key: '' });
    paintNode(i, s, atEnd, current, heat);
  }
}
let scrollQueued = false;
tree.addEventListener('scroll', () => {
  if (scrollQueued) return;
  scrollQueued = true;
  requestAnimationFrame(() => {
    scrollQueued = false;
    Object.assign(scrolled, { left: tree.scrollLeft, top: tree.scrollTop });
    mountView(scrolled.left, scrolled.top);
  });
});

// The zoom: a scale, or (fit) the whole tree when it stays readable.
function applyZoom() {
  const v = $('zoom').value;
  const boxW = tree.clientWidth;
  const boxH = tree.clientHeight;
  Object.assign(view, { w: boxW, h: boxH, padX: Math.round(boxW / 2), padY: Math.round(boxH / 2) });
  if (v === 'fit') {
    // The whole tree when its digits stay readable (12 px or more); else as small as that.
    scale = Math.min(boxW / canvas.w, boxH / canvas.h, 2);
    scale = Math.max(scale, 12 / 16);
  } else {
    scale = Number(v);
  }
  svg.style.width = canvas.w * scale + 'px';
  svg.style.height = canvas.h * scale + 'px';
  // Room on every side: any node, even at the tree's edge, can be scrolled to the centre.
  canvasBox.style.padding = view.padY + 'px ' + view.padX + 'px';
  mountedRect = null;
  Object.assign(scrolled, { left: -1, top: -1 });
  if (shown.current >= 0) centreOn(shown.current);
  else mountView(tree.scrollLeft, tree.scrollTop);
}
// The node in the middle of the panel; a tree that fits the panel is centred whole instead.
// Reads no layout: the view's size is kept by applyZoom, the scroll position here.
const scrolled = { left: -1, top: -1 };
function centreOn(i) {
  // The parent too, when both fit: a child far from its parent is not shown alone.
  const p = nodes[i].parent;
  const reach = p >= 0 ? Math.abs(pos[p].x - pos[i].x) + BOX_W : 0;
  // Else the node moves a third of the view away from its parent's side, the edge towards it.
  const side = p >= 0 ? Math.sign(pos[p].x - pos[i].x) * (view.w / scale) * 0.3 : 0;
  const nodeX = reach > 0 && reach * scale < view.w * 0.9 ? (pos[i].x + pos[p].x) / 2 : pos[i].x + side;
  const x = canvas.w * scale <= view.w ? canvas.w / 2 : nodeX + BOX_W / 2;
  const y = canvas.h * scale <= view.h ? canvas.h / 2 : pos[i].y + BOX_H / 2;
  const left = Math.round(view.padX + x * scale - view.w / 2);
  const top = Math.round(view.padY + y * scale - view.h / 2);
  if (scrolled.left !== left) tree.scrollLeft = scrolled.left = left;
  if (scrolled.top !== top) tree.scrollTop = scrolled.top = top;
  mountView(left, top);
}
