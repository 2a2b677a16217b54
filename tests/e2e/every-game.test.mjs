// Every game of the catalog in every shell, with no test code of its own: for each game that
// `movelab catalog` lists, the page loads without a console error under its own tab title,
// its URL survives a round trip, an iframe on another origin (allow-listed) says `ready` and
// answers `get`, `restart` and a bad `set`, the custom element says `ready`, axe finds nothing
// in light and dark at 1280 and 390 px, and the embed code's height, estimated before it is
// asked for within 40 px of its measure, holds the whole view once it has settled, with at
// most 40 px to spare.
// A game added to the catalog is tested here by that alone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { useBrowser, guardedPage, axeViolations, DIST } from './helpers.mjs';
import { serveHtml, parentPage } from './embed-helpers.mjs';
import { catalogFromCli } from './helpers-catalog.mjs';
import { paramsFor } from '../../www/params.js';

const env = useBrowser();
const catalog = catalogFromCli();
const P = paramsFor(catalog);

/// Waits until the shell says a game is on screen (`body[data-ready]`, set with `ready`).
const onScreen = (page) => page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });

/// In the page: the share of the game's canvas (the first one shown) whose pixels have a
/// contrast of 3:1 or more (WCAG's relative luminance) against the canvas's most common colour.
function contrastingShare() {
  const c = [...document.querySelectorAll('canvas')].find((x) => x.offsetParent !== null && x.width > 0);
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const channel = (v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  const rgb = (r, g, b) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const luminance = (i) => rgb(d[i], d[i + 1], d[i + 2]);
  const counts = new Map();
  for (let i = 0; i < d.length; i += 4) {
    const key = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const board = [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const L = rgb(board >> 16, (board >> 8) & 255, board & 255);
  let high = 0;
  for (let i = 0; i < d.length; i += 4) {
    const l = luminance(i);
    if ((Math.max(l, L) + 0.05) / (Math.min(l, L) + 0.05) >= 3) high += 1;
  }
  return high / (d.length / 4);
}

/// In an embedded page: its document's scroll height, viewport height and content height
/// (the bottom of its body's margin box) once they have not changed for 20 frames in a row
/// (at least 20 × 50 ms), or after 10 s.
async function settledLayout() {
  const read = () => {
    const body = document.body;
    const content = body.getBoundingClientRect().bottom + window.scrollY + parseFloat(getComputedStyle(body).marginBottom || '0');
    return { scroll: document.documentElement.scrollHeight, client: document.documentElement.clientHeight, content: Math.ceil(content) };
  };
  const end = performance.now() + 10000;
  let last = read();
  for (let still = 0; still < 20 && performance.now() < end;) {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    const now = read();
    still = now.scroll === last.scroll && now.content === last.content ? still + 1 : 0;
    last = now;
  }
  return last;
}

/// The most wasm a game's page downloads, gzipped: its view's module alone (issue 27's
/// limits), and the most of everything it requests until it settles (issue 38's budget of
/// 210 KB, and 15 KB more for its words since issue 39: Fluent, www/i18n.js and the
/// messages of the page, the game and its view, BENCHMARKS.md "Languages").
const ROWS_BUDGET = 102400;
const GAME_BUDGET = 200 * 1024;
const PAGE_BUDGET = 225 * 1024;

/// The gzipped size (level 9) of the files at these addresses of the built page (`/` is
/// its index.html).
const gzipped = (paths) => paths.reduce((sum, p) => {
  const file = path.join(DIST, decodeURIComponent(p.endsWith('/') ? `${p}index.html` : p));
  return sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}, 0);

/// Opens `query` in a guarded page; returns `{ page, problems, wasm }` once the game is on
/// screen, `wasm` the paths of the .wasm files it downloaded.
async function open(query, { width = 1280, height = 900, colorScheme = 'light' } = {}) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  const wasm = [];
  const requested = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(env.server.url).origin) requested.push(url.pathname);
    if (r.url().endsWith('.wasm')) wasm.push(url.pathname);
  });
  await page.setViewportSize({ width, height });
  await page.emulateMedia({ colorScheme });
  await page.goto(`${env.server.url}?${query}`);
  await onScreen(page);
  return { page, problems, wasm, requested };
}

for (const game of catalog.games) {
  test(`${game.id}: loads, titles its tab, keeps its URL, passes axe light and dark at 1280 and 390 px`, async () => {
    const { page, problems, wasm, requested } = await open(`puzzle=${game.id}`);
    try {
      assert.equal(await page.title(), `${game.title} · movelab`);
      // Its download stays within the budget: its own view's module alone (never the checker
      // rows' for another game), and everything it requests until the network settles.
      await page.waitForLoadState('networkidle');
      const bytes = gzipped(wasm);
      assert.equal(wasm.length, 1, `${wasm}`);
      if (game.view !== 'row') assert.ok(!wasm[0].includes('/rows-'), `${game.id} loads the rows module: ${wasm}`);
      assert.ok(bytes <= (game.view === 'row' ? ROWS_BUDGET : GAME_BUDGET), `${game.id} downloads ${bytes} bytes of wasm gzipped: ${wasm}`);
      const everything = gzipped([...new Set(requested)]);
      assert.ok(everything <= PAGE_BUDGET, `${game.id} requests ${everything} bytes gzipped: ${[...new Set(requested)]}`);
      assert.ok(await page.locator('#message').isHidden(), `no message: ${await page.locator('#message').textContent()}`);
      // No id is used twice (push's mode button and its player's once shared one, and the
      // player took the mode button for its own).
      const twice = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
        return ids.filter((id, i) => ids.indexOf(id) !== i);
      });
      assert.deepEqual(twice, [], 'ids used twice');
      // Its recorded runs are one click away: a link each, titled by the catalog, on the
      // settings shown.
      const links = await page.locator('#runs-list a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      assert.deepEqual(links, game.runs.map((r) => [r.title, `?${P.formatParams({ ...P.parseParams(`?puzzle=${game.id}`).settings, show: r.name })}`]));
      assert.equal(await page.locator('#runs-links').isVisible(), game.runs.length > 0);
      // The page writes its settings into the link; that link opens the same settings.
      const written = new URL(page.url()).search;
      const expected = `?${P.formatParams(P.parseParams(`?puzzle=${game.id}`).settings)}`;
      assert.equal(written, expected);
      await page.goto(`${env.server.url}${written}`);
      await onScreen(page);
      assert.equal(new URL(page.url()).search, written);
      assert.ok(await page.locator('#message').isHidden());
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        for (const colorScheme of ['light', 'dark']) {
          await page.emulateMedia({ colorScheme });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          assert.deepEqual(await axeViolations(page), [], `${width} px, ${colorScheme}`);
        }
      }
      // Pieces stand out from their board in both schemes: at least 1% of the drawing at
      // 3:1 contrast or more against its most common colour (the board).
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const colorScheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme });
        await page.waitForTimeout(400); // the views redraw on the scheme's change
        const share = await page.evaluate(contrastingShare);
        assert.ok(share >= 0.01, `${colorScheme}: ${(share * 100).toFixed(2)}% of the canvas at 3:1 against its board`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  // Each recorded run: the page fetches the one lab module that records its game's runs
  // (www/views/index.js), within the budget with the rows module, and that module has the
  // run's recorder: the run is drawn, or refused by its own size at the defaults.
  for (const { name: run } of game.runs) {
    test(`${game.id}: show=${run} is recorded by one lab module within the budget`, async () => {
      const { page, problems, wasm } = await open(`puzzle=${game.id}&show=${run}`);
      try {
        assert.equal(wasm.filter((p) => p.includes('/lab/')).length, 1, `one lab module: ${wasm}`);
        const bytes = gzipped(wasm);
        assert.ok(bytes <= GAME_BUDGET, `show=${run} downloads ${bytes} bytes of wasm gzipped: ${wasm}`);
        await page.waitForFunction(() => document.getElementById('run-canvas')?.dataset.length
          || document.getElementById('run-error')?.hidden === false, null, { timeout: 20000 });
        const error = page.locator('#run-error');
        if (await error.isVisible()) {
          assert.match(await error.textContent(), /the most a run records/);
        } else {
          const canvas = page.locator('#run-canvas');
          assert.equal(await canvas.getAttribute('data-show'), run);
          assert.ok(Number(await canvas.getAttribute('data-length')) > 0);
        }
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  test(`${game.id}: an iframe on another origin hears ready, answers get and restart, refuses a bad set`, async () => {
    const parent = await serveHtml({});
    const src = `${env.server.url}?puzzle=${game.id}&embed=1&origins=${encodeURIComponent(parent.origin)}`;
    parent.pages['/'] = parentPage(src);
    const { page, problems } = await guardedPage(env.browser.context, [parent.origin, env.server.url]);
    try {
      await page.goto(parent.url);
      const got = (type) => page.evaluate((t) => window.got.filter((m) => m.data.type === t).map((m) => m.data), type);
      const wait = (fn, arg, what) => page.waitForFunction(fn, arg, { timeout: 20000 })
        .catch(async () => { throw new Error(`no ${what}: ${JSON.stringify(await page.evaluate(() => window.got))}`); });
      await wait(() => window.got.some((m) => m.data.type === 'ready'), null, 'ready');
      const [ready] = await got('ready');
      assert.equal(ready.source, 'movelab');
      assert.equal(ready.puzzle, game.id);
      assert.equal(ready.settings.puzzle, game.id);
      // As the link writes them: a flag that is off is left out, like the defaults of the step.
      for (const p of game.params.filter((q) => q.kind.type !== 'flag')) assert.ok(p.name in ready.settings, `settings has ${p.name}`);
      assert.ok(!('embed' in ready.settings) && !('origins' in ready.settings));

      await page.evaluate(() => window.send({ type: 'get' }));
      await wait(() => window.got.some((m) => m.data.type === 'settings'), null, 'settings after get');
      assert.deepEqual((await got('settings'))[0].settings, ready.settings);

      await page.evaluate(() => window.send({ type: 'set', colour: 'blue' }));
      await wait(() => window.got.some((m) => m.data.type === 'error'), null, 'error');
      const [error] = await got('error');
      assert.match(error.problems.join(' '), /"colour" is not a setting of/);
      assert.equal(error.puzzle, game.id);

      await page.evaluate(() => window.send({ type: 'restart' }));
      await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      assert.equal((await got('error')).length, 1, 'restart is obeyed');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
      await parent.close();
    }
  });

  test(`${game.id}: the element says ready, and its embed code holds the whole view`, async () => {
    const host = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Element</title>
<script type="module" src="./www/element.js"></script></head><body><main><h1>A game</h1>
<movelab-puzzle id="g" puzzle="${game.id}"></movelab-puzzle></main>
<script>window.events = []; document.addEventListener('ready', (e) => window.events.push(e.detail));</script></body></html>`;
    const { page, problems } = await guardedPage(env.browser.context, env.server.url);
    try {
      await page.route(`${env.server.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: host }));
      await page.goto(`${env.server.url}host.html`);
      await page.waitForFunction(() => window.events.length > 0, null, { timeout: 20000 });
      const [ready] = await page.evaluate(() => window.events);
      assert.equal(ready.puzzle, game.id);
      assert.equal(ready.settings.puzzle, game.id);

      // The embed code, once measured, is as tall as the embedded page's content, measured
      // from a window shorter than that page: the code's height is the embedded page's,
      // whatever the window (the view on the page is not: a board sized by the window is
      // shorter there than in the embed, and the embed hides the settings).
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(`${env.server.url}?puzzle=${game.id}`);
      await onScreen(page);
      const code = page.locator('#embed-code');
      assert.equal(await code.getAttribute('data-height'), 'estimated', 'nothing is measured before it is asked for');
      // Until then it holds an estimate: once the page is idle, the height of a still copy of
      // the view laid out as the embed is, which is what the embedded page needs.
      await page.waitForFunction(() => document.getElementById('embed-code').dataset.estimate === 'copy', null, { timeout: 10000 })
        .catch(() => {});
      const estimated = Number(/height="(\d+)"/.exec(await code.inputValue())[1]);
      assert.equal(await code.getAttribute('data-height'), 'estimated', 'the estimate measures nothing');
      await code.focus();
      await page.waitForFunction(() => document.getElementById('embed-code').dataset.height === 'measured', null, { timeout: 30000 });
      const snippet = await code.inputValue();
      const width = Number(/width="(\d+)"/.exec(snippet)[1]);
      const height = Number(/height="(\d+)"/.exec(snippet)[1]);
      assert.ok(Math.abs(estimated - height) <= 40, `the estimate (${estimated} px) is within 40 px of the measured height (${height} px)`);
      const src = /src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&');
      await page.setContent(`<iframe id="e" title="embedded" src="${src.replaceAll('&', '&amp;')}" width="${width}" height="${height}" style="border:0"></iframe>`);
      const frame = page.frameLocator('#e');
      await frame.locator('body[data-ready="true"]').waitFor({ timeout: 20000 });
      const embedded = page.frames().find((f) => f.url().startsWith(env.server.url) && f !== page.mainFrame());
      const inner = await embedded.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() =>
        r({ scroll: document.documentElement.scrollHeight, client: document.documentElement.clientHeight })))));
      assert.ok(inner.scroll <= inner.client + 1, `the embedded view fits its ${height} px: ${JSON.stringify(inner)}`);
      assert.ok(height > 150, `a real height: ${height}`);
      // And once everything the view does after `ready` is done (a canvas sized, a status
      // line written, a module or a font come late): nothing is cut off, and the code is
      // not much taller than what it shows.
      const settled = await embedded.evaluate(settledLayout);
      assert.ok(settled.scroll <= height, `nothing of the embedded page is cut off at ${height} px: ${JSON.stringify(settled)}`);
      assert.ok(height - settled.content <= 40, `${height} px is within 40 px of the content: ${JSON.stringify(settled)}`);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}
