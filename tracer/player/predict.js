// Predict mode: a question asked only where the search has a real choice.
// BFS, A*, DFS: which node leaves the frontier next, when it holds two or more.
// IDA*: whether the child just generated is expanded, cut off, or the goal.
let pending = null;  // the question a student is asked, while it is open
const score = { right: 0, tries: 0 };
function questionAt(p) {
  const k = p;  // the step that happens next
  if (k >= steps.length) return null;
  const { kind, node: index } = steps[k];
  if (index < 0) return null;
  if (family === 'idastar') {
    const prev = steps[k - 1];
    const verdict = kind === 'expand' || kind === 'cut-off' || kind === 'goal';
    return prev && prev.kind === 'generate' && prev.node === index && verdict ? { k, type: 'verdict' } : null;
  }
  const pops = family === 'bfs' ? ['expand'] : family === 'astar' ? ['expand', 'goal'] : ['expand', 'goal', 'cut-off'];
  if (!pops.includes(kind)) return null;
  const list = frontierAt(p);
  return list.length >= 2 && list.includes(index) ? { k, type: 'pick' } : null;
}
function ask(q) {
  pending = q;
  const node = nodes[steps[q.k].node];
  $('predict-feedback').className = '';
  $('predict-feedback').textContent = q.type === 'pick' ? t('askPick', frontierNoun()) : t('askVerdict', node.id);
  $('verdict').hidden = q.type !== 'verdict';
  render(false);
}
function closeQuestion(text, cls) {
  pending = null;
  $('verdict').hidden = true;
  $('predict-feedback').textContent = text;
  $('predict-feedback').className = cls || '';
}
function answer(right, words) {
  const k = pending.k;
  score.tries += 1;
  if (right) score.right += 1;
  pending = null;
  go(k + 1);
  closeQuestion(t(right ? 'right' : 'wrong') + words, right ? 'right' : 'wrong');
  render(false);
}
function pick(index) {
  if (!pending || pending.type !== 'pick') return;
  const truth = steps[pending.k].node;
  answer(truth === index, t('leavesNext', nodes[truth].id, frontierNoun()));
}
function verdict(kind) {
  if (!pending || pending.type !== 'verdict') return;
  const { kind: truth, node: index } = steps[pending.k];
  answer(truth === kind, t('verdictIs', nodes[index].id, t('said')[truth]));
}
