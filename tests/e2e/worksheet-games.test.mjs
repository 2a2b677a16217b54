// Every catalog game's worksheet (www/worksheet.html?puzzle=ID&…), each loaded once: a
// heading in words of its own, questions, and answers on page 2 that agree with the command
// line (`target/debug/movelab`) or an independent check, never another game's sheet; bad and
// oversized settings are named in words; the page links every game to its own sheet.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { useBrowser, guardedPage, axeViolations, ROOT } from './helpers.mjs';
import { catalogFromCli } from './helpers-catalog.mjs';
import { replay, shiftSolution } from './rules.mjs';

const env = useBrowser();
const CLI = path.join(ROOT, 'target', 'debug', 'movelab');
const cli = (...args) => execFileSync(CLI, args, { encoding: 'utf8' }).trim();
const lines = (...args) => cli(...args).split('\n');

/// The knights game's Grundy values on an n×n board, by the rules of docs/design.md alone
/// (a knight goes to (x−2, y±1) or (x±1, y−2), on the board): the check of the winning
/// moves that does not ask the core.
function knightValues(n) {
  const steps = (x, y) => [[x - 2, y + 1], [x - 2, y - 1], [x + 1, y - 2], [x - 1, y - 2]]
    .filter(([a, b]) => a >= 1 && b >= 1 && a <= n && b <= n);
  const g = new Map();
  const value = (x, y) => {
    const key = `${x},${y}`;
    if (!g.has(key)) {
      const seen = new Set(steps(x, y).map(([a, b]) => value(a, b)));
      let v = 0;
      while (seen.has(v)) v++;
      g.set(key, v);
    }
    return g.get(key);
  };
  return { value, steps };
}

/// What the sheet shows, read once.
async function read(page) {
  return page.evaluate(() => ({
    title: document.getElementById('title').textContent,
    tab: document.title,
    rules: document.getElementById('rules').textContent,
    alert: document.getElementById('message').hidden ? '' : document.getElementById('message').textContent,
    questions: [...document.querySelectorAll('#questions li')].map((li) => li.dataset.question),
    answers: Object.fromEntries([...document.querySelectorAll('#answers li')].map((li) => [li.dataset.answer, li.dataset.value])),
    figure: !document.getElementById('figure').hidden && document.getElementById('figure').childElementCount > 0,
    diagrams: document.querySelectorAll('.diagram').length,
    tables: [...document.querySelectorAll('#answer-tables table')].map((t) => t.dataset.values),
    boxes: [...document.querySelectorAll('tr[data-box]')].map((tr) => tr.dataset.box.split(',').map(Number)),
    start: Number(document.querySelector('table.boxes')?.dataset.start),
    pageBreak: getComputedStyle(document.querySelector('.answers')).breakBefore,
    answersShown: !document.querySelector('.answers').hidden,
  }));
}

async function sheet(query, { timeout = 30000, axe = false } = {}) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    await page.goto(`${env.server.url}www/worksheet.html?${query}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout });
    const shown = await read(page);
    if (axe) assert.deepEqual(await axeViolations(page), [], `${query}: axe-core`);
    assert.deepEqual(problems, [], query);
    return shown;
  } finally {
    await page.close();
  }
}

/// Each game's settings for its sheet and the check of its answers against the command line
/// (or, for knights, the rules above as well).
const CASES = {
  shift: ['n=3&m=2&first=left', (s) => {
    assert.equal(s.diagrams, 7);
    assert.equal(s.answers.solution, lines('shift', '3', '2', '--first', 'left').join(' '));
  }],
  pairs: ['n=4', (s) => assert.equal(s.answers.solution, lines('pairs', '4').join(' '))],
  peg: ['board=triangle5&empty=a1&finish=any', (s) => {
    const want = JSON.parse(cli('peg', '--board', 'triangle5', '--empty', 'a1', '--finish', 'any', '--format', 'json'));
    assert.equal(Number(s.answers.jumps), want.jumps.length);
    const atlas = lines('peg', '--board', 'triangle5', '--atlas').find((l) => l.startsWith('a1:'));
    assert.deepEqual(s.answers.finishes.split(',').sort(), atlas.slice(3).trim().split(' ').sort());
    // The sheet's own solution, replayed by the command line's judge.
    const jumps = s.answers.solution.split(' ');
    assert.equal(jumps.length, want.jumps.length);
    const verify = spawnSync(CLI, ['verify', 'peg', '--board', 'triangle5', '--empty', 'a1', '--finish', 'any'], { input: jumps.join('\n'), encoding: 'utf8' });
    assert.equal(verify.status, 0, verify.stdout + verify.stderr);
  }],
  subtraction: ['set=1,3,4&heap=10&upto=30', (s) => {
    const g = lines('grundy', 'subtraction', '1,3,4', '--upto', '30').map(Number);
    assert.equal(s.tables[0], g.join(','));
    // A winning first move takes t from 10 to a heap of value 0.
    const takes = s.answers.winning.split(';').map((m) => Number(m.match(/\d+/)[0]));
    assert.deepEqual(takes, [1, 3, 4].filter((t) => g[10 - t] === 0));
  }],
  octal: ['code=0.77&heaps=7,5&upto=40', (s) => {
    // The table runs at least to upto (further when the certified period needs it).
    const upto = s.tables[0].split(',').length - 1;
    assert.ok(upto >= 40);
    assert.equal(s.tables[0], lines('grundy', 'octal', '0.77', '--upto', String(upto)).join(','));
    // The rules say what the code allows in plain words (core/src/octal/plain.rs), as the page does.
    assert.match(s.rules, /^Heaps 7 and 5\. On a turn, a player chooses one heap and may take 1 or 2 counters from it, and what is left stays one heap, is split into two heaps or is gone\. /);
  }],
  nim: ['heaps=3,4,5', (s) => {
    const [outcome, ...wins] = lines('nim', '3', '4', '5');
    assert.equal(outcome, 'first');
    assert.deepEqual(s.answers.winning.split(';').map((m) => m.replace('→', '->')), wins);
  }],
  grundys: ['heaps=12,8&upto=30', (s) => {
    // Grundy's game: a heap splits into two unequal nonempty heaps; G by the mex, here.
    const g = [];
    const upto = s.tables[0].split(',').length - 1;
    assert.ok(upto >= 30);
    for (let n = 0; n <= upto; n++) {
      const seen = new Set();
      for (let a = 1; 2 * a < n; a++) seen.add(g[a] ^ g[n - a]);
      let v = 0;
      while (seen.has(v)) v++;
      g.push(v);
    }
    assert.equal(s.tables[0], g.join(','));
    assert.ok('winning' in s.answers);
  }],
  knights: ['size=8&at=8,7;6,6;5,8&variant=one', (s) => {
    const [outcome, cliMove] = lines('knights', '--size', '8', '--at', '8,7', '6,6', '5,8');
    assert.equal(s.answers.outcome, outcome);
    const sheetMoves = s.answers.winning.split(' ');
    const [from, to] = cliMove.replace(/^knight \d+: /, '').split(' -> ');
    assert.ok(sheetMoves.includes(`${from}>${to}`), `the command line's ${cliMove} is among ${sheetMoves}`);
    // Every lone jump that leaves a xor of 0, by the rules alone.
    const { value, steps } = knightValues(8);
    const at = [[8, 7], [6, 6], [5, 8]];
    const xor = at.reduce((x, [a, b]) => x ^ value(a, b), 0);
    const want = at.flatMap(([a, b]) => steps(a, b).filter(([c, d]) => (xor ^ value(a, b) ^ value(c, d)) === 0).map(([c, d]) => `${a},${b}>${c},${d}`));
    assert.deepEqual(sheetMoves.sort(), want.sort());
  }],
  kinrow: ['n=10&k=2', (s) => {
    const [, ...squares] = lines('kinrow', '10', '--k', '2');
    assert.deepEqual(s.answers.winning.split(';').map((m) => m.match(/\d+/)[0]), squares);
  }],
  parity: ['n=7&k=2', (s) => {
    const [, ...takes] = lines('parity', '7', '--k', '2');
    assert.deepEqual(s.answers.winning.split(';').map((m) => m.match(/\d+/)[0]), takes);
  }],
  automaton: ['cells=1001011010', (s) => {
    const stable = lines('automaton', '1001011010', '--stable');
    const steps = Math.min(5, Number(stable[0]));
    const rows = Array.from({ length: steps }, (_, k) => cli('automaton', '1001011010', '--steps', String(k + 1)));
    assert.equal(s.answers.rows, rows.join(','));
    assert.equal(s.answers.stable, `${stable[0]}:${stable[1]}`);
  }],
  candy: ['m=12&seed=3&span=10', (s) => {
    // The instance as the sheet prints it: the start at vertex 1, box k at vertex k + 2.
    assert.equal(s.boxes.length, 12);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'movelab-sheet-')), 'candy.json');
    fs.writeFileSync(file, JSON.stringify({ x: [s.start, ...s.boxes.map(([x]) => x)], boxes: s.boxes.map(([, t, c], k) => [t, k + 2, c]) }));
    const want = JSON.parse(cli('candy', file, '--format', 'json'));
    assert.equal(Number(s.answers.best), want.candies);
    // The plan: any plan of the most candies is right; the command line's judge of this one.
    const plan = s.answers.plan.split(',').map(Number);
    assert.equal(plan.reduce((sum, b) => sum + s.boxes[b - 1][2], 0), want.candies);
  }],
  push: ['board=..%23.%23...&k=2', (s) => {
    const want = JSON.parse(cli('push', '..#.#...', '--k', '2', '--format', 'json'));
    assert.equal(Number(s.answers.energy), want.energy);
    assert.deepEqual(s.answers.line.split(';'), want.moves);
  }],
  tictactoe: ['board=x...o....&side=o', (s) => {
    const want = JSON.parse(cli('tictactoe', 'x...o....', '--format', 'json'));
    assert.equal(s.answers.value, want.value);
    assert.equal(s.answers.best, want.best.join(','));
  }],
};

test('every catalog game has a worksheet of its own: a heading in words, questions, the command line\'s answers on page 2', async () => {
  const catalog = catalogFromCli();
  assert.deepEqual(Object.keys(CASES).sort(), catalog.games.map((g) => g.id).sort(), 'a case for every catalog game');
  const headings = new Map();
  for (const game of catalog.games) {
    const [query, check] = CASES[game.id];
    // axe-core on the sheets of www/sheets/ (the rows' and heaps' are checked in
    // embed-worksheet.test.mjs).
    const s = await sheet(`puzzle=${game.id}&${query}`, { axe: !['row', 'heaps'].includes(game.view) });
    const where = `${game.id}: ${s.title}`;
    assert.equal(s.alert, '', where);
    // A heading in words: no parameter dump, no template left, the tab says it too.
    assert.doesNotMatch(s.title, /=|\{|\}|undefined|NaN/, where);
    assert.ok(s.title.length > game.title.length - 4, where);
    assert.equal(s.tab, `Worksheet: ${s.title} · movelab`);
    for (const [other, heading] of headings) assert.notEqual(s.title, heading, `${game.id} and ${other}`);
    headings.set(game.id, s.title);
    // Questions on page 1 (a row's: its table of moves), answers on page 2.
    assert.ok(s.questions.length > 0 || s.diagrams > 0, where);
    assert.ok(Object.keys(s.answers).length > 0 || s.tables.length > 0, where);
    for (const key of s.questions) assert.ok(key in s.answers, `${where}: question ${key} is answered`);
    assert.ok(s.answersShown && s.pageBreak === 'page', where);
    check(s);
  }
});

test('bad and oversized settings are named in words, and the sheet is the same game\'s', async () => {
  for (const [query, said, game] of [
    ['puzzle=peg&empty=z9', /z9/, 'Peg solitaire'],
    ['puzzle=knights&size=20', /at most 16×16 squares/, 'Knights game'],
    ['puzzle=automaton&random=500', /at most 40 cells/, 'Swap automaton'],
    ['puzzle=candy&m=300', /at most 40 boxes/, 'Candy Collector'],
    ['puzzle=push&board=%23%23', /./, '1-D Push-*'],
    ['puzzle=tictactoe&board=xxxxxxxxx', /./, 'Tic-tac-toe'],
    ['puzzle=pairs&n=30', /at most 24 squares and 300 moves/, 'Moving checkers in pairs'],
  ]) {
    const s = await sheet(query);
    assert.match(s.alert, said, query);
    assert.match(s.alert, new RegExp(`shows ${game.replace(/[*-]/g, '\\$&')} with its default settings`), query);
    assert.ok(s.title.startsWith(game), `${query}: ${s.title}`);
    assert.ok(Object.keys(s.answers).length > 0, query);
  }
});

test('an unsolvable peg problem is answered with the core\'s proof, as the command line refuses it', async () => {
  const s = await sheet('puzzle=peg&board=diamond&empty=d4&finish=d4');
  const run = spawnSync(CLI, ['peg', '--board', 'diamond', '--empty', 'd4', '--finish', 'd4'], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(run.stderr + run.stdout, /unsolvable/);
  assert.equal(s.answers.jumps, 'none');
  assert.equal(s.answers.solution, 'none');
});

test('the knights variants that move sets of knights: the command line\'s winning move', async () => {
  for (const variant of ['any', 'proper', 'all']) {
    const s = await sheet(`puzzle=knights&size=8&at=8,7;6,6;5,8&variant=${variant}`);
    const [outcome, ...moves] = lines('knights', '--size', '8', '--at', '8,7', '6,6', '5,8', '--variant', variant);
    assert.equal(s.answers.outcome, outcome, variant);
    // `knight 1: 8,7 -> 6,6` a line there, `knight 1 -> 6,6; …` in the game's notation here.
    assert.equal(s.answers.winning, moves.map((m) => m.replace(/: \d+,\d+ ->/, ' ->')).join('; '), variant);
  }
});

test('the page links every game to its own worksheet, with the game\'s own parameters', async () => {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    for (const [query, want] of [
      ['puzzle=peg&board=french&empty=d3&finish=d5', 'puzzle=peg&board=french&empty=d3&finish=d5'],
      ['puzzle=push&board=..%23..&k=3&walk=2', 'puzzle=push&board=..%23..&k=3&walk=2&jump=1&push=1'],
      ['puzzle=shift&n=4&m=3&first=left&step=3&speed=4', 'puzzle=shift&n=4&m=3&first=left'],
    ]) {
      await page.goto(`${env.server.url}?${query}`);
      await page.waitForFunction(() => document.body.dataset.ready === 'true' && document.getElementById('loading').hidden, null, { timeout: 15000 });
      assert.equal(await page.locator('#worksheet-link').getAttribute('href'), `www/worksheet.html?${want}`, query);
    }
    // Followed: the sheet of the last game's settings.
    await page.locator('#worksheet-link').click();
    await page.waitForFunction(() => document.body.dataset.ready === 'true' && document.querySelector('#answers li'), null, { timeout: 15000 });
    assert.equal(await page.locator('#title').textContent(), 'Shifting checkers with 4 black and 3 white, the first move a white to the left');
    assert.equal(await page.locator('.diagram').nth(1).getAttribute('data-board'), replay('shift', 4, 3, shiftSolution(4, 3, 'left').slice(0, 1)));
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
