// The controller of each kind of view the catalog names (`view` of a game), loaded when a
// game of that kind is opened, and the one place that says which wasm module a view's
// handles live in. A controller module exports `mount(root, ctx)` and returns the view
// (docs/architecture.md, "The view contract"): `destroy()`, and where it applies `load`,
// `fields`, `restart`, `play`, `pause` and `seek`.
// A new kind of view adds one line here, its name mapped to a function that imports its
// module (a literal path, so the single-file build can inline it), given the game it opens.

import { labWasm } from '../lab.js';

export const VIEWS = {
  row: () => import('./row.js'),
  heaps: () => import('./heaps.js'),
  'space-time': () => import('./spacetime.js'),
  plane: () => import('./plane.js'),
  track: () => import('./track.js'),
  // Each grid game's adapter too (peg's or knights'), never the other's.
  grid: (game) => import('./grid.js').then(async (m) => { await m.prepare(game); return m; }),
  tree: () => import('./tictactoe.js'),
  // Not a game's own view: a recorded run of any game's algorithm (`show=`, catalog `runs`).
  runs: () => import('./runs.js'),
};

/// The message files of each view (locales/<lang>/view-*.ftl), which the page fetches when a
/// game of that view opens (www/i18n.js `addWords`); the timeline player's are shared by the
/// views shown as a line of steps.
const WORDS_OF = {
  row: ['view-row', 'view-timeline'],
  heaps: ['view-heaps'],
  'space-time': ['view-spacetime', 'view-timeline'],
  plane: ['view-plane', 'view-timeline'],
  track: ['view-track', 'view-timeline'],
  grid: ['view-grid', 'view-timeline'],
  tree: ['view-tictactoe'],
  runs: ['view-runs', 'view-timeline'],
};
export const wordsFor = (view) => WORDS_OF[view] ?? [];

/// The wasm module each view's handles are in (web/Cargo.toml's features), fetched the
/// first time a game of its views opens.
const MODULE_OF = {
  row: 'rows',
  heaps: 'lab-heaps',
  grid: 'lab-grid',
  'space-time': 'lab-boards',
  plane: 'lab-boards',
  track: 'lab-boards',
  tree: 'lab-boards',
};

/// The module that records the runs (`show=`) of a game of each view, as
/// web/src/engines.rs registers them: the heap games' runs apart from every other game's,
/// so that each stays within a page's budget.
const RUNS_MODULE_OF = { heaps: 'lab-runs-heaps' };
const RUNS_MODULE = 'lab-runs';

/// The wasm module of `view` for a game of view `gameView` (they differ for `runs`),
/// started once for the page.
export function moduleFor(view, gameView = view) {
  const name = view === 'runs' ? (RUNS_MODULE_OF[gameView] ?? RUNS_MODULE) : MODULE_OF[view];
  if (!name) return Promise.reject(new Error(`no wasm module is named for the ${view} view`));
  return labWasm(name);
}
