// The games other than the checker rows run in the lab's wasm modules (built by
// scripts/lab-wasm.sh into dist/lab/), each fetched the first time a game of its views
// opens: a page or an element that shows only the checker rows downloads the first module
// alone, and a game downloads the rows module and one of these.

/// Each lab module's import, by name (literal paths, so the single-file build inlines them).
const IMPORTS = {
  'lab-heaps': () => import('../lab/movelab-lab-heaps.js'),
  'lab-grid': () => import('../lab/movelab-lab-grid.js'),
  'lab-boards': () => import('../lab/movelab-lab-boards.js'),
  'lab-runs': () => import('../lab/movelab-lab-runs.js'),
  'lab-runs-heaps': () => import('../lab/movelab-lab-runs-heaps.js'),
};

const started = new Map();

/// The lab module `name`, started once for the page and every element on it.
export function labWasm(name) {
  if (!started.has(name)) {
    started.set(name, IMPORTS[name]()
      .then(async (m) => {
        await m.default({ module_or_path: m.wasmUrl });
        return m;
      })
      .catch((e) => {
        started.delete(name); // a later game may try again (a network that came back)
        throw e;
      }));
  }
  return started.get(name);
}
