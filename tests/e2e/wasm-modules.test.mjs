// The page's wasm modules (docs/architecture.md, "The wasm modules"): the checker puzzles
// download the rows module alone, within the 100 KB gzipped budget; a game of another view
// fetches its view's lab module (dist/lab/) once, the first time it opens.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { useBrowser, guardedPage, ROOT } from './helpers.mjs';

const env = useBrowser();
const DIST = path.join(ROOT, 'dist');

/// The .wasm files `query` downloads until its view is drawn (`ready` is a selector).
async function wasmDownloads(query, ready) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(new URL(r.url()).pathname); });
  try {
    await page.goto(`${env.server.url}?${query}`);
    await page.waitForSelector(ready, { timeout: 15000 });
    await page.waitForLoadState('networkidle');
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
    return wasm;
  } finally {
    await page.close();
  }
}

test('the checker puzzles download one wasm module, at most 100 KB gzipped', async () => {
  const wasm = await wasmDownloads('puzzle=pairs&n=5', '#board[data-step]');
  assert.equal(wasm.length, 1, `one module: ${wasm}`);
  assert.ok(!wasm[0].includes('/lab/'), `not the lab module: ${wasm[0]}`);
  const file = fs.readdirSync(DIST).find((f) => f.endsWith('.wasm'));
  const gz = zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
  assert.ok(gz <= 100 * 1024, `the rows module is ${gz} bytes gzipped`);
});

test('a game of another view fetches the lab module as well, once', async () => {
  const wasm = await wasmDownloads('puzzle=nim&heaps=3,4,5', '#heaps-canvas[data-step]');
  assert.equal(wasm.length, 2, `the rows and the lab module: ${wasm}`);
  assert.equal(wasm.filter((p) => p.includes('/lab/')).length, 1, `one lab module: ${wasm}`);
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
  const modules = [
    ...fs.readdirSync(DIST).filter((f) => f.endsWith('.wasm')).map((f) => path.join(DIST, f)),
    ...fs.readdirSync(path.join(DIST, 'lab')).filter((f) => f.endsWith('.wasm')).map((f) => path.join(DIST, 'lab', f)),
  ];
  assert.equal(modules.length, 6, `the rows module and the five of the lab: ${modules}`);
  const all = new Set(modules.flatMap(boundary));
  assert.ok(all.has('rowview_act'), 'the row view answers through its one handle');
  assert.ok(all.size <= 50, `${all.size} exports: ${[...all].sort().join(', ')}`);
});
