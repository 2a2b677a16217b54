// The space-time view (puzzle=automaton): time downward, one row of cells per step, drawn
// only where visible. The core (wasm `SpaceTime`, one `act` per read) reads or draws the start row, knows the
// stabilisation step T and returns the window in view through its O(n) jump; this file
// keeps the view's place (top step, left cell, zoom), the controls and the test hooks.
// Hooks on the canvas: data-puzzle, data-step (the top visible step), data-stable (T),
// data-filling (while a window asked band by band is still coming),
// data-board (the cells at the top step as 0/1, rows of at most 1000 cells).

import { drawSpaceTime, spaceTimeColors } from './spacetime-draw.js';
import { presentRoom, showText } from './dom.js';
import { mountTimeline, timelineMarkup } from './timeline.js';
import { t, wordError, translateTree } from '../i18n.js';
import { quoted } from '../words.js';

// A cell is 2^zoom CSS pixels wide; below 1 pixel a column (and a pixel row) holds
// 2^-zoom cells (steps), so the page zooms out to 10^5 cells and 10^5 steps at once.
const ZOOM_MIN = -10;
const ZOOM_MAX = 5;
/// A projector's page (presentation mode) lets a short row's cells grow to 128 pixels.
const zoomMax = (st) => (presentRoom(st.canvas) === null ? ZOOM_MAX : ZOOM_MAX + 2);
const BOARD_HOOK_CELLS = 1000;
const MAX_STEP = Number.MAX_SAFE_INTEGER;

/// The game's sentence in plain words and the first thing to do, then its rules.
function $intro(root, ctx) {
  root.querySelector('#st-intro').textContent = `${ctx.P.intro(ctx.params)} ${t('spacetime-first-thing')}`;
  root.querySelector('#st-rules').textContent = ctx.P.rules(ctx.params);
}

/// The view's markup, worded by `translateTree` (view-spacetime.ftl).
function template(info) {
  const random = info.params.find((p) => p.name === 'random').kind;
  return `
  <h2 id="st-title">${info.title}</h2>
  <p id="st-intro" class="intro"></p>
  <p id="st-rules" class="st-rules"></p>
  <details class="how-solved"><summary data-l10n-id="spacetime-how-solved"></summary>
    <p data-l10n-id="spacetime-theory"></p></details>
  <form id="st-start" class="st-form" novalidate>
    <label for="st-cells" data-l10n-id="spacetime-cells"></label>
    <input id="st-cells" type="text" autocomplete="off" spellcheck="false" aria-describedby="st-error">
    <button type="submit" data-l10n-id="spacetime-show"></button>
  </form>
  <form id="st-random" class="st-form" novalidate>
    <label for="st-n" data-l10n-id="spacetime-random-cells"></label>
    <input id="st-n" type="number" min="1" max="${random.page_max}" step="1">
    <label for="st-seed" data-l10n-id="spacetime-seed"></label>
    <input id="st-seed" type="number" min="0" step="1">
    <button type="submit" data-l10n-id="spacetime-random"></button>
  </form>
  <p id="st-error" class="st-error" role="alert" hidden></p>
  <section id="st-predict" class="st-predict" aria-labelledby="st-predict-title" hidden>
    <h3 id="st-predict-title" data-l10n-id="spacetime-predict-title"></h3>
    <p id="st-predict-start"></p>
    <form id="st-predict-form" class="st-form st-predict-form" novalidate>
      <label for="st-predict-row" id="st-predict-label"></label>
      <input id="st-predict-row" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" class="st-predict-row">
      <button type="submit" data-l10n-id="spacetime-check"></button>
    </form>
    <p id="st-predict-note" role="status"></p>
  </section>
  ${timelineMarkup('st-')}
  <div class="st-bar" id="st-bar" role="group" data-l10n-id="spacetime-bar">
    <output id="st-stable" class="st-stable"></output>
    <button type="button" id="st-zoom-in" data-l10n-id="spacetime-zoom-in">+</button>
    <button type="button" id="st-zoom-out" data-l10n-id="spacetime-zoom-out">−</button>
  </div>
  <div class="st-wrap" id="st-wrap">
    <canvas id="st-canvas" class="st-canvas" tabindex="0" role="img" data-l10n-id="spacetime-canvas"></canvas>
  </div>
  <p id="st-status" class="st-status"></p>
  <p class="st-help" data-l10n-id="spacetime-help" data-l10n-args='${JSON.stringify({ max: MAX_STEP })}'></p>`;
}

/// task=predict: the longest row a pupil is asked to type, and the steps asked for when the
/// link names none.
const PREDICT_MAX = 60;
const PREDICT_STEPS = 3;
/// The diagram's parts that show the rows after the start: hidden until a prediction is checked.
const DIAGRAM = ['st-transport', 'st-wrap', 'st-status', 'st-bar'];

/// task=predict: the start row, an input for the row after k steps (the link's step, else
/// PREDICT_STEPS), and the diagram hidden until the row is checked against the core's row;
/// the share of cells right goes to the shell's task (`ctx.answer`).
function askPrediction(st) {
  const { $, ctx } = st;
  const asking = ctx.params.task === 'predict' && st.info.cells <= PREDICT_MAX;
  $('st-predict').hidden = !asking;
  if (!asking) return;
  const k = Number(ctx.params.step) > 0 ? Number(ctx.params.step) : PREDICT_STEPS;
  const start = st.automaton.act({ type: 'row', step: 0 }).reply;
  const truth = st.automaton.act({ type: 'row', step: k }).reply;
  for (const id of DIAGRAM) $(id).dataset.spoiler = '';
  $('st-predict-start').textContent = t('spacetime-predict-start', { row: start });
  $('st-predict-label').textContent = t('spacetime-predict-label', { steps: k, cells: truth.length });
  $('st-predict-row').maxLength = truth.length;
  $('st-predict-row').placeholder = start.replace(/./g, '·');
  $('st-predict-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const typed = $('st-predict-row').value.replace(/\s/g, '');
    let right = 0;
    for (let i = 0; i < truth.length; i++) right += typed[i] === truth[i] ? 1 : 0;
    $('st-predict-note').textContent = t('spacetime-predict-note', { right, cells: truth.length, steps: k, row: truth });
    for (const id of DIAGRAM) delete $(id).dataset.spoiler;
    schedule(st);
    ctx.answer?.(right, truth.length);
  }, { signal: st.listening.signal });
}

/// The general parameters the diagram reads: the top step and its playback.
export const reads = () => ['step', 'speed', 'autoplay'];

export function mount(root, ctx) {
  root.innerHTML = template(ctx.game);
  translateTree(root);
  $intro(root, ctx);
  const $ = (id) => root.querySelector(`#${id}`);
  const st = {
    ctx, $, automaton: null, kept: null, info: null, top: 0, left: 0, zoom: 0, frame: 0, urlTimer: 0,
    canvas: $('st-canvas'), listeners: [], observer: null, drag: null,
    listening: new AbortController(), told: null,
  };
  st.canvas.dataset.puzzle = 'automaton';
  // The steps (the top row shown) on the one timeline player: ↑/↓ step, Home/End, Space.
  st.tl = mountTimeline(root, {
    length: () => BigInt(MAX_STEP),
    span: () => BigInt(Math.min(st.info?.stable ?? 0, MAX_STEP)),
    endWords: () => t('spacetime-end', { max: MAX_STEP }),
    draw: (step) => { st.top = Number(step); render(st); return false; },
    changed: (step, playing) => stepChanged(st, Number(step), playing),
  }, {
    signal: st.listening.signal, prefix: 'st-', keyTarget: st.canvas, keys: { back: 'ArrowUp', forward: 'ArrowDown' },
    speed: ctx.params.speed, range: ctx.catalog?.speed, onSpeed: (speed) => ctx.setParams({ speed }),
  });
  $('st-n').value = ctx.params.random || 1000;
  $('st-seed').value = ctx.params.seed;
  startFromParams(st);
  wire(st);
  askPrediction(st);
  st.observer = new ResizeObserver(() => schedule(st));
  st.observer.observe($('st-wrap'));
  if (ctx.params.autoplay) st.tl.play();
  return {
    // task=predict asks for a row typed cell by cell: refused, in words, past a row a pupil types.
    refuseTask: (task) => (task === 'predict' && st.info.cells > PREDICT_MAX
      ? t('spacetime-predict-refused', { max: PREDICT_MAX, cells: st.info.cells })
      : undefined),
    destroy: () => destroy(st),
    fields: () => ({ step: st.top, length: st.info.stable }),
    play: () => { st.tl.play(); return null; },
    pause: () => { st.tl.pause(); return null; },
    seek: (step) => {
      const k = typeof step === 'string' && /^\d{1,16}$/.test(step) ? Number(step) : step;
      if (!Number.isSafeInteger(k) || k < 0 || k > MAX_STEP) return t('spacetime-seek-refused', { max: MAX_STEP, step: JSON.stringify(String(step)) });
      goTo(st, k);
      return null;
    },
    restart: () => { goTo(st, 0); return null; },
  };
}

/// The timeline showed step `k` at the top: the embedding hears of it (not of the step a
/// new row starts on), and the URL keeps it once the steps stand still.
function stepChanged(st, k, playing) {
  if (!st.info) return;
  const first = st.told === null;
  st.told = k;
  if (!first) st.ctx.emit?.('step', { step: k, length: st.info.stable });
  clearTimeout(st.urlTimer);
  if (!playing) st.urlTimer = setTimeout(() => st.ctx.setParams({ step: k }), 250);
}

function startFromParams(st) {
  const p = st.ctx.params;
  const wasm = st.ctx.wasm;
  try {
    setAutomaton(st, new wasm.SpaceTime(p.random > 0 ? { random: p.random, seed: p.seed } : { cells: p.cells }));
  } catch (e) {
    // Said where every refused link is said, and the refused row leaves the address.
    const fallback = st.ctx.game.params.find((q) => q.name === 'cells').kind.default;
    st.ctx.say([t('spacetime-link-refused', { cells: quoted(p.cells), reason: wordError(e) })]);
    setAutomaton(st, new wasm.SpaceTime({ cells: fallback }));
    st.ctx.setParams({ cells: fallback, random: 0 });
  }
  // A step past 2^53 arrives as a BigInt (the URL keeps steps exact); the diagram's steps
  // are numbers, so it stops short of that and says so.
  if (Number(p.step) > MAX_STEP) {
    st.ctx.say([t('spacetime-step-past', { step: String(p.step), max: MAX_STEP })]);
    st.tl.reload(0n);
  } else st.tl.reload(BigInt(p.step));
}

/// Takes a new automaton: the old one is freed, the view fits the row's width.
function setAutomaton(st, automaton) {
  st.automaton?.free();
  st.automaton = automaton;
  st.kept = null;
  st.info = automaton.act({ type: 'snapshot' });
  st.told = null;
  st.left = 0;
  st.zoom = fitZoom(st.info.cells, st.$('st-wrap').clientWidth || 800, zoomMax(st));
  st.$('st-cells').value = st.info.start;
  st.$('st-stable').textContent = t('spacetime-stable', { step: st.info.stable });
  st.canvas.dataset.stable = String(st.info.stable);
  st.ctx.announce(t('spacetime-row', { cells: st.info.cells, ones: st.info.ones, stable: st.info.stable }));
}

function fitZoom(cells, width, max) {
  let z = max;
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
  // A pixel row of `per` steps shows the first of them: rows start on a multiple of `per`, so
  // a step or a frame of playing shifts the rows in view by whole rows (or not at all).
  const base = st.top - (st.top % per);
  const stableRow = st.info.stable >= base && st.info.stable < base + rows * per
    ? (st.info.stable - base) / per : -1;
  return { width, height, cols, rows, per, stride: per, base, cellW: px, rowH: px, stableRow, dpr: window.devicePixelRatio || 1 };
}

/// Rows asked of the core at a time, and the time a frame spends asking before it draws
/// what it has and leaves the rest to the next frame.
const BAND = 32;
const SLICE_MS = 40;

/// The bytes of the window in view, from the core, and whether they are all there. The rows
/// already fetched for the window drawn last are kept, so a step or playing asks the core
/// only for the rows new in view; a window of rows all new (a far seek on a row of 10^5
/// cells: a tenth of a second or more) is asked band by band, `SLICE_MS` a frame, the
/// diagram filling downward meanwhile.
function windowBytes(st, g) {
  const key = `${st.left} ${g.cols} ${g.per} ${g.rows}`;
  // Every row from T on is the last one, so a band starting past T (perhaps past 2^53,
  // beyond the handle's steps) is asked from T.
  const ask = (from, rows) => st.automaton.act({
    type: 'window', fromStep: Math.min(from, Math.max(g.base, st.info.stable)), rows, stride: g.stride, fromCell: st.left, cols: g.cols, per: g.per,
  }).reply;
  const kept = st.kept?.key === key ? st.kept : null;
  const shift = kept ? (g.base - kept.base) / g.per : NaN;
  const bytes = new Uint8Array(g.rows * g.cols);
  // Rows 0..valid of `bytes` hold the window's rows.
  let valid = 0;
  if (shift === 0) {
    bytes.set(kept.bytes);
    valid = kept.valid;
  } else if (shift > 0 && shift < kept.valid) {
    bytes.set(kept.bytes.subarray(shift * g.cols, kept.valid * g.cols));
    valid = kept.valid - shift;
  } else if (shift < 0 && -shift <= BAND) {
    bytes.set(ask(g.base, -shift));
    bytes.set(kept.bytes.subarray(0, Math.min(kept.valid, g.rows + shift) * g.cols), -shift * g.cols);
    valid = Math.min(g.rows, kept.valid - shift);
  }
  const deadline = performance.now() + SLICE_MS;
  do {
    if (valid >= g.rows) break;
    const rows = Math.min(BAND, g.rows - valid);
    bytes.set(ask(g.base + valid * g.per, rows), valid * g.cols);
    valid += rows;
  } while (performance.now() < deadline);
  st.kept = { key, base: g.base, bytes, valid };
  return { bytes, done: valid === g.rows };
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
    const got = windowBytes(st, g);
    bytes = got.bytes;
    // The rest of a window asked band by band comes in the next frames; the canvas says
    // so meanwhile (`data-filling`).
    st.canvas.toggleAttribute('data-filling', !got.done);
    if (!got.done) schedule(st);
  } catch (e) {
    st.kept = null;
    showError(st, wordError(e));
    return;
  }
  drawSpaceTime(st.canvas, bytes, g, spaceTimeColors(st.canvas));
  const last = Math.min(st.info.cells, st.left + g.cols * g.per);
  const lastStep = g.base + (g.rows - 1) * g.stride;
  const window = { top: st.top, bottom: lastStep, first: st.left + 1, last, cells: st.info.cells };
  st.$('st-status').textContent = g.per === 1
    ? t('spacetime-status-cell', { ...window, pixels: g.cellW })
    : t('spacetime-status-pixel', { ...window, per: g.per });
  st.canvas.setAttribute('aria-label', t('spacetime-canvas-label', { step: st.top, status: st.$('st-status').textContent }));
  updateHooks(st);
}

function updateHooks(st) {
  st.canvas.dataset.step = String(st.top);
  if (st.info.cells <= BOARD_HOOK_CELLS) st.canvas.dataset.board = st.automaton.act({ type: 'row', step: st.top }).reply;
  else delete st.canvas.dataset.board;
}

function schedule(st) {
  if (st.frame) return;
  st.frame = requestAnimationFrame(() => {
    st.frame = 0;
    render(st);
  });
}

/// Moves the top of the view to step `m` (clamped to 0..2^53 − 1) through the timeline.
function goTo(st, m) {
  st.tl.seek(BigInt(Math.max(0, Math.min(MAX_STEP, Math.round(m)))));
}

function scrollCells(st, columns) {
  const g = geometry(st);
  const max = Math.max(0, st.info.cells - g.per);
  st.left = Math.max(0, Math.min(max, st.left + Math.round(columns) * g.per));
  schedule(st);
}

function zoomBy(st, dz) {
  st.zoom = Math.max(ZOOM_MIN, Math.min(zoomMax(st), st.zoom + dz));
  const per = st.zoom >= 0 ? 1 : 2 ** -st.zoom;
  st.left -= st.left % per;
  schedule(st);
  st.ctx.announce(st.zoom >= 0 ? t('spacetime-zoom-cell', { pixels: 2 ** st.zoom }) : t('spacetime-zoom-pixel', { cells: per }));
}

const screen = (st) => {
  const g = geometry(st);
  return Math.max(1, g.rows - 1) * g.stride;
};

/// The keys of the diagram: steps, screens, 0 and T, cells, zoom.
function onKey(st, e) {
  const moves = {
    PageUp: () => goTo(st, st.top - screen(st)),
    PageDown: () => goTo(st, st.top + screen(st)),
    ArrowLeft: () => scrollCells(st, -8),
    ArrowRight: () => scrollCells(st, 8),
    '+': () => zoomBy(st, 1),
    '=': () => zoomBy(st, 1),
    '-': () => zoomBy(st, -1),
  };
  const act = moves[e.key];
  if (!act || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
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
    showError(st, wordError(err));
    st.ctx.announce(wordError(err));
    return;
  }
  showError(st, '');
  st.ctx.setParams({ cells: st.info.start, random: 0 });
  st.tl.reload(0n);
}

function onRandom(st, e) {
  e.preventDefault();
  const n = Number(st.$('st-n').value);
  const seed = Number(st.$('st-seed').value);
  try {
    setAutomaton(st, new st.ctx.wasm.SpaceTime({ random: n, seed }));
  } catch (err) {
    showError(st, wordError(err));
    st.ctx.announce(wordError(err));
    return;
  }
  showError(st, '');
  st.ctx.setParams({ random: n, seed });
  st.tl.reload(0n);
}

function on(st, target, type, fn, options) {
  target.addEventListener(type, fn, options);
  st.listeners.push(() => target.removeEventListener(type, fn, options));
}

function wire(st) {
  const { $ } = st;
  on(st, $('st-start'), 'submit', (e) => onStart(st, e));
  on(st, $('st-random'), 'submit', (e) => onRandom(st, e));
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
  st.listening.abort();
  st.tl.destroy();
  cancelAnimationFrame(st.frame);
  clearTimeout(st.urlTimer);
  st.observer?.disconnect();
  for (const off of st.listeners) off();
  st.automaton?.free();
  st.automaton = null;
  st.ctx = null;
}
