// The games run in the page's wasm modules (built by scripts/wasm-modules.sh into dist/lab/),
// each fetched the first time a game of its views opens: the home page downloads none, and
// a game downloads the one module of its view (and the runs module for `show=`).

import { WASM } from '../lab/wasm.js';

/// Each lab module's import, by name (literal paths, so the single-file build inlines them).
const IMPORTS = {
  rows: () => import('../lab/movelab-rows.js'),
  'lab-heaps': () => import('../lab/movelab-lab-heaps.js'),
  'lab-grid': () => import('../lab/movelab-lab-grid.js'),
  'lab-boards': () => import('../lab/movelab-lab-boards.js'),
  'lab-runs': () => import('../lab/movelab-lab-runs.js'),
  'lab-runs-heaps': () => import('../lab/movelab-lab-runs-heaps.js'),
};

const started = new Map();

/// The lab module `name`, started once for the page and every element on it: its .wasm is
/// fetched side by side with its JavaScript.
export function labWasm(name) {
  if (!started.has(name)) {
    const wasm = fetch(WASM[name]);
    wasm.catch(() => {}); // a failure is the start's own (below), not an unhandled one
    started.set(name, IMPORTS[name]()
      .then(async (m) => {
        await m.default({ module_or_path: wasm });
        return m;
      })
      .catch((e) => {
        started.delete(name); // a later game may try again (a network that came back)
        throw e;
      }));
  }
  return started.get(name);
}
