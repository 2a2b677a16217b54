// Shared by the end-to-end tests and the browser benchmark: a tiny static server for
// dist/ on 127.0.0.1 (random port), Debian's chromium through playwright-core (never a
// downloaded browser), and guards that fail a test on any console error or on any
// request that leaves the page's origin.

import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { before, after } from 'node:test';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = path.join(ROOT, 'dist');
export const ARTIFACTS = path.join(ROOT, 'tests', 'e2e', 'artifacts');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/// For a test file: the static server of dist/ and the browser, started before its tests
/// and closed after them, as `env.server` and `env.browser`.
export function useBrowser() {
  const env = {};
  before(async () => {
    env.server = await serve();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/// Serves `dir` on 127.0.0.1 at a random port. Returns `{ url, close }`.
/// Serves `dir` on a free local port. `isolated`: with the headers that make the page
/// cross-origin isolated, where the browser's clock (`performance.now()`) is fine-grained
/// (5 µs in Chromium, not 100 µs): the browser benchmark's `--isolated`.
export async function serve(dir = DIST, { isolated = false } = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`trunk build --release --offline\` first`);
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
        ...(isolated ? { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' } : {}),
      });
      res.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/// Launches Debian's chromium headless with a fresh profile and no background traffic;
/// `locale` is the browser's language (navigator.languages), its own by default.
export async function launch({ locale } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'movelab-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
    ...(locale ? { locale } : {}),
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/// A new page with guards: `problems` collects console errors, uncaught exceptions (of any
/// of its frames) and any request outside `allowed` (one origin or URL, or a list of them),
/// which is also aborted.
export async function guardedPage(context, allowed) {
  const prefixes = [allowed].flat().map((o) => (o.endsWith('/') ? o : `${o}/`));
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (prefixes.some((p) => url.startsWith(p)) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    problems.push(`request left the allowed origins: ${url}`);
    return route.abort();
  });
  return { page, problems };
}

/// Opens `query` on the `server`'s page in a guarded page of `browser` (a viewport of
/// `width` x `height`, optional `media` emulation), waits with `until` (the row view's board
/// by default; `viewReady` for another view), runs `fn(page)`, then fails on any console
/// error, page error or foreign request.
export async function withPage(browser, server, query, fn, { width = 1280, height = 900, media, until = ready } = {}) {
  const { page, problems } = await guardedPage(browser.context, server.url);
  try {
    await page.setViewportSize({ width, height });
    if (media) await page.emulateMedia(media);
    await page.goto(`${server.url}?${query}`);
    await until(page);
    await fn(page);
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
  } finally {
    await page.close();
  }
}

/// Waits until the board shows step `step`.
export const waitStep = (page, step, timeout = 10000) =>
  page.waitForFunction(
    (k) => document.getElementById('board').getAttribute('data-step') === String(k),
    step,
    { timeout },
  );

/// The step and the window hooks (`data-step`, `data-board`, `data-window-start`,
/// `data-window`) once the stage has drawn step `k` (a number or a BigInt), two frames later.
export async function shownAt(page, k, timeout = 5000) {
  await page.waitForFunction(
    (k) => document.getElementById('board').getAttribute('data-step') === k,
    String(k),
    { timeout },
  );
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const c = document.getElementById('board');
    resolve({
      step: c.getAttribute('data-step'),
      board: c.getAttribute('data-board'),
      start: Number(c.getAttribute('data-window-start')),
      window: c.getAttribute('data-window'),
    });
  }))));
}

/// Waits until the stage has drawn and reported a step.
export async function ready(page) {
  await page.waitForFunction(() => {
    const c = document.getElementById('board');
    return c && c.hasAttribute('data-step') && document.getElementById('loading').hidden;
  }, null, { timeout: 15000 });
}

/// A wait for another view: its canvas `canvasId` carries `attribute` and the loading line
/// is gone.
export const viewReady = (canvasId, attribute) => (page) => page.waitForFunction(([id, attr]) =>
  document.getElementById(id)?.hasAttribute(attr) && document.getElementById('loading').hidden,
[canvasId, attribute], { timeout: 15000 });

/// The axe-core violations in `page` (the whole document, or the element `selector`), as
/// "rule: help (targets)" lines; axe-core comes from node_modules, never the network.
export async function axeViolations(page, selector = null) {
  await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  return page.evaluate(async (sel) => {
    const r = await window.axe.run(sel ? document.querySelector(sel) : document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, selector);
}

export function hooks(page) {
  return page.evaluate(() => {
    const c = document.getElementById('board');
    return {
      puzzle: c.getAttribute('data-puzzle'),
      step: Number(c.getAttribute('data-step')),
      board: c.getAttribute('data-board'),
    };
  });
}

export function artifact(name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

// ---- en-XA: what bypassed the message files -------------------------------------------------

/// `text` without en-XA's bracketed messages, nested ones too (a fact worded inside a
/// sentence): the innermost brackets first, so an unmatched bracket hides nothing.
export function outsideBrackets(text) {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, ' ');
  }
  return rest;
}

/// The plain English words (three ASCII letters or more) of `text` outside en-XA's brackets:
/// a sentence that bypassed the message files. `allowed`: notation and the link's own names
/// and values, compared in lower case.
export function plainEnglish(text, allowed = []) {
  const ok = new Set(allowed.map((w) => w.toLowerCase()));
  return (outsideBrackets(text).match(/[A-Za-z]{3,}/g) ?? []).filter((w) => !ok.has(w.toLowerCase()));
}

/// In the page (`page.evaluate(readerText)`): every text a reader meets, its labels, titles
/// and placeholders too; left out are what is in another language on purpose (a paper's
/// title in its own, `<cite lang="en">`; the language menu, each language named in itself)
/// and the embed code (a link: notation). Those are hidden: put the page away after.
export function readerText() {
  const own = document.documentElement.lang;
  for (const el of document.querySelectorAll('body [lang], #lang-select')) {
    if (el.id === 'lang-select' || el.lang !== own) el.style.display = 'none';
  }
  const parts = [document.title, document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    if (el.closest('[hidden]')) continue;
    for (const a of ['aria-label', 'title', 'placeholder', 'alt']) if (el.hasAttribute(a)) parts.push(el.getAttribute(a));
  }
  const code = document.getElementById('embed-code')?.value;
  // Addresses (a placeholder's example of a course site) are notation too.
  return parts.join('\n').split(code || '\u0000').join(' ').replace(/https?:\/\/\S+/g, ' ');
}
