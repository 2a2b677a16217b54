// Peg solitaire on the grid view. Every game question (the solution or why there is none,
// whether a jump is legal, still solvable or not, the hint, the win) is the wasm `PegView`'s
// answer (web/src/peg.rs over the core's peg::session); this file shows its snapshots.
// Watch mode: edit the start (click a hole), Solve, then step, scrub, play. Play mode: click
// a peg, then the hole to jump to; undo, hint, and the verdict after each jump. Atlas: click
// the hole to leave empty; the board marks every hole the last peg can end on (the core's
// `atlas`, one vacancy at a time) and the page says why the others cannot be reached.

import { rulesFor, introFor } from '../params.js';
import { mountTimeline, timelineMarkup } from './timeline.js';
import { quoted } from '../words.js';
import { factOf, t, translateTree, wordError, wordFact, words } from '../i18n.js';

// Plain words first (the game in one sentence, then what to do); the rules in full and the
// theory (position classes, pagoda functions) below, the theory behind "How it is solved".
const PANEL = () => `
  <h2 class="board-title" id="grid-title"></h2>
  <p class="grid-intro" id="grid-intro"></p>
  <div class="grid-settings">
    <label><span data-l10n-id="peg-play-board"></span> <select id="grid-board-select"></select></label>
    <label><span data-l10n-id="peg-play-finish"></span> <select id="grid-finish"></select></label>
    <div class="grid-modes" role="group" data-l10n-id="peg-play-modes" data-spoiler>
      <button type="button" id="grid-watch-mode" aria-pressed="true" data-l10n-id="peg-play-watch-mode"></button>
      <button type="button" id="grid-play-mode" aria-pressed="false" data-l10n-id="peg-play-play-mode"></button>
      <button type="button" id="grid-atlas-mode" aria-pressed="false" data-l10n-id="peg-play-atlas-mode"></button>
    </div>
  </div>
  <div id="grid-slot"></div>
  <p class="sentence" id="grid-sentence"></p>
  <div id="grid-watch" class="grid-panel">
    <div class="play-buttons"><button type="button" id="grid-solve" class="play" data-l10n-id="peg-play-solve"></button></div>
    ${timelineMarkup('grid-', { unit: t('peg-play-jump-unit') })}
    <p class="grid-note" id="grid-solve-note" role="status"></p>
    <details class="grid-jumps" id="grid-jumps-box" hidden>
      <summary data-l10n-id="peg-play-solution-jumps"></summary>
      <ol id="grid-jumps"></ol>
    </details>
  </div>
  <div id="grid-play-panel" class="grid-panel" hidden>
    <div class="play-buttons">
      <button type="button" id="grid-undo" data-l10n-id="grid-undo"></button>
      <button type="button" id="grid-restart" data-l10n-id="peg-play-restart"></button>
      <button type="button" id="grid-hint" data-spoiler data-l10n-id="peg-play-hint"></button>
    </div>
    <p class="play-status" id="grid-verdict" role="status"></p>
    <p class="grid-note" id="grid-lost" hidden><span id="grid-lost-text"></span> <button type="button" id="grid-lost-undo"></button></p>
    <p class="grid-note" id="grid-hint-text" role="status"></p>
  </div>
  <div id="grid-atlas-panel" class="grid-panel" hidden>
    <p class="play-status" id="grid-atlas-text" role="status"></p>
    <ul class="grid-note" id="grid-atlas-why"></ul>
  </div>
  <p class="play-help" id="grid-help"></p>
  <p class="grid-rules" id="grid-rules"></p>
  <details class="grid-theory">
    <summary data-l10n-id="grid-how-solved"></summary>
    <p data-l10n-id="peg-how-solved"></p>
  </details>`;

/// A board's name as a menu shows it ("English board", "Triangle of side 5").
const boardName = (id) => t('peg-play-board-name', { board: id });

/// The controls, the PegView and the handlers; `view` is the grid shell (www/views/grid.js).
export function pegAdapter(view) {
  const { state } = view;
  const { ctx, root, canvas } = state;
  root.insertAdjacentHTML('beforeend', PANEL());
  translateTree(root);
  root.querySelector('#grid-slot').replaceWith(state.frame);
  const $ = (id) => root.querySelector(`#${id}`);
  state.game = { peg: null, names: [], solution: null, solving: null, selected: null, hint: null, marks: null, flight: 0, mode: 'watch', told: null, seen: [], judge: undefined, asked: 0, busy: false };
  const g = state.game;
  const api = { view, $, g, ctx, canvas };
  const listening = new AbortController();
  // The solution as a line of steps on the one timeline player; the keys are routed by
  // `watchKey` (a key may solve first).
  api.tl = mountTimeline(root, solutionLine(api), {
    signal: listening.signal, prefix: 'grid-', keyTarget: null, speed: ctx.params.speed, range: ctx.catalog?.speed,
    onSpeed: (speed) => ctx.setParams({ speed }),
  });
  fillSettings(api);
  wireWatch(api);
  wirePlay(api);
  open(api, opening(ctx));
  return {
    activate: (k) => (g.mode === 'play' ? choose(api, k) : g.mode === 'atlas' ? atlas(api, k) : toggle(api, k)),
    cancel: () => { g.selected = null; show(api, g.snap); },
    key: (e) => watchKey(api, e),
    destroy: () => { listening.abort(); api.tl.destroy(); cancelAnimationFrame(g.flight); clearTimeout(g.searching); clearTimeout(g.atlasWork); g.judge?.terminate(); g.fewestWorker?.terminate(); g.peg?.free(); },
    ...commands(api),
  };
}

/// The embedding's commands (www/embed.js): the solution is a line of steps in watch mode;
/// each returns a sentence when it refuses.
function commands(api) {
  const { g, $ } = api;
  const watching = (what) => (g.mode === 'watch' ? null : t('peg-play-command-watch-only', { what }));
  // Null once there is a solution, else why not (or that it is still being searched for).
  const unsolved = () => (solve(api) ? null : `${$('grid-sentence').textContent}`);
  const play = () => api.tl.play();
  return {
    fields: () => (g.solution ? { step: g.snap.step, length: g.solution.length / 2 } : { step: g.snap.step }),
    // Play waits for a solution searched for on the second thread, then plays it.
    play: () => watching('play') ?? (solve(api, play) ? (play(), null) : g.solving ? null : $('grid-sentence').textContent),
    pause: () => { api.tl.pause(); return null; },
    seek: (step) => {
      const problem = watching('step through') ?? unsolved();
      if (problem) return problem;
      const total = g.solution.length / 2;
      const k = typeof step === 'string' && /^\d{1,6}$/.test(step) ? Number(step) : step;
      if (!Number.isInteger(k) || k < 0 || k > total) return t('peg-play-command-step', { total, step: JSON.stringify(step) });
      api.tl.seek(k);
      return null;
    },
    restart: () => {
      if (g.mode === 'play') $('grid-restart').click();
      else if (g.solution) api.tl.seek(0);
      return null;
    },
    // The `move` command: a jump as the `move` event writes it, `d2-d4`.
    move: (text) => {
      if (g.mode !== 'play') return t('peg-play-command-play-only');
      const [from, to, extra] = text.split('-').map((name) => g.names.indexOf(name.trim()));
      if (from === undefined || to === undefined || extra !== undefined || from < 0 || to < 0) {
        return t('peg-play-command-not-jump', { text: quoted(text) });
      }
      return jump(api, from, to);
    },
    // A start the judge has settled as lost cannot pass a task; an unsettled one may.
    prospect: () => (g.mode === 'play' && g.snap?.verdict === 'unsolvable' ? 'loss' : undefined),
  };
}

/// The problem the view opens on: the link's, except that a board named without a start and
/// a finish of its own opens on its classic problem (the catalog's defaults are the English
/// board's central game, impossible on most others).
function opening(ctx) {
  const named = (name) => ctx.given?.has(name);
  if (!named('board') || named('empty') || named('finish')) return ctx.params;
  try {
    const [empty, finish] = ctx.wasm.pegClassic(ctx.params.board);
    ctx.setParams({ empty, finish });
  } catch {
    // not a board: the view's constructor says so
  }
  return ctx.params;
}

function fillSettings({ $, ctx }) {
  const board = ctx.game.params.find((p) => p.name === 'board');
  $('grid-board-select').replaceChildren(...board.kind.options.map((o) => new Option(boardName(o), o)));
}

/// Opens the problem of `params` (falls back to the catalog's defaults, said in words).
function open(api, params) {
  const { g, ctx, view, $ } = api;
  api.tl.pause();
  g.peg?.free();
  let p = { ...params };
  try {
    g.peg = new ctx.wasm.PegView(p.board, p.empty, p.finish);
  } catch (e) {
    const defaults = Object.fromEntries(ctx.game.params.map((q) => [q.name, q.kind.default]));
    ctx.say([t('peg-play-cannot-show', { board: String(p.board), empty: quoted(p.empty), finish: quoted(p.finish), why: wordError(e) })]);
    p = { ...p, ...defaults };
    g.peg = new ctx.wasm.PegView(p.board, p.empty, p.finish);
    ctx.setParams(defaults);
  }
  const layout = g.peg.act({ type: 'layout' }).reply;
  view.state.layout = layout;
  g.names = layout.names;
  g.finish = p.finish;
  $('grid-board-select').value = layout.board;
  $('grid-finish').replaceChildren(new Option(t('peg-play-any-hole'), 'any'), ...layout.names.map((n) => new Option(n, n)));
  $('grid-finish').value = p.finish;
  $('grid-title').textContent = t('peg-play-title', { board: layout.board });
  $('grid-intro').textContent = introFor(ctx.game, { ...ctx.params, board: layout.board });
  g.solution = g.solving = null;
  view.state.focus = layout.finish ?? 0;
  view.relayout();
  // A new board or finish keeps the atlas open; otherwise the link's mode.
  setMode(api, g.mode === 'atlas' ? 'atlas' : params.mode === 'play' ? 'play' : 'watch', params);
  askFewest(api, p);
}

// ---- task=optimal: the fewest moves, for the score ------------------------------------------

/// task=optimal scores the moves made (a chain of jumps by one peg is one, as `--fewest-moves`
/// counts) against the fewest from the start: searched once per problem on a second thread
/// while the pupil plays (`g.fewest`: a number, or undefined while searching), or here at the
/// end where no second thread starts. A search past its limit drops the task, in words.
function askFewest(api, p) {
  const { g, ctx, view } = api;
  g.fewestWorker?.terminate();
  g.fewestWorker = null;
  g.fewest = undefined;
  g.solvedWaiting = null;
  if (ctx.params.task !== 'optimal') return;
  const question = { ask: 'fewest', board: view.state.layout.board, empty: p.empty, finish: p.finish };
  try {
    g.fewestWorker = new Worker(new URL('./peg-judge-worker.js', import.meta.url), { type: 'module' });
  } catch {
    return; // no second thread: searched here when the pupil finishes
  }
  const worker = g.fewestWorker;
  worker.onmessage = ({ data }) => {
    if (worker !== g.fewestWorker) return;
    worker.terminate();
    g.fewestWorker = null;
    fewestKnown(api, data.fewest, data.refused);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    if (worker !== g.fewestWorker) return;
    g.fewestWorker = null; // searched here when the pupil finishes
    if (g.solvedWaiting) fewestHere(api);
  };
  worker.postMessage(question);
}

/// The fewest moves are known (`fewest`) or refused (`refused`, the core's reason): a solution
/// waiting for them is told now.
function fewestKnown(api, fewest, refused) {
  const { g, ctx } = api;
  if (refused) {
    g.fewest = null;
    ctx.refuseTask?.(t('peg-play-optimal-refused', { why: wordError(refused) }));
    return;
  }
  g.fewest = fewest;
  if (g.solvedWaiting) {
    const snap = g.solvedWaiting;
    g.solvedWaiting = null;
    tellSolved(api, snap);
  }
}

/// Without a second thread: the search on this thread, once the page has painted its words.
function fewestHere(api) {
  const { g, $ } = api;
  $('grid-sentence').textContent = t('peg-play-fewest-working');
  setTimeout(() => {
    let fewest;
    let refused;
    try {
      fewest = g.peg.act({ type: 'fewest' }).reply;
    } catch (e) {
      refused = e.message;
    }
    fewestKnown(api, fewest, refused);
  }, 50);
}

/// The `solved` event of a won game: the jumps, and for task=optimal the moves made and the
/// fewest (which the event waits for while they are searched for).
function tellSolved(api, snap) {
  const { g, ctx } = api;
  if (ctx.params.task !== 'optimal' || g.fewest === null) {
    ctx.emit?.('solved', { moves: snap.step, optimal: snap.step });
    return;
  }
  if (g.fewest === undefined) {
    g.solvedWaiting = snap;
    if (!g.fewestWorker) fewestHere(api);
    else api.$('grid-sentence').textContent = t('peg-play-solved-fewest-working');
    return;
  }
  ctx.emit?.('solved', { moves: snap.step, optimal: snap.step, jumpMoves: snap.moves, fewestMoves: g.fewest });
}

/// Watch or play; `params` may ask for a step or autoplay on opening.
function setMode(api, mode, params = {}) {
  const { g, $, ctx, view } = api;
  api.tl.pause();
  land(api);
  quiet(api);
  g.mode = mode;
  g.solution = g.solving = null;
  newLine(api);
  g.selected = null;
  g.hint = null;
  g.marks = null;
  clearTimeout(g.atlasWork);
  $('grid-watch-mode').setAttribute('aria-pressed', String(mode === 'watch'));
  $('grid-play-mode').setAttribute('aria-pressed', String(mode === 'play'));
  $('grid-atlas-mode').setAttribute('aria-pressed', String(mode === 'atlas'));
  $('grid-watch').hidden = mode !== 'watch';
  $('grid-play-panel').hidden = mode !== 'play';
  $('grid-atlas-panel').hidden = mode !== 'atlas';
  $('grid-help').textContent = t('peg-play-help', { mode });
  $('grid-hint-text').textContent = '';
  // The atlas is a look at the board, not a problem of the link: the link keeps its mode.
  // The jumps made belong to play mode: leaving it, the link drops them.
  if (mode !== 'atlas' && (ctx.params.mode !== mode || (mode !== 'play' && ctx.params.moves))) {
    ctx.setParams({ mode, step: 0, ...(mode !== 'play' && { moves: '' }) });
  }
  if (mode !== 'play' && params.moves) ctx.say([t('peg-play-moves-dropped', { moves: quoted(params.moves) })]);
  if (mode === 'atlas') {
    view.hook('verdict', null);
    view.hook('settled', null);
    const empty = g.snap?.empty?.length === 1 ? g.names.indexOf(g.snap.empty[0]) : view.state.focus;
    return atlas(api, empty);
  }
  if (mode === 'play') {
    view.hook('step', 0);
    g.peg.act({ type: 'depth', depth: judgeWorker(api) ? 'glance' : 'full' });
    show(api, g.peg.act({ type: 'restart' }));
    rules(api, g.snap.empty, g.finish);
    // The link's jumps are played again before the link keeps anything.
    g.keeping = false;
    if (params.moves) replayJumps(api, params.moves);
    if (jumpsRecord(api) !== (ctx.params.moves ?? '')) ctx.setParams({ moves: jumpsRecord(api) });
    g.keeping = true;
    judgeHere(api, g.peg.act({ type: 'snapshot', judge: true }));
    return;
  }
  view.hook('verdict', null);
  view.hook('settled', null);
  show(api, g.peg.act({ type: 'restart' }));
  describeStart(api);
  if (params.step > 0 || params.autoplay) {
    const go = () => {
      if (params.step > 0) api.tl.seek(Math.min(Number(params.step), g.solution.length / 2));
      if (params.autoplay) api.tl.play();
    };
    if (solve(api, go)) go();
  }
}

/// Draws snapshot `snap` (or, with a jump in `flight`, the board `cells` it lands on) and
/// keeps the test hooks and the label with the snapshot.
function show(api, snap, flight, cells = snap.board) {
  const { g, view } = api;
  g.snap = snap;
  view.state.scene = { cells, finish: g.mode === 'atlas' ? null : view.state.layout.finish, selected: g.selected, hint: g.hint, flight, marks: g.marks };
  view.hook('step', snap.step);
  view.hook('board', snap.board);
  api.canvas.setAttribute('aria-label', t('peg-play-board-label', { board: view.state.layout.board, pegs: snap.pegs, step: snap.step, solved: String(Boolean(snap.won)) }));
  view.draw();
}

/// The rules of the start with holes `empty` (names) and the last peg on `finish` (a hole or
/// `any`), worded by params.js as the catalog's parameters are.
function rules({ $, ctx }, empty, finish) {
  const named = { empty: empty.length ? words().list(empty) : t('peg-play-no-hole'), finish: finish === 'any' ? t('peg-play-any-hole') : finish };
  $('grid-rules').textContent = rulesFor(ctx.game, { ...ctx.params, ...named });
}

function describeStart(api) {
  const { g, $ } = api;
  const snap = g.snap;
  rules(api, snap.empty, g.finish);
  $('grid-sentence').textContent = t('peg-play-start', { pegs: snap.pegs, holes: snap.empty.length, empty: words().list(snap.empty), finish: g.finish });
  $('grid-solve-note').textContent = '';
  $('grid-jumps-box').hidden = true;
  for (const id of ['grid-to-start', 'grid-back', 'grid-play', 'grid-forward', 'grid-to-end', 'grid-scrub']) $(id).disabled = true;
}

// ---- watch mode ---------------------------------------------------------------------------

/// Asks the core for the solution and times it; false (with the reason shown) when none
/// yet. A start that the core's quick search does not decide is solved on the second thread
/// (the page says it is searching meanwhile), and `then` runs once that solution is here.
function solve(api, then) {
  const { g, $ } = api;
  if (g.solution) return true;
  if (g.solving) {
    g.solving.then = then ?? g.solving.then;
    return false;
  }
  const t0 = performance.now();
  const worker = judgeWorker(api);
  try {
    const reply = g.peg.act({ type: 'solve', quick: Boolean(worker) }).reply;
    if (reply === null) {
      solveElsewhere(api, worker, t0, then);
      return false;
    }
    g.solution = reply;
  } catch (e) {
    refusedSolution(api, e, performance.now() - t0);
    return false;
  }
  solved(api, performance.now() - t0);
  return true;
}

/// The solver's refusal (an error or a worker's text carrying the fact `peg-no-solution`
/// or `peg-undecided`, web/src/peg.rs) in words, after `ms`.
function refusedSolution(api, error, ms) {
  const { $, ctx, view } = api;
  const fact = factOf(error);
  const none = fact?.id === 'peg-no-solution';
  $('grid-sentence').textContent = none
    ? t('peg-play-no-solution', { why: wordFact(fact.args.why) })
    : t('peg-play-undecided', { why: fact?.args?.why ? wordFact(fact.args.why) : wordError(error) });
  $('grid-solve-note').textContent = t('peg-play-solve-stopped', { decided: String(none), ms: Math.round(ms) });
  view.hook('solve-ms', ms.toFixed(1));
  ctx.announce(none ? t('peg-play-no-solution-said', { why: wordFact(fact.args.why) }) : t('peg-play-undecided-said'));
}

/// The whole search for the start, on the second thread: the page stays free meanwhile.
function solveElsewhere(api, worker, t0, then) {
  const { g, $, ctx, view } = api;
  g.asked += 1;
  g.solving = { id: g.asked, t0, then };
  $('grid-sentence').textContent = t('peg-play-solving-elsewhere');
  $('grid-solve-note').textContent = '';
  view.hook('solving', 'worker');
  ctx.announce(t('peg-play-solving-elsewhere-said'));
  worker.postMessage({ id: g.asked, ask: 'solve', board: view.state.layout.board, empty: g.snap.empty.join(','), finish: g.finish, jumps: [] });
}

/// The second thread's answer for the start: adopted by the page's own PegView (which
/// checks it) if it is still the start asked about, and what Solve waited for goes on.
function solvedElsewhere(api, data) {
  const { g, view } = api;
  const asked = g.solving;
  if (!asked || data.id !== asked.id || g.mode !== 'watch') return;
  g.solving = null;
  view.hook('solving', null);
  const ms = performance.now() - asked.t0;
  if (data.failed || data.refused) return refusedSolution(api, data.refused ?? data.failed, ms);
  try {
    g.peg.act({ type: 'adopt', jumps: data.solution });
  } catch (e) {
    return refusedSolution(api, e, ms);
  }
  g.solution = Uint32Array.from(data.solution);
  solved(api, ms);
  asked.then?.();
}

/// Shows the solution found in `ms`: its jumps listed, the timeline's controls on.
function solved(api, ms) {
  const { g, $, ctx, view } = api;
  const jumps = g.solution.length / 2;
  view.hook('solve-ms', ms.toFixed(1));
  $('grid-solve-note').textContent = t('peg-play-solved-in', { ms: Math.round(ms), jumps });
  const items = [];
  for (let k = 0; k < g.solution.length; k += 2) {
    const li = document.createElement('li');
    li.textContent = `${g.names[g.solution[k]]}-${g.names[g.solution[k + 1]]}`;
    items.push(li);
  }
  $('grid-jumps').replaceChildren(...items);
  $('grid-jumps-box').hidden = false;
  for (const id of ['grid-to-start', 'grid-back', 'grid-play', 'grid-forward', 'grid-to-end', 'grid-scrub']) $(id).disabled = false;
  $('grid-sentence').textContent = t('peg-play-solution', { jumps });
  ctx.announce(t('peg-play-solution-said', { jumps }));
  newLine(api);
}

/// The solution as the timeline player's line: jump `step` of it drawn (the next jump
/// `glide` of the way in flight), the words and events when the whole jump shown changes.
function solutionLine(api) {
  const { g } = api;
  const total = () => (g.solution ? g.solution.length / 2 : 0);
  /// The snapshot after jump `k`: the core's, kept for the two steps a glide shows.
  const at = (k) => {
    const kept = g.seen.find((snap) => snap.step === k);
    if (kept) return kept;
    const snap = g.peg.act({ type: 'seek', step: k });
    g.seen = [snap, ...g.seen.slice(0, 1)];
    return snap;
  };
  return {
    length: () => BigInt(total()),
    active: () => g.mode === 'watch' && Boolean(g.solution),
    draw(step, glide) {
      if (g.mode !== 'watch' || !g.solution) return false;
      const k = Number(step);
      // The hooks and readouts are of the whole step shown; the next jump flies over it.
      const here = at(k);
      if (glide > 0 && k < total()) {
        const next = at(k + 1);
        show(api, here, { ...next.last, t: glide }, next.board);
      } else show(api, here);
      return false;
    },
    changed(step, playing) {
      if (g.mode !== 'watch' || !g.solution) return;
      const k = Number(step);
      if (!playing) api.ctx.setParams({ step: k }); // a deep link to this jump (not while playing)
      if (k === g.told) return;
      const first = g.told === null;
      g.told = k;
      g.hint = null;
      if (first) return; // a new line: its own words are said by whoever made it
      const snap = g.snap;
      const said = k === 0 ? t('peg-play-the-start') : t('peg-play-jump-of', { k, total: total(), jump: wordFact(snap.last.said) });
      api.$('grid-sentence').textContent = said;
      api.ctx.announce(said);
      api.ctx.emit?.('step', { step: k, length: total() });
      if (k === total() && snap.won) {
        api.ctx.emit?.('solved', { moves: k, optimal: k });
        finishWords(api, snap);
      }
    },
  };
}

/// The solution changed (solved, or gone with a new start or mode): the timeline shows its
/// start, and the first step it tells is not an event.
function newLine(api) {
  api.g.told = null;
  api.g.seen = [];
  api.tl.reload(0n);
}

/// Ends a jump in flight at once (a new position is about to be shown).
function land({ g }) {
  cancelAnimationFrame(g.flight);
  g.flight = 0;
}

/// Play mode: the visitor's jump of `snap.last` in flight, then `snap` drawn (instant under
/// reduced motion). Watching glides through the timeline player instead.
function fly(api, snap) {
  const { g, view } = api;
  land(api);
  const duration = 300;
  if (view.state.reduced) return show(api, snap);
  const t0 = performance.now();
  show(api, snap, { ...snap.last, t: 0 }); // the hooks follow at once, the drawing in flight
  const frame = (now) => {
    const t = Math.min(1, (now - t0) / duration);
    show(api, snap, t < 1 ? { ...snap.last, t } : undefined);
    if (t < 1) g.flight = requestAnimationFrame(frame);
  };
  g.flight = requestAnimationFrame(frame);
}

function finishWords({ $, ctx }, snap) {
  if (!snap.won) return;
  const text = t('peg-play-solved-after', { jumps: snap.step });
  $('grid-sentence').textContent = text;
  ctx.announce(text);
}

function wireWatch(api) {
  const { $, g, ctx } = api;
  $('grid-solve').addEventListener('click', () => {
    api.tl.pause();
    const next = () => $('grid-play').focus();
    if (solve(api, next)) next();
  });
  $('grid-watch-mode').addEventListener('click', () => setMode(api, 'watch'));
  $('grid-play-mode').addEventListener('click', () => setMode(api, 'play'));
  $('grid-atlas-mode').addEventListener('click', () => setMode(api, 'atlas'));
  $('grid-board-select').addEventListener('change', (e) => {
    // Each board opens on its classic problem (a solvable one).
    const [empty, finish] = ctx.wasm.pegClassic(e.target.value);
    ctx.setParams({ board: e.target.value, empty, finish, step: 0, moves: '' });
    open(api, ctx.params);
  });
  $('grid-finish').addEventListener('change', (e) => {
    ctx.setParams({ finish: e.target.value, empty: g.snap.empty.join(','), step: 0, moves: '' });
    open(api, ctx.params);
  });
}

/// ←/→, Home/End and Space on the page (not in a field, not on the board) in watch mode.
function watchKey(api, e) {
  const { g, $ } = api;
  if (g.mode === 'play' && (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z' && !e.target.closest?.('input, textarea')) {
    e.preventDefault();
    undo(api);
    return;
  }
  if (g.mode !== 'watch' || e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.target.closest?.('input, select, textarea, canvas')) return;
  if (e.key === ' ' && e.target.closest?.('button')) return;
  const { tl } = api;
  const go = { ArrowRight: tl.forward, ArrowLeft: tl.back, Home: () => tl.seek(0), End: () => tl.seek(tl.length()) }[e.key];
  if (go) {
    e.preventDefault();
    if (solve(api, go)) go();
  } else if (e.key === ' ') {
    e.preventDefault();
    if (solve(api, tl.toggle)) tl.toggle();
  }
}

/// Watch mode: empties or fills hole `k` at the start (the core refuses after a jump).
function toggle(api, k) {
  const { g, ctx, $ } = api;
  api.tl.pause();
  if (g.snap.step > 0) {
    $('grid-sentence').textContent = t('peg-play-back-to-start');
    return;
  }
  let snap;
  land(api);
  try {
    snap = g.peg.act({ type: 'toggle', hole: k });
  } catch (e) {
    $('grid-sentence').textContent = t('peg-play-refused', { why: wordError(e) });
    return;
  }
  g.solution = g.solving = null;
  newLine(api);
  ctx.setParams({ empty: snap.empty.join(','), step: 0 });
  show(api, snap);
  describeStart(api);
  ctx.announce(t('peg-play-toggled', { hole: g.names[k], peg: String(snap.board[k] === 'o') }));
}

// ---- play mode ----------------------------------------------------------------------------

function wirePlay(api) {
  const { $, g } = api;
  $('grid-undo').addEventListener('click', () => undo(api));
  $('grid-lost-undo').addEventListener('click', () => undoLoss(api));
  $('grid-restart').addEventListener('click', () => {
    g.selected = null;
    g.hint = null;
    g.peg.act({ type: 'restart' });
    judgeHere(api, g.peg.act({ type: 'snapshot', judge: true }));
    api.ctx.announce(t('peg-play-back-at-start'));
  });
  $('grid-hint').addEventListener('click', () => hint(api));
}

function undo(api) {
  const { g, ctx } = api;
  if (g.snap.step === 0) return ctx.announce(t('peg-play-nothing-to-undo'));
  const last = g.snap.last;
  g.selected = null;
  g.hint = null;
  judgeHere(api, g.peg.act({ type: 'undo' }));
  ctx.announce(t('peg-play-took-back', { jump: last.text }));
}

/// The jumps made, as the link keeps them: `d2-d4.f3-d3`.
function jumpsRecord({ g }) {
  const holes = Array.from(g.peg.act({ type: 'jumps' }).reply);
  const pairs = [];
  for (let i = 0; i < holes.length; i += 2) pairs.push(`${g.names[holes[i]]}-${g.names[holes[i + 1]]}`);
  return pairs.join('.');
}

/// Plays a link's jumps again, stopping at the first one that cannot be played (named,
/// with the jumps before it kept).
function replayJumps(api, record) {
  const { g, ctx } = api;
  for (const token of record.split('.')) {
    const [from, to] = token.split('-').map((name) => g.names.indexOf(name));
    try {
      if (!(from >= 0 && to >= 0) || token.split('-').length !== 2) throw new Error(t('peg-play-link-not-jump'));
      // Not judged one by one: the caller judges where the link's jumps end.
      show(api, g.peg.act({ type: 'apply', from, to, judge: false }));
    } catch (e) {
      ctx.say([t('peg-play-link-jumps-dropped', { moves: quoted(record), jump: quoted(token), why: wordError(e) })]);
      break;
    }
  }
}

/// Back to the position before the jump that lost the game (the verdict's `lostSince`).
function undoLoss(api) {
  const { g, $, ctx } = api;
  const jumps = Number($('grid-lost-undo').dataset.jumps);
  g.selected = null;
  g.hint = null;
  judgeHere(api, g.peg.act({ type: 'undo', jumps }));
  ctx.announce(t('peg-play-took-back-loss', { jumps }));
}

/// Play mode: the first click chooses a peg, the second the hole it jumps to.
function choose(api, k) {
  const { g, $, ctx } = api;
  const peg = g.snap.board[k] === 'o';
  if (g.selected === null || g.selected === k || peg) {
    g.selected = peg && g.selected !== k ? k : null;
    const text = g.selected === null
      ? (peg ? t('peg-play-choose-peg') : t('peg-play-hole-empty', { hole: g.names[k] }))
      : t('peg-play-peg-chosen', { hole: g.names[k] });
    $('grid-sentence').textContent = text;
    ctx.announce(text);
    return show(api, g.snap);
  }
  jump(api, g.selected, k);
}

/// Play mode: the peg on hole `from` jumps to hole `to`, checked by the core; returns the
/// refusal in words when it is not allowed.
function jump(api, from, to) {
  const { g, $, ctx } = api;
  let snap;
  try {
    snap = g.peg.act({ type: 'apply', from, to });
  } catch (e) {
    g.selected = null;
    show(api, g.snap);
    const text = t('grid-not-allowed', { why: wordError(e) });
    $('grid-sentence').textContent = text;
    ctx.announce(text);
    return text;
  }
  g.selected = null;
  g.hint = null;
  judgeHere(api, snap, true);
  ctx.emit?.('move', { by: 'you', move: snap.last.text });
  // Every solution makes pegs − 1 jumps, so the visitor's is as short as any in jumps; in
  // moves (a chain of jumps by one peg being one) task=optimal compares it with the fewest.
  if (snap.won) tellSolved(api, snap);
  return undefined;
}

const stillSearching = (howFar) => t('peg-play-still-searching', { how: wordFact(howFar) });

/// Shows a judged snapshot: the verdict, the jump in words, the end when no jump is left.
/// While the verdict is not settled (a hard position), the page says so and asks the judge
/// on the second thread (`ask`), or, where there is none, asks the core's judge here again
/// after yielding to the browser (it works in slices of some tens of milliseconds), until
/// it is; any new action cancels the asking. `again` marks such a repeat: the board is not
/// animated again and only the settled verdict is announced.
function judgeHere(api, snap, animate = false, again = false) {
  const { g, $, ctx, view } = api;
  // The game in progress is kept in the link: a history step per change (www/history.js).
  if (g.keeping && g.mode === 'play' && jumpsRecord(api) !== (ctx.params.moves ?? '')) ctx.keepMoves?.(jumpsRecord(api));
  quiet(api);
  if (!again) land(api);
  if (!again) view.hook('judged-by', 'page');
  view.hook('verdict', snap.verdict);
  view.hook('settled', String(snap.settled));
  if (!again) $('grid-hint-text').textContent = '';
  const verdict = snap.verdict === 'searching' ? stillSearching(snap.reason)
    : t('peg-play-verdict', { verdict: snap.verdict, why: snap.reason ? wordFact(snap.reason) : '' });
  if (!snap.settled && g.judge) ask(api, 'verdict', snap);
  else if (!snap.settled) {
    const peg = g.peg;
    g.searching = setTimeout(() => {
      if (g.peg === peg && g.mode === 'play') judgeHere(api, peg.act({ type: 'snapshot', judge: true }), false, true);
    }, 0);
  }
  $('grid-verdict').textContent = verdict;
  // The jump that lost the game, and one click back to the position before it.
  const back = snap.lostSince ? snap.step - snap.lostSince + 1 : 0;
  $('grid-lost').hidden = !back;
  if (back) {
    $('grid-lost-text').textContent = t('peg-play-lost-since', { jump: snap.lostSince });
    $('grid-lost-undo').textContent = t('peg-play-undo-jumps', { jumps: back });
    $('grid-lost-undo').dataset.jumps = String(back);
  }
  // The verdict is shown once, under the buttons; the narration says it after the jump.
  let text = snap.step === 0 ? t('peg-play-start-pegs', { pegs: snap.pegs }) : t('peg-play-jumped', { jump: wordFact(snap.last.said) });
  let said = `${text} ${verdict}`;
  if (snap.finished) {
    text = snap.won ? t('peg-play-won', { jumps: snap.step }) : t('peg-play-stuck', { pegs: snap.pegs });
    said = text;
  }
  $('grid-sentence').textContent = text;
  if (!again || snap.settled) ctx.announce(said);
  if (animate) fly(api, snap);
  else if (!again || g.flight === 0) show(api, snap);
  if (g.snap !== snap) g.snap = snap;
}

/// The first jump of a solution from here: the core's judge here answers when its glance
/// settled the position, else the one on the second thread (`heard` shows its answer).
function hint(api) {
  const { g, $ } = api;
  if (g.judge && !g.peg.act({ type: 'snapshot', judge: true }).settled) {
    $('grid-hint-text').textContent = t('peg-play-hint-searching');
    return ask(api, 'hint', g.snap);
  }
  try {
    showHint(api, g.peg.act({ type: 'hint' }).reply);
  } catch (e) {
    showHint(api, null, e);
  }
}

function showHint(api, h, refused) {
  const { g, $, ctx } = api;
  g.hint = h ? [h.from, h.to] : null;
  const text = h ? t('peg-play-hint-text', { jump: wordFact(h.said), notation: h.text }) : t('peg-play-refused', { why: wordError(refused) });
  $('grid-hint-text').textContent = text;
  ctx.announce(h ? t('peg-play-hint-said', { jump: wordFact(h.said) }) : text);
  show(api, g.snap);
}

// ---- the judge on a second thread ---------------------------------------------------------

/// The worker that searches where play mode's own judge, which then only glances, does not
/// settle a position (peg-judge-worker.js), made the first time play mode opens; null where
/// the page cannot start one (a page opened from a file, an element served from another
/// origin): the core's judge then searches here, in slices.
function judgeWorker(api) {
  const { g } = api;
  if (g.judge !== undefined) return g.judge;
  try {
    g.judge = new Worker(new URL('./peg-judge-worker.js', import.meta.url), { type: 'module' });
  } catch {
    g.judge = null;
    return null;
  }
  g.judge.onmessage = ({ data }) => heard(api, data);
  g.judge.onerror = (e) => {
    e.preventDefault();
    workerLost(api);
  };
  return g.judge;
}

/// Asks the worker for the verdict (or the hint) of the position of `snap`: the problem and
/// the jumps made, so the answer depends on the question alone.
function ask(api, what, snap) {
  const { g, view } = api;
  const jumps = Array.from(g.peg.act({ type: 'jumps' }).reply);
  g.asked += 1;
  g.busy = true;
  g.judge.postMessage({ id: g.asked, ask: what, board: view.state.layout.board, empty: snap.empty.join(','), finish: g.finish, jumps });
}

/// Stops the asking: the slices here, and the worker's search for an older question.
function quiet(api) {
  const { g } = api;
  clearTimeout(g.searching);
  if (!g.busy) return;
  g.asked += 1;
  g.busy = false;
  g.judge.postMessage({ id: g.asked, ask: 'stop' });
}

/// The worker's answer to the newest question, shown if the position is still the one asked
/// about.
function heard(api, data) {
  const { g, view } = api;
  if (data.ask === 'solve' || data.id === g.solving?.id) return solvedElsewhere(api, data);
  if (data.id !== g.asked || g.mode !== 'play') return;
  if (data.failed) return workerLost(api);
  const { snap } = data;
  if (snap.step !== g.snap.step || snap.board !== g.snap.board) return;
  if (!snap.settled) {
    if (snap.verdict === 'searching') api.$('grid-verdict').textContent = stillSearching(snap.reason);
    return;
  }
  g.busy = false;
  if (data.ask === 'hint') showHint(api, data.hint, data.refused);
  view.hook('judged-by', 'worker');
  const { verdict, settled, reason, lostSince } = snap;
  judgeHere(api, { ...g.snap, verdict, settled, reason, lostSince }, false, true);
}

/// The worker could not start or answer: the core's judge here searches in full from now on.
function workerLost(api) {
  const { g } = api;
  g.judge?.terminate();
  g.judge = null;
  g.busy = false;
  // A solution being searched for there is searched for here instead.
  if (g.solving) {
    const { then } = g.solving;
    g.solving = null;
    if (solve(api, then)) then?.();
  }
  g.peg.act({ type: 'depth', depth: 'full' });
  if (g.mode === 'play') judgeHere(api, g.peg.act({ type: 'snapshot', judge: true }), false, true);
}

// ---- atlas --------------------------------------------------------------------------------

/// Atlas mode: hole `k` is the one empty hole at the start. The core answers every finish
/// (a search for each the position classes allow, carried to the board's other vacancies by
/// symmetry and reversal, so a later choice is quicker); the board rings the reachable ones
/// and the panel groups the others by the reason they cannot be reached. The first vacancy
/// of a large board can take seconds: the page says so and lets the browser paint first.
function atlas(api, k) {
  const { g, $, ctx, view } = api;
  clearTimeout(g.atlasWork);
  const cells = g.names.map((_, h) => (h === k ? '.' : 'o')).join('');
  g.selected = k;
  g.marks = null;
  view.hook('atlas', null);
  view.hook('vacancy', g.names[k]);
  $('grid-atlas-text').textContent = t('peg-play-atlas-working', { hole: g.names[k] });
  $('grid-atlas-why').replaceChildren();
  $('grid-sentence').textContent = t('peg-play-atlas-question', { hole: g.names[k] });
  show(api, { ...g.snap, board: cells, step: 0, pegs: g.names.length - 1, won: false }, undefined, cells);
  const peg = g.peg;
  g.atlasWork = setTimeout(() => {
    if (g.peg !== peg || g.mode !== 'atlas') return;
    let reach;
    try {
      reach = peg.act({ type: 'atlas', vacancy: k }).reply;
    } catch (e) {
      $('grid-atlas-text').textContent = t('peg-play-refused', { why: wordError(e) });
      return;
    }
    const named = (list) => list.map((r) => g.names[r.hole]);
    const ends = named(reach.filter((r) => r.verdict === 'solvable'));
    g.marks = reach.filter((r) => r.verdict === 'solvable').map((r) => r.hole);
    // The others, grouped by the reason (the core's fact). The classes' reason names the
    // finish: one group for every hole it refuses, its hole given when the group is worded.
    const why = new Map();
    for (const r of reach.filter((x) => x.verdict !== 'solvable')) {
      const reason = r.reason ? structuredClone(r.reason) : null;
      if (reason?.args?.hole !== undefined) delete reason.args.hole;
      const key = JSON.stringify([r.verdict, reason]);
      why.set(key, [...(why.get(key) ?? []), g.names[r.hole]]);
    }
    const waiting = reach.some((r) => r.verdict === 'unsearched');
    let text = t('peg-play-atlas-ends', { hole: g.names[k], count: ends.length, ends: ends.join(', '), waiting: String(waiting) });
    if (waiting) text += ` ${t('peg-play-atlas-not-all', { hole: g.names[k] })}`;
    // Said once, in the atlas's panel; above the board, the question it answers.
    $('grid-atlas-text').textContent = text;
    $('grid-sentence').textContent = t('peg-play-atlas-answered', { hole: g.names[k] });
    $('grid-atlas-why').replaceChildren(...[...why].map(([key, holes]) => {
      const li = document.createElement('li');
      const [verdict, reason] = JSON.parse(key);
      const list = holes.join(', ');
      if (reason?.id === 'peg-why-classes') reason.args = { ...reason.args, hole: holes.length === 1 ? holes[0] : t('peg-play-any-of-them') };
      const these = holes.length === 1 ? 'one' : why.size === 1 ? 'other' : 'these';
      li.textContent = verdict === 'undecided' || verdict === 'unsearched'
        ? t('peg-play-atlas-unsettled', { verdict, holes: list })
        : t('peg-play-atlas-not', { these, count: holes.length, holes: list, why: reason ? wordFact(reason) : '' });
      return li;
    }));
    view.hook('atlas', ends.join(','));
    ctx.announce(text);
    show(api, g.snap, undefined, cells);
  }, 20);
}
