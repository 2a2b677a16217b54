// The heaps view: nim, subtraction and octal games, Grundy's game, K in a row and the even/odd game,
// played against the computer, with "show values" and the explorer's table of G(n).
// One controller for the six games: the wasm handle `ImpartialGame` gives one snapshot
// per change (heaps, options, values, words), so nothing here is specific to a game.
// Drawing is in heaps-draw.js.

import { t, words, wordError, wordFact } from '../i18n.js';
import { argsFor } from '../params.js';
import { quoted } from '../words.js';
import { CHART, sizeCanvas, themeColors } from './dom.js';
import { draw, hit, heightFor } from './heaps-draw.js';
import { drawPlot } from './plot-draw.js';
import { opened } from './opening.js';

const html = (tag, props = {}, ...children) => {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
};

/// How long a move's counters take to fade away (none with reduced motion).
const FADE_MS = 320;

const defaultsOf = (game) => Object.fromEntries(game.params.map((p) => [p.name, p.kind.default ?? false]));

/// The general parameters the view reads: every game of it keeps its moves in the link
/// (`moves=`, `ctx.keepMoves`).
export const reads = () => ['moves'];

export function mount(root, ctx) {
  const st = {
    handle: null, snap: null, layout: null, showValues: false, focus: { heap: 0, counter: 0 },
    // `only`: the options listed, when narrowed to a heap or a counter (`{ heap, counter }`).
    preview: null, only: null, timer: 0, reduce: matchMedia('(prefers-reduced-motion: reduce)'),
    // Every heap moving: the option picked so far for each heap this turn (heap → option).
    picked: new Map(),
    fade: null, // a move being played: { before (the snapshot it was played from), move, t0, frame }
    // The media-query listeners and the canvas's resize observer, which go with the view.
    listening: new AbortController(), observer: null,
    // Each start's number (a newer start or the view's end leaves an opening being worked
    // out) and the promise of the last one's game being open.
    run: 0, opening: Promise.resolve(),
  };
  const ui = build(root, ctx);
  const does = {
    start: () => start(st, ui, ctx),
    play: (m) => play(st, ui, ctx, m),
    choose: (i, c) => choose(st, ui, ctx, i, c),
    render: () => show(st, ui, ctx),
    refresh: (snap) => refresh(st, ui, ctx, snap),
  };
  wire(st, ui, ctx, does);
  does.start();
  return {
    restart() {
      ctx.keepMoves?.('');
      does.start();
    },
    // Settled once the game asked for last is open (its misère quotient built, a slice a task).
    settled: () => st.opening,
    // The task's prospect at the start: who wins with perfect play, when it is known.
    prospect() {
      const s = st.snap;
      if (!s) return undefined;
      if (s.outcome !== 'first' && s.outcome !== 'second') return undefined;
      return (s.toMove === 'you') === (s.outcome === 'first') ? 'win' : 'loss';
    },
    // The `move` command: an option's label as the `move` event writes it (every heap
    // moving: one heap's option at a time, the turn played once each heap has one).
    move(text) {
      if (!st.snap) return t('heaps-still-working');
      if (st.snap.finished) return t('heaps-over-restart');
      if (st.snap.toMove !== 'you') return t('heaps-computer-turn');
      const want = text.replace(/->/g, '→').trim();
      // Asked of the core: a position may have more options than its snapshot lists.
      const found = st.handle.act({ type: 'find', label: want }).reply;
      if (!found) {
        const some = words().list(st.snap.moves.slice(0, 5).map((m) => quoted(m.label)));
        return t('heaps-not-a-move', { text: quoted(text), some });
      }
      does.play(found);
      return undefined;
    },
    destroy() {
      st.run += 1;
      delete root.dataset.working;
      st.listening.abort();
      st.observer?.disconnect();
      clearTimeout(st.timer);
      clearTimeout(st.tableTimer);
      cancelAnimationFrame(st.fade?.frame);
      st.handle?.free();
      root.replaceChildren();
    },
  };
}

/// What the core refused, in words: its fact (www/i18n.js `wordError`) or, for a check of
/// the page's own, the error's message.
const refusal = (e) => wordError(e);

/// One visitor action on the game's wasm handle (`{ type, ...fields }`): the snapshot it
/// answers with, listing the first options, becomes `st.snap` (its `reply` is what the
/// action said).
function act(st, type, fields = {}) {
  st.snap = st.handle.act({ type, ...fields });
  st.only = null;
  return st.snap;
}

/// A new game with the page's settings; settings the core refuses are said in its words
/// and the catalog's defaults are played instead. A game whose opening takes several tasks
/// (a misère quotient) is worked out a slice a task, its progress in the status line, the
/// board hidden until it is open. Returns the promise of the game being open.
function start(st, ui, ctx) {
  clearTimeout(st.timer);
  clearTimeout(st.tableTimer);
  st.handle?.free();
  Object.assign(st, { handle: null, snap: null });
  const run = ++st.run;
  st.opening = begin(st, ui, ctx, run);
  return st.opening;
}

async function begin(st, ui, ctx, run) {
  const stale = () => run !== st.run;
  const tell = (progress) => {
    ui.root.dataset.working = '';
    ui.status.textContent = wordFact(progress);
  };
  fillForm(ui, ctx);
  let handle = null;
  try {
    handle = new ctx.wasm.ImpartialGame(ctx.game.id, ctx.params);
    if (!(await opened(handle, tell, stale))) {
      handle.free();
      return;
    }
  } catch (e) {
    handle?.free();
    if (stale()) return;
    ctx.say([t('heaps-settings-refused', { game: ctx.game.title, reason: refusal(e) })]);
    ctx.setParams({ ...defaultsOf(ctx.game), moves: '' });
    fillForm(ui, ctx);
    // The catalog's defaults open at once.
    handle = new ctx.wasm.ImpartialGame(ctx.game.id, ctx.params);
    await opened(handle);
  }
  delete ui.root.dataset.working;
  st.handle = handle;
  Object.assign(st, { only: null, preview: null, focus: { heap: 0, counter: 0 }, over: false });
  st.picked.clear();
  ui.last.textContent = '';
  if (ctx.params.moves) {
    try {
      act(st, 'replay', { record: ctx.params.moves });
    } catch (e) {
      ctx.say([t('heaps-link-moves-refused', { moves: quoted(ctx.params.moves), reason: refusal(e) })]);
    }
  }
  act(st, 'snapshot');
  if (ctx.worksheet) ui.sheet.href = ctx.worksheet();
  ui.intro.textContent = ctx.P.intro(ctx.params);
  ui.rules.textContent = ctx.P.rules(ctx.params, st.snap.movesInWords);
  const how = `${ctx.game.id}-how-solved`;
  ui.how.hidden = !words().has(how);
  ui.how.textContent = ui.how.hidden ? '' : t(how, argsFor(ctx.game, ctx.params));
  refresh(st, ui, ctx, st.snap);
  // The explorer's table in a task of its own once the board is drawn: a long code's
  // period search (tens of ms) and a long record's replay together held the page for
  // 300 ms in one task.
  st.tableTimer = setTimeout(() => {
    const table = st.handle.act({ type: 'table' }).reply;
    showTable(ui, table);
    askValues(ui, ctx, table);
  }, 0);
}

/// Draws the position of the last snapshot (by default a fresh one), keeps the moves in the
/// link, and lets the computer move on its turn.
function refresh(st, ui, ctx, snap = act(st, 'snapshot')) {
  const { record } = snap;
  if (record !== (ctx.params.moves ?? '')) ctx.keepMoves?.(record);
  show(st, ui, ctx);
  // The end of a game is told once (an undo from there opens it again).
  if (st.snap.finished && !st.over) ctx.emit?.('over', { winner: st.snap.winner });
  st.over = st.snap.finished;
  if (!st.snap.finished && st.snap.toMove === 'computer') {
    st.timer = setTimeout(() => computer(st, ui, ctx), st.reduce.matches ? 0 : 500);
  }
}

/// The options `played` in words: each option's fact, a turn of several joined as the core
/// joins them (`heaps-move-each`).
function saidOf(played) {
  const facts = played.map((m) => m.said);
  return wordFact(facts.reduceRight((then, first) => ({ id: 'heaps-move-each', args: { first, then } })));
}

function computer(st, ui, ctx) {
  const before = st.snap;
  const snap = act(st, 'computer');
  // The reply is the move in notation, for the event; people read it in words.
  const label = snap.reply;
  const said = saidOf(snap.played);
  ctx.announce(`${t('heaps-computer-moved', { move: said })} ${after(snap)}`);
  ui.last.textContent = `${ui.last.textContent} ${t('heaps-computer-moved', { move: said })}`.trim();
  ctx.emit?.('move', { by: 'computer', move: label });
  fade(st, ui, ctx, before, snap.played);
  refresh(st, ui, ctx, snap);
}

/// The visitor chooses option `m` of the position: plays it, or where every heap moves
/// picks it for its heap and plays the turn once every heap has its option.
function play(st, ui, ctx, m) {
  if (st.snap.finished || st.snap.toMove !== 'you') return;
  if (!st.snap.everyHeap) return turn(st, ui, ctx, { index: m.index });
  st.picked.set(m.heapIndex, m);
  st.preview = null;
  if (st.only) act(st, 'snapshot'); // the whole list again, each heap's choice marked
  const missing = st.snap.heaps.map((_, h) => h).filter((h) => !st.picked.has(h));
  if (!missing.length) {
    const parts = [...st.picked.entries()].sort(([a], [b]) => a - b).map(([, p]) => p.index);
    return turn(st, ui, ctx, { parts });
  }
  const said = t('heaps-part-chosen', { move: wordFact(m.said), count: missing.length, heaps: words().list(missing.map((h) => words().number(h + 1))) });
  ctx.announce(said);
  show(st, ui, ctx);
  ui.hint.textContent = said;
}

/// Plays the visitor's turn (`{ index }`, or `{ parts }` where every heap moves), whose
/// options fade away.
function turn(st, ui, ctx, fields) {
  const before = st.snap;
  const snap = act(st, 'play', fields);
  const label = snap.reply;
  const said = saidOf(snap.played);
  st.preview = null;
  st.picked.clear();
  ctx.announce(`${t('heaps-you-moved', { move: said })} ${after(snap)}`);
  ui.last.textContent = t('heaps-you-moved', { move: said });
  ctx.emit?.('move', { by: 'you', move: label });
  fade(st, ui, ctx, before, snap.played);
  refresh(st, ui, ctx, snap);
}

/// Shows the options `move` leaving the position `before` (their counters fade away) before
/// the new position is drawn; the page's state is the new one from the start. The canvas's
/// `data-fading` names the options meanwhile.
function fade(st, ui, ctx, before, move) {
  endFade(st);
  if (st.reduce.matches) return;
  const c = ui.canvas;
  const frame = (now) => {
    const left = Math.min(1, 1 - (now - st.fade.t0) / FADE_MS); // a frame may begin before t0
    if (left <= 0) {
      st.fade = null;
      delete c.dataset.fading;
      show(st, ui, ctx);
      return;
    }
    draw(c, st.fade.before, { ...drawOpts(st, c), preview: null, fade: { move, left } });
    st.fade.frame = requestAnimationFrame(frame);
  };
  st.fade = { before, move, t0: performance.now(), frame: requestAnimationFrame(frame) };
  c.dataset.fading = move.map((m) => m.index).join(',');
}

/// Stops a move's fading, so the next drawing shows the position as it is.
function endFade(st) {
  if (!st.fade) return;
  cancelAnimationFrame(st.fade.frame);
  st.fade = null;
}

/// A click or Enter on counter `c` of heap `i`: the move that takes from there, or the
/// list of those that do when there are several (the core lists them: a heap may have
/// thousands). Of several, the one taking counter `c` and every counter above it (leaving
/// the `c` below, as in Nim) is played when it is legal: a click on a counter reads as "from
/// here up", and the splits stay one list away.
function choose(st, ui, ctx, i, c) {
  if (st.snap.finished || st.snap.toMove !== 'you') return;
  // A heap too large for counters: its tile lists the moves from it.
  if (st.snap.places?.[i]) {
    const snap = st.handle.act({ type: 'snapshot', heap: i });
    return only(st, ui, ctx, { heap: i }, snap, t('heaps-moves-from-heap', { count: snap.matching, heap: i + 1 }), t('heaps-no-move-from-heap'));
  }
  const snap = st.handle.act({ type: 'snapshot', heap: i, counter: c });
  const hits = snap.moves;
  const toTop = hits.filter((m) => m.take > 0 && m.from === c && c + m.take === Number(st.snap.heaps[i]));
  if (snap.matching === 1) return play(st, ui, ctx, hits[0]);
  if (snap.matching > 1 && toTop.length === 1) return play(st, ui, ctx, toTop[0]);
  const piece = pieceOf(st.snap);
  return only(st, ui, ctx, { heap: i, counter: c }, snap, t('heaps-moves-from-there', { count: snap.matching, piece }), t('heaps-no-move-from-there', { piece }));
}

/// Lists just the moves of `snap`, the position's snapshot narrowed to `narrowed`, saying
/// `some` (or `none` when it lists none, the list kept as it was).
function only(st, ui, ctx, narrowed, snap, some, none) {
  if (!snap.matching) {
    ctx.announce(none);
    ui.hint.textContent = none;
    return;
  }
  st.snap = snap;
  st.only = narrowed;
  show(st, ui, ctx);
  ui.hint.textContent = some;
  ui.moves.querySelector('button')?.focus();
}

/// The heaps in words: `7; 5`, each grouped as the language writes numbers; a heap past
/// 2^53 comes as a decimal string, read exactly.
const heapsInWords = (snap) => snap.heaps.map((n) => words().number(BigInt(n))).join('; ');

/// What the visitor points at: a square of K in a row's row, a heap's tile when every heap
/// is too large for counters (its moves are listed), else a counter of a heap.
const pieceOf = (snap) => (snap.row ? 'square' : snap.heaps.length && snap.places?.every(Boolean) ? 'heap' : 'counter');

/// `text` with each grouped number in a box of its own (`.heaps-number`): a line breaks
/// before the number rather than inside it, and a number wider than the button wraps at its
/// groups' separators (`<wbr>`), not inside a group.
const breakable = (text) => text.split(/(\d{1,3}(?:[,.\u00a0\u202f]\d{3})+)/).map((part, i) => (i % 2
  ? html('span', { className: 'heaps-number' }, ...part.split(/(?<=[,.\u00a0\u202f])/).flatMap((group, k) => (k ? [html('wbr'), group] : [group])))
  : part));

/// The position after a move in words, for the narration.
function after(snap) {
  const where = snap.row ? t('heaps-after-row', { row: snap.row }) : t('heaps-after-heaps', { heaps: heapsInWords(snap) });
  return `${where} ${wordFact(snap.status)}`;
}

/// The view's elements, made once.
function build(root, ctx) {
  const ui = {
    root,
    title: html('h2', { className: 'heaps-title', id: 'heaps-title' }),
    // The game in one plain sentence first; the rules with the settings' numbers after it.
    intro: html('p', { className: 'heaps-intro', id: 'heaps-intro' }),
    rules: html('p', { className: 'heaps-rules' }),
    // A game's own theory, where its message files have one (<game>-how-solved: the octal
    // code's digits), behind "How it is solved" with the values.
    how: html('p', { className: 'heaps-how', hidden: true }),
    canvas: html('canvas', { id: 'heaps-canvas', className: 'heaps-canvas', tabIndex: 0 }),
    status: html('p', { className: 'heaps-status', id: 'heaps-status' }),
    // The last moves in words, on screen: the computer's answer is seen, not only heard.
    last: html('p', { className: 'heaps-last', id: 'heaps-last' }),
    insight: html('p', { className: 'heaps-insight', id: 'heaps-insight', hidden: true }),
    // Heaps too large for counters: each one's size and place in the period, in words.
    places: html('ul', { className: 'heaps-places', id: 'heaps-places', hidden: true }),
    hint: html('p', { className: 'heaps-hint' }),
    values: html('input', { type: 'checkbox', id: 'heaps-values' }),
    undo: html('button', { type: 'button', id: 'heaps-undo', textContent: t('heaps-undo') }),
    again: html('button', { type: 'button', id: 'heaps-again', textContent: t('heaps-new-game') }),
    all: html('button', { type: 'button', id: 'heaps-all', textContent: t('heaps-show-all'), hidden: true }),
    // Every heap moving: one button per heap that goes to its options in the scrolling list.
    jump: html('p', { className: 'heaps-jump', id: 'heaps-jump', hidden: true }),
    moves: html('ul', { className: 'heaps-moves', id: 'heaps-moves' }),
    more: html('p', { className: 'heaps-more', hidden: true }),
    form: html('form', { className: 'heaps-form', id: 'heaps-form' }),
    // Focusable: on a phone its tables scroll sideways, and keys must reach them too.
    explorer: html('div', { className: 'heaps-explorer', id: 'heaps-explorer', tabIndex: 0 }),
    // Where the shell offers it: the table as a printable worksheet, answers on their own page.
    sheet: html('a', { id: 'heaps-worksheet', textContent: t('heaps-worksheet') }),
  };
  ui.canvas.setAttribute('role', 'img');
  ui.explorer.setAttribute('role', 'region');
  ui.explorer.setAttribute('aria-label', t('heaps-explorer-label'));
  ui.canvas.setAttribute('data-puzzle', ctx.game.id);
  ui.title.textContent = ctx.game.title;
  const toggle = html('label', { className: 'heaps-toggle' }, ui.values, ` ${t('heaps-show-values')}`);
  // Under a task the values are the answer: hidden (www/task.js) until answers are checked.
  toggle.dataset.spoiler = '';
  const controls = html('div', { className: 'heaps-controls' }, toggle, ui.undo, ui.again);
  const options = html('section', { className: 'heaps-options', ariaLabel: t('heaps-your-moves') },
    html('h3', { textContent: t('heaps-your-moves') }), ui.hint, ui.jump, ui.moves, ui.more, ui.all);
  const settings = html('details', { className: 'heaps-settings' },
    html('summary', { textContent: t('heaps-settings') }), ui.form);
  // The theory (values, periods, their theorems) waits behind "How it is solved": the game
  // comes first, in plain words; the one sentence on G(n) says what the values mean.
  const explorer = html('details', { className: 'heaps-explorer-card', id: 'heaps-how' },
    html('summary', { textContent: t('heaps-how-solved') }),
    html('h3', { textContent: t('heaps-explorer-title') }),
    html('p', { className: 'heaps-meaning', textContent: t('heaps-g-meaning') }), ui.how, ui.explorer);
  if (ctx.worksheet) explorer.append(html('p', {}, ui.sheet, ` ${t('heaps-worksheet-tail')}`));
  explorer.dataset.spoiler = '';
  ui.explorerCard = explorer;
  // task=values: the values to write, in place of the table until they are checked.
  ui.answers = html('section', { className: 'heaps-answers', id: 'heaps-answers', hidden: true, ariaLabel: t('heaps-your-answers') });
  root.setAttribute('aria-labelledby', 'heaps-title');
  root.replaceChildren(ui.title, ui.intro, ui.rules, settings, ui.canvas, ui.places, ui.last, ui.status, ui.insight, controls, options, ui.answers, explorer);
  return ui;
}

/// The settings form from the catalog's parameters of the game.
function fillForm(ui, ctx) {
  const fields = ctx.game.params.map((p) => {
    const id = `heaps-param-${p.name}`;
    const k = p.kind;
    const v = ctx.params[p.name];
    let input;
    if (k.type === 'whole') input = html('input', { type: 'number', min: k.min, max: k.page_max, step: 1, value: v, required: true });
    else if (k.type === 'flag') input = html('input', { type: 'checkbox', checked: Boolean(v) });
    else if (k.type === 'choice') input = html('select', {}, ...k.options.map((o) => html('option', { value: o, textContent: t('heaps-choice', { option: o }), selected: o === v })));
    else input = html('input', { type: 'text', maxLength: k.max_len, value: v, spellcheck: false });
    Object.assign(input, { id, name: p.name });
    return html('p', { className: 'heaps-field' }, html('label', { htmlFor: id, textContent: p.label }), ' ', input);
  });
  ui.form.replaceChildren(...fields, html('button', { type: 'submit', textContent: t('heaps-play-this') }));
}

/// The form's values, typed as the catalog says.
function readForm(ui, ctx) {
  const out = {};
  for (const p of ctx.game.params) {
    const input = ui.form.elements[p.name];
    if (p.kind.type === 'whole') out[p.name] = Number(input.value);
    else if (p.kind.type === 'flag') out[p.name] = input.checked;
    else out[p.name] = input.value.trim();
  }
  return out;
}

function wire(st, ui, ctx, does) {
  ui.canvas.addEventListener('click', (e) => {
    // A click during a move's fading is meant for the position that follows it.
    if (st.fade) {
      endFade(st);
      delete ui.canvas.dataset.fading;
      does.render();
    }
    const r = ui.canvas.getBoundingClientRect();
    const at = hit(st.layout, e.clientX - r.left, e.clientY - r.top);
    if (at) {
      st.focus = at;
      does.choose(at.heap, at.counter);
    }
  });
  ui.canvas.addEventListener('keydown', (e) => keys(e, st, does));
  ui.canvas.addEventListener('focus', does.render);
  ui.canvas.addEventListener('blur', does.render);
  ui.values.addEventListener('change', () => {
    st.showValues = ui.values.checked;
    does.render();
  });
  ui.undo.addEventListener('click', () => {
    clearTimeout(st.timer);
    const snap = act(st, 'undo');
    st.picked.clear();
    if (snap.reply) {
      ctx.announce(t('heaps-taken-back'));
      ui.last.textContent = t('heaps-taken-back');
    }
    does.refresh(snap);
  });
  ui.again.addEventListener('click', () => {
    ctx.keepMoves?.('');
    does.start();
  });
  ui.moves.addEventListener('heaps-play', (e) => does.play(e.detail));
  ui.all.addEventListener('click', () => {
    act(st, 'snapshot');
    does.render();
  });
  ui.form.addEventListener('submit', (e) => {
    e.preventDefault();
    ctx.setParams({ ...readForm(ui, ctx), moves: '' });
    does.start();
  });
  const { signal } = st.listening;
  st.reduce.addEventListener('change', does.render, { signal });
  const redraw = () => {
    if (st.snap) does.render();
    drawPlots(ui);
    markScroll(ui);
  };
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', redraw, { signal });
  st.observer = new ResizeObserver(redraw);
  st.observer.observe(ui.canvas);
  st.observer.observe(ui.explorer);
}

/// Arrow keys move the cursor over heaps and counters; Enter or Space takes from there.
function keys(e, st, does) {
  const snap = st.snap;
  // A heap too large for counters is one tile: one place for the cursor.
  const sizes = snap.row ? [snap.row.length] : snap.heaps.map((n, i) => (snap.places?.[i] ? 1 : Number(n)));
  const f = st.focus;
  const clamp = (h, c) => ({ heap: h, counter: Math.max(0, Math.min(c, Math.max(0, sizes[h] - 1))) });
  if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
    const d = e.key === 'ArrowRight' ? 1 : -1;
    st.focus = snap.row ? clamp(0, f.counter + d) : clamp((f.heap + d + sizes.length) % sizes.length, f.counter);
  } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
    st.focus = clamp(f.heap, f.counter + (e.key === 'ArrowUp' ? 1 : -1));
  } else if (e.key === 'Enter' || e.key === ' ') {
    does.choose(f.heap, f.counter);
  } else return;
  e.preventDefault();
  does.render();
}

/// What the drawing shows besides the position: the counters a move would take, the
/// keyboard cursor (while the canvas has the focus) and the heaps' values.
function drawOpts(st, canvas) {
  const focus = canvas.getRootNode().activeElement === canvas ? st.focus : null;
  // Every heap moving: the options picked so far this turn stay marked.
  const preview = [...st.picked.values(), st.preview].filter(Boolean);
  return { preview, focus, showValues: st.showValues };
}

/// Draws the position and fills the status, the options and the test hooks.
function show(st, ui, ctx) {
  const snap = st.snap;
  if (!snap) return; // the game is being worked out
  const c = ui.canvas;
  const height = `${heightFor(snap, c.clientWidth)}px`;
  if (c.style.height !== height) c.style.height = height;
  // While a move fades, its frames draw the position before it; the rest is the new one.
  if (!st.fade) st.layout = draw(c, snap, drawOpts(st, c));
  c.dataset.step = String(snap.step);
  c.dataset.heaps = snap.heaps.join(',');
  c.dataset.toMove = snap.toMove;
  c.dataset.outcome = snap.outcome;
  if (snap.row) c.dataset.row = snap.row;
  if (snap.finished) c.dataset.winner = snap.winner;
  else delete c.dataset.winner;
  const totals = snap.totals ? ` ${t('heaps-totals', { you: snap.totals[0], computer: snap.totals[1] })}` : '';
  const where = snap.row
    ? t('heaps-where-row', { squares: snap.row.length, occupied: snap.row.split('x').length - 1 })
    : t('heaps-after-heaps', { heaps: heapsInWords(snap) });
  // K in a row is a row of squares, not heaps of counters: its words say so.
  const piece = pieceOf(snap);
  const status = wordFact(snap.status);
  c.setAttribute('aria-label', `${ctx.game.title}. ${where}${totals} ${status} ${t('heaps-keys', { piece })}`);
  ui.status.textContent = `${status}${totals}`;
  const places = (snap.places ?? []).map((p, i) => p && html('li', { textContent: t('heaps-place', { heap: i + 1, place: wordFact(p) }) })).filter(Boolean);
  ui.places.hidden = !places.length;
  ui.places.replaceChildren(...places);
  ui.insight.hidden = !st.showValues;
  ui.insight.textContent = wordFact(snap.insight);
  ui.undo.disabled = snap.step === 0;
  ui.all.hidden = st.only === null;
  const each = snap.everyHeap ? ` ${t('heaps-every-heap')}` : '';
  if (st.only === null && !st.picked.size) ui.hint.textContent = snap.finished ? '' : `${t('heaps-hint', { piece })}${each}`;
  showMoves(st, ui);
}

/// The options listed as buttons (the accessible way to play), with values when shown.
/// The core lists a screen of them: past that, clicking or choosing a counter (arrow keys,
/// Enter) lists the moves taking from it, and choosing a large heap's tile its moves.
function showMoves(st, ui) {
  const snap = st.snap;
  const mine = !snap.finished && snap.toMove === 'you';
  const all = snap.moves;
  const item = (m) => {
    const b = html('button', { type: 'button', disabled: !mine }, ...breakable(wordFact(m.said)));
    b.dataset.index = String(m.index);
    b.dataset.winning = String(m.winning);
    // Every heap moving, a button picks its heap's option for the turn: pressed once picked.
    if (snap.everyHeap) b.setAttribute('aria-pressed', String(st.picked.get(m.heapIndex)?.index === m.index));
    b.addEventListener('click', () => ui.moves.dispatchEvent(new CustomEvent('heaps-play', { detail: m })));
    const hover = (on) => () => {
      st.preview = on ? m : null;
      if (!st.fade) st.layout = draw(ui.canvas, snap, drawOpts(st, ui.canvas));
    };
    b.addEventListener('mouseenter', hover(true));
    b.addEventListener('focus', hover(true));
    b.addEventListener('mouseleave', hover(false));
    b.addEventListener('blur', hover(false));
    const li = html('li', {}, b);
    if (st.showValues) {
      const why = t('heaps-move-why', { result: m.result || 'none', kind: snap.everyHeap ? 'remoteness' : 'value', value: m.grundy ?? 'none', why: wordFact(m.why) });
      li.append(html('span', { className: m.winning ? 'heaps-why heaps-win' : 'heaps-why', textContent: ` ${why}` }));
    }
    return li;
  };
  // A move naming a number wider than a column (a heap of 10^18 has 25 characters) gets
  // wider columns: wrapped, even at its commas, it read as a list of heaps.
  ui.moves.classList.toggle('wide', all.some((m) => wordFact(m.said).split(' ').some((w) => w.length > 12)));
  const left = snap.matching - all.length;
  ui.more.hidden = left === 0;
  ui.more.textContent = t('heaps-unlisted', { count: left, piece: pieceOf(snap) });
  if (!snap.everyHeap || st.only !== null) {
    ui.moves.replaceChildren(...all.map(item));
    ui.jump.hidden = true;
    return;
  }
  // Every heap moving, each heap's options come under its own heading, which says what is
  // chosen for it; the core lists each heap's share, so that no heap is off the list.
  const heaps = [...new Set(all.map((m) => m.heapIndex))];
  const groups = heaps.map((h) => {
    const own = all.filter((m) => m.heapIndex === h);
    // The heading names the heap: the option chosen is said without it (what the core's
    // `heaps-move-heap` fact does on that heap).
    const part = st.picked.get(h)?.said;
    const chosen = part ? t('heaps-group-chosen', { move: wordFact(part.id === 'heaps-move-heap' ? part.args.what : part) }) : t('heaps-group-choose');
    const title = html('h4', { className: 'heaps-group-title', textContent: t('heaps-group-title', { heap: h + 1, counters: Number(snap.heaps[h]), chosen }) });
    return html('li', { className: 'heaps-group' }, title, html('ul', {}, ...own.map(item)));
  });
  ui.moves.replaceChildren(...groups);
  // The list scrolls, so the heaps below its fold would be found by the scroll bar alone:
  // a button per heap goes to its options (its first one focused) and says if it is chosen.
  ui.jump.hidden = heaps.length < 2;
  ui.jump.replaceChildren(`${t('heaps-go-to')} `, ...heaps.map((h, i) => {
    const b = html('button', { type: 'button', textContent: t('heaps-jump-heap', { heap: h + 1, chosen: st.picked.has(h) ? 'yes' : 'no' }) });
    b.addEventListener('click', () => {
      groups[i].scrollIntoView({ block: 'nearest' });
      groups[i].querySelector('ul button:not([disabled])')?.focus();
    });
    return b;
  }));
}

/// The most values a `values` task asks for: a screen of inputs, ten to a line.
const ANSWERS_MAX = 40;

/// task=values: an input for each of G(0) … G(N) (the explorer's first row, the core's
/// values), checked on request: each answer marked right or wrong, the share right told to
/// the shell's task (`ctx.answer`), and the explorer's table shown to compare.
function askValues(ui, ctx, table) {
  ui.answers.hidden = ctx.params.task !== 'values';
  if (ui.answers.hidden) return;
  const truth = table.rows[0].values.slice(0, ANSWERS_MAX);
  const last = truth.length - 1;
  const inputs = truth.map((_, n) => {
    const input = html('input', { type: 'text', inputMode: 'numeric', autocomplete: 'off', spellcheck: false, className: 'heaps-answer', id: `heaps-answer-${n}` });
    input.setAttribute('aria-label', `G(${n})`);
    return input;
  });
  const note = html('p', { className: 'heaps-answers-note', role: 'status' });
  const check = html('button', { type: 'submit', id: 'heaps-check', textContent: t('heaps-check-answers') });
  const form = html('form', { className: 'heaps-answers-form' },
    html('div', { className: 'heaps-answer-grid' }, ...inputs.map((input, n) => html('label', {}, html('span', { textContent: `G(${n})` }), input))),
    html('p', {}, check));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    let right = 0;
    inputs.forEach((input, n) => {
      const ok = /^\s*\d{1,6}\s*$/.test(input.value) && Number(input.value) === truth[n];
      right += ok ? 1 : 0;
      input.setAttribute('aria-invalid', String(!ok));
      input.classList.toggle('right', ok);
      input.classList.toggle('wrong', !ok);
    });
    note.textContent = t('heaps-answers-score', { right, total: truth.length });
    delete ui.explorerCard.dataset.spoiler;
    ctx.answer?.(right, truth.length);
  });
  ui.answers.replaceChildren(
    html('h3', { textContent: t('heaps-answers-title', { last }) }),
    html('p', { textContent: t('heaps-answers-intro') }),
    form, note);
}

/// The explorer: each row of G(n) as a plot and as a table of ten a line, the preperiod
/// and the first period marked on both, and the certificate in words.
function showTable(ui, table) {
  const { preperiod: n0, period: p } = table;
  const periodic = n0 !== null && n0 !== undefined;
  const parts = [];
  ui.plots = [];
  if (table.certificate) {
    parts.push(html('p', { className: 'heaps-cert' },
      html('strong', { textContent: `${t('heaps-cert-period', { start: n0, period: p })} ` }), wordFact(table.certificate)));
  }
  if (table.note) parts.push(html('p', { className: 'heaps-note', textContent: wordFact(table.note) }));
  for (const row of table.rows) {
    const label = wordFact(row.label);
    const last = row.values.length - 1;
    const canvas = html('canvas', { className: 'heaps-plot' });
    canvas.setAttribute('role', 'img');
    const marks = periodic ? { periodic: 'yes', start: n0, end: n0 + p - 1 } : { periodic: 'no', start: 0, end: 0 };
    canvas.setAttribute('aria-label', t('heaps-plot-label', { row: label, last, ...marks }));
    canvas.dataset.points = String(row.values.length);
    if (periodic) Object.assign(canvas.dataset, { preperiod: n0, period: p });
    ui.plots.push({ canvas, row, label, bands: periodic ? [{ from: -0.5, to: n0 - 0.5 }, { from: n0 - 0.5, to: n0 + p - 0.5, outline: true }] : [] });
    parts.push(html('figure', { className: 'heaps-figure' }, canvas));
    const grid = html('table', { className: 'heaps-table' });
    grid.dataset.values = row.values.join(',');
    if (n0 !== undefined && n0 !== null) Object.assign(grid.dataset, { preperiod: n0, period: p });
    grid.append(html('caption', { textContent: t('heaps-table-caption', { row: label, last }) }));
    const head = html('tr', {}, html('th', { scope: 'col', textContent: 'n' }),
      ...Array.from({ length: 10 }, (_, d) => html('th', { scope: 'col', textContent: `+${d}` })));
    grid.append(head);
    for (let base = 0; base < row.values.length; base += 10) {
      const cells = row.values.slice(base, base + 10).map((v, d) => {
        const n = base + d;
        const kind = n0 === null || n0 === undefined ? '' : n < n0 ? 'pre' : n < n0 + p ? 'cycle' : '';
        return html('td', { className: kind, textContent: String(v) });
      });
      grid.append(html('tr', {}, html('th', { scope: 'row', textContent: String(base) }), ...cells));
    }
    parts.push(grid);
  }
  if (n0 !== null && n0 !== undefined) {
    parts.push(html('p', { className: 'heaps-legend', textContent: t('heaps-legend') }));
  }
  ui.explorer.replaceChildren(...parts);
  drawPlots(ui);
  markScroll(ui);
}

/// The table wider than its box (a phone) scrolls sideways: the class `scrolls` gives the
/// box its edge shadows (www/style.css), which a table that fits does without.
function markScroll(ui) {
  ui.explorer.classList.toggle('scrolls', ui.explorer.scrollWidth > ui.explorer.clientWidth + 1);
}

/// The explorer's plots at the width of their box (one point per n).
function drawPlots(ui) {
  for (const { canvas, row, label, bands } of ui.plots ?? []) {
    const width = Math.max(200, Math.min(720, ui.explorer.clientWidth - 4));
    const height = 220;
    const dpr = sizeCanvas(canvas, width, height);
    drawPlot(canvas, {
      points: row.values.map((v, n) => [n, v]), bands, xLog: false, yLog: false, xLabel: 'n', yLabel: label,
    }, width, height, dpr, themeColors(canvas, CHART));
  }
}
