// Seeking in long solutions: n = m = 10^6 has 10^12 moves, far more than a range
// input has pixels. The step bar (#scrub) maps the whole solution coarsely and steps by one
// with the arrow keys, by a hundredth with PageUp / PageDown; the fine bar (#fine) reaches
// 1000 steps either side of the current one; the typed step (#goto) reaches any step. The
// last two show only for solutions of more than 2000 moves.
// At n = m = 10^9 a solution has 10^18 + 2·10^9 moves, past the 2^53 a JavaScript number
// holds exactly: steps are parsed by digits and computed as BigInt, never through a float,
// and handed to the row's `seek` action (a BigInt). A step comes back as a plain number
// while it is exact (every solution up to n = m = 9·10^7) and as a BigInt beyond
// ([`exact`]), so short solutions see the numbers they always did.
// Pure helpers first (node's test runner checks them), then the DOM wiring.

import { t, words } from './i18n.js';

export const FINE_SPAN = 1000;
const fmt = new Intl.NumberFormat('en');
const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/// A whole step as a number while numbers hold it exactly, else as a BigInt.
export function exact(k) {
  const b = BigInt(k);
  return b <= SAFE ? Number(b) : b;
}

/// `k` grouped exactly, as the language in use groups: 999999000000 -> "999,999,000,000"
/// ("999 999 000 000" in French); English's way before any words are loaded.
export function formatStep(k) {
  return (words()?.number ?? fmt.format)(BigInt(k));
}

/// Reads a typed step for a solution of `length` moves. Digits only, with optional
/// grouping by commas, spaces or underscores. Returns `{ step }` or `{ error }` (a
/// plain sentence); `end` says what the last step is, for lines that are not solutions.
export function parseStep(text, length, end = (L) => t('seek-end-solution', { last: exact(L) })) {
  const raw = String(text).trim();
  const last = exact(length);
  if (raw === '') return { error: t('seek-empty', { last }) };
  const digits = raw.replace(/(?<=\d)[,_ ](?=\d{3}(\D|$))/g, '');
  const value = `"${raw}"`;
  if (/^[+-]?\d*[.]\d+$/.test(digits) || /^\d+[.]$/.test(digits)) return { error: t('seek-fraction', { value, last }) };
  if (/^-\d+$/.test(digits)) return { error: t('seek-negative', { value, last }) };
  if (!/^\d+$/.test(digits)) return { error: t('seek-not-number', { value, last }) };
  const k = BigInt(digits);
  if (k > BigInt(length)) return { error: t('seek-past-end', { step: exact(k), end: end(length) }) };
  return { step: exact(k) };
}

/// A step given by a script (the element's `seek`, the embedding's `seek` command): a
/// safe whole number, a BigInt, or a string of up to 19 digits, as a BigInt ≥ 0; else null.
export function wholeStep(v) {
  if (typeof v === 'bigint') return v >= 0n ? v : null;
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? BigInt(v) : null;
  if (typeof v === 'string' && /^\d{1,19}$/.test(v)) return BigInt(v);
  return null;
}

/// Any value in words for a message (BigInt has no JSON).
export function shown(v) {
  return typeof v === 'bigint' ? String(v) : JSON.stringify(v);
}

const clamp = (k, length) => (k < 0n ? 0n : k > BigInt(length) ? BigInt(length) : k);

/// Where the fine bar's value `v` (0..2·FINE_SPAN) lands around `base`, kept in 0..length.
export function fineTarget(base, v, length) {
  return exact(clamp(BigInt(base) + BigInt(Math.round(v) - FINE_SPAN), length));
}

/// A PageUp / PageDown jump on the step bar: a hundredth of the solution (rounded), at
/// least one move.
export function section(length) {
  const L = BigInt(length);
  const d = (L + 50n) / 100n;
  return exact(d < 1n ? 1n : d);
}

/// The step `d` moves (either sign, a number or a BigInt) from `step`, kept in 0..length.
export function offsetStep(step, d, length) {
  return exact(clamp(BigInt(step) + BigInt(d), length));
}

/// The step the coarse step bar's thumb points at: `value` is its position as a fraction
/// of `max` (the bar works in floats, so this is as fine as its pixels, never past the end).
export function scrubTarget(value, max, length) {
  const L = BigInt(length);
  if (L <= SAFE) return exact(clamp(BigInt(Math.round(Number(value))), L));
  const share = Math.min(1, Math.max(0, Number(value) / Number(max)));
  // Parts per 2^40 of the length: exact arithmetic on the BigInt, no float product.
  const parts = BigInt(Math.round(share * 2 ** 40));
  return exact(clamp((L * parts) >> 40n, L));
}

// ---- DOM ---------------------------------------------------------------------------------

/// Whether the fine bar and the typed step are worth their room: only when the step bar
/// cannot reach every step by dragging (the embed iframe's height is precious).
export function needsFineSeeking(length) {
  return BigInt(length) > BigInt(2 * FINE_SPAN);
}

/// Wires the fine bar, the typed step and the step bar's page keys inside `root`. `line()`
/// gives the line of steps shown, `{ step(), length(), seek(k) }` (steps as BigInt; `seek`
/// pauses), or null when there is none to seek (play mode). Returns `sync(step, length)`,
/// which re-centres the fine bar on `step` (unless it is being dragged) and says where it is.
export function wireSeek(root, line) {
  const $ = (id) => root.querySelector(`#${id}`);
  const fine = $('fine');
  const scrub = $('scrub');
  const form = $('goto-form');
  const input = $('goto');
  const status = $('goto-status');
  const row = $('seek');
  let fineBase = null; // the step the fine bar is centred on while it is held
  const sync = (step, length) => {
    row.hidden = !needsFineSeeking(length);
    if (fineBase === null) fine.value = String(FINE_SPAN);
    const lo = offsetStep(fineBase ?? step, -FINE_SPAN, length);
    const hi = offsetStep(fineBase ?? step, FINE_SPAN, length);
    fine.setAttribute('aria-valuetext', t('seek-fine-value', { step: exact(step), lo: exact(lo), hi: exact(hi) }));
  };

  const tell = (text, error) => {
    status.textContent = text;
    status.classList.toggle('is-error', Boolean(error));
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };

  fine.addEventListener('input', () => {
    const l = line();
    if (!l) return;
    if (fineBase === null) fineBase = l.step();
    l.seek(fineTarget(fineBase, Number(fine.value), l.length()));
  });
  fine.addEventListener('change', () => {
    fineBase = null;
    const l = line();
    if (l) sync(l.step(), l.length());
  });

  scrub.addEventListener('keydown', (e) => {
    if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
    const l = line();
    if (!l) return;
    e.preventDefault();
    const L = l.length();
    const d = BigInt(section(L)) * (e.key === 'PageUp' ? 1n : -1n);
    l.seek(offsetStep(l.step(), d, L));
  });

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const l = line();
    if (!l) return;
    const r = parseStep(input.value, l.length());
    if (r.error) {
      tell(r.error, true);
      return;
    }
    l.seek(r.step);
    tell(t('seek-showing', { step: r.step }), false);
  });
  input.addEventListener('input', () => {
    if (input.hasAttribute('aria-invalid')) tell('', false);
  });
  return sync;
}
