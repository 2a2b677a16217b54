// The space-time view (puzzle=automaton): time downward, one row of cells per step, drawn
// only where visible. The core (wasm `SpaceTime`, one `act` per read) reads or draws the start row, knows the
// stabilisation step T and returns the window in view through its O(n) jump; this file
// keeps the view's place (top step, left cell, zoom), the controls and the test hooks.
// Hooks on the canvas: data-puzzle, data-step (the top visible step), data-stable (T),
// data-board (the cells at the top step as 0/1, rows of at most 1000 cells).

import { drawSpaceTime, themeColors } from './spacetime-draw.js';
import { showText } from './dom.js';

// A cell is 2^zoom CSS pixels wide; below 1 pixel a column (and a pixel row) holds
// 2^-zoom cells (steps), so the page zooms out to 10^5 cells and 10^5 steps at once.
const ZOOM_MIN = -10;
const ZOOM_MAX = 5;
const BOARD_HOOK_CELLS = 1000;
const MAX_STEP = Number.MAX_SAFE_INTEGER;

function template(info) {
  const random = info.params.find((p) => p.name === 'random').kind;
  return `
  <h2 id="st-title">${info.title}</h2>
  <p class="st-rules">${info.rules}</p>
  <form id="st-start" class="st-form" novalidate>
    <label for="st-cells">Start row (0 and 1)</label>
    <input id="st-cells" type="text" autocomplete="off" spellcheck="false" aria-describedby="st-error">
    <button type="submit">Show this row</button>
  </form>
  <form id="st-random" class="st-form" novalidate>
    <label for="st-n">Random row, cells</label>
    <input id="st-n" type="number" min="1" max="${random.page_max}" step="1">
    <label for="st-seed">seed</label>
    <input id="st-seed" type="number" min="0" step="1">
    <button type="submit">Random row</button>
  </form>
  <p id="st-error" class="st-error" role="alert" hidden></p>
  <div class="st-bar" role="group" aria-label="Step">
    <button type="button" id="st-home" title="Step 0 (Home)">Step 0</button>
    <button type="button" id="st-up" aria-label="One step back (Up arrow)" title="One step back (↑)">↑</button>
    <input type="range" id="st-range" min="0" max="0" value="0" step="1" aria-label="Step (drag)">
    <button type="button" id="st-down" aria-label="One step on (Down arrow)" title="One step on (↓)">↓</button>
    <button type="button" id="st-end" title="The stable step T (End)">Step T</button>
    <form id="st-goto" class="st-goto" novalidate>
      <label for="st-step">Step</label>
      <input id="st-step" type="text" inputmode="numeric" autocomplete="off" spellcheck="false">
      <button type="submit">Go</button>
    </form>
    <output id="st-stable" class="st-stable"></output>
    <button type="button" id="st-zoom-in" aria-label="Zoom in (+)" title="Zoom in (+)">+</button>
    <button type="button" id="st-zoom-out" aria-label="Zoom out (−)" title="Zoom out (−)">−</button>
  </div>
  <div class="st-wrap" id="st-wrap">
    <canvas id="st-canvas" class="st-canvas" tabindex="0" role="img" aria-label="Space-time diagram"></canvas>
  </div>
  <p id="st-status" class="st-status"></p>
  <p class="st-help">On the diagram: ↑/↓ a step, Page Up/Down a screen, Home/End step 0 or T,
    ←/→ scroll the cells, + and − zoom; drag or use the wheel to scroll (Ctrl + wheel zooms).</p>`;
}

export function mount(root, ctx) {
  root.innerHTML = template(ctx.game);
  const $ = (id) => root.querySelector(`#${id}`);
  const st = {
    ctx, $, automaton: null, info: null, top: 0, left: 0, zoom: 0, frame: 0, urlTimer: 0,
    canvas: $('st-canvas'), listeners: [], observer: null, drag: null,
  };
  st.canvas.dataset.puzzle = 'automaton';
  $('st-n').value = ctx.params.random || 1000;
  $('st-seed').value = ctx.params.seed;
  startFromParams(st);
  wire(st);
  st.observer = new ResizeObserver(() => schedule(st));
  st.observer.observe($('st-wrap'));
  if (ctx.params.autoplay) run(st);
  return {
    destroy: () => destroy(st),
    fields: () => ({ step: st.top, length: st.info.stable }),
    play: () => { if (!st.timer) run(st); return null; },
    pause: () => { halt(st); return null; },
    seek: (step) => {
      const k = typeof step === 'string' && /^\d{1,16}$/.test(step) ? Number(step) : step;
      if (!Number.isSafeInteger(k) || k < 0) return `The command's step must be a whole number from 0 to ${MAX_STEP}, not ${JSON.stringify(String(step))}.`;
      halt(st);
      goTo(st, k);
      return null;
    },
    restart: () => { halt(st); goTo(st, 0); return null; },
  };
}

/// Plays the diagram: the top row steps down at the page's speed until the row is stable.
function run(st) {
  halt(st);
  if (st.top >= st.info.stable) goTo(st, 0);
  st.timer = setInterval(() => {
    if (st.top >= st.info.stable) return halt(st);
    goTo(st, st.top + 1);
  }, 1000 / (st.ctx.params.speed || 2));
}

function halt(st) {
  clearInterval(st.timer);
  st.timer = 0;
}

function startFromParams(st) {
  const p = st.ctx.params;
  const wasm = st.ctx.wasm;
  try {
    setAutomaton(st, new wasm.SpaceTime(p.random > 0 ? { random: p.random, seed: p.seed } : { cells: p.cells }));
  } catch (e) {
    showError(st, `The link's start row cannot be shown: ${e.message}. The page shows the default row.`);
    const fallback = st.ctx.game.params.find((q) => q.name === 'cells').kind.default;
    setAutomaton(st, new wasm.SpaceTime({ cells: fallback }));
  }
  // A step past 2^53 arrives as a BigInt (the URL keeps steps exact); the diagram's steps
  // are numbers, so it stops short of that and says so.
  if (Number(p.step) > MAX_STEP) {
    st.ctx.say([`The link's step=${p.step} is past the last step this diagram shows (${MAX_STEP}), so it starts at step 0.`]);
    goTo(st, 0);
  } else goTo(st, Number(p.step));
}

/// Takes a new automaton: the old one is freed, the view fits the row's width.
function setAutomaton(st, automaton) {
  st.automaton?.free();
  st.automaton = automaton;
  st.info = automaton.act({ type: 'snapshot' });
  st.left = 0;
  st.zoom = fitZoom(st.info.cells, st.$('st-wrap').clientWidth || 800);
  st.$('st-cells').value = st.info.start;
  const range = st.$('st-range');
  range.max = String(Math.min(st.info.stable, MAX_STEP));
  st.$('st-stable').textContent = `Stable from step ${st.info.stable}`;
  st.canvas.dataset.stable = String(st.info.stable);
  st.ctx.announce(`A row of ${st.info.cells} cells with ${st.info.ones} ones; it is stable from step ${st.info.stable}.`);
}

function fitZoom(cells, width) {
  let z = ZOOM_MAX;
  while (z > ZOOM_MIN && cells * 2 ** z > width) z--;
  return z;
}

function showError(st, text) {
  showText(st.$('st-error'), text);
}

/// What is in view: rows and columns of samples, the cells per column and steps per row.
function geometry(st) {
  const wrap = st.$('st-wrap');
  const width = Math.max(1, wrap.clientWidth);
  const height = Math.max(1, wrap.clientHeight);
  const size = 2 ** st.zoom;
  const per = st.zoom >= 0 ? 1 : 2 ** -st.zoom;
  const px = Math.max(1, size);
  const cols = Math.max(0, Math.min(Math.ceil(width / px), Math.ceil((st.info.cells - st.left) / per), 8192));
  const rows = Math.min(Math.ceil(height / px), 4096);
  const stableRow = st.info.stable >= st.top && st.info.stable < st.top + rows * per
    ? (st.info.stable - st.top) / per : -1;
  return { width, height, cols, rows, per, stride: per, cellW: px, rowH: px, stableRow, dpr: window.devicePixelRatio || 1 };
}

/// Draws the window in view and brings the hooks, the step bar and the status up to date.
function render(st) {
  if (!st.automaton) return;
  const g = geometry(st);
  st.canvas.width = Math.round(g.width * g.dpr);
  st.canvas.height = Math.round(g.height * g.dpr);
  st.canvas.style.width = `${g.width}px`;
  st.canvas.style.height = `${g.height}px`;
  let bytes;
  try {
    bytes = st.automaton.act({ type: 'window', fromStep: st.top, rows: g.rows, stride: g.stride, fromCell: st.left, cols: g.cols, per: g.per }).reply;
  } catch (e) {
    showError(st, e.message);
    return;
  }
  drawSpaceTime(st.canvas, bytes, g, themeColors(st.canvas));
  const last = Math.min(st.info.cells, st.left + g.cols * g.per);
  const lastStep = st.top + (g.rows - 1) * g.stride;
  st.$('st-status').textContent = `Steps ${st.top} to ${lastStep} (top to bottom), cells ${st.left + 1} to ${last} of ${st.info.cells}; `
    + (g.per === 1 ? `one cell is ${g.cellW} pixels.` : `a pixel is ${g.per} cells by ${g.per} steps.`);
  st.canvas.setAttribute('aria-label', `Space-time diagram from step ${st.top}: ${st.$('st-status').textContent}`);
  updateHooks(st);
}

function updateHooks(st) {
  st.canvas.dataset.step = String(st.top);
  if (st.info.cells <= BOARD_HOOK_CELLS) st.canvas.dataset.board = st.automaton.act({ type: 'row', step: st.top }).reply;
  else delete st.canvas.dataset.board;
  const range = st.$('st-range');
  range.value = String(Math.min(st.top, Number(range.max)));
  range.setAttribute('aria-valuetext', `step ${st.top}`);
  const field = st.$('st-step');
  if (field.getRootNode().activeElement !== field) field.value = String(st.top);
}

function schedule(st) {
  if (st.frame) return;
  st.frame = requestAnimationFrame(() => {
    st.frame = 0;
    render(st);
  });
}

/// Moves the top of the view to step `m` (clamped to 0..2^53 − 1) and keeps it in the URL.
function goTo(st, m) {
  const before = st.top;
  st.top = Math.max(0, Math.min(MAX_STEP, Math.round(m)));
  schedule(st);
  if (st.top !== before) st.ctx.emit?.('step', { step: st.top, length: st.info.stable });
  clearTimeout(st.urlTimer);
  st.urlTimer = setTimeout(() => st.ctx.setParams({ step: st.top }), 250);
}

function scrollCells(st, columns) {
  const g = geometry(st);
  const max = Math.max(0, st.info.cells - g.per);
  st.left = Math.max(0, Math.min(max, st.left + Math.round(columns) * g.per));
  schedule(st);
}

function zoomBy(st, dz) {
  st.zoom = Math.max(ZOOM_MIN, Math.min(ZOOM_MAX, st.zoom + dz));
  const per = st.zoom >= 0 ? 1 : 2 ** -st.zoom;
  st.left -= st.left % per;
  schedule(st);
  st.ctx.announce(st.zoom >= 0 ? `A cell is ${2 ** st.zoom} pixels.` : `A pixel is ${per} cells.`);
}

const screen = (st) => {
  const g = geometry(st);
  return Math.max(1, g.rows - 1) * g.stride;
};

/// The keys of the diagram: steps, screens, 0 and T, cells, zoom.
function onKey(st, e) {
  const moves = {
    ArrowUp: () => goTo(st, st.top - 1),
    ArrowDown: () => goTo(st, st.top + 1),
    PageUp: () => goTo(st, st.top - screen(st)),
    PageDown: () => goTo(st, st.top + screen(st)),
    Home: () => goTo(st, 0),
    End: () => goTo(st, st.info.stable),
    ArrowLeft: () => scrollCells(st, -8),
    ArrowRight: () => scrollCells(st, 8),
    '+': () => zoomBy(st, 1),
    '=': () => zoomBy(st, 1),
    '-': () => zoomBy(st, -1),
  };
  const act = moves[e.key];
  if (!act || e.altKey || e.ctrlKey || e.metaKey) return;
  e.preventDefault();
  act();
}

function onWheel(st, e) {
  e.preventDefault();
  if (e.ctrlKey) {
    zoomBy(st, e.deltaY < 0 ? 1 : -1);
    return;
  }
  const g = geometry(st);
  const dx = e.shiftKey ? e.deltaY : e.deltaX;
  const dy = e.shiftKey ? 0 : e.deltaY;
  if (dy) goTo(st, st.top + Math.sign(dy) * Math.max(1, Math.round(Math.abs(dy) / g.rowH)) * g.stride);
  if (dx) scrollCells(st, Math.sign(dx) * Math.max(1, Math.round(Math.abs(dx) / g.cellW)));
}

/// Dragging the diagram scrolls it: down the steps and across the cells.
function onPointer(st, e) {
  if (e.type === 'pointerdown') {
    st.drag = { x: e.clientX, y: e.clientY, top: st.top, left: st.left };
    st.canvas.setPointerCapture(e.pointerId);
    return;
  }
  if (e.type !== 'pointermove' || !st.drag) {
    st.drag = null;
    return;
  }
  const g = geometry(st);
  const rows = Math.round((st.drag.y - e.clientY) / g.rowH);
  const cols = Math.round((st.drag.x - e.clientX) / g.cellW);
  goTo(st, st.drag.top + rows * g.stride);
  st.left = st.drag.left;
  scrollCells(st, cols);
}

function onStart(st, e) {
  e.preventDefault();
  try {
    setAutomaton(st, new st.ctx.wasm.SpaceTime({ cells: st.$('st-cells').value }));
  } catch (err) {
    showError(st, err.message);
    st.ctx.announce(err.message);
    return;
  }
  showError(st, '');
  st.ctx.setParams({ cells: st.info.start, random: 0 });
  goTo(st, 0);
}

function onRandom(st, e) {
  e.preventDefault();
  const n = Number(st.$('st-n').value);
  const seed = Number(st.$('st-seed').value);
  try {
    setAutomaton(st, new st.ctx.wasm.SpaceTime({ random: n, seed }));
  } catch (err) {
    showError(st, err.message);
    st.ctx.announce(err.message);
    return;
  }
  showError(st, '');
  st.ctx.setParams({ random: n, seed });
  goTo(st, 0);
}

/// A typed step: the core checks it (a whole number from 0 to 2^53 − 1).
function onGoto(st, e) {
  e.preventDefault();
  const text = st.$('st-step').value.trim();
  const m = /^\d+$/.test(text) ? Number(text) : NaN;
  try {
    st.automaton.act({ type: 'row', step: m });
  } catch (err) {
    showError(st, err.message);
    return;
  }
  showError(st, '');
  goTo(st, m);
  st.ctx.announce(`Step ${m}${m >= st.info.stable ? ', stable' : ''}.`);
}

function on(st, target, type, fn, options) {
  target.addEventListener(type, fn, options);
  st.listeners.push(() => target.removeEventListener(type, fn, options));
}

function wire(st) {
  const { $ } = st;
  on(st, $('st-start'), 'submit', (e) => onStart(st, e));
  on(st, $('st-random'), 'submit', (e) => onRandom(st, e));
  on(st, $('st-goto'), 'submit', (e) => onGoto(st, e));
  on(st, $('st-range'), 'input', (e) => goTo(st, Number(e.target.value)));
  on(st, $('st-home'), 'click', () => goTo(st, 0));
  on(st, $('st-end'), 'click', () => goTo(st, st.info.stable));
  on(st, $('st-up'), 'click', () => goTo(st, st.top - 1));
  on(st, $('st-down'), 'click', () => goTo(st, st.top + 1));
  on(st, $('st-zoom-in'), 'click', () => zoomBy(st, 1));
  on(st, $('st-zoom-out'), 'click', () => zoomBy(st, -1));
  on(st, st.canvas, 'keydown', (e) => onKey(st, e));
  on(st, st.canvas, 'wheel', (e) => onWheel(st, e), { passive: false });
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) {
    on(st, st.canvas, type, (e) => onPointer(st, e));
  }
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  on(st, dark, 'change', () => schedule(st));
}

function destroy(st) {
  halt(st);
  cancelAnimationFrame(st.frame);
  clearTimeout(st.urlTimer);
  st.observer?.disconnect();
  for (const off of st.listeners) off();
  st.automaton?.free();
  st.automaton = null;
  st.ctx = null;
}
