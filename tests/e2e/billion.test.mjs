// End-to-end tests of the page at n = m = 10^9 (issue 14): 10^18 + 2·10^9 moves on
// 2,000,000,001 squares. Steps pass 2^53 there, so data-step, the URL, the readouts, the
// typed step and the narration are checked digit for digit; the squares in view
// (data-window-start, data-window) against the movelab command line's --at K --window A:B.
// Every test also fails on a console error or a request that leaves the origin.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, guardedPage, shownAt, withPage as openPage, ROOT } from './helpers.mjs';
import { parseStep, formatStep, fineTarget, section, scrubTarget, wholeStep, exact } from '../../www/seek.js';
import { useLanguage } from './helpers-catalog.mjs';

// The seek helpers write steps in the page's language: English here.
useLanguage('en');

const N = 1000000000;
const L = 1000000002000000000n; // nm + n + m
const DEEP = 999999000000n;
const LATE = L - 5n; // past 2^53: a float would round it to a multiple of 128
const CLI = path.join(ROOT, 'target', 'debug', 'movelab');
const BIG = `puzzle=shift&n=${N}&m=${N}`;

const env = useBrowser();

before(() => {
  if (!fs.existsSync(CLI)) execFileSync('cargo', ['build', '--bin', 'movelab'], { cwd: ROOT, stdio: 'inherit' });
});

/// The command line's cells of squares a..b at step k.
function cliWindow(k, a, b, puzzle = ['shift', String(N), String(N)]) {
  return execFileSync(CLI, [...puzzle, '--at', String(k), '--window', `${a}:${b}`]).toString().trim();
}

const withPage = (query, fn, options) => openPage(env.browser, env.server, query, fn, options);


function assertWindow(h, k, puzzle) {
  assert.equal(h.step, String(k));
  assert.equal(h.board, null, 'data-board is left out above 20,000 squares');
  assert.ok(h.window.length >= 10, `a window of ${h.window.length} squares`);
  assert.equal(h.window, cliWindow(k, h.start, h.start + h.window.length, puzzle), `window at step ${k} from square ${h.start}`);
}

/// Whether the board's canvas has pixels of more than one colour (it is not blank).
const drawn = (page) => page.evaluate(() => {
  const c = document.getElementById('board');
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const colours = new Set();
  for (let i = 0; i < d.length && colours.size < 5; i += 4 * 97) colours.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
  return colours.size;
});

test('the seek helpers stay exact past 2^53', () => {
  assert.equal(formatStep(L), '1,000,000,002,000,000,000');
  assert.deepEqual(parseStep('1,000,000,001,999,999,995', L), { step: LATE });
  assert.deepEqual(parseStep('999999000000', L), { step: 999999000000 }, 'a number while numbers are exact');
  assert.match(parseStep('1000000002000000001', L).error, /past the end: this solution has 1,000,000,002,000,000,000 moves/);
  assert.match(parseStep('99999999999999999999999', L).error, /past the end/);
  assert.equal(fineTarget(LATE, 2000, L), L);
  assert.equal(fineTarget(LATE, 0, L), LATE - 1000n);
  assert.equal(section(L), 10000000020000000n);
  assert.equal(scrubTarget('1', '1', L), L);
  assert.equal(scrubTarget('0', '1', L), 0);
  assert.equal(wholeStep('1000000001999999995'), LATE);
  assert.equal(wholeStep(-1), null);
  assert.equal(wholeStep(1.5), null);
  assert.equal(exact(2n ** 53n), 2n ** 53n);
  assert.equal(exact(2n ** 53n - 1n), Number.MAX_SAFE_INTEGER);
});

test(`?${BIG}&step=999999000000 shows the command line's window, exactly`, async () => {
  await withPage(`${BIG}&step=${DEEP}`, async (page) => {
    const h = await shownAt(page, DEEP);
    assertWindow(h, DEEP);
    assert.ok(h.window.includes('_'), 'the view follows the last move, next to the hole');
    assert.ok(await drawn(page) >= 3, 'the canvas is drawn');
    assert.equal(await page.locator('#step-out').textContent(), '999,999,000,000 / 1,000,000,002,000,000,000');
    assert.equal(new URL(page.url()).searchParams.get('step'), String(DEEP));
    assert.match(await page.locator('#sentence').textContent(), /^Move 999,999,000,000 of 1,000,000,002,000,000,000: /);
    assert.equal(await page.locator('#board-title').textContent(), 'Shifting checkers, n = 1,000,000,000, m = 1,000,000,000');
    assert.equal(await page.locator('#n').getAttribute('max'), '1000000000');
    // The readouts: the move counts and the two measures add up exactly.
    assert.equal(await page.locator('#kind2-of').textContent(), 'of 1,000,000,000,000,000,000 (nm)');
    assert.match(await page.locator('#measure-note').textContent(), /= 999,999,002,001,000,000, exactly the moves still to make/);
    // The next move by the arrow key: one step, the window from the command line again.
    await page.keyboard.press('ArrowRight');
    assertWindow(await shownAt(page, DEEP + 1n), DEEP + 1n);
    assert.match(await page.locator('#live').textContent(), /^Move 999,999,000,001 of 1,000,000,002,000,000,000: the black checker on square 1,000,409,366 jumps right/);
  });
});

test('a step past 2^53 in the URL, the typed step and End stay exact', async () => {
  await withPage(`${BIG}&step=${LATE}`, async (page) => {
    assertWindow(await shownAt(page, LATE), LATE);
    assert.equal(await page.locator('#step-out').textContent(), '1,000,000,001,999,999,995 / 1,000,000,002,000,000,000');
    await page.waitForFunction((k) => new URL(location.href).searchParams.get('step') === k, String(LATE));
    assert.match(await page.locator('#sentence').textContent(), /^Move 1,000,000,001,999,999,995 of /);
    // Back one step: one less, not 128 less.
    await page.keyboard.press('ArrowLeft');
    assertWindow(await shownAt(page, LATE - 1n), LATE - 1n);
    // The typed step, grouped, deep in the solution.
    await page.fill('#goto', '500,000,000,123,456,789');
    await page.press('#goto', 'Enter');
    assertWindow(await shownAt(page, 500000000123456789n), 500000000123456789n);
    assert.equal(await page.locator('#goto-status').textContent(), 'Showing step 500,000,000,123,456,789.');
    for (const [bad, why] of [['1000000002000000001', /past the end/], ['2.5', /has a fraction/], ['-4', /negative/]]) {
      await page.fill('#goto', bad);
      await page.press('#goto', 'Enter');
      assert.match(await page.locator('#goto-status').textContent(), why);
      assert.equal(await page.locator('#board').getAttribute('data-step'), '500000000123456789', 'a bad step leaves the board alone');
    }
    // The fine bar: 1000 steps on, exactly.
    await page.$eval('#fine', (f) => {
      f.value = '2000';
      f.dispatchEvent(new Event('input', { bubbles: true }));
      f.dispatchEvent(new Event('change', { bubbles: true }));
    });
    assertWindow(await shownAt(page, 500000000123457789n), 500000000123457789n);
    // End reaches the goal; Home the start (keys from the page, not from a form field).
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('End');
    assertWindow(await shownAt(page, L), L);
    assert.match(await page.locator('#sentence').textContent(), /Solved in 1,000,000,002,000,000,000 moves/);
    await page.keyboard.press('Home');
    assertWindow(await shownAt(page, 0), 0);
    assert.match(await page.locator('#sentence').textContent(), /^Start: 1,000,000,000 black checkers on the left, 1,000,000,000 white checkers on the right, the hole on square 1,000,000,000/);
  });
});

test('watching plays at 10^9: the step moves on and the window follows the moves', async () => {
  await withPage(`${BIG}&step=${DEEP}&speed=64`, async (page) => {
    await shownAt(page, DEEP);
    await page.keyboard.press(' ');
    await page.waitForTimeout(600);
    await page.keyboard.press(' ');
    const k = BigInt(await page.locator('#board').getAttribute('data-step'));
    assert.ok(k > DEEP + 5n, `played on to ${k}`);
    assertWindow(await shownAt(page, k), k);
  });
});

test('steps past the end or too long say so in words and the page still works', async () => {
  await withPage(`${BIG}&step=${L + 1n}`, async (page) => {
    assert.match(await page.locator('#message').textContent(), /step=1000000002000000001 is past the end of this solution \(1,000,000,002,000,000,000 moves\)/);
    assertWindow(await shownAt(page, 0), 0);
  });
  await withPage(`${BIG}&step=12345678901234567890123`, async (page) => {
    assert.match(await page.locator('#message').textContent(), /step="12345678901234567890123" is not a step of any solution this page shows/);
    assertWindow(await shownAt(page, 0), 0);
  });
});

test('play mode and practice keep the old limit and say so; watching goes on', async () => {
  await withPage(`${BIG}&mode=play`, async (page) => {
    assert.match(await page.locator('#message').textContent(), /Play mode is not available for .*: play mode and practice keep the whole row in memory, so they take n and m up to 1,000,000/);
    assert.ok(await page.locator('#transport').isVisible(), 'the watch controls show instead');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('mode') === null);
    await page.click("#practise");
    assert.match(await page.locator('#message').textContent(), /Practice is not available/);
    assert.equal(await page.locator('#practise').isChecked(), false);
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('End');
    assertWindow(await shownAt(page, L), L);
  });
});

test('pairs of 10^9 a colour are windowed too', async () => {
  await withPage(`puzzle=pairs&n=${N}&step=500000000`, async (page) => {
    assertWindow(await shownAt(page, 500000000), 500000000, ['pairs', String(N)]);
    assert.ok(await drawn(page) >= 3, 'the canvas is drawn');
    await page.keyboard.press('End');
    const L2 = await page.evaluate(() => String(window.movelab.handle.act({ type: 'snapshot' }).length));
    assertWindow(await shownAt(page, L2), L2, ['pairs', String(N)]);
  });
});

test('the custom element at 10^9: exact steps as BigInt, seeks by BigInt or digits, refusals in words', async () => {
  const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course page</title>
<script type="module" src="./www/element.js"></script></head><body style="width: 760px">
<movelab-puzzle id="a" puzzle="shift" n="${N}" m="${N}" step="${LATE}" controls="full"></movelab-puzzle>
<script>
  window.events = [];
  for (const type of ['ready', 'step', 'solved', 'error']) {
    document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
  }
</script></body></html>`;
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    await page.route(`${env.server.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: host }));
    await page.goto(`${env.server.url}host.html`);
    const canvas = page.locator('#a canvas');
    await page.waitForFunction((k) => document.querySelector('#a').shadowRoot?.querySelector('canvas')?.getAttribute('data-step') === k, String(LATE), { timeout: 15000 });
    const read = () => page.evaluate(() => {
      const el = document.getElementById('a');
      return { step: el.step, length: el.length, ready: window.events.find((e) => e.type === 'ready')?.detail };
    });
    const r = await read();
    assert.equal(r.step, LATE);
    assert.equal(r.length, L);
    assert.equal(r.ready.step, LATE, 'the ready event carries the exact step');
    await page.waitForTimeout(200);
    const start = Number(await canvas.getAttribute('data-window-start'));
    const window = await canvas.getAttribute('data-window');
    assert.equal(window, cliWindow(LATE, start, start + window.length));
    // seek by BigInt and by a string of digits; past the end refused in words.
    await page.evaluate((k) => document.getElementById('a').seek(BigInt(k)), String(L));
    await page.waitForFunction((k) => document.querySelector('#a').shadowRoot.querySelector('canvas').getAttribute('data-step') === k, String(L));
    await page.evaluate(() => document.getElementById('a').seek('999999000000'));
    await page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('canvas').getAttribute('data-step') === '999999000000');
    await page.evaluate((k) => document.getElementById('a').seek(k), String(L + 1n));
    const errors = await page.evaluate(() => window.events.filter((e) => e.type === 'error').map((e) => e.detail.problems.join(' ')));
    assert.match(errors.join(' '), /step must be a whole number from 0 to 1,000,000,002,000,000,000, not "1000000002000000001"/);
    assert.equal(await canvas.getAttribute('data-step'), '999999000000', 'a refused seek moves nothing');
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
  } finally {
    await page.close();
  }
});

test('one black and 10^9 whites: windowed, and the Fibonacci count left to the command line', async () => {
  await withPage(`puzzle=shift&n=1&m=${N}&step=1000000000`, async (page) => {
    assertWindow(await shownAt(page, 1000000000), 1000000000, ['shift', '1', String(N)]);
    await page.locator('#count').filter({ hasText: 'not known yet' }).waitFor({ timeout: 5000 });
    assert.match(await page.locator('#count').getAttribute('title'), /at most 1,000,000 checkers; the command line, movelab, counts this one/);
  });
});
