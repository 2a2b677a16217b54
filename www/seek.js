// Seeking in long solutions: n = m = 10^6 has 10^12 moves, far more than a range
// input has pixels. The step bar (#scrub) maps the whole solution coarsely and steps by one
// with the arrow keys, by a hundredth with PageUp / PageDown; the fine bar (#fine) reaches
// 1000 steps either side of the current one; the typed step (#goto) reaches any step. The
// last two show only for solutions of more than 2000 moves.
// Steps are whole numbers below 2^53, so JavaScript numbers hold them exactly; they are
// parsed by digits and compared as BigInt, never through a float parse of user text.
// Pure helpers first (node's test runner checks them), then the DOM wiring.

export const FINE_SPAN = 1000;
const fmt = new Intl.NumberFormat('en');

/// `k` grouped exactly: 999999000000 -> "999,999,000,000".
export function formatStep(k) {
  return fmt.format(BigInt(k));
}

/// Reads a typed step for a solution of `length` moves. Digits only, with optional
/// grouping by commas, spaces or underscores. Returns `{ step }` or `{ error }` (a
/// plain sentence).
export function parseStep(text, length) {
  const raw = String(text).trim();
  const range = `a whole number from 0 to ${formatStep(length)}`;
  if (raw === '') return { error: `Type a step number, ${range}.` };
  const digits = raw.replace(/(?<=\d)[,_ ](?=\d{3}(\D|$))/g, '');
  if (/^[+-]?\d*[.]\d+$/.test(digits) || /^\d+[.]$/.test(digits)) {
    return { error: `Step "${raw}" has a fraction; steps are whole moves, ${range}.` };
  }
  if (/^-\d+$/.test(digits)) return { error: `Step "${raw}" is negative; steps are ${range}.` };
  if (!/^\d+$/.test(digits)) return { error: `Step "${raw}" is not a number; steps are ${range}.` };
  const k = BigInt(digits);
  if (k > BigInt(length)) {
    return { error: `Step ${formatStep(k)} is past the end: this solution has ${formatStep(length)} moves.` };
  }
  return { step: Number(k) };
}

/// Where the fine bar's value `v` (0..2·FINE_SPAN) lands around `base`, kept in 0..length.
export function fineTarget(base, v, length) {
  return Math.min(length, Math.max(0, base + Math.round(v) - FINE_SPAN));
}

/// A PageUp / PageDown jump on the step bar: a hundredth of the solution, at least one move.
export function section(length) {
  return Math.max(1, Math.round(length / 100));
}

// ---- DOM ---------------------------------------------------------------------------------

let fineBase = null; // the step the fine bar is centred on while it is held

/// Wires the fine bar, the typed step and the step bar's page keys. `stage()` gives the
/// current wasm Stage (or null in play mode).
export function wireSeek(stage) {
  const $ = (id) => document.getElementById(id);
  const fine = $('fine');
  const scrub = $('scrub');
  const form = $('goto-form');
  const input = $('goto');
  const status = $('goto-status');
  if (!fine || !scrub || !form || !input || !status) return;

  const tell = (text, error) => {
    status.textContent = text;
    status.classList.toggle('is-error', Boolean(error));
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const seek = (k) => {
    const s = stage();
    if (!s) return;
    if (s.playing()) s.pause();
    s.seek(k);
  };

  fine.addEventListener('input', () => {
    const s = stage();
    if (!s) return;
    if (fineBase === null) fineBase = s.step();
    seek(fineTarget(fineBase, Number(fine.value), s.length()));
  });
  fine.addEventListener('change', () => {
    fineBase = null;
    const s = stage();
    if (s) syncSeek(s.step(), s.length());
  });

  scrub.addEventListener('keydown', (e) => {
    if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
    const s = stage();
    if (!s) return;
    e.preventDefault();
    const L = s.length();
    const d = section(L) * (e.key === 'PageUp' ? 1 : -1);
    seek(Math.min(L, Math.max(0, s.step() + d)));
  });

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const s = stage();
    if (!s) return;
    const r = parseStep(input.value, s.length());
    if (r.error) {
      tell(r.error, true);
      return;
    }
    seek(r.step);
    tell(`Showing step ${formatStep(r.step)}.`, false);
  });
  input.addEventListener('input', () => {
    if (input.hasAttribute('aria-invalid')) tell('', false);
  });
}

/// Whether the fine bar and the typed step are worth their room: only when the step bar
/// cannot reach every step by dragging (the embed iframe's height is precious).
export function needsFineSeeking(length) {
  return length > 2 * FINE_SPAN;
}

/// Re-centres the fine bar on `step` (unless it is being dragged) and says where it is.
export function syncSeek(step, length) {
  const fine = document.getElementById('fine');
  const row = document.getElementById('seek');
  if (!fine || !row) return;
  row.hidden = !needsFineSeeking(length);
  if (fineBase === null) fine.value = String(FINE_SPAN);
  const lo = Math.max(0, (fineBase ?? step) - FINE_SPAN);
  const hi = Math.min(length, (fineBase ?? step) + FINE_SPAN);
  fine.setAttribute('aria-valuetext', `step ${formatStep(step)}; this bar reaches ${formatStep(lo)} to ${formatStep(hi)}`);
}
