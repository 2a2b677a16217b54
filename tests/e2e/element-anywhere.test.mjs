// dist/movelab-element.js (scripts/element-bundle.mjs) on a page of ANOTHER origin, loaded from
// a server that sends no CORS headers by one classic <script src>: the element's children show
// until it is ready, nim renders and plays, the one script is the only request, and a bad
// attribute or a wasm that cannot start is said in words inside the element's box.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { serve, launch, guardedPage } from './helpers.mjs';

let movelab; // dist/ (helpers' server sends no CORS headers)
let course; // the course page's own server, another origin
let browser;
const pages = new Map();

before(async () => {
  movelab = await serve();
  course = http.createServer((req, res) => {
    const body = pages.get(new URL(req.url, 'http://x').pathname);
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise((resolve) => course.listen(0, '127.0.0.1', resolve));
  course.url = `http://127.0.0.1:${course.address().port}/`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await movelab?.close();
  await new Promise((resolve) => course?.close(resolve));
});

const host = (body, { head = '' } = {}) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course page</title>${head}
<script defer src="${movelab.url}movelab-element.js"></script></head><body><main><h1>Lesson</h1>${body}</main>
<script>window.events = []; for (const t of ['ready', 'move', 'error']) document.addEventListener(t, (e) => window.events.push({ id: e.target.id, type: t, detail: e.detail }));</script>
</body></html>`;

/// Counts the wasm modules compiled (wasm-bindgen's start takes one of these two ways).
const COUNT_COMPILES = `<script>window.compiled = 0; for (const f of ['instantiate', 'instantiateStreaming']) {
  const real = WebAssembly[f]; WebAssembly[f] = (...a) => { window.compiled += 1; return real(...a); }; }</script>`;

const LINK = '<a class="fallback" href="https://example.org/movelab/?puzzle=nim">Play Nim on movelab</a>';

test('from another origin without CORS: children until ready, then nim plays; a bad attribute is said; French from inside the script', async () => {
  pages.set('/nim.html', host(`<movelab-puzzle id="nim" puzzle="nim" heaps="3,4,5">${LINK}</movelab-puzzle>
<movelab-puzzle id="bad" puzzle="chess" controls="none"></movelab-puzzle>`, { head: COUNT_COMPILES }));
  // One page's elements share one language: French on a page of its own.
  pages.set('/fr.html', host('<movelab-puzzle id="fr" puzzle="nim" lang="fr" heaps="1,2"></movelab-puzzle>'));
  const { page, problems } = await guardedPage(browser.context, [course.url, movelab.url]);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  let release;
  const gate = new Promise((resolve) => { release = resolve; });
  try {
    // The script held back: the element is not defined yet, and its link shows.
    await page.route(`${movelab.url}movelab-element.js`, async (route) => { await gate; await route.continue(); });
    await page.goto(`${course.url}nim.html`, { waitUntil: 'commit' });
    await page.locator('#nim a.fallback').waitFor({ state: 'visible', timeout: 10000 });
    release();
    await page.waitForFunction(() => window.events.some((e) => e.id === 'nim' && e.type === 'ready'), null, { timeout: 20000 });
    assert.equal(await page.locator('#nim a.fallback').isVisible(), false, 'the link gives way to the game');

    // The board is drawn, and a key plays: the visitor takes counters, the computer answers.
    const canvas = page.locator('#nim canvas[data-heaps]');
    assert.equal(await canvas.getAttribute('data-heaps'), '3,4,5');
    const box = await canvas.boundingBox();
    assert.ok(box.width > 200 && box.height > 50, `a board of some size: ${JSON.stringify(box)}`);
    await canvas.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.events.some((e) => e.id === 'nim' && e.type === 'move' && e.detail.by === 'computer'), null, { timeout: 10000 });
    assert.notEqual(await canvas.getAttribute('data-heaps'), '3,4,5');

    // puzzle="chess" is named in the element's own box (it shows the default game).
    const said = await page.locator('#bad .message').textContent();
    assert.match(said, /The attribute puzzle="chess" is not/);

    // Two games of two views: two of the six wasm modules compiled, the others left as text.
    assert.equal(await page.evaluate(() => window.compiled), 2);

    // One request to movelab's server, the script; everything else is inside it.
    assert.deepEqual(requests.filter((u) => u.startsWith(movelab.url)), [`${movelab.url}movelab-element.js`]);

    // In French the messages come from the script too (a blob: URL of the French file's
    // text): still the one request.
    requests.length = 0;
    await page.goto(`${course.url}fr.html`);
    await page.waitForFunction(() => window.events.some((e) => e.id === 'fr' && e.type === 'ready'), null, { timeout: 20000 });
    assert.equal(await page.locator('#fr #heaps-undo').textContent(), 'Annuler');
    assert.deepEqual(requests.filter((u) => u.startsWith(movelab.url)), [`${movelab.url}movelab-element.js`]);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a wasm that cannot start is said in the element, its children kept', async () => {
  pages.set('/broken.html', host(`<movelab-puzzle id="g" puzzle="nim">${LINK}</movelab-puzzle>`, {
    head: '<script>WebAssembly.instantiate = WebAssembly.instantiateStreaming = () => Promise.reject(new Error("WebAssembly is switched off here"));</script>',
  }));
  const { page } = await guardedPage(browser.context, [course.url, movelab.url]);
  try {
    await page.goto(`${course.url}broken.html`);
    await page.waitForFunction(() => window.events.some((e) => e.type === 'error'), null, { timeout: 20000 });
    const message = page.locator('#g .message');
    assert.ok(await message.isVisible(), 'the words are shown');
    assert.match(await message.textContent(), /cannot show Nim: WebAssembly is switched off here/);
    assert.ok(await page.locator('#g a.fallback').isVisible(), 'the link is still there');
  } finally {
    await page.close();
  }
});

test('a page whose policy forbids blob: scripts hears why in each element', async () => {
  pages.set('/policy.html', host(`<movelab-puzzle id="g" puzzle="nim">${LINK}</movelab-puzzle>`, {
    head: `<meta http-equiv="Content-Security-Policy" content="script-src 'unsafe-inline' ${movelab.url}">`,
  }));
  const { page } = await guardedPage(browser.context, [course.url, movelab.url]);
  try {
    await page.goto(`${course.url}policy.html`);
    const message = page.locator('#g [role="alert"]');
    await message.waitFor({ timeout: 10000 });
    assert.match(await message.textContent(), /The movelab game cannot start in this page: .+/);
    assert.ok(await page.locator('#g a.fallback').isVisible(), 'the link is still there');
  } finally {
    await page.close();
  }
});
