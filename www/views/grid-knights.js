// The knights game on the grid view, the visitor against the computer. Every game question
// (is a move legal, who wins, the computer's move, each square's Grundy value, the end) is
// the wasm `KnightsView`'s answer (web/src/knights.rs over the core's knights::session);
// this file shows its snapshots. Squares: x from 1 at the left, y from 1 at the bottom.

import { rulesFor, introFor } from '../params.js';
import { quoted } from '../words.js';
import { t, translateTree, wordError, wordFact, words } from '../i18n.js';

// Plain words first (the game in one sentence, then what to do); the rules in full and the
// theory (Grundy values) below the board, the theory behind "How it is solved".
const PANEL = `
  <h2 class="board-title" id="grid-title"></h2>
  <p class="grid-intro" id="grid-intro"></p>
  <div class="grid-settings">
    <label><span data-l10n-id="knights-play-size"></span> <input id="grid-size" type="number" step="1" inputmode="numeric"></label>
    <label><span data-l10n-id="knights-play-variant"></span> <select id="grid-variant"></select></label>
    <label class="grid-check" data-spoiler><input type="checkbox" id="grid-values"> <span data-l10n-id="knights-play-show-values"></span></label>
  </div>
  <!-- What to do and its buttons come before the board, so they show on the first screen. -->
  <p class="sentence" id="grid-sentence"></p>
  <div class="play-buttons" id="grid-setup">
    <button type="button" id="grid-you-first" class="play" data-l10n-id="grid-you-first"></button>
    <button type="button" id="grid-computer-first" data-l10n-id="grid-computer-first"></button>
  </div>
  <div class="play-buttons" id="grid-game" hidden>
    <button type="button" id="grid-commit" hidden data-l10n-id="knights-play-commit"></button>
    <button type="button" id="grid-clear" hidden data-l10n-id="knights-play-clear"></button>
    <button type="button" id="grid-undo" data-l10n-id="grid-undo"></button>
    <button type="button" id="grid-new" data-l10n-id="grid-new-game"></button>
  </div>
  <p class="play-status" id="grid-status" role="status"></p>
  <div id="grid-slot"></div>
  <p class="grid-note" id="grid-why" role="status"></p>
  <p class="play-help" id="grid-help"></p>
  <p class="grid-rules" id="grid-rules"></p>
  <details class="grid-theory">
    <summary data-l10n-id="grid-how-solved"></summary>
    <p data-l10n-id="knights-how-solved"></p>
  </details>`;

/// The controls, the KnightsView and the handlers; `view` is the grid shell.
export function knightsAdapter(view) {
  const { state } = view;
  const { ctx, root } = state;
  root.insertAdjacentHTML('beforeend', PANEL);
  translateTree(root);
  root.querySelector('#grid-slot').replaceWith(state.frame);
  const $ = (id) => root.querySelector(`#${id}`);
  // `glide`: the moves just made on their way ({ segments: [{ cells, jumps }], k, t, frame }).
  state.game = { kv: null, n: 0, snap: null, values: null, selected: null, moves: [], glide: null };
  const g = state.game;
  const api = { view, $, g, ctx };
  wire(api);
  open(api, ctx.params);
  return {
    activate: (k) => {
      land(api); // a click during a glide is for the position that follows it
      return g.snap.started ? choose(api, k) : place(api, k);
    },
    cancel: () => { g.selected = null; show(api); },
    destroy: () => { land(api); g.kv?.free(); },
    // The embedding's restart: the same knights, placed again, before the first move.
    restart: () => { ctx.setParams({ moves: '' }); open(api, ctx.params); return null; },
    move: (text) => commandMove(api, text),
  };
}

/// A move as the game's record writes it: each knight that moved, numbered from 1, and the
/// square it reached (`1-6-7`; several joined by `_`).
function moveText(before, after) {
  return after.knights
    .map((to, j) => [j, before.knights[j], to])
    .filter(([, from, to]) => from && (from[0] !== to[0] || from[1] !== to[1]))
    .map(([j, , [x, y]]) => `${j + 1}-${x}-${y}`)
    .join('_');
}

/// How long one player's jumps take on screen (none with reduced motion).
const GLIDE_MS = 360;

const square = (n, k) => [(k % n) + 1, n - Math.floor(k / n)];
const index = (n, [x, y]) => (n - y) * n + (x - 1);

function open(api, params) {
  const { g, ctx, view, $ } = api;
  land(api);
  g.kv?.free();
  try {
    g.kv = new ctx.wasm.KnightsView(params.size, params.variant, params.at);
  } catch (e) {
    ctx.say([t('knights-play-cannot-show', { size: String(params.size), variant: String(params.variant), at: quoted(params.at), why: wordError(e) })]);
    const defaults = Object.fromEntries(ctx.game.params.map((q) => [q.name, q.kind.default]));
    ctx.setParams({ ...defaults, moves: '' });
    g.kv = new ctx.wasm.KnightsView(defaults.size, defaults.variant, defaults.at);
  }
  const n = g.kv.act({ type: 'size' }).reply;
  g.n = n;
  g.values = Array.from(g.kv.act({ type: 'values' }).reply);
  const holes = [];
  for (let k = 0; k < n * n; k++) holes.push([Math.floor(k / n), k % n]);
  view.state.layout = { side: n, holes, names: holes.map((_, k) => square(n, k).join(',')), finish: null };
  view.state.focus = index(n, [n, n]);
  const p = ctx.params;
  $('grid-size').value = String(n);
  $('grid-variant').value = p.variant;
  $('grid-title').textContent = t('knights-play-title', { size: n });
  $('grid-intro').textContent = introFor(ctx.game, { ...p, size: n });
  $('grid-rules').textContent = rulesFor(ctx.game, { ...p, size: n });
  $('grid-setup').hidden = false;
  $('grid-game').hidden = true;
  $('grid-help').textContent = t('knights-play-help-place');
  g.selected = null;
  g.moves = [];
  g.told = false;
  g.snap = g.kv.act({ type: 'snapshot' });
  view.relayout();
  if (p.moves) return resume(api, p.moves);
  keep(api);
  show(api);
  say(api, t('knights-play-place'));
}

/// The game of a `moves=` record, played again up to its last good move.
function resume(api, moves) {
  const { g, ctx } = api;
  try {
    g.kv.act({ type: 'replay', moves });
  } catch (e) {
    ctx.say([t('knights-play-moves-dropped', { moves: quoted(moves), why: wordError(e) })]);
  }
  g.snap = g.kv.act({ type: 'snapshot' });
  if (!g.snap.started) {
    keep(api);
    show(api);
    return say(api, t('knights-play-place'));
  }
  began(api);
  reply(api);
}

/// The game so far into the link (`moves=`), as the core writes it.
function keep({ g, ctx }) {
  const record = g.kv.act({ type: 'record' }).reply;
  if (record !== (ctx.params.moves ?? '')) ctx.keepMoves?.(record);
}

function fillSettings({ $, ctx }) {
  const size = ctx.game.params.find((p) => p.name === 'size').kind;
  $('grid-size').min = String(size.min);
  $('grid-size').max = String(size.page_max);
  const variant = ctx.game.params.find((p) => p.name === 'variant').kind;
  $('grid-variant').replaceChildren(...variant.options.map((o) => new Option(t('knights-play-variant-option', { variant: o }), o)));
}

function say({ $, ctx }, text) {
  $('grid-sentence').textContent = text;
  ctx.announce(text);
}

/// Draws the snapshot and keeps the hooks, the outcome and the values' explanation.
function show(api) {
  const { g, view, $ } = api;
  const s = g.snap;
  const shown = $('grid-values').checked;
  const options = g.selected === null ? [] : s.options[g.selected];
  view.state.scene = {
    kind: 'squares', cells: s.board, values: shown ? g.values : null,
    selected: g.selected === null ? null : index(g.n, s.knights[g.selected]),
    moves: g.moves.map(([i, to]) => [index(g.n, s.knights[i]), to]),
    options: options.map((o) => [index(g.n, o.to), shown && o.wins]),
  };
  if (g.glide) {
    const { segments, k, t } = g.glide;
    Object.assign(view.state.scene, { cells: segments[k].cells, flights: { jumps: segments[k].jumps, t } });
  }
  view.hook('step', s.step);
  view.hook('board', s.board);
  view.hook('outcome', s.outcome);
  view.hook('turn', s.toMove ?? null);
  view.hook('winner', s.winner ?? null);
  view.hook('values', shown ? g.values.join(',') : null);
  view.state.canvas.setAttribute('aria-label', t('knights-play-board-label', { size: g.n, count: s.knights.length, at: s.at.replaceAll(';', '; ') }));
  const values = s.knights.map(([x, y]) => g.values[index(g.n, [x, y])]);
  // Every knight moving (variant all): the values are remoteness (Smith, Winning Ways ch. 9).
  const kind = api.ctx.params.variant === 'all' ? 'remoteness' : 'value';
  const said = options.map((o) => t('knights-play-option', { square: o.to.join(','), kind, value: o.value, wins: String(o.wins) }));
  const outcome = s.outcome === 'first' ? 'wins' : 'loses';
  const whole = t('knights-play-values', { kind, values: values.map((v) => words().number(v)).join(', '), outcome });
  $('grid-why').textContent = !shown || !s.knights.length ? ''
    : g.selected !== null
      ? (said.length ? t('knights-play-can-jump', { knight: g.selected + 1, squares: said.join('; ') }) : t('knights-play-cannot-jump', { knight: g.selected + 1 }))
      : whole;
  view.draw();
}

function place(api, k) {
  const { g, ctx } = api;
  try {
    const [x, y] = square(g.n, k);
    g.snap = g.kv.act({ type: 'place', x, y });
  } catch (e) {
    return say(api, t('knights-play-refused', { why: wordError(e) }));
  }
  ctx.setParams({ at: g.snap.at });
  show(api);
  say(api, t('knights-play-placed', { count: g.snap.knights.length }));
}

function start(api, visitorFirst) {
  const { g } = api;
  try {
    g.snap = g.kv.act({ type: 'start', visitorFirst });
  } catch (e) {
    return say(api, t('knights-play-cannot-start', { why: wordError(e) }));
  }
  began(api);
  say(api, visitorFirst ? t('grid-your-move') : t('grid-computer-moves-first'));
  if (!visitorFirst) reply(api);
  else afterMove(api);
}

/// The controls of a game under way.
function began(api) {
  const { g, $ } = api;
  $('grid-setup').hidden = true;
  $('grid-game').hidden = false;
  const set = g.snap.knights.length > 1 && api.ctx.params.variant !== 'one';
  $('grid-commit').hidden = !set;
  $('grid-clear').hidden = !set;
  const every = api.ctx.params.variant === 'all';
  $('grid-help').textContent = set
    ? t('knights-play-help-set', { every: String(every) })
    : t('knights-play-help-one');
}

/// The computer's answer (from the core), then the position's end or the visitor's turn.
/// `path`: the snapshots since the last position drawn, whose jumps glide on screen.
function reply(api, path = [api.g.snap]) {
  const { g, ctx } = api;
  if (g.snap.toMove === 'computer') {
    const before = g.snap;
    g.snap = g.kv.act({ type: 'computer' });
    path.push(g.snap);
    ctx.emit?.('move', { by: 'computer', move: moveText(before, g.snap) });
  }
  glide(api, path);
  afterMove(api);
}

/// Shows the jumps between consecutive snapshots of `path` one player after the other:
/// the game, the words and the hooks are at the last snapshot from the start, only the
/// drawing follows.
function glide(api, path) {
  const { g, view } = api;
  land(api);
  if (view.state.reduced) return;
  const segments = [];
  for (let i = 1; i < path.length; i++) {
    const jumps = path[i].knights
      .map((to, j) => [path[i - 1].knights[j], to])
      .filter(([from, to]) => from && (from[0] !== to[0] || from[1] !== to[1]))
      .map(([from, to]) => [index(g.n, from), index(g.n, to)]);
    if (jumps.length) segments.push({ cells: path[i].board, jumps });
  }
  if (!segments.length) return;
  const t0 = performance.now();
  const frame = (now) => {
    // A frame's time can be a little before t0 (it is when the frame began).
    const elapsed = Math.max(0, now - t0) / GLIDE_MS;
    if (elapsed >= segments.length) {
      g.glide = null;
      view.hook('gliding', null);
      return show(api);
    }
    Object.assign(g.glide, { k: Math.floor(elapsed), t: elapsed % 1 });
    show(api);
    g.glide.frame = requestAnimationFrame(frame);
  };
  g.glide = { segments, k: 0, t: 0, frame: requestAnimationFrame(frame) };
  view.hook('gliding', 'true');
}

/// Ends a glide at once: the board shows the position as it is.
function land({ g, view }) {
  if (!g.glide) return;
  cancelAnimationFrame(g.glide.frame);
  g.glide = null;
  view.hook('gliding', null);
}

function afterMove(api) {
  const { g, $ } = api;
  const s = g.snap;
  g.selected = null;
  g.moves = [];
  keep(api);
  show(api);
  const winner = s.winner === 'visitor' ? 'you' : 'computer';
  const now = s.over ? t('knights-play-won', { winner }) : t('grid-your-move');
  const text = s.last ? t('knights-play-after', { last: wordFact(s.last), now }) : now;
  $('grid-status').textContent = s.over ? t('grid-winner', { winner }) : '';
  say(api, text);
  if (s.over && !g.told) api.ctx.emit?.('over', { winner: s.winner === 'visitor' ? 'you' : 'computer' });
  g.told = s.over;
}

/// Play: a knight, then its square; `one` plays at once, the set variants collect jumps.
function choose(api, k) {
  const { g } = api;
  const s = g.snap;
  if (s.toMove !== 'visitor') return;
  const here = s.knights.findIndex(([x, y], i) => index(g.n, [x, y]) === k && !g.moves.some(([j]) => j === i));
  if (g.selected === null) {
    if (here < 0) return say(api, t('knights-play-no-knight', { square: square(g.n, k).join(',') }));
    g.selected = here;
    show(api);
    return say(api, t('knights-play-chosen', { knight: here + 1, square: square(g.n, k).join(',') }));
  }
  g.moves.push([g.selected, k]);
  g.selected = null;
  if (api.$('grid-commit').hidden) return commit(api);
  show(api);
  say(api, t('knights-play-chosen-set', { count: g.moves.length }));
}

function commit(api) {
  const { g } = api;
  const before = g.snap;
  const triples = g.moves.flatMap(([i, to]) => [i, ...square(g.n, to)]);
  try {
    g.snap = g.kv.act({ type: 'play', triples });
  } catch (e) {
    g.moves = [];
    show(api);
    const text = t('grid-not-allowed', { why: wordError(e) });
    say(api, text);
    return text;
  }
  api.ctx.emit?.('move', { by: 'you', move: moveText(before, g.snap) });
  reply(api, [before, g.snap]);
  return undefined;
}

/// The `move` command: the visitor's move as the `move` event writes it (`1-6-7`, knights
/// numbered from 1 with the square each reaches, joined by `_`); before the start, the
/// visitor begins.
function commandMove(api, text) {
  const { g } = api;
  const jumps = text.split('_').map((t) => t.split('-'));
  if (!jumps.every((j) => j.length === 3 && j.every((d) => /^\d{1,3}$/.test(d)))) {
    return t('knights-play-command-not-move', { text: quoted(text) });
  }
  if (!g.snap.started) start(api, true);
  if (g.snap.over) return t('grid-game-over');
  if (g.snap.toMove !== 'visitor') return t('grid-computer-turn');
  const outside = jumps.find(([, x, y]) => Number(x) < 1 || Number(x) > g.n || Number(y) < 1 || Number(y) > g.n);
  if (outside) return t('knights-play-command-off-board', { square: outside.slice(1).join(','), size: g.n });
  g.selected = null;
  g.moves = jumps.map(([j, x, y]) => [Number(j) - 1, index(g.n, [Number(x), Number(y)])]);
  return commit(api);
}

function wire(api) {
  const { $, g, ctx } = api;
  fillSettings(api);
  $('grid-you-first').addEventListener('click', () => start(api, true));
  $('grid-computer-first').addEventListener('click', () => start(api, false));
  $('grid-commit').addEventListener('click', () => (g.moves.length ? commit(api) : say(api, t('knights-play-choose-first'))));
  $('grid-clear').addEventListener('click', () => { g.moves = []; g.selected = null; show(api); });
  $('grid-undo').addEventListener('click', () => {
    land(api);
    g.snap = g.kv.act({ type: 'undo' });
    if (g.snap.toMove === 'computer') return reply(api);
    afterMove(api);
  });
  $('grid-new').addEventListener('click', () => {
    land(api);
    ctx.keepMoves?.('');
    open(api, ctx.params);
  });
  $('grid-values').addEventListener('change', () => show(api));
  const reopen = (partial) => { ctx.setParams({ ...partial, moves: '' }); open(api, ctx.params); };
  $('grid-size').addEventListener('change', (e) => reopen({ size: Number(e.target.value), at: '' }));
  $('grid-variant').addEventListener('change', (e) => reopen({ variant: e.target.value }));
}
