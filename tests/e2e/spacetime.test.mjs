// End-to-end tests of the space-time view (puzzle=automaton, www/views/spacetime.js) in
// Debian's headless chromium. Every row the page shows is checked against the movelab
// command line (`movelab automaton CELLS --steps M`, `--stable`), which shares the core but
// not the page's wasm boundary, window sampling or controller. Every test also fails on a
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

/// The command line's row after `m` steps (cells as an argument, or on stdin when long).
function cliRow(cells, m) {
  const stdin = cells.length > 5000;
  const args = ['automaton', stdin ? '-' : cells, '--steps', String(m)];
  return execFileSync(BIN, args, stdin ? { input: cells } : {}).toString().trim();
}

function cliStable(cells) {
  const out = execFileSync(BIN, ['automaton', '-', '--stable'], { input: cells }).toString().trim().split('\n');
  return { stable: Number(out[0]), row: out[1] };
}

const hooks = (page) => page.evaluate(() => {
  const c = document.getElementById('st-canvas');
  return {
    puzzle: c.dataset.puzzle, step: Number(c.dataset.step), board: c.dataset.board ?? null, stable: Number(c.dataset.stable),
  };
});

const waitStep = (page, step) => page.waitForFunction(
  (k) => document.getElementById('st-canvas')?.dataset.step === String(k), step, { timeout: 10000 },
);

/// Opens `query`, waits for the diagram, runs `fn(page)`, then checks the guards.
const withPage = (query, fn, options) => openPage(env.browser, env.server, query, fn, { until: viewReady('st-canvas', 'data-step'), ...options });

test('a deep link shows the row the command line gives at that step, and T', async () => {
  const row = '0101101100011101000101110010110101100011100101011001';
  const { stable } = cliStable(row);
  assert.ok(stable > 10, `a row that takes a while (T = ${stable})`);
  for (const m of [0, 1, 2, 7, stable - 1, stable, stable + 3, 9007199254740991]) {
    await withPage(`puzzle=automaton&cells=${row}&step=${m}`, async (page) => {
      const h = await hooks(page);
      assert.deepEqual([h.puzzle, h.step, h.stable], ['automaton', m, stable]);
      assert.equal(h.board, cliRow(row, m), `step ${m}`);
      assert.match(await page.locator('#st-stable').textContent(), new RegExp(`stable from step ${stable}$`, 'i'));
    });
  }
});

test('keys, the step bar, the wheel and a typed step move the view to rows the command line agrees with', async () => {
  const row = '0110100111010001';
  const { stable } = cliStable(row);
  await withPage(`puzzle=automaton&cells=${row}`, async (page) => {
    await page.locator('#st-canvas').focus();
    const expect = async (m, why) => {
      await waitStep(page, m);
      assert.equal((await hooks(page)).board, cliRow(row, m), why);
    };
    await page.keyboard.press('ArrowDown');
    await expect(1, 'down arrow');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(1, 'down, up');
    await page.keyboard.press('End');
    await expect(stable, 'End goes to T');
    await page.keyboard.press('Home');
    await expect(0, 'Home goes to 0');
    await page.keyboard.press('PageDown');
    await page.waitForFunction(() => document.getElementById('st-canvas').dataset.step !== '0');
    const screen = (await hooks(page)).step;
    assert.ok(screen > 1, `a screen is several steps (${screen})`);
    await expect(screen, 'page down');
    // The bar reaches every step up to T, so no fine bar; the typed step goes past T.
    assert.ok(stable < 2000, `a short line to T (${stable})`);
    assert.ok(await page.locator('#st-fine').isHidden(), 'no fine bar for a bar that reaches every step');
    await page.locator('#st-goto').fill('123456789012');
    await page.locator('#st-goto-form button').click();
    await expect(123456789012, 'typed step');
    await page.locator('#st-scrub').fill(String(stable - 1));
    await expect(stable - 1, 'the step bar');
    await page.waitForFunction((m) => location.search.includes(`step=${m}`), stable - 1);
    const box = await page.locator('#st-canvas').boundingBox();
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction((m) => Number(document.getElementById('st-canvas').dataset.step) > m, stable - 1);
    const h = await hooks(page);
    assert.equal(h.board, cliRow(row, h.step), `wheel to step ${h.step}`);
  });
});

/// The diagram as drawn: for each of `rows` rows and `cols` cells of `size` CSS pixels,
/// '1' where the cell's centre is dark (light theme: ink on the board's background).
const drawn = (page, rows, cols, size) => page.evaluate(([rows, cols, size]) => {
  const c = document.getElementById('st-canvas');
  const dpr = c.width / c.clientWidth;
  const px = c.getContext('2d').getImageData(0, 0, c.width, c.height);
  const out = [];
  for (let r = 0; r < rows; r++) {
    let line = '';
    for (let k = 0; k < cols; k++) {
      const x = Math.floor((k * size + size / 2) * dpr);
      const y = Math.floor((r * size + size / 2) * dpr);
      const i = 4 * (y * c.width + x);
      line += px.data[i] + px.data[i + 1] + px.data[i + 2] < 3 * 128 ? '1' : '0';
    }
    out.push(line);
  }
  return out;
}, [rows, cols, size]);

test('the canvas draws the rows the command line gives, zoomed in and out', async () => {
  const row = '0110100111010001';
  await withPage(`puzzle=automaton&cells=${row}&step=2`, async (page) => {
    const want = [2, 3, 4, 5, 6].map((m) => cliRow(row, m));
    assert.match(await page.locator('#st-status').textContent(), /one cell is 32 pixels/);
    assert.deepEqual(await drawn(page, 5, 16, 32), want, 'cells of 32 pixels');
    await page.locator('#st-canvas').focus();
    await page.keyboard.press('-');
    await page.waitForFunction(() => /one cell is 16 pixels/.test(document.getElementById('st-status').textContent));
    assert.deepEqual(await drawn(page, 5, 16, 16), want, 'cells of 16 pixels');
    assert.equal((await hooks(page)).step, 2, 'zooming keeps the step');
  });
});

test('a bad typed row or step shows the core\'s sentence and keeps the row', async () => {
  await withPage('puzzle=automaton&cells=0110100&step=1', async (page) => {
    const bad = spawnSync(BIN, ['automaton', '01x1', '--steps', '1']);
    assert.equal(bad.status, 2);
    const sentence = "cell 3 is 'x': cells must be 0 or 1";
    assert.ok(bad.stderr.toString().includes(sentence), bad.stderr.toString());
    await page.locator('#st-cells').fill('01x1');
    await page.locator('#st-start button').click();
    await page.waitForFunction(() => !document.getElementById('st-error').hidden);
    assert.equal(await page.locator('#st-error').textContent(), sentence);
    assert.equal((await hooks(page)).board, cliRow('0110100', 1), 'the old row stays');
    await page.locator('#st-goto').fill('9007199254740992');
    await page.locator('#st-goto-form button').click();
    await page.waitForFunction(() => /9,007,199,254,740,991/.test(document.getElementById('st-goto-status').textContent));
    assert.equal((await hooks(page)).step, 1);
    await page.locator('#st-cells').fill('10');
    await page.locator('#st-start button').click();
    // The message hides at once; the hooks follow with the next drawn frame.
    await page.waitForFunction(() => document.getElementById('st-error').hidden
      && document.getElementById('st-canvas').dataset.board === '10');
    assert.deepEqual(await hooks(page), { puzzle: 'automaton', step: 0, board: '10', stable: 0 });
  });
  await withPage('puzzle=automaton&cells=012', async (page) => {
    // Said where every refused link is said, and the refused row leaves the address.
    assert.match(await page.locator('#message').textContent(), /The link's start row "012" cannot be shown: .*cell 3 is '2': cells must be 0 or 1/);
    assert.equal((await hooks(page)).board, '0110100', 'the default row');
    assert.equal(await page.evaluate(() => new URLSearchParams(location.search).get('cells')), '0110100');
  });
  // A typed row stays short enough for its link to work on any server; longer rows are random.
  // The limits are grouped as the language writes numbers.
  await withPage('puzzle=automaton', async (page) => {
    await page.locator('#st-cells').fill('01'.repeat(901));
    await page.locator('#st-start button').click();
    assert.match(await page.locator('#st-error').textContent(), /a typed row has at most 1,800 cells, not 1,802, so that its link works on any server; a random row may have up to 100,000/);
    assert.ok((await page.evaluate(() => location.href)).length < 2000);
  });
});

test('a random row of 10^5 cells: T and windows far down agree with the command line', async () => {
  await withPage('puzzle=automaton&random=100000&seed=5&step=31000', async (page) => {
    const h = await hooks(page);
    assert.equal(h.board, null, 'no board hook above 1000 cells');
    const cells = await page.locator('#st-cells').inputValue();
    assert.equal(cells.length, 100000);
    assert.equal(h.stable, cliStable(cells).stable);
    assert.equal(h.step, 31000);
    // Three rows and 1000 cells from cell 40000 of the window the view draws at this step.
    const rows = await page.evaluate(() => {
      const a = new window.movelab.wasm.SpaceTime({ random: 100000, seed: 5 });
      const bytes = a.act({ type: 'window', fromStep: 31000, rows: 3, stride: 1, fromCell: 40000, cols: 1000, per: 1 }).reply;
      a.free();
      return [0, 1, 2].map((r) => Array.from(bytes.slice(r * 1000, (r + 1) * 1000), (b) => (b ? '1' : '0')).join(''));
    });
    for (const r of [0, 1, 2]) assert.equal(rows[r], cliRow(cells, 31000 + r).slice(40000, 41000), `row ${r}`);
  });
  await withPage('puzzle=automaton&random=500&seed=9', async (page) => {
    const cells = await page.locator('#st-cells').inputValue();
    await page.locator('#st-canvas').focus();
    // Steps down draw the rows kept from the last frame and only the new ones from the
    // core: the picture is the one a zoom in and out draws afresh at the same step.
    const picture = async () => {
      await page.waitForFunction(() => !document.getElementById('st-canvas').hasAttribute('data-filling'));
      return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(document.getElementById('st-canvas').toDataURL())))));
    };
    for (let k = 1; k <= 5; k++) {
      await page.keyboard.press('ArrowDown');
      await waitStep(page, k);
    }
    const stepped = await picture();
    for (const key of ['+', '-']) {
      await page.keyboard.press(key);
      await picture();
    }
    assert.ok(stepped === await picture(), 'the rows kept and fetched draw what a fresh window draws');
    await page.keyboard.press('End');
    const { stable, row } = cliStable(cells);
    await waitStep(page, stable);
    assert.equal((await hooks(page)).board, row);
  });
});

test('axe-core finds no accessibility violations, light and dark', async () => {
  for (const [query, opts] of [
    ['puzzle=automaton&cells=0110100', {}],
    ['puzzle=automaton&random=2000&seed=3&step=40', { media: { colorScheme: 'dark' } }],
    ['puzzle=automaton&cells=01x', { width: 360, height: 780 }],
  ]) {
    await withPage(query, async (page) => {
      const result = await axeViolations(page);
      assert.deepEqual(result, [], query);
    }, opts);
  }
});
