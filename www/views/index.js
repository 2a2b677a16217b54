// The controller of each kind of view the catalog names (`view` of a game), loaded when a
// game of that kind is opened. The row view (`row.js`) is mounted by app.js on the page's own
// board and form, and is the fallback of the others. A controller module exports
// `mount(root, ctx)` and returns `{ destroy() }`; see docs/architecture.md for `ctx`.
// A new kind of view adds one line here, its name mapped to a function that imports its
// module (a literal path, so the single-file build can inline it).

export const VIEWS = {
  row: () => import('./row.js'),
  heaps: () => import('./heaps.js'),
  'space-time': () => import('./spacetime.js'),
  plane: () => import('./plane.js'),
  track: () => import('./track.js'),
  grid: () => import('./grid.js'),
  tree: () => import('./tictactoe.js'),
};
