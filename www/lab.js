// The games other than the checker rows run in a second wasm module (`lab`, built by
// scripts/lab-wasm.sh into dist/lab/), fetched the first time one of them opens: a page or
// an element that shows only the checker rows downloads the first module alone.

let lab = null;

/// The lab module, started once for the page and every element on it.
export function labWasm() {
  lab ??= import('../lab/movelab-lab.js')
    .then(async (m) => {
      await m.default({ module_or_path: m.wasmUrl });
      return m;
    })
    .catch((e) => {
      lab = null; // a later game may try again (a network that came back)
      throw e;
    });
  return lab;
}
