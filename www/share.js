// The "Share and embed" box's iframe code, for every game: its height is measured, not
// guessed. The page of the code's own address is drawn in a hidden same-origin frame of the
// code's width, grown to its content until the height settles, and the code is rewritten
// with that height. The measuring starts when the visitor reaches for the code (focuses it
// or presses Copy), not on every page: a second page in the background would download the
// solver again and cost frames while a solution plays. Each game's settings are measured once.
// Until then the code holds an estimate: at once the view's height on the page, then, once
// the page is idle, the height of a still copy of the view laid out as the embed lays it out
// (the code's width, the embed's rules, a window as tall as the copy; no script, no solver,
// no download). The view's height on the page is not the embed's: the embed hides the
// settings, and a board sized by the window is as tall as the visitor's window makes it
// (shorter than the embed's in a window shorter than the embedded page).
// The teacher's course site, typed in the box, goes into the code's `origins=`, so that the
// embedded player may tell that site its events (docs/embedding.md).

import { siteOrigins } from './origins.js';
import { t, words } from './i18n.js';

/// The width the code gives the iframe (it also has `max-width: 100%`).
export const EMBED_WIDTH = 720;

const measured = new Map(); // settings without step and moves → height in pixels
const copied = new Map(); // the same → the height of a still copy of the view (an estimate)
let want = null; // the last request: { textarea, P, settings, base }
let wired = false;
let running = null;
let copying = false;
let sites = ''; // the course sites typed in the box, as the code's origins= writes them

/// Writes the embed code of `settings` into `textarea` at once, with the height measured
/// for these settings when known (else an estimate, marked `data-height="estimated"`, and
/// `data-estimate`: `view` from the view on screen, `copy` from a copy of it laid out as the
/// embed, which replaces it once the page is idle); focusing the code measures it.
export function measureEmbed(textarea, P, settings, base) {
  want = { textarea, P, settings, base };
  const key = keyOf(want);
  const height = measured.get(key);
  if (height) write(want, height, 'measured');
  else if (copied.has(key)) write(want, copied.get(key), 'estimated', 'copy');
  else {
    write(want, estimate(), 'estimated', 'view');
    copyLater();
  }
  if (!wired) {
    wired = true;
    textarea.addEventListener('focus', () => { measured.has(keyOf(want)) || start(); });
  }
}

/// Wires the course site's address (`input`): a good one goes into the code's `origins=` as
/// it is typed; a bad one is refused in words in `status` when it is left (Enter or Tab),
/// and the code names no site until it is mended.
export function wireSite(input, status) {
  // Set here, not in the markup: the single file names no address (embed-single.test.mjs).
  input.placeholder = 'https://moodle.example.edu';
  const update = (final) => {
    const { list, problems } = siteOrigins(input.value);
    if (problems.length && !final) return; // half typed: told when it is left
    sites = problems.length ? '' : list.join(',');
    input.setAttribute('aria-invalid', String(problems.length > 0));
    status.classList.toggle('is-error', problems.length > 0);
    status.textContent = problems.length
      ? t('share-sites-refused', { problems: problems.join(' ') })
      : list.length ? t('share-sites-heard', { sites: words().list(list) }) : '';
    if (want) measureEmbed(want.textarea, want.P, want.settings, want.base);
  };
  input.addEventListener('input', () => update(false));
  input.addEventListener('change', () => update(true));
}

/// The code with its measured height, measuring now if need be (for the Copy button): the
/// estimate's code when the page cannot be measured here (file://) or takes too long.
export async function measuredCode() {
  if (!want) return '';
  if (!measured.has(keyOf(want))) {
    start();
    await Promise.race([running, new Promise((res) => setTimeout(res, 8000))]);
  }
  return want.textarea.value;
}

// The allow-list does not change the view: heights are measured once for every site.
const keyOf = ({ P, settings }) => P.formatParams({ ...settings, step: 0, moves: '', origins: '' }, { embed: true });

function write({ textarea, P, settings, base }, height, how, from) {
  textarea.value = P.embedCode({ ...settings, origins: sites || settings.origins }, base, { width: EMBED_WIDTH, height });
  textarea.dataset.height = how;
  if (from) textarea.dataset.estimate = from;
  else delete textarea.dataset.estimate;
}

/// The height of what is on screen now, a first guess until the code's own page is measured.
function estimate() {
  const view = document.getElementById('view-root');
  // A view of several cards lays them on the page's grid (`display: contents`): its
  // height is theirs, from the top of the first to the bottom of the last.
  const parts = getComputedStyle(view).display === 'contents' ? [...view.children] : [view];
  const boxes = parts.map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0);
  const height = boxes.length ? Math.max(...boxes.map((r) => r.bottom)) - Math.min(...boxes.map((r) => r.top)) : 400;
  return Math.max(320, Math.ceil(height + 24));
}

/// Once the page is idle (the view has drawn), estimates the latest request's height from a
/// still copy of the view, unless it is measured by then (one at a time, like the measures).
function copyLater() {
  if (copying) return;
  copying = true;
  const idle = window.requestIdleCallback ?? ((fn) => setTimeout(fn, 0));
  setTimeout(() => idle(async () => {
    const key = keyOf(want);
    // Not in an embedded page (or a measuring frame), where the box is not shown.
    const shown = want.textarea.getClientRects().length > 0;
    let height = null;
    if (shown && !measured.has(key)) {
      try {
        height = await copyHeight();
      } catch { /* no frame to lay it out in (file://): the estimate from the view stays */ }
    }
    copying = false;
    if (height) copied.set(key, height);
    if (measured.has(keyOf(want))) return;
    if (keyOf(want) !== key) {
      if (!copied.has(keyOf(want))) copyLater(); // other settings were asked for meanwhile
    } else if (height) write(want, height, 'estimated', 'copy');
  }, { timeout: 2000 }), 300);
}

/// The height at which a still copy of the view (its markup as it stands, with the page's
/// styles; scripts off) shows all of it, laid out as the embedded page is (`embed` class,
/// EMBED_WIDTH wide). Exact where the view's size comes from the stylesheet; a canvas the
/// view sized by script keeps its size on the page.
async function copyHeight() {
  const styles = [...document.styleSheets].filter((sheet) => !sheet.disabled).map((sheet) => {
    let rules = '';
    try {
      rules = [...sheet.cssRules].map((r) => r.cssText).join('\n');
    } catch { /* another origin's sheet: not the page's */ }
    const media = sheet.media?.mediaText;
    return `<style${media ? ` media="${media.replace(/"/g, '&quot;')}"` : ''}>${rules.replace(/<\/style/gi, '<\\/style')}</style>`;
  }).join('');
  const root = document.getElementById('view-root');
  if (!root || root.hidden) throw new Error('no view');
  const view = root.outerHTML;
  const lang = document.documentElement.lang || 'en';
  const frame = hiddenFrame();
  frame.setAttribute('sandbox', 'allow-same-origin'); // the copy's markup runs nothing
  frame.srcdoc = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${styles}</head>`
    + `<body class="embed"><main>${view}</main></body></html>`;
  document.body.append(frame);
  try {
    await new Promise((res) => frame.addEventListener('load', res, { once: true }));
    const doc = frame.contentDocument;
    if (!doc?.body) throw new Error('no copy');
    return await settle(frame, doc);
  } finally {
    frame.remove();
  }
}

/// Measures the latest request (one at a time; a request made meanwhile is measured next).
function start() {
  if (running || !want || measured.has(keyOf(want))) return;
  const job = want;
  running = heightOf(`${job.base}?${job.P.formatParams(job.settings, { embed: true })}`)
    .then((height) => {
      measured.set(keyOf(job), height);
      if (want && keyOf(want) === keyOf(job)) write(want, height, 'measured');
    })
    .catch(() => { /* another origin (file://) or a page that did not start: the estimate stays */ })
    .finally(() => {
      running = null;
      if (want && !measured.has(keyOf(want)) && want !== job) start();
    });
}

const frames = (n) => new Promise((res) => {
  const tick = () => (n-- <= 0 ? res() : requestAnimationFrame(tick));
  tick();
});

async function until(test, ms) {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error('the embedded page did not start');
    await new Promise((res) => setTimeout(res, 50));
  }
}

/// The height at which the page `src`, EMBED_WIDTH wide, shows all of its content: the
/// content's height depends on the frame's (a board sized by the viewport), so the frame
/// is set to the content's height until the two agree.
async function heightOf(src) {
  const frame = hiddenFrame();
  frame.src = src;
  document.body.append(frame);
  try {
    await new Promise((res) => frame.addEventListener('load', res, { once: true }));
    const doc = frame.contentDocument;
    if (!doc) throw new Error('another origin');
    await until(() => doc.body?.dataset.ready === 'true', 20000);
    return await settle(frame, doc);
  } finally {
    frame.remove();
  }
}

/// A frame for measuring, EMBED_WIDTH wide and 480 px high, out of sight and of the focus order.
function hiddenFrame() {
  const frame = document.createElement('iframe');
  frame.title = t('share-measuring-frame');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'absolute', left: '-10000px', top: '0', width: `${EMBED_WIDTH}px`, height: '480px', border: '0', visibility: 'hidden',
  });
  return frame;
}

/// Sets `frame` (showing `doc`) to its content's height until the two agree: the height.
async function settle(frame, doc) {
  let height = 480;
  for (let round = 0; round < 8; round++) {
    await frames(3);
    const body = doc.body;
    const content = Math.ceil(body.getBoundingClientRect().bottom + parseFloat(getComputedStyle(body).marginBottom || '0'));
    if (Math.abs(content - height) <= 2) return Math.max(content, height);
    height = content;
    frame.style.height = `${height}px`;
  }
  return height;
}
