#!/usr/bin/env node
// `make single-file`: writes dist-single/movelab.html, the built page (dist/, from `trunk
// build --release --offline`) as one self-contained file that works opened straight from
// disk (file://, no server) and asks for nothing: the stylesheet becomes a <style>, each
// JavaScript module a data: URL (its relative imports rewritten to the data: URLs of the
// modules they name, so each module is still loaded once), and each wasm module base64 text
// read into a blob: URL.
//
// usage: node scripts/single-file.mjs [dist-dir] [out-file]

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleGraph } from './inline-modules.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));
const OUT = path.resolve(process.argv[3] ?? path.join(ROOT, 'dist-single', 'movelab.html'));

function fail(message) {
  console.error(`single-file: ${message}`);
  process.exit(1);
}

const indexFile = path.join(DIST, 'index.html');
if (!fs.existsSync(indexFile)) fail(`${indexFile} is missing: run \`trunk build --release --offline\` first`);
let html = fs.readFileSync(indexFile, 'utf8');

// ---- JavaScript modules as data: URLs ---------------------------------------------------

/// Each module a data: URL, its relative imports (static, and `import('…')` of a literal)
/// replaced by the data: URLs of the modules they name (scripts/inline-modules.mjs). A
/// module's `new URL('./x.wasm', import.meta.url).href` (the lab module's address, written by
/// scripts/wasm-modules.sh; a data: module has no address to resolve it against) becomes a
/// blob: URL of the wasm, read from a base64 data block added to the page (`wasmBlocks`),
/// not nested in the module's own data: URL where each level would add a third.
const wasmBlocks = new Map();
const importMap = new Map();
const graph = moduleGraph({
  fail,
  // Each module once, as a data: URL in the page's import map under a name of its own: a
  // module nested in each importer's data: URL would be copied into every one of them, a
  // third larger at each level (17 MB once every view imported the message module).
  address: (_file, source) => {
    const name = `movelab-module-${importMap.size}`;
    importMap.set(name, `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
    return name;
  },
  asset: (file, href) => {
    // The message files of every language (www/i18n.js) ride in data blocks too: inside the
    // module's own data: URL they would be copied into every module that imports it.
    const ftl = file.endsWith('.ftl');
    if (!ftl && (!href || !file.endsWith('.wasm'))) return null;
    if (!wasmBlocks.has(file)) wasmBlocks.set(file, `movelab-${ftl ? 'ftl' : 'wasm'}-${wasmBlocks.size + 1}`);
    const id = wasmBlocks.get(file);
    const blob = `URL.createObjectURL(new Blob([Uint8Array.from(atob(document.getElementById('${id}').textContent.trim()), (c) => c.charCodeAt(0))], { type: '${ftl ? 'text/plain;charset=utf-8' : 'application/wasm'}' }))`;
    return href ? blob : `new URL(${blob})`;
  },
});
const inlineImports = (source, dir) => graph.rewrite(source, dir);

// The worksheet is a page of its own in dist/www/; here it is this file at #worksheet, laid
// out by the page's script (www/app.js) with the worksheet's stylesheet, inlined but off.
html = html.replace('<html lang="en">', '<html lang="en" data-single-file>');
html = html.replace('href="www/worksheet.html"', 'href="#worksheet"');
const sheetCss = fs.readFileSync(path.join(DIST, 'www', 'worksheet.css'), 'utf8');
html = html.replace('</head>', () => `<style id="worksheet-style" media="not all">\n${sheetCss}</style>\n</head>`);

// Preloads of the files that are now inline.
html = html.replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '');

// ---- the stylesheet and the page's own modules -------------------------------------------

html = html.replace(/<link rel="stylesheet" href="([^"]+)">/g, (_all, href) => {
  const css = fs.readFileSync(path.join(DIST, href), 'utf8');
  if (/url\(|@import/.test(css)) fail(`${href} refers to other files (url() or @import); inline them too`);
  return `<style>\n${css}</style>`;
});
html = html.replace(/<script type="module" src="([^"]+)"><\/script>/g, (_all, src) => {
  const source = inlineImports(fs.readFileSync(path.join(DIST, src), 'utf8'), path.dirname(path.join(DIST, src)));
  return `<script type="module">\n${source.replace(/<\/script/gi, '<\\/script')}\n</script>`;
});

// The import map, before the first module script, which it must precede.
const map = JSON.stringify({ imports: Object.fromEntries(importMap) });
html = html.replace('<script type="module">', () => `<script type="importmap">${map}</script>\n<script type="module">`);

// Each wasm module, as base64 text its module reads (a data block, not a script that runs).
const block = (id, bytes) => `<script type="application/octet-stream" id="${id}">\n${bytes.toString('base64')}\n</script>\n`;
const blocks = [...wasmBlocks].map(([file, id]) => block(id, fs.readFileSync(file)));
html = html.replace('</body>', () => `${blocks.join('')}</body>`);

// Nothing may refer to another file any more.
const leftover = html.match(/\b(?:src|href)="(?!data:|#)[^"]*"/g)?.filter((a) => !a.startsWith('href="data:'));
if (leftover?.length) fail(`still refers to other files: ${leftover.join(', ')}`);

fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, html);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const wasmTotal = [...wasmBlocks.keys()].filter((f) => f.endsWith('.wasm')).reduce((a, f) => a + fs.statSync(f).size, 0);
console.log(`single-file: wrote ${path.relative(process.cwd(), OUT)} (${kb(Buffer.byteLength(html))}; ${[...wasmBlocks.keys()].filter((f) => f.endsWith('.wasm')).length} wasm modules, ${kb(wasmTotal)} as ${kb(Math.ceil(wasmTotal / 3) * 4)} of base64)`);
