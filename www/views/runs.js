// The runs view (`show=<run>`, any game whose catalog entry lists the run): a recorded run
// of one of the papers' algorithms (wasm `RunView`, in a lab-runs module), stepped forwards and
// back. The run's structure crosses once; each step is drawn from it and the step's
// snapshot (its words and live counts). The tree or DAG pans (drag, arrow keys) and zooms
// (wheel, + and −). Hooks on the canvas: data-puzzle, data-show, data-step, data-length,
// data-counts (the live counts joined by commas), data-nodes, data-totals.

import { t, wordError, words } from '../i18n.js';
import { CHART, showText, sizeCanvas, themeColors } from './dom.js';
import { mountTimeline, timelineMarkup } from './timeline.js';
import { drawRun, fitView, nodeAt, valueText } from './runs-draw.js';
import { drawPlot } from './plot-draw.js';
import { figure, fitExp, fitPower } from './fit.js';

const grouped = (n) => words().number(Number(n));

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
      <h3 id="run-figures-heading">Merand and Varkevisser's Figures 2 and 3, from runs in this browser</h3>
      <p class="run-help">Each point is one problem searched by Algorithm 2 (this run's search,
        not recorded): from every single vacancy of the triangles of side 5 and 6 to one peg
        anywhere, and from the English board's central game, each from its start and after
        every move of a solution, so that the solutions run from 1 to 31 jumps. Its time is
        this browser's clock (<code>performance.now()</code>) around the search, repeated until
        at least 2 ms have passed and divided by the repetitions: it moves with the machine,
        other tabs and the clock's resolution, so the fit says how the time grows, not how long
        a search takes elsewhere. The curves are least-squares lines through log t against
        log n (Figure 2) and log t against the length L (Figure 3). The paper's own fits, in
        its units: 2133.73 x^1.083 (R² = 0.81) and 2000 e^(0.6 x).</p>
      <button type="button" id="run-time">Time the searches</button>
      <p id="run-timing" class="run-said" aria-live="polite"></p>
      <figure class="run-figure" hidden>
        <canvas id="run-fig2" class="run-plot" role="img" aria-label="Figure 2: running time against the elements searched, not measured yet"></canvas>
        <figcaption id="run-fig2-formula">Figure 2: running time against the elements searched.</figcaption>
      </figure>
      <figure class="run-figure" hidden>
        <canvas id="run-fig3" class="run-plot" role="img" aria-label="Figure 3: running time against the length of the solution, not measured yet"></canvas>
        <figcaption id="run-fig3-formula">Figure 3: running time against the length of the solution found.</figcaption>
      </figure>
    </section>
  </div>
  <p><a id="run-to-game" class="run-to-game">${t('run-back-to-game')}</a></p>`;
}

const LEGENDS = {
  grundy: 'Each node is a position, labelled above; once its call returns it shows its Grundy value, the mex of its options\' values: <span class="run-key run-key-lost">0, a lost position</span>, <span class="run-key run-key-won">more than 0, a won one</span>. A ringed node is on the recursion\'s stack.',
  'win-lose': 'Each node is a position, labelled above; once its call returns it shows <span class="run-key run-key-won">W, won</span> or <span class="run-key run-key-lost">L, lost</span> for the player to move. A ringed node is on the recursion\'s stack.',
  total: 'Each square is a box, a column per position on the line and a row per time (by rank), labelled with its position x and time t; once filled it shows <span class="run-key run-key-won">the most candies of a route ending with it</span>, the best of the earlier boxes that reach it in time (the dashed lines) plus its own; greyed with a cross, a box no route reaches in time.',
  plane: 'Each box of candies is a point turned by 45°: u = x + t to the right, v = t − x upward, so a box can follow exactly the boxes below and left of it (t − t′ ≥ |x − x′|). The box asking is ringed with <span class="run-key">its quarter-plane shaded</span>, a dashed line to the best box found there; once done it shows <span class="run-key run-key-won">the most candies of a route ending with it</span>. Greyed with a cross, a box out of reach of the start.',
  actions: 'Above, the plain simulation: a row per step, time downward, each cell holding a 1 shaded. Each 1 the stack method has finished is drawn as <span class="run-key run-key-won">its path</span>, left one cell a move, straight down a wait, which lands on the simulated ones; the 1 being taken is ringed. Below, the stack: the actions of the last 1 taken, its last actions on the left and its first action on top, on the right: <span class="run-key run-key-lost">W a wait</span>, <span class="run-key run-key-won">M×k a run of k moves</span>, with totalWaits (tW, the waits at and below it) and nextWait (nW, the topmost wait at or below it) under each; an entry just popped is dashed.',
  goal: 'Each node is the position after the jump that labels it: <span class="run-key run-key-won">✓ reaches the goal</span>, <span class="run-key run-key-lost">✗ no solution below</span>; greyed with a cross, cut (no finish possible by the class argument); greyed and dashed, found in the dead set (itself or a position symmetric to it) and not explored again. A ringed node is on the search\'s line.',
};

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
    showText($('run-error'), `${wordError(e)}.`);
    $('run-body').hidden = true;
    canvas.dataset.error = e.message;
    return { destroy: () => destroy(st), handle: null };
  }
  st.run = st.handle.act({ type: 'structure' }).reply;
  const r = st.run;
  $('run-heading').textContent = `${ctx.game.title}: ${r.title}`;
  $('run-answer').textContent = `${r.answer[0].toUpperCase()}${r.answer.slice(1)}.`;
  $('run-totals').innerHTML = r.totals.map((total) => `<li>${total}</li>`).join('');
  $('run-legend').innerHTML = LEGENDS[r.shape === 'plane' ? 'plane' : r.meaning] ?? '';
  Object.assign(canvas.dataset, { length: String(r.length), nodes: String(r.labels.length), totals: r.totals.join(' | ') });
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
      if (step < 0n || step > length) return `step must be from 0 to ${r.length}, not ${k}`;
      st.tl.seek(step);
      return '';
    },
  };
}

/// The readouts, hooks, link and events of the step shown (the timeline tells each change).
function told(st, playing) {
  const s = st.snap;
  const r = st.run;
  st.$('run-counts').textContent = r.counters.map((name, i) => `${name}: ${grouped(s.counts[i])}`).join(' · ');
  st.$('run-said').textContent = s.said;
  Object.assign(st.$('run-canvas').dataset, { step: String(s.step), counts: s.counts.join(',') });
  st.$('run-canvas').setAttribute('aria-label', t('run-canvas-label', { title: r.title, step: Number(s.step), length: Number(s.length), said: s.said }));
  if (!playing) {
    st.ctx.setParams({ step: s.step });
    st.ctx.announce?.(s.said);
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
  if (!shown) return t('run-node-not-reached', { node: r.labels[i] });
  if (r.meaning === 'actions') {
    if (r.leave[i] > step) return t('run-one-taken', { node: r.labels[i], step: r.enter[i] });
    const waits = [];
    for (let k = 1; k + 1 < options.length; k += 2) waits.push(options[k + 1] > 1 ? `${options[k]}–${options[k] + options[k + 1] - 1}` : `${options[k]}`);
    const several = waits.length > 1 || /–/.test(waits[0]);
    return t('run-one-home', { node: r.labels[i], cell: options[0], steps: r.value[i], waits: waits.length ? (several ? 'several' : 'one') : 'none', at: waits.join(', ') });
  }
  const known = r.leave[i] <= step;
  const value = known ? valueText(r, i) : t('run-not-known-yet');
  const seen = r.meaning === 'goal' ? 'none' : `{${options.join(', ')}}`;
  return t('run-node', { node: r.labels[i], entered: r.enter[i], left: r.leave[i], options: seen, value });
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
    showText(st.$('run-timing'), `Timed ${grouped(k)} of ${grouped(labels.length)} problems.`);
    await new Promise((done) => { setTimeout(done, 0); });
    if (!st.handle) return; // the view was closed meanwhile
  }
  st.figures = rows;
  const runs = rows.reduce((a, row) => a + row.times, 0);
  showText(st.$('run-timing'), `Timed ${grouped(rows.length)} problems in ${grouped(runs)} searches.`);
  button.disabled = false;
  button.textContent = 'Time them again';
  drawFigures(st);
}

/// Both figures from the timings kept: the points, the fitted curve and its formula.
function drawFigures(st) {
  const rows = st.figures;
  if (!rows) return;
  const colors = themeColors(st.$('run-canvas'), CHART);
  const figures = [
    {
      id: 'run-fig2', name: 'Figure 2', fit: fitPower, xLog: true, xLabel: 'elements searched n (positions expanded)',
      points: rows.map((row) => [row.searched, row.us]),
      curve: (f) => (x) => f.a * x ** f.b,
      formula: (f) => `t ≈ ${figure(f.a)} µs × n^${figure(f.b)}`,
      fitted: 'least squares on log t against log n',
      what: 'running time against the elements searched',
    },
    {
      id: 'run-fig3', name: 'Figure 3', fit: fitExp, xLog: false, xLabel: 'length of the solution found L (jumps)',
      points: rows.filter((row) => row.length !== null && row.length !== undefined).map((row) => [row.length, row.us]),
      curve: (f) => (x) => f.a * Math.exp(f.b * x),
      formula: (f) => `t ≈ ${figure(f.a)} µs × e^(${figure(f.b)} L)`,
      fitted: 'least squares on log t against L',
      what: 'running time against the length of the solution found',
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
      points: fig.points, curve: f && fig.curve(f), xLog: fig.xLog, yLog: true, xLabel: fig.xLabel, yLabel: 'time t (µs)',
    }, width, 300, dpr, colors);
    const formula = f ? fig.formula(f) : 'too few points to fit';
    const words = `${fig.name}: ${fig.what}, ${grouped(fig.points.length)} problems. ${formula} (${fig.fitted}, R² = ${f ? f.r2.toFixed(2) : '–'}).`;
    showText(st.$(`${fig.id}-formula`), words);
    canvas.setAttribute('aria-label', words);
    Object.assign(canvas.dataset, { points: String(fig.points.length), formula });
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
