// The controller of each kind of view the catalog names (`view` of a game), loaded when a
// game of that kind is opened, and the one place that says which wasm module a view's
// handles live in. A controller module exports `mount(root, ctx)` and returns the view
// (docs/architecture.md, "The view contract"): `destroy()`, and where it applies `load`,
// `fields`, `restart`, `play`, `pause` and `seek`.
// A new kind of view adds one line here, its name mapped to a function that imports its
// module (a literal path, so the single-file build can inline it).

import { labWasm } from '../lab.js';

export const VIEWS = {
  row: () => import('./row.js'),
  heaps: () => import('./heaps.js'),
  'space-time': () => import('./spacetime.js'),
  plane: () => import('./plane.js'),
  track: () => import('./track.js'),
  grid: () => import('./grid.js'),
  tree: () => import('./tictactoe.js'),
};

/// The views whose handles are in the page's first module (`rows`, src/web/mod.rs); every
/// other view's are in the lab module, fetched the first time one opens.
const IN_ROWS_MODULE = new Set(['row']);

/// The wasm module of `view`: `rows` (the page's own, already started) or the lab module.
export function moduleFor(view, rows) {
  return IN_ROWS_MODULE.has(view) ? Promise.resolve(rows) : labWasm();
}
