// The plane view (puzzle=candy): a random Candy Collector instance on a line, from the
// URL's m, seed and span, drawn in the (position, time) plane. The core (wasm `CandyLine`)
// generates the instance, says which boxes are reachable, finds the optimum and its
// route, and gives the instance as a file for the command line; this file draws, lets the
// visitor inspect a box (mouse or keyboard), and keeps the test hooks on the canvas:
// data-puzzle, data-step (the selected box's number, 0 for none), data-best (the most
// candies) and data-route (the optimal route's box numbers, comma-separated).
// The page opens on the question: the optimum is drawn only once asked for ("See the
// optimum", or "Show the optimum" while planning). Play mode (mode=play): the visitor plans
// a route by clicking boxes (or Enter on the one chosen with the keys); the core (its
// `judge` action) judges it against the optimum. Hooks: data-plan (the plan's box numbers),
// data-candies.

import { drawPlane, planeGeometry, planeColors, boxNear } from './plane-draw.js';
import { showText, sizeCanvas } from './dom.js';
import { quoted } from '../words.js';
import { t, wordFact, wordError, translateTree } from '../i18n.js';

function field(p, value) {
  const k = p.kind;
  return `<label class="pl-field"><span>${p.label}</span>
    <input id="pl-${p.name}" name="${p.name}" type="number" min="${k.min}" max="${k.page_max}" step="1" value="${value}"></label>`;
}

function template(info, params) {
  return `
  <h2 id="pl-title" data-l10n-id="plane-title" data-l10n-args='${JSON.stringify({ title: info.title }).replace(/'/g, '&#39;')}'></h2>
  <p id="pl-intro" class="intro"></p>
  <p id="pl-rules" class="pl-rules"></p>
  <details class="how-solved"><summary data-l10n-id="plane-how-solved"></summary>
    <p data-l10n-id="plane-theory"></p></details>
  <form id="pl-form" class="pl-form" novalidate>
    ${info.params.map((p) => field(p, params[p.name])).join('')}
    <button type="submit" data-l10n-id="plane-new"></button>
    <button type="button" id="pl-export" data-l10n-id="plane-export"></button>
  </form>
  <p id="pl-error" class="pl-error" role="alert" hidden></p>
  <div class="pl-modes" role="group" data-l10n-id="plane-modes" data-spoiler>
    <button type="button" id="pl-watch" aria-pressed="false" data-l10n-id="plane-watch"></button>
    <button type="button" id="pl-play" aria-pressed="false" data-l10n-id="plane-play"></button>
  </div>
  <p id="pl-question" class="pl-question" data-l10n-id="plane-question"></p>
  <p id="pl-best" class="pl-best" hidden></p>
  <div id="pl-plan-panel" class="pl-plan-panel" hidden>
    <p id="pl-verdict" class="pl-verdict" role="status"></p>
    <button type="button" id="pl-undo" data-l10n-id="plane-undo"></button>
    <button type="button" id="pl-clear" data-l10n-id="plane-clear"></button>
    <button type="button" id="pl-reveal" data-spoiler data-l10n-id="plane-reveal"></button>
    <button type="button" id="pl-hand-in" hidden data-l10n-id="plane-hand-in"></button>
  </div>
  <div class="pl-wrap" id="pl-wrap">
    <canvas id="pl-canvas" class="pl-canvas" tabindex="0" role="img" data-l10n-id="plane-canvas"></canvas>
  </div>
  <p id="pl-detail" class="pl-detail" data-l10n-id="plane-detail-none"></p>
  <p class="pl-help" data-l10n-id="plane-help"></p>`;
}

/// The general parameters the plane reads: watch the best route, or plan one, the plan
/// kept in the link (`moves=`, box numbers joined by dots) so a reload or Back keeps it.
export const reads = () => ['mode', 'moves'];

export function mount(root, ctx) {
  root.innerHTML = template(ctx.game, ctx.params);
  translateTree(root);
  const $ = (id) => root.querySelector(`#${id}`);
  $('pl-intro').textContent = `${ctx.P.intro(ctx.params)} ${t('plane-first-thing')}`;
  $('pl-rules').textContent = `${ctx.P.rules(ctx.params)} ${t('plane-line-note')}`;
  const st = {
    ctx, $, snap: null, source: null, onRoute: new Set(), selected: -1, frame: 0,
    canvas: $('pl-canvas'), listeners: [], observer: null, geometry: null,
    mode: 'watch', plan: [], revealed: false, solvedTold: false, keeping: false,
  };
  st.canvas.dataset.puzzle = 'candy';
  const p = ctx.params;
  if (!load(st, p.m, p.seed, p.span)) {
    const why = $('pl-error').textContent;
    const d = Object.fromEntries(ctx.game.params.map((q) => [q.name, q.kind.default]));
    ctx.say([t('plane-link-refused', { m: String(p.m), seed: String(p.seed), span: String(p.span), reason: why })]);
    load(st, d.m, d.seed, d.span);
    ctx.setParams(d);
  }
  wire(st);
  st.observer = new ResizeObserver(() => schedule(st));
  st.observer.observe($('pl-wrap'));
  // The link's plan is restored before the link keeps anything, and a refused one leaves it.
  const linked = ctx.params.moves;
  setMode(st, ctx.params.mode === 'play' ? 'play' : 'watch', false);
  if (linked) restorePlan(st, linked);
  st.keeping = true;
  const record = planRecord(st);
  if (record !== linked) ctx.setParams({ moves: record });
  return {
    destroy: () => destroy(st),
    restart: () => { st.plan = []; st.revealed = false; judge(st); return null; },
    // The `move` command: a box joins the route, by its number as the `move` event writes it.
    move: (text) => {
      if (st.mode !== 'play') return t('plane-plan-in-play');
      const k = /^\d{1,7}$/.test(text) ? Number(text) - 1 : -1;
      if (k < 0 || k >= st.snap.boxes.length) return t('plane-not-a-box', { text: quoted(text), count: st.snap.boxes.length });
      if (st.plan.includes(k)) return t('plane-already', { number: k + 1 });
      toggleBox(st, k);
      return undefined;
    },
  };
}

// ---- play mode: the visitor's own route, judged by the core -------------------------------

/// Watch or plan; `reveal`: the visitor asked to see the optimum (not on opening).
function setMode(st, mode, reveal = mode === 'watch') {
  st.mode = mode;
  st.$('pl-play').setAttribute('aria-pressed', String(mode === 'play'));
  st.$('pl-plan-panel').hidden = mode !== 'play';
  if (st.ctx.params.mode !== mode) st.ctx.setParams({ mode });
  st.plan = [];
  st.revealed = reveal;
  judge(st);
}

/// The plan of a link (`moves=3.7.12`), checked against the instance: every number a box,
/// none twice, in play mode only; anything else is named and the plan starts empty.
function restorePlan(st, record) {
  const n = st.snap.boxes.length;
  const boxes = /^\d{1,7}(\.\d{1,7})*$/.test(record) ? record.split('.').map(Number) : null;
  const fits = boxes && boxes.every((b) => b >= 1 && b <= n) && new Set(boxes).size === boxes.length;
  if (st.mode !== 'play' || !fits) {
    st.ctx.say([st.mode !== 'play'
      ? t('plane-plan-dropped', { moves: quoted(record) })
      : t('plane-plan-bad', { moves: quoted(record), count: n })]);
    judge(st);
    return;
  }
  st.plan = boxes.map((b) => b - 1).sort((a, b) => st.snap.boxes[a].time - st.snap.boxes[b].time || a - b);
  judge(st);
}

/// The plan as the link keeps it: box numbers joined by dots, while planning.
const planRecord = (st) => (st.mode === 'play' ? st.plan.map((k) => k + 1).join('.') : '');

/// The route drawn: the optimum once the visitor asked for it.
function shownRoute(st) {
  return st.revealed ? st.onRoute : new Set();
}

/// Asks the core for the plan's candies and what breaks it, and says so.
function judge(st) {
  const c = st.canvas;
  c.dataset.plan = st.plan.map((k) => k + 1).join(',');
  // The plan is the game in progress: the link keeps it (a history step per change).
  const record = planRecord(st);
  if (st.keeping && record !== (st.ctx.params.moves ?? '')) st.ctx.keepMoves?.(record);
  st.$('pl-question').hidden = st.revealed || st.mode === 'play';
  // "See the optimum" is pressed while the optimum is shown, not before it is revealed.
  st.$('pl-watch').setAttribute('aria-pressed', String(st.mode === 'watch' && st.revealed));
  if (st.mode !== 'play') {
    delete c.dataset.candies;
    st.$('pl-best').hidden = !st.revealed;
    schedule(st);
    return;
  }
  const verdict = st.line.act({ type: 'judge', boxes: st.plan.map((k) => k + 1) }).reply;
  c.dataset.candies = String(verdict.candies);
  st.$('pl-best').hidden = !st.revealed;
  const route = {
    boxes: st.plan.length ? t('plane-route-boxes', { list: st.plan.map((k) => k + 1).join(', ') }) : t('plane-route-empty'),
    candies: verdict.candies,
  };
  let text;
  if (verdict.problem) text = t('plane-route-broken', { ...route, problem: wordFact(verdict.problem) });
  else if (verdict.candies === verdict.best) text = t('plane-route-best', route);
  else if (st.revealed) text = t('plane-route-revealed', { ...route, best: verdict.best });
  else text = t('plane-route-more', route);
  st.$('pl-verdict').textContent = text;
  st.$('pl-undo').disabled = st.plan.length === 0;
  const solved = !verdict.problem && verdict.candies === verdict.best && st.plan.length > 0;
  if (solved && !st.solvedTold) st.ctx.emit?.('solved', { moves: st.plan.length, optimal: st.snap.route.length, candies: verdict.candies, best: verdict.best });
  st.solvedTold = solved;
  schedule(st);
}

/// Play mode: box `k` joins the plan (in time order) or leaves it.
function toggleBox(st, k) {
  if (k < 0) return;
  const at = st.plan.indexOf(k);
  if (at >= 0) st.plan.splice(at, 1);
  else {
    st.plan.push(k);
    st.plan.sort((a, b) => st.snap.boxes[a].time - st.snap.boxes[b].time || a - b);
    st.ctx.emit?.('move', { by: 'you', move: String(k + 1) });
  }
  judge(st);
  st.ctx.announce(st.$('pl-verdict').textContent);
}

/// Asks the core for the instance and its optimum; false (and the core's sentence) if
/// it refuses the numbers.
function load(st, m, seed, span) {
  let line;
  try {
    line = new st.ctx.wasm.CandyLine(m, seed, span);
  } catch (e) {
    showError(st, wordError(e));
    return false;
  }
  showError(st, '');
  st.line?.free();
  st.line = line;
  const snap = line.act({ type: 'snapshot' });
  st.snap = snap;
  st.source = { m, seed, span };
  st.onRoute = new Set(snap.route.map((n) => n - 1));
  st.selected = -1;
  const reach = snap.boxes.filter((b) => b.reachable).length;
  st.$('pl-best').textContent = t('plane-best', { best: snap.best, route: snap.route.length, count: snap.boxes.length, reach });
  st.canvas.dataset.best = String(snap.best);
  st.canvas.dataset.route = snap.route.join(',');
  st.plan = [];
  // A new instance opens on its question too.
  st.revealed = false;
  if (st.mode) judge(st);
  st.ctx.announce(t('plane-opening', { count: snap.boxes.length, reach }));
  select(st, -1);
  schedule(st);
  return true;
}

function showError(st, text) {
  showText(st.$('pl-error'), text);
}

function render(st) {
  const wrap = st.$('pl-wrap');
  const width = Math.max(1, wrap.clientWidth);
  const height = Math.max(1, wrap.clientHeight);
  const dpr = sizeCanvas(st.canvas, width, height);
  st.geometry = planeGeometry(width, height, st.snap);
  // The axes' words, worded here: the drawing knows no language.
  const labels = { position: t('plane-axis-position', { lo: st.geometry.lo }), time: t('plane-axis-time') };
  drawPlane(st.canvas, st.geometry, st.snap, shownRoute(st), st.selected, planeColors(st.canvas), dpr, st.mode === 'play' ? st.plan : null, labels);
}

function schedule(st) {
  if (st.frame || !st.snap) return;
  st.frame = requestAnimationFrame(() => {
    st.frame = 0;
    render(st);
  });
}

/// Selects box `k` (or none with -1) and says what it is.
function select(st, k) {
  st.selected = k;
  st.canvas.dataset.step = String(k + 1);
  const detail = st.$('pl-detail');
  if (k < 0) {
    detail.textContent = t('plane-detail-none');
  } else {
    const b = st.snap.boxes[k];
    const where = shownRoute(st).has(k) ? 'route' : b.reachable ? 'reachable' : 'unreachable';
    detail.textContent = t('plane-detail', { number: b.number, position: b.position, time: b.time, candies: b.candies, where });
  }
  schedule(st);
}

/// The next box of the route after (or before, `dir` −1) the selected one; before the
/// optimum is shown, the next box within reach (the keys give nothing away).
function alongRoute(st, dir) {
  const route = st.revealed
    ? st.snap.route.map((n) => n - 1)
    : st.snap.boxes.flatMap((b, k) => (b.reachable ? [k] : []));
  if (!route.length) return st.selected;
  const later = route.filter((k) => (dir > 0 ? k > st.selected : k < st.selected));
  if (!later.length) return st.selected;
  return dir > 0 ? later[0] : later[later.length - 1];
}

function onKey(st, e) {
  const last = st.snap.boxes.length - 1;
  // The keys start on the first box within reach (the first in time may be out of reach).
  const first = Math.max(0, st.snap.boxes.findIndex((b) => b.reachable));
  const keys = {
    ArrowRight: () => (st.selected < 0 ? first : Math.min(last, st.selected + 1)),
    ArrowLeft: () => (st.selected < 0 ? first : Math.max(0, st.selected - 1)),
    ArrowDown: () => alongRoute(st, 1),
    ArrowUp: () => alongRoute(st, -1),
    Home: () => first,
    End: () => last,
    Escape: () => -1,
  };
  if ((e.key === 'Enter' || e.key === ' ') && st.mode === 'play') {
    e.preventDefault();
    toggleBox(st, st.selected);
    return;
  }
  const to = keys[e.key];
  if (!to || e.altKey || e.ctrlKey || e.metaKey) return;
  e.preventDefault();
  select(st, to());
  st.ctx.announce(st.$('pl-detail').textContent);
}

function onMove(st, e) {
  if (!st.geometry) return;
  const r = st.canvas.getBoundingClientRect();
  const k = boxNear(st.geometry, st.snap, e.clientX - r.left, e.clientY - r.top);
  if (k !== st.selected && k >= 0) select(st, k);
}

function onSubmit(st, e) {
  e.preventDefault();
  const values = Object.fromEntries(st.ctx.game.params.map((p) => [p.name, Number(st.$(`pl-${p.name}`).value)]));
  if (load(st, values.m, values.seed, values.span)) st.ctx.setParams(values);
}

/// Saves the instance as a file of docs/design.md's format, for `movelab candy FILE`.
function onExport(st) {
  const blob = new Blob([`${JSON.stringify(st.snap.file)}\n`], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  const p = st.source;
  a.download = `candy-m${p.m}-seed${p.seed}-span${p.span}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function on(st, target, type, fn) {
  target.addEventListener(type, fn);
  st.listeners.push(() => target.removeEventListener(type, fn));
}

function wire(st) {
  on(st, st.$('pl-form'), 'submit', (e) => onSubmit(st, e));
  on(st, st.$('pl-export'), 'click', () => onExport(st));
  on(st, st.canvas, 'keydown', (e) => onKey(st, e));
  on(st, st.canvas, 'pointermove', (e) => onMove(st, e));
  on(st, st.canvas, 'click', (e) => {
    if (st.mode !== 'play' || !st.geometry) return;
    const r = st.canvas.getBoundingClientRect();
    toggleBox(st, boxNear(st.geometry, st.snap, e.clientX - r.left, e.clientY - r.top));
  });
  on(st, st.$('pl-watch'), 'click', () => setMode(st, 'watch'));
  on(st, st.$('pl-play'), 'click', () => setMode(st, 'play'));
  on(st, st.$('pl-undo'), 'click', () => { st.plan.pop(); judge(st); });
  on(st, st.$('pl-clear'), 'click', () => { st.plan = []; judge(st); });
  on(st, st.$('pl-reveal'), 'click', () => { st.revealed = true; judge(st); });
  // Under a task the route is handed in when the visitor says so: the task scores its
  // candies against the most (the best route also ends it by itself, as `solved`).
  st.$('pl-hand-in').hidden = !st.ctx.params.task;
  on(st, st.$('pl-hand-in'), 'click', () => {
    const verdict = st.line.act({ type: 'judge', boxes: st.plan.map((k) => k + 1) }).reply;
    if (verdict.problem || st.plan.length === 0) {
      st.$('pl-verdict').textContent = verdict.problem
        ? t('plane-hand-in-broken', { problem: wordFact(verdict.problem) })
        : t('plane-hand-in-empty');
      return;
    }
    st.ctx.emit?.('solved', { moves: st.plan.length, optimal: st.snap.route.length, candies: verdict.candies, best: verdict.best, handedIn: true });
  });
  on(st, window.matchMedia('(prefers-color-scheme: dark)'), 'change', () => schedule(st));
}

function destroy(st) {
  cancelAnimationFrame(st.frame);
  st.observer?.disconnect();
  for (const off of st.listeners) off();
  st.line?.free();
  st.line = null;
  st.snap = null;
  st.ctx = null;
}
