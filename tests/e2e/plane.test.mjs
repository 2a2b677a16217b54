// End-to-end tests of the plane view (puzzle=candy, www/views/plane.js) in Debian's
// headless chromium. The page's optimum is checked against `movelab candy FILE` on the
// instance the page exports (its download button), and the boxes it describes against that
// file. Every test also fails on a console error, an uncaught exception or a request that
// leaves the page's origin.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { useBrowser, guardedPage, withPage as openPage, viewReady, ROOT, axeViolations } from './helpers.mjs';

const BIN = path.join(ROOT, 'target', 'debug', 'movelab');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'movelab-plane-'));
const env = useBrowser();

before(async () => {
  assert.ok(fs.existsSync(BIN), `${BIN} is built (cargo build --bin movelab)`);
});

after(async () => {
  fs.rmSync(TMP, { recursive: true, force: true });
});

const hooks = (page) => page.evaluate(() => {
  const c = document.getElementById('pl-canvas');
  return {
    puzzle: c.dataset.puzzle, step: Number(c.dataset.step), best: Number(c.dataset.best),
    route: c.dataset.route ? c.dataset.route.split(',').map(Number) : [],
  };
});

/// Opens `query`, waits for the plane, runs `fn(page)`, then checks the guards.
const withPage = (query, fn, options) => openPage(env.browser, env.server, query, fn, { until: viewReady('pl-canvas', 'data-best'), ...options });

/// Clicks the download button and returns the saved file's path and its JSON.
async function exported(page, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#pl-export').click()]);
  const file = path.join(TMP, name);
  await download.saveAs(file);
  return { file, json: JSON.parse(fs.readFileSync(file, 'utf8')) };
}

test('the page\'s optimum and route are the command line\'s on the exported instance', async () => {
  for (const [m, seed, span] of [[30, 1, 20], [2000, 77, 500], [300, 123456789, 3]]) {
    await withPage(`puzzle=candy&m=${m}&seed=${seed}&span=${span}`, async (page) => {
      const h = await hooks(page);
      const { file, json } = await exported(page, `m${m}-s${seed}.json`);
      assert.equal(json.boxes.length, m);
      assert.equal(json.x.length, m + 1);
      const cli = JSON.parse(execFileSync(BIN, ['candy', file, '--format', 'json']).toString());
      assert.equal(h.puzzle, 'candy');
      assert.equal(h.best, cli.candies, `m=${m} seed=${seed}`);
      assert.deepEqual(h.route, cli.boxes);
      assert.ok(h.best > 0 && h.route.length > 0, 'a route that collects something');
      // The route is legal by the rules of the file, checked here: start at x[0] at time 0.
      let [at, t, sum] = [json.x[0], 0, 0];
      for (const k of h.route) {
        const [time, vertex, candies] = json.boxes[k - 1];
        assert.ok(Math.abs(json.x[vertex - 1] - at) <= time - t, `box ${k} reachable in time`);
        [at, t, sum] = [json.x[vertex - 1], time, sum + candies];
      }
      assert.equal(sum, h.best);
      assert.match(await page.locator('#pl-best').textContent(), new RegExp(`Most candies: ${cli.candies},`));
    });
  }
});

test('the page opens on the question; keys start within reach and give nothing away until the optimum is asked for', async () => {
  await withPage('puzzle=candy&m=25&seed=4&span=10', async (page) => {
    const { json } = await exported(page, 'keys.json');
    const h = await hooks(page);
    assert.ok(await page.locator('#pl-question').isVisible(), 'the question shows');
    assert.ok(await page.locator('#pl-best').isHidden(), 'the answer does not');
    assert.equal(await page.locator('#pl-watch').getAttribute('aria-pressed'), 'false', 'nor is "See the optimum" pressed');
    await page.locator('#pl-canvas').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('pl-canvas').dataset.step !== '0');
    const start = (await hooks(page)).step;
    const [time, vertex, candies] = json.boxes[start - 1];
    const detail = await page.locator('#pl-detail').textContent();
    assert.ok(detail.startsWith(`Box ${start}: position ${json.x[vertex - 1]}, time ${time}, ${candies} candies; `), detail);
    assert.match(detail, /reachable, not on the route shown/, 'within reach, and no route told');
    if (start > 1) {
      await page.keyboard.press('ArrowLeft');
      assert.match(await page.locator('#pl-detail').textContent(), /out of reach/, 'the box before the first within reach');
    }
    await page.locator('#pl-watch').click();
    assert.ok(await page.locator('#pl-best').isVisible(), 'asked for, the optimum shows');
    assert.equal(await page.locator('#pl-watch').getAttribute('aria-pressed'), 'true');
    assert.ok(await page.locator('#pl-question').isHidden());
    await page.locator('#pl-canvas').focus();
    await page.keyboard.press('Home');
    assert.equal((await hooks(page)).step, start, 'Home is the first box within reach');
    await page.keyboard.press('ArrowDown');
    const next = h.route.find((k) => k > start) ?? start;
    await page.waitForFunction((k) => document.getElementById('pl-canvas').dataset.step === String(k), next);
    assert.equal((await page.locator('#pl-detail').textContent()).includes('on the optimal route'), h.route.includes(next));
    await page.keyboard.press('Escape');
    assert.equal((await hooks(page)).step, 0);
    await page.locator('#pl-m').fill('40');
    await page.locator('#pl-seed').fill('9');
    await page.locator('#pl-form button[type=submit]').click();
    await page.waitForFunction(() => location.search.includes('m=40') && location.search.includes('seed=9'));
    const again = await exported(page, 'form.json');
    assert.equal(again.json.boxes.length, 40);
    const cli = JSON.parse(execFileSync(BIN, ['candy', again.file, '--format', 'json']).toString());
    assert.equal((await hooks(page)).best, cli.candies);
  });
});

test('numbers the core refuses are said in its words', async () => {
  await withPage('puzzle=candy&m=5000', async (page) => {
    assert.match(await page.locator('#message').textContent(), /m="5000" is not a whole number from 1 to 2,000/);
    assert.equal((await exported(page, 'default.json')).json.boxes.length, 30);
    await page.locator('#pl-m').fill('0');
    await page.locator('#pl-form button[type=submit]').click();
    await page.waitForFunction(() => !document.getElementById('pl-error').hidden);
    assert.equal(await page.locator('#pl-error').textContent(), 'm must be from 1 to 2,000, not 0');
    assert.equal((await exported(page, 'kept.json')).json.boxes.length, 30, 'the instance stays');
  });
});

test('axe-core finds no accessibility violations, light and dark', async () => {
  for (const [query, opts] of [
    ['puzzle=candy', {}],
    ['puzzle=candy&m=200&seed=3', { media: { colorScheme: 'dark' } }],
    ['puzzle=candy&m=12', { width: 360, height: 780 }],
  ]) {
    await withPage(query, async (page) => {
      const result = await axeViolations(page);
      assert.deepEqual(result, [], query);
    }, opts);
  }
});

test('play mode: the visitor plans a route by keys, the core judges it, and the optimal plan is praised', async () => {
  await withPage('puzzle=candy&m=12&seed=3&span=10&mode=play', async (page) => {
    const h = await hooks(page);
    const canvas = page.locator('#pl-canvas');
    assert.equal(await canvas.getAttribute('data-candies'), '0');
    assert.ok(await page.locator('#pl-best').isHidden(), 'the optimum is hidden while planning');
    // Box k is reached from the first one by k − 1 presses of → (Home is the first box
    // within reach; ← goes on to box 1).
    const toggle = async (k) => {
      await canvas.focus();
      await page.keyboard.press('Home');
      for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
      for (let i = 1; i < k; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    };
    for (const k of h.route) await toggle(k);
    assert.equal(await canvas.getAttribute('data-plan'), h.route.join(','));
    assert.equal(Number(await canvas.getAttribute('data-candies')), h.best);
    assert.match(await page.locator('#pl-verdict').textContent(), /the most there is/);
    // A box out of reach breaks the plan off, said in the core's words.
    const out = await page.evaluate(() => {
      const unreachable = new window.movelab.wasm.CandyLine(12, 3, 10).act({ type: 'snapshot' }).boxes.find((b) => !b.reachable);
      return unreachable?.number ?? 0;
    });
    if (out) {
      await toggle(out);
      assert.match(await page.locator('#pl-verdict').textContent(), /breaks off: .*box/);
      await page.locator('#pl-undo').click();
    }
    await page.locator('#pl-reveal').click();
    assert.ok(await page.locator('#pl-best').isVisible());
  });
});
