// Tasks (`task=`, docs/design.md "Classroom"), played through commands alone: a parent page
// on another origin sends `move` commands to the page in an iframe and hears `result`; the
// element takes `move()` and dispatches `result`. The moves come from an independent source
// (tests/e2e/rules.mjs's search, the command line's solutions and best moves), and the
// scores are checked against the design's formula.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, guardedPage, withPage, ROOT } from './helpers.mjs';
import { serveHtml, parentPage } from './embed-helpers.mjs';
import { shiftSolution } from './rules.mjs';

const CLI = path.join(ROOT, 'target', 'debug', 'movelab');
const cli = (...args) => execFileSync(CLI, args).toString().trim();

/// The static server of dist/ (`env.server`) and the browser (`env.browser`), for every test.
const env = useBrowser();

const pageOrigin = () => env.server.url.replace(/\/$/, '');

/// Opens a parent page on another origin embedding `query` (origins= names the parent),
/// waits for `ready`, and runs `fn({ page, frame, send, next })`: `send(command)` posts a
/// command, `next(type)` waits for the next message of that type since the last call.
async function withParent(query, fn) {
  const server = await serveHtml({});
  const src = `${env.server.url}?${query}&embed=1&origins=${encodeURIComponent(server.origin)}`;
  server.pages['/'] = parentPage(src);
  const { page, problems } = await guardedPage(env.browser.context, [server.origin, pageOrigin()]);
  let seen = 0;
  const next = async (type) => {
    const handle = await page.waitForFunction(([t, from]) => {
      const i = window.got.findIndex((m, k) => k >= from && m.data.type === t);
      return i >= 0 ? { i, data: window.got[i].data } : null;
    }, [type, seen], { timeout: 15000 }).catch(async () => {
      throw new Error(`no ${type}; got ${JSON.stringify(await page.evaluate(() => window.got.map((m) => m.data.type)))}`);
    });
    const { i, data } = await handle.jsonValue();
    seen = i + 1;
    return data;
  };
  try {
    await page.goto(server.url);
    await next('ready');
    const frame = page.frameLocator('#f');
    const send = (command) => page.evaluate((c) => window.send(c), command);
    await fn({ page, frame, send, next });
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
  } finally {
    await page.close();
    await server.close();
  }
}

test('shifting checkers: a detour scores the fewest over the used, the optimum passes after a restart', async () => {
  const n = 2;
  const m = 2;
  const best = shiftSolution(n, m, 'right');
  assert.equal(best.length, (n + 1) * (m + 1) - 1);
  await withParent(`puzzle=shift&n=${n}&m=${m}&task=optimal`, async ({ frame, send, next }) => {
    await frame.locator('#task:not([hidden])').waitFor();
    assert.match(await frame.locator('#task-sentence').textContent(), /fewest moves/);
    // The first move, taken back (the checker returns from the hole it filled), then the optimum.
    const hole = n;
    const detour = [best[0], hole, ...best];
    for (const square of detour) await send({ type: 'move', move: String(square) });
    const result = await next('result');
    assert.equal(result.task, 'optimal');
    assert.equal(result.passed, false);
    assert.ok(Math.abs(result.score - best.length / detour.length) < 1e-9, `score ${result.score}`);
    assert.deepEqual(result.reason, { id: 'solved-above', used: detour.length, least: best.length });
    assert.equal(await frame.locator('#task-result').textContent(), 'Solved with 10 moves; the fewest is 8: 80%. Task not passed.');

    await send({ type: 'restart' });
    for (const square of best) await send({ type: 'move', move: String(square) });
    const again = await next('result');
    assert.deepEqual([again.score, again.passed], [1, true]);

    await send({ type: 'move', move: 'x' });
    const error = await next('error');
    assert.match(error.problems[0], /“x” is not a square number/);
  });
});

test('peg solitaire: the command line\'s solution, jump by jump, solves the task', async () => {
  const jumps = cli('peg', '--board', 'triangle5', '--empty', 'a1', '--finish', 'any').split('\n').filter((l) => /^[a-e]\d-[a-e]\d$/.test(l));
  assert.equal(jumps.length, 13);
  await withParent('puzzle=peg&board=triangle5&empty=a1&finish=any&task=solve', async ({ send, next }) => {
    await send({ type: 'move', move: 'a1-a3' });
    assert.match((await next('error')).problems[0], /Not allowed/);
    for (const jump of jumps) await send({ type: 'move', move: jump });
    const result = await next('result');
    assert.deepEqual([result.task, result.score, result.passed], ['solve', 1, true]);
    assert.equal(result.settings.task, 'solve');
  });
});

test('nim: a win and a loss against perfect play, and a start that cannot be won is refused', async () => {
  await withParent('puzzle=nim&heaps=1,2&task=win', async ({ frame, send, next }) => {
    // Leaving 1 and 0 loses: the computer takes the last counter.
    await send({ type: 'move', move: 'heap 2: 2 -> 0' });
    const lost = await next('result');
    assert.deepEqual([lost.score, lost.passed, lost.reason.id], [0, false, 'lost']);
    assert.match(await frame.locator('#task-result').textContent(), /^The computer won: 0%/);
    await send({ type: 'restart' });
    await send({ type: 'move', move: 'heap 2: 2 → 1' });
    const reply = await next('move');
    assert.equal(reply.by, 'you');
    const computer = await next('move');
    const left = computer.move.startsWith('heap 1') ? 'heap 2: 1 → 0' : 'heap 1: 1 → 0';
    await send({ type: 'move', move: left });
    const won = await next('result');
    assert.deepEqual([won.score, won.passed, won.reason.id], [1, true, 'won']);
  });
  await withParent('puzzle=nim&heaps=1,1&task=win', async ({ frame }) => {
    await frame.locator('#message:not([hidden])').waitFor();
    assert.match(await frame.locator('#message').textContent(), /task=win cannot be passed: the computer, playing perfectly, cannot be beaten/);
    assert.equal(await frame.locator('#task').isHidden(), true);
  });
});

test('the element: tic-tac-toe\'s draw task played by move() with the command line\'s best moves', async () => {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Task</title>
<script type="module" src="./www/element.js"></script></head><body><main><h1>A task</h1>
<movelab-puzzle id="t" puzzle="tictactoe" task="draw"></movelab-puzzle></main>
<script>window.events = []; for (const t of ['ready', 'move', 'result', 'error']) document.addEventListener(t, (e) => window.events.push(e.detail));</script></body></html>`;
  try {
    await page.route(`${env.server.url}task.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`${env.server.url}task.html`);
    const canvas = page.locator('#t canvas[data-puzzle="tictactoe"]');
    await canvas.waitFor({ timeout: 15000 });
    // Perfect play's value and best moves are the answer: hidden under the task.
    assert.equal(await page.locator('#t').evaluate((e) => e.shadowRoot.getElementById('ttt-value').checkVisibility()), false);
    for (let turn = 0; turn < 5; turn++) {
      // x's turn after both moves of each earlier turn (the hooks follow the drawing).
      await page.waitForFunction((made) => {
        const c = document.querySelector('#t').shadowRoot.querySelector('canvas[data-puzzle]');
        return c.dataset.over || (c.dataset.toMove === 'x' && c.dataset.step === String(made));
      }, 2 * turn, { timeout: 10000 });
      if (await canvas.getAttribute('data-over')) break;
      const board = await canvas.getAttribute('data-board');
      const { best } = JSON.parse(cli('tictactoe', board, '--format', 'json'));
      await page.evaluate((sq) => document.querySelector('#t').move(String(sq)), best[0]);
    }
    await page.waitForFunction(() => window.events.some((e) => e.type === 'result'), null, { timeout: 10000 });
    const result = await page.evaluate(() => window.events.find((e) => e.type === 'result'));
    assert.deepEqual([result.task, result.passed, result.score, result.reason.id], ['draw', true, 1, 'drawn']);
    assert.match(await page.locator('#t').evaluate((e) => e.shadowRoot.querySelector('.task-result').textContent), /^A draw: 100%/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('values and predict: answers typed in, checked against the command line, scored by their share', async () => {
  const upto = 12;
  const values = cli('grundy', 'subtraction', '1,3,4', '--upto', String(upto)).split('\n').map(Number);
  await withParent(`puzzle=subtraction&set=1,3,4&heap=10&upto=${upto}&task=values`, async ({ frame, next }) => {
    // The values are the answer: the explorer and the values toggle stay hidden meanwhile.
    assert.equal(await frame.locator('#heaps-explorer').isVisible(), false);
    assert.equal(await frame.locator('#heaps-values').isVisible(), false);
    const inputs = frame.locator('.heaps-answer');
    assert.equal(await inputs.count(), upto + 1);
    // Every value right but G(2), typed from the keyboard.
    for (let n = 0; n <= upto; n++) await inputs.nth(n).fill(String(n === 2 ? values[n] + 1 : values[n]));
    await inputs.nth(upto).press('Enter');
    const result = await next('result');
    assert.deepEqual([result.task, result.passed, result.reason], ['values', false, { id: 'answered', right: upto, of: upto + 1 }]);
    assert.ok(Math.abs(result.score - upto / (upto + 1)) < 1e-9);
    assert.equal(await inputs.nth(2).getAttribute('aria-invalid'), 'true');
    // Checked, the values may be seen (the embedded page lays the explorer out of sight).
    assert.equal(await frame.locator('.heaps-explorer-card').getAttribute('data-spoiler'), null);
  });
  const cells = '0110101';
  const after = cli('automaton', cells, '--steps', '2');
  await withParent(`puzzle=automaton&cells=${cells}&step=2&task=predict`, async ({ frame, next }) => {
    assert.equal(await frame.locator('#st-canvas').isVisible(), false);
    assert.match(await frame.locator('#st-predict-start').textContent(), new RegExp(cells));
    await frame.locator('#st-predict-row').fill(after);
    await frame.locator('#st-predict-row').press('Enter');
    const result = await next('result');
    assert.deepEqual([result.task, result.score, result.passed], ['predict', 1, true]);
    assert.equal(await frame.locator('#st-canvas').isVisible(), true);
  });
});

test('candy: a route handed in scores its candies over the command line\'s most; tic-tac-toe refuses win from a draw', async () => {
  await withParent('puzzle=candy&m=12&seed=3&span=20&task=optimal', async ({ page, frame, send, next }) => {
    const [download] = await Promise.all([page.waitForEvent('download'), frame.locator('#pl-export').click()]);
    const file = await download.path();
    const solved = JSON.parse(cli('candy', file, '--format', 'json'));
    const { candies: most, boxes: route } = solved;
    assert.ok(route.length >= 2, JSON.stringify(solved));
    // The best route but its last box, handed in.
    for (const box of route.slice(0, -1)) await send({ type: 'move', move: String(box) });
    await frame.locator('#pl-hand-in').click();
    const result = await next('result');
    assert.equal(result.reason.id, 'collected');
    assert.equal(result.reason.most, most);
    assert.ok(result.reason.got < most);
    assert.ok(Math.abs(result.score - result.reason.got / most) < 1e-9);
    assert.equal(result.passed, false);
  });
  await withParent('puzzle=tictactoe&task=win', async ({ frame }) => {
    await frame.locator('#message:not([hidden])').waitFor();
    assert.match(await frame.locator('#message').textContent(), /task=win cannot be passed: perfect play from this start ends in a draw/);
  });
});

test('the Share box sets a task: the address, the embed code and play mode follow', async () => {
  await withPage(env.browser, env.server, 'puzzle=shift&n=2&m=2', async (page) => {
    await page.locator('#task-select').selectOption('optimal');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('task') === 'optimal');
    assert.equal(new URL(page.url()).searchParams.get('mode'), 'play');
    await page.locator('#task:not([hidden])').waitFor();
    assert.match(await page.locator('#embed-code').inputValue(), /task=optimal/);
    // The hint gives the answer away: hidden under the task, back without it.
    assert.equal(await page.locator('#hint').isVisible(), false);
    await page.locator('#task-select').selectOption('');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('task'));
    assert.equal(await page.locator('#task').isHidden(), true);
    assert.equal(await page.locator('#hint').isVisible(), true);
  });
});

test('push: the command line\'s cheapest line, played move by move, scores in energy', async () => {
  const [energy, ...line] = cli('push', '..#.#...', '--k', '2', '--walk', '2').split('\n');
  await withParent('puzzle=push&board=..%23.%23...&k=2&walk=2&task=optimal', async ({ frame, send, next }) => {
    // One walk there and back first: two walks more than the cheapest line.
    await send({ type: 'move', move: 'wr' });
    await send({ type: 'move', move: 'walk L' });
    for (const move of line) await send({ type: 'move', move });
    const result = await next('result');
    assert.deepEqual(result.reason, { id: 'solved-above', used: Number(energy) + 4, least: Number(energy) });
    assert.match(await frame.locator('#task-result').textContent(), new RegExp(`^Solved with ${Number(energy) + 4} units of energy; the least is ${energy}:`));
  });
});

test('peg solitaire, optimal: moves are chains of jumps by one peg, scored against the fewest', async () => {
  const jumpsOf = (...extra) => cli('peg', '--board', 'triangle5', '--empty', 'a1', '--finish', 'any', ...extra).split('\n').filter((l) => /^[a-e]\d-[a-e]\d$/.test(l));
  // Counted here from the jumps alone: a jump from where the last one landed goes on its move.
  const movesOf = (line) => line.filter((jump, i) => i === 0 || jump.split('-')[0] !== line[i - 1].split('-')[1]).length;
  const fewest = jumpsOf('--fewest-moves');
  const plain = jumpsOf();
  assert.ok(movesOf(plain) > movesOf(fewest), 'the plain solution takes more moves than the fewest');
  await withParent('puzzle=peg&board=triangle5&empty=a1&finish=any&task=optimal', async ({ frame, send, next }) => {
    assert.match(await frame.locator('#task-sentence').textContent(), /fewest moves/);
    for (const jump of plain) await send({ type: 'move', move: jump });
    const above = await next('result');
    assert.deepEqual(above.reason, { id: 'solved-above', used: movesOf(plain), least: movesOf(fewest) });
    assert.ok(Math.abs(above.score - movesOf(fewest) / movesOf(plain)) < 1e-9);
    await send({ type: 'restart' });
    for (const jump of fewest) await send({ type: 'move', move: jump });
    const best = await next('result');
    assert.deepEqual([best.score, best.passed, best.reason.id], [1, true, 'solved-optimally']);
  });
  // A start the judge proves lost (the command line: exhaustive search) cannot pass.
  assert.throws(() => execFileSync(CLI, ['peg', '--board', 'triangle5', '--empty', 'a1', '--finish', 'b3'], { stdio: 'pipe' }), (e) => /^movelab: unsolvable: every position reachable from here was tried/.test(String(e.stderr)));
  await withParent('puzzle=peg&board=triangle5&empty=a1&finish=b3&task=solve', async ({ frame }) => {
    await frame.locator('#message:not([hidden])').waitFor();
    assert.match(await frame.locator('#message').textContent(), /task=solve cannot be passed: Peg solitaire cannot be solved from this start/);
  });
});

test('peg solitaire, optimal: a fewest-moves search that gives up drops the task in words', async () => {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    // The second thread answers as the core does past its limit; asked anything else, it
    // fails, and the page judges on its own thread (its fallback).
    await page.addInitScript(() => {
      window.Worker = class {
        postMessage(q) {
          const data = q.ask === 'fewest'
            ? { ask: 'fewest', refused: 'the fewest-moves search held 40000000 positions, its limit, without an answer' }
            : { id: q.id, failed: 'no second thread in this test' };
          setTimeout(() => this.onmessage?.({ data }), 10);
        }
        terminate() {}
      };
    });
    await page.goto(`${env.server.url}?puzzle=peg&board=triangle5&empty=a1&finish=any&task=optimal`);
    await page.locator('#message:not([hidden])').waitFor({ timeout: 15000 });
    assert.match(await page.locator('#message').textContent(), /task=optimal cannot be scored on this problem: the fewest moves could not be worked out \(the fewest-moves search held 40000000 positions, its limit/);
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('task'));
    assert.equal(await page.locator('#task').isHidden(), true);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
