// The playground's worker: the kit compiled to wasm (createKit, inlined before this script) runs
// here, so a long search never freezes the page. One request at a time: {id, call, args} in,
// {id, answer} out (the answer is the C++ entry point's JSON text); progress lines meanwhile.
'use strict';
const kitReady = createKit().then((kit) => { postMessage({ ready: true }); return kit; });
onmessage = async (event) => {
  const kit = await kitReady;
  const { id, call, args } = event.data;
  postMessage({ id, answer: kit[call](...args) });
};
