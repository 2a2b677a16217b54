// The runs view (`show=<run>`, any game whose catalog entry lists the run): a recorded run
// of one of the papers' algorithms (wasm `RunView`, in a lab-runs module), stepped forwards and
// back. The run's structure crosses once; each step is drawn from it and the step's
// snapshot (its words and live counts). The tree or DAG pans (drag, arrow keys) and zooms
// (wheel, + and −). Hooks on the canvas: data-puzzle, data-show, data-step, data-length,
// data-counts (the live counts joined by commas), data-nodes, data-totals.

import { t, wordError, wordFact } from '../i18n.js';
import { CHART, showText, sizeCanvas, themeColors } from './dom.js';
import { mountTimeline, timelineMarkup } from './timeline.js';
import { drawRun, fitView, labelOf, nodeAt, valueText } from './runs-draw.js';
import { drawPlot } from './plot-draw.js';
import { figure, fitExp, fitPower } from './fit.js';

function template(info, name) {
  return `
  <h2 id="run-heading">${info.title}: show=${name}</h2>
  <p id="run-error" class="run-error" role="alert" hidden></p>
  <div id="run-body">
    <p id="run-answer" class="run-answer"></p>
    <ul id="run-totals" class="run-totals" aria-label="${t('run-totals-label')}"></ul>
    ${timelineMarkup('run-')}
    <p id="run-counts" class="run-counts"></p>
    <p id="run-said" class="run-said" aria-live="polite"></p>
    <div class="run-controls">
      <button type="button" id="run-zoom-in" aria-label="${t('run-zoom-in')}">+</button>
      <button type="button" id="run-zoom-out" aria-label="${t('run-zoom-out')}">−</button>
      <button type="button" id="run-fit">${t('run-fit')}</button>
      <span id="run-node" class="run-node"></span>
    </div>
    <div class="run-wrap" id="run-wrap">
      <canvas id="run-canvas" class="run-canvas" tabindex="0" role="img"></canvas>
    </div>
    <p class="run-help" id="run-legend"></p>
    <p class="run-help">${t('run-keys-help')}</p>
    <section id="run-figures" class="run-figures" hidden aria-labelledby="run-figures-heading">
      <h3 id="run-figures-heading">${t('run-figures-heading')}</h3>
      <p class="run-help">${t('run-figures-help', { clock: 'performance.now()', fit2: '2133.73 x^1.083', r2: 0.81, fit3: '2000 e^(0.6 x)' })}</p>
      <button type="button" id="run-time">${t('run-time')}</button>
      <p id="run-timing" class="run-said" aria-live="polite"></p>
      <figure class="run-figure" hidden>
        <canvas id="run-fig2" class="run-plot" role="img" aria-label="${t('run-fig2-not-yet')}"></canvas>
        <figcaption id="run-fig2-formula">${t('run-fig2-caption')}</figcaption>
      </figure>
      <figure class="run-figure" hidden>
        <canvas id="run-fig3" class="run-plot" role="img" aria-label="${t('run-fig3-not-yet')}"></canvas>
        <figcaption id="run-fig3-formula">${t('run-fig3-caption')}</figcaption>
      </figure>
    </section>
  </div>
  <p><a id="run-to-game" class="run-to-game">${t('run-back-to-game')}</a></p>`;
}

/// Each kind of run's legend: its message and the keys it shows in colour, each a message of
/// its own put in the sentence where it says (`{ $lost }`), drawn as a swatch.
const LEGENDS = {
  grundy: ['run-legend-grundy', { lost: ['run-key-grundy-lost', 'lost'], won: ['run-key-grundy-won', 'won'] }],
  'win-lose': ['run-legend-win-lose', { won: ['run-key-won', 'won'], lost: ['run-key-lost', 'lost'] }],
  total: ['run-legend-total', { best: ['run-key-best', 'won'] }],
  plane: ['run-legend-plane', { quarter: ['run-key-quarter', ''], best: ['run-key-best', 'won'] }],
  actions: ['run-legend-actions', { path: ['run-key-path', 'won'], wait: ['run-key-wait', 'lost'], moves: ['run-key-moves', 'won'] }],
  goal: ['run-legend-goal', { goal: ['run-key-goal', 'won'], none: ['run-key-no-goal', 'lost'] }],
};

/// Fills `el` with legend `[id, keys]`: the sentence worded with a marker for each key, then
/// split at the markers, each key a swatch (`run-key run-key-<colour>`) with its words.
function fillLegend(el, [id, keys]) {
  const names = Object.keys(keys);
  const marker = (k) => `\u0001${k}\u0001`;
  const sentence = t(id, Object.fromEntries(names.map((name, k) => [name, marker(k)])));
  el.replaceChildren();
  sentence.split('\u0001').forEach((part, k) => {
    const key = k % 2 ? keys[names[Number(part)]] : null;
    if (!key) {
      el.append(part);
      return;
    }
    const span = document.createElement('span');
    span.className = key[1] ? `run-key run-key-${key[1]}` : 'run-key';
    span.textContent = t(key[0]);
    el.append(span);
  });
}

/// The general parameters a recorded run reads: its step and playback speed.
export const reads = () => ['step', 'speed'];

export function mount(root, ctx) {
  root.innerHTML = template(ctx.game, ctx.params.show);
  const $ = (id) => root.querySelector(`#${id}`);
  const st = {
    ctx, $, root, handle: null, run: null, snap: null, view: null, selected: -1, tl: null,
    abort: new AbortController(), listeners: [], observer: null, drag: null,
  };
  const back = new URLSearchParams(location.search);
  back.delete('show');
  back.delete('step');
  $('run-to-game').href = `?${back.toString()}`;
  const canvas = $('run-canvas');
  canvas.dataset.puzzle = ctx.game.id;
  canvas.dataset.show = ctx.params.show;
  try {
    st.handle = new ctx.wasm.RunView(ctx.game.id, { ...ctx.params });
  } catch (e) {
    // The core's refusal, a fact (a check of the page's own stays as it is).
    const why = wordError(e);
    showText($('run-error'), why);
    $('run-body').hidden = true;
    canvas.dataset.error = why;
    return { destroy: () => destroy(st), handle: null };
  }
  st.run = st.handle.act({ type: 'structure' }).reply;
  const r = st.run;
  // The run's facts worded once: its title, answer and totals, and its counters' names
  // (each takes its count at a step).
  st.title = wordFact(r.title);
  $('run-heading').textContent = t('run-heading', { game: ctx.game.title, title: st.title });
  $('run-answer').textContent = wordFact(r.answer);
  const totals = r.totals.map((fact) => wordFact(fact));
  $('run-totals').replaceChildren(...totals.map((text) => Object.assign(document.createElement('li'), { textContent: text })));
  const legend = LEGENDS[r.shape === 'plane' ? 'plane' : r.meaning];
  if (legend) fillLegend($('run-legend'), legend);
  Object.assign(canvas.dataset, { length: String(r.length), nodes: String(r.labels.length), totals: totals.join(' | ') });
  wire(st);
  if (r.hasTrials) {
    $('run-figures').hidden = false;
    on(st, $('run-time'), 'click', () => timeTrials(st));
  }
  st.observer = new ResizeObserver(() => {
    if (!st.view) fit(st);
    st.tl?.refresh();
    drawFigures(st);
  });
  st.observer.observe($('run-wrap'));
  const wanted = BigInt(ctx.params.step ?? 0);
  const length = BigInt(r.length);
  if (wanted > length) ctx.say([t('run-step-past', { step: String(wanted), length: Number(r.length) })]);
  // The one timeline player steps the run; a step is drawn from the structure and the core's
  // snapshot of that step.
  const line = {
    length: () => length,
    draw: (step) => {
      if (!st.snap || BigInt(st.snap.step) !== step) st.snap = st.handle.act({ type: 'seek', step: Number(step) });
      render(st);
      return false;
    },
    changed: (step, playing) => told(st, playing),
  };
  st.tl = mountTimeline(root, line, {
    signal: st.abort.signal, prefix: 'run-', speed: ctx.params.speed, range: ctx.catalog?.speed,
    step: wanted > length ? length : wanted, onSpeed: (v) => ctx.setParams({ speed: v }),
  });
  return {
    destroy: () => destroy(st),
    handle: st.handle,
    timeline: st.tl,
    fields: () => ({ step: st.snap?.step ?? 0, length: r.length }),
    restart: () => { st.tl.seek(0n); return ''; },
    play: () => { st.tl.play(); return ''; },
    pause: () => { st.tl.pause(); return ''; },
    seek: (k) => {
      const step = typeof k === 'bigint' ? k : BigInt(Math.trunc(Number(k)));
      if (step < 0n || step > length) return t('run-seek-refused', { length: Number(r.length), step: String(k) });
      st.tl.seek(step);
      return '';
    },
  };
}

/// The readouts, hooks, link and events of the step shown (the timeline tells each change).
function told(st, playing) {
  const s = st.snap;
  const r = st.run;
  st.$('run-counts').textContent = r.counters.map((fact, i) => wordFact({ id: fact.id, args: { count: Number(s.counts[i]) } })).join(' · ');
  const said = wordFact(s.said);
  st.$('run-said').textContent = said;
  Object.assign(st.$('run-canvas').dataset, { step: String(s.step), counts: s.counts.join(','), said: s.said.id });
  st.$('run-canvas').setAttribute('aria-label', t('run-canvas-label', { title: st.title, step: Number(s.step), length: Number(s.length), said }));
  if (!playing) {
    st.ctx.setParams({ step: s.step });
    st.ctx.announce?.(said);
  }
  st.ctx.emit?.('step', { step: s.step, length: s.length });
}

function fit(st) {
  const wrap = st.$('run-wrap');
  st.view = fitView(st.run, Math.max(1, wrap.clientWidth), Math.max(1, wrap.clientHeight));
  schedule(st);
}

function schedule(st) {
  st.tl?.refresh();
}

function zoom(st, factor, px, py) {
  const v = st.view;
  const f = Math.min(400 / Math.max(v.sx, v.sy), Math.max(0.002, factor));
  v.panX = px - 28 - (px - 28 - v.panX) * f;
  v.panY = py - 28 - (py - 28 - v.panY) * f;
  v.sx *= f;
  v.sy *= f;
  schedule(st);
}

function pan(st, dx, dy) {
  st.view.panX += dx;
  st.view.panY += dy;
  schedule(st);
}

function render(st) {
  if (!st.run || !st.view) return;
  const wrap = st.$('run-wrap');
  const w = Math.max(1, wrap.clientWidth);
  const h = Math.max(1, wrap.clientHeight);
  const canvas = st.$('run-canvas');
  drawRun(canvas, st.run, st.snap, st.view, w, h, themeColors(canvas, CHART), sizeCanvas(canvas, w, h), st.selected);
}

/// The node the visitor chose, in words: its label, what its options gave, its value.
function describeNode(st, i) {
  const r = st.run;
  const options = [...r.options.subarray(r.optionStart[i], r.optionStart[i + 1])];
  const step = st.snap.step;
  const shown = r.enter[i] <= step;
  const node = labelOf(r, i);
  if (!shown) return t('run-node-not-reached', { node });
  if (r.meaning === 'actions') {
    if (r.leave[i] > step) return t('run-one-taken', { node, step: r.enter[i] });
    const waits = [];
    for (let k = 1; k + 1 < options.length; k += 2) waits.push(options[k + 1] > 1 ? `${options[k]}–${options[k] + options[k + 1] - 1}` : `${options[k]}`);
    const several = waits.length > 1 || /–/.test(waits[0]);
    return t('run-one-home', { node, cell: options[0], steps: r.value[i], waits: waits.length ? (several ? 'several' : 'one') : 'none', at: waits.join(', ') });
  }
  const known = r.leave[i] <= step;
  const value = known ? valueText(r, i) : t('run-not-known-yet');
  const seen = r.meaning === 'goal' ? 'none' : `{${options.join(', ')}}`;
  return t('run-node', { node, entered: r.enter[i], left: r.leave[i], options: seen, value });
}

function onKey(st, e) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.target.closest('input, select, textarea')) return;
  const onCanvas = e.target === st.$('run-canvas');
  const w = st.$('run-wrap').clientWidth;
  const h = st.$('run-wrap').clientHeight;
  const keys = {};
  if (onCanvas) {
    Object.assign(keys, {
      '.': () => st.tl.forward(), ',': () => st.tl.back(),
      ArrowLeft: () => pan(st, 60, 0), ArrowRight: () => pan(st, -60, 0),
      ArrowUp: () => pan(st, 0, 40), ArrowDown: () => pan(st, 0, -40),
      '+': () => zoom(st, 1.5, w / 2, h / 2), '=': () => zoom(st, 1.5, w / 2, h / 2),
      '-': () => zoom(st, 1 / 1.5, w / 2, h / 2), 0: () => fit(st),
    });
  }
  if (!keys[e.key]) return;
  keys[e.key]();
  e.preventDefault();
}

function on(st, target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  st.listeners.push(() => target.removeEventListener(type, fn, opts));
}

function wire(st) {
  const { $ } = st;
  on(st, st.root, 'keydown', (e) => onKey(st, e));
  const c = $('run-canvas');
  on(st, $('run-zoom-in'), 'click', () => zoom(st, 1.5, c.clientWidth / 2, c.clientHeight / 2));
  on(st, $('run-zoom-out'), 'click', () => zoom(st, 1 / 1.5, c.clientWidth / 2, c.clientHeight / 2));
  on(st, $('run-fit'), 'click', () => fit(st));
  on(st, c, 'wheel', (e) => {
    e.preventDefault();
    const rect = c.getBoundingClientRect();
    zoom(st, e.deltaY < 0 ? 1.25 : 1 / 1.25, e.clientX - rect.left, e.clientY - rect.top);
  }, { passive: false });
  on(st, c, 'pointerdown', (e) => {
    st.drag = { x: e.clientX, y: e.clientY, moved: false };
    c.setPointerCapture?.(e.pointerId);
  });
  on(st, c, 'pointermove', (e) => {
    if (!st.drag) return;
    const dx = e.clientX - st.drag.x;
    const dy = e.clientY - st.drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 2) st.drag.moved = true;
    pan(st, dx, dy);
    st.drag.x = e.clientX;
    st.drag.y = e.clientY;
  });
  on(st, c, 'pointerup', (e) => {
    const clicked = st.drag && !st.drag.moved;
    st.drag = null;
    if (!clicked) return;
    const rect = c.getBoundingClientRect();
    st.selected = nodeAt(st.run, st.view, st.snap.step, e.clientX - rect.left, e.clientY - rect.top);
    $('run-node').textContent = st.selected < 0 ? '' : describeNode(st, st.selected);
    schedule(st);
  });
  on(st, c, 'pointercancel', () => { st.drag = null; });
  on(st, window.matchMedia('(prefers-color-scheme: dark)'), 'change', () => schedule(st));
}

/// Times every problem the run offers (the `trial` action, `times` searches a call, doubled
/// until a call takes 2 ms), a slice of about 40 ms at a time so that the page stays
/// responsive, then fits and draws the two figures.
async function timeTrials(st) {
  const button = st.$('run-time');
  button.disabled = true;
  const labels = st.handle.act({ type: 'trials' }).reply;
  const rows = [];
  for (let k = 0; k < labels.length;) {
    const until = performance.now() + 40;
    while (k < labels.length && performance.now() < until) {
      let times = 1;
      for (;;) {
        const t0 = performance.now();
        const reply = st.handle.act({ type: 'trial', index: k, times }).reply;
        const ms = performance.now() - t0;
        if (ms >= 2 || times >= 1 << 20) {
          rows.push({ searched: reply.searched, length: reply.length, us: (ms * 1000) / times, times });
          break;
        }
        times = Math.min(1 << 20, ms > 0.1 ? Math.ceil((times * 2.4) / ms) : times * 16);
      }
      k++;
    }
    showText(st.$('run-timing'), t('run-timing-progress', { done: k, total: labels.length }));
    await new Promise((done) => { setTimeout(done, 0); });
    if (!st.handle) return; // the view was closed meanwhile
  }
  st.figures = rows;
  const runs = rows.reduce((a, row) => a + row.times, 0);
  showText(st.$('run-timing'), t('run-timing-done', { problems: rows.length, searches: runs }));
  button.disabled = false;
  button.textContent = t('run-time-again');
  drawFigures(st);
}

/// Both figures from the timings kept: the points, the fitted curve and its formula.
function drawFigures(st) {
  const rows = st.figures;
  if (!rows) return;
  const colors = themeColors(st.$('run-canvas'), CHART);
  const figures = [
    {
      id: 'run-fig2', words: 'run-fig2-words', fit: fitPower, xLog: true, xLabel: t('run-fig2-axis'),
      points: rows.map((row) => [row.searched, row.us]),
      curve: (f) => (x) => f.a * x ** f.b,
      formula: (f) => `t ≈ ${figure(f.a)} µs × n^${figure(f.b)}`,
    },
    {
      id: 'run-fig3', words: 'run-fig3-words', fit: fitExp, xLog: false, xLabel: t('run-fig3-axis'),
      points: rows.filter((row) => row.length !== null && row.length !== undefined).map((row) => [row.length, row.us]),
      curve: (f) => (x) => f.a * Math.exp(f.b * x),
      formula: (f) => `t ≈ ${figure(f.a)} µs × e^(${figure(f.b)} L)`,
    },
  ];
  for (const fig of figures) {
    const canvas = st.$(fig.id);
    // Shown once there is something to plot (an empty frame said nothing).
    canvas.closest('figure').hidden = false;
    const f = fig.fit(fig.points);
    const width = Math.max(200, canvas.parentElement.clientWidth);
    const dpr = sizeCanvas(canvas, width, 300);
    drawPlot(canvas, {
      points: fig.points, curve: f && fig.curve(f), xLog: fig.xLog, yLog: true, xLabel: fig.xLabel, yLabel: t('run-fig-time-axis'),
    }, width, 300, dpr, colors);
    // The formula is notation; without a fit, the sentence says so instead.
    const formula = f ? fig.formula(f) : '';
    const said = t(fig.words, { points: fig.points.length, formula: formula || 'none', r2: f ? Math.round(f.r2 * 100) / 100 : 'none' });
    showText(st.$(`${fig.id}-formula`), said);
    canvas.setAttribute('aria-label', said);
    Object.assign(canvas.dataset, { points: String(fig.points.length), formula: formula || 'none' });
  }
}

function destroy(st) {
  st.abort.abort();
  st.tl?.destroy();
  st.observer?.disconnect();
  for (const off of st.listeners) off();
  st.handle?.free();
  st.handle = null;
  st.ctx = null;
}
