// End-to-end tests of the runs view (show=<run>, www/views/runs.js) in Debian's headless
// chromium: each kind of recorded run (a tree, a DAG, a table, a search with a dead set) is
// opened, stepped forwards and back, and its counts checked against `movelab run`, the
// command line reading the same catalog (its JSON gives the core's facts, worded here in
// English as the page words them); a bad show= and a run past its limit are refused in words;
// under en-XA one run of every game says nothing outside the message files. Every test also
// fails on a console error, an uncaught exception or a foreign request.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import {
  useBrowser, withPage as openPage, viewReady, ROOT, axeViolations, artifact, guardedPage, plainEnglish, readerText,
} from './helpers.mjs';
import { catalogFromCli, useLanguage } from './helpers-catalog.mjs';
import { wordFact } from '../../www/i18n.js';

const BIN = path.join(ROOT, 'target', 'debug', 'movelab');
const env = useBrowser();

before(() => {
  assert.ok(fs.existsSync(BIN), `${BIN} is built (cargo build --bin movelab)`);
});

/// A fact of the command line's JSON in English, as the page words it.
const english = useLanguage('en');
const said = (fact) => wordFact(fact, english);

const cli = (game, run, ...settings) => JSON.parse(execFileSync(BIN, [
  'run', game, run, ...settings, '--format', 'json',
]).toString());

const withPage = (query, fn, options) => openPage(env.browser, env.server, query, fn, {
  until: viewReady('run-canvas', 'data-step'), ...options,
});

const hooks = (page) => page.evaluate(() => {
  const c = document.getElementById('run-canvas');
  return {
    puzzle: c.dataset.puzzle, show: c.dataset.show, step: Number(c.dataset.step),
    length: Number(c.dataset.length), nodes: Number(c.dataset.nodes),
    counts: c.dataset.counts.split(',').map(Number), totals: c.dataset.totals,
  };
});

const waitStep = (page, k) => page.waitForFunction(
  (k) => document.getElementById('run-canvas')?.dataset.step === String(k), k, { timeout: 10000 },
);

/// Steps forwards with the button and the key, back with the key, and to the end.
async function stepThrough(page, length) {
  await page.click('#run-to-start');
  await waitStep(page, 0);
  await page.click('#run-forward');
  await waitStep(page, 1);
  await page.focus('#run-canvas');
  await page.keyboard.press('.');
  await waitStep(page, 2);
  await page.keyboard.press(',');
  await waitStep(page, 1);
  // The timeline's own keys, from a control (the arrows pan on the drawing).
  await page.focus('#run-forward');
  await page.keyboard.press('ArrowRight');
  await waitStep(page, 2);
  await page.keyboard.press('ArrowLeft');
  await waitStep(page, 1);
  await page.keyboard.press('End');
  await waitStep(page, length);
  await page.keyboard.press('ArrowLeft');
  await waitStep(page, length - 1);
  await page.click('#run-to-end');
  await waitStep(page, length);
}

test('the plain recursion of a subtraction game: a tree, with the command line\'s counts', async () => {
  const want = cli('subtraction', 'recursion', 'heap=10', 'set=1,3,4');
  // The run answers for heap 10 itself: G(10) as the Grundy table gives it, independently.
  const table = execFileSync(BIN, ['grundy', 'subtraction', '1,3,4', '--upto', '10'], { encoding: 'utf8' }).trim().split(/\s+/);
  assert.equal(want.answer.id, 'run-answer-grundy');
  assert.deepEqual(want.answer.args, { position: '10', value: Number(table[10]) });
  await withPage('puzzle=subtraction&set=1,3,4&heap=10&show=recursion', async (page) => {
    let h = await hooks(page);
    assert.deepEqual([h.puzzle, h.show, h.step, h.length, h.nodes], ['subtraction', 'recursion', 0, want.length, want.nodes]);
    assert.deepEqual(h.counts, [0]);
    await stepThrough(page, want.length);
    h = await hooks(page);
    assert.deepEqual(h.counts, [want.counters['run-counter-calls']]);
    await page.screenshot({ path: artifact('run-subtraction-tree.png') });
    assert.equal(h.totals, want.totals.map((t) => said(t.text)).join(' | '));
    assert.equal(await page.locator('#run-answer').textContent(), said(want.answer));
    // The step is kept in the link, and the link back to the game drops show=.
    assert.match(page.url(), new RegExp(`step=${want.length}`));
    assert.doesNotMatch(await page.locator('#run-to-game').getAttribute('href'), /show=/);
    assert.deepEqual(await axeViolations(page), []);
  });
});

test('the memoised recursion of nim: a DAG whose lookups count as the command line\'s', async () => {
  const want = cli('nim', 'memo', 'heaps=3,4,5');
  await withPage('puzzle=nim&heaps=3,4,5&show=memo&step=5', async (page) => {
    let h = await hooks(page);
    assert.deepEqual([h.step, h.length, h.nodes], [5, want.length, want.nodes]);
    await page.screenshot({ path: artifact('run-nim-memo.png') });
    await stepThrough(page, want.length);
    h = await hooks(page);
    assert.deepEqual(h.counts, [want.counters['run-counter-calls'], want.counters['run-counter-memo-lookups']]);
    // The plain recursion's calls, far past what a tree may record, side by side.
    assert.match(await page.locator('#run-totals').textContent(), /plain recursion: 1,038,768 calls/);
  });
});

test('the knights table fills in order of x + y, in dark mode', async () => {
  const want = cli('knights', 'table', 'size=5');
  await withPage('puzzle=knights&size=5&show=table', async (page) => {
    await stepThrough(page, want.length);
    const h = await hooks(page);
    assert.deepEqual(h.counts, [want.counters['run-counter-cells-filled']]);
    assert.equal(h.nodes, 25);
    await page.focus('#run-canvas');
    await page.keyboard.press('Home');
    for (let k = 0; k < 30; k++) await page.keyboard.press('.');
    await page.screenshot({ path: artifact('run-knights-table-dark.png') });
    assert.deepEqual(await axeViolations(page), []);
  }, { media: { colorScheme: 'dark' } });
});

test('peg: Algorithm 2 with its dead set against Algorithm 1, as the command line counts', async () => {
  const want = cli('peg', 'dead-set', 'board=triangle5', 'empty=a1', 'finish=a1');
  await withPage('puzzle=peg&board=triangle5&empty=a1&finish=a1&show=dead-set', async (page) => {
    await stepThrough(page, want.length);
    const h = await hooks(page);
    assert.deepEqual(h.counts, [want.counters['run-counter-expanded'], want.counters['run-counter-dead-set']]);
    await page.click('#run-to-start');
    await page.focus('#run-canvas');
    for (let k = 0; k < 120; k++) await page.keyboard.press('.');
    await page.screenshot({ path: artifact('run-peg-dead-set.png') });
    assert.match(h.totals, /Algorithm 1: 578 positions expanded \| Algorithm 2: 122 positions expanded/);
  });
});

test('the runs view passes axe at 390 px, light and dark, and draws a table of K in a row', async () => {
  const want = cli('kinrow', 'table', 'n=30', 'k=2');
  for (const colorScheme of ['light', 'dark']) {
    await withPage('puzzle=kinrow&n=30&k=2&show=table', async (page) => {
      const h = await hooks(page);
      assert.deepEqual([h.length, h.nodes], [want.length, 31]);
      await page.click('#run-to-end');
      await waitStep(page, want.length);
      assert.deepEqual((await hooks(page)).counts, [31]);
      assert.deepEqual(await axeViolations(page), []);
      if (colorScheme === 'dark') await page.screenshot({ path: artifact('run-kinrow-390-dark.png'), fullPage: true });
    }, { width: 390, height: 844, media: { colorScheme } });
  }
});

test('Candy Collector: the DP fills box by box to the command line\'s most candies', async () => {
  const want = cli('candy', 'dp', 'm=30', 'seed=1', 'span=20');
  await withPage('puzzle=candy&m=30&seed=1&span=20&show=dp', async (page) => {
    await stepThrough(page, want.length);
    assert.deepEqual((await hooks(page)).counts, [30]);
    assert.equal(await page.locator('#run-answer').textContent(), said(want.answer));
    await page.screenshot({ path: artifact('run-candy-dp.png') });
  });
});

test('a bad show= is refused in words and the game is shown', async () => {
  await openPage(env.browser, env.server, 'puzzle=subtraction&show=everything', async (page) => {
    assert.match(await page.locator('#message').textContent(),
      /show="everything" is not a run of Subtraction game: show= takes recursion or memo for Subtraction game, so the page shows the game/);
    assert.equal(await page.locator('#run-canvas').count(), 0);
  }, { until: viewReady('heaps-canvas', 'data-puzzle') });
});

test('a run past its limit of steps is refused with the limit in words', async () => {
  await openPage(env.browser, env.server, 'puzzle=nim&heaps=3,4,5&show=recursion', async (page) => {
    await page.waitForSelector('#run-error:not([hidden])');
    assert.match(await page.locator('#run-error').textContent(), /more than 100,000 steps/);
  }, { until: viewReady('run-canvas', 'data-error') });
});

test('the checker rows: every optimal solution by backtracking, the cuts counted as the command line', async () => {
  const want = cli('shift', 'backtrack', 'n=1', 'm=4');
  await withPage('puzzle=shift&n=1&m=4&show=backtrack', async (page) => {
    await stepThrough(page, want.length);
    const h = await hooks(page);
    assert.deepEqual(h.counts, [
      want.counters['run-counter-expanded'], want.counters['run-counter-cuts'], want.counters['run-counter-solutions'],
    ]);
    // Theorem 4: F(k + 2) = 8 optimal solutions for n = 1, m = 4.
    assert.equal(want.counters['run-counter-solutions'], 8);
    assert.match(await page.locator('#run-legend').textContent(), /cut/);
  });
});

test('the automaton: Andreica and Tapus\'s stack method over the plain simulation, as the command line counts', async () => {
  const cells = '0110100101110010';
  const want = cli('automaton', 'stack', `cells=${cells}`);
  await withPage(`puzzle=automaton&cells=${cells}&show=stack`, async (page) => {
    let h = await hooks(page);
    assert.deepEqual([h.puzzle, h.show, h.length, h.nodes], ['automaton', 'stack', want.length, want.nodes]);
    await stepThrough(page, want.length);
    h = await hooks(page);
    assert.deepEqual(h.counts, [want.counters['run-counter-ones-taken'], want.counters['run-counter-pushes'], want.counters['run-counter-pops']]);
    assert.equal(h.totals, want.totals.map((t) => said(t.text)).join(' | '));
    assert.match(await page.locator('#run-answer').textContent(), /stable after \d+ steps: 1{8}0{8}/);
    assert.match(await page.locator('#run-said').textContent(), /is home at cell 7 after \d+ steps/);
    // The stack's lane is drawn: its bottom strip of the canvas holds more than the
    // background and a line.
    const colours = await page.evaluate(() => {
      const c = document.getElementById('run-canvas');
      const d = c.getContext('2d').getImageData(0, c.height - 70 * devicePixelRatio, c.width, 40).data;
      const seen = new Set();
      for (let k = 0; k < d.length; k += 4) seen.add(`${d[k]},${d[k + 1]},${d[k + 2]}`);
      return seen.size;
    });
    assert.ok(colours > 4, `${colours} colours in the stack's lane`);
    await page.click('#run-to-start');
    await page.focus('#run-canvas');
    for (let k = 0; k < 12; k++) await page.keyboard.press('.');
    assert.match(await page.locator('#run-said').textContent(), /^(Push|Pop|The)/);
    await page.screenshot({ path: artifact('run-automaton-stack.png') });
    assert.deepEqual(await axeViolations(page), []);
  });
  // A row with no 1 takes no step: drawn at step 0, without an error.
  await withPage('puzzle=automaton&cells=0000&show=stack', async (page) => {
    const h = await hooks(page);
    assert.deepEqual([h.step, h.length, h.nodes], [0, 0, 0]);
    assert.match(await page.locator('#run-answer').textContent(), /stable after 0 steps: 0000/);
  });
  await openPage(env.browser, env.server, 'puzzle=automaton&random=401&show=stack', async (page) => {
    await page.waitForSelector('#run-error:not([hidden])');
    assert.match(await page.locator('#run-error').textContent(), /at most 400 cells .* not 401/);
  }, { until: viewReady('run-canvas', 'data-error') });
});

test('Candy Collector after the 45° turn: the quarter-plane sweep ends at the DP\'s most candies', async () => {
  const want = cli('candy', 'quarter', 'm=30', 'seed=1', 'span=20');
  const dp = cli('candy', 'dp', 'm=30', 'seed=1', 'span=20');
  assert.deepEqual(want.answer, dp.answer);
  await withPage('puzzle=candy&m=30&seed=1&span=20&show=quarter', async (page) => {
    await stepThrough(page, want.length);
    const h = await hooks(page);
    assert.deepEqual(h.counts, [want.counters['run-counter-points-queried'], want.counters['run-counter-fenwick-read'], want.counters['run-counter-fenwick-written']]);
    assert.match(h.totals, /O\(M²\) DP: 435 pairs of boxes compared \| quarter-plane sweep: /);
    assert.match(await page.locator('#run-legend').textContent(), /quarter-plane/);
    await page.click('#run-to-start');
    await page.focus('#run-canvas');
    for (let k = 0; k < 25; k++) await page.keyboard.press('.');
    await page.screenshot({ path: artifact('run-candy-quarter.png') });
    assert.deepEqual(await axeViolations(page), []);
  });
});

test('peg: Merand and Varkevisser\'s Figures 2 and 3 drawn from searches timed in this browser, with their fits', async () => {
  await withPage('puzzle=peg&board=triangle5&empty=a1&finish=a1&show=dead-set', async (page) => {
    assert.equal(await page.locator('#run-figures').isVisible(), true);
    // No empty frames before anything is timed; both plots once it is.
    assert.equal(await page.locator('#run-fig2').isVisible(), false);
    await page.click('#run-time');
    await page.waitForFunction(() => document.getElementById('run-fig3')?.dataset.formula, null, { timeout: 180000 });
    assert.equal(await page.locator('#run-fig2').isVisible(), true);
    assert.equal(await page.locator('#run-fig3').isVisible(), true);
    const figs = await page.evaluate(() => ['run-fig2', 'run-fig3'].map((id) => {
      const c = document.getElementById(id);
      // The data points are drawn in the accent colour: count the canvas's pixels of it.
      const accent = getComputedStyle(c).getPropertyValue('--accent').trim();
      const probe = document.createElement('canvas').getContext('2d');
      probe.fillStyle = accent;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let tinted = 0;
      for (let k = 0; k < d.length; k += 4) {
        if (Math.abs(d[k] - r) + Math.abs(d[k + 1] - g) + Math.abs(d[k + 2] - b) < 160 && d[k] > d[k + 2]) tinted++;
      }
      return {
        points: Number(c.dataset.points), formula: c.dataset.formula, tinted,
        caption: document.getElementById(`${id}-formula`).textContent,
      };
    }));
    const timing = await page.locator('#run-timing').textContent();
    const [, problems, searches] = timing.match(/Timed ([\d,]+) problems in ([\d,]+) searches/).map((v) => Number(String(v).replace(/,/g, '')));
    assert.ok(problems > 600 && searches >= problems, timing);
    assert.equal(figs[0].points, problems);
    assert.ok(figs[1].points > 500 && figs[1].points <= problems, `${figs[1].points}`);
    assert.match(figs[0].formula, /^t ≈ [\d.e+-]+ µs × n\^-?[\d.]+$/);
    assert.match(figs[1].formula, /^t ≈ [\d.e+-]+ µs × e\^\(-?[\d.e+-]+ L\)$/);
    assert.match(figs[0].caption, /least squares on log t against log n, R² = -?[\d.]+\)/);
    assert.match(figs[1].caption, /least squares on log t against L, R² = -?[\d.]+\)/);
    for (const f of figs) assert.ok(f.tinted > 200, `${f.tinted} pixels of points`);
    await page.locator('#run-figures').scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact('run-peg-figures.png'), fullPage: true });
    assert.deepEqual(await axeViolations(page), []);
  });
  // A run that offers no problems to time shows no figures.
  await withPage('puzzle=subtraction&set=1,3,4&heap=10&show=recursion', async (page) => {
    assert.equal(await page.locator('#run-figures').isVisible(), false);
  });
});

test('en-XA: one run of every game that has runs, its steps, legend, counts and refusals from the message files', async () => {
  // One page, a show= navigation a game: the run each game lists last, a few steps in.
  const games = catalogFromCli().games.filter((g) => g.runs.length);
  assert.ok(games.length >= 10, `${games.length} games with runs`);
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    const leaks = [];
    for (const game of games) {
      const run = game.runs[game.runs.length - 1].name;
      const query = `puzzle=${game.id}&show=${run}&step=3&lang=en-XA`;
      await page.goto(`${env.server.url}?${query}`);
      await page.waitForFunction(() => {
        const c = document.getElementById('run-canvas');
        return c?.dataset.step || c?.dataset.error;
      }, null, { timeout: 20000 });
      const error = await page.locator('#run-canvas').getAttribute('data-error');
      if (!error) assert.match(await page.locator('#run-said').innerText(), /^\[.+\]$/, query);
      // The URL's own names and values are notation.
      const left = plainEnglish(await page.evaluate(readerText), ['movelab', game.id, run, 'show', ...game.params.map((p) => p.name)]);
      if (left.length) leaks.push(`${query}: ${[...new Set(left)].join(' ')}`);
    }
    assert.deepEqual(leaks, []);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
