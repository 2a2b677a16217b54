// The grid view: games on a square board of holes or squares (catalog `view: "grid"`).
// This shell owns the canvas, its geometry, the focus ring and keyboard movement over the
// board, and the one state object; a per-game adapter (the map below, the only place that
// names games) builds the controls and asks the wasm core every game question. A game's
// adapter is fetched when that game opens (`prepare`), so a page loads only its own.
// Drawing: www/views/grid-draw.js. Test hooks on the canvas: data-puzzle, data-step,
// data-board and the adapter's own (docs/grid-page.md).

import { fit, holeAt, drawGrid, drawnAt } from './grid-draw.js';
import { t } from '../i18n.js';

/// Each game of the grid view, by catalog id: the general parameters it reads (`moves=`,
/// `step=`, …) and its adapter's module (a literal path, so the single-file build inlines it).
const GAMES = {
  // The solution's step, its playback, watch or play, and in play mode the jumps made
  // (`moves=d2-d4.f3-d3`), so a reload or Back keeps the game.
  peg: { reads: ['step', 'speed', 'autoplay', 'mode', 'moves'], adapter: () => import('./grid-peg.js').then((m) => m.pegAdapter) },
  // The game so far lives in the link as `moves=` (the core's record; www/app.js asks).
  knights: { reads: ['moves'], adapter: () => import('./grid-knights.js').then((m) => m.knightsAdapter) },
};

/// The adapters fetched so far, by game id.
const ADAPTERS = {};

/// The general parameters `game` reads.
export const reads = (game) => GAMES[game.id]?.reads ?? [];

/// Fetches `game`'s adapter, once, before `mount` (www/views/index.js).
export async function prepare(game) {
  const entry = GAMES[game.id];
  if (entry) ADAPTERS[game.id] ??= await entry.adapter();
}

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/// The hole reached from `from` by stepping `d` on the grid (skipping off-board squares),
/// or `from` itself at the edge.
function step(layout, from, [dr, dc]) {
  let [r, c] = layout.holes[from];
  for (let k = 0; k < layout.side; k++) {
    r += dr;
    c += dc;
    const hit = layout.holes.findIndex(([hr, hc]) => hr === r && hc === c);
    if (hit >= 0) return hit;
  }
  return from;
}

function shell(root, ctx) {
  root.replaceChildren();
  root.classList.add('grid-view');
  const frame = document.createElement('div');
  frame.className = 'grid-frame';
  const canvas = document.createElement('canvas');
  canvas.id = 'grid-board';
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'img');
  canvas.dataset.puzzle = ctx.game.id;
  frame.append(canvas);
  return { canvas, frame };
}

export function mount(root, ctx) {
  const adapter = ADAPTERS[ctx.game.id];
  if (!adapter) {
    ctx.say([t('grid-no-controller', { game: ctx.game.title })]);
    return { destroy() {} };
  }
  const { canvas, frame } = shell(root, ctx);
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  // The view's one state object: the shell's fields here, the adapter's under `game`.
  const state = {
    ctx, root, canvas, frame, layout: null, geometry: null, scene: null,
    focus: 0, reduced: reduce.matches, game: null, timers: new Set(),
  };
  const view = {
    state,
    draw() {
      if (!state.layout || !state.scene) return;
      const focus = canvas.getRootNode().activeElement === canvas ? state.focus : null;
      drawGrid(canvas, state.geometry, { ...state.scene, side: state.layout.side, holes: drawnAt(state.layout), grid: state.layout.grid, focus });
    },
    relayout() {
      state.geometry = fit(canvas, state.layout.side);
      view.draw();
    },
    hook(name, value) {
      if (value === null || value === undefined) canvas.removeAttribute(`data-${name}`);
      else canvas.setAttribute(`data-${name}`, String(value));
    },
  };
  const game = adapter(view);
  wireCanvas(view, game);
  const onResize = () => view.relayout();
  const onMotion = () => { state.reduced = reduce.matches; };
  const onKey = (e) => game.key?.(e);
  // The page's document, or the custom element's shadow root: keys typed inside it only.
  const keys = root.getRootNode();
  addEventListener('resize', onResize);
  reduce.addEventListener('change', onMotion);
  keys.addEventListener('keydown', onKey);
  // The commands and event fields the adapter has (www/views/index.js, the view contract).
  const commands = Object.fromEntries(['restart', 'play', 'pause', 'seek', 'fields', 'move', 'prospect']
    .filter((name) => game[name]).map((name) => [name, (arg) => game[name](arg)]));
  return {
    ...commands,
    destroy() {
      removeEventListener('resize', onResize);
      reduce.removeEventListener('change', onMotion);
      keys.removeEventListener('keydown', onKey);
      game.destroy?.();
      root.replaceChildren();
    },
  };
}

/// Clicks and keys on the board: a click or Enter/Space activates a hole, arrows move the
/// focus ring, Escape cancels.
function wireCanvas(view, game) {
  const { state } = view;
  const { canvas } = state;
  canvas.addEventListener('click', (e) => {
    const box = canvas.getBoundingClientRect();
    const k = holeAt(state.geometry, drawnAt(state.layout), e.clientX - box.left, e.clientY - box.top);
    if (k < 0) return;
    state.focus = k;
    game.activate(k);
  });
  canvas.addEventListener('keydown', (e) => {
    if (ARROWS[e.key]) {
      state.focus = step(state.layout, state.focus, ARROWS[e.key]);
      game.focused?.(state.focus);
    } else if (e.key === 'Enter' || e.key === ' ') {
      game.activate(state.focus);
    } else if (e.key === 'Escape') {
      game.cancel?.();
    } else return;
    e.preventDefault();
    e.stopPropagation();
    view.draw();
  });
  canvas.addEventListener('focus', () => view.draw());
  canvas.addEventListener('blur', () => view.draw());
}
