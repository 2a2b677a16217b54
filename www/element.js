// <movelab-puzzle>: the movelab player as a custom element (docs/embedding.md).
//
//   <script type="module" src="https://your.site/movelab/www/element.js"></script>
//   <movelab-puzzle puzzle="shift" n="3" m="2" first="right" step="0" autoplay
//                   controls="full|playback|none" speed="2"></movelab-puzzle>
//
// Each element has its own canvas and its own wasm row (a RowView); all of them share one
// instance of the wasm module. A game of another view (peg, nim, automaton, …) is drawn by
// that view's controller (www/views/) inside the shadow root, with the page's stylesheet
// linked there; its attributes are the game's URL parameters (`<movelab-puzzle
// puzzle="peg" board="english" empty="d4">`), checked by the same code. Everything is inside an open shadow root, so the host page's
// CSS cannot reach it; it is as wide as its container. Attributes are checked like the
// page's URL parameters (a bad value is named in words and falls back to its default) and
// reflected as properties. Events (CustomEvent, bubbling out of the shadow root, `detail`
// as the page's postMessage body, www/embed.js): `ready`, `settings`, `move`, `step`,
// `solved`, `over`, `error`, for every game. Methods, the embedding's commands: get(),
// set({...}), restart(), play(), pause(), seek(step), carried out by the same `obey`.
// The wasm core decides; this file translates.

import { paramsFor } from './params.js';
import { eventBody, obey, stageFields } from './embed.js';
import { exact, wholeStep, shown, formatStep } from './seek.js';
import { VIEWS, moduleFor } from './views/index.js';
import { mountTimeline } from './views/timeline.js';

let wasmPromise = null;
/// The URL functions over the wasm catalog (www/params.js), set when the wasm starts.
let P = null;

/// The wasm module, started once for every element of the page (movelab-wasm.js is written
/// at build time next to the page's own wasm-bindgen module; see scripts/wasm-entry.sh).
function wasmModule() {
  wasmPromise ??= import('../movelab-wasm.js').then(async (m) => {
    // Trunk hashed the .wasm's name; a second start (the page's own) is a no-op.
    await m.default({ module_or_path: m.wasmUrl });
    P = paramsFor(m.catalog());
    return m;
  });
  return wasmPromise;
}

const ATTRIBUTES = ['puzzle', 'n', 'm', 'first', 'step', 'speed', 'autoplay', 'controls', 'show'];
/// The page's general parameters an element of any game reads besides the game's own.
const GENERAL = ['step', 'speed', 'mode', 'moves', 'practice', 'autoplay', 'show'];
const CONTROLS = ['full', 'playback', 'none'];
const fmt = new Intl.NumberFormat('en');

const ICONS = {
  start: 'M6 5h2v14H6zM20 5v14L9 12z',
  back: 'M17 5v14L6 12z',
  play: 'M7 4v16l13-8z',
  pause: 'M6 4h4v16H6zM14 4h4v16h-4z',
  forward: 'M7 5v14l11-7z',
  end: 'M16 5h2v14h-2zM4 5v14l11-7z',
};

const CSS = `
:host { display: block; contain: content; }
:host([hidden]) { display: none; }
.view-box { padding: 0; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.root {
  all: initial;
  display: block;
  container-type: inline-size;
  box-sizing: border-box;
  width: 100%;
  font: 400 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--text);
  background: var(--card);
  border: 1px solid var(--line);
  border-radius: 10px;
  padding: 10px;
  text-align: left;
  --card: #ffffff; --text: #1f2328; --muted: #57606a; --line: #d8d2c6;
  --control: #f1ece3; --control-hover: #e6dfd2; --accent: #b4410c; --accent-text: #ffffff;
  --focus: #1f6feb; --error-bg: #fff1e6; --error-line: #b4410c;
  --board-bg: #fbf8f2; --tile-a: #e9dcc3; --tile-b: #dfcfb1; --hole: #c9b48e;
  --black: #1c1c1f; --black-edge: #6b6b73; --white: #fffdf8; --white-edge: #7a6f60;
  --board-text: #5f5340;
}
@media (prefers-color-scheme: dark) {
  .root {
    --card: #1d2026; --text: #e9e6e1; --muted: #a9b1bb; --line: #363b45;
    --control: #2a2f38; --control-hover: #353b46; --accent: #f08a4b; --accent-text: #14161a;
    --focus: #79b8ff; --error-bg: #3a2418; --error-line: #f08a4b;
    --board-bg: #20242b; --tile-a: #3b4150; --tile-b: #343a47; --hole: #2b303a;
    --black: #0c0c0e; --black-edge: #9aa1ad; --white: #f4f1ea; --white-edge: #8d8574;
    --board-text: #b8b0a2;
  }
}
.root *, .root *::before, .root *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
.row-box canvas {
  display: block; width: 100%; height: clamp(110px, 30cqi, 270px);
  border-radius: 8px; background: var(--board-bg);
}
p { margin: 6px 0; }
.title { font-weight: 600; color: var(--muted); font-size: 15px; }
.sentence { min-height: 2.9em; font-size: 15px; }
.message { background: var(--error-bg); border-left: 5px solid var(--error-line); border-radius: 6px; padding: 6px 10px; font-size: 14px; }
.row-box .row { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px; margin-top: 6px; }
.row-box button, .row-box select, .row-box input { font: inherit; color: inherit; margin: 0; }
.row-box button {
  display: inline-grid; place-items: center; width: 40px; height: 40px; padding: 0;
  background: var(--control); border: 1px solid var(--line); border-radius: 8px; cursor: pointer;
}
.row-box button:hover { background: var(--control-hover); }
.row-box button.play { background: var(--accent); color: var(--accent-text); border-color: var(--accent); }
.row-box button svg { width: 20px; height: 20px; fill: currentColor; display: block; }
.row-box .play.is-playing .when-paused, .row-box .play:not(.is-playing) .when-playing { display: none; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.row-box .scrub { flex: 1 1 120px; min-width: 100px; accent-color: var(--accent); }
.row-box output { font-variant-numeric: tabular-nums; min-width: 6ch; }
.row-box label { display: inline-flex; align-items: center; gap: 4px; font-size: 14px; }
.row-box input[type=number] { width: 5.5em; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); }
.row-box select { padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; background: var(--card); }
`;

function icon(name, className = '') {
  return `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true"><path d="${ICONS[name]}"/></svg>`;
}

const TEMPLATE = `
<div class="root" part="root">
  <div class="row-box">
  <p class="title" part="title"></p>
  <canvas part="board" role="img" aria-label="The board"></canvas>
  <p class="sentence" part="sentence" aria-live="polite">Loading the solver…</p>
  <div class="row playback" role="group" aria-label="Playback">
    <button type="button" id="to-start" data-do="start" aria-label="To the start" title="To the start">${icon('start')}</button>
    <button type="button" id="back" data-do="back" aria-label="Step back" title="Step back">${icon('back')}</button>
    <button type="button" id="play" data-do="play" class="play" aria-label="Play" aria-pressed="false" title="Play / pause">${icon('play', 'when-paused')}${icon('pause', 'when-playing')}</button>
    <button type="button" id="forward" data-do="forward" aria-label="Step forward" title="Step forward">${icon('forward')}</button>
    <button type="button" id="to-end" data-do="end" aria-label="To the end" title="To the end">${icon('end')}</button>
    <input id="scrub" class="scrub" type="range" min="0" max="0" value="0" step="1" aria-label="Step">
    <output id="step-out" class="step-out">0 / 0</output>
  </div>
  <div class="row setup" role="group" aria-label="Puzzle">
    <label>Puzzle <select name="puzzle"></select></label>
    <label>n <input name="n" type="number" inputmode="numeric" min="1" max="1000000000" step="1"></label>
    <label class="m-field">m <input name="m" type="number" inputmode="numeric" min="1" max="1000000000" step="1"></label>
    <label class="first-field">First <select name="first"><option value="right">a black to the right</option><option value="left">a white to the left</option></select></label>
  </div>
  </div>
  <div class="view-box" part="view" hidden></div>
  <p class="live" aria-live="polite"></p>
  <div class="message" part="message" role="alert" hidden></div>
</div>`;

export class MovelabPuzzle extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #root;
  #ui;
  #wasm = null;
  /// The checker rows' wasm handle (`RowView`) and the snapshot of its last action.
  #stage = null;
  #snap = null;
  /// The row's timeline player (www/views/timeline.js): its controls, clock and keys.
  #timeline = null;
  /// Aborts the timeline's listeners with the row; the canvas's resize observer.
  #listening = null;
  #resizing = null;
  #settings = null;
  #pending = false;
  #last = { key: null, step: null, solved: false };
  #problems = [];
  /// Attribute values the element wrote itself (a change made inside a game's view), which
  /// must not reload it: name → value, consumed by the first callback that sees it.
  #written = new Map();

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.innerHTML = `<style>${CSS}</style>${TEMPLATE}`;
    const q = (s) => this.#root.querySelector(s);
    this.#ui = {
      title: q('.title'), canvas: q('canvas'), sentence: q('.sentence'), message: q('.message'),
      playback: q('.playback'), setup: q('.setup'),
      puzzle: q('select[name=puzzle]'), n: q('input[name=n]'), m: q('input[name=m]'),
      first: q('select[name=first]'), mField: q('.m-field'), firstField: q('.first-field'),
      rowBox: q('.row-box'), viewBox: q('.view-box'), live: q('.live'),
    };
    this.#wire();
    // A game of another view reads attributes named by its catalog entry, not known before
    // the wasm starts, so any attribute change reloads it.
    new MutationObserver((changes) => {
      const outside = changes.filter((c) => !ATTRIBUTES.includes(c.attributeName) && !this.#wroteItself(c.attributeName));
      if (this.#view && outside.length) this.#reload();
    }).observe(this, { attributes: true });
  }

  // ---- attributes reflected as properties ------------------------------------------------

  get puzzle() { return this.getAttribute('puzzle') ?? P?.DEFAULTS.puzzle ?? null; }
  set puzzle(v) { this.setAttribute('puzzle', String(v)); }
  get n() { return Number(this.getAttribute('n') ?? this.#settings?.n ?? 3); }
  set n(v) { this.setAttribute('n', String(v)); }
  get m() { return Number(this.getAttribute('m') ?? this.#settings?.m ?? 2); }
  set m(v) { this.setAttribute('m', String(v)); }
  get first() { return this.getAttribute('first') ?? 'right'; }
  set first(v) { this.setAttribute('first', String(v)); }
  /// The step shown now (the attribute is the step to show when the settings load).
  /// A number, or a BigInt past 2^53 (n = m = 10^9 has 10^18 moves).
  get step() { return this.#stage ? exact(BigInt(this.#snap.step)) : Number(this.getAttribute('step') ?? 0); }
  set step(v) { this.setAttribute('step', String(v)); }
  get speed() { return Number(this.getAttribute('speed') ?? this.#settings?.speed ?? 2); }
  set speed(v) { this.setAttribute('speed', String(v)); }
  get autoplay() { return this.hasAttribute('autoplay'); }
  set autoplay(v) { this.toggleAttribute('autoplay', Boolean(v)); }
  get controls() {
    const v = this.getAttribute('controls');
    return CONTROLS.includes(v) ? v : 'playback';
  }
  set controls(v) { this.setAttribute('controls', String(v)); }
  /// The length of the solution shown (0 before the wasm module has started).
  get length() { return this.#stage ? exact(BigInt(this.#snap.length)) : 0; }
  get playing() { return this.#timeline?.playing() ?? false; }

  /// One action on the row's handle; its snapshot is kept for every read.
  #act(type, fields = {}) {
    this.#snap = this.#stage.act({ type, ...fields });
    return this.#snap;
  }

  // The embedding's commands (www/embed.js `obey`), the same for every game: a refusal
  // is said inside the element and told by an `error` event.
  play() { this.#command({ type: 'play' }); }
  pause() { this.#command({ type: 'pause' }); }
  /// `step`: a whole number, a BigInt or a string of digits, from 0 to the length.
  seek(step) { this.#command({ type: 'seek', step }); }
  restart() { this.#command({ type: 'restart' }); }
  /// Sends a `settings` event and returns the settings (the game's URL parameters).
  get() {
    this.#command({ type: 'get' });
    return this.#shownSettings() && eventBody(P, 'settings', this.#shownSettings()).settings;
  }
  /// Any of the game's parameters (and `puzzle`), checked like the URL and refused whole.
  set(fields) { this.#command({ ...fields, type: 'set' }); }

  /// The settings shown: the row's, or the mounted view's.
  #shownSettings() {
    return this.#viewCtx ? this.#viewCtx.params : this.#settings;
  }

  #command(data) {
    const settings = this.#shownSettings();
    if (!settings || !P) return;
    const view = this.#view;
    const stage = this.#stage;
    const game = {
      settings: () => settings,
      // New settings go to the attributes, which reload the element (one path for all).
      load: (s) => this.#setAttributes(s),
      body: (type, extra) => this.#body(type, extra),
    };
    if (view) {
      for (const name of ['restart', 'play', 'pause', 'seek']) if (view[name]) game[name] = (arg) => view[name](arg);
    } else if (stage) {
      Object.assign(game, {
        play: () => { this.#timeline.play(); },
        pause: () => { this.#timeline.pause(); },
        restart: () => { this.#timeline.seek(0n); },
        seek: (step) => {
          const L = BigInt(this.#snap.length);
          const k = wholeStep(step);
          if (k === null || k > L) return `seek needs a whole step from 0 to ${formatStep(L)}, not ${shown(step)}.`;
          this.#timeline.seek(k);
          return null;
        },
      });
    }
    obey(data, { params: P, game, send: (type) => this.#emit(this.#body(type)), refuse: (p) => this.#refuse(p) });
  }

  /// An event's body about the game shown (www/embed.js).
  #body(type, extra = {}) {
    const settings = this.#shownSettings();
    const fields = this.#view ? this.#view.fields?.() ?? {} : this.#stage ? stageFields(P, settings, this.#snap, this.playing) : {};
    return eventBody(P, type, settings, fields, extra);
  }

  /// Writes checked settings `s` to the attributes, as the page's URL writes them.
  #setAttributes(s) {
    const q = new URLSearchParams(P.formatParams({ ...s, embed: false }));
    const names = ['puzzle', ...new Set([...P.game(s.puzzle).params.map((p) => p.name), ...(this.#settings ? P.game(this.#settings.puzzle).params.map((p) => p.name) : []), ...GENERAL])];
    for (const name of names) {
      if (name === 'autoplay') continue;
      const value = q.get(name);
      if (value === null) this.removeAttribute(name);
      else if (this.getAttribute(name) !== value) this.setAttribute(name, value);
    }
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || this.#wroteItself(name)) return;
    if (name === 'controls') {
      this.#showControls();
    } else if (name === 'step' && this.#stage && this.#settings) {
      const { settings, problems } = this.#read();
      if (problems.some((p) => p.includes('step='))) this.#refuse(problems);
      else {
        const L = BigInt(this.#snap.length);
        const k = BigInt(settings.step);
        this.seek(k > L ? L : k);
      }
    } else if (name === 'speed' && this.#stage) {
      const { settings, problems } = this.#read();
      this.#tell(problems);
      this.#settings.speed = settings.speed;
      this.#timeline.setSpeed(settings.speed);
    } else if (name !== 'autoplay') {
      this.#reload();
    }
  }

  connectedCallback() {
    this.#showControls();
    this.#reload();
  }

  disconnectedCallback() {
    this.#unmountView();
    // The wasm Stage goes (its frame loop and resize observer with it); a new one is made
    // if the element is connected again.
    this.#freeStage();
  }

  #freeStage() {
    if (this.#stage) {
      this.#listening.abort();
      this.#resizing.disconnect();
      this.#timeline.destroy();
      this.#timeline = null;
      this.#settings = null; // a new stage's first update is not this one's
      this.#stage.free();
      this.#stage = null;
      this.#snap = null;
      this.#last = { key: null, step: null, solved: false };
    }
  }

  // ---- loading -------------------------------------------------------------------------------

  /// The attributes as the page's URL parameters, checked by the same code.
  /// For a game of another view, `names` are its catalog parameters.
  #read(names = ['n', 'm', 'first', 'step', 'speed']) {
    const q = new URLSearchParams();
    for (const name of ['puzzle', ...names]) {
      if (this.hasAttribute(name)) q.set(name, this.getAttribute(name));
    }
    // `m` and `first` mean nothing for pairs; the page ignores them there too.
    const { settings, problems } = P.parseParams(`?${q}`);
    return {
      settings,
      problems: problems.map((p) => p.replace(/^The link's ([a-z]+)=/, 'The attribute $1=').replace(/so the page uses/, 'so the player uses')),
    };
  }

  #reload() {
    if (this.#pending || !this.isConnected) return;
    // Attributes set one after another in a script load once.
    this.#pending = true;
    queueMicrotask(async () => {
      this.#pending = false;
      try {
        this.#wasm = await wasmModule();
      } catch (e) {
        this.#ui.sentence.textContent = `The solver could not start: ${e.message}.`;
        return;
      }
      if (!this.isConnected) return;
      const { settings, problems } = this.#read();
      if (this.getAttribute('controls') !== null && !CONTROLS.includes(this.getAttribute('controls'))) {
        problems.push(`The attribute controls=${JSON.stringify(this.getAttribute('controls'))} is not full, playback or none, so the player shows playback.`);
      }
      this.#load(settings, problems);
      if (this.autoplay && !this.#autoplayed && this.#stage) {
        this.#autoplayed = true;
        this.#timeline.play();
      }
    });
  }

  #autoplayed = false;

  // ---- games of other views: their controller in the shadow root ----------------------------

  /// The mounted controller (`{ destroy }`) of a game of another view, and the page's
  /// stylesheet linked for it.
  #view = null;
  #viewCtx = null;
  #viewStyle = null;
  /// Counts mounts, so that a mount overtaken by a newer one while its module loads stops.
  #mounts = 0;

  async #mountView(game, problems) {
    const mount = ++this.#mounts;
    this.#problems = []; // this load's sentences, from here on
    this.#freeStage();
    this.#ui.rowBox.hidden = true;
    // `autoplay` is a present-or-absent attribute, not the URL's 1 or 0.
    const { settings, problems: more } = this.#read([...game.params.map((p) => p.name), ...GENERAL.filter((n) => n !== 'autoplay')]);
    settings.autoplay = this.autoplay;
    if (!this.#viewStyle) {
      this.#viewStyle = document.createElement('link');
      this.#viewStyle.rel = 'stylesheet';
      this.#viewStyle.href = new URL('./style.css', import.meta.url).href;
    }
    this.#root.prepend(this.#viewStyle);
    const box = this.#ui.viewBox;
    box.hidden = false;
    const key = (s) => P.formatParams({ ...s, step: 0, moves: '' }, { embed: false });
    let told = key(settings);
    const ctx = {
      wasm: null, // the lab module, below
      catalog: this.#wasm.catalog(),
      game,
      params: settings,
      // The attributes written on the element; the others are the catalog's defaults.
      given: new Set(this.getAttributeNames()),
      // The view's refusals (settings its core would not take) join the attributes' own.
      say: (lines) => { if (this.#viewCtx === ctx || !this.#view) this.#refuse([...this.#problems, ...lines], lines); },
      announce: (text) => { this.#ui.live.textContent = text; },
      // A change made in the view goes to the attributes, as the page's goes to its URL,
      // and new settings (not a step or a move) are told by a `settings` event.
      setParams: (partial) => {
        ctx.params = { ...ctx.params, ...partial };
        this.#writeBack(game, ctx.params);
        if (key(ctx.params) !== told && this.#view) {
          told = key(ctx.params);
          this.#emit(this.#body('settings'));
        }
      },
      keepMoves: (record) => ctx.setParams({ moves: record }),
      emit: (type, extra) => { if (this.#view && this.#viewCtx === ctx) this.#emit(this.#body(type, extra)); },
    };
    try {
      // show=<run>: the game's recorded run in the runs view, as on the page.
      const viewName = settings.show ? 'runs' : game.view;
      ctx.wasm = await moduleFor(viewName, this.#wasm);
      const view = await VIEWS[viewName]();
      if (!this.isConnected || mount !== this.#mounts) return;
      if (settings.moves && !view.keepsMoves?.(game)) {
        more.push(`${game.title} keeps no record of moves, so the attribute moves=${settings.moves} was ignored.`);
        settings.moves = '';
      }
      this.#viewCtx = ctx;
      this.#view = view.mount(box, ctx);
    } catch (e) {
      return this.#refuse([...problems, ...more, `The element cannot show ${game.title}: ${e.message}.`]);
    }
    // What the view refused while mounting (told already) stays beside the attributes' own.
    const said = this.#problems;
    const attributes = [...problems, ...more];
    if (attributes.length) this.#refuse([...attributes, ...said], attributes);
    else this.#tell(said);
    this.#emit(this.#body('ready'));
  }

  /// Writes the game's parameters in `params` to the attributes, formatted as the page's URL
  /// writes them (a value the URL leaves out, its default, removes the attribute).
  #writeBack(game, params) {
    const q = new URLSearchParams(P.formatParams({ ...params, puzzle: game.id }));
    for (const name of [...game.params.map((p) => p.name), 'moves', 'mode']) {
      const value = q.get(name);
      if (this.getAttribute(name) === value) continue;
      this.#written.set(name, value);
      if (value === null) this.removeAttribute(name);
      else this.setAttribute(name, value);
    }
  }

  /// Whether the attribute `name`'s present value is one the element wrote itself.
  #wroteItself(name) {
    if (!this.#written.has(name) || this.#written.get(name) !== this.getAttribute(name)) return false;
    this.#written.delete(name);
    return true;
  }

  #unmountView() {
    this.#mounts += 1;
    if (!this.#view) return;
    this.#view.destroy();
    this.#view = null;
    this.#viewCtx = null;
    this.#viewStyle?.remove();
    this.#ui.viewBox.hidden = true;
    this.#ui.viewBox.replaceChildren();
  }

  #load(s, problems) {
    const wasm = this.#wasm;
    const game = P.game(s.puzzle);
    this.#unmountView();
    // A game of another view, or a recorded run of any game (a `show` the game has; a bad one
    // is said by the view's mount, which reads it again), is a view mounted in the element.
    if (game.view !== 'row' || this.#read(['show']).settings.show) return this.#mountView(game, problems);
    this.#ui.rowBox.hidden = false;
    const row = { puzzle: s.puzzle, n: s.n, m: s.m, first: s.first };
    try {
      if (this.#stage) this.#act('load', { settings: row });
      else {
        this.#stage = new wasm.RowView(this.#ui.canvas, row);
        this.#act('snapshot');
        const reduce = matchMedia('(prefers-reduced-motion: reduce)');
        this.#act('reducedMotion', { on: reduce.matches });
        this.#listening = new AbortController();
        const { signal } = this.#listening;
        this.#resizing = new ResizeObserver(() => { this.#act('resize'); this.#timeline.refresh(); });
        this.#resizing.observe(this.#ui.canvas);
        this.#timeline = mountTimeline(this.#ui.rowBox, {
          length: () => BigInt(this.#snap.length),
          draw: (step, glide, dt) => this.#stage.frame(step, glide, dt),
          changed: () => this.#update(),
        }, { signal, keyTarget: this.#root, speed: s.speed, range: P.SPEED });
      }
    } catch (e) {
      problems.push(`The player cannot show ${P.describe(s)}: ${e.message}.`);
      return this.#refuse(problems);
    }
    const L = BigInt(this.#snap.length);
    if (BigInt(s.step) > L) {
      problems.push(`The attribute step=${s.step} is past the end of this solution (${fmt.format(L)} moves), so the player starts at step 0.`);
      s.step = 0;
    }
    this.#settings = s;
    this.#timeline.setSpeed(s.speed);
    this.#timeline.reload(BigInt(s.step));
    this.#tellOrRefuse(problems);
    this.#syncForm();
    this.#update();
  }

  // ---- showing --------------------------------------------------------------------------------

  #showControls() {
    const c = this.controls;
    this.#ui.playback.hidden = c === 'none';
    this.#ui.setup.hidden = c !== 'full';
    this.#ui.title.hidden = c === 'none';
  }

  #tell(problems) {
    this.#problems = problems;
    this.#ui.message.replaceChildren(...problems.map((p) => {
      const e = document.createElement('p');
      e.textContent = p;
      return e;
    }));
    this.#ui.message.hidden = problems.length === 0;
  }

  /// Says `problems` inside the element and tells `fresh` (all of them by default) by an
  /// `error` event.
  #refuse(problems, fresh = problems) {
    this.#tell(problems);
    const settings = this.#shownSettings();
    this.#emit(settings ? this.#body('error', { problems: fresh }) : { source: 'movelab', type: 'error', problems: fresh });
  }

  /// Attributes refused on loading are said, and told by an `error` event too.
  #tellOrRefuse(problems) {
    if (problems.length) this.#refuse(problems);
    else this.#tell(problems);
  }

  #syncForm() {
    const s = this.#settings;
    const ui = this.#ui;
    const game = P.game(s.puzzle);
    // The games of this player's view, from the catalog.
    if (!ui.puzzle.options.length) {
      ui.puzzle.append(...this.#wasm.catalog().games.filter((g) => g.view === game.view).map((g) => new Option(g.title, g.id)));
    }
    const has = (name) => game.params.some((p) => p.name === name);
    ui.puzzle.value = s.puzzle;
    ui.n.value = String(s.n);
    ui.n.min = String(P.limits(s.puzzle).nMin);
    ui.m.value = String(s.m);
    ui.first.value = s.first;
    ui.mField.hidden = !has('m');
    ui.firstField.hidden = !has('first');
    const wholes = game.params.filter((p) => p.kind.type === 'whole');
    ui.title.textContent = [game.title, ...wholes.map((p) => `${p.name} = ${fmt.format(s[p.name])}`)].join(', ');
  }

  #update() {
    if (!this.#stage || !this.#settings) return;
    const snap = this.#act('snapshot');
    const s = this.#settings;
    const step = exact(BigInt(snap.step));
    const L = exact(BigInt(snap.length));
    s.step = step; // the settings of events follow the step shown, as the page's link does
    const ui = this.#ui;
    ui.sentence.textContent = snap.sentence;
    ui.canvas.setAttribute('aria-label', `${ui.title.textContent}: the board at step ${step} of ${L}`);

    // Events, as the page posts them to a parent frame.
    const key = `${s.puzzle} ${s.n} ${s.m} ${s.first}`;
    const solved = step === L;
    if (key !== this.#last.key) {
      const firstTime = this.#last.key === null;
      this.#last = { key, step, solved };
      this.#emit(this.#body(firstTime ? 'ready' : 'settings'));
      if (solved) this.#emit(this.#body('solved', { moves: L, optimal: L }));
      return;
    }
    if (step !== this.#last.step) {
      this.#last.step = step;
      this.#emit(this.#body('step'));
    }
    if (solved && !this.#last.solved) this.#emit(this.#body('solved', { moves: L, optimal: L }));
    this.#last.solved = solved;
  }

  #emit(detail) {
    this.dispatchEvent(new CustomEvent(detail.type, { detail, bubbles: true, composed: true }));
  }

  // ---- controls -------------------------------------------------------------------------------

  #wire() {
    const ui = this.#ui;
    ui.setup.addEventListener('change', (e) => {
      const t = e.target;
      if (!(t instanceof HTMLSelectElement || t instanceof HTMLInputElement)) return;
      // Through the attributes, so properties, events and checks are one path.
      if (t.name === 'puzzle') {
        const lim = P.limits(P.game(t.value) ? t.value : P.DEFAULTS.puzzle);
        const n = Math.min(Math.max(this.#settings.n, lim.nMin), lim.nMax);
        this.setAttribute('n', String(n));
      }
      this.setAttribute('step', '0');
      this.setAttribute(t.name, t.value.trim());
    });
  }
}

if (!customElements.get('movelab-puzzle')) customElements.define('movelab-puzzle', MovelabPuzzle);
