// The printable worksheet of any game (worksheet.html?puzzle=…&…): its heading in words
// (the catalog's), the rules, questions on page 1 and the core's answers on page 2. This file
// lays out the checker rows' sheet (the first moves drawn, a table for the rest) and the heap
// games' (a table of values to fill in); every other game's comes from www/sheets/. The wasm
// core gives every position, move and value; the sheet shows in its own page
// (worksheet-page.js) or, in the single file, in place of the page (www/app.js).

import { paramsFor } from './params.js';
import { moduleFor } from './views/index.js';
import { opened } from './views/opening.js';
import { sheetFor } from './sheets/index.js';
import CATALOG from '../catalog.js';
import { t, translateTree, wordError, wordFact, words } from './i18n.js';

/// Worksheets are for boards a pupil works by hand (the other games' limits are in their
/// www/sheets/ modules).
export const SHEET = { squares: 24, moves: 300, diagrams: 6 };
/// The heap games' sheets list at most this many winning first moves.
const WINNING_LISTED = 20;
/// The heap games' sheets: the first values are given, and a table stops at this many.
export const VALUES = { given: 5, most: 100 };

/// The sheet's markup, laid in its `<main class="sheet">`.
const MARKUP = `
<p class="screen-only"><button type="button" id="print" data-l10n-id="worksheet-print">Print this worksheet</button> <span data-l10n-id="worksheet-paper">Laid out for A4 and Letter paper.</span></p>
<div id="message" class="message" role="alert" hidden></div>
<h1 id="title" data-l10n-id="worksheet-title">movelab worksheet</h1>
<p class="names"><span data-l10n-id="worksheet-name">Name:</span> <span class="blank"></span> <span data-l10n-id="worksheet-date">Date:</span> <span class="blank short"></span></p>
<p id="rules" class="rules" data-l10n-id="worksheet-loading">Loading the solver…</p>
<div id="figure" class="figure-box" hidden></div>
<p id="figure-note" class="key" hidden></p>
<ol id="questions" class="questions" hidden></ol>
<section id="row-sheet" hidden>
  <h2 id="first-title" data-l10n-id="worksheet-first-title">The first moves</h2>
  <p class="key" data-l10n-id="worksheet-first-key">The shaded square is empty; the ringed checker moves next.</p>
  <ol id="diagrams" class="diagrams"></ol>
  <h2 id="rest-title" data-l10n-id="worksheet-rest-title">Your turn: the rest of the moves</h2>
  <p id="rest-note"></p>
  <table id="rest" class="rest">
    <thead><tr><th scope="col" data-l10n-id="worksheet-col-step">Step</th><th scope="col" data-l10n-id="worksheet-col-square">Square of the move</th><th scope="col" data-l10n-id="worksheet-col-step">Step</th><th scope="col" data-l10n-id="worksheet-col-square">Square of the move</th></tr></thead>
    <tbody></tbody>
  </table>
</section>
<!-- The heap games: a table of values to fill in. -->
<section id="heap-sheet" hidden>
  <h2 data-l10n-id="worksheet-heap-title">Your turn: fill in the table</h2>
  <p id="heap-note"></p>
  <div id="heap-tables"></div>
</section>
<!-- Every game's answers, on a page of their own. -->
<section class="answers" id="answers-page" hidden>
  <h2 data-l10n-id="worksheet-answers">Answers</h2>
  <ol id="answers" class="answer-list"></ol>
  <div id="answer-tables"></div>
  <p id="answer-note"></p>
  <p class="footer" id="footer" data-l10n-id="worksheet-footer">movelab · every answer is the solver's.</p>
</section>`;

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';

function say(problems) {
  $('message').replaceChildren(...problems.map((p) => Object.assign(document.createElement('p'), { textContent: p })));
  $('message').hidden = problems.length === 0;
}

/// One board as an SVG row: squares, checkers (B black, W white, _ hole), square numbers;
/// `moved` (a square or -1) is ringed.
function diagram(text, moved) {
  const S = text.length;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${S * 10} 15`);
  svg.setAttribute('role', 'img');
  const add = (name, attrs, content) => {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (content !== undefined) e.textContent = content;
    svg.append(e);
  };
  [...text].forEach((c, i) => {
    const x = i * 10;
    // The hole is shaded; squares with a checker are white.
    add('rect', { x: x + 0.3, y: 0.3, width: 9.4, height: 9.4, fill: c === '_' ? '#c8c8c8' : '#fff', stroke: '#555', 'stroke-width': 0.3 });
    if (c === 'B' || c === 'W') {
      add('circle', { cx: x + 5, cy: 5, r: 3.6, fill: c === 'B' ? '#111' : '#fff', stroke: '#111', 'stroke-width': 0.6 });
    }
    if (i === moved) add('circle', { cx: x + 5, cy: 5, r: 4.5, fill: 'none', stroke: '#b4410c', 'stroke-width': 0.8 });
    add('text', { x: x + 5, y: 14, 'text-anchor': 'middle', 'font-size': 3.4, fill: '#333' }, String(i));
  });
  const squares = [...text].map((c) => t('worksheet-square', { kind: c === 'B' ? 'black' : c === 'W' ? 'white' : 'empty' })).join(', ');
  svg.setAttribute('aria-label', t('worksheet-squares-label', { last: S - 1, squares }));
  return svg;
}

/// The first moves of the URL's puzzle, or of the default one (said in `problems`) when
/// the board is too large to work by hand: `{ line, s }`, `line` the core's `rowLine`.
function sheetLine(wasm, P, s, problems) {
  const line = wasm.rowLine(s.puzzle, s.n, s.m, s.first, SHEET.diagrams);
  if (line.squares <= SHEET.squares && line.length <= SHEET.moves) return { line, s };
  problems.push(t('worksheet-too-large', {
    squares: SHEET.squares, moves: SHEET.moves, heading: P.heading(s), 'board-squares': line.squares, 'board-moves': line.length, game: P.game(s.puzzle).title,
  }));
  const d = defaultsOf(P, s);
  return { line: wasm.rowLine(d.puzzle, d.n, d.m, d.first, SHEET.diagrams), s: d };
}

/// The default settings of the game of settings `s`.
const defaultsOf = (P, s) => P.parseParams(`?puzzle=${s.puzzle}`).settings;

/// The first moves, drawn: the start, then the board after each move; the checker that
/// moves next is ringed. Returns how many moves are drawn.
function drawFirstMoves(line) {
  const D = line.boards.length - 1;
  const items = line.boards.map((board, k) => {
    const li = document.createElement('li');
    li.className = 'diagram';
    li.dataset.step = String(k);
    li.dataset.board = board;
    const caption = document.createElement('span');
    caption.className = 'caption';
    const next = line.moves[k] ?? -1;
    caption.textContent = k === 0 ? t('worksheet-start') : t('worksheet-after-move', { move: k, square: line.moves[k - 1] });
    li.append(caption, diagram(board, next));
    return li;
  });
  $('diagrams').replaceChildren(...items);
  return D;
}

/// The rest of the moves, steps `from` to `L`, two a row with the squares left blank.
function restTable(from, L) {
  const rest = [];
  for (let k = from; k <= L; k++) rest.push(k);
  $('rest-note').textContent = rest.length ? t('worksheet-rest-note', { from, last: L }) : t('worksheet-rest-none');
  $('rest').hidden = rest.length === 0;
  $('rest-title').hidden = rest.length === 0;
  const rows = [];
  for (let i = 0; i < rest.length; i += 2) {
    const tr = document.createElement('tr');
    for (const k of [rest[i], rest[i + 1]]) {
      const step = document.createElement('td');
      step.className = 'step';
      step.textContent = k === undefined ? '' : String(k);
      const fill = document.createElement('td');
      fill.className = 'fill';
      tr.append(step, fill);
    }
    rows.push(tr);
  }
  $('rest').tBodies[0].replaceChildren(...rows);
}

/// One table of values, ten a line: `given` values shown, the rest blank (all with `given`
/// = Infinity, for the answers).
function valuesTable(row, given) {
  const table = document.createElement('table');
  table.className = 'values';
  table.dataset.values = row.values.join(',');
  table.createCaption().textContent = t('worksheet-values-caption', { label: row.label, last: row.values.length - 1 });
  const head = table.insertRow();
  head.append(Object.assign(document.createElement('th'), { textContent: 'n' }));
  for (let d = 0; d < 10; d++) head.append(Object.assign(document.createElement('th'), { textContent: `+${d}` }));
  for (let base = 0; base < row.values.length; base += 10) {
    const tr = table.insertRow();
    tr.append(Object.assign(document.createElement('th'), { scope: 'row', textContent: String(base) }));
    for (let n = base; n < base + 10 && n < row.values.length; n++) {
      const td = tr.insertCell();
      td.textContent = n < given ? String(row.values[n]) : '';
      if (n >= given) td.className = 'fill';
    }
  }
  return table;
}

/// A heap game's sheet: its explorer's table (its view's module's, as on the page) with the
/// first values given and the rest to fill in, which first moves win, and the answers on
/// their own page; `moves`, the start's fact of what a move may do, for the rules.
async function heapSheet(P, s, problems) {
  const lab = await moduleFor(P.game(s.puzzle).view);
  let game;
  try {
    game = new lab.ImpartialGame(s.puzzle, s);
    // A misère quotient is built a slice a task.
    await opened(game);
  } catch (e) {
    game?.free();
    problems.push(t('worksheet-refused', { game: P.game(s.puzzle).title, reason: wordError(e) }));
    s = defaultsOf(P, s);
    game = new lab.ImpartialGame(s.puzzle, s);
    await opened(game);
  }
  let table;
  let start;
  try {
    const answer = game.act({ type: 'table' });
    table = { ...answer.reply, sums: answer.valueKind === 'grundy' };
    // The start with its winning options listed (a position may have more than it lists).
    start = game.act({ type: 'snapshot', winning: true });
  } finally {
    game.free();
  }
  const rows = table.rows.map((r) => ({ ...r, label: wordFact(r.label), values: r.values.slice(0, VALUES.most) }));
  // What a value is: a Grundy value (the mex) for games whose values add up, else won or lost.
  const meaning = t(table.sums ? 'worksheet-meaning-grundy' : 'worksheet-meaning-win');
  // The table's note and certificate, and each row's label, are the core's facts.
  const note = table.note ? wordFact(table.note) : '';
  $('heap-note').textContent = t('worksheet-heap-note', { meaning, note, given: VALUES.given }).replace(/\s+/g, ' ');
  $('heap-tables').replaceChildren(...rows.map((r) => valuesTable(r, VALUES.given)));
  $('answer-tables').replaceChildren(...rows.map((r) => valuesTable(r, Infinity)));
  $('answer-note').textContent = table.certificate ? wordFact(table.certificate) : '';
  return { s, moves: start.movesInWords, ...winningFirstMoves(start) };
}

/// "Which first moves win?" from the start `snap` (the core's snapshot listing the winning
/// options, `matching` of them), when a move is one option (not every heap at once).
function winningFirstMoves(snap) {
  if (snap.everyHeap || snap.finished || snap.outcome === 'unknown') return { questions: [], answers: [] };
  // The answer's value keeps the notation (of the options listed); the sentence says the
  // moves in words.
  const wins = snap.moves.map((m) => m.label);
  const shown = snap.moves.slice(0, WINNING_LISTED).map((m) => wordFact(m.said));
  const more = snap.matching - shown.length;
  const text = snap.matching === 0
    ? t('worksheet-winning-none')
    : t('worksheet-winning', { moves: words().list(shown), more });
  return {
    questions: [{ key: 'winning', text: t('worksheet-winning-question'), lines: 2 }],
    answers: [{ key: 'winning', text, value: wins.join(';') }],
  };
}

/// Lays out in `root` the worksheet of the link's `search`, starting its game's wasm module.
export async function showWorksheet(root, search) {
  root.innerHTML = MARKUP;
  translateTree(root);
  $('print').addEventListener('click', () => print());
  try {
    await fill(search);
  } catch (e) {
    say([t('worksheet-failed', { reason: wordError(e) })]);
  }
}

async function fill(search) {
  const P = paramsFor(CATALOG);
  const { settings, problems } = P.parseParams(search);
  const info = P.game(settings.puzzle);
  if (info.view === 'heaps') {
    const { s, moves, questions, answers } = await heapSheet(P, settings, problems);
    say(problems);
    sheetHeading(P, s, P.rules(s, moves));
    $('heap-sheet').hidden = false;
    layQuestions(questions, answers);
    $('footer').textContent = t('worksheet-footer-values');
  } else if (info.view === 'row') {
    rowSheet(await moduleFor('row'), P, settings, problems);
  } else await labSheet(P, info, settings, problems);
  document.body.dataset.ready = 'true';
}

/// The sheet of a game of the lab's other views (www/sheets/): its figure, questions and
/// answers; its defaults, said in words, when its settings are refused or too large.
async function labSheet(P, info, settings, problems) {
  const loading = sheetFor(info);
  if (!loading) {
    // Never another game's sheet: said in words.
    say([...problems, t('worksheet-none', { game: info.title })]);
    sheetHeading(P, settings, P.rules(settings));
    return;
  }
  let s = settings;
  $('rules').textContent = t('worksheet-solving', { heading: P.heading(s) });
  const [mod, lab] = await Promise.all([loading, moduleFor(info.view)]);
  let made;
  try {
    made = await mod.sheet(lab, P, s);
  } catch (e) {
    problems.push(t('worksheet-no-sheet', { heading: P.heading(s), reason: wordError(e), game: info.title }));
    s = defaultsOf(P, s);
    made = await mod.sheet(lab, P, s);
  }
  say(problems);
  sheetHeading(P, s, P.rules(s));
  $('figure').replaceChildren(made.figure);
  $('figure').hidden = false;
  $('figure-note').textContent = made.note;
  $('figure-note').hidden = !made.note;
  layQuestions(made.questions, made.answers);
}

/// The questions, numbered, with lines to write on; the answers on their own page, each
/// with its question. Each carries its `key` (and an answer its `value`) for tools and tests.
function layQuestions(questions, answers) {
  $('questions').replaceChildren(...questions.map((q) => {
    const li = document.createElement('li');
    li.dataset.question = q.key;
    li.append(Object.assign(document.createElement('p'), { textContent: q.text }));
    for (let k = 0; k < q.lines; k++) li.append(Object.assign(document.createElement('span'), { className: 'line' }));
    return li;
  }));
  $('questions').hidden = questions.length === 0;
  const asked = new Map(questions.map((q) => [q.key, q.text]));
  $('answers').replaceChildren(...answers.map((a) => {
    const li = document.createElement('li');
    li.dataset.answer = a.key;
    li.dataset.value = a.value;
    const q = Object.assign(document.createElement('span'), { className: 'asked', textContent: a.asked ?? asked.get(a.key) ?? '' });
    li.append(q, ' ', Object.assign(document.createElement('span'), { className: 'given', textContent: a.text }));
    return li;
  }));
  $('answers-page').hidden = false;
}

/// The sheet's title (the catalog's heading in words), the page's title and the rules.
function sheetHeading(P, s, rules) {
  const name = P.heading(s);
  $('title').textContent = name;
  document.title = t('worksheet-page-title', { heading: name });
  $('rules').textContent = rules;
}

/// A checker row's sheet: the first moves drawn, a table for the rest, and the whole
/// solution among the answers.
function rowSheet(wasm, P, settings, problems) {
  const { line, s } = sheetLine(wasm, P, settings, problems);
  say(problems);
  const L = line.length;
  // The catalog's rules, then how this sheet writes a move (the puzzle's own words).
  sheetHeading(P, s, t('worksheet-row-rules', { rules: P.rules(s), writing: wordFact(line.writing), moves: L }));
  $('row-sheet').hidden = false;
  const drawn = drawFirstMoves(line);
  restTable(drawn + 1, L);
  const whole = wasm.rowLine(s.puzzle, s.n, s.m, s.first, L).moves;
  // The table of the rest is the question; the answer is the whole solution.
  layQuestions([], [{ key: 'solution', asked: t('worksheet-solution-asked'), text: `${whole.join(' ')}.`, value: whole.join(' ') }]);
  $('footer').textContent = t('worksheet-footer-row', { moves: L });
}
