// The single-file page (scripts/single-file.mjs, `make single-file`): opened from disk
// (file://, no server) with every request but the file itself refused, it loads, plays to
// the goal and downloads a move list. Fails on a console error or an uncaught exception.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { launch, ROOT, DIST, artifact } from './helpers.mjs';
import { catalogFromCli } from './helpers-catalog.mjs';
import { goal, replay, shiftSolution } from './rules.mjs';

const SINGLE = path.join(ROOT, 'dist-single', 'movelab.html');
let browser;

before(async () => {
  // Always from the dist/ of this run, so the file tested is the page tested elsewhere.
  execFileSync('node', [path.join(ROOT, 'scripts', 'single-file.mjs'), DIST, SINGLE], { stdio: 'inherit' });
  browser = await launch();
});

after(async () => {
  await browser?.close();
});

/// Opens the single file at `query`; every request other than the file itself is
/// refused and recorded in `problems`, with console errors and uncaught exceptions.
async function openSingle(query, until = rowReady) {
  const page = await browser.context.newPage();
  const problems = [];
  const requests = [];
  const fileUrl = pathToFileURL(SINGLE).href;
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('request', (r) => requests.push(r.url()));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.split('?')[0] === fileUrl || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    problems.push(`request: ${url}`);
    return route.abort();
  });
  await page.goto(`${fileUrl}?${query}`);
  await until(page);
  return { page, problems, requests, fileUrl };
}

/// The checker row's board has drawn a step.
const rowReady = (page) => page.waitForFunction(() => document.getElementById('board')?.hasAttribute('data-step') && document.getElementById('loading').hidden, null, { timeout: 20000 });
/// Any game (or the home page) is on screen.
const shellReady = (page) => page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });

test('the single file is one file: nothing it names lies outside it', () => {
  const html = fs.readFileSync(SINGLE, 'utf8');
  const refs = html.match(/\b(?:src|href)="[^"]*"/g) ?? [];
  assert.deepEqual(refs.filter((r) => !r.includes('"data:') && !r.includes('"#')), []);
  assert.ok(!/https?:\/\//.test(html.replace(/http:\/\/www\.w3\.org\/2000\/svg/g, '')), 'no http(s) address anywhere');
});

test('opened from file:// with the network refused, it plays to the goal', async () => {
  const { page, problems, requests, fileUrl } = await openSingle('puzzle=shift&n=4&m=3&autoplay=1&speed=40');
  try {
    await page.waitForFunction(() => document.getElementById('board').getAttribute('data-step') === '19', null, { timeout: 20000 });
    assert.equal(await page.locator('#board').getAttribute('data-board'), goal('shift', 4, 3));
    assert.equal(await page.locator('#step-out').textContent(), '19 / 19');
    // Stepping back and forward with the keyboard, too.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('board').getAttribute('data-step') === '1');
    assert.equal(await page.locator('#board').getAttribute('data-board'), replay('shift', 4, 3, shiftSolution(4, 3, 'right').slice(0, 1)));
    await page.screenshot({ path: artifact('single-file.png') });
    // The only requests: the file itself (and data: modules, which are not the network).
    const others = requests.filter((u) => u.split('?')[0] !== fileUrl && !u.startsWith('data:'));
    assert.deepEqual(others, []);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('the single file\'s downloads work from file:// as well', async () => {
  const { page, problems } = await openSingle('puzzle=pairs&n=5');
  try {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#exports [data-export="json"]')]);
    const json = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    assert.equal(json.puzzle, 'pairs');
    assert.equal(json.moves.length, json.length);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

/// A game of each kind of view, one move or step in it by its own controls, and the canvas
/// whose `data-step` that changes.
const key = (canvas, name) => async (page) => { await page.locator(canvas).focus(); await page.keyboard.press(name); };
const PLAY = {
  shift: { canvas: '#board', act: async (page) => page.locator('#forward').click() },
  subtraction: { canvas: '#heaps-canvas', act: async (page) => page.locator('#heaps-moves button[data-index="0"]').click() },
  automaton: { canvas: '#st-canvas', act: key('#st-canvas', 'ArrowDown') },
  candy: { canvas: '#pl-canvas', act: key('#pl-canvas', 'ArrowRight') },
  push: { canvas: '#tr-canvas', act: async (page) => page.locator('#tr-forward').click() },
  peg: { canvas: '#grid-board', act: async (page) => { await page.locator('#grid-solve').click(); await page.locator('#grid-forward').click(); } },
  tictactoe: { canvas: '#ttt-canvas', act: key('#ttt-canvas', 'Enter') },
};

test('every kind of view, and the home page, run and play from the single file with the network refused', async () => {
  const catalog = catalogFromCli();
  const firstOfView = Object.keys(PLAY).map((id) => catalog.games.find((g) => g.id === id));
  assert.deepEqual(new Set(firstOfView.map((g) => g.view)), new Set(catalog.games.map((g) => g.view)), 'a game of every kind of view');
  const { page: home, problems: homeProblems } = await openSingle('', shellReady);
  assert.equal(await home.locator('#games-list a').count(), catalog.games.length);
  await home.close();
  assert.deepEqual(homeProblems, []);
  for (const game of firstOfView) {
    const { page, problems } = await openSingle(`puzzle=${game.id}`, shellReady);
    try {
      assert.equal(await page.title(), `${game.title} · movelab`);
      // Its canvas is drawn: more than one colour on it.
      const colours = await page.evaluate(() => {
        const c = [...document.querySelectorAll('canvas')].find((x) => x.offsetParent !== null && x.width > 0);
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const seen = new Set();
        for (let i = 0; i < d.length && seen.size < 3; i += 4 * 97) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
        return seen.size;
      });
      assert.ok(colours > 1, `${game.id}: its canvas is drawn`);
      // And it plays: one move or step by its own controls changes the canvas's step.
      const { canvas, act } = PLAY[game.id];
      const before = await page.locator(canvas).getAttribute('data-step');
      await act(page);
      await page.waitForFunction(([c, b]) => document.querySelector(c).dataset.step !== b, [canvas, before], { timeout: 10000 })
        .catch(() => assert.fail(`${game.id}: a move or step did not change ${canvas}'s step from ${before}`));
      assert.deepEqual(problems, [], game.id);
    } finally {
      await page.close();
    }
  }
});

test('the single file carries the worksheet: the link opens it in place, the checker rows\', a heap game\'s and a grid game\'s', async () => {
  const { page, problems, fileUrl } = await openSingle('puzzle=shift&n=4&m=3&first=left');
  try {
    const link = page.locator('#worksheet-link');
    assert.equal(await link.getAttribute('href'), '?puzzle=shift&n=4&m=3&first=left#worksheet');
    await link.click();
    await page.waitForFunction(() => document.body?.dataset.ready === 'true' && document.querySelector('.diagram'), null, { timeout: 20000 });
    assert.equal(await page.locator('.diagram').nth(1).getAttribute('data-board'), replay('shift', 4, 3, shiftSolution(4, 3, 'left').slice(0, 1)));
    // The worksheet's own stylesheet, not the page's: its one column for A4 and Letter.
    assert.equal(await page.locator('.sheet').evaluate((e) => getComputedStyle(e).maxWidth), `${(180 * 96 / 25.4).toFixed(4).replace(/0+$/, '')}px`);
    // Back is the page again.
    await page.goBack();
    await rowReady(page);
    assert.equal(await page.locator('#board').getAttribute('data-puzzle'), 'shift');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
  const heaps = await openSingle('puzzle=subtraction&set=1,3,4&upto=30', shellReady);
  try {
    const link = heaps.page.locator('#heaps-worksheet');
    assert.match(await link.getAttribute('href'), /^\?puzzle=subtraction&set=1%2C3%2C4.*#worksheet$/);
    // The table and its worksheet sit under "How it is solved", closed at first.
    await heaps.page.locator('#heaps-how > summary').click();
    await link.click();
    await heaps.page.waitForFunction(() => document.body?.dataset.ready === 'true' && document.querySelector('#answer-tables table'), null, { timeout: 20000 });
    const values = (await heaps.page.locator('#answer-tables table').first().getAttribute('data-values')).split(',').map(Number);
    const cli = execFileSync(path.join(ROOT, 'target', 'debug', 'movelab'), ['grundy', 'subtraction', '1,3,4', '--upto', String(values.length - 1)], { encoding: 'utf8' });
    assert.deepEqual(values, cli.trim().split(/\s+/).map(Number), 'the command line\'s values');
    assert.equal(heaps.page.url().split('?')[0], fileUrl);
    assert.deepEqual(heaps.problems, []);
  } finally {
    await heaps.page.close();
  }
  // Another view's game: its sheet module (www/sheets/) is in the file too.
  const grid = await openSingle('puzzle=knights', shellReady);
  try {
    const link = grid.page.locator('#worksheet-link');
    assert.match(await link.getAttribute('href'), /^\?puzzle=knights&size=8.*#worksheet$/);
    await link.click();
    await grid.page.waitForFunction(() => document.body?.dataset.ready === 'true' && document.querySelector('#answers li'), null, { timeout: 20000 });
    assert.match(await grid.page.locator('#title').textContent(), /^Knights game on a board of 8×8 squares/);
    assert.deepEqual(grid.problems, []);
  } finally {
    await grid.page.close();
  }
});
