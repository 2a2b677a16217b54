// The page's glue: controls, readouts, URL, keyboard, embedding. The solver, the player and
// the drawing are Rust (wasm); this file only wires the page to them.

import { paramsFor } from './params.js';
// embed: events and commands for a parent frame; move-list downloads.
import { connectParent } from './embed.js';
import { parseOrigins } from './origins.js';
import { wireExports } from './exports.js';
// bigpage: fine seeking and exact step numbers for long solutions.
import { wireSeek, syncSeek, formatStep } from './seek.js';
import { VIEWS } from './views/index.js';
import { renderGames } from './home.js';

const $ = (id) => document.getElementById(id);
const el = {
  canvas: $('board'), loading: $('loading'), sentence: $('sentence'), live: $('live'),
  message: $('message'), title: $('board-title'), tagline: $('tagline'),
  play: $('play'), back: $('back'), forward: $('forward'), toStart: $('to-start'), toEnd: $('to-end'),
  scrub: $('scrub'), stepOut: $('step-out'), speed: $('speed'), speedOut: $('speed-out'),
  puzzle: $('puzzle'), n: $('n'), m: $('m'), nLabel: $('n-label'), mField: $('m-field'),
  firstField: $('first-field'), modeNote: $('mode-note'), rules: $('rules'),
  kind1: $('kind1'), kind1Name: $('kind1-name'), kind1Of: $('kind1-of'),
  kind2: $('kind2'), kind2Of: $('kind2-of'), kind2Box: $('kind2-box'),
  readouts: $('readouts'), countBox: $('count-box'), count: $('count'), measureNote: $('measure-note'),
  embedCode: $('embed-code'), copyEmbed: $('copy-embed'), copyStatus: $('copy-status'),
  transport: $('transport'), playPanel: $('play-panel'), playForm: $('play-form'),
  playSquare: $('play-square'), playLabel: $('play-label'), playStatus: $('play-status'),
  movable: $('movable'), undo: $('undo'), redo: $('redo'), restart: $('restart'),
};

let wasm = null;
let stage = null;
let bridge = null; // embed: the parent frame, when there is one
let game = null; // play mode: the visitor's game (wasm PlayGame)
// The URL functions over the wasm catalog (www/params.js), set once the wasm has started.
let P = null;
let settings = null;
let startMeasures = [];
let goalMeasures = [];
const fmt = new Intl.NumberFormat('en');

// ---- messages: always visible, plain words, never a blank page -------------------------

const shown = new Set();
function say(problems) {
  for (const p of problems) shown.add(p);
  el.message.replaceChildren(...[...shown].map((p) => {
    const li = document.createElement('p');
    li.textContent = p;
    return li;
  }));
  el.message.hidden = shown.size === 0;
}
function clearMessages() {
  shown.clear();
  say([]);
}

// ---- the wasm module, started by Trunk's loader ----------------------------------------

function bindings() {
  return new Promise((resolve, reject) => {
    if (window.wasmBindings) return resolve(window.wasmBindings);
    addEventListener('TrunkApplicationStarted', () => resolve(window.wasmBindings), { once: true });
    setTimeout(() => reject(new Error('the solver (WebAssembly) did not load within 20 seconds')), 20000);
  });
}

// ---- loading a puzzle ---------------------------------------------------------------------

function makePlayer(s) {
  return new wasm.PuzzlePlayer(s.puzzle, s.n, s.m, s.first);
}

/// Shows settings `s` on the stage, from step `s.step`. Anything the core refuses is said
/// in words and replaced by the default.
function load(s) {
  let player;
  try {
    player = makePlayer(s);
  } catch (e) {
    say([`The page cannot show ${P.describe(s)}: ${e.message}. It shows the default puzzle instead.`]);
    s = { ...P.DEFAULTS, speed: s.speed, embed: s.embed, mode: s.mode };
    player = makePlayer(s);
  }
  if (stage) stage.load(player);
  else stage = new wasm.Stage(el.canvas, player);
  settings = s;
  startMeasures = stage.measures();
  // The same quantities at the goal, so each readout knows which way it runs.
  const probe = makePlayer(s);
  probe.seek(probe.length());
  goalMeasures = probe.measures();
  probe.free();
  const length = stage.length();
  if (s.step > length) {
    say([`The link's step=${s.step} is past the end of this solution (${formatStep(length)} moves), so the page starts at step 0.`]);
    s.step = 0;
  }
  stage.seek(s.step);
  stage.setSpeed(s.speed);
  el.scrub.max = String(length);
  syncForm();
  describePuzzle();
  showCount();
  update();
  enterMode();
  writeUrl();
}

// ---- play mode: the visitor moves, the core judges ------------------------------------

function enterMode() {
  const play = settings.mode === 'play';
  document.body.classList.toggle('playing-mode', play);
  el.transport.hidden = play;
  el.readouts.hidden = play;
  el.playPanel.hidden = !play;
  if (play) el.measureNote.hidden = true;
  game?.free();
  game = null;
  if (play) {
    if (stage.playing()) stage.pause();
    const s = settings;
    game = new wasm.PlayGame(s.puzzle, s.n, s.m, s.first);
    el.playLabel.textContent = s.puzzle === 'pairs'
      ? 'Move the pair whose left checker is on square'
      : 'Move the checker on square';
    el.playSquare.max = String(stage.squares() - 1);
    showGame('');
  } else {
    stage.showSolution();
    update();
  }
  practiceEnterMode(play); // practice
}

function showGame(problem) {
  stage.showGame(game);
  const judgement = game.judgement();
  el.playStatus.textContent = problem ? `${problem} ${judgement}` : judgement;
  el.sentence.textContent = `Your moves so far: ${fmt.format(game.movesMade())}.`;
  el.undo.disabled = !game.canUndo();
  el.redo.disabled = !game.canRedo();
  const squares = [...game.movable()];
  el.movable.textContent = game.isSolved() ? '' : `Legal moves now: ${squares.join(', ')}.`;
  el.canvas.setAttribute('aria-label', `Your board after ${game.movesMade()} moves`);
  gameShown(); // practice
}

function tryMove(square) {
  try {
    game.play(square);
  } catch (e) {
    showGame(`Not allowed: ${e.message}.`);
    return;
  }
  showGame('');
}

function syncForm() {
  const s = settings;
  el.puzzle.value = s.puzzle;
  el.n.value = String(s.n);
  el.m.value = String(s.m);
  const lim = P.limits(s.puzzle);
  el.n.min = String(lim.nMin);
  el.n.max = String(lim.nMax);
  for (const r of document.querySelectorAll('input[name="first"]')) r.checked = r.value === s.first;
  for (const r of document.querySelectorAll('input[name="mode"]')) r.checked = r.value === s.mode;
  const pairs = s.puzzle === 'pairs';
  el.mField.hidden = pairs;
  el.firstField.hidden = pairs;
  el.nLabel.textContent = pairs ? 'Checkers of each colour, n' : 'Black checkers, n';
  el.speed.value = String(Math.round(Math.log2(s.speed) * 2) / 2);
  showSpeed();
  el.modeNote.hidden = s.mode !== 'play';
  el.modeNote.textContent = s.mode === 'play'
    ? 'Your turn: move the checkers yourself (click or drag a checker, or choose one with ← → and press Enter). Every legal move is allowed, and the page says after each one how far the goal is and whether you are still on an optimal solution; Hint shows the way.'
    : '';
}

/// The heading, tagline and rules from the catalog; the readouts' names and the sentence on
/// the optimum are the row view's own.
function describePuzzle() {
  const s = settings;
  const g = P.game(s.puzzle);
  const L = stage.length();
  const value = (p) => (p.kind.type === 'whole' ? fmt.format(s[p.name]) : String(s[p.name]));
  const wholes = g.params.filter((p) => p.kind.type === 'whole');
  el.title.textContent = [g.title, ...wholes.map((p) => `${p.name} = ${value(p)}`)].join(', ');
  document.title = `${el.title.textContent} · movelab`;
  el.tagline.textContent = `${g.title}: ${g.tagline[0].toLowerCase()}${g.tagline.slice(1)}`;
  const rules = g.params.reduce((t, p) => t.replaceAll(`{${p.name}}`, value(p)), g.rules);
  let optimum;
  if (s.puzzle === 'pairs') {
    el.kind1Name.textContent = 'Moves';
    el.kind1Of.textContent = `of ${fmt.format(L)}${L === s.n ? ' (n)' : ' (the optimum)'}`;
    el.kind2Box.hidden = true;
    optimum = `This solution takes ${fmt.format(L)} moves, the least possible. A move is written as the left square of the pair that moves.`;
  } else {
    el.kind1Name.textContent = 'Slides';
    el.kind1Of.textContent = `of ${fmt.format(s.n + s.m)} (n + m)`;
    el.kind2Box.hidden = false;
    el.kind2Of.textContent = `of ${fmt.format(s.n * s.m)} (nm)`;
    optimum = `Every white must pass every black, and a jump passes one: at least nm = ${fmt.format(s.n * s.m)} jumps. `
      + `Add the n + m = ${fmt.format(s.n + s.m)} slides and the optimum is nm + n + m = ${fmt.format(L)} moves. `
      + 'A move is written as the square of the checker that moves.';
  }
  const para = (text) => Object.assign(document.createElement('p'), { textContent: text });
  el.rules.replaceChildren(Object.assign(document.createElement('h3'), { textContent: 'The rules' }), para(rules), para(optimum));
}

function showCount() {
  const s = settings;
  el.count.textContent = '…';
  // After the first frame: a count can be a long computation on a large board.
  setTimeout(() => {
    if (settings !== s) return;
    let text;
    try {
      text = wasm.countSolutions(s.puzzle, s.n, s.m);
    } catch (e) {
      el.count.textContent = 'not known yet';
      el.count.title = e.message;
      return;
    }
    el.count.title = '';
    if (text.length > 15) {
      const d = document.createElement('details');
      const sum = document.createElement('summary');
      sum.textContent = `${text.slice(0, 1)}.${text.slice(1, 4)} × 10^${text.length - 1} (${text.length} digits)`;
      const exact = document.createElement('span');
      exact.className = 'exact';
      exact.textContent = text;
      d.append(sum, exact);
      el.count.replaceChildren(d);
    } else {
      el.count.textContent = fmt.format(BigInt(text));
    }
  }, 0);
}

// ---- readouts, after every change the stage reports -----------------------------------

let lastLive = 0;
let liveTimer = 0;
let scrubbing = false;

function update() {
  if (!stage || game) return;
  // One record per change: every readout below shows the same position.
  const snap = stage.snapshot();
  const { step, length: L, playing, tally: t, sentence } = snap;
  settings.step = step;
  el.stepOut.textContent = `${formatStep(step)} / ${formatStep(L)}`;
  if (!scrubbing) el.scrub.value = String(step);
  el.scrub.setAttribute('aria-valuetext', `step ${formatStep(step)} of ${formatStep(L)}`);
  syncSeek(step, L); // bigpage
  if (settings.puzzle === 'pairs') {
    el.kind1.textContent = fmt.format(t.pairs);
  } else {
    el.kind1.textContent = fmt.format(t.slides);
    el.kind2.textContent = fmt.format(t.jumps);
  }
  showMeasures(snap.measures, L - step);
  el.sentence.textContent = sentence;
  el.canvas.setAttribute('aria-label', boardLabel(step, L));
  el.play.classList.toggle('is-playing', playing);
  el.play.setAttribute('aria-label', playing ? 'Pause (Space)' : 'Play (Space)');
  el.play.setAttribute('aria-pressed', String(playing));
  narrate(sentence, playing, step === L);
  practiceUpdate(snap); // practice
  if (!playing) writeUrl();
  bridge?.announce(); // embed
}

/// One readout per lower-bound quantity, each with a bar that empties as it falls to zero
/// (they sit in the readouts' <dl>, before the count); `left` is the moves still to make.
function showMeasures(list, left) {
  let boxes = el.readouts.querySelectorAll('.measure');
  el.measureNote.hidden = true;
  if (list.length === 0) {
    for (const b of boxes) b.remove();
    return;
  }
  // The lower-bound quantities at work: when they add up to the moves still to make, say so.
  const sum = list.reduce((a, m) => a + Number(m.value), 0);
  const toZero = goalMeasures.length === list.length && goalMeasures.every((g) => Number(g.value) === 0);
  if (list.length > 1 && toZero && sum === left) {
    const names = list.map((m) => m.name).join(' + ');
    el.measureNote.textContent = `${names} = ${fmt.format(sum)}, exactly the moves still to make: every move of this solution removes exactly one.`;
    el.measureNote.hidden = false;
  }
  if (boxes.length !== list.length || [...boxes].some((b, i) => b.dataset.name !== list[i].name)) {
    for (const b of boxes) b.remove();
    for (const m of list) {
      const box = document.createElement('div');
      box.className = 'readout measure';
      box.dataset.name = m.name;
      box.innerHTML = '<dt></dt><dd><span class="value"></span><span class="bar" aria-hidden="true"><span></span></span></dd>';
      box.querySelector('dt').textContent = m.name[0].toUpperCase() + m.name.slice(1);
      el.readouts.insertBefore(box, el.countBox);
    }
    boxes = el.readouts.querySelectorAll('.measure');
  }
  list.forEach((m, i) => {
    const box = boxes[i];
    const from = Number(startMeasures[i]?.value ?? m.value);
    const to = Number(goalMeasures[i]?.value ?? 0);
    const v = Number(m.value);
    // Counting down to the goal's value ("6 left" when that is 0), or up to it ("3 of 9").
    box.querySelector('.value').textContent = to < from
      ? (to === 0 ? `${fmt.format(v)} left` : `${fmt.format(v)} (goal ${fmt.format(to)})`)
      : `${fmt.format(v)} of ${fmt.format(to)}`;
    const share = from === to ? 0 : Math.min(1, Math.max(0, (v - to) / (from - to)));
    box.querySelector('.bar span').style.width = `${100 * (to < from ? share : 1 - share)}%`;
  });
}

function boardLabel(step, L) {
  const text = el.canvas.getAttribute('data-board') || '';
  const where = text.length && text.length <= 24
    ? `: ${[...text].map((c) => (c === 'B' ? 'black' : c === 'W' ? 'white' : 'empty')).join(', ')}`
    : '';
  return `The board at step ${formatStep(step)} of ${formatStep(L)}${where}`;
}

/// The aria-live region: every move when stepping; while playing fast, at most one
/// sentence every two seconds, and always the last.
function narrate(sentence, playing, done) {
  clearTimeout(liveTimer);
  const now = performance.now();
  if (!playing || done || now - lastLive > 2000) {
    el.live.textContent = sentence;
    lastLive = now;
  }
}

// ---- practice: moving by hand (click, drag, keys), hints, practising in watch mode -----
// The core decides every verdict (PlayGame, Practice); this block only routes the
// visitor's clicks, drags and keys to them and says what they answered.

const px = {
  hint: $('hint'), hintText: $('hint-text'), hintUndo: $('hint-undo'),
  bar: $('practice-bar'), practise: $('practise'), status: $('practice-status'),
};
let practice = null; // wasm Practice for the loaded puzzle (kept while toggling)
let practiceKey = '';
let practising = false;
let pending = null; // practice: the step the stage glides to after an answer (for the prompt)
let feedback = ''; // practice: the verdict on the last answer
let chosen = null; // the square the keyboard (or the hint) chose, or null
let hintUndos = 0;
let drag = null;

const width = () => (settings.puzzle === 'pairs' ? 2 : 1);
const movesText = (k) => (k === 1 ? '1 move' : `${fmt.format(k)} moves`);

/// What the visitor's input acts on: the game in play mode, the practice when practising.
function target() {
  if (game) {
    return { movable: () => [...game.movable()], board: () => game.boardText(), act: tryMove };
  }
  if (practising && practice) {
    // Input is for the position a glide ends on: land it first.
    return {
      movable: () => { stage.settle(); syncPractice(); return [...practice.movable()]; },
      board: () => { stage.settle(); syncPractice(); return practice.boardText(); },
      act: answer,
    };
  }
  return null;
}

/// The move a click on `square` means: that checker's move; for pairs, the pair whose left
/// checker it is if that pair can move, else the pair whose right checker it is. A square
/// that names no legal move goes to the core as it is, for its reason.
function pick(square, movable) {
  const options = width() === 2 ? [square, square - 1] : [square];
  return options.find((s) => movable.includes(s)) ?? square;
}

function nameMove(square, board) {
  const colour = (c) => (c === 'B' ? 'black' : c === 'W' ? 'white' : 'empty');
  if (width() === 2) {
    return `the pair on squares ${square} and ${square + 1} (${colour(board[square])}, ${colour(board[square + 1])})`;
  }
  return `the ${colour(board[square])} checker on square ${square}`;
}

function ring(square) {
  try {
    stage.highlight(square, width());
  } catch {
    // Off the board (a square the core refused): nothing to ring.
  }
}

// ---- play mode: after every change of the game, and the hint ----

function gameShown() {
  chosen = null;
  hintUndos = 0;
  px.hintText.textContent = '';
  px.hintUndo.hidden = true;
  px.hint.disabled = game.isSolved();
  el.canvas.tabIndex = 0;
}

function showHint() {
  const h = game.hint();
  hintUndos = 0;
  px.hintUndo.hidden = true;
  if (!h) {
    px.hintText.textContent = game.isSolved() ? 'Solved: there is nothing left to hint.' : 'No hint is known from here.';
    return;
  }
  const board = game.boardText();
  if (h.kind === 'move') {
    chosen = h.square;
    ring(h.square);
    px.hintText.textContent = `Hint: move ${nameMove(h.square, board)}, ringed on the board (Enter moves it). It keeps you on an optimal solution.`;
  } else if (h.kind === 'undo') {
    hintUndos = h.undos;
    const on = h.quickest === undefined ? ''
      : ` Or carry on from here: square ${h.quickest} is a quickest way to the goal now, though no longer optimal overall.`;
    px.hintText.textContent = `Hint: your move at step ${h.mistakeStep} (square ${h.mistakeSquare}) left every optimal solution: undo ${movesText(h.undos)} to get back on one.${on}`;
  } else {
    hintUndos = h.undos;
    px.hintText.textContent = `Hint: your moves left the known optimal solution at step ${h.leftAtStep}: undo ${movesText(h.undos)} to follow it again. (At this size the page cannot tell whether that was a mistake.)`;
  }
  if (hintUndos > 0) {
    px.hintUndo.textContent = `Undo ${movesText(hintUndos)}`;
    px.hintUndo.hidden = false;
  }
}

function undoToHint() {
  const k = hintUndos;
  for (let i = 0; i < k; i++) game.undo();
  showGame('');
  px.hintText.textContent = `Undid ${movesText(k)}: you are back at step ${game.movesMade()}.`;
}

// ---- practice: the page plays the solution and stops before each move ----

function ensurePractice() {
  const s = settings;
  const key = `${s.puzzle} ${s.n} ${s.m} ${s.first}`;
  if (practice && practiceKey === key) return;
  practice?.free();
  practice = new wasm.Practice(s.puzzle, s.n, s.m, s.first);
  practiceKey = key;
  pending = null;
  feedback = '';
}

/// The practice stands where the stage does.
function syncPractice() {
  ensurePractice();
  const step = stage.step();
  if (practice.step() !== step) practice.seek(step);
}

function setPractising(on) {
  practising = on;
  px.practise.checked = on;
  document.body.classList.toggle('practising', on);
  el.play.disabled = on;
  chosen = null;
  feedback = '';
  pending = null;
  if (on) {
    if (stage.playing()) stage.pause();
    el.canvas.tabIndex = 0;
    syncPractice();
    showPractice();
  } else {
    if (!game) el.canvas.removeAttribute('tabindex');
    px.status.textContent = '';
    stage.showSolution();
  }
}

function showPractice() {
  syncPractice();
  const sum = practice.summary();
  const L = stage.length();
  const k = pending ?? stage.step();
  const before = feedback ? `${feedback} ` : '';
  px.status.textContent = k >= L
    ? `${before}Practice complete: ${sum.right} right, ${sum.wrong} wrong, ${sum.watched} watched, of ${fmt.format(L)} moves.`
    : `${before}Step ${fmt.format(k + 1)} of ${fmt.format(L)}: which move comes next? Click or drag a checker, or choose one with ← → and press Enter. So far ${sum.right} right, ${sum.wrong} wrong.`;
}

function answer(square) {
  stage.settle();
  syncPractice();
  if (stage.playing()) stage.pause();
  const board = practice.boardText();
  let r;
  try {
    r = practice.answer(square);
  } catch (e) {
    feedback = `Not allowed: ${e.message}.`;
    stage.showSolution();
    showPractice();
    return;
  }
  feedback = r.right
    ? `Right: ${nameMove(square, board)}.`
    : `Not optimal: the solution moves ${nameMove(r.expected, board)}; you chose square ${square}.`;
  chosen = null;
  pending = practice.step();
  stage.showSolution();
  stage.forward();
  showPractice();
  if (stage.step() === pending) pending = null; // reduced motion: no glide
}

/// From `update()` (watch mode), with its snapshot, after every change the stage reports.
function practiceUpdate({ step, playing }) {
  if (!practising || game) return;
  if (pending !== null && step !== pending - 1) pending = null;
  if (playing) {
    px.status.textContent = 'Playing: pause to answer the next move.';
    return;
  }
  showPractice();
}

/// From `enterMode()`: practice belongs to watch mode.
function practiceEnterMode(play) {
  px.bar.hidden = play;
  if (play) {
    if (practising) setPractising(false);
    return;
  }
  el.canvas.removeAttribute('tabindex');
  if (practising) {
    el.canvas.tabIndex = 0;
    ensurePractice();
    showPractice();
  }
}

// ---- the visitor's input: keys, clicks and drags ----

function choose(dir, t) {
  const list = t.movable();
  if (list.length === 0) {
    el.live.textContent = 'No checker can move.';
    return;
  }
  let i = list.indexOf(chosen);
  i = i < 0 ? (dir > 0 ? 0 : list.length - 1) : (i + dir + list.length) % list.length;
  chosen = list[i];
  ring(chosen);
  el.live.textContent = `Chosen: ${nameMove(chosen, t.board())}, ${i + 1} of ${list.length} that can move. Enter moves it.`;
}

function onKey(e) {
  const t = target();
  if (!t || e.altKey) return;
  const tag = e.target instanceof Element ? e.target.tagName : '';
  // The Practise checkbox takes no arrows or Enter itself: from there they choose and move.
  const typing = ['INPUT', 'SELECT', 'TEXTAREA'].includes(tag) && e.target !== px.practise;
  const control = typing || tag === 'BUTTON' || tag === 'SUMMARY' || tag === 'A';
  if (e.key === 'Home' || e.key === 'End') { pending = null; feedback = ''; } // the stage jumps
  if (e.ctrlKey || e.metaKey) {
    if (!game || typing) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) game.undo();
    else if (key === 'y' || (key === 'z' && e.shiftKey)) game.redo();
    else return;
    e.preventDefault();
    showGame('');
    return;
  }
  if (typing) return;
  switch (e.key) {
    case 'ArrowRight':
    case 'ArrowDown':
      choose(1, t);
      break;
    case 'ArrowLeft':
    case 'ArrowUp':
      choose(-1, t);
      break;
    case 'Enter':
      if (control) return; // Enter presses the focused control.
      if (chosen === null) el.live.textContent = 'Choose a checker first with the arrow keys.';
      else t.act(chosen);
      break;
    case 'Escape':
      chosen = null;
      if (game) showGame('');
      else stage.showSolution();
      break;
    case ' ':
      if (control || !practising || e.target === px.practise) return;
      break; // While practising, Space does not play the answers away.
    default:
      return;
  }
  e.preventDefault();
}

function squareOf(e) {
  const box = el.canvas.getBoundingClientRect();
  return stage.squareAt(e.clientX - box.left);
}

function onPointerDown(e) {
  const t = target();
  if (!t || e.button !== 0) return;
  const square = squareOf(e);
  if (square === undefined) return;
  drag = { id: e.pointerId, from: square, x: e.clientX, y: e.clientY, moved: false };
  try {
    el.canvas.setPointerCapture(e.pointerId);
  } catch {
    // No capture (the pointer is already gone): the drop is still read from pointerup.
  }
  const list = t.movable();
  const move = pick(square, list);
  if (list.includes(move)) ring(move);
}

function onPointerMove(e) {
  if (!drag || e.pointerId !== drag.id) return;
  if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) > 6) {
    drag.moved = true;
    document.body.classList.add('dragging');
  }
}

function onPointerUp(e) {
  if (!drag || e.pointerId !== drag.id) return;
  const d = drag;
  drag = null;
  document.body.classList.remove('dragging');
  const t = target();
  if (!t) return;
  const to = squareOf(e);
  const board = t.board();
  if (!d.moved || to === d.from) {
    t.act(pick(d.from, t.movable())); // a click or a tap
  } else if (to !== undefined && board[to] === '_' && board[d.from] !== '_') {
    t.act(pick(d.from, t.movable())); // dropped on the hole: every move goes into it
  } else if (game) {
    showGame('Nothing moved: drop a checker on the empty square to move it.');
  } else {
    feedback = 'Nothing chosen: drop a checker on the empty square to choose its move.';
    stage.showSolution();
    showPractice();
  }
}

function onPointerCancel(e) {
  if (!drag || e.pointerId !== drag.id) return;
  drag = null;
  document.body.classList.remove('dragging');
}

function wirePractice() {
  el.canvas.addEventListener('pointerdown', guard(onPointerDown));
  el.canvas.addEventListener('pointermove', guard(onPointerMove));
  el.canvas.addEventListener('pointerup', guard(onPointerUp));
  el.canvas.addEventListener('pointercancel', guard(onPointerCancel));
  document.addEventListener('keydown', guard(onKey));
  px.hint.addEventListener('click', guard(showHint));
  px.hintUndo.addEventListener('click', guard(undoToHint));
  px.practise.addEventListener('change', guard(() => setPractising(px.practise.checked)));
  // The playback controls land any glide after an answer: the stage's step is then the truth.
  const moved = () => { pending = null; feedback = ''; };
  for (const control of [el.back, el.forward, el.toStart, el.toEnd]) {
    control.addEventListener('click', moved, true);
  }
  el.scrub.addEventListener('input', moved, true);
}
// ---- end practice -----------------------------------------------------------------------

// ---- the URL: always a link to what is shown ------------------------------------------

let urlTimer = 0;
function writeUrl() {
  if (urlTimer) return;
  urlTimer = setTimeout(() => {
    urlTimer = 0;
    const query = P.formatParams(settings);
    if (location.search !== `?${query}`) history.replaceState(null, '', `?${query}`);
    el.embedCode.value = P.embedCode(settings, location.href.split('?')[0].split('#')[0]);
  }, 200);
}

// ---- controls ------------------------------------------------------------------------------

function guard(fn) {
  return (...args) => {
    try {
      fn(...args);
    } catch (e) {
      say([`Something went wrong: ${e.message}`]);
    }
  };
}

function showSpeed() {
  const v = settings.speed;
  const text = v >= 10 ? fmt.format(Math.round(v)) : String(Math.round(v * 100) / 100);
  el.speedOut.textContent = `${text}/s`;
  el.speed.setAttribute('aria-valuetext', `${text} moves a second`);
}

function togglePlay() {
  if (stage.playing()) stage.pause();
  else stage.play();
}

function readSize(input, lo, hi, name) {
  const v = input.value.trim();
  const x = /^\d{1,7}$/.test(v) ? Number(v) : NaN;
  if (!(x >= lo && x <= hi)) {
    input.setAttribute('aria-invalid', 'true');
    say([`${name} must be a whole number from ${lo} to ${hi}; "${v}" is not, so the board stays as it is.`]);
    return null;
  }
  input.removeAttribute('aria-invalid');
  return x;
}

function onSetup(event) {
  const target = event.target;
  const s = { ...settings, step: 0 };
  if (target === el.puzzle) {
    s.puzzle = el.puzzle.value === 'pairs' ? 'pairs' : 'shift';
    const lim = P.limits(s.puzzle);
    s.n = Math.min(Math.max(s.n, lim.nMin), lim.nMax);
  } else if (target === el.n || target === el.m) {
    const lim = P.limits(s.puzzle);
    const n = readSize(el.n, lim.nMin, lim.nMax, 'n');
    if (n === null) return;
    s.n = n;
    if (s.puzzle === 'shift') {
      const m = readSize(el.m, lim.mMin, lim.mMax, 'm');
      if (m === null) return;
      s.m = m;
    }
  } else if (target.name === 'first') {
    s.first = target.value === 'left' ? 'left' : 'right';
  } else if (target.name === 'mode') {
    settings.mode = target.value === 'play' ? 'play' : 'watch';
    syncForm();
    enterMode();
    writeUrl();
    return;
  } else {
    return;
  }
  clearMessages();
  load(s);
}

function wire() {
  wireTransport();
  document.getElementById('setup').addEventListener('change', guard(onSetup));
  wirePlayMode();
  wirePractice(); // practice: clicks, drags and keys on the board, hints, practising
  document.getElementById('setup').addEventListener('submit', (e) => e.preventDefault());
  wireCopyEmbed();
  // After wirePractice's listeners, so that a key practice took is seen as defaultPrevented.
  document.addEventListener('keydown', guard(onWatchKey));
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  stage.setReducedMotion(reduce.matches);
  reduce.addEventListener('change', () => stage.setReducedMotion(reduce.matches));
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => stage.refreshTheme());
}

/// The watch controls: play, step, to either end, the scrubber and the speed.
function wireTransport() {
  el.play.addEventListener('click', guard(togglePlay));
  el.forward.addEventListener('click', guard(() => stage.forward()));
  el.back.addEventListener('click', guard(() => stage.back()));
  el.toStart.addEventListener('click', guard(() => { stage.pause(); stage.seek(0); }));
  el.toEnd.addEventListener('click', guard(() => { stage.pause(); stage.seek(stage.length()); }));
  el.scrub.addEventListener('input', guard(() => {
    scrubbing = true;
    if (stage.playing()) stage.pause();
    stage.seek(Math.round(Number(el.scrub.value)));
  }));
  el.scrub.addEventListener('change', () => { scrubbing = false; update(); });
  el.speed.addEventListener('input', guard(() => {
    const v = Math.min(P.SPEED.max, Math.max(P.SPEED.min, 2 ** Number(el.speed.value)));
    settings.speed = v;
    stage.setSpeed(v);
    showSpeed();
    writeUrl();
  }));
}

/// Play mode's form (a square number) and its undo, redo and restart buttons.
function wirePlayMode() {
  el.playForm.addEventListener('submit', guard((e) => {
    e.preventDefault();
    const v = el.playSquare.value.trim();
    if (!/^\d{1,7}$/.test(v)) {
      showGame(`"${v}" is not a square number.`);
      return;
    }
    tryMove(Number(v));
    el.playSquare.select();
  }));
  el.undo.addEventListener('click', guard(() => { game.undo(); showGame(''); }));
  el.redo.addEventListener('click', guard(() => { game.redo(); showGame(''); }));
  el.restart.addEventListener('click', guard(() => { game.restart(); showGame(''); }));
}

/// The embed code's copy button; where the clipboard is refused, the code is selected.
function wireCopyEmbed() {
  el.copyEmbed.addEventListener('click', async () => {
    const code = el.embedCode.value;
    try {
      await navigator.clipboard.writeText(code);
      el.copyStatus.textContent = 'Copied.';
    } catch {
      el.embedCode.focus();
      el.embedCode.select();
      el.copyStatus.textContent = 'Selected: press Ctrl+C (or ⌘C) to copy.';
    }
  });
}

/// Watch mode's keys: Space plays or pauses, the arrows step, Home and End go to either end;
/// none of them while a form field (or, for Space, any control) has the focus.
function onWatchKey(e) {
  if (e.altKey || e.ctrlKey || e.metaKey || game || e.defaultPrevented) return;
  const tag = e.target instanceof Element ? e.target.tagName : '';
  const typing = ['INPUT', 'SELECT', 'TEXTAREA'].includes(tag);
  const control = typing || tag === 'BUTTON' || tag === 'SUMMARY' || tag === 'A';
  switch (e.key) {
    case ' ':
      if (control) return; // Space already presses the focused control.
      togglePlay();
      break;
    case 'ArrowRight':
      if (typing) return;
      stage.forward();
      break;
    case 'ArrowLeft':
      if (typing) return;
      stage.back();
      break;
    case 'Home':
      if (typing) return;
      stage.pause();
      stage.seek(0);
      break;
    case 'End':
      if (typing) return;
      stage.pause();
      stage.seek(stage.length());
      break;
    default:
      return;
  }
  e.preventDefault();
}

// ---- games of other kinds of view: their controller owns the view area ------------------

/// Mounts the controller of `s.puzzle`'s view when it is not the row (www/views/): the row's
/// board, controls and form are hidden, and the controller gets the wasm, the catalog entry,
/// the checked URL settings and the page's message, narration and URL writing. False when the
/// game is a row game (app.js shows it) or its view has no controller yet (said in words).
async function mountView(s) {
  const info = P.game(s.puzzle);
  if (!info || info.view === 'row') return false;
  const load = VIEWS[info.view];
  if (!load) {
    say([`The page cannot show ${info.title} yet (no ${info.view} view); it shows the default puzzle instead.`]);
    Object.assign(s, P.DEFAULTS, { speed: s.speed, embed: s.embed, mode: s.mode });
    return false;
  }
  const root = $('view-root');
  for (const card of document.querySelectorAll('main > section.card:not(#view-root)')) card.hidden = true;
  root.hidden = false;
  el.title.textContent = info.title;
  el.tagline.textContent = info.tagline;
  let current = { ...s };
  const ctx = {
    wasm,
    catalog: wasm.catalog(),
    game: info,
    params: current,
    say,
    announce: (text) => { el.live.textContent = text; },
    // Reflects `partial` into the URL, checked by the same rules as a link's parameters.
    setParams: (partial) => {
      current = { ...current, ...partial };
      ctx.params = current;
      history.replaceState(null, '', `?${P.formatParams(current)}`);
    },
  };
  const view = await load();
  view.mount(root, ctx);
  el.loading.hidden = true;
  requestAnimationFrame(() => performance.mark('movelab-first-frame'));
  window.movelab = { wasm };
  return true;
}

// ---- start -----------------------------------------------------------------------------------

async function main() {
  try {
    wasm = await bindings();
  } catch (e) {
    el.loading.textContent = `The solver could not start: ${e.message}. Try reloading the page.`;
    return;
  }
  P = paramsFor(wasm.catalog());
  const { settings: s, problems } = P.parseParams(location.search);
  if (s.embed) document.body.classList.add('embed');
  say(problems);
  renderGames($('games-list'), wasm.catalog(), s.puzzle);
  // embed: before the first load, so the parent hears `ready` with the first settings.
  bridge = connectParent({
    params: P,
    origins: parseOrigins(s.origins),
    get: () => ({ settings, stage }),
    load: (next) => { clearMessages(); load(next); },
    tell: say,
  });
  if (await mountView(s)) return;
  load(s);
  stage.onChange(guard(update));
  wire();
  wireSeek(() => (game ? null : stage)); // bigpage
  wireExports(() => wasm, () => settings); // embed
  el.loading.hidden = true;
  // The stage asked for its first frame already, so this callback runs right after it
  // in the same frame: the mark is when the first board was on screen (benches/web).
  requestAnimationFrame(() => performance.mark('movelab-first-frame'));
  // For the browser benchmark and for curious visitors with a console.
  window.movelab = { stage, wasm };
  if (s.autoplay && !game) stage.play();
}

main().catch((e) => say([`The page could not start: ${e.message}`]));
