// The playground's worker: the kit compiled to wasm (createKit, inlined before this script) runs
// here, so a long search never freezes the page. One request at a time: {id, call, args} in,
// {id, answer} out (the answer is the C++ entry point's JSON text); progress lines meanwhile.
'use strict';
// One small traced search first: the browser compiles the wasm's functions on their first call,
// which would otherwise fall on the lecturer's first search.
const kitReady = createKit().then((kit) => {
  kit.trace('2 3 4 1 5 x 7 6 8', '', 'idastar', '', -1, 50, 'en', true);
  postMessage({ ready: true });
  return kit;
});
onmessage = async (event) => {
  const kit = await kitReady;
  const { id, call, args } = event.data;
  postMessage({ id, answer: kit[call](...args) });
};
