// <movelab-puzzle>: the movelab lab as a custom element (docs/embedding.md).
//
//   <script type="module" src="https://your.site/movelab/www/element.js"></script>
//   <movelab-puzzle puzzle="shift" n="3" m="2" step="0" controls="full|playback|none"></movelab-puzzle>
//   <movelab-puzzle puzzle="peg" board="english" empty="d4"></movelab-puzzle>
//
// Every game, the checker rows included, is shown by its view's controller (www/views/)
// inside an open shadow root, mounted as the page mounts it (one `ctx`, the same view),
// with the page's stylesheet adopted there; the host page's CSS cannot reach it, and it is
// as wide as its container. Its attributes are the game's URL parameters, checked by the
// same code (a bad value is named in words and falls back to its default) and reflected as
// properties; `controls` picks the page's layout (`full`), the iframe's (`playback`) or
// the board and its words alone (`none`). Events (CustomEvent, bubbling out of the shadow
// root, `detail` as the page's postMessage body, www/embed.js): `ready`, `settings`, `move`,
// `step`, `solved`, `over`, `error`. Methods, the embedding's commands: get(), set({...}),
// restart(), play(), pause(), seek(step), carried out by the same `obey`.
// The wasm core decides; the views translate; this file only hosts them.

import { paramsFor } from './params.js';
import { eventBody, obey } from './embed.js';
import { wholeStep } from './seek.js';
import { VIEWS, moduleFor } from './views/index.js';
import { taskMode, taskRunner } from './task.js';
import CATALOG from '../catalog.js';
import { chooseLanguage, startWords, t, translateTree, wordError, words } from './i18n.js';

/// The URL functions over the catalog (www/params.js; the catalog is data written at build
/// time, so an element loads no wasm but its game's own module, www/lab.js).
const P = paramsFor(CATALOG);

/// The words of the page's elements: loaded once for the language the first element asks for
/// (its `lang` attribute, else the nearest `lang` around it, else the browser's); an element
/// asking for another loads that one, which the elements of the page then share.
let wording = null;
function wordsFor(element) {
  const asked = element.getAttribute('lang') ?? element.closest('[lang]')?.getAttribute('lang');
  const { lang } = chooseLanguage(asked, navigator.languages);
  if (!wording || wording.lang !== lang) wording = { lang, ready: startWords(lang, CATALOG, element.shadowRoot) };
  return wording.ready;
}

/// The attributes whose change is handled one by one; any other attribute (a game's own
/// parameter, named by its catalog entry) reloads the game (the MutationObserver below).
const ATTRIBUTES = ['puzzle', 'step', 'speed', 'autoplay', 'controls', 'show', 'lang'];
/// The page's general parameters an element of any game reads besides the game's own.
const GENERAL = ['step', 'speed', 'mode', 'moves', 'practice', 'autoplay', 'show', 'task'];
const CONTROLS = ['full', 'playback', 'none'];
/// The settings that make a `settings` event when they change: all but the step and the
/// game's record of moves, which change with every move (as the page's shell has it).
const settingsKey = (s) => P.formatParams({ ...s, step: 0, moves: '' }, { embed: false });

/// The element's own rules, after the page's: its box, and what `controls` hides.
const CSS = `
:host { display: block; contain: content; }
:host([hidden]) { display: none; }
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
}
.root *, .root *::before, .root *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
.live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.view-box > .card + .card { margin-top: 10px; }
/* The row's board follows the element's width, not the host page's window. */
.root canvas#board { height: clamp(110px, 30cqi, 270px); }
/* controls="none": the board and its words; no step controls. */
.bare .transport, .bare .seek { display: none !important; }
`;

/// The page's stylesheet as the element adopts it: its rem units become the page's root
/// font size (16 px), since inside a shadow root they would follow the host page's
/// \`html { font-size }\` (the hostile page of the element's test sets 3 px).
export const inPixels = (css) => css.replace(/(\d*\.?\d+)rem\b/g, (_, n) => `${Number(n) * 16}px`);

let ownSheet = null;
let pageSheet = null;

/// The element's own sheet, made at once, so its box is drawn before anything loads.
function ownStyle() {
  if (!ownSheet) {
    ownSheet = new CSSStyleSheet();
    ownSheet.replaceSync(CSS);
  }
  return ownSheet;
}

/// The page's stylesheet (www/style.css, found next to this file), fetched once for every
/// element of the page.
function pageStyle() {
  pageSheet ??= fetch(new URL('./style.css', import.meta.url)).then(async (r) => {
    if (!r.ok) throw new Error(t('element-style-status', { status: r.status }));
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(inPixels(await r.text()));
    return sheet;
  });
  return pageSheet;
}

/// The element's own children (a link to the page, say) show until its game is mounted, and
/// stay beside the words when it cannot start; without children, a loading line.
const TEMPLATE = `
<div class="root" part="root">
  <section class="card task" part="task" hidden><h2 data-l10n-id="task-title">Your task</h2><p class="task-sentence"></p><p class="task-result"></p></section>
  <div class="view-box" part="view"><slot><p class="sentence" data-l10n-id="element-loading">Loading the solver…</p></slot></div>
  <p class="live" aria-live="polite"></p>
  <div class="message" part="message" role="alert" hidden></div>
</div>`;

export class MovelabPuzzle extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #root;
  #ui;
  #pending = false;
  #autoplayed = false;
  /// This load's sentences (the attributes' refusals and the view's), shown together.
  #problems = [];
  /// Attribute values the element wrote itself (a change made inside a game's view), which
  /// must not reload it: name → value, consumed by the first callback that sees it.
  #written = new Map();
  /// The mounted view (www/views/index.js: `{ destroy, load?, fields?, … }`), its name and
  /// its `ctx`; `#mounts` counts mounts, so that one overtaken while its module loads stops.
  #view = null;
  #viewName = null;
  #viewCtx = null;
  #mounts = 0;
  /// The settings last told to the embedding (`settingsKey`), so a change is told once.
  #toldKey = null;
  /// The teacher's task (`task`), judged by the core (www/task.js).
  #task;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [ownStyle()];
    this.#root.innerHTML = TEMPLATE;
    const q = (s) => this.#root.querySelector(s);
    this.#ui = { root: q('.root'), message: q('.message'), viewBox: q('.view-box'), live: q('.live') };
    this.#task = taskRunner({ card: q('.task'), sentence: q('.task-sentence'), result: q('.task-result'), host: q('.view-box') });
    // A game's own attributes are named by its catalog entry, so any change of one
    // reloads it.
    new MutationObserver((changes) => {
      const outside = changes.filter((c) => !ATTRIBUTES.includes(c.attributeName) && !this.#wroteItself(c.attributeName));
      if (this.#view && outside.length) this.#reload();
    }).observe(this, { attributes: true });
  }

  // ---- attributes reflected as properties ------------------------------------------------

  get puzzle() { return this.getAttribute('puzzle') ?? P.DEFAULTS.puzzle; }
  set puzzle(v) { this.setAttribute('puzzle', String(v)); }
  get n() { return Number(this.getAttribute('n') ?? this.#shownSettings()?.n ?? 3); }
  set n(v) { this.setAttribute('n', String(v)); }
  get m() { return Number(this.getAttribute('m') ?? this.#shownSettings()?.m ?? 2); }
  set m(v) { this.setAttribute('m', String(v)); }
  get first() { return this.getAttribute('first') ?? 'right'; }
  set first(v) { this.setAttribute('first', String(v)); }
  /// The step shown now, for a game shown as a line of steps (the attribute is the step to
  /// show when the game loads). A number, or a BigInt past 2^53 (n = m = 10^9 has 10^18 moves).
  get step() {
    const f = this.#fields();
    return 'step' in f ? f.step : Number(this.getAttribute('step') ?? 0);
  }
  set step(v) { this.setAttribute('step', String(v)); }
  get speed() { return Number(this.getAttribute('speed') ?? this.#shownSettings()?.speed ?? 2); }
  set speed(v) { this.setAttribute('speed', String(v)); }
  get autoplay() { return this.hasAttribute('autoplay'); }
  set autoplay(v) { this.toggleAttribute('autoplay', Boolean(v)); }
  get controls() {
    const v = this.getAttribute('controls');
    return CONTROLS.includes(v) ? v : 'full';
  }
  set controls(v) { this.setAttribute('controls', String(v)); }
  /// The length of the line shown (0 before the game has loaded, or for a game not shown
  /// as a line of steps).
  get length() { return this.#fields().length ?? 0; }
  get playing() { return this.#fields().playing ?? false; }

  /// What the view adds to every event (the checker rows: step, length, playing, …).
  #fields() { return this.#view?.fields?.() ?? {}; }

  // The embedding's commands (www/embed.js `obey`), the same for every game: a refusal
  // is said inside the element and told by an `error` event.
  play() { this.#command({ type: 'play' }); }
  pause() { this.#command({ type: 'pause' }); }
  /// `step`: a whole number, a BigInt or a string of digits, from 0 to the length.
  seek(step) { this.#command({ type: 'seek', step }); }
  restart() { this.#command({ type: 'restart' }); }
  /// A move as the visitor would make it, written as the `move` event writes it.
  move(move) { this.#command({ type: 'move', move }); }
  /// Sends a `settings` event and returns the settings (the game's URL parameters).
  get() {
    this.#command({ type: 'get' });
    return this.#shownSettings() && eventBody(P, 'settings', this.#shownSettings()).settings;
  }
  /// Any of the game's parameters (and `puzzle`), checked like the URL and refused whole.
  set(fields) { this.#command({ ...fields, type: 'set' }); }

  /// The settings shown: the view's own record when it keeps one (the row's follows its
  /// step), else its `ctx`'s.
  #shownSettings() {
    return this.#view?.settings ?? this.#viewCtx?.params ?? null;
  }

  #command(data) {
    const settings = this.#shownSettings();
    if (!settings) return;
    const view = this.#view;
    const game = {
      settings: () => settings,
      // New settings go to the attributes, which reload the element (one path for all).
      load: (s) => this.#setAttributes(s),
      body: (type, extra) => this.#body(type, extra),
    };
    for (const name of ['restart', 'play', 'pause', 'seek', 'move']) if (view?.[name]) game[name] = (arg) => view[name](arg);
    if (data.type === 'restart') this.#task.again();
    obey(data, { params: P, game, send: (type) => this.#emit(this.#body(type)), refuse: (p) => this.#refuse(p) });
  }

  /// An event's body about the game shown (www/embed.js).
  #body(type, extra = {}) {
    return eventBody(P, type, this.#shownSettings(), this.#fields(), extra);
  }

  /// Writes checked settings `s` to the attributes, as the page's URL writes them.
  #setAttributes(s) {
    const q = new URLSearchParams(P.formatParams({ ...s, embed: false }));
    const shown = this.#shownSettings();
    const names = ['puzzle', ...new Set([...P.game(s.puzzle).params.map((p) => p.name), ...(shown ? P.game(shown.puzzle).params.map((p) => p.name) : []), ...GENERAL])];
    // Another language mounts the view afresh in it (attributeChangedCallback).
    if (s.lang && s.lang !== this.getAttribute('lang')) this.setAttribute('lang', s.lang);
    for (const name of names) {
      if (name === 'autoplay') continue;
      const value = q.get(name);
      if (value === null) this.removeAttribute(name);
      else if (this.getAttribute(name) !== value) this.setAttribute(name, value);
    }
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || this.#wroteItself(name) || name === 'autoplay') return;
    const view = this.#view;
    if (name === 'step' && view?.seek) {
      const { settings, problems } = this.#read(['step']);
      if (problems.length) return this.#refuse(problems);
      // A step past the end shows the end.
      const length = this.#fields().length;
      const k = wholeStep(settings.step);
      this.seek(length !== undefined && k > BigInt(length) ? length : k);
    } else if (name === 'speed' && view?.setSpeed) {
      const { settings, problems } = this.#read(['speed']);
      this.#tell(problems);
      view.setSpeed(settings.speed);
    } else {
      // Another language: the view is mounted afresh, every word of it in the new one.
      if (name === 'lang') this.#unmountView();
      this.#reload();
    }
  }

  connectedCallback() {
    this.#reload();
  }

  disconnectedCallback() {
    // The view goes (its wasm handle, frame loop and listeners with it); a new one is
    // mounted if the element is connected again.
    this.#unmountView();
  }

  // ---- loading -------------------------------------------------------------------------------

  /// The attributes `names` (and `puzzle`) as the page's URL parameters, checked by the
  /// same code.
  #read(names) {
    const q = new URLSearchParams();
    for (const name of ['puzzle', ...names]) {
      if (this.hasAttribute(name)) q.set(name, this.getAttribute(name));
    }
    return P.parseParams(`?${q}`, 'attribute');
  }

  #reload() {
    if (this.#pending || !this.isConnected) return;
    // Attributes set one after another in a script load once.
    this.#pending = true;
    queueMicrotask(async () => {
      this.#pending = false;
      const notes = [];
      await wordsFor(this);
      // Its own lang attribute naming a language the lab does not have is said (a host page's
      // lang around it is the host's business, and only followed when the lab has it).
      const own = chooseLanguage(this.getAttribute('lang'), navigator.languages).problem;
      if (own) notes.push(t('element-lang-unknown', { ...own.args, lang: JSON.stringify(own.args.lang) }));
      // The element's own words (its task card, its loading line), in the language loaded.
      translateTree(this.#root, words());
      this.#ui.root.lang = words().htmlLang;
      try {
        this.#root.adoptedStyleSheets = [await pageStyle(), ownStyle()];
      } catch (e) {
        notes.push(t('element-no-style', { reason: e.message }));
      }
      if (!this.isConnected) return;
      const attribute = this.getAttribute('controls');
      if (attribute !== null && !CONTROLS.includes(attribute)) {
        notes.push(t('element-controls', { value: JSON.stringify(attribute) }));
      }
      this.#showControls();
      await this.#show(notes);
      if (this.autoplay && !this.#autoplayed && this.#view?.play) {
        this.#autoplayed = true;
        this.#view.play();
      }
    });
  }

  /// `controls`: the page's layout, the iframe's (embed=1: the board and its playback
  /// controls) or the board and its words alone.
  #showControls() {
    const c = this.controls;
    this.#ui.root.classList.toggle('embed', c !== 'full');
    this.#ui.root.classList.toggle('bare', c === 'none');
  }

  /// Shows the game the attributes name: loaded in place by the view on screen when it is
  /// of the same kind and can (as the page's shell does, told by a `settings` event), else
  /// mounted afresh (told by `ready`). `notes` are refusals made before.
  async #show(notes) {
    const game = P.game(this.#read([]).settings.puzzle);
    // `autoplay` is a present-or-absent attribute, not the URL's 1 or 0.
    const { settings, problems } = this.#read([...game.params.map((p) => p.name), ...GENERAL.filter((n) => n !== 'autoplay')]);
    settings.autoplay = this.autoplay;
    settings.embed = this.controls !== 'full';
    problems.unshift(...notes);
    // show=<run>: the game's recorded run in the runs view, as on the page.
    const viewName = settings.show ? 'runs' : game.view;
    if (this.#view && this.#viewName === viewName && this.#view.load) {
      Object.assign(this.#viewCtx, { game, params: settings, given: new Set(this.getAttributeNames()) });
      this.#problems = [];
      this.#tell([]);
      this.#view.load(settings);
      const refused = this.#task.start(game, settings, this.#viewCtx.wasm, this.#view, 'attribute');
      if (refused) problems.push(refused);
      this.#told(problems, 'settings');
      return;
    }
    this.#unmountView();
    const mount = this.#mounts;
    this.#problems = []; // this load's sentences, from here on
    const box = this.#ui.viewBox;
    const ctx = {
      wasm: null, // the view's wasm module, below
      P,
      catalog: CATALOG,
      game,
      params: settings,
      // The attributes written on the element; the others are the catalog's defaults.
      given: new Set(this.getAttributeNames()),
      // Who gave the settings, for the view's refusals' words (www/params.js WHERE).
      where: 'attribute',
      // The view's refusals (settings its core would not take) join the attributes' own.
      say: (lines) => { if (this.#viewCtx === ctx || !this.#view) this.#refuse([...this.#problems, ...lines], lines); },
      clearMessages: () => { if (this.#viewCtx === ctx) this.#tell([]); },
      announce: (text) => { this.#ui.live.textContent = text; },
      // A change made in the view goes to the attributes, as the page's goes to its URL,
      // and new settings (not a step or a move) are told by a `settings` event.
      setParams: (partial) => {
        ctx.params = { ...ctx.params, ...partial };
        this.#writeBack(ctx.game, ctx.params);
        if (this.#view && this.#viewCtx === ctx && settingsKey(ctx.params) !== this.#toldKey) {
          this.#toldKey = settingsKey(ctx.params);
          this.#emit(this.#body('settings'));
        }
      },
      keepMoves: (record) => ctx.setParams({ moves: record }),
      emit: (type, extra) => {
        if (!this.#view || this.#viewCtx !== ctx) return;
        const result = this.#task.hear(type, extra);
        this.#emit(this.#body(type, extra));
        if (result) this.#emit(this.#body('result', result));
      },
      refuseTask: (sentence) => {
        if (!this.#view || this.#viewCtx !== ctx) return;
        // A view words its refusal for `ctx.where`; one still in the link's English words is
        // said as the attribute's until its view is worded.
        const said = sentence.replace(/^The link's/, 'The attribute');
        this.#refuse([...this.#problems, said], [said]);
        this.#task.start(game, { ...ctx.params, task: '' }, ctx.wasm, this.#view);
        ctx.params = { ...ctx.params, task: '' };
        // Written by the element itself: no reload.
        this.#written.set('task', null);
        this.removeAttribute('task');
      },
      answer: (right, of) => {
        if (!this.#view || this.#viewCtx !== ctx) return;
        const result = this.#task.hear('answered', { right, of });
        if (result) this.#emit(this.#body('result', result));
      },
    };
    try {
      const [module, view] = await Promise.all([moduleFor(viewName, game.view), VIEWS[viewName](game)]);
      ctx.wasm = module;
      if (!this.isConnected || mount !== this.#mounts) return;
      const reads = view.reads?.(game) ?? [];
      const unread = P.dropUnread(settings, new Set(this.getAttributeNames()), reads, 'attribute');
      problems.push(...unread.problems);
      const played = taskMode(unread.settings, reads, new Set(this.getAttributeNames()), 'attribute');
      problems.push(...played.problems);
      Object.assign(settings, played.settings);
      box.replaceChildren();
      this.#viewCtx = ctx;
      this.#viewName = viewName;
      this.#view = view.mount(box, ctx);
      this.#adapt(box);
      // A game whose opening takes several tasks (a misère quotient) is ready once it is open.
      await this.#view.settled?.();
      if (!this.isConnected || mount !== this.#mounts) return;
      const refused = this.#task.start(game, settings, module, this.#view, 'attribute');
      if (refused) {
        problems.push(refused);
        ctx.params = { ...ctx.params, task: '' };
      }
    } catch (e) {
      return this.#refuse([...problems, t('element-cannot-show', { game: game.title, reason: wordError(e) })]);
    }
    this.#told(problems, 'ready');
  }

  /// After a load: says the attributes' `problems` beside what the view refused while
  /// loading (told already by its own `error`), and tells the embedding by `type` (`ready`
  /// for a new view; `settings` for one loaded in place, when they changed).
  #told(problems, type) {
    const said = this.#problems;
    if (problems.length) this.#refuse([...problems, ...said], problems);
    else this.#tell(said);
    const key = settingsKey(this.#shownSettings());
    if (type === 'ready' || key !== this.#toldKey) this.#emit(this.#body(type));
    this.#toldKey = key;
  }

  /// Fits the mounted view to the element: its board, title and sentence are named as
  /// parts (for `::part()` styling from outside), and its cards are groups, not landmarks
  /// of the host page (two elements of one game would otherwise make two like-named ones).
  #adapt(box) {
    box.querySelector('canvas')?.part.add('board');
    box.querySelector('h2')?.part.add('title');
    box.querySelector('.sentence')?.part.add('sentence');
    for (const card of box.querySelectorAll('section')) card.setAttribute('role', 'group');
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
    this.#viewName = null;
    this.#viewCtx = null;
    this.#ui.viewBox.replaceChildren();
  }

  // ---- showing --------------------------------------------------------------------------------

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

  #emit(detail) {
    this.dispatchEvent(new CustomEvent(detail.type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('movelab-puzzle')) customElements.define('movelab-puzzle', MovelabPuzzle);
