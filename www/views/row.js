// The row view (the checker puzzles): its form, readouts, play mode, practice and keyboard.
// The solver, the player and the drawing are Rust (wasm): one handle, `RowView`, takes
// every visitor action (`act`) and answers with one snapshot, kept in `st.snap`. It is an
// ordinary view: `mount(root, ctx)` fills `root` from its template and keeps its state in
// the one object `st`; the shell (app.js) gives `ctx` the wasm, the URL functions (`P`),
// the messages and the embedding bridge.

// bigpage: fine seeking and exact step numbers for long solutions.
import { rulesFor } from '../params.js';
// Steps are exact at any size: BigInt past 2^53 (n = m = 10^9 has 10^18 moves).
import { formatStep, exact, wholeStep, shown } from '../seek.js';
import { mountTimeline } from './timeline.js';
import { stageFields } from '../embed.js';
import { ROW_MARKUP } from './row-template.js';
import { quoted } from '../words.js';

const fmt = new Intl.NumberFormat('en');
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
  root.innerHTML = ROW_MARKUP;
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

const movesText = (k) => (k === 1 ? '1 move' : `${fmt.format(k)} moves`);

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
  if (k === null || k > L) return `The command's step must be a whole number from 0 to ${formatStep(L)}, not ${shown(step)}.`;
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
    st.ctx.say([`The page cannot show ${st.P.describe(s)}: ${e.message}. It shows the default puzzle instead.`]);
    s = { ...st.P.DEFAULTS, speed: s.speed, embed: s.embed, mode: s.mode };
    show(st, s);
  }
  if (s.moves && s.mode !== 'play') {
    st.ctx.say([`The link's moves=${quoted(s.moves)} are the moves of a game in play mode (mode=play), so they were dropped.`]);
  }
  st.settings = s;
  const length = BigInt(st.snap.length);
  if (BigInt(s.step) > length) {
    st.ctx.say([`The link's step=${s.step} is past the end of this solution (${formatStep(length)} moves), so the page starts at step 0.`]);
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
      st.ctx.say([`Play mode is not available for ${st.P.describe(s)}: ${e.message}. The page shows the solution instead.`]);
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
  // The game in progress is the link's from here on (showGame keeps it); out of play mode
  // there is none.
  st.settings.moves = play ? st.snap.game.record : '';
  st.keeping = play;
  if (play) {
    st.el.playLabel.textContent = st.snap.game.width === 2
      ? 'Move the pair whose left checker is on square'
      : 'Move the checker on square';
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
    st.ctx.say([`The link's moves=${quoted(record)} is not a record of moves (square numbers joined by dots), so the game starts afresh.`]);
    return;
  }
  const snap = act(st, 'replay', { squares: record.split('.').map(Number) });
  if (snap.stopped) st.ctx.say([`The link's moves could not all be played again: ${snap.stopped}. The game goes on from the move before.`]);
}

/// Shows the visitor's game from `snap` (by default the handle shows it afresh, which
/// also takes away any ring on the board), and keeps it in the link.
function showGame(st, problem, snap = act(st, 'show')) {
  const g = snap.game;
  if (st.keeping && g.record !== (st.settings.moves ?? '')) {
    st.settings.moves = g.record;
    st.ctx.keepMoves?.(g.record);
  }
  st.el.playStatus.textContent = problem ? `${problem} ${g.judgement}` : g.judgement;
  st.el.sentence.textContent = `Your moves so far: ${fmt.format(g.moves)}.`;
  st.el.undo.disabled = !g.canUndo;
  st.el.redo.disabled = !g.canRedo;
  st.el.movable.textContent = g.solved ? '' : `Legal moves now: ${g.movable.join(', ')}.`;
  st.el.canvas.setAttribute('aria-label', `Your board after ${movesText(g.moves)}`);
  gameShown(st); // practice
}

/// Plays the visitor's move on `square`; returns the refusal in words when it is not allowed.
function tryMove(st, square) {
  let snap;
  try {
    snap = act(st, 'move', { square });
  } catch (e) {
    const problem = `Not allowed: ${e.message}.`;
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
  st.el.nLabel.textContent = pairs ? 'Checkers of each colour, n' : 'Black checkers, n';
  st.el.modeNote.hidden = s.mode !== 'play';
  st.el.modeNote.textContent = s.mode === 'play'
    ? 'Your turn: move the checkers yourself (click or drag a checker, or choose one with ← → and press Enter). Every legal move is allowed, and the page says after each one how far the goal is and whether you are still on an optimal solution; Hint shows the way.'
    : '';
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
  const rules = rulesFor(g, s);
  let optimum;
  if (s.puzzle === 'pairs') {
    st.el.kind1Name.textContent = 'Moves';
    st.el.kind1Of.textContent = `of ${fmt.format(L)}${L === BigInt(s.n) ? ' (n)' : ' (the optimum)'}`;
    st.el.kind2Box.hidden = true;
    optimum = `This solution takes ${fmt.format(L)} moves, the least possible. A move is written as the left square of the pair that moves.`;
  } else {
    st.el.kind1Name.textContent = 'Slides';
    st.el.kind1Of.textContent = `of ${fmt.format(s.n + s.m)} (n + m)`;
    st.el.kind2Box.hidden = false;
    const nm = BigInt(s.n) * BigInt(s.m);
    st.el.kind2Of.textContent = `of ${fmt.format(nm)} (nm)`;
    optimum = `Every white must pass every black, and a jump passes one: at least nm = ${fmt.format(nm)} ${nm === 1n ? 'jump' : 'jumps'}. `
      + `Add the n + m = ${fmt.format(s.n + s.m)} slides and the optimum is nm + n + m = ${fmt.format(L)} moves. `
      + 'A move is written as the square of the checker that moves.';
  }
  const para = (text) => Object.assign(document.createElement('p'), { textContent: text });
  st.el.rules.replaceChildren(Object.assign(document.createElement('h3'), { textContent: 'The rules' }), para(rules), para(optimum));
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
      st.el.count.textContent = 'not known yet';
      st.el.count.title = e.message;
      return;
    }
    st.el.count.title = '';
    if (text.length > 15) {
      const d = document.createElement('details');
      const sum = document.createElement('summary');
      sum.textContent = `${text.slice(0, 1)}.${text.slice(1, 4)} × 10^${text.length - 1} (${text.length} digits)`;
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
  const { tally: t, sentence } = snap;
  const playing = st.tl.playing();
  // Counts past 2^53 come as decimal strings: BigInt reads both kinds exactly.
  const step = BigInt(snap.step);
  const L = BigInt(snap.length);
  st.settings.step = exact(step);
  if (st.settings.puzzle === 'pairs') {
    st.el.kind1.textContent = fmt.format(BigInt(t.pairs));
  } else {
    st.el.kind1.textContent = fmt.format(BigInt(t.slides));
    st.el.kind2.textContent = fmt.format(BigInt(t.jumps));
  }
  showMeasures(st, snap.measures, L - step);
  st.el.sentence.textContent = sentence;
  st.el.canvas.setAttribute('aria-label', boardLabel(st, step, L));
  narrate(st, sentence, playing, step === L);
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
    const names = list.map((m) => m.name).join(' + ');
    st.el.measureNote.textContent = `${names} = ${fmt.format(sum)}, exactly the moves still to make: every move of this solution removes exactly one.`;
    st.el.measureNote.hidden = false;
  }
  if (boxes.length !== list.length || [...boxes].some((b, i) => b.dataset.name !== list[i].name)) {
    for (const b of boxes) b.remove();
    for (const m of list) {
      const box = document.createElement('div');
      box.className = 'readout measure';
      box.dataset.name = m.name;
      box.innerHTML = '<dt></dt><dd><span class="value"></span><span class="bar" aria-hidden="true"><span></span></span></dd>';
      box.querySelector('dt').textContent = m.name[0].toUpperCase() + m.name.slice(1);
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
    const [vText, toText] = [m.value, goalMeasures[i]?.value ?? 0].map((x) => fmt.format(BigInt(x)));
    // Counting down to the goal's value ("6 left" when that is 0), or up to it ("3 of 9").
    box.querySelector('.value').textContent = to < from
      ? (to === 0 ? `${vText} left` : `${vText} (goal ${toText})`)
      : `${vText} of ${toText}`;
    const share = from === to ? 0 : Math.min(1, Math.max(0, (v - to) / (from - to)));
    box.querySelector('.bar span').style.width = `${100 * (to < from ? share : 1 - share)}%`;
  });
}

function boardLabel(st, step, L) {
  const text = st.el.canvas.getAttribute('data-board') || '';
  const where = text.length && text.length <= 24
    ? `: ${[...text].map((c) => (c === 'B' ? 'black' : c === 'W' ? 'white' : 'empty')).join(', ')}`
    : '';
  return `The board at step ${formatStep(step)} of ${formatStep(L)}${where}`;
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

function nameMove(st, square, board) {
  const colour = (c) => (c === 'B' ? 'black' : c === 'W' ? 'white' : 'empty');
  if (width(st) === 2) {
    return `the pair on squares ${square} and ${square + 1} (${colour(board[square])}, ${colour(board[square + 1])})`;
  }
  return `the ${colour(board[square])} checker on square ${square}`;
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
    st.px.hintText.textContent = game.solved ? 'Solved: there is nothing left to hint.' : 'No hint is known from here.';
    return;
  }
  if (h.kind === 'move') {
    st.chosen = h.square;
    ring(st, h.square);
    st.px.hintText.textContent = `Hint: move ${nameMove(st, h.square, board)}, ringed on the board (Enter moves it). It keeps you on an optimal solution.`;
  } else if (h.kind === 'undo') {
    st.hintUndos = h.undos;
    const on = h.quickest === undefined ? ''
      : ` Or carry on from here: square ${h.quickest} is a quickest way to the goal now, though no longer optimal overall.`;
    st.px.hintText.textContent = `Hint: your move at step ${h.mistakeStep} (square ${h.mistakeSquare}) left every optimal solution: undo ${movesText(h.undos)} to get back on one.${on}`;
  } else {
    st.hintUndos = h.undos;
    st.px.hintText.textContent = `Hint: your moves left the known optimal solution at step ${h.leftAtStep}: undo ${movesText(h.undos)} to follow it again. (At this size the page cannot tell whether that was a mistake.)`;
  }
  if (st.hintUndos > 0) {
    st.px.hintUndo.textContent = `Undo ${movesText(st.hintUndos)}`;
    st.px.hintUndo.hidden = false;
  }
}

function undoToHint(st) {
  const k = st.hintUndos;
  showGame(st, '', act(st, 'undo', { times: k }));
  st.px.hintText.textContent = `Undid ${movesText(k)}: you are back at step ${st.snap.game.moves}.`;
}

// ---- practice: the page plays the solution and stops before each move ----

/// Builds the practice game; where it cannot be (it holds the whole row, and the core
/// states that limit) says so, turns practice off and returns false.
function practiceReady(st) {
  try {
    act(st, 'practise', { on: true });
    return true;
  } catch (e) {
    st.ctx.say([`Practice is not available for ${st.P.describe(st.settings)}: ${e.message}.`]);
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
    ? `${before}Practice complete: ${sum.right} right, ${sum.wrong} wrong, ${sum.watched} watched, of ${fmt.format(L)} moves.`
    : `${before}Step ${fmt.format(k + 1)} of ${fmt.format(L)}: which move comes next? Click or drag a checker, or choose one with ← → and press Enter. So far ${sum.right} right, ${sum.wrong} wrong.`;
}

function answer(st, square) {
  // The board the answer is for (a glide in flight lands first), and its step.
  hold(st);
  const { board, step } = act(st, 'board');
  let r;
  try {
    r = act(st, 'answer', { square }).answer;
  } catch (e) {
    st.feedback = `Not allowed: ${e.message}.`;
    act(st, 'show');
    showPractice(st);
    return;
  }
  st.ctx.emit('move', { by: 'you', move: String(square), right: r.right });
  st.feedback = r.right
    ? `Right: ${nameMove(st, square, board)}.`
    : `Not optimal: the solution moves ${nameMove(st, r.expected, board)}; you chose square ${square}.`;
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
    st.px.status.textContent = 'Playing: pause to answer the next move.';
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

function choose(st, dir, t) {
  const list = t.movable();
  if (list.length === 0) {
    st.ctx.announce('No checker can move.');
    return;
  }
  let i = list.indexOf(st.chosen);
  i = i < 0 ? (dir > 0 ? 0 : list.length - 1) : (i + dir + list.length) % list.length;
  st.chosen = list[i];
  ring(st, st.chosen);
  st.ctx.announce(`Chosen: ${nameMove(st, st.chosen, t.board())}, ${i + 1} of ${list.length} that can move. Enter moves it.`);
}

function onKey(st, e) {
  const t = target(st);
  if (!t || e.altKey) return;
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
      choose(st, 1, t);
      break;
    case 'ArrowLeft':
    case 'ArrowUp':
      choose(st, -1, t);
      break;
    case 'Enter':
      if (control) return; // Enter presses the focused control.
      if (st.chosen === null) st.ctx.announce('Choose a checker first with the arrow st.keys.');
      else t.act(st.chosen);
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
  const t = target(st);
  if (!t || e.button !== 0) return;
  const square = squareOf(st, e);
  if (square === undefined) return;
  st.drag = { id: e.pointerId, from: square, x: e.clientX, y: e.clientY, moved: false };
  try {
    st.el.canvas.setPointerCapture(e.pointerId);
  } catch {
    // No capture (the pointer is already gone): the drop is still read from pointerup.
  }
  const list = t.movable();
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
  const t = target(st);
  if (!t) return;
  const to = squareOf(st, e);
  const board = t.board();
  if (!d.moved || to === d.from) {
    t.act(pick(st, d.from, t.movable())); // a click or a tap
  } else if (to !== undefined && board[to] === '_' && board[d.from] !== '_') {
    t.act(pick(st, d.from, t.movable())); // dropped on the hole: every move goes into it
  } else if (st.snap.game) {
    showGame(st, 'Nothing moved: drop a checker on the empty square to move it.');
  } else {
    st.feedback = 'Nothing chosen: drop a checker on the empty square to choose its move.';
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
      st.ctx.say([`Something went wrong: ${e.message}`]);
    }
  };
}

function readSize(st, input, lo, hi, name) {
  const v = input.value.trim();
  const x = /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  if (!(x >= lo && x <= hi)) {
    input.setAttribute('aria-invalid', 'true');
    st.ctx.say([`${name} must be a whole number from ${fmt.format(lo)} to ${fmt.format(hi)}; "${v}" is not, so the board stays as it is.`]);
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
      showGame(st, `"${v}" is not a square number.`);
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
      if (!st.snap.game) return 'Moves are played in play mode (mode=play); this row is watched.';
      if (!/^\d{1,10}$/.test(text)) return `${quoted(text)} is not a square number.`;
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

