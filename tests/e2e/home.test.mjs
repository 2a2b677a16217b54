// The home view: the list of every game under the page, read from the catalog, each a link
// that opens its game by `puzzle=` with a picture of one of its positions drawn by its own
// view's renderer; hidden when embedded.

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
      picture: a.querySelector('canvas.game-picture')?.getAttribute('aria-hidden'),
    })));
    assert.equal(items.length, catalog.games.length);
    catalog.games.forEach((game, i) => {
      assert.equal(items[i].href, `?puzzle=${game.id}`);
      assert.equal(items[i].title, game.title);
      assert.equal(items[i].line, game.tagline);
      assert.equal(items[i].current, game.id === 'pairs' ? 'page' : null, game.id);
      assert.equal(items[i].picture, 'true', `${game.id} has a picture, hidden from screen readers`);
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

/// Every card's picture once drawn: its id, its data URL, and what its pixels say: the most
/// common colour (the board) and the share of pixels far from it (the pieces), and the
/// largest contrast ratio between the board and any pixel.
async function pictures(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('#games-list canvas')]
    .every((c) => c.dataset.drawn === 'true'), null, { timeout: 10000 });
  // The checker rows are drawn by the rows module in an animation frame: two frames later
  // every picture is on its canvas.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.locator('#games-list a').evaluateAll((links) => links.map((a) => {
    const canvas = a.querySelector('canvas');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const count = new Map();
    for (let k = 0; k < data.length; k += 4) {
      const key = data.slice(k, k + 4).join(',');
      count.set(key, (count.get(key) ?? 0) + 1);
    }
    const board = [...count].sort((x, y) => y[1] - x[1])[0][0].split(',').map(Number);
    const lum = ([r, g, b]) => {
      const c = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    };
    let far = 0;
    let contrast = 1;
    for (let k = 0; k < data.length; k += 4) {
      if (data[k + 3] < 250) continue; // edges and an unpainted margin say nothing of contrast
      const px = [data[k], data[k + 1], data[k + 2]];
      const [hi, lo] = [lum(px), lum(board)].sort((x, y) => y - x);
      const ratio = (hi + 0.05) / (lo + 0.05);
      contrast = Math.max(contrast, ratio);
      if (ratio >= 1.5) far += 1;
    }
    return {
      id: new URL(a.href).searchParams.get('puzzle'),
      url: canvas.toDataURL(),
      board,
      pieces: far / (data.length / 4),
      contrast,
      css: [canvas.clientWidth, canvas.clientHeight],
    };
  }));
}

test('each card\'s picture is a position of its game drawn by its renderer, in light and dark', async () => {
  const byScheme = {};
  for (const colorScheme of ['light', 'dark']) {
    await withPage('', async (page) => {
      const shown = await pictures(page);
      assert.deepEqual(shown.map((p) => p.id), catalog.games.map((g) => g.id));
      for (const p of shown) {
        assert.equal(p.board[3], 255, `${p.id} (${colorScheme}): the board is painted`);
        assert.ok(p.pieces > 0.02, `${p.id} (${colorScheme}): ${(p.pieces * 100).toFixed(1)} % of pixels are pieces`);
        // Pieces against their board at 3:1 or more, as every view's drawing (issue 26).
        assert.ok(p.contrast >= 3, `${p.id} (${colorScheme}): contrast ${p.contrast.toFixed(2)}`);
        assert.ok(p.css[0] >= 48 && p.css[1] >= 48, `${p.id}: ${p.css}`);
      }
      // Games that differ are drawn differently: every one, and the heap games
      // (one view) in particular.
      const urls = new Map(shown.map((p) => [p.id, p.url]));
      assert.equal(new Set(urls.values()).size, shown.length, `${colorScheme}: every picture differs`);
      for (const [a, b] of [['nim', 'kinrow'], ['nim', 'parity'], ['octal', 'subtraction'], ['parity', 'subtraction'], ['shift', 'pairs']]) {
        assert.notEqual(urls.get(a), urls.get(b), `${a} and ${b}`);
      }
      byScheme[colorScheme] = urls;
      // Drawn without any wasm module: the home page's pictures are the catalog's data.
      const wasm = await page.evaluate(() => performance.getEntriesByType('resource')
        .map((e) => e.name).filter((n) => n.endsWith('.wasm')));
      assert.deepEqual(wasm, [], 'no wasm module');
      // The page's catalog (dist/catalog.js) carries the same previews as the command line's.
      const previews = await page.evaluate(() => window.movelab.catalog.games.map((g) => g.preview));
      assert.deepEqual(previews, catalog.games.map((g) => g.preview));
    }, { media: { colorScheme }, until: gallery });
  }
  // The colours are the scheme's: no picture is the same in light and dark.
  for (const [id, url] of byScheme.light) assert.notEqual(url, byScheme.dark.get(id), `${id} follows the scheme`);
});

test('under a game the pictures are drawn once the list comes into view, not with the game', async () => {
  await withPage('puzzle=pairs&n=5', async (page) => {
    // The game fills the first screen: its page has not drawn, nor fetched, the pictures.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.locator('#games-list canvas[data-drawn="true"]').count(), 0);
    await page.locator('#games-list').scrollIntoViewIfNeeded();
    const shown = await pictures(page);
    assert.equal(shown.length, catalog.games.length);
    assert.ok(shown.every((p) => p.pieces > 0.02), shown.filter((p) => p.pieces <= 0.02).map((p) => p.id).join());
  });
});

test('the front page: the games in the main landmark, who the lab is for, each card\'s source by authors and title', async () => {
  await withPage('', async (page) => {
    assert.equal(await page.locator('main #games').count(), 1, 'the gallery is the main content');
    assert.ok(await page.locator('main').isVisible());
    assert.match(await page.locator('#games-intro').textContent(), /^For students, teachers and anyone curious: pick a game and play it\./);
    assert.match(await page.locator('#tagline').textContent(), /four research papers and a tutorial/);
    const cards = await page.locator('#games-list a small').evaluateAll((lines) => lines.map((l) => ({
      text: l.textContent, cite: l.querySelector('cite')?.textContent, lang: l.querySelector('cite')?.lang,
    })));
    catalog.games.forEach((game, i) => {
      const s = game.source;
      assert.equal(cards[i].cite, s.title, game.id);
      assert.equal(cards[i].lang, 'en', 'a title stays in its own language');
      assert.ok(cards[i].text.startsWith(`From the ${s.kind} ${s.title}`), cards[i].text);
      const names = new Intl.ListFormat('en-GB').format(s.authors);
      if (s.authors.length) assert.ok(cards[i].text.includes(`by ${names}`), cards[i].text);
    });
    const pairs = cards[catalog.games.findIndex((g) => g.id === 'pairs')].text;
    assert.equal(pairs, 'From the paper An Optimal Algorithm for a Strategy Game by Zhu and Wang');
    const nim = cards[catalog.games.findIndex((g) => g.id === 'nim')].text;
    assert.equal(nim, 'From the tutorial Algorithm Games by rasto6sk (TopCoder)');
  }, { until: gallery });
});
