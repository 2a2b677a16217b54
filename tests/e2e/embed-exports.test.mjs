// The move-list downloads (www/exports.js, web/src/export.rs): each format downloads, is
// byte for byte what `movelab … --format F` prints, and its moves pass `movelab verify`.
// Too long a list is refused with the limit in words, and nothing downloads.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serve, launch, guardedPage, ready, ROOT } from './helpers.mjs';

const MOVELAB = path.join(ROOT, 'target', 'debug', 'movelab');
let server;
let browser;

before(async () => {
  if (!fs.existsSync(MOVELAB)) {
    execFileSync('cargo', ['build', '--bin', 'movelab'], { cwd: ROOT, stdio: 'inherit' });
  }
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const movelab = (args, input) => execFileSync(MOVELAB, args, { input, encoding: 'utf8' });

/// The squares of a CSV export, after checking its header and its step column.
function csvSquares(text) {
  const lines = text.split('\n');
  assert.equal(lines[0], 'step,square');
  assert.equal(lines.at(-1), '', 'a final newline');
  return lines.slice(1, -1).map((line, k) => {
    const [step, square] = line.split(',');
    assert.equal(step, String(k + 1));
    return square;
  }).join(' ');
}

const cases = [
  { query: 'puzzle=shift&n=3&m=2&first=right', cli: ['shift', '3', '2', '--first', 'right'], verify: ['verify', 'shift', '3', '2'], file: 'movelab-shift-3-2-right' },
  { query: 'puzzle=shift&n=4&m=7&first=left', cli: ['shift', '4', '7', '--first', 'left'], verify: ['verify', 'shift', '4', '7'], file: 'movelab-shift-4-7-left' },
  { query: 'puzzle=pairs&n=6', cli: ['pairs', '6'], verify: ['verify', 'pairs', '6'], file: 'movelab-pairs-6' },
];

test('each export downloads the command line\'s file, and movelab verify accepts it', async () => {
  for (const c of cases) {
    const { page, problems } = await guardedPage(browser.context, server.url);
    try {
      await page.goto(`${server.url}?${c.query}`);
      await ready(page);
      for (const [format, ext] of [['text', 'txt'], ['csv', 'csv'], ['json', 'json']]) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.click(`#exports [data-export="${format}"]`),
        ]);
        assert.equal(download.suggestedFilename(), `${c.file}.${ext}`);
        const text = fs.readFileSync(await download.path(), 'utf8');
        assert.equal(text, movelab([...c.cli, '--format', format]), `${c.query} ${format}: the command line's bytes`);
        if (format === 'text') assert.match(text, /^\d+( \d+)*\n$/);
        if (format === 'json') {
          const j = JSON.parse(text);
          assert.deepEqual(Object.keys(j), c.cli[0] === 'pairs'
            ? ['puzzle', 'n', 'length', 'moves']
            : ['puzzle', 'n', 'm', 'first', 'length', 'moves']);
          assert.equal(j.moves.length, j.length);
        }
        const squares = format === 'csv' ? csvSquares(text) : text;
        const verdict = movelab(c.verify, squares);
        assert.match(verdict, /^solved in [\d,]+ moves, which is optimal$/m, `${c.query} ${format}: ${verdict}`);
        await page.locator('#export-status').filter({ hasText: `Saved ${c.file}.${ext}` }).waitFor();
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  }
});

test('too long a list is refused with the limit in words, and nothing downloads', async () => {
  const { page, problems } = await guardedPage(browser.context, server.url);
  try {
    await page.goto(`${server.url}?puzzle=shift&n=1000&m=1000`);
    await ready(page);
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.click('#exports [data-export="csv"]');
    const status = page.locator('#export-status');
    await status.filter({ hasText: 'No download' }).waitFor();
    const text = await status.textContent();
    assert.match(text, /1,002,000 moves/);
    assert.match(text, /at most 1,000,000 moves/);
    assert.ok(await status.isVisible());
    await page.waitForTimeout(500);
    assert.equal(downloads, 0);
    // Just under the limit still downloads: 999 x 999 is 999,999 moves.
    await page.goto(`${server.url}?puzzle=shift&n=999&m=999`);
    await ready(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#exports [data-export="text"]')]);
    const squares = fs.readFileSync(await download.path(), 'utf8');
    assert.equal(squares.trim().split(' ').length, 999 * 999 + 2 * 999);
    assert.match(movelab(['verify', 'shift', '999', '999'], squares), /^solved in [\d,]+ moves, which is optimal$/m);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
