// The row view (the checker puzzles): its form, readouts, play mode, practice and keyboard.
// The solver, the player and the drawing are Rust (wasm): one handle, `RowView`, takes
// every visitor action (`act`) and answers with one snapshot, kept in `st.snap`. It is an
// ordinary view: `mount(root, ctx)` fills `root` from its template and keeps its state in
// the one object `st`; the shell (app.js) gives `ctx` the wasm, the URL functions (`P`),
// the messages and the embedding bridge.

// bigpage: fine seeking and exact step numbers for long solutions.
import { rulesFor } from '../params.js';
// Steps are exact at any size: BigInt past 2^53 (n = m = 10^9 has 10^18 moves).
import { exact, wholeStep, shown } from '../seek.js';
import { mountTimeline } from './timeline.js';
import { stageFields } from '../embed.js';
import { rowMarkup } from './row-template.js';
import { quoted } from '../words.js';
import { t, words, wordFact, wordError, translateTree } from '../i18n.js';

/// Numbers grouped as the language in use writes them (a BigInt exactly).
const fmt = { format: (n) => words().number(n) };
/// A key's label on the keyboard, in the sentence on the keys: as the reader's keyboard
/// labels it (Espace, Strg…); arrows and letters are the same everywhere.
const KEYS = {
  space: () => t('row-key-space'), left: () => '←', right: () => '→', home: () => t('row-key-home'), end: () => t('row-key-end'),
  pgup: () => t('row-key-pgup'), pgdn: () => t('row-key-pgdn'), enter: () => t('row-key-enter'), ctrl: () => t('row-key-ctrl'), z: () => 'Z', y: () => 'Y',
};
/// The core's lower-bound quantities (their names are its keys) and their messages.
const MEASURES = {
  inversions: 'row-measure-inversions',
  'vacant inversions': 'row-measure-vacant-inversions',
  'unlike neighbours': 'row-measure-unlike-neighbours',
  'moves still needed at least': 'row-measure-needed',
};
const measureName = (name) => (MEASURES[name] ? t(MEASURES[name]) : name);
/// The handle's actions that only read: they change nothing drawn.
const READS = new Set(['snapshot', 'board', 'squareAt', 'frameTimes']);

/// The general parameters the row reads: the step and its playback, watch, play or
/// practice, and in play mode the moves made (`moves=3.1.7`), so a reload or Back keeps them.
export const reads = () => ['step', 'speed', 'autoplay', 'mode', 'practice', 'moves'];

/// Mounts the row in `root` (its markup from www/views/row-template.js) and returns the view
/// (www/views/index.js): `load(settings)` in place, the present fields of its events, and
/// the commands of a line of steps. All of its state is the one object `st` (its elements in
/// `st.el`), handed to each function of this file: nothing is kept at module level, and
/// `destroy` takes its listeners and its wasm handle away.
export function mount(root, ctx) {
  root.innerHTML = rowMarkup();
  translateTree(root);
  wordKeys(root);
  root.classList.add('cards');
  const $ = (id) => root.querySelector(`#${id}`);
  // Listeners on the document (keys) and on media queries go with the view.
  const listening = new AbortController();
  const st = {
    root, $, listening, signal: listening.signal,
    // Keys are the document's on the page, the shadow root's in the custom element.
    keys: root.getRootNode(),
    el: {
      canvas: $('board'), sentence: $('sentence'), title: $('board-title'),
      play: $('play'), back: $('back'), forward: $('forward'), toStart: $('to-start'), toEnd: $('to-end'), scrub: $('scrub'),
      puzzle: $('puzzle'), n: $('n'), m: $('m'), nLabel: $('n-label'), mField: $('m-field'),
      firstField: $('first-field'), modeNote: $('mode-note'), rules: $('rules'),
      kind1: $('kind1'), kind1Name: $('kind1-name'), kind1Of: $('kind1-of'),
      kind2: $('kind2'), kind2Of: $('kind2-of'), kind2Box: $('kind2-box'),
      readouts: $('readouts'), countBox: $('count-box'), count: $('count'), measureNote: $('measure-note'),
      transport: $('transport'), playPanel: $('play-panel'), playForm: $('play-form'),
      playSquare: $('play-square'), playLabel: $('play-label'), playStatus: $('play-status'),
      movable: $('movable'), undo: $('undo'), redo: $('redo'), restart: $('restart'),
    },
    // The practice's own elements.
    px: {
      hint: $('hint'), hintText: $('hint-text'), hintUndo: $('hint-undo'),
      bar: $('practice-bar'), practise: $('practise'), status: $('practice-status'),
    },
    ctx, wasm: ctx.wasm, P: ctx.P,
    view: null, snap: null, settings: null, tl: null,
    lastLive: 0, liveTimer: 0, urlTimer: 0,
    practising: false, pending: null, feedback: '', resizing: null,
    chosen: null, hintUndos: 0, drag: null, told: { step: null, solved: false },
  };
  load(st, ctx.params);
  wire(st);
  if (ctx.params.autoplay && !st.snap.game) st.tl.play();
  return viewOf(st);
}

/// The sentence on the keys, each key's label in a <kbd>.
function wordKeys(root) {
  const marks = Object.fromEntries(Object.keys(KEYS).map((k, i) => [k, `\u0000${i}\u0000`]));
  const text = t('row-keys', marks);
  const box = root.querySelector('#row-keys');
  const names = Object.values(KEYS).map((name) => name());
  box.replaceChildren(...text.split('\u0000').map((part, i) => (i % 2
    ? Object.assign(document.createElement('kbd'), { textContent: names[Number(part)] })
    : document.createTextNode(part))));
}

/// What every event of the row carries besides the settings (www/embed.js).
function fields(st) {
  return stageFields(st.P, st.settings, st.snap, st.tl.playing());
}

function width(st) {
  return st.snap.game?.width ?? (st.settings.puzzle === 'pairs' ? 2 : 1);
}

/// Does one visitor action on the row's wasm handle (`{ type, ...fields }`) and keeps the
/// snapshot it answers with: every readout is drawn from `st.snap`. An action that may
/// change the drawing asks the timeline for a frame (the stage draws only when asked).
function act(st, type, fields = {}) {
  st.snap = st.view.act({ type, ...fields });
  if (!READS.has(type)) st.tl?.refresh();
  return st.snap;
}

/// The `seek` command: a whole step from 0 to the length (a number, a BigInt or digits).
function seekCommand(st, step) {
  const k = wholeStep(step);
  const L = BigInt(st.snap.length);
  if (k === null || k > L) return t('row-seek-refused', { length: L, step: shown(step) });
  st.tl.seek(k);
  return null;
}

/// Tells the embedding of a new step, and of the goal once it is reached.
function tell(st, step, L) {
  if (step !== st.told.step) {
    st.told.step = step;
    st.ctx.emit('step', { step, length: L });
  }
  const solved = step === L;
  if (solved && !st.told.solved) st.ctx.emit('solved', { moves: L, optimal: L });
  st.told.solved = solved;
}

// ---- loading a puzzle ---------------------------------------------------------------------

/// The row of settings `s` on the handle: made on the first load, loaded in place after.
function show(st, s) {
  const row = { puzzle: s.puzzle, n: s.n, m: s.m, first: s.first };
  if (st.view) act(st, 'load', { settings: row });
  else {
    st.view = new st.wasm.RowView(st.el.canvas, row);
    act(st, 'snapshot');
    st.tl = mountTimeline(st.root, lineOf(st), {
      signal: st.signal, keyTarget: st.keys, speed: st.ctx.params.speed, range: st.P.SPEED,
      onSpeed: guard(st, (v) => { st.settings.speed = v; writeUrl(st); }),
    });
  }
}

/// Shows settings `s` on the stage, from step `s.step`. Anything the core refuses is said
/// in words and replaced by the default.
function load(st, s) {
  try {
    show(st, s);
  } catch (e) {
    st.ctx.say([t('row-cannot-show', { puzzle: st.P.describe(s), reason: wordError(e) })]);
    s = { ...st.P.DEFAULTS, speed: s.speed, embed: s.embed, mode: s.mode };
    show(st, s);
  }
  if (s.moves && s.mode !== 'play') {
    st.ctx.say([t('row-moves-dropped', { moves: quoted(s.moves) })]);
  }
  st.settings = s;
  const length = BigInt(st.snap.length);
  if (BigInt(s.step) > length) {
    st.ctx.say([t('row-step-past', { step: String(s.step), length })]);
    s.step = 0;
  }
  // A new puzzle is told as new settings (by the shell), not as a step.
  st.told = { step: exact(BigInt(s.step)), solved: BigInt(s.step) === length };
  st.tl.setSpeed(s.speed);
  st.tl.reload(BigInt(s.step));
  syncForm(st);
  describePuzzle(st);
  showCount(st);
  update(st);
  enterMode(st);
  writeUrl(st);
}

// ---- play mode: the visitor moves, the core judges ------------------------------------

function enterMode(st) {
  st.keeping = false;
  if (st.settings.mode === 'play') {
    const s = st.settings;
    try {
      act(st, 'playMode', { on: true });
      if (s.moves) replay(st, s.moves);
    } catch (e) {
      // Play mode holds the whole row (the core states its limit): watch instead.
      st.ctx.say([t('row-play-unavailable', { puzzle: st.P.describe(s), reason: wordError(e) })]);
      st.settings.mode = 'watch';
      syncForm(st);
    }
  }
  const play = st.settings.mode === 'play';
  st.root.classList.toggle('playing-mode', play);
  st.el.transport.hidden = play;
  st.el.readouts.hidden = play;
  st.el.playPanel.hidden = !play;
  if (play) st.el.measureNote.hidden = true;
  showIntro(st);
  // The game in progress is the link's from here on (showGame keeps it); out of play mode
  // there is none.
  st.settings.moves = play ? st.snap.game.record : '';
  st.keeping = play;
  if (play) {
    st.el.playLabel.textContent = t(st.snap.game.width === 2 ? 'row-play-label-pair' : 'row-play-label-checker');
    st.el.playSquare.max = String(st.snap.squares - 1);
    showGame(st, '', st.snap);
  } else {
    act(st, 'playMode', { on: false });
    update(st);
  }
  practiceEnterMode(st, play); // practice
}

/// Plays the link's moves again (squares joined by dots), keeping those before one that
/// cannot be played, which is named.
function replay(st, record) {
  if (!/^\d{1,10}(\.\d{1,10})*$/.test(record)) {
    st.ctx.say([t('row-moves-not-record', { moves: quoted(record) })]);
    return;
  }
  const snap = act(st, 'replay', { squares: record.split('.').map(Number) });
  if (snap.stopped) st.ctx.say([t('row-replay-partial', { reason: wordFact(snap.stopped) })]);
}

/// The most legal moves the sentence under the board names: pairs at n = 10^6 has two
/// million (any two adjacent checkers fit the two holes), a sentence of 17 million
/// characters whose layout froze the tab for seconds (issue 40). The keys, clicks and drags
/// still choose among all of them.
const LEGAL_NAMED = 20;

/// The sentence naming the legal moves: all of them, or the first LEGAL_NAMED and how many more.
function legalMoves(squares) {
  if (squares.length <= LEGAL_NAMED) return t('row-legal-moves', { squares: squares.join(', ') });
  return t('row-legal-moves-more', { squares: squares.slice(0, LEGAL_NAMED).join(', '), more: squares.length - LEGAL_NAMED });
}

/// Shows the visitor's game from `snap` (by default the handle shows it afresh, which
/// also takes away any ring on the board), and keeps it in the link.
function showGame(st, problem, snap = act(st, 'show')) {
  const g = snap.game;
  if (st.keeping && g.record !== (st.settings.moves ?? '')) {
    st.settings.moves = g.record;
    st.ctx.keepMoves?.(g.record);
  }
  const judgement = wordFact(g.judgement);
  st.el.playStatus.textContent = problem ? `${problem} ${judgement}` : judgement;
  st.el.sentence.textContent = t('row-your-moves', { moves: g.moves });
  st.el.undo.disabled = !g.canUndo;
  st.el.redo.disabled = !g.canRedo;
  st.el.movable.textContent = g.solved ? '' : legalMoves(g.movable);
  st.el.canvas.setAttribute('aria-label', t('row-your-board', { moves: g.moves }));
  gameShown(st); // practice
}

/// Plays the visitor's move on `square`; returns the refusal in words when it is not allowed.
function tryMove(st, square) {
  let snap;
  try {
    snap = act(st, 'move', { square });
  } catch (e) {
    const problem = t('row-not-allowed', { reason: wordError(e) });
    showGame(st, problem);
    return problem;
  }
  showGame(st, '', snap);
  st.ctx.emit('move', { by: 'you', move: String(square) });
  if (snap.game.solved) {
    st.ctx.emit('solved', { moves: snap.game.moves, optimal: exact(BigInt(snap.length)) });
  }
  return undefined;
}

function syncForm(st) {
  const s = st.settings;
  st.el.puzzle.value = s.puzzle;
  st.el.n.value = String(s.n);
  st.el.m.value = String(s.m);
  const lim = st.P.limits(s.puzzle);
  st.el.n.min = String(lim.nMin);
  st.el.n.max = String(lim.nMax);
  for (const r of st.root.querySelectorAll('input[name="first"]')) r.checked = r.value === s.first;
  for (const r of st.root.querySelectorAll('input[name="mode"]')) r.checked = r.value === s.mode;
  const pairs = s.puzzle === 'pairs';
  st.el.mField.hidden = pairs;
  st.el.firstField.hidden = pairs;
  st.el.nLabel.textContent = t(pairs ? 'row-n-pairs' : 'row-n-shift');
  st.el.modeNote.hidden = s.mode !== 'play';
  st.el.modeNote.textContent = s.mode === 'play'
    ? t('row-mode-note')
    : '';
}

/// The plain sentence the game opens on, and the first thing to do in the mode shown.
function showIntro(st) {
  const first = st.settings.mode === 'play' ? 'row-first-thing-play' : 'row-first-thing';
  st.$('row-intro').textContent = `${st.P.intro(st.settings)} ${t(first)}`;
}

/// The heading and rules from the catalog; the readouts' names and the sentence on
/// the optimum are the row view's own.
function describePuzzle(st) {
  const s = st.settings;
  const g = st.P.game(s.puzzle);
  const L = BigInt(st.snap.length);
  const value = (p) => (p.kind.type === 'whole' ? fmt.format(s[p.name]) : String(s[p.name]));
  const wholes = g.params.filter((p) => p.kind.type === 'whole');
  st.el.title.textContent = [g.title, ...wholes.map((p) => `${p.name} = ${value(p)}`)].join(', ');
  showIntro(st);
  const rules = rulesFor(g, s);
  let optimum;
  if (s.puzzle === 'pairs') {
    st.el.kind1Name.textContent = t('row-moves');
    st.el.kind1Of.textContent = t(L === BigInt(s.n) ? 'row-of-n' : 'row-of-optimum', { length: L });
    st.el.kind2Box.hidden = true;
    optimum = t('row-optimum-pairs', { length: L });
  } else {
    st.el.kind1Name.textContent = t('row-slides');
    st.el.kind1Of.textContent = t('row-of-slides', { count: s.n + s.m });
    st.el.kind2Box.hidden = false;
    const nm = BigInt(s.n) * BigInt(s.m);
    st.el.kind2Of.textContent = t('row-of-jumps', { count: nm });
    // A count Fluent can select a plural on: a number while exact, else the BigInt.
    const jumps = nm <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(nm) : nm;
    optimum = t('row-optimum-shift', { jumps, slides: s.n + s.m, length: L });
  }
  const para = (text) => Object.assign(document.createElement('p'), { textContent: text });
  // The rules first, in plain words; the bound behind them behind a disclosure.
  const how = document.createElement('details');
  how.className = 'how-solved';
  how.append(Object.assign(document.createElement('summary'), { textContent: t('row-how-solved') }), para(optimum));
  st.el.rules.replaceChildren(Object.assign(document.createElement('h3'), { textContent: t('row-rules-title') }), para(rules), how);
}

function showCount(st) {
  const s = st.settings;
  st.el.count.textContent = '…';
  // After the first frame: a count can be a long computation on a large board.
  setTimeout(() => {
    if (st.settings !== s) return;
    let text;
    try {
      text = st.wasm.countSolutions(s.puzzle, s.n, s.m);
    } catch (e) {
      st.el.count.textContent = t('row-count-unknown');
      st.el.count.title = wordError(e);
      return;
    }
    st.el.count.title = '';
    if (text.length > 15) {
      const d = document.createElement('details');
      const sum = document.createElement('summary');
      const mantissa = `${text.slice(0, 1)}${(1.5).toLocaleString(words().lang === 'en-XA' ? 'en' : words().lang)[1]}${text.slice(1, 4)}`;
      sum.textContent = t('row-count-digits', { mantissa, power: String(text.length - 1), digits: text.length });
      const exact = document.createElement('span');
      exact.className = 'exact';
      exact.textContent = text;
      d.append(sum, exact);
      st.el.count.replaceChildren(d);
    } else {
      st.el.count.textContent = fmt.format(BigInt(text));
    }
  }, 0);
}

// ---- readouts, after every change the stage reports -----------------------------------

function update(st) {
  if (!st.view || !st.settings || st.snap.game) return;
  // One record per change: every readout below shows the same position.
  const snap = act(st, 'snapshot');
  const { tally, sentence } = snap;
  const playing = st.tl.playing();
  // Counts past 2^53 come as decimal strings: BigInt reads both kinds exactly.
  const step = BigInt(snap.step);
  const L = BigInt(snap.length);
  st.settings.step = exact(step);
  if (st.settings.puzzle === 'pairs') {
    st.el.kind1.textContent = fmt.format(BigInt(tally.pairs));
  } else {
    st.el.kind1.textContent = fmt.format(BigInt(tally.slides));
    st.el.kind2.textContent = fmt.format(BigInt(tally.jumps));
  }
  showMeasures(st, snap.measures, L - step);
  const said = wordFact(sentence);
  st.el.sentence.textContent = said;
  st.el.canvas.setAttribute('aria-label', boardLabel(st, step, L));
  narrate(st, said, playing, step === L);
  practiceUpdate(st, { step: exact(step), playing }); // practice
  if (!playing) writeUrl(st);
  tell(st, exact(step), exact(L)); // embed: the parent frame hears of the change
}

/// One readout per lower-bound quantity, each with a bar that empties as it falls to zero
/// (they sit in the readouts' <dl>, before the count); `left` is the moves still to make.
function showMeasures(st, list, left) {
  let boxes = st.el.readouts.querySelectorAll('.measure');
  st.el.measureNote.hidden = true;
  if (list.length === 0) {
    for (const b of boxes) b.remove();
    return;
  }
  // The lower-bound quantities at work: when they add up to the moves still to make, say so.
  const sum = list.reduce((a, m) => a + BigInt(m.value), 0n);
  const { startMeasures, goalMeasures } = st.snap;
  const toZero = goalMeasures.length === list.length && goalMeasures.every((g) => Number(g.value) === 0);
  if (list.length > 1 && toZero && sum === left) {
    const names = list.map((m) => measureName(m.name).toLowerCase()).join(' + ');
    st.el.measureNote.textContent = t('row-measures-sum', { names, sum });
    st.el.measureNote.hidden = false;
  }
  if (boxes.length !== list.length || [...boxes].some((b, i) => b.dataset.name !== list[i].name)) {
    for (const b of boxes) b.remove();
    for (const m of list) {
      const box = document.createElement('div');
      box.className = 'readout measure';
      box.dataset.name = m.name;
      box.innerHTML = '<dt></dt><dd><span class="value"></span><span class="bar" aria-hidden="true"><span></span></span></dd>';
      box.querySelector('dt').textContent = measureName(m.name);
      st.el.readouts.insertBefore(box, st.el.countBox);
    }
    boxes = st.el.readouts.querySelectorAll('.measure');
  }
  list.forEach((m, i) => {
    const box = boxes[i];
    const from = Number(startMeasures[i]?.value ?? m.value);
    const to = Number(goalMeasures[i]?.value ?? 0);
    const v = Number(m.value);
    // Exact in words (BigInt past 2^53); the bar's share needs no more than a float.
    const [value, goal] = [m.value, goalMeasures[i]?.value ?? 0].map((x) => BigInt(x));
    // Counting down to the goal's value ("6 left" when that is 0), or up to it ("3 of 9").
    box.querySelector('.value').textContent = to < from
      ? (to === 0 ? t('row-measure-left', { value }) : t('row-measure-goal', { value, goal }))
      : t('row-measure-of', { value, goal });
    const share = from === to ? 0 : Math.min(1, Math.max(0, (v - to) / (from - to)));
    box.querySelector('.bar span').style.width = `${100 * (to < from ? share : 1 - share)}%`;
  });
}

function boardLabel(st, step, L) {
  const text = st.el.canvas.getAttribute('data-board') || '';
  if (!text.length || text.length > 24) return t('row-board-at', { step, length: L });
  const cells = [...text].map((c) => t('row-cell', { colour: colourOf(c) })).join(', ');
  return t('row-board-at-cells', { step, length: L, cells });
}

/// The aria-live region: every move when stepping; while playing fast, at most one
/// sentence every two seconds, and always the last.
function narrate(st, sentence, playing, done) {
  clearTimeout(st.liveTimer);
  const now = performance.now();
  if (!playing || done || now - st.lastLive > 2000) {
    st.ctx.announce(sentence);
    st.lastLive = now;
  }
}

// ---- practice: moving by hand (click, drag, keys), hints, practising in watch mode -----
// The core decides every verdict (the handle's game and practice); this block only routes the
// visitor's clicks, drags and keys to them and says what they answered.

/// What the visitor's input acts on: the game in play mode, the practice when practising.
function target(st) {
  if (st.snap.game) {
    return { movable: () => st.snap.game.movable, board: () => act(st, 'board').board, act: (square) => tryMove(st, square) };
  }
  if (st.practising && st.snap.practice) {
    // Input is for the position a glide ends on: the timeline lands it and pauses first.
    return {
      movable: () => { hold(st); return act(st, 'snapshot').practice.movable; },
      board: () => { hold(st); return act(st, 'board').board; },
      act: (square) => answer(st, square),
    };
  }
  return null;
}

/// The move a click on `square` means: that checker's move; for pairs, the pair whose left
/// checker it is if that pair can move, else the pair whose right checker it is. A square
/// that names no legal move goes to the core as it is, for its reason.
function pick(st, square, movable) {
  const options = width(st) === 2 ? [square, square - 1] : [square];
  return options.find((s) => movable.includes(s)) ?? square;
}

/// The colour word of a cell of the board's text (B, W, _), which the messages select on.
const colourOf = (c) => (c === 'B' ? 'black' : c === 'W' ? 'white' : 'empty');

function nameMove(st, square, board) {
  if (width(st) === 2) {
    return t('row-name-pair', {
      square: String(square), second: String(square + 1),
      first_colour: colourOf(board[square]), second_colour: colourOf(board[square + 1]),
    });
  }
  return t('row-name-checker', { colour: colourOf(board[square]), square: String(square) });
}

/// Lands a glide in flight and pauses: what the visitor chooses is for the step shown.
function hold(st) {
  st.tl.settle();
  st.tl.pause();
}

function ring(st, square) {
  if (!st.snap.game) hold(st); // the ringed board is held on screen
  try {
    act(st, 'highlight', { square, width: width(st) });
  } catch {
    // Off the board (a square the core refused): nothing to ring.
  }
}

// ---- play mode: after every change of the game, and the hint ----

function gameShown(st) {
  st.chosen = null;
  st.hintUndos = 0;
  st.px.hintText.textContent = '';
  st.px.hintUndo.hidden = true;
  st.px.hint.disabled = st.snap.game.solved;
  st.el.canvas.tabIndex = 0;
}

function showHint(st) {
  const { hint: h, board, game } = act(st, 'hint');
  st.hintUndos = 0;
  st.px.hintUndo.hidden = true;
  if (!h) {
    st.px.hintText.textContent = t(game.solved ? 'row-hint-solved' : 'row-hint-none');
    return;
  }
  if (h.kind === 'move') {
    st.chosen = h.square;
    ring(st, h.square);
    st.px.hintText.textContent = t('row-hint-move', { move: nameMove(st, h.square, board) });
  } else if (h.kind === 'undo') {
    st.hintUndos = h.undos;
    const on = h.quickest === undefined ? '' : ` ${t('row-hint-quickest', { square: String(h.quickest) })}`;
    st.px.hintText.textContent = t('row-hint-mistake', { step: h.mistakeStep, square: String(h.mistakeSquare), undos: h.undos }) + on;
  } else {
    st.hintUndos = h.undos;
    st.px.hintText.textContent = t('row-hint-back', { step: h.leftAtStep, undos: h.undos });
  }
  if (st.hintUndos > 0) {
    st.px.hintUndo.textContent = t('row-hint-undo-button', { undos: st.hintUndos });
    st.px.hintUndo.hidden = false;
  }
}

function undoToHint(st) {
  const k = st.hintUndos;
  showGame(st, '', act(st, 'undo', { times: k }));
  st.px.hintText.textContent = t('row-undid', { undos: k, step: st.snap.game.moves });
}

// ---- practice: the page plays the solution and stops before each move ----

/// Builds the practice game; where it cannot be (it holds the whole row, and the core
/// states that limit) says so, turns practice off and returns false.
function practiceReady(st) {
  try {
    act(st, 'practise', { on: true });
    return true;
  } catch (e) {
    st.ctx.say([t('row-practice-unavailable', { puzzle: st.P.describe(st.settings), reason: wordError(e) })]);
    setPractising(st, false);
    return false;
  }
}

function setPractising(st, on) {
  st.practising = on;
  st.settings.practice = on; // practice=1 in the URL
  writeUrl(st);
  st.px.practise.checked = on;
  st.root.classList.toggle('practising', on);
  st.el.play.disabled = on;
  st.chosen = null;
  st.feedback = '';
  st.pending = null;
  if (on) {
    if (!practiceReady(st)) return;
    st.el.canvas.tabIndex = 0;
    showPractice(st);
  } else {
    if (!st.snap.game) st.el.canvas.removeAttribute('tabindex');
    st.px.status.textContent = '';
    act(st, 'practise', { on: false });
  }
}

function showPractice(st) {
  // A new puzzle's practice is made by enterMode, after the first readouts.
  if (!st.snap.practice) return;
  const sum = st.snap.practice.summary;
  const L = Number(st.snap.length);
  const k = st.pending ?? Number(st.snap.step);
  const before = st.feedback ? `${st.feedback} ` : '';
  st.px.status.textContent = k >= L
    ? before + t('row-practice-complete', { right: sum.right, wrong: sum.wrong, watched: sum.watched, length: L })
    : before + t('row-practice-step', { step: k + 1, length: L, right: sum.right, wrong: sum.wrong });
}

function answer(st, square) {
  // The board the answer is for (a glide in flight lands first), and its step.
  hold(st);
  const { board, step } = act(st, 'board');
  let r;
  try {
    r = act(st, 'answer', { square }).answer;
  } catch (e) {
    st.feedback = t('row-not-allowed', { reason: wordError(e) });
    act(st, 'show');
    showPractice(st);
    return;
  }
  st.ctx.emit('move', { by: 'you', move: String(square), right: r.right });
  st.feedback = r.right
    ? t('row-right', { move: nameMove(st, square, board) })
    : t('row-not-optimal', { expected: nameMove(st, r.expected, board), square: String(square) });
  st.chosen = null;
  st.pending = Number(step) + 1;
  showPractice(st);
  st.tl.forward(); // the solution's move glides either way
  if (Number(st.tl.step()) === st.pending) st.pending = null; // reduced motion: no glide
}

/// From `update()` (watch mode), with its snapshot, after every change the stage reports.
function practiceUpdate(st, { step, playing }) {
  if (!st.practising || st.snap.game) return;
  if (st.pending !== null && step !== st.pending - 1) st.pending = null;
  if (playing) {
    st.px.status.textContent = t('row-practice-playing');
    return;
  }
  showPractice(st);
}

/// From `enterMode()`: practice belongs to watch mode.
function practiceEnterMode(st, play) {
  st.px.bar.hidden = play;
  // With embed=1 the bar is shown only when the link asks for practice.
  if (st.settings.embed) st.px.bar.toggleAttribute('data-full', !st.settings.practice && !st.practising);
  if (play) {
    if (st.practising) setPractising(st, false);
    st.settings.practice = false;
    return;
  }
  st.el.canvas.removeAttribute('tabindex');
  // A link with practice=1 starts practising; a new puzzle keeps practising.
  if (Boolean(st.settings.practice) !== st.practising) {
    setPractising(st, Boolean(st.settings.practice));
    return;
  }
  if (st.practising) {
    st.pending = null;
    st.feedback = '';
    if (!practiceReady(st)) return;
    st.el.canvas.tabIndex = 0;
    showPractice(st);
  }
}

// ---- the visitor's input: keys, clicks and drags ----

function choose(st, dir, target) {
  const list = target.movable();
  if (list.length === 0) {
    st.ctx.announce(t('row-none-can-move'));
    return;
  }
  let i = list.indexOf(st.chosen);
  i = i < 0 ? (dir > 0 ? 0 : list.length - 1) : (i + dir + list.length) % list.length;
  st.chosen = list[i];
  ring(st, st.chosen);
  st.ctx.announce(t('row-chosen', { move: nameMove(st, st.chosen, target.board()), index: i + 1, count: list.length }));
}

function onKey(st, e) {
  const input = target(st);
  if (!input || e.altKey) return;
  const tag = e.target instanceof Element ? e.target.tagName : '';
  // The Practise checkbox takes no arrows or Enter itself: from there they choose and move.
  const typing = ['INPUT', 'SELECT', 'TEXTAREA'].includes(tag) && e.target !== st.px.practise;
  const control = typing || tag === 'BUTTON' || tag === 'SUMMARY' || tag === 'A';
  if (e.key === 'Home' || e.key === 'End') { st.pending = null; st.feedback = ''; } // the stage jumps
  if (e.ctrlKey || e.metaKey) {
    if (!st.snap.game || typing) return;
    const key = e.key.toLowerCase();
    let snap;
    if (key === 'z' && !e.shiftKey) snap = act(st, 'undo');
    else if (key === 'y' || (key === 'z' && e.shiftKey)) snap = act(st, 'redo');
    else return;
    e.preventDefault();
    showGame(st, '', snap);
    return;
  }
  if (typing) return;
  switch (e.key) {
    case 'ArrowRight':
    case 'ArrowDown':
      choose(st, 1, input);
      break;
    case 'ArrowLeft':
    case 'ArrowUp':
      choose(st, -1, input);
      break;
    case 'Enter':
      if (control) return; // Enter presses the focused control.
      if (st.chosen === null) st.ctx.announce(t('row-choose-first'));
      else input.act(st.chosen);
      break;
    case 'Escape':
      st.chosen = null;
      if (st.snap.game) showGame(st, '');
      else act(st, 'show');
      break;
    case ' ':
      if (control || !st.practising || e.target === st.px.practise) return;
      break; // While practising, Space does not play the answers away.
    default:
      return;
  }
  e.preventDefault();
}

function squareOf(st, e) {
  const box = st.el.canvas.getBoundingClientRect();
  return act(st, 'squareAt', { x: e.clientX - box.left }).square;
}

function onPointerDown(st, e) {
  const input = target(st);
  if (!input || e.button !== 0) return;
  const square = squareOf(st, e);
  if (square === undefined) return;
  st.drag = { id: e.pointerId, from: square, x: e.clientX, y: e.clientY, moved: false };
  try {
    st.el.canvas.setPointerCapture(e.pointerId);
  } catch {
    // No capture (the pointer is already gone): the drop is still read from pointerup.
  }
  const list = input.movable();
  const move = pick(st, square, list);
  if (list.includes(move)) ring(st, move);
}

function onPointerMove(st, e) {
  if (!st.drag || e.pointerId !== st.drag.id) return;
  if (Math.hypot(e.clientX - st.drag.x, e.clientY - st.drag.y) > 6) {
    st.drag.moved = true;
    st.root.classList.add('dragging');
  }
}

function onPointerUp(st, e) {
  if (!st.drag || e.pointerId !== st.drag.id) return;
  const d = st.drag;
  st.drag = null;
  st.root.classList.remove('dragging');
  const input = target(st);
  if (!input) return;
  const to = squareOf(st, e);
  const board = input.board();
  if (!d.moved || to === d.from) {
    input.act(pick(st, d.from, input.movable())); // a click or a tap
  } else if (to !== undefined && board[to] === '_' && board[d.from] !== '_') {
    input.act(pick(st, d.from, input.movable())); // dropped on the hole: every move goes into it
  } else if (st.snap.game) {
    showGame(st, t('row-drop-nothing-moved'));
  } else {
    st.feedback = t('row-drop-nothing-chosen');
    act(st, 'show');
    showPractice(st);
  }
}

function onPointerCancel(st, e) {
  if (!st.drag || e.pointerId !== st.drag.id) return;
  st.drag = null;
  st.root.classList.remove('dragging');
}

function wirePractice(st) {
  st.el.canvas.addEventListener('pointerdown', guard(st, (e) => onPointerDown(st, e)));
  st.el.canvas.addEventListener('pointermove', guard(st, (e) => onPointerMove(st, e)));
  st.el.canvas.addEventListener('pointerup', guard(st, (e) => onPointerUp(st, e)));
  st.el.canvas.addEventListener('pointercancel', guard(st, (e) => onPointerCancel(st, e)));
  // In the capture phase: a key practice takes is then defaultPrevented for the timeline.
  st.keys.addEventListener('keydown', guard(st, (e) => onKey(st, e)), { signal: st.signal, capture: true });
  st.px.hint.addEventListener('click', guard(st, () => showHint(st)));
  st.px.hintUndo.addEventListener('click', guard(st, () => undoToHint(st)));
  st.px.practise.addEventListener('change', guard(st, () => setPractising(st, st.px.practise.checked)));
  // The playback controls land any glide after an answer: the stage's step is then the truth.
  const moved = () => { st.pending = null; st.feedback = ''; };
  for (const control of [st.el.back, st.el.forward, st.el.toStart, st.el.toEnd]) {
    control.addEventListener('click', moved, true);
  }
  st.el.scrub.addEventListener('input', moved, true);
}

// ---- end practice -----------------------------------------------------------------------

// ---- the URL: always a link to what is shown ------------------------------------------

function writeUrl(st) {
  if (st.urlTimer) return;
  st.urlTimer = setTimeout(() => {
    st.urlTimer = 0;
    st.ctx.setParams(st.settings);
  }, 200);
}

// ---- controls ------------------------------------------------------------------------------

function guard(st, fn) {
  return (...args) => {
    try {
      fn(...args);
    } catch (e) {
      st.ctx.say([t('row-went-wrong', { reason: wordError(e) })]);
    }
  };
}

function readSize(st, input, lo, hi, name) {
  const v = input.value.trim();
  const x = /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  if (!(x >= lo && x <= hi)) {
    input.setAttribute('aria-invalid', 'true');
    st.ctx.say([t('row-size-refused', { name, lo, hi, text: v })]);
    return null;
  }
  input.removeAttribute('aria-invalid');
  return x;
}

function onSetup(st, event) {
  const target = event.target;
  const s = { ...st.settings, step: 0, moves: '' };
  if (target === st.el.puzzle) {
    s.puzzle = st.el.puzzle.value === 'pairs' ? 'pairs' : 'shift';
    const lim = st.P.limits(s.puzzle);
    s.n = Math.min(Math.max(s.n, lim.nMin), lim.nMax);
  } else if (target === st.el.n || target === st.el.m) {
    const lim = st.P.limits(s.puzzle);
    const n = readSize(st, st.el.n, lim.nMin, lim.nMax, 'n');
    if (n === null) return;
    s.n = n;
    if (s.puzzle === 'shift') {
      const m = readSize(st, st.el.m, lim.mMin, lim.mMax, 'm');
      if (m === null) return;
      s.m = m;
    }
  } else if (target.name === 'first') {
    s.first = target.value === 'left' ? 'left' : 'right';
  } else if (target.name === 'mode') {
    st.settings.mode = target.value === 'play' ? 'play' : 'watch';
    syncForm(st);
    enterMode(st);
    writeUrl(st);
    return;
  } else {
    return;
  }
  st.ctx.clearMessages();
  load(st, s);
}

function wire(st) {
  st.$('setup').addEventListener('change', guard(st, (e) => onSetup(st, e)));
  wirePlayMode(st);
  wirePractice(st); // practice: clicks, drags and keys on the board, hints, practising
  st.$('setup').addEventListener('submit', (e) => e.preventDefault());
  st.resizing = new ResizeObserver(guard(st, () => act(st, 'resize')));
  st.resizing.observe(st.el.canvas);
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  act(st, 'reducedMotion', { on: reduce.matches });
  reduce.addEventListener('change', guard(st, () => act(st, 'reducedMotion', { on: reduce.matches })), { signal: st.signal });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', guard(st, () => act(st, 'theme')), { signal: st.signal });
}

/// Play mode's form (a square number) and its undo, redo and restart buttons.
function wirePlayMode(st) {
  st.el.playForm.addEventListener('submit', guard(st, (e) => {
    e.preventDefault();
    const v = st.el.playSquare.value.trim();
    if (!/^\d{1,7}$/.test(v)) {
      showGame(st, t('row-typed-not-a-square', { text: v }));
      return;
    }
    tryMove(st, Number(v));
    st.el.playSquare.select();
  }));
  st.el.undo.addEventListener('click', guard(st, () => showGame(st, '', act(st, 'undo'))));
  st.el.redo.addEventListener('click', guard(st, () => showGame(st, '', act(st, 'redo'))));
  st.el.restart.addEventListener('click', guard(st, () => showGame(st, '', act(st, 'restart'))));
}

/// The view the shell holds (www/views/index.js): the row's settings, handle and commands.
function viewOf(st) {
  return {
    load: guard(st, (s) => load(st, s)),
    get settings() { return st.settings; },
    // The wasm handle, for the browser benchmark and the console (window.movelab).
    get handle() { return st.view; },
    get timeline() { return st.tl; },
    fields: () => fields(st),
    setSpeed: (v) => { st.settings.speed = v; st.tl.setSpeed(v); writeUrl(st); },
    play: () => { st.tl.play(); },
    pause: () => { st.tl.pause(); },
    seek: (step) => seekCommand(st, step),
    // The `move` command: the square a checker leaves or lands on, as a click names it.
    move: (text) => {
      if (!st.snap.game) return t('row-watched-only');
      if (!/^\d{1,10}$/.test(text)) return t('row-typed-not-a-square', { text });
      return tryMove(st, Number(text));
    },
    restart: () => {
      if (!st.snap.game) return st.tl.seek(0n);
      act(st, 'restart');
      showGame(st, '', st.snap);
    },
    // The row's moves can be downloaded in the command line's formats (the shell's buttons).
    downloads: true,
    destroy() {
      st.listening.abort();
      st.resizing?.disconnect();
      st.tl?.destroy();
      clearTimeout(st.liveTimer);
      clearTimeout(st.urlTimer);
      st.view?.free();
      st.view = null;
      st.root.classList.remove('cards', 'playing-mode', 'practising', 'dragging');
      st.root.replaceChildren();
    },
  };
}

// The solution as a line of steps for the timeline player (its controls, clock and keys).
function lineOf(st) {
  return {
    length: () => BigInt(st.snap.length),
    draw: (step, glide, dt) => st.view.frame(step, glide, dt),
    changed: guard(st, () => update(st)),
    active: () => !st.snap.game,
  };
}

