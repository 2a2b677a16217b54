#!/usr/bin/env node
// Writes dist/movelab-element.js: <movelab-puzzle> (www/element.js) as ONE classic script that
// asks for nothing else, so a page on any origin can use it from a server without CORS headers.
// Every module rides inside as text, made a blob: URL at run time (the page's own origin, so no
// CORS); each wasm module as base64, compiled only when a game of its view is first shown.
//
// usage: node scripts/element-bundle.mjs [dist-dir]   (run by scripts/post-build.sh)

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleGraph } from './inline-modules.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? path.join(ROOT, 'dist'));
const OUT = path.join(DIST, 'movelab-element.js');

function fail(message) {
  console.error(`element-bundle: ${message}`);
  process.exit(1);
}

const entry = path.join(DIST, 'www', 'element.js');
if (!fs.existsSync(entry)) fail(`${entry} is missing: run \`trunk build --release --offline\` first`);

// The modules, leaves first: each names those it imports `movelab-module:<index>`, replaced
// by their blob: URLs at run time (a blob: URL exists only once made, in the page).
const sources = [];
// The wasm modules' base64, read by a function of this bundle's own (KEY, below) that the
// lab modules call for their .wasm's address: a data: URL, decoded and compiled when fetched.
const wasm = [];
const wasmIndex = new Map();
// The message files, as text: a blob: URL made at run time when a language is first asked
// for. (As base64 data: URLs they gzipped to half as much again.)
const texts = [];
// Named by the bundle's content (below), so two builds on one page keep their own.
const KEY = 'movelab.wasm.@KEY@';
const asURL = (expr, href) => (href ? expr : `new URL(${expr})`);
const graph = moduleGraph({
  fail,
  address: (_file, source) => {
    sources.push(source);
    return `movelab-module:${sources.length - 1}`;
  },
  asset: (file, href) => {
    if (file.endsWith('.wasm')) {
      if (!wasmIndex.has(file)) {
        wasmIndex.set(file, wasm.length);
        wasm.push(fs.readFileSync(file).toString('base64'));
      }
      return asURL(`globalThis[Symbol.for(${JSON.stringify(KEY)})](${wasmIndex.get(file)})`, href);
    }
    // The message files of every language (www/i18n.js), each fetched when an element
    // speaks it.
    if (file.endsWith('.ftl')) {
      texts.push(fs.readFileSync(file, 'utf8'));
      return asURL(`globalThis[Symbol.for(${JSON.stringify(`${KEY}.text`)})](${texts.length - 1})`, href);
    }
    // The page's stylesheet, which element.js adopts in each shadow root.
    if (file.endsWith('.css')) {
      return asURL(JSON.stringify(`data:text/css;base64,${fs.readFileSync(file).toString('base64')}`), href);
    }
    // Anything else keeps its address, which fails to resolve against a blob: URL (peg's
    // judge worker): the view then does without it, as when served from another origin.
    return null;
  },
});
graph.address(entry);

// The run-time part. If the modules cannot start (a Content-Security-Policy that forbids
// blob: scripts, a browser without module scripts), every <movelab-puzzle> says so in its own
// box, its children kept beside the words.
const script = `// movelab-element.js: <movelab-puzzle> in one classic script (docs/embedding.md).
// Written by scripts/element-bundle.mjs at build time from dist/www/element.js.
(() => {
  'use strict';
  const modules = ${JSON.stringify(sources)};
  const wasm = ${JSON.stringify(wasm)};
  globalThis[Symbol.for(${JSON.stringify(KEY)})] = (i) => 'data:application/wasm;base64,' + wasm[i];
  const texts = ${JSON.stringify(texts)};
  const textURLs = [];
  globalThis[Symbol.for(${JSON.stringify(`${KEY}.text`)})] = (i) =>
    (textURLs[i] ??= URL.createObjectURL(new Blob([texts[i]], { type: 'text/plain;charset=utf-8' })));
  const failed = (why) => {
    if (customElements.get('movelab-puzzle')) return;
    customElements.define('movelab-puzzle', class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        const root = this.attachShadow({ mode: 'open' });
        const box = document.createElement('div');
        box.setAttribute('part', 'root');
        box.style.cssText = 'display:block;border:1px solid #b33;border-radius:10px;padding:10px;font:16px/1.45 system-ui,sans-serif';
        const words = document.createElement('p');
        words.setAttribute('role', 'alert');
        words.setAttribute('part', 'message');
        words.textContent = 'The movelab game cannot start in this page: ' + why + '.';
        box.append(words, document.createElement('slot'));
        root.append(box);
      }
    });
  };
  try {
    const urls = [];
    for (const source of modules) {
      const text = source.replace(/movelab-module:(\\d+)/g, (_, i) => urls[Number(i)]);
      urls.push(URL.createObjectURL(new Blob([text], { type: 'text/javascript' })));
    }
    import(urls[urls.length - 1]).catch((e) => failed(e && e.message ? e.message : String(e)));
  } catch (e) {
    failed(e && e.message ? e.message : String(e));
  }
})();
`;
const hash = crypto.createHash('sha256').update(script).digest('hex').slice(0, 16);
fs.writeFileSync(OUT, script.replaceAll('@KEY@', hash));
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`element-bundle: wrote ${path.relative(process.cwd(), OUT)} (${kb(Buffer.byteLength(script))}; ${sources.length} modules, ${wasm.length} wasm modules)`);
