// End-to-end tests of the track view (puzzle=push, www/views/track.js) in Debian's headless
// chromium. The line the page animates and its energy are checked against `movelab push`,
// each position along it against the test's own replay of the rules below, and play mode's
// energy and verdicts against the command line's least energy. Every test also fails on a
// console error, an uncaught exception or a request that leaves the page's origin.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { useBrowser, guardedPage, withPage as openPage, viewReady, ROOT, axeViolations } from './helpers.mjs';

const BIN = path.join(ROOT, 'target', 'debug', 'movelab');
const env = useBrowser();

before(async () => {
  assert.ok(fs.existsSync(BIN), `${BIN} is built (cargo build --bin movelab)`);
});

const cli = (board, k, costs = {}) => JSON.parse(execFileSync(BIN, [
  'push', board, '--k', String(k), ...Object.entries(costs).flatMap(([name, v]) => [`--${name}`, String(v)]), '--format', 'json',
]).toString());

/// The test's own replay of docs/design.md's Push-* rules (no legality checks beyond what a
/// cheapest line needs): `{ board, robot }` (robot from 1) after `moves`.
function replay(board, moves) {
  const b = [...board];
  let r = 0;
  for (const mv of moves) {
    const [kind, d, q] = mv.split(' ');
    const step = d === 'R' ? 1 : -1;
    if (kind === 'push') {
      let end = r + step;
      while (b[end] === '#') end += step;
      assert.equal(b[end], '.', `${mv}: an empty square beyond the blocks`);
      b[end] = '#';
      b[r + step] = '.';
    }
    const to = r + step * (kind === 'jump' ? Number(q) : 1);
    assert.equal(b[to], '.', `${mv}: the robot lands on an empty square`);
    r = to;
  }
  return { board: b.join(''), robot: r + 1 };
}

const hooks = (page) => page.evaluate(() => {
  const c = document.getElementById('tr-canvas');
  return {
    puzzle: c.dataset.puzzle, step: Number(c.dataset.step), board: c.dataset.board,
    robot: Number(c.dataset.robot), energy: Number(c.dataset.energy), best: c.dataset.best,
  };
});

const waitHook = (page, name, value) => page.waitForFunction(
  ([n, v]) => document.getElementById('tr-canvas')?.dataset[n] === String(v), [name, value], { timeout: 10000 },
);

const withPage = (query, fn, options) => openPage(env.browser, env.server, query, fn, { until: viewReady('tr-canvas', 'data-board'), ...options });

test('watch mode steps through the command line\'s cheapest line to the last square', async () => {
  for (const [board, k] of [['..#.#...', 2], ['..#.#...', 3], ['..#..#..##...', 4]]) {
    const want = cli(board, k);
    await withPage(`puzzle=push&board=${encodeURIComponent(board)}&k=${k}`, async (page) => {
      const h = await hooks(page);
      assert.deepEqual([h.puzzle, h.step, h.board, h.robot, h.best], ['push', 0, board, 1, String(want.energy)]);
      assert.match(await page.locator('#tr-best').textContent(), new RegExp(`Least energy: ${want.energy}, in ${want.moves.length} moves`));
      await page.locator('#tr-canvas').focus();
      for (let s = 1; s <= want.moves.length; s++) {
        await page.keyboard.press('ArrowRight');
        await waitHook(page, 'step', s);
        const at = await hooks(page);
        const expect = replay(board, want.moves.slice(0, s));
        assert.deepEqual([at.board, at.robot, at.energy], [expect.board, expect.robot, s], `${board} K=${k} step ${s}`);
        assert.match(await page.locator('#tr-step').textContent(), new RegExp(`: ${want.moves[s - 1]}$`));
      }
      assert.equal((await hooks(page)).robot, board.length, 'the line ends on the last square');
      await page.keyboard.press('Home');
      await waitHook(page, 'step', 0);
    });
  }
});

test('the energy of each kind of move is the visitor\'s: from the link and from the form, as the command line prices it', async () => {
  const board = '..#.#...';
  const costs = { walk: 1, jump: 5, push: 2 };
  const want = cli(board, 2, costs);
  assert.notDeepEqual(want.moves, cli(board, 2).moves, 'these costs change the cheapest line');
  const query = `puzzle=push&board=${encodeURIComponent(board)}&k=2&walk=1&jump=5&push=2`;
  await withPage(query, async (page) => {
    assert.equal((await hooks(page)).best, String(want.energy));
    assert.match(await page.locator('#tr-best').textContent(), /a walk costs 1, a jump 5, a push 2/);
    assert.match(await page.locator('#tr-rules').textContent(), /A walk costs 1 energy, a jump 5 and a push 2/);
    await page.locator('#tr-canvas').focus();
    let spent = 0;
    for (let s = 1; s <= want.moves.length; s++) {
      spent += costs[want.moves[s - 1].split(' ')[0]];
      await page.keyboard.press('ArrowRight');
      await waitHook(page, 'step', s);
      const expect = replay(board, want.moves.slice(0, s));
      const at = await hooks(page);
      assert.deepEqual([at.board, at.robot, at.energy], [expect.board, expect.robot, spent], `step ${s}`);
    }
    assert.equal(spent, want.energy, 'the line\'s moves add up to its energy');
    // The form: new costs give the command line's answer and go into the address.
    const other = { walk: 3, jump: 1, push: 4 };
    for (const [name, v] of Object.entries(other)) await page.locator(`#tr-${name}`).fill(String(v));
    await page.locator('#tr-form button[type=submit]').click();
    await waitHook(page, 'best', cli(board, 2, other).energy);
    assert.match(page.url(), /walk=3&jump=1&push=4/);
    // Share and embed: the iframe code follows the view's settings; the rows' downloads are not
    // offered.
    const code = await page.locator('#embed-code').inputValue();
    assert.match(code, /^<iframe src="[^"]*puzzle=push&amp;board=..%23.%23...&amp;k=2&amp;walk=3&amp;jump=1&amp;push=4[^"]*embed=1"/);
    assert.ok(await page.locator('#copy-embed').isVisible());
    assert.equal(await page.locator('#exports').isVisible(), false, 'no move-list downloads for a track');
    // An empty box is refused in words, not read as 0.
    await page.locator('#tr-jump').fill('');
    await page.locator('#tr-form button[type=submit]').click();
    await page.waitForFunction(() => /jump/.test(document.getElementById('tr-error').textContent));
    assert.equal((await hooks(page)).best, String(cli(board, 2, other).energy), 'the board shown stays');
  });
  await withPage(`puzzle=push&board=${encodeURIComponent(board)}&k=2&walk=-1`, async (page) => {
    assert.match(await page.locator('body').textContent(), /walk="-1" is not a whole number from 0 to 1,000,000,000/);
    assert.equal((await hooks(page)).best, String(cli(board, 2).energy), 'the default cost 1 is used');
  });
});

test('play mode: the core takes legal moves, refuses others and judges the energy', async () => {
  const board = '..#.#...';
  const want = cli(board, 2);
  await withPage(`puzzle=push&board=${encodeURIComponent(board)}&k=2&mode=play`, async (page) => {
    assert.match(await page.locator('#tr-intro').textContent(), /Your turn: choose a move under the track, or use the keys\.$/);
    await page.locator('#tr-canvas').focus();
    // A wasted walk there and back first: the verdict counts 2 more than the least.
    await page.keyboard.press('ArrowRight');
    await waitHook(page, 'robot', 2);
    await page.keyboard.press('ArrowLeft');
    await waitHook(page, 'robot', 1);
    assert.match(await page.locator('#tr-verdict').textContent(), new RegExp(`Energy spent 2; at least ${want.energy} more`));
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => /leaves the board/.test(document.getElementById('tr-verdict').textContent));
    assert.equal((await hooks(page)).energy, 2, 'a refused move costs nothing');
    for (const mv of want.moves) await page.locator(`#tr-moves button[data-move="${mv}"]`).click();
    await waitHook(page, 'robot', board.length);
    assert.equal((await hooks(page)).energy, want.energy + 2);
    assert.equal(await page.locator('#tr-verdict').textContent(),
      `The robot is on the last square with energy ${want.energy + 2}: 2 more than the least, ${want.energy}.`);
    assert.equal(await page.locator('#tr-moves button').count(), 0, 'no moves at the goal');
    await page.locator('#tr-restart').click();
    await waitHook(page, 'energy', 0);
    for (const mv of want.moves) await page.locator(`#tr-moves button[data-move="${mv}"]`).click();
    await waitHook(page, 'robot', board.length);
    assert.match(await page.locator('#tr-verdict').textContent(), /the least possible/);
    await page.locator('#tr-undo').click();
    await waitHook(page, 'step', want.moves.length - 1);
  });
});

test('a bad board says the core\'s sentence; an unreachable goal is said', async () => {
  await withPage('puzzle=push', async (page) => {
    const bad = spawnSync(BIN, ['push', '.x.', '--k', '2']);
    assert.equal(bad.status, 2);
    await page.locator('#tr-board').fill('.x.');
    await page.locator('#tr-form button[type=submit]').click();
    await page.waitForFunction(() => !document.getElementById('tr-error').hidden);
    const sentence = await page.locator('#tr-error').textContent();
    assert.equal(sentence, "square 2 is 'x': squares must be . or #");
    assert.ok(bad.stderr.toString().includes(sentence), bad.stderr.toString());
    await page.locator('#tr-board').fill('.##');
    await page.locator('#tr-form button[type=submit]').click();
    await page.waitForFunction(() => /cannot reach/.test(document.getElementById('tr-best').textContent));
    assert.equal(spawnSync(BIN, ['push', '.##', '--k', '2']).status, 1, 'the command line agrees: no way');
    assert.equal((await hooks(page)).best, '');
  });
});

test('axe-core finds no accessibility violations, light and dark', async () => {
  for (const [query, opts] of [
    ['puzzle=push', {}],
    ['puzzle=push&mode=play', { media: { colorScheme: 'dark' } }],
    ['puzzle=push&board=.x', { width: 360, height: 780 }],
  ]) {
    await withPage(query, async (page) => {
      const result = await axeViolations(page);
      assert.deepEqual(result, [], query);
    }, opts);
  }
});

/// The longest tasks of the page's thread from now on (PerformanceObserver `longtask`), in ms.
const watchLongTasks = (page) => page.evaluate(() => {
  window.movelabLongTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.movelabLongTasks.push(e.duration); })
    .observe({ type: 'longtask' });
});
const longestTask = async (page) => Math.max(0, ...await page.evaluate(() => window.movelabLongTasks));

/// How long the page takes to answer a script while it searches, in ms.
const answerTime = async (page) => {
  const began = Date.now();
  await page.evaluate(() => document.getElementById('tr-best').textContent);
  return Date.now() - began;
};

test('a board past the search\'s limit is searched on a second thread: the page answers meanwhile, then refuses it in words', async () => {
  // Blocks every 8th square of 64 with K = 8: the command line searches 4,000,000
  // positions (8.6 s natively) before its refusal; the page did so in one task (28 s).
  const board = `.${'.......#'.repeat(7)}.......`;
  const refusal = /the search would visit more than 4,000,000 positions/;
  assert.match(spawnSync(BIN, ['push', board, '--k', '8']).stderr.toString(), refusal);
  const searching = /^Searching for the least energy: ([\d,]+) positions so far, at most 4,000,000…$/;
  const positions = async (page) => Number(searching.exec(await page.locator('#tr-best').textContent())?.[1].replaceAll(',', '') ?? NaN);
  await withPage(`puzzle=push&k=8&board=${encodeURIComponent(board)}`, async (page) => {
    await watchLongTasks(page);
    const began = Date.now();
    const first = await positions(page);
    assert.ok(first >= 0, 'what is searched so far is said');
    // No timeline of a line not found yet (it read "0 / 0").
    assert.equal(await page.locator('#tr-transport').isVisible(), false, 'no timeline while searching');
    // The count grows while the page answers a script and a click within a second.
    await page.waitForFunction(([re, n]) => Number(new RegExp(re).exec(document.getElementById('tr-best').textContent)?.[1].replaceAll(',', '')) > n,
      [searching.source, first], { timeout: 30000 });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await answerTime(page));
    assert.ok(Math.max(...answers) < 1000, `the page answers within a second while searching: ${answers} ms`);
    const clicked = Date.now();
    await page.locator('#tr-play-mode').click({ timeout: 1000 });
    assert.equal(await page.locator('#tr-play-mode').getAttribute('aria-pressed'), 'true');
    assert.ok(Date.now() - clicked < 1000, 'a click is taken within a second');
    assert.ok(Number.isFinite(await positions(page)), 'still searching');
    assert.equal(await page.evaluate(() => document.getElementById('tr-canvas').hasAttribute('data-board')), false, 'no board before its answer');
    await page.waitForFunction((re) => new RegExp(re).test(document.body.textContent), refusal.source, { timeout: 600000 });
    const refused = Date.now() - began;
    assert.match(await page.locator('body').textContent(), /The link's board ".*" cannot be played: the search would visit more than 4,000,000 positions\./);
    await page.waitForFunction(() => document.getElementById('tr-canvas').dataset.board === '..#.#...', null, { timeout: 10000 });
    assert.equal(await page.evaluate(() => document.getElementById('tr-transport').hidden), false, 'the shown board has its timeline');
    const longest = await longestTask(page);
    // The search runs elsewhere: the page's own tasks are drawing and words.
    assert.ok(longest < 1000, `the longest task ${longest} ms`);
    console.log(`# longest task while searching ${Math.round(longest)} ms; refused after ${refused} ms`);
    // From the form: the board shown stays, and says its own least energy again after the
    // new one's refusal.
    const least = await page.locator('#tr-best').textContent();
    await page.locator('#tr-board').fill(board);
    await page.locator('#tr-k').fill('8');
    await page.locator('#tr-form button[type=submit]').click();
    await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('tr-best').textContent), searching.source, { timeout: 10000 });
    await page.waitForFunction((re) => new RegExp(re).test(document.getElementById('tr-error').textContent), refusal.source, { timeout: 600000 });
    assert.equal(await page.locator('#tr-best').textContent(), least);
    assert.equal((await hooks(page)).board, '..#.#...');
  }, { until: (page) => page.waitForFunction((re) => new RegExp(re).test(document.getElementById('tr-best')?.textContent ?? ''), searching.source, { timeout: 15000 }) });
});

test('a board the page does not answer at once is answered by the second thread: the command line\'s line, moves judged there, and Back and a reload keep the game', async () => {
  // 45 squares, a block every third: some hundreds of ms of search in the page's wasm, from
  // the start and from the first moves alike (7 s in the debug command line).
  const board = `..${'#..'.repeat(14)}.`;
  const want = cli(board, 8);
  const verdict = (spent) => `Energy spent ${spent}; at least ${want.energy - spent} more from here, on course for the least, ${want.energy}.`;
  const shownVerdict = (page, text) => page.waitForFunction((v) => document.getElementById('tr-verdict').textContent === v, text, { timeout: 60000 });
  await withPage(`puzzle=push&k=8&board=${encodeURIComponent(board)}`, async (page) => {
    const h = await hooks(page);
    assert.deepEqual([h.board, h.best], [board, String(want.energy)]);
    assert.equal(await page.evaluate(() => document.getElementById('tr-canvas').dataset.searched), 'worker');
    assert.match(await page.locator('#tr-best').textContent(), new RegExp(`Least energy: ${want.energy}, in ${want.moves.length} moves`));
    // The line the second thread found is the command line's, move for move.
    await page.locator('#tr-canvas').focus();
    for (let s = 1; s <= want.moves.length; s++) {
      await page.keyboard.press('ArrowRight');
      await waitHook(page, 'step', s);
      assert.match(await page.locator('#tr-step').textContent(), new RegExp(`: ${want.moves[s - 1]}$`));
    }
    assert.equal((await hooks(page)).robot, board.length);
    // Play mode: each move of the line is judged on course, from a search there.
    await page.locator('#tr-play-mode').click();
    let spent = 0;
    for (const mv of want.moves.slice(0, 2)) {
      await page.locator(`#tr-moves button[data-move="${mv}"]`).click();
      spent += 1;
      await shownVerdict(page, verdict(spent));
      assert.equal(await page.evaluate(() => document.getElementById('tr-canvas').dataset.searched), 'worker');
    }
    const two = want.moves.slice(0, 2).map((m) => m.split(' ').map((w, i) => (i < 2 ? w[0].toLowerCase() : w)).join('')).join('.');
    assert.match(page.url(), new RegExp(`moves=${two.replace('.', '\\.')}(&|$)`));
    // Back: one move, judged again; a reload: the same game, searched again.
    await page.goBack();
    await waitHook(page, 'step', 1);
    await shownVerdict(page, verdict(1));
    await page.goForward();
    await waitHook(page, 'step', 2);
    await page.reload();
    await waitHook(page, 'step', 2);
    assert.equal((await hooks(page)).best, String(want.energy));
    await shownVerdict(page, verdict(2));
  });
});

test('where no second thread starts, the page searches itself: the same least energy and verdicts', async () => {
  const board = `..${'#..'.repeat(14)}.`;
  const want = cli(board, 8);
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    // A page that may not start workers (a policy, a script served from elsewhere).
    await page.addInitScript(() => {
      window.movelabWorkersRefused = 0;
      window.Worker = function Refused() { window.movelabWorkersRefused += 1; throw new DOMException('no workers here', 'SecurityError'); };
    });
    await page.goto(`${env.server.url}?puzzle=push&k=8&board=${encodeURIComponent(board)}&mode=play`);
    await viewReady('tr-canvas', 'data-board')(page);
    assert.equal(await page.evaluate(() => window.movelabWorkersRefused), 1, 'the page tried a worker');
    const h = await hooks(page);
    assert.deepEqual([h.board, h.best, await page.evaluate(() => document.getElementById('tr-canvas').dataset.searched)], [board, String(want.energy), 'page']);
    await page.locator(`#tr-moves button[data-move="${want.moves[0]}"]`).click();
    await page.waitForFunction((v) => document.getElementById('tr-verdict').textContent === v,
      `Energy spent 1; at least ${want.energy - 1} more from here, on course for the least, ${want.energy}.`, { timeout: 60000 });
    assert.equal(await page.evaluate(() => window.movelabWorkersRefused), 2, 'the verdict tried one too');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
