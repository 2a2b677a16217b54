// The URL parameters of docs/design.md, checked without a browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { argsFor, headingFor, paramsFor, rulesFor, textInWords } from '../../www/params.js';
import { t } from '../../www/i18n.js';
import { catalogFromCli, useLanguage } from './helpers-catalog.mjs';

// The same catalog the page gets from wasm, from the command line built from the same core.
const catalog = catalogFromCli();
const { parseParams, formatParams, embedCode, DEFAULTS } = paramsFor(catalog);

test('no parameters give the defaults and no problems', () => {
  assert.deepEqual(parseParams(''), { settings: { ...DEFAULTS }, problems: [] });
});

test('every parameter is read', () => {
  const { settings, problems } = parseParams('?puzzle=shift&n=7&m=1000&first=left&step=12&speed=0.5&autoplay=1&embed=1&present=1&mode=play&practice=1&moves=4.2&task=optimal&lang=fr-CA');
  assert.deepEqual(problems, []);
  assert.deepEqual(settings, {
    puzzle: 'shift', n: 7, m: 1000, first: 'left', step: 12, speed: 0.5, autoplay: true, embed: true, present: true, mode: 'play', practice: true, moves: '4.2', show: '', task: 'optimal', lang: 'fr',
  });
  assert.match(formatParams(settings), /&task=optimal&lang=fr$/);
});

test('a task the game does not offer is named with those it does', () => {
  for (const [query, want] of [
    ['?puzzle=shift&task=win', /task="win" is not a task of Shifting checkers: task= takes solve or optimal for Shifting checkers/],
    ['?puzzle=automaton&task=solve', /task="solve" is not a task of Swap automaton: task= takes predict for Swap automaton/],
    ['?puzzle=nim&task=', /task="" is not a task of Nim: task= takes win or values for Nim/],
  ]) {
    const { settings, problems } = parseParams(query);
    assert.equal(settings.task, '');
    assert.match(problems.join(' '), want);
  }
});

test('bad values fall back to the defaults, each with a sentence', () => {
  const { settings, problems } = parseParams('?n=0&m=1000000001&first=down&step=1.5&speed=9999&autoplay=2&embed=yes&present=on&mode=solve&x=1');
  assert.equal(settings.n, 3);
  assert.equal(settings.m, 2);
  assert.equal(settings.first, 'right');
  assert.equal(settings.step, 0);
  assert.equal(settings.speed, 2);
  assert.equal(settings.autoplay, false);
  assert.equal(settings.embed, false);
  assert.equal(settings.present, false);
  assert.equal(settings.mode, 'watch');
  assert.equal(problems.length, 10);
  assert.match(problems.join(' '), /The link's present="on" is not 1 or 0, so the page uses present=0\./);
  assert.match(problems.join(' '), /n="0" is not a whole number from 1 to 1,000,000,000, so the page uses n=3/);
  assert.match(problems.join(' '), /step="1.5" is not a whole number of moves \(steps have no fractions\)/);
  assert.match(problems.join(' '), /"x" is not one this page knows/);
});

test('pairs: n from 3, no m, no first direction', () => {
  assert.equal(parseParams('?puzzle=pairs').settings.n, 5);
  const two = parseParams('?puzzle=pairs&n=2');
  assert.equal(two.settings.n, 5);
  assert.match(two.problems[0], /no solution/);
  const q = formatParams(parseParams('?puzzle=pairs&n=8&step=3').settings);
  assert.equal(q, 'puzzle=pairs&n=8&step=3');
});

test('format then parse gives the settings back', () => {
  const s = { ...DEFAULTS, n: 9, m: 4, first: 'left', step: 33, speed: 16, autoplay: true, present: true, mode: 'play', practice: true };
  assert.deepEqual(parseParams(`?${formatParams(s)}`).settings, s);
  const game = { ...parseParams('?puzzle=nim').settings, moves: '3.1.12' };
  assert.deepEqual(parseParams(`?${formatParams(game)}`).settings, game);
});

test('a record of moves is checked for its characters and length here, its moves by the game', () => {
  assert.equal(parseParams('?puzzle=nim&moves=').settings.moves, '');
  assert.equal(parseParams('?puzzle=knights&moves=you.1-6-7_2-3-3').settings.moves, 'you.1-6-7_2-3-3');
  for (const bad of ['1,2', '1 2', 'You', '<b>']) {
    const { settings, problems } = parseParams(`?puzzle=nim&moves=${encodeURIComponent(bad)}`);
    assert.equal(settings.moves, '', bad);
    assert.match(problems.join(' '), /is not a record of moves \(letters, digits, dots, dashes and underscores/, bad);
  }
  const { settings, problems } = parseParams(`?puzzle=nim&moves=${'1.'.repeat(40000)}1`);
  assert.equal(settings.moves, '');
  assert.match(problems.join(' '), /moves= has 80,001 characters, more than the 65,536 a record may have/);
});

test('present=1 stays on the page: not in an embed code', () => {
  const s = parseParams('?puzzle=nim&present=1').settings;
  assert.equal(formatParams(s), 'puzzle=nim&heaps=3%2C4%2C5&variant=one&first=you&present=1');
  assert.doesNotMatch(embedCode(s, 'https://example.org/movelab/'), /present/);
});

test('the embed code is an iframe with a title, escaped', () => {
  const code = embedCode({ ...DEFAULTS }, 'https://example.org/movelab/');
  assert.equal(
    code,
    '<iframe src="https://example.org/movelab/?puzzle=shift&amp;n=3&amp;m=2&amp;first=right&amp;embed=1" '
      + 'title="movelab: Shifting checkers with 3 black and 2 white, the first move a black to the right" '
      + 'width="720" height="400" style="border:0;max-width:100%" loading="lazy"></iframe>',
  );
  // A game in progress goes into the code while a link can hold it, not past that.
  const short = parseParams('?puzzle=nim&heaps=3,4,5&moves=1.2').settings;
  assert.match(embedCode(short, 'https://example.org/movelab/'), /moves=1\.2/);
  assert.match(embedCode(short, 'https://example.org/movelab/'), /title="movelab: Nim with heaps of 3, 4 and 5"/);
  const long = { ...short, moves: Array.from({ length: 800 }, () => '1').join('.') };
  assert.doesNotMatch(embedCode(long, 'https://example.org/movelab/'), /moves=/);
  // Practising needs room for its controls and score under the board.
  assert.match(embedCode({ ...DEFAULTS, practice: true }, 'https://example.org/movelab/'), /practice=1.* height="520"/);
});

test('the embed code keeps the page\'s language: lang= when it is not English, the title in its words', () => {
  const s = parseParams('?puzzle=nim&heaps=3,4,5').settings;
  assert.doesNotMatch(embedCode(s, 'https://example.org/movelab/'), /lang=/);
  try {
    useLanguage('fr');
    const code = embedCode(s, 'https://example.org/movelab/');
    assert.match(code, /&amp;lang=fr" title="movelab\u202f: /);
  } finally {
    useLanguage('en');
  }
});

test('who gave a refused value picks its words: the link, the attribute or the command', () => {
  assert.equal(parseParams('?puzzle=shift&n=0').problems[0], 'The link\'s n="0" is not a whole number from 1 to 1,000,000,000, so the page uses n=3.');
  assert.equal(parseParams('?puzzle=shift&n=0', 'attribute').problems[0], 'The attribute n="0" is not a whole number from 1 to 1,000,000,000, so the player uses n=3.');
  assert.equal(parseParams('?puzzle=shift&n=0', 'command').problems[0], 'The command\'s n="0" is not a whole number from 1 to 1,000,000,000, so nothing was changed.');
  assert.equal(parseParams('?puzzle=nim&task=zz', 'attribute').problems[0], 'The attribute task="zz" is not a task of Nim: task= takes win or values for Nim, so the player shows the game without a task.');
});

test('every limit comes from the catalog: a changed catalog changes the check', () => {
  // A catalog where shift's page goes to n = 7 only and the speed to 3.
  const small = structuredClone(catalog);
  small.games[0].params[0].kind.page_max = 7;
  small.speed.max = 3;
  const p = paramsFor(small);
  const { settings, problems } = p.parseParams('?n=8&speed=4');
  assert.equal(settings.n, 3);
  assert.equal(settings.speed, 2);
  assert.match(problems[0], /n="8" is not a whole number from 1 to 7/);
  assert.match(problems[1], /speed="4" is not a number of moves a second from 0.25 to 3/);
  assert.equal(p.parseParams('?n=7').settings.n, 7);
});

test('each game of the catalog is accepted with its own defaults and listed in the refusal', () => {
  for (const g of catalog.games) {
    const { settings, problems } = parseParams(`?puzzle=${g.id}`);
    assert.deepEqual(problems, []);
    // A flag declares no default: it is off unless the link sets it.
    for (const param of g.params) assert.equal(settings[param.name], param.kind.default ?? false);
    assert.match(formatParams(settings), new RegExp(`^puzzle=${g.id}`));
  }
  const ids = catalog.games.map((g) => g.id);
  assert.match(parseParams('?puzzle=nope').problems[0], new RegExp(`is not ${ids.slice(0, -1).join(', ')}`));
});

test('show= names a recorded run of the game, from the catalog; others are refused in words', () => {
  const ok = parseParams('?puzzle=subtraction&heap=7&show=memo');
  assert.deepEqual(ok.problems, []);
  assert.equal(ok.settings.show, 'memo');
  assert.match(formatParams(ok.settings), /&show=memo$/);
  const bad = parseParams('?puzzle=subtraction&show=table');
  assert.equal(bad.settings.show, '');
  assert.deepEqual(bad.problems, ['The link\'s show="table" is not a run of Subtraction game: show= takes recursion or memo for Subtraction game, so the page shows the game.']);
  const plain = catalog.games.find((g) => g.runs.length === 0);
  const none = parseParams(`?puzzle=${plain.id}&show=memo`);
  assert.equal(none.problems[0], `The link's show="memo" is not a run of ${plain.title}: ${plain.title} has no recorded run to show, so the page shows the game.`);
  assert.doesNotMatch(formatParams(parseParams('?puzzle=shift').settings), /show=/);
});

test('the rules paragraph writes a list of numbers as a list, its large numbers grouped by narrow spaces', () => {
  assert.equal(textInWords('3,4,5'), '3, 4 and 5');
  assert.equal(textInWords('123456789012345,7'), '123\u202f456\u202f789\u202f012\u202f345 and 7');
  assert.equal(textInWords('123456789012345'), '123,456,789,012,345');
  assert.equal(textInWords('0.07'), '0.07');
  assert.equal(textInWords('d4,e5'), 'd4,e5');
  const nim = catalog.games.find((g) => g.id === 'nim');
  const subtraction = catalog.games.find((g) => g.id === 'subtraction');
  const defaultsOf = (g) => Object.fromEntries(g.params.map((p) => [p.name, p.kind.default]));
  assert.match(rulesFor(nim, { ...DEFAULTS, ...defaultsOf(nim), puzzle: 'nim', heaps: '100000,2' }), /^Heaps 100\u202f000 and 2\. /);
  assert.match(rulesFor(subtraction, { puzzle: 'subtraction', heap: '1000000000000', set: '1,3,4' }), /^One heap of 1,000,000,000,000 counters\. A move takes 1, 3 or 4 counters from it/);
  // Every heap moving and misère play are said only when they are in play, in words.
  const nimRules = (over) => rulesFor(nim, { ...DEFAULTS, ...defaultsOf(nim), puzzle: 'nim', heaps: '3,4,5', ...over });
  assert.equal(nimRules({}), 'Heaps 3, 4 and 5. A move takes one or more counters from one heap. The player who cannot move loses.');
  assert.match(nimRules({ variant: 'all' }), /A move takes one or more counters from every heap at once/);
  assert.match(nimRules({ misere: true }), /Misère play: the player who cannot move wins\.$/);
  assert.doesNotMatch(rulesFor(subtraction, { puzzle: 'subtraction', heap: '10', set: '1,3,4', misere: false }), /misère|\ball\b/i);
  // The octal rules say what a move does in plain words, from the core's fact (the heaps
  // snapshot's movesInWords, core/src/octal/plain.rs, as 0.77 gives it); the code's digits
  // wait behind "How it is solved" (octal-how-solved).
  const octal = catalog.games.find((g) => g.id === 'octal');
  const kayles = { ...DEFAULTS, ...defaultsOf(octal), puzzle: 'octal', heaps: '7,5' };
  const fact = (id, args = {}) => ({ id, args });
  const or = (first, more) => fact('octal-list-or', { first, more });
  const moves = fact('octal-take', {
    counters: fact('octal-counters', { sizes: fact('octal-list-last', { first: fact('octal-size', { n: 1 }), more: fact('octal-or-size', { n: 2 }) }), most: 2 }),
    whole: 'yes',
    left: fact('octal-list', { first: fact('octal-left-one'), more: or(fact('octal-left-two'), fact('octal-left-gone')) }),
  });
  const rules = rulesFor(octal, kayles, moves);
  assert.equal(rules, 'Heaps 7 and 5. On a turn, a player chooses one heap and may take 1 or 2 counters from it, and what is left stays one heap, is split into two heaps or is gone. The player who cannot move loses.');
  assert.match(rulesFor(octal, { ...kayles, variant: 'all' }, moves), /^Heaps 7 and 5\. A move changes every heap at once: on each heap, the player may take 1 or 2 counters from it, /);
  assert.doesNotMatch(rules, /digit|code/);
  assert.match(t('octal-how-solved', argsFor(octal, kayles)), /^The code 0\.77 writes the rules in digits\. Its j-th digit after the point says/);
});

test('a parameter given twice is named with the value used; another game\'s parameter is named and dropped', () => {
  const twice = parseParams('?puzzle=nim&heaps=3,4,5&heaps=1,2');
  assert.equal(twice.settings.heaps, '3,4,5');
  assert.deepEqual(twice.problems, ['The link gives heaps twice; the first, "3,4,5", is used.']);
  assert.match(parseParams('?puzzle=nim&heaps=1&heaps=2&heaps=3').problems[0], /gives heaps 3 times; the first, "1", is used/);
  const other = parseParams('?puzzle=nim&n=5&board=french');
  assert.deepEqual(other.problems, [
    'The link\'s n="5" is not a setting of Nim, so it was dropped.',
    'The link\'s board="french" is not a setting of Nim, so it was dropped.',
  ]);
  assert.doesNotMatch(formatParams(other.settings), /n=|board=/);
  // A long value is shortened as in every message (www/words.js).
  const long = parseParams(`?puzzle=nim&board=${'x'.repeat(300)}`).problems[0];
  assert.match(long, /"x{40}"… \(300 characters\)/);
});

test('a general parameter the view does not read is named and dropped; one it reads stays', () => {
  const P = paramsFor(catalog);
  const { settings } = parseParams('?puzzle=tictactoe&step=5&moves=4.0&speed=3');
  const { settings: kept, problems } = P.dropUnread(settings, new Set(['puzzle', 'step', 'moves', 'speed']), ['moves']);
  assert.deepEqual(problems, [
    'The link\'s step="5" does nothing for Tic-tac-toe, so it was dropped.',
    'The link\'s speed="3" does nothing for Tic-tac-toe, so it was dropped.',
  ]);
  assert.equal(kept.step, 0);
  assert.equal(kept.speed, DEFAULTS.speed);
  assert.equal(kept.moves, '4.0');
  assert.match(formatParams(kept), /^puzzle=tictactoe&board=[^&]*&side=x&order=natural&moves=4\.0$/);
  // A parameter the link did not give is never named, whatever its value.
  assert.deepEqual(P.dropUnread(settings, new Set(['puzzle']), []).problems, []);
});

test('en-XA joins a list with pseudo words too, so no English "and" is left in the octal rules; the items stay as given', () => {
  const octal = catalog.games.find((g) => g.id === 'octal');
  const settings = { ...DEFAULTS, ...Object.fromEntries(octal.params.map((p) => [p.name, p.kind.default])), puzzle: 'octal', heaps: '7,5' };
  try {
    const w = useLanguage('en-XA');
    assert.equal(argsFor(octal, settings).heaps, '7 âñđ 5');
    // "Heaps 7 and 5." as the rules open (any phrase stands for the moves here), and the
    // heading's "with heaps of 7 and 5".
    const rules = rulesFor(octal, settings, { id: 'octal-left-gone', args: {} });
    assert.match(rules, /^\[Ĥéâþš 7 âñđ 5\. /);
    assert.match(headingFor(octal, settings), / 7 âñđ 5\]$/);
    assert.doesNotMatch(rules + headingFor(octal, settings), /\band\b/);
    // Notation in a list (a setting's values) is not accented, only the words joining it.
    assert.equal(w.list(['one', 'all', 'any'], true), 'one, all öŕ any');
  } finally {
    useLanguage('en');
  }
  assert.equal(argsFor(octal, settings).heaps, '7 and 5');
});
