// The printable worksheet (www/worksheet.html): its diagrams are the solution's positions,
// its table leaves the rest blank, and it prints to PDF on A4 and Letter with nothing cut
// off at the side (checked at each paper's printable width in print media). Fails on a
// console error, an uncaught exception or a request that leaves the page's origin.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serve, launch, guardedPage, artifact, ROOT } from './helpers.mjs';
import { replay, shiftSolution } from './rules.mjs';

let server;
let browser;

before(async () => {
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

// Printable widths at 96 px an inch, with the sheet's 15 mm margins.
const MM = 96 / 25.4;
const PAPER = { A4: (210 - 30) * MM, Letter: (215.9 - 30) * MM };

async function open(query, fn) {
  const { page, problems } = await guardedPage(browser.context, server.url);
  try {
    await page.goto(`${server.url}www/worksheet.html?${query}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 15000 });
    await fn(page);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
}

test('the diagrams are the optimal solution\'s first positions; the table holds the rest', async () => {
  await open('puzzle=shift&n=3&m=2&first=left', async (page) => {
    const moves = shiftSolution(3, 2, 'left');
    const items = await page.locator('.diagram').evaluateAll((els) => els.map((e) => ({ step: Number(e.dataset.step), board: e.dataset.board, caption: e.querySelector('.caption').textContent })));
    assert.equal(items.length, 7);
    items.forEach(({ step, board, caption }, k) => {
      assert.equal(step, k);
      assert.equal(board, replay('shift', 3, 2, moves.slice(0, k)));
      assert.equal(caption, k === 0 ? 'Start' : `After move ${k} (square ${moves[k - 1]})`);
    });
    const steps = await page.locator('.rest td.step').allTextContents();
    assert.deepEqual(steps.filter(Boolean).map(Number), [7, 8, 9, 10, 11]);
    assert.deepEqual([...new Set(await page.locator('.rest td.fill').allTextContents())], ['']);
    assert.equal(await page.locator('#title').textContent(), 'Shifting checkers with 3 black and 2 white, the first move a white to the left');
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
    const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] }))
      .violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
    assert.deepEqual(violations, [], 'axe-core');
  });
});

test('too large a board falls back to the default, in words', async () => {
  await open('n=30&m=30', async (page) => {
    assert.match(await page.locator('#message').textContent(), /at most 24 squares and 300 moves/);
    assert.equal(await page.locator('.diagram').count(), 7);
    assert.equal(await page.locator('.diagram').first().getAttribute('data-board'), 'BBB_WW');
  });
});

test('it prints on A4 and Letter with nothing cut off', async () => {
  // The widest sheet allowed (24 squares), a pairs sheet, the default, a heap game's, the
  // largest knights board a sheet draws and the longest Push-* track.
  for (const query of ['n=12&m=11', 'puzzle=pairs&n=11', 'n=3&m=2', 'puzzle=octal&code=0.137&upto=100', 'puzzle=knights&size=16&at=16,16;9,3', `puzzle=push&board=${'.'.repeat(60)}%23...`]) {
    await open(query, async (page) => {
      await page.emulateMedia({ media: 'print' });
      for (const [paper, width] of Object.entries(PAPER)) {
        await page.setViewportSize({ width: Math.floor(width), height: 1000 });
        const overflow = await page.evaluate(() => {
          const W = document.documentElement.clientWidth;
          const out = [];
          if (document.documentElement.scrollWidth > W) out.push(`page ${document.documentElement.scrollWidth} > ${W}`);
          for (const e of document.querySelectorAll('.sheet *')) {
            const r = e.getBoundingClientRect();
            if (r.width > 0 && (r.left < -0.5 || r.right > W + 0.5)) out.push(`${e.tagName}.${e.className?.baseVal ?? e.className} ${r.left}..${r.right} of ${W}`);
          }
          return out;
        });
        assert.deepEqual(overflow, [], `${query} on ${paper}`);
        assert.ok(await page.locator('#print').isHidden(), 'the print button does not print');
        const pdf = await page.pdf({ format: paper, preferCSSPageSize: true });
        assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
        const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        assert.ok(pages >= 1 && pages <= 12, `${query} ${paper}: ${pages} pages`);
        if (query === 'n=12&m=11') fs.writeFileSync(artifact(`worksheet-${paper}.pdf`), pdf);
      }
    });
  }
});

test('the page links to the worksheet of the puzzle it shows', async () => {
  const { page, problems } = await guardedPage(browser.context, server.url);
  try {
    await page.goto(`${server.url}?puzzle=shift&n=4&m=3&first=left`);
    await page.waitForFunction(() => document.getElementById('loading').hidden);
    const link = page.locator('#worksheet-link');
    assert.equal(await link.getAttribute('href'), 'www/worksheet.html?puzzle=shift&n=4&m=3&first=left');
    await link.click();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.equal(await page.locator('.diagram').nth(1).getAttribute('data-board'), replay('shift', 4, 3, shiftSolution(4, 3, 'left').slice(0, 1)));
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

/// The command line's values G(0..=upto) of a game (`movelab grundy …`), one a line.
const grundy = (...args) => execFileSync(path.join(ROOT, 'target', 'debug', 'movelab'), ['grundy', ...args], { encoding: 'utf8' })
  .trim().split('\n').map(Number);

test('a heap game\'s sheet: the explorer\'s values, the first given, the rest blank, the answers whole', async () => {
  await open('puzzle=subtraction&set=1,3,4&upto=30', async (page) => {
    const want = grundy('subtraction', '1,3,4', '--upto', '30');
    assert.equal(want.length, 31);
    assert.equal(await page.locator('#row-sheet').isHidden(), true);
    const [sheet, answers] = await page.locator('table.values').evaluateAll((ts) => ts.map((t) => ({
      values: t.dataset.values,
      cells: [...t.querySelectorAll('td')].map((td) => td.textContent),
    })));
    assert.equal(sheet.values, want.join(','));
    assert.deepEqual(sheet.cells, [...want.slice(0, 5).map(String), ...Array(26).fill('')]);
    assert.deepEqual(answers.cells, want.map(String));
    assert.match(await page.locator('#rules').textContent(), /A move takes 1, 3 or 4 counters from it\./);
    assert.match(await page.locator('#heap-note').textContent(), /^The value G\(n\) of a heap of n is the smallest whole number .* the first 5 values are given\.$/);
    assert.match(await page.locator('#answer-note').textContent(), /period/i);
    assert.equal(await page.locator('.answers').evaluate((e) => getComputedStyle(e).breakBefore), 'page');
    await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
    const violations = await page.evaluate(async () => (await window.axe.run(document, { resultTypes: ['violations'] }))
      .violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
    assert.deepEqual(violations, [], 'axe-core');
  });
  await open('puzzle=subtraction&set=1,x', async (page) => {
    assert.match(await page.locator('#message').textContent(), /"x" is not a whole number, in set "1,x".*The sheet uses the defaults/);
    assert.equal(await page.locator('table.values').count(), 2);
  });
  await open('puzzle=parity&n=20&k=3', async (page) => {
    assert.match(await page.locator('#heap-note').textContent(), /^A value is 1 when the player to move wins/);
    assert.equal(await page.locator('table.values caption').first().textContent(), 'needs even, n = 0 to 20');
  });
  // Another game's sheet is never shown in its place (tests/e2e/worksheet-games.test.mjs
  // checks every game's).
  await open('puzzle=peg', async (page) => {
    assert.equal(await page.locator('#message').isHidden(), true);
    assert.equal(await page.locator('.diagram').count(), 0);
    assert.match(await page.locator('#title').textContent(), /^Peg solitaire on the English board/);
  });
});

test('the heaps view links to its table\'s worksheet', async () => {
  const { page, problems } = await guardedPage(browser.context, server.url);
  try {
    await page.goto(`${server.url}?puzzle=subtraction&set=1,3,4&heap=10&upto=30`);
    await page.waitForSelector('#heaps-canvas[data-step]');
    const link = page.locator('#heaps-worksheet');
    assert.match(await link.getAttribute('href'), /^www\/worksheet\.html\?puzzle=subtraction&set=1%2C3%2C4&heap=10.*upto=30/);
    // The table and its worksheet sit under "How it is solved", closed at first.
    await page.locator('#heaps-how > summary').click();
    await link.click();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.equal(await page.locator('table.values').first().getAttribute('data-values'), grundy('subtraction', '1,3,4', '--upto', '30').join(','));
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
