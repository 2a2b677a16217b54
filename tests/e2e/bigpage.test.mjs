// End-to-end tests of the page at n = m = 10^6 (issue 6): 10^12 moves, 2,000,001 squares.
// The canvas leaves out data-board at this size; data-window-start and data-window (the
// squares in view) are checked against the movelab command line's --at K --window A:B.
// Every test also fails on a console error or a request that leaves the origin.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { useBrowser, guardedPage, shownAt, ready, withPage as openPage, ROOT } from './helpers.mjs';
import { parseStep, formatStep, fineTarget, section, needsFineSeeking } from '../../www/seek.js';
import { useLanguage } from './helpers-catalog.mjs';

// The seek helpers' refusals are worded in the page's language: English here.
useLanguage('en');

const N = 1000000;
const L = N * N + 2 * N; // 1,000,002,000,000
const DEEP = 999999000000;
const CLI = path.join(ROOT, 'target', 'debug', 'movelab');

const env = useBrowser();

before(() => {
  if (!fs.existsSync(CLI)) execFileSync('cargo', ['build', '--bin', 'movelab'], { cwd: ROOT, stdio: 'inherit' });
});

/// The command line's cells of squares a..b at step k.
function cliWindow(k, a, b, n = N, m = N) {
  return execFileSync(CLI, ['shift', String(n), String(m), '--at', String(k), '--window', `${a}:${b}`]).toString().trim();
}

const withPage = (query, fn, options) => openPage(env.browser, env.server, query, fn, options);


function assertWindow(h, k) {
  assert.equal(h.step, String(k));
  assert.equal(h.board, null, 'data-board is left out above 20,000 squares');
  assert.ok(h.window.length >= 10, `a window of ${h.window.length} squares`);
  assert.equal(h.window, cliWindow(k, h.start, h.start + h.window.length), `window at step ${k} from square ${h.start}`);
}

test('the seek helpers read steps exactly and refuse fractions and overshoots in words', () => {
  assert.equal(formatStep(DEEP), '999,999,000,000');
  assert.equal(formatStep(L), '1,000,002,000,000');
  assert.deepEqual(parseStep('999999000000', L), { step: DEEP });
  assert.deepEqual(parseStep(' 999,999,000,000 ', L), { step: DEEP });
  assert.deepEqual(parseStep('1_000_002_000_000', L), { step: L });
  assert.match(parseStep('12.5', L).error, /has a fraction/);
  assert.match(parseStep('1000002000001', L).error, /past the end: this solution has 1,000,002,000,000 moves/);
  assert.match(parseStep('99999999999999999999', L).error, /past the end/);
  assert.match(parseStep('-3', L).error, /negative/);
  assert.match(parseStep('1e12', L).error, /not a number/);
  assert.match(parseStep('', L).error, /Type a step number/);
  assert.equal(fineTarget(5, 0, L), 0);
  assert.equal(fineTarget(DEEP, 2000, L), DEEP + 1000);
  assert.equal(fineTarget(L - 10, 2000, L), L);
  assert.equal(section(L), 10000020000);
  assert.equal(section(11), 1);
  assert.equal(needsFineSeeking(11), false);
  assert.equal(needsFineSeeking(2001), true);
});

test('short solutions keep the page as it was: no fine bar, no typed step', async () => {
  await withPage('n=3&m=2', async (page) => {
    assert.equal(await page.locator('#seek').isVisible(), false);
  });
  await withPage('n=40&m=40', async (page) => {
    assert.equal(await page.locator('#seek').isVisible(), false, '1,680 moves: the step bar reaches each');
  });
  await withPage('n=50&m=50', async (page) => {
    assert.ok(await page.locator('#fine').isVisible(), '2,600 moves: the fine bar shows');
    assert.ok(await page.locator('#goto').isVisible());
  });
});

test('?n=1000000&m=1000000&step=999999000000 shows the right window within one second', async () => {
  await withPage(`n=${N}&m=${N}&step=${DEEP}`, async (page) => {
    const h = await shownAt(page, DEEP);
    // The page's own clock: navigation start to the first frame on screen (deep step included).
    const first = await page.evaluate(() => performance.getEntriesByName('movelab-first-frame')[0]?.startTime);
    assert.ok(first < 1000, `first frame at ${first} ms`);
    assertWindow(h, DEEP);
    assert.ok(h.window.includes('_'), 'the view follows the last move, next to the hole');
    assert.equal(await page.locator('#step-out').textContent(), '999,999,000,000 / 1,000,002,000,000');
    assert.equal(new URL(page.url()).searchParams.get('step'), String(DEEP));
    assert.match(await page.locator('#sentence').textContent(), /^Move 999,999,000,000 of 1,000,002,000,000: /);
    assert.equal(await page.locator('#n').getAttribute('max'), '1000000000');
    assert.equal(await page.locator('#board-title').textContent(), 'Shifting checkers, n = 1,000,000, m = 1,000,000');
  });
});

test('End at n = m = 10^6 reaches the goal; Home the start', async () => {
  await withPage(`n=${N}&m=${N}`, async (page) => {
    assertWindow(await shownAt(page, 0), 0);
    await page.keyboard.press('End');
    const h = await shownAt(page, L);
    assertWindow(h, L);
    assert.match(await page.locator('#sentence').textContent(), /Solved in 1,000,002,000,000 moves/);
    await page.keyboard.press('Home');
    assertWindow(await shownAt(page, 0), 0);
  });
});

test('the typed step seeks exactly and refuses bad steps in words', async () => {
  await withPage(`n=${N}&m=${N}`, async (page) => {
    await page.fill('#goto', '123,456,789,012');
    await page.press('#goto', 'Enter');
    assertWindow(await shownAt(page, 123456789012), 123456789012);
    assert.equal(await page.locator('#step-out').textContent(), '123,456,789,012 / 1,000,002,000,000');
    for (const [bad, why] of [['2.5', /has a fraction/], ['1000002000001', /past the end/], ['ten', /not a number/]]) {
      await page.fill('#goto', bad);
      await page.press('#goto', 'Enter');
      assert.match(await page.locator('#goto-status').textContent(), why);
      assert.equal(await page.locator('#goto').getAttribute('aria-invalid'), 'true');
      assert.equal(await page.locator('#board').getAttribute('data-step'), '123456789012', 'a bad step leaves the board alone');
    }
    await page.fill('#goto', String(L));
    await page.click('#goto-form button');
    assertWindow(await shownAt(page, L), L);
  });
});

test('the fine bar moves one step at a time near the thumb; the step bar by one and by a hundredth', async () => {
  await withPage(`n=${N}&m=${N}&step=${DEEP}`, async (page) => {
    await shownAt(page, DEEP);
    await page.focus('#fine');
    await page.keyboard.press('ArrowRight');
    assertWindow(await shownAt(page, DEEP + 1), DEEP + 1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assertWindow(await shownAt(page, DEEP - 1), DEEP - 1);
    // Dragging the fine bar to its right end goes 1000 steps on, then it re-centres.
    await page.$eval('#fine', (f) => {
      f.value = '2000';
      f.dispatchEvent(new Event('input', { bubbles: true }));
      f.dispatchEvent(new Event('change', { bubbles: true }));
    });
    assertWindow(await shownAt(page, DEEP + 999), DEEP + 999);
    assert.equal(await page.locator('#fine').inputValue(), '1000');
    // The coarse step bar: arrows step by one, PageDown by a hundredth.
    await page.focus('#scrub');
    await page.keyboard.press('ArrowRight');
    await shownAt(page, DEEP + 1000);
    await page.keyboard.press('PageDown');
    const k = DEEP + 1000 - Math.round(L / 100);
    assertWindow(await shownAt(page, k), k);
    // Focus is visible on both bars.
    for (const id of ['fine', 'scrub', 'goto']) {
      await page.focus(`#${id}`);
      const outline = await page.$eval(`#${id}`, (e) => getComputedStyle(e).outlineStyle);
      assert.notEqual(outline, 'none', `#${id} shows its focus`);
    }
  });
});

test('a step beyond L or a fraction in the URL says so and the page still works', async () => {
  await withPage(`n=${N}&m=${N}&step=${L + 1}`, async (page) => {
    assert.match(await page.locator('#message').textContent(), /step=1000002000001 is past the end of this solution \(1,000,002,000,000 moves\)/);
    assertWindow(await shownAt(page, 0), 0);
    await page.keyboard.press('End');
    assertWindow(await shownAt(page, L), L);
  });
  await withPage(`n=${N}&m=${N}&step=999999000000.5`, async (page) => {
    assert.match(await page.locator('#message').textContent(), /step="999999000000.5" is not a whole number of moves \(steps have no fractions\)/);
    assertWindow(await shownAt(page, 0), 0);
  });
  await withPage(`n=${N * 1000 + 1}&m=${N}`, async (page) => {
    assert.match(await page.locator('#message').textContent(), /n="1000000001" is not a whole number from 1 to 1,000,000,000/);
  });
});

test('at 360 px the seek controls fit and work', async () => {
  await withPage(`n=${N}&m=${N}&step=${DEEP}`, async (page) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scroll (${overflow} px)`);
    for (const id of ['#scrub', '#fine', '#goto']) assert.ok(await page.locator(id).isVisible(), `${id} visible`);
    await page.fill('#goto', '5');
    await page.press('#goto', 'Enter');
    assertWindow(await shownAt(page, 5), 5);
  }, { width: 360, height: 740 });
});
