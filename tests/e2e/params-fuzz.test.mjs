// Property tests of the page's URL parser (www/params.js) for every game of the catalog, with
// a small seeded generator: whatever the link holds, parsing never throws, every setting it
// returns is one the catalog allows, and the link the page writes from them reads back to
// the same settings with no complaint.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { paramsFor } from '../../www/params.js';
import { catalogFromCli } from './helpers-catalog.mjs';

const catalog = catalogFromCli();
const P = paramsFor(catalog);

/// A small deterministic generator (mulberry32), so a failure is the same on every run.
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (xs) => xs[int(xs.length)];
  const PIECES = ['0', '1', '7', '9', '-', '+', '.', ',', ';', 'e', 'x', ' ', '%', '١', 'é', '\u0000', '9007199254740993', '18446744073709551616', 'right', 'left', 'english', 'd4', 'any', '0.77', 'true'];
  const value = () => Array.from({ length: int(6) }, () => pick(PIECES)).join('') + (int(20) === 0 ? 'x'.repeat(int(5000)) : '');
  return { int, pick, value };
}

/// Whether `v` is a value the catalog allows for parameter `p`.
function allowed(p, v) {
  const k = p.kind;
  if (k.type === 'whole') return Number.isSafeInteger(v) && v >= k.min && v <= k.page_max;
  if (k.type === 'choice') return k.options.includes(v);
  if (k.type === 'text') return typeof v === 'string' && v.length <= k.max_len;
  return typeof v === 'boolean';
}

for (const game of catalog.games) {
  test(`${game.id}: 2,000 random links parse to allowed settings that round-trip`, () => {
    const g = generator([...game.id].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
    const names = [...game.params.map((p) => p.name), 'step', 'speed', 'mode', 'moves', 'autoplay', 'embed', 'practice', 'origins', 'junk'];
    for (let i = 0; i < 2000; i++) {
      const q = new URLSearchParams({ puzzle: game.id });
      for (let j = g.int(5); j >= 0; j--) q.append(g.pick(names), g.value());
      const { settings: s, problems } = P.parseParams(`?${q}`);
      assert.equal(s.puzzle, game.id);
      for (const p of game.params) assert.ok(allowed(p, s[p.name]), `${q}: ${p.name} = ${JSON.stringify(s[p.name])}`);
      assert.ok(problems.every((t) => typeof t === 'string' && t.length < 400), `${q}: a problem runs on`);
      const again = P.parseParams(`?${P.formatParams(s)}`);
      assert.deepEqual(again.problems, [], `${q} wrote a link the page refuses`);
      for (const p of game.params) assert.deepEqual(again.settings[p.name], s[p.name], `${q}: ${p.name}`);
    }
  });
}
