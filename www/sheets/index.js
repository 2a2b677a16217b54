// The worksheet of each kind of view the page's shell sheet (www/worksheet.js) does not lay
// out itself (it draws the checker rows' and the heap games'): one module per wasm handle,
// each exporting `sheet(lab, P, settings)` → `{ figure, questions, answers, note }` or
// throwing a sentence (a refused setting, a limit). The grid view's two games have a sheet
// each, as they have an adapter each (www/views/grid.js). Literal paths, so the single
// file can inline them.

const SHEETS = {
  grid: { peg: () => import('./peg.js'), knights: () => import('./knights.js') },
  'space-time': () => import('./automaton.js'),
  plane: () => import('./candy.js'),
  track: () => import('./push.js'),
  tree: () => import('./tictactoe.js'),
};

/// The sheet module of catalog game `game`, loading; null when there is none.
export function sheetFor(game) {
  const entry = SHEETS[game.view];
  const load = typeof entry === 'function' ? entry : entry?.[game.id];
  return load ? load() : null;
}
