// The page's wasm modules (docs/architecture.md, "The wasm modules"): the home page loads
// none (the catalog is data, dist/catalog.js) and requests at most 90 KB gzipped until it
// settles (80 KB before its words came from the message files: Fluent, www/i18n.js and the
// page's part of the messages cost 17 KB, BENCHMARKS.md "Languages"); each game fetches only its view's module, within 210 KB in all
// (tests/e2e/every-game.test.mjs checks every game).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { useBrowser, guardedPage, ROOT } from './helpers.mjs';
import { catalogFromCli, rawCatalogFromCli } from './helpers-catalog.mjs';

const env = useBrowser();
const DIST = path.join(ROOT, 'dist');
const catalog = catalogFromCli();

/// What `query` requests until the page settles: each response's path and its body's size
/// gzipped (level 9, as a static server would send it), and the .wasm files among them.
async function downloads(query) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  const bodies = [];
  page.on('response', (r) => bodies.push(r.body().then(
    (b) => ({ path: new URL(r.url()).pathname, gz: zlib.gzipSync(b, { level: 9 }).length }),
    () => ({ path: new URL(r.url()).pathname, gz: 0 }),
  )));
  try {
    await page.goto(`${env.server.url}?${query}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
    const files = await Promise.all(bodies);
    return { files, wasm: files.map((f) => f.path).filter((f) => f.endsWith('.wasm')) };
  } finally {
    await page.close();
  }
}

const total = (files) => files.reduce((a, f) => a + f.gz, 0);
const listing = (files) => files.map((f) => `${f.path} ${f.gz}`).join(', ');


test('the page reads the core\'s catalog whole: dist/catalog.js is the command line\'s', async () => {
  const { default: built } = await import(path.join(DIST, 'catalog.js'));
  assert.deepEqual(built, rawCatalogFromCli());
  assert.equal(built.games.length, 14);
});

test('the home page loads no wasm module and at most 90 KB gzipped', async () => {
  const { files, wasm } = await downloads('');
  assert.deepEqual(wasm, [], 'no wasm module');
  assert.ok(total(files) <= 90 * 1024, `${total(files)} bytes: ${listing(files)}`);
});

test('the checker puzzles\' module is at most 100 KB gzipped', () => {
  const file = fs.readdirSync(path.join(DIST, 'lab')).find((f) => /^rows-.*\.wasm$/.test(f));
  const gz = zlib.gzipSync(fs.readFileSync(path.join(DIST, 'lab', file)), { level: 9 }).length;
  assert.ok(gz <= 100 * 1024, `the rows module is ${gz} bytes gzipped`);
});

/// The functions a wasm module exports to JavaScript: its classes' constructors and methods
/// and its free functions (wasm-bindgen's own plumbing, `__wbindgen_*` and `__wbg_*`, and
/// the memory and the table are not the project's boundary).
function boundary(file) {
  const module = new WebAssembly.Module(fs.readFileSync(file));
  return WebAssembly.Module.exports(module)
    .filter((e) => e.kind === 'function' && !e.name.startsWith('__'))
    .map((e) => e.name);
}

test('the wasm boundary is narrow: at most 50 exports in all the modules', () => {
  const modules = fs.readdirSync(path.join(DIST, 'lab')).filter((f) => f.endsWith('.wasm')).map((f) => path.join(DIST, 'lab', f));
  assert.equal(modules.length, 6, `the rows module and the five of the lab: ${modules}`);
  assert.deepEqual(fs.readdirSync(DIST).filter((f) => f.endsWith('.wasm')), [], 'none outside lab/');
  const all = new Set(modules.flatMap(boundary));
  assert.ok(all.has('rowview_act'), 'the row view answers through its one handle');
  assert.ok(all.size <= 50, `${all.size} exports: ${[...all].sort().join(', ')}`);
});
