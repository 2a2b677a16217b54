// The track view (puzzle=push): 1-D Push-*'s row with the robot and the blocks. Watch mode
// steps through the core's cheapest line; play mode lets the visitor move, and the core
// (wasm `PushTrack`) checks every move, counts the energy and judges it against the least.
// Hooks on the canvas: data-puzzle, data-step (watch: the step of the line; play: moves
// made), data-board (`.`/`#`), data-robot (its square from 1), data-energy (spent) and
// data-best (the least energy, empty when the last square cannot be reached) and
// data-searched (where the last search ran: `page` or `worker`).
// The core's least-energy search (of the board, and from the visitor's position for the
// verdict) runs here for a few ms; when that does not answer, on a second thread
// (track-worker.js), so that a board near the search's limit never holds the page, which
// says meanwhile how far it got; here, whole, where no second thread starts.

import { rulesFor } from '../params.js';
import { drawTrack, trackColors } from './track-draw.js';
import { showText, sizeCanvas } from './dom.js';
import { quoted } from '../words.js';
import { mountTimeline, timelineMarkup } from './timeline.js';
import { t, wordFact, wordError, translateTree } from '../i18n.js';

/// The view's markup, worded by `translateTree` (view-track.ftl).
function template(info) {
  return `
  <h2 id="tr-title">${info.title}</h2>
  <p id="tr-intro" class="intro"></p>
  <p id="tr-rules" class="tr-rules"></p>
  <form id="tr-form" class="tr-form" novalidate>
    <label for="tr-board" data-l10n-id="track-board"></label>
    <input id="tr-board" type="text" autocomplete="off" spellcheck="false">
    <label class="tr-field">K <input id="tr-k" type="number" step="1"></label>
    <fieldset class="tr-costs"><legend data-l10n-id="track-costs"></legend>
      <label class="tr-field"><span data-l10n-id="track-walk"></span> <input id="tr-walk" type="number" step="1"></label>
      <label class="tr-field"><span data-l10n-id="track-jump"></span> <input id="tr-jump" type="number" step="1"></label>
      <label class="tr-field"><span data-l10n-id="track-push"></span> <input id="tr-push" type="number" step="1"></label>
    </fieldset>
    <button type="submit" data-l10n-id="track-show"></button>
  </form>
  <p id="tr-error" class="tr-error" role="alert" hidden></p>
  <div class="tr-modes" role="group" data-l10n-id="track-modes">
    <button type="button" id="tr-watch-mode" aria-pressed="true" data-spoiler data-l10n-id="track-watch-mode"></button>
    <button type="button" id="tr-play-mode" aria-pressed="false" data-l10n-id="track-play-mode"></button>
  </div>
  <div class="tr-wrap" id="tr-wrap">
    <canvas id="tr-canvas" class="tr-canvas" tabindex="0" role="img" data-l10n-id="track-canvas"></canvas>
  </div>
  <p id="tr-best" class="tr-best"></p>
  <div id="tr-watch-panel" class="tr-panel">
    ${timelineMarkup('tr-', { unit: t('track-unit') })}
    <output id="tr-step" class="tr-step"></output>
  </div>
  <div id="tr-play-panel" class="tr-panel" hidden>
    <div id="tr-moves" class="tr-moves" role="group" data-l10n-id="track-legal"></div>
    <button type="button" id="tr-undo" data-l10n-id="track-undo"></button>
    <button type="button" id="tr-restart" data-l10n-id="track-restart"></button>
  </div>
  <p id="tr-verdict" class="tr-verdict" role="status"></p>
  <p class="tr-help" data-l10n-id="track-help"></p>`;
}

/// The general parameters the track reads: the step and its playback, watch or play, and
/// the visitor's moves (`moves=`, www/history.js), so a reload or Back keeps the game.
export const reads = () => ['step', 'speed', 'autoplay', 'mode', 'moves'];

/// A move as the link writes it: `walk L` is `wl`, `push R` is `pr`, `jump R 3` is `jr3`
/// (the core's words, shortened to letters a link keeps as they are).
const linkMove = (text) => text.split(' ').map((w, i) => (i < 2 ? w[0].toLowerCase() : w)).join('');

/// The core's words for a move of a link (`jr3` is `jump R 3`), or null.
function coreMove(token) {
  const m = /^([wpj])([lr])(\d{0,3})$/.exec(token);
  if (!m || (m[1] === 'j') !== (m[3] !== '')) return null;
  const verb = { w: 'walk', p: 'push', j: 'jump' }[m[1]];
  return [verb, m[2].toUpperCase(), m[3]].filter(Boolean).join(' ');
}

export function mount(root, ctx) {
  root.innerHTML = template(ctx.game);
  translateTree(root);
  const $ = (id) => root.querySelector(`#${id}`);
  const st = {
    ctx, $, track: null, snap: null, mode: ctx.params.mode === 'play' ? 'play' : 'watch',
    step: 0, frame: 0, canvas: $('tr-canvas'), listeners: [], observer: null,
    listening: new AbortController(), told: null, played: [], keeping: false,
    pending: null, loader: null, judge: null, searched: 'page',
  };
  // The cheapest line on the one timeline player; its keys are routed by `onKey` (the
  // track's own keys move the robot in play mode).
  st.tl = mountTimeline(root, {
    length: () => BigInt(st.snap?.optimal.length ?? 0),
    active: () => st.mode === 'watch' && Boolean(st.snap),
    draw: (step) => { if (st.snap) { st.step = Number(step); render(st); } return false; },
    changed: (step) => stepChanged(st, Number(step)),
  }, {
    signal: st.listening.signal, prefix: 'tr-', keyTarget: null, speed: ctx.params.speed, range: ctx.catalog?.speed,
    onSpeed: (speed) => ctx.setParams({ speed }),
  });
  st.canvas.dataset.puzzle = 'push';
  for (const p of ctx.game.params.filter((q) => q.kind.type === 'whole')) {
    Object.assign($(`tr-${p.name}`), { min: p.kind.min, max: p.kind.page_max });
  }
  // The rest of the opening waits for the board's search (at once for a small board).
  load(st, settingsOf(ctx.params), (loaded) => {
    if (loaded) return opened(st, ctx.params.moves);
    // Said in the page's message (the form's own line is cleared by the default board).
    const why = $('tr-error').textContent;
    const defaults = Object.fromEntries(ctx.game.params.map((p) => [p.name, p.kind.default]));
    ctx.say([t('track-link-refused', { board: JSON.stringify(ctx.params.board), reason: why })]);
    ctx.setParams(defaults);
    // The link's moves are not played on the default board of a refused one.
    load(st, defaults, () => opened(st, ''));
  });
  wire(st);
  st.observer = new ResizeObserver(() => schedule(st));
  st.observer.observe($('tr-wrap'));
  // A command before the link's board is searched: how far the search got, in words.
  const searching = () => (st.snap ? null : st.$('tr-best').textContent);
  const watching = (id) => searching() ?? (st.mode === 'watch' ? null : t(id));
  return {
    destroy: () => destroy(st),
    fields: () => (!st.snap ? { step: 0 } : st.mode === 'watch' ? { step: st.step, length: st.snap.optimal.length } : { step: st.snap.moves_made }),
    play: () => watching('track-no-line-play') ?? (st.tl.play(), null),
    pause: () => { st.tl.pause(); return null; },
    seek: (step) => {
      const problem = watching('track-no-line-step');
      if (problem) return problem;
      const L = st.snap.optimal.length;
      const k = typeof step === 'string' && /^\d{1,6}$/.test(step) ? Number(step) : step;
      if (!Number.isInteger(k) || k < 0 || k > L) return t('track-seek-refused', { length: L, step: JSON.stringify(step) });
      st.tl.seek(k);
      return null;
    },
    restart: () => {
      if (!st.snap) return searching();
      if (st.mode === 'play') $('tr-restart').click();
      else st.tl.seek(0);
      return null;
    },
    // The `move` command: a move as the `move` event writes it (`walk R`, `jump R 3`) or
    // as the link does (`wr`, `jr3`).
    move: (text) => searching() ?? (st.mode === 'play' ? play(st, coreMove(text) ?? text) : t('track-moves-in-play')),
    // A track with no way to the goal cannot pass a task.
    prospect: () => (st.snap && st.snap.best === null ? 'loss' : undefined),
  };
}

/// The game's parameters (board, k and the three costs, the catalog's names) out of `params`.
const settingsOf = ({ board, k, walk, jump, push }) => ({ board, k, walk, jump, push });

/// The opening once the link's board (or the default board of a refused link) is searched:
/// the link's moves played again, the mode and the step shown.
function opened(st, linked) {
  const { ctx } = st;
  if (linked) replay(st, linked);
  st.keeping = true;
  if (record(st) !== ctx.params.moves) ctx.setParams({ moves: record(st) });
  setMode(st, st.mode);
  if (st.mode === 'watch') st.tl.seek(Math.min(Number(ctx.params.step), st.snap.optimal.length));
  if (ctx.params.autoplay && st.mode === 'watch') st.tl.play();
}

/// How long the page searches itself before asking a second thread: a board this quick
/// (most boards) is answered in the task that asked, as when the page searched whole.
const HERE_MS = 60;

/// The core's search from the track's position, here, in budgets of positions until it
/// answers or `ms` have passed: the `search` action's last reply.
function searchHere(track, ms) {
  const began = performance.now();
  for (;;) {
    const { reply } = track.act({ type: 'search', budget: 5000 });
    if (reply.done || performance.now() - began > ms) return reply;
  }
}

/// Asks a second thread (track-worker.js) the search from the position after `moves` on the
/// board of `settings`, ending the one in `slot` (`loader`: a board's, `judge`: a position's);
/// `on` hears its `said`, `found` and `refused`, and `lost` (no worker, or it failed: the
/// caller then searches here).
function ask(st, slot, settings, moves, on) {
  stop(st, slot);
  let worker;
  try {
    worker = new Worker(new URL('./track-worker.js', import.meta.url), { type: 'module' });
  } catch {
    on.lost();
    return;
  }
  st[slot] = worker;
  worker.onmessage = ({ data }) => {
    if (st[slot] !== worker) return;
    if (data.said) return on.said?.(data.said);
    stop(st, slot);
    if (data.found) on.found(data.found);
    else on.refused(data.refused);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    if (st[slot] !== worker) return;
    stop(st, slot);
    on.lost();
  };
  worker.postMessage({ settings: settingsOf(settings), moves });
}

/// Ends the second thread's search of `slot`, if any.
function stop(st, slot) {
  st[slot]?.terminate();
  st[slot] = null;
}

/// The answer of the second thread's search handed to the track, which checks its line.
function tell(track, found) {
  track.act({ type: 'tell', line: (found.line ?? []).join(','), unreachable: !found.line && !found.too_large, too_large: found.too_large });
}

/// Where no second thread starts: the search whole here, once the page has painted its
/// words, if `still()` wants it then.
function searchWhole(still, track, then) {
  setTimeout(() => {
    if (!still()) return;
    try {
      searchHere(track, Infinity);
    } catch (e) {
      return then(e);
    }
    then(null);
  }, 50);
}

/// A new board from the core, then `then(true)` once its least energy is searched (in the
/// task that asked for a quick board), or its sentence shown and `then(false)`. The board
/// shown stays until the new one is searched; a new load ends the search of the one before.
function load(st, settings, then) {
  const { board, k, walk, jump, push } = settings;
  stop(st, 'loader');
  st.pending?.free();
  st.pending = null;
  let track;
  let reply;
  const refused = (e) => {
    track?.free();
    showError(st, wordError(e));
    then(false);
  };
  try {
    track = new st.ctx.wasm.PushTrack(board, k, walk, jump, push);
    reply = searchHere(track, HERE_MS);
  } catch (e) {
    refused(e);
    return;
  }
  if (reply.done) {
    st.searched = 'page';
    showBoard(st, track, settings);
    then(true);
    return;
  }
  st.pending = track;
  showError(st, '');
  // Opened on this board: its settings and rules are said while it is searched, and no
  // timeline of a line not found yet.
  if (!st.track) {
    showSettings(st, settings);
    st.$('tr-transport').hidden = true;
  }
  const said = (fact) => { st.$('tr-best').textContent = wordFact(fact); };
  said(reply.said);
  const shown = () => {
    st.pending = null;
    showBoard(st, track, settings);
    then(true);
  };
  const failed = (e) => {
    st.pending = null;
    // The board still shown (a new one from the form) says its least energy again.
    if (st.track) st.$('tr-best').textContent = st.bestSaid;
    refused(e);
  };
  ask(st, 'loader', settings, [], {
    said,
    found: (found) => {
      try {
        tell(track, found);
      } catch (e) {
        return failed(e);
      }
      st.searched = 'worker';
      shown();
    },
    refused: failed,
    lost: () => searchWhole(() => st.pending === track, track, (e) => {
      st.searched = 'page';
      return e ? failed(e) : shown();
    }),
  });
}

/// Shows a board whose search is done.
function showBoard(st, track, settings) {
  const { walk, jump, push } = settings;
  stop(st, 'judge');
  st.settings = settingsOf(settings);
  showError(st, '');
  st.track?.free();
  st.track = track;
  st.$('tr-transport').hidden = false;
  st.played = [];
  st.step = 0;
  st.told = null;
  showSettings(st, settings);
  refresh(st);
  st.tl.reload(0n);
  const best = st.snap.best;
  st.bestSaid = best === null || best === undefined
    ? t('track-unreachable')
    : t('track-least', { best, moves: st.snap.optimal.length, walk, jump, push });
  st.$('tr-best').textContent = st.bestSaid;
  st.ctx.announce(st.bestSaid);
}

/// The form's fields, the intro and the rules with the board's `settings`.
function showSettings(st, settings) {
  for (const [name, value] of Object.entries(settings)) st.$(`tr-${name}`).value = value;
  const shownSettings = { ...st.ctx.params, ...settings };
  st.intro = st.ctx.P.intro(shownSettings);
  showIntro(st);
  st.$('tr-rules').textContent = rulesFor(st.ctx.game, shownSettings);
}

function showError(st, text) {
  showText(st.$('tr-error'), text);
}

/// Reads the core's snapshot and redraws; a verdict that needs the least energy from the
/// visitor's position has it searched for.
function refresh(st) {
  st.snap = st.track.act({ type: 'snapshot' });
  schedule(st);
  if (st.snap.judging) judge(st);
  else stop(st, 'judge');
}

/// The search from the visitor's position for the verdict: here if it is quick, else on a
/// second thread, its answer shown if the visitor is still there (the verdict says
/// meanwhile that it is being searched for).
function judge(st) {
  const { track } = st;
  let reply;
  try {
    reply = searchHere(track, HERE_MS);
  } catch {
    return; // the board's answer is known (judging): a search from here refuses nothing
  }
  if (reply.done) {
    st.searched = 'page';
    refresh(st);
    return;
  }
  const asked = record(st);
  const answered = (where) => {
    if (st.track !== track || record(st) !== asked) return;
    st.searched = where;
    refresh(st);
    st.ctx.announce(wordFact(st.snap.verdict));
  };
  const here = () => searchWhole(() => st.track === track && record(st) === asked, track, (e) => (e ? null : answered('page')));
  ask(st, 'judge', st.settings, st.played.slice(), {
    found: (found) => {
      if (st.track !== track || record(st) !== asked) return;
      try {
        tell(track, found);
      } catch {
        return here();
      }
      answered('worker');
    },
    refused: here,
    lost: here,
  });
}

/// The position shown: the line's at `st.step` when watching, the visitor's when playing.
function shown(st) {
  return st.mode === 'watch' ? st.track.act({ type: 'optimalAt', step: st.step }).reply : st.snap.now;
}

function render(st) {
  if (!st.track) return;
  const wrap = st.$('tr-wrap');
  const width = Math.max(1, wrap.clientWidth);
  const height = Math.max(1, wrap.clientHeight);
  const dpr = sizeCanvas(st.canvas, width, height);
  const pos = shown(st);
  // The canvas's one sentence, worded here: the drawing knows no language.
  const walks = pos.walks ? t('track-walks', { walks: pos.walks }) : '';
  drawTrack(st.canvas, { ...pos, walks }, width, height, trackColors(st.canvas), dpr);
  updateHooks(st, pos);
}

function updateHooks(st, pos) {
  const c = st.canvas;
  c.dataset.step = String(st.mode === 'watch' ? st.step : st.snap.moves_made);
  c.dataset.board = pos.board;
  c.dataset.robot = String(pos.robot);
  c.dataset.energy = String(pos.spent);
  c.dataset.best = st.snap.best === null || st.snap.best === undefined ? '' : String(st.snap.best);
  c.dataset.searched = st.searched;
  c.setAttribute('aria-label', t('track-canvas-label', { board: pos.board, robot: pos.robot, spent: pos.spent }));
  const line = st.snap.optimal;
  st.$('tr-step').textContent = st.step > 0 ? t('track-step', { step: st.step, length: line.length, move: line[st.step - 1] }) : '';
  if (st.mode === 'play') st.$('tr-verdict').textContent = wordFact(st.snap.verdict);
  else st.$('tr-verdict').textContent = '';
}

function schedule(st) {
  if (st.frame) return;
  st.frame = requestAnimationFrame(() => {
    st.frame = 0;
    render(st);
  });
}

/// Watch mode: the timeline showed step `k` of the cheapest line; says the move and tells
/// the embedding (not for the step a new line starts on).
function stepChanged(st, k) {
  const first = st.told === null;
  st.told = k;
  if (first || st.mode !== 'watch') return;
  const L = st.snap.optimal.length;
  st.ctx.emit?.('step', { step: k, length: L });
  if (k === L) st.ctx.emit?.('solved', { moves: L, optimal: L, energy: st.snap.best, least: st.snap.best });
  if (k > 0) st.ctx.announce(t('track-step-said', { step: k, move: wordFact(st.snap.optimal_said[k - 1]) }));
  if (!st.tl.playing()) st.ctx.setParams({ step: k });
}

function setMode(st, mode) {
  st.tl.pause();
  st.mode = mode;
  st.$('tr-watch-mode').setAttribute('aria-pressed', String(mode === 'watch'));
  st.$('tr-play-mode').setAttribute('aria-pressed', String(mode === 'play'));
  st.$('tr-watch-panel').hidden = mode !== 'watch';
  st.$('tr-play-panel').hidden = mode !== 'play';
  st.ctx.setParams({ mode });
  if (mode === 'play' && st.snap) showMoves(st);
  if (st.intro) showIntro(st);
  schedule(st);
}

/// The plain sentence the game opens on, and the first thing to do in the mode shown.
function showIntro(st) {
  st.$('tr-intro').textContent = `${st.intro} ${t(st.mode === 'play' ? 'track-first-thing-play' : 'track-first-thing')}`;
}

/// Play mode: one button per legal move, as the core lists them: in words, with the move's
/// notation (what the `move` command and events write) in `data-move`.
function showMoves(st) {
  const box = st.$('tr-moves');
  box.replaceChildren(...st.snap.legal.map((text, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = wordFact(st.snap.legal_said[i]);
    b.dataset.move = text;
    return b;
  }));
  st.$('tr-undo').disabled = st.snap.moves_made === 0;
}

/// The visitor's moves as the link keeps them, joined by dots.
const record = (st) => st.played.map(linkMove).join('.');

/// Plays a link's moves again, stopping at the first one that cannot be played (named,
/// with the moves before it kept).
function replay(st, linked) {
  for (const token of linked.split('.')) {
    const text = coreMove(token);
    try {
      if (!text) throw new Error(t('track-not-a-link-move'));
      st.track.act({ type: 'play', move: text });
      st.played.push(text);
    } catch (e) {
      st.ctx.say([t('track-replay-partial', { moves: quoted(linked), token: quoted(token), reason: wordError(e) })]);
      break;
    }
  }
  refresh(st);
}

/// Play mode: the visitor's move, judged by the core.
function play(st, text) {
  try {
    st.track.act({ type: 'play', move: text });
  } catch (e) {
    const problem = t('track-refused', { move: text, reason: wordError(e) });
    st.ctx.announce(problem);
    st.$('tr-verdict').textContent = problem;
    return problem;
  }
  st.played.push(text);
  afterPlay(st);
  st.ctx.emit?.('move', { by: 'you', move: text });
  // The least number of moves is not what Push-* minimises (energy is), so `optimal` is
  // the cheapest line's length and `least` the least energy beside the visitor's.
  if (st.snap.at_goal) st.ctx.emit?.('solved', { moves: st.snap.moves_made, optimal: null, energy: st.snap.now.spent, least: st.snap.best });
  return undefined;
}

function afterPlay(st) {
  refresh(st);
  // The game in progress is kept in the link: a history step per move (www/history.js).
  if (st.keeping && record(st) !== (st.ctx.params.moves ?? '')) st.ctx.keepMoves?.(record(st));
  showMoves(st);
  st.ctx.announce(wordFact(st.snap.verdict));
}

/// The move a key means in play mode: a walk or a push that way (whichever the core lists),
/// or a jump of that many squares the way the robot has been walking.
function keyMove(st, key) {
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const d = key === 'ArrowLeft' ? 'L' : 'R';
    return st.snap.legal.find((m) => m === `walk ${d}` || m === `push ${d}`) ?? `walk ${d}`;
  }
  if (/^[1-9]$/.test(key)) return `jump ${st.snap.now.walks.slice(0, 1) || 'R'} ${key}`;
  return null;
}

function onKey(st, e) {
  if (e.altKey || e.ctrlKey || e.metaKey || !st.snap) return;
  if (st.mode === 'play') {
    const mv = keyMove(st, e.key);
    if (mv) play(st, mv);
    else if (e.key === 'u' || e.key === 'U') undo(st);
    else return;
  } else {
    const { tl } = st;
    const keys = { ArrowLeft: tl.back, ArrowRight: tl.forward, Home: () => tl.seek(0), End: () => tl.seek(tl.length()), ' ': tl.toggle };
    if (!keys[e.key]) return;
    keys[e.key]();
  }
  e.preventDefault();
}

function undo(st) {
  if (!st.track || !st.track.act({ type: 'undo' }).reply) return;
  st.played.pop();
  afterPlay(st);
}

function onSubmit(st, e) {
  e.preventDefault();
  st.tl.pause();
  // An empty box is no number (NaN), which the core refuses in words, not a silent 0.
  const read = (name) => { const v = st.$(`tr-${name}`).value.trim(); return v === '' ? NaN : Number(v); };
  const settings = {
    board: st.$('tr-board').value.trim(), k: read('k'), walk: read('walk'), jump: read('jump'), push: read('push'),
  };
  load(st, settings, (loaded) => {
    if (!loaded) return;
    st.ctx.setParams({ ...settings, moves: '' });
    setMode(st, st.mode);
  });
}

function on(st, target, type, fn) {
  target.addEventListener(type, fn);
  st.listeners.push(() => target.removeEventListener(type, fn));
}

function wire(st) {
  const { $ } = st;
  on(st, $('tr-form'), 'submit', (e) => onSubmit(st, e));
  on(st, $('tr-watch-mode'), 'click', () => setMode(st, 'watch'));
  on(st, $('tr-play-mode'), 'click', () => setMode(st, 'play'));
  on(st, $('tr-moves'), 'click', (e) => e.target.dataset?.move && play(st, e.target.dataset.move));
  on(st, $('tr-undo'), 'click', () => undo(st));
  on(st, $('tr-restart'), 'click', () => {
    if (!st.track) return;
    st.track.act({ type: 'restart' });
    st.played = [];
    afterPlay(st);
  });
  on(st, st.canvas, 'keydown', (e) => onKey(st, e));
  on(st, window.matchMedia('(prefers-color-scheme: dark)'), 'change', () => schedule(st));
}

function destroy(st) {
  stop(st, 'loader');
  stop(st, 'judge');
  st.pending?.free();
  st.pending = null;
  st.listening.abort();
  st.tl.destroy();
  cancelAnimationFrame(st.frame);
  st.observer?.disconnect();
  for (const off of st.listeners) off();
  st.track?.free();
  st.track = null;
  st.ctx = null;
}
