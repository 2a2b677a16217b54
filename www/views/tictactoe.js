// The tree view (puzzle=tictactoe): tic-tac-toe against perfect play, and "Show the tree":
// the game tree from the position shown, as the core's minimax and alpha-beta search it
// (wasm `TicTacToeView`), on a canvas that pans (drag, arrow keys) and zooms (wheel, +/−).
// Hooks on the board's canvas: data-puzzle="tictactoe", data-board (nine x/o/. characters),
// data-step (moves made since the start board), data-to-move, data-over (x, o, draw or
// empty); on the tree's canvas: data-minimax, data-alphabeta, data-order, data-nodes.

import { t, translateTree, wordError } from '../i18n.js';
import { quoted } from '../words.js';
import { showText, sizeCanvas } from './dom.js';
import {
  drawBoard, drawTree, layoutTree, squareAt, tttColors, MARGIN,
} from './tictactoe-draw.js';

/// The view's markup; its words come from the message files (`data-l10n-id`, worded by
/// `translateTree` once mounted), the options' from `t`.
function template(info) {
  const side = info.params.find((p) => p.name === 'side').kind.options;
  const order = info.params.find((p) => p.name === 'order').kind.options;
  return `
  <h2>${info.title}</h2>
  <p id="ttt-intro" class="ttt-intro"></p>
  <p id="ttt-rules" class="ttt-rules"></p>
  <form id="ttt-form" class="ttt-form" novalidate>
    <label class="ttt-field"><span data-l10n-id="ttt-start-board"></span> <input id="ttt-board" type="text" maxlength="9"
      autocomplete="off" spellcheck="false" aria-describedby="ttt-board-help"></label>
    <label class="ttt-field"><span data-l10n-id="ttt-you-play"></span> <select id="ttt-side">${side.map((s) => `<option value="${s}">${s}</option>`).join('')}</select></label>
    <button type="submit" data-l10n-id="ttt-start"></button>
    <span id="ttt-board-help" class="ttt-help" data-l10n-id="ttt-board-help"></span>
  </form>
  <p id="ttt-error" class="ttt-error" role="alert" hidden></p>
  <div class="ttt-play">
    <div class="ttt-board-wrap" id="ttt-board-wrap">
      <canvas id="ttt-canvas" class="ttt-canvas" tabindex="0" role="img" data-l10n-id="ttt-board-canvas"></canvas>
    </div>
    <div class="ttt-side-panel">
      <p id="ttt-status" class="ttt-status"></p>
      <p id="ttt-value" class="ttt-value" data-spoiler></p>
      <div class="ttt-buttons">
        <button type="button" id="ttt-restart" data-l10n-id="ttt-new-game"></button>
        <button type="button" id="ttt-undo" data-l10n-id="ttt-undo"></button>
        <button type="button" id="ttt-show" aria-pressed="false" aria-controls="ttt-tree" data-spoiler data-l10n-id="ttt-show-tree"></button>
      </div>
    </div>
  </div>
  <section id="ttt-tree" class="ttt-tree" hidden data-l10n-id="ttt-tree-section" data-spoiler>
    <div class="ttt-tree-controls">
      <label class="ttt-field"><span data-l10n-id="ttt-order"></span> <select id="ttt-order">${order.map((o) => `<option value="${o}">${t('ttt-order-choice', { order: o })}</option>`).join('')}</select></label>
      <button type="button" id="ttt-zoom-in" data-l10n-id="ttt-zoom-in">+</button>
      <button type="button" id="ttt-zoom-out" data-l10n-id="ttt-zoom-out">−</button>
      <button type="button" id="ttt-fit" data-l10n-id="ttt-fit"></button>
      <button type="button" id="ttt-less" data-l10n-id="ttt-less"></button>
      <button type="button" id="ttt-deeper" data-l10n-id="ttt-deeper"></button>
      <output id="ttt-levels" class="ttt-levels"></output>
    </div>
    <p id="ttt-counts" class="ttt-counts" role="status"></p>
    <div class="ttt-tree-wrap" id="ttt-tree-wrap">
      <canvas id="ttt-tree-canvas" class="ttt-canvas" tabindex="0" role="img"
        data-l10n-id="ttt-tree-canvas"></canvas>
    </div>
    <p class="ttt-help"><span data-l10n-id="ttt-key-intro"></span>
      <span class="ttt-key ttt-key-x" data-l10n-id="ttt-key-x"></span>, <span class="ttt-key ttt-key-d" data-l10n-id="ttt-key-draw"></span>,
      <span class="ttt-key ttt-key-o" data-l10n-id="ttt-key-o"></span>. <span data-l10n-id="ttt-tree-help"></span></p>
  </section>
  <p class="ttt-help" data-l10n-id="ttt-keys-help"></p>`;
}

const defaultsOf = (game) => Object.fromEntries(game.params.map((p) => [p.name, p.kind.default]));

/// The general parameters the view reads: the game so far lives in the link (`moves=`, both
/// sides' squares joined by dots), so a reload or a shared link brings it back.
export const reads = () => ['moves'];

export function mount(root, ctx) {
  root.innerHTML = template(ctx.game);
  translateTree(root);
  const $ = (id) => root.querySelector(`#${id}`);
  $('ttt-intro').textContent = ctx.P.intro(ctx.params);
  const st = {
    // The tree opens on the position and the positions one move on, readable; deeper
    // levels are a click away each.
    ctx, $, root, handle: null, snap: null, tree: null, layout: null, showTree: false, levels: 1,
    view: { scale: 1, panX: 0, panY: 0 }, focus: 5, timer: 0, frame: 0, listeners: [],
    observer: null, drag: null, reduce: matchMedia('(prefers-reduced-motion: reduce)'),
    settings: { ...defaultsOf(ctx.game) },
  };
  $('ttt-canvas').dataset.puzzle = 'tictactoe';
  // Read before the first load writes the (empty) game into the link.
  const kept = ctx.params.moves;
  const refused = load(st, settingsOf(ctx.params));
  if (refused) {
    // The link's settings were refused: the defaults are played, and the link says so.
    load(st, defaultsOf(ctx.game));
    ctx.setParams(defaultsOf(ctx.game));
    showText($('ttt-error'), t('ttt-refused-start', { reason: refused }));
  } else if (kept) {
    try {
      st.handle.act({ type: 'replay', record: kept });
    } catch (e) {
      ctx.say([t('ttt-link-moves-refused', { moves: quoted(kept), reason: wordError(e) })]);
    }
    refresh(st);
  }
  wire(st);
  st.observer = new ResizeObserver(() => schedule(st));
  st.observer.observe($('ttt-board-wrap'));
  st.observer.observe($('ttt-tree-wrap'));
  turn(st);
  return {
    destroy: () => destroy(st),
    restart: () => restart(st),
    // The `move` command: a square 1–9, row by row, as a click names it.
    move: (text) => (/^[1-9]$/.test(text) ? play(st, Number(text)) : t('ttt-not-a-square', { text: quoted(text) })),
    // What perfect play gives the visitor from the start.
    prospect: () => {
      const s = st.snap;
      if (!s || s.over) return undefined;
      return s.value === 'draw' ? 'draw' : s.value === `${s.you} wins` ? 'win' : 'loss';
    },
  };
}

const settingsOf = ({ board, side, order }) => ({ board, side, order });

/// A new game from the core with these settings, or the core's reason why not (shown).
function load(st, settings) {
  let handle;
  try {
    handle = new st.ctx.wasm.TicTacToeView(settings.board, settings.side, settings.order);
  } catch (e) {
    const why = wordError(e);
    showText(st.$('ttt-error'), why);
    return why;
  }
  showText(st.$('ttt-error'), '');
  st.handle?.free();
  st.handle = handle;
  st.settings = { ...settings };
  st.$('ttt-board').value = settings.board;
  st.$('ttt-side').value = settings.side;
  st.$('ttt-order').value = settings.order;
  st.$('ttt-rules').textContent = st.ctx.P.rules({ ...st.ctx.params, ...settings });
  refresh(st);
  return '';
}

/// Writes the game so far into the link, at the visitor's turns only: a position where the
/// computer is to move lasts until its answer, and a step of the history there would bring
/// the answer back at once on Back.
function keep(st) {
  const s = st.snap;
  if (!s.over && s.to_move !== s.you) return;
  st.ctx.keepMoves?.(s.history.join('.'));
}

/// Reads the position from the core, redraws, and records the tree again when it is shown.
function refresh(st) {
  st.snap = st.handle.act({ type: 'snapshot' });
  keep(st);
  if (st.showTree) record(st);
  words(st);
  schedule(st);
}

/// The core's value of a position (`x wins`, `o wins`, `draw`) as a message's selector.
const outcome = (value) => (value === 'draw' ? 'draw' : value.startsWith('x') ? 'x' : 'o');

function words(st) {
  const s = st.snap;
  let status;
  if (s.over === 'draw') status = t('ttt-status-draw');
  else if (s.over) status = t('ttt-status-won', { mark: s.over, who: s.over === s.you ? 'you' : 'computer' });
  else if (s.to_move === s.you) status = t('ttt-status-your-move', { mark: s.you });
  else status = t('ttt-status-thinking', { mark: s.to_move });
  st.$('ttt-status').textContent = status;
  st.$('ttt-value').textContent = s.over ? '' : t('ttt-value', { value: outcome(s.value), mark: s.to_move, best: s.best.join(', ') });
  st.$('ttt-undo').disabled = s.moves_made === 0;
}

/// The computer moves on its turn (after a short pause unless motion is reduced).
function turn(st) {
  clearTimeout(st.timer);
  if (!st.snap.computer_to_move) return;
  st.timer = setTimeout(() => {
    const before = st.snap;
    const sq = st.handle.act({ type: 'computer' }).reply;
    refresh(st);
    st.ctx.emit?.('move', { by: 'computer', move: String(sq) });
    st.ctx.announce(`${t('ttt-computer-played', { mark: before.to_move, square: sq })} ${after(st)}`);
    ended(st);
  }, st.reduce.matches ? 0 : 350);
}

/// The narration's second half: the outcome, or whose move it is and the value.
function after(st) {
  const s = st.snap;
  if (s.over === 'draw') return t('ttt-after-draw');
  if (s.over) return t('ttt-after-won', { who: s.over === s.you ? 'you' : 'computer' });
  return s.to_move === s.you ? t('ttt-after-your-move', { value: outcome(s.value) }) : '';
}

function ended(st) {
  const s = st.snap;
  if (!s.over) return;
  const winner = s.over === 'draw' ? 'draw' : s.over === s.you ? 'you' : 'computer';
  st.ctx.emit?.('over', { winner });
}

/// The visitor's move on square `sq` (1–9), checked by the core.
function play(st, sq) {
  if (st.timer && st.snap.computer_to_move) return t('ttt-computer-turn');
  const mark = st.snap.to_move;
  try {
    st.handle.act({ type: 'play', square: String(sq) });
  } catch (e) {
    const text = t('ttt-square-refused', { square: sq, reason: wordError(e) });
    st.ctx.announce(text);
    st.$('ttt-status').textContent = text;
    return text;
  }
  refresh(st);
  st.ctx.emit?.('move', { by: 'you', move: String(sq) });
  st.ctx.announce(`${t('ttt-you-played', { mark, square: sq })} ${after(st)}`);
  ended(st);
  turn(st);
  return undefined;
}

function restart(st) {
  clearTimeout(st.timer);
  st.handle.act({ type: 'restart' });
  refresh(st);
  st.ctx.announce(t('ttt-restarted', { who: st.snap.to_move === st.snap.you ? 'you' : 'computer' }));
  turn(st);
}

function undo(st) {
  clearTimeout(st.timer);
  if (!st.handle.act({ type: 'undo' }).reply) return;
  refresh(st);
  st.ctx.announce(`${t('ttt-taken-back')} ${after(st)}`);
  turn(st);
}

/// The tree from the position shown, recorded by the core; the view fits it the first time.
function record(st) {
  st.tree = st.handle.act({ type: 'tree' }).reply;
  relayout(st);
  const tree = st.tree;
  const share = tree.minimax ? Math.round((1000 * tree.alphabeta) / tree.minimax) / 10 : 100;
  const drawn = tree.complete
    ? t('ttt-tree-complete', { positions: tree.parent.length })
    : t('ttt-tree-partial', { depth: tree.depthShown, positions: tree.parent.length, limit: tree.limit });
  const counts = t('ttt-counts', { minimax: tree.minimax, alphabeta: tree.alphabeta, order: st.settings.order, share });
  st.$('ttt-counts').textContent = `${counts} ${drawn}`;
  const c = st.$('ttt-tree-canvas');
  c.setAttribute('aria-label', t('ttt-tree-label', { counts: st.$('ttt-counts').textContent }));
  Object.assign(c.dataset, {
    minimax: String(tree.minimax), alphabeta: String(tree.alphabeta), order: st.settings.order, nodes: String(tree.parent.length),
  });
  fit(st);
}

/// Lays the tree out `st.levels` levels deep (at most as deep as it is recorded) and says so.
function relayout(st) {
  const recorded = layoutTree(st.tree).deepest;
  st.levels = Math.max(1, Math.min(st.levels, recorded || 1));
  st.layout = layoutTree(st.tree, st.levels);
  const c = st.$('ttt-tree-canvas');
  c.dataset.levels = String(st.levels);
  st.$('ttt-levels').textContent = t('ttt-levels', { levels: st.levels, recorded });
  st.$('ttt-less').disabled = st.levels <= 1;
  st.$('ttt-deeper').disabled = st.levels >= recorded;
}

/// Draws one level more or less of the tree, fitted to the width.
function deeper(st, by) {
  st.levels += by;
  relayout(st);
  fit(st);
  st.ctx.announce(st.$('ttt-levels').textContent);
}

/// The whole width of the tree in the canvas.
function fit(st) {
  const width = Math.max(1, st.$('ttt-tree-wrap').clientWidth);
  st.view = { scale: Math.max(0.01, (width - 2 * MARGIN) / Math.max(1, st.layout.leaves - 1 || 1)), panX: 0, panY: 0 };
  if (st.layout.leaves === 1) st.view.panX = width / 2 - MARGIN;
  schedule(st);
}

/// Zooms by `factor` about the canvas point `px` (CSS pixels from the left).
function zoom(st, factor, px) {
  const v = st.view;
  const scale = Math.min(200, Math.max(0.005, v.scale * factor));
  const world = (px - MARGIN - v.panX) / v.scale;
  v.panX = px - MARGIN - world * scale;
  v.scale = scale;
  schedule(st);
}

function pan(st, dx, dy) {
  st.view.panX += dx;
  st.view.panY += dy;
  schedule(st);
}

function render(st) {
  if (!st.handle) return;
  const colors = tttColors(st.$('ttt-canvas'));
  const wrap = st.$('ttt-board-wrap');
  const bw = Math.max(1, wrap.clientWidth);
  const bh = Math.max(1, wrap.clientHeight);
  const canvas = st.$('ttt-canvas');
  drawBoard(canvas, st.snap, bw, bh, colors, sizeCanvas(canvas, bw, bh), st.focus);
  const s = st.snap;
  Object.assign(canvas.dataset, {
    board: s.board, step: String(s.moves_made), toMove: s.to_move, over: s.over ?? '',
  });
  const rows = [0, 3, 6].map((k) => [...s.board.slice(k, k + 3)].map(squareWords).join(', '));
  canvas.setAttribute('aria-label', t('ttt-board-label', { rows: rows.join('; ') }));
  if (st.showTree && st.tree) {
    const tw = st.$('ttt-tree-wrap');
    const w = Math.max(1, tw.clientWidth);
    const h = Math.max(1, tw.clientHeight);
    const tc = st.$('ttt-tree-canvas');
    drawTree(tc, st.tree, st.layout, st.view, w, h, colors, sizeCanvas(tc, w, h));
  }
}

function schedule(st) {
  if (st.frame) return;
  st.frame = requestAnimationFrame(() => {
    st.frame = 0;
    render(st);
  });
}

function toggleTree(st) {
  st.showTree = !st.showTree;
  st.$('ttt-show').setAttribute('aria-pressed', String(st.showTree));
  st.$('ttt-tree').hidden = !st.showTree;
  if (st.showTree) {
    record(st);
    st.ctx.announce(st.$('ttt-counts').textContent);
  }
  schedule(st);
}

/// Keys on the board (and anywhere in the view but its form fields).
function onKey(st, e) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.target.closest('input, select, textarea')) return;
  // Enter and Space on a button press the button, not a square.
  if ((e.key === 'Enter' || e.key === ' ') && e.target.closest('button')) return;
  const onTree = e.target === st.$('ttt-tree-canvas');
  const k = e.key;
  if (onTree) {
    const width = st.$('ttt-tree-wrap').clientWidth;
    const keys = {
      ArrowLeft: () => pan(st, 60, 0), ArrowRight: () => pan(st, -60, 0),
      ArrowUp: () => pan(st, 0, 40), ArrowDown: () => pan(st, 0, -40),
      '+': () => zoom(st, 1.5, width / 2), '=': () => zoom(st, 1.5, width / 2),
      '-': () => zoom(st, 1 / 1.5, width / 2), '0': () => fit(st),
    };
    if (!keys[k]) return;
    keys[k]();
  } else if (/^[1-9]$/.test(k)) {
    st.focus = Number(k);
    play(st, Number(k));
  } else if (k.startsWith('Arrow')) {
    const f = st.focus - 1;
    const [r, c] = [Math.floor(f / 3), f % 3];
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[k];
    st.focus = ((r + moves[0] + 3) % 3) * 3 + ((c + moves[1] + 3) % 3) + 1;
    st.ctx.announce(t('ttt-square-is', { square: st.focus, content: squareWords(st.snap.board[st.focus - 1]) }));
    schedule(st);
  } else if (k === 'Enter' || k === ' ') play(st, st.focus);
  else if (k === 'u' || k === 'U') undo(st);
  else if (k === 'n' || k === 'N') restart(st);
  else if (k === 't' || k === 'T') toggleTree(st);
  else return;
  e.preventDefault();
}

const squareWords = (ch) => (ch === '.' ? t('ttt-empty') : ch);

function onSubmit(st, e) {
  e.preventDefault();
  clearTimeout(st.timer);
  const settings = { ...st.settings, board: st.$('ttt-board').value.trim(), side: st.$('ttt-side').value };
  if (load(st, settings)) return;
  st.ctx.setParams(settings);
  st.ctx.announce(`${t('ttt-new-from', { board: settings.board, mark: settings.side })} ${after(st)}`);
  turn(st);
}

function on(st, target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  st.listeners.push(() => target.removeEventListener(type, fn, opts));
}

function wire(st) {
  const { $ } = st;
  on(st, $('ttt-form'), 'submit', (e) => onSubmit(st, e));
  // Choosing a side starts a new game from the board in the box at once.
  on(st, $('ttt-side'), 'change', (e) => onSubmit(st, e));
  on(st, $('ttt-restart'), 'click', () => restart(st));
  on(st, $('ttt-undo'), 'click', () => undo(st));
  on(st, $('ttt-show'), 'click', () => toggleTree(st));
  on(st, $('ttt-order'), 'change', () => {
    const order = $('ttt-order').value;
    st.handle.act({ type: 'order', order });
    st.settings.order = order;
    st.ctx.setParams({ order });
    if (st.showTree) {
      record(st);
      st.ctx.announce(st.$('ttt-counts').textContent);
    }
  });
  on(st, $('ttt-canvas'), 'click', (e) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const sq = squareAt(rect.width, rect.height, e.clientX - rect.left, e.clientY - rect.top);
    if (sq) {
      st.focus = sq;
      play(st, sq);
    }
  });
  on(st, st.root, 'keydown', (e) => onKey(st, e));
  const tc = $('ttt-tree-canvas');
  on(st, $('ttt-zoom-in'), 'click', () => zoom(st, 1.5, tc.clientWidth / 2));
  on(st, $('ttt-zoom-out'), 'click', () => zoom(st, 1 / 1.5, tc.clientWidth / 2));
  on(st, $('ttt-fit'), 'click', () => fit(st));
  on(st, $('ttt-deeper'), 'click', () => deeper(st, 1));
  on(st, $('ttt-less'), 'click', () => deeper(st, -1));
  on(st, tc, 'wheel', (e) => {
    e.preventDefault();
    const rect = tc.getBoundingClientRect();
    zoom(st, e.deltaY < 0 ? 1.25 : 1 / 1.25, e.clientX - rect.left);
  }, { passive: false });
  on(st, tc, 'pointerdown', (e) => {
    st.drag = { x: e.clientX, y: e.clientY };
    tc.setPointerCapture?.(e.pointerId);
  });
  on(st, tc, 'pointermove', (e) => {
    if (!st.drag) return;
    pan(st, e.clientX - st.drag.x, e.clientY - st.drag.y);
    st.drag = { x: e.clientX, y: e.clientY };
  });
  on(st, tc, 'pointerup', () => { st.drag = null; });
  on(st, tc, 'pointercancel', () => { st.drag = null; });
  on(st, window.matchMedia('(prefers-color-scheme: dark)'), 'change', () => schedule(st));
}

function destroy(st) {
  clearTimeout(st.timer);
  cancelAnimationFrame(st.frame);
  st.observer?.disconnect();
  for (const off of st.listeners) off();
  st.handle?.free();
  st.handle = null;
  st.ctx = null;
}
