// Hostile values in every game's link, from the catalog alone: huge numbers, 2^53, negative,
// empty, long, unknown characters. None may cause a console error, a page error or "could
// not start"; the game is still drawn; a value the page refuses is named in its message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, guardedPage } from './helpers.mjs';
import { catalogFromCli } from './helpers-catalog.mjs';

const env = useBrowser();
const catalog = catalogFromCli();

const HOSTILE = [
  '', '-3', '9007199254740993', '1e309', '18446744073709551616', 'zz', '3.5', ' 7', '0x10',
  '١٢', '<img src=x onerror=alert(1)>', 'x'.repeat(1000),
];

/// The part of a value a message must show: the value, or its start when it is long.
const named = (v) => v.trim().slice(0, 24);

for (const game of catalog.games) {
  test(`${game.id}: hostile values in every parameter of the link are refused in words, the game still drawn`, async () => {
    const { page, problems } = await guardedPage(env.browser.context, env.server.url);
    try {
      for (const value of HOSTILE) {
        const q = new URLSearchParams({ puzzle: game.id });
        for (const p of game.params) q.set(p.name, value);
        for (const general of ['step', 'speed']) q.set(general, value);
        await page.goto(`${env.server.url}?${q}`);
        await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 })
          .catch(async () => { throw new Error(`${JSON.stringify(value)}: not ready: ${await page.locator('body').innerText()}`); });
        const message = await page.locator('#message').innerText();
        assert.doesNotMatch(message, /could not start|went wrong/i, JSON.stringify(value));
        assert.ok(await page.locator('canvas:visible').count() > 0, `${JSON.stringify(value)}: a canvas is drawn`);
        // A value refused anywhere is named; one taken is in the link the page writes.
        const written = new URLSearchParams(new URL(page.url()).search);
        for (const p of game.params) {
          const kept = written.get(p.name) === value;
          assert.ok(kept || (value.trim() !== '' && message.includes(named(value))) || value.trim() === '',
            `${game.id} ${p.name}=${JSON.stringify(value.slice(0, 40))}: neither kept nor named in "${message.slice(0, 300)}"`);
        }
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}
