// The page's URL parameters (DESIGN.md): read, checked, and written back. Pure functions,
// no DOM, so node's test runner checks them directly (tests/e2e/params.test.mjs).

import { parseOrigins, formatOrigins } from './origins.js'; // embed

// Up to a million a side: n = m = 10^6 is 10^12 moves (exact as a JS number, below 2^53),
// reached by the core's position formula, never by replay (issue 6).
export const LIMITS = {
  shift: { nMin: 1, nMax: 1000000, mMin: 1, mMax: 1000000 },
  pairs: { nMin: 3, nMax: 1000000 },
};
export const SPEED = { min: 0.25, max: 5000, default: 2 };

export const DEFAULTS = Object.freeze({
  puzzle: 'shift',
  n: 3,
  m: 2,
  first: 'right',
  step: 0,
  speed: SPEED.default,
  autoplay: false,
  embed: false,
  mode: 'watch',
});

const PAIRS_DEFAULT_N = 5;
const KNOWN = ['puzzle', 'n', 'm', 'first', 'step', 'speed', 'autoplay', 'embed', 'mode', 'origins'];

function wholeIn(text, lo, hi) {
  if (!/^\d{1,16}$/.test(text)) return null;
  const v = Number(text);
  return Number.isSafeInteger(v) && v >= lo && v <= hi ? v : null;
}

/// Reads `search` (a query string). Returns `{ settings, problems }`: settings always
/// valid (a bad value falls back to its default), problems a list of plain sentences.
/// `step` is checked for form here and against the solution's length by the page.
export function parseParams(search) {
  const q = new URLSearchParams(search);
  const s = { ...DEFAULTS };
  const problems = [];
  const bad = (name, value, want) =>
    problems.push(`The link's ${name}=${JSON.stringify(value)} is not ${want}, so the page uses ${name}=${s[name] === true ? 1 : s[name] === false ? 0 : s[name]}.`);

  for (const key of q.keys()) {
    if (!KNOWN.includes(key)) {
      problems.push(`The link's parameter "${key}" is not one this page knows; it was ignored.`);
    }
  }

  if (q.has('puzzle')) {
    const v = q.get('puzzle');
    if (v === 'shift' || v === 'pairs') s.puzzle = v;
    else bad('puzzle', v, 'shift or pairs');
  }
  if (s.puzzle === 'pairs') s.n = PAIRS_DEFAULT_N;
  const lim = LIMITS[s.puzzle];

  if (q.has('n')) {
    const v = q.get('n');
    const n = wholeIn(v, lim.nMin, lim.nMax);
    if (n === null) {
      const why = s.puzzle === 'pairs' && (v === '1' || v === '2')
        ? 'allowed: pairs with n = 1 or 2 has no solution, n must be'
        : 'a whole number';
      bad('n', v, `${why} from ${lim.nMin} to ${lim.nMax}`);
    } else s.n = n;
  }
  if (s.puzzle === 'shift') {
    if (q.has('m')) {
      const v = q.get('m');
      const m = wholeIn(v, lim.mMin, lim.mMax);
      if (m === null) bad('m', v, `a whole number from ${lim.mMin} to ${lim.mMax}`);
      else s.m = m;
    }
    if (q.has('first')) {
      const v = q.get('first');
      if (v === 'right' || v === 'left') s.first = v;
      else bad('first', v, 'right or left');
    }
  }
  if (q.has('step')) {
    const v = q.get('step');
    // Digits only, so no float parse can round a step; the page checks it against the length.
    const k = wholeIn(v, 0, Number.MAX_SAFE_INTEGER);
    if (k !== null) s.step = k;
    else if (/^\d*\.\d+$|^\d+\.$/.test(v)) bad('step', v, 'a whole number of moves (steps have no fractions)');
    else if (/^\d+$/.test(v)) bad('step', v, 'a step of any solution this page shows (it is far too large)');
    else bad('step', v, 'a whole number of moves');
  }
  if (q.has('speed')) {
    const v = q.get('speed');
    const x = /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
    if (x >= SPEED.min && x <= SPEED.max) s.speed = x;
    else bad('speed', v, `a number of moves a second from ${SPEED.min} to ${SPEED.max}`);
  }
  for (const flag of ['autoplay', 'embed']) {
    if (q.has(flag)) {
      const v = q.get(flag);
      if (v === '1' || v === '0') s[flag] = v === '1';
      else bad(flag, v, '1 or 0');
    }
  }
  if (q.has('mode')) {
    const v = q.get('mode');
    if (v === 'watch' || v === 'play') s.mode = v;
    else bad('mode', v, 'watch or play');
  }
  // embed: the origins allowed to command the page (www/origins.js, docs/embedding.md).
  if (q.has('origins')) {
    const o = parseOrigins(q.get('origins'));
    problems.push(...o.problems);
    s.origins = formatOrigins(o);
  }
  return { settings: s, problems };
}

/// The query string for `s`: every parameter that matters, in a stable order; defaults of
/// step, speed and the flags are left out to keep links short.
export function formatParams(s, { embed = s.embed } = {}) {
  const q = new URLSearchParams();
  q.set('puzzle', s.puzzle);
  q.set('n', String(s.n));
  if (s.puzzle === 'shift') {
    q.set('m', String(s.m));
    q.set('first', s.first);
  }
  if (s.step > 0) q.set('step', String(s.step));
  if (s.speed !== SPEED.default) q.set('speed', String(s.speed));
  if (s.autoplay) q.set('autoplay', '1');
  if (embed) q.set('embed', '1');
  if (s.mode !== 'watch') q.set('mode', s.mode);
  if (s.origins) q.set('origins', s.origins); // embed
  return q.toString();
}

/// A title for the current puzzle, for headings and the iframe's `title`.
export function describe(s) {
  return s.puzzle === 'pairs'
    ? `Moving checkers in pairs, n = ${s.n}`
    : `Shifting checkers, n = ${s.n}, m = ${s.m}, first move ${s.first === 'right' ? 'a black to the right' : 'a white to the left'}`;
}

/// The `<iframe>` snippet that embeds the player with settings `s`, at `base` (the page's
/// address without its query).
export function embedCode(s, base) {
  const src = `${base}?${formatParams(s, { embed: true })}`;
  const title = `movelab: ${describe(s)}`;
  const esc = (t) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${esc(src)}" title="${esc(title)}" width="720" height="400" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
