// The home view: the list of every game under the page, read from the catalog, each a link
// that opens its game by `puzzle=`; hidden when embedded.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useBrowser, withPage as openPage, ROOT } from './helpers.mjs';
import { catalogFromCli } from './helpers-catalog.mjs';

const env = useBrowser();
const catalog = catalogFromCli();

const withPage = (query, fn, options) => openPage(env.browser, env.server, query, fn, options);

test('the list names every game of the catalog with its line and a link by puzzle=', async () => {
  await withPage('puzzle=pairs&n=5', async (page) => {
    const items = await page.locator('#games-list a').evaluateAll((links) => links.map((a) => ({
      href: a.getAttribute('href'),
      title: a.querySelector('strong').textContent,
      line: a.querySelector('span').textContent,
      current: a.getAttribute('aria-current'),
      picture: a.querySelectorAll('svg *').length,
    })));
    assert.equal(items.length, catalog.games.length);
    catalog.games.forEach((game, i) => {
      assert.equal(items[i].href, `?puzzle=${game.id}`);
      assert.equal(items[i].title, game.title);
      assert.equal(items[i].line, game.tagline);
      assert.equal(items[i].current, game.id === 'pairs' ? 'page' : null, game.id);
      assert.ok(items[i].picture > 0, `${game.id} has a picture`);
    });
  });
});

/// The home page (a link naming no game) is ready when its gallery is.
const gallery = (page) => page.waitForFunction(() => document.body.classList.contains('home')
  && document.querySelectorAll('#games-list a').length > 0, null, { timeout: 15000 });

test('following a link opens that game', async () => {
  await withPage('', async (page) => {
    await page.locator('#games-list a[href="?puzzle=pairs"]').click();
    await page.waitForFunction(() => document.getElementById('board')?.getAttribute('data-puzzle') === 'pairs');
    assert.match(page.url(), /\?puzzle=pairs/);
  }, { until: gallery });
});

test('an embedded page shows no list', async () => {
  await withPage('embed=1', async (page) => {
    assert.equal(await page.locator('#games').isVisible(), false);
  });
});

test('axe-core finds no accessibility violations in the list, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    await withPage('', async (page) => {
      await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
      const violations = await page.evaluate(async () => {
        const r = await window.axe.run(document.getElementById('games'), { resultTypes: ['violations'] });
        return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      assert.deepEqual(violations, [], colorScheme);
    }, { media: { colorScheme }, until: gallery });
  }
});

test('a link naming no game is the home page: titled movelab, the gallery on the first screen, each card naming its paper', async () => {
  for (const [width, height, atLeast] of [[1280, 900, 8], [390, 844, 3]]) {
    await withPage('', async (page) => {
      assert.equal(await page.title(), 'movelab');
      assert.ok(await page.locator('#board-card').isHidden(), 'no game is mounted');
      const visible = await page.locator('#games-list a').evaluateAll((links) => links
        .filter((a) => a.getBoundingClientRect().bottom <= innerHeight).length);
      assert.ok(visible >= atLeast, `${visible} games on the first screen at ${width} px, want ${atLeast}`);
      const sources = await page.locator('#games-list a small').allTextContents();
      assert.equal(sources.length, catalog.games.length);
      assert.ok(sources.every((t) => /^From .*[a-z]/.test(t) && !t.includes('.txt')), sources.join(' | '));
      // Every game's page leads back here.
      await page.locator('#games-list a[href="?puzzle=peg"]').click();
      await page.waitForFunction(() => document.body.dataset.ready === 'true' && !document.body.classList.contains('home'));
      await page.locator('.home-link').click();
      await gallery(page);
    }, { width, height, until: gallery });
  }
});
