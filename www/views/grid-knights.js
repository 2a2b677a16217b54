// The knights game on the grid view, the visitor against the computer. Every game question
// (is a move legal, who wins, the computer's move, each square's Grundy value, the end) is
// the wasm `KnightsView`'s answer (web/src/knights.rs over the core's knights::session);
// this file shows its snapshots. Squares: x from 1 at the left, y from 1 at the bottom.

import { rulesFor } from '../params.js';
import { articleFor, quoted } from '../words.js';

const PANEL = `
  <h2 class="board-title" id="grid-title"></h2>
  <p class="grid-rules" id="grid-rules"></p>
  <div class="grid-settings">
    <label>Board side <input id="grid-size" type="number" step="1" inputmode="numeric"></label>
    <label>Who moves <select id="grid-variant"></select></label>
    <label class="grid-check" data-spoiler><input type="checkbox" id="grid-values"> Show values</label>
  </div>
  <!-- What to do and its buttons come before the board, so they show on the first screen. -->
  <p class="sentence" id="grid-sentence"></p>
  <div class="play-buttons" id="grid-setup">
    <button type="button" id="grid-you-first" class="play">You move first</button>
    <button type="button" id="grid-computer-first">The computer moves first</button>
  </div>
  <div class="play-buttons" id="grid-game" hidden>
    <button type="button" id="grid-commit" hidden>Make this move</button>
    <button type="button" id="grid-clear" hidden>Clear the choice</button>
    <button type="button" id="grid-undo">Undo</button>
    <button type="button" id="grid-new">New game</button>
  </div>
  <p class="play-status" id="grid-status" role="status"></p>
  <div id="grid-slot"></div>
  <p class="grid-note" id="grid-why" role="status"></p>
  <p class="play-help" id="grid-help"></p>`;

/// The controls, the KnightsView and the handlers; `view` is the grid shell.
export function knightsAdapter(view) {
  const { state } = view;
  const { ctx, root } = state;
  root.insertAdjacentHTML('beforeend', PANEL);
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

// The game so far lives in the link as `moves=` (the core's record; www/app.js asks).
knightsAdapter.reads = ['moves'];

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
    ctx.say([`The page cannot show these knights (size=${params.size}, variant=${params.variant}, at=${quoted(params.at)}): ${e.message}. It shows an empty board of the default size instead.`]);
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
  $('grid-title').textContent = `${ctx.game.title}, ${n}×${n} board`;
  $('grid-rules').textContent = rulesFor(ctx.game, { ...p, size: n });
  $('grid-setup').hidden = false;
  $('grid-game').hidden = true;
  $('grid-help').textContent = 'Click squares (or on the board: arrow keys, then Enter or Space) to place or remove knights, then choose who moves first.';
  g.selected = null;
  g.moves = [];
  g.told = false;
  g.snap = g.kv.act({ type: 'snapshot' });
  view.relayout();
  if (p.moves) return resume(api, p.moves);
  keep(api);
  show(api);
  say(api, 'Place the knights, then start.');
}

/// The game of a `moves=` record, played again up to its last good move.
function resume(api, moves) {
  const { g, ctx } = api;
  try {
    g.kv.act({ type: 'replay', moves });
  } catch (e) {
    ctx.say([`The link's moves=${quoted(moves)} could not all be played again: ${e.message}. The game goes on from the move before.`]);
  }
  g.snap = g.kv.act({ type: 'snapshot' });
  if (!g.snap.started) {
    keep(api);
    show(api);
    return say(api, 'Place the knights, then start.');
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
  $('grid-variant').replaceChildren(...variant.options.map((o) => new Option(o, o)));
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
  view.state.canvas.setAttribute('aria-label', `${articleFor(g.n) === 'an' ? 'An' : 'A'} ${g.n}×${g.n} board with ${s.knights.length} knight${s.knights.length === 1 ? '' : 's'}${s.knights.length ? ` at ${s.at.replaceAll(';', '; ')}` : ''}.`);
  const values = s.knights.map(([x, y]) => g.values[index(g.n, [x, y])]);
  // Every knight moving (variant all): the values are remoteness (Smith, Winning Ways ch. 9).
  const every = api.ctx.params.variant === 'all';
  const win = every ? ', part of the winning move: it brings this knight one move nearer its end' : ', wins: it leaves the computer a lost position';
  const said = options.map((o) => `${o.to.join(',')} (${every ? 'remoteness' : 'value'} ${o.value}${o.wins ? win : ''})`);
  const whole = every
    ? `Remoteness of the knights' squares (how many moves each knight has left with best play): ${values.join(', ')}. The least decides: odd, the player to move wins; so the player to move ${s.outcome === 'first' ? 'wins' : 'loses'} with perfect play.`
    : `Values of the knights' squares: ${values.join(', ')}. The player to move ${s.outcome === 'first' ? 'wins' : 'loses'} with perfect play.`;
  $('grid-why').textContent = !shown || !s.knights.length ? ''
    : g.selected !== null
      ? `Knight ${g.selected + 1} can jump to ${said.length ? said.join('; ') : 'no square'}.`
      : whole;
  view.draw();
}

function place(api, k) {
  const { g, ctx } = api;
  try {
    const [x, y] = square(g.n, k);
    g.snap = g.kv.act({ type: 'place', x, y });
  } catch (e) {
    return say(api, `${e.message}.`);
  }
  ctx.setParams({ at: g.snap.at });
  show(api);
  say(api, `${g.snap.knights.length} knight${g.snap.knights.length === 1 ? '' : 's'} placed.`);
}

function start(api, visitorFirst) {
  const { g } = api;
  try {
    g.snap = g.kv.act({ type: 'start', visitorFirst });
  } catch (e) {
    return say(api, `Cannot start: ${e.message}.`);
  }
  began(api);
  say(api, visitorFirst ? 'Your move.' : 'The computer moves first.');
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
    ? `Click a knight, then its square; repeat for ${every ? 'every knight (all of them must move)' : 'each knight you move'}, then "Make this move".`
    : 'Click a knight, then the square it jumps to.';
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
  const last = s.last ? `${s.last.charAt(0).toUpperCase()}${s.last.slice(1)}. ` : '';
  let text = `${last}Your move.`;
  if (s.over) text = `${last}${s.winner === 'visitor' ? 'You win: the computer has no move.' : 'The computer wins: you have no move.'}`;
  $('grid-status').textContent = s.over ? (s.winner === 'visitor' ? 'You win.' : 'The computer wins.') : '';
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
    if (here < 0) return say(api, `No knight of yours to move on ${square(g.n, k).join(',')}: choose a knight.`);
    g.selected = here;
    show(api);
    return say(api, `Knight ${here + 1} on ${square(g.n, k).join(',')} chosen: now its square.`);
  }
  g.moves.push([g.selected, k]);
  g.selected = null;
  if (api.$('grid-commit').hidden) return commit(api);
  show(api);
  say(api, `${g.moves.length} knight${g.moves.length === 1 ? '' : 's'} chosen; choose more or make the move.`);
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
    const text = `Not allowed: ${e.message}.`;
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
    return `${quoted(text)} is not a move written as knight-x-y (1-6-7), several joined by _.`;
  }
  if (!g.snap.started) start(api, true);
  if (g.snap.over) return 'The game is over: start a new one to move again.';
  if (g.snap.toMove !== 'visitor') return 'It is the computer\'s turn.';
  const outside = jumps.find(([, x, y]) => Number(x) < 1 || Number(x) > g.n || Number(y) < 1 || Number(y) > g.n);
  if (outside) return `${outside.slice(1).join(',')} is not a square of this ${g.n}×${g.n} board.`;
  g.selected = null;
  g.moves = jumps.map(([j, x, y]) => [Number(j) - 1, index(g.n, [Number(x), Number(y)])]);
  return commit(api);
}

function wire(api) {
  const { $, g, ctx } = api;
  fillSettings(api);
  $('grid-you-first').addEventListener('click', () => start(api, true));
  $('grid-computer-first').addEventListener('click', () => start(api, false));
  $('grid-commit').addEventListener('click', () => (g.moves.length ? commit(api) : say(api, 'Choose a knight and its square first.')));
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
