// The page's shell: the wasm start, the URL's settings, the messages, the list of games, the
// embedding bridge, and mounting the view of the game shown (www/views/). Every game takes
// the same path: one `ctx` for its view, one `shown` record of what is on screen, and the
// same events and commands for a parent frame (www/embed.js) whatever the view.

import CATALOG from '../catalog.js';
import { LANGUAGES, addWords, chooseLanguage, startWords, t, words } from './i18n.js';
import { languageOfLinks, paramsFor } from './params.js';
// embed: events and commands for a parent frame.
import { connectParent, eventBody } from './embed.js';
import { parseOrigins } from './origins.js';
import { VIEWS, moduleFor, wordsFor } from './views/index.js';
import { keepRoom } from './views/dom.js';
import { renderGames, showHome } from './home.js';
import { measureEmbed, measuredCode, wireSite } from './share.js';
import { addressBook, linkRecord, readRecord } from './history.js';
import { connectPlatform } from './platform.js';
import { taskMode, taskRunner } from './task.js';
// embed: move-list downloads.

const $ = (id) => document.getElementById(id);
const el = {
  loading: $('loading'), live: $('live'), message: $('message'), tagline: $('tagline'),
};

/// The language of the page: lang= when the lab has it, else the browser's (www/i18n.js).
/// Its words are loaded before anything is drawn, the catalog's with them.
const language = chooseLanguage(new URLSearchParams(location.search).get('lang'), navigator.languages);
// The page fetches its messages in parts (the page's, then each view's when it opens); the
// single file, whose modules have no address to fetch from, carries them whole.
await startWords(language.lang, CATALOG, document, { parts: !document.documentElement.hasAttribute('data-single-file') });

/// The URL functions over the catalog (www/params.js; the catalog is data written at build
/// time, dist/catalog.js, so no wasm loads before a game's own).
const P = paramsFor(CATALOG);
/// What is on screen: `{ settings, info, view, ctx }`, the one record the shell keeps.
let shown = null;
let bridge = null; // embed: the parent frame, when there is one
/// The learning platform that launched the page from a SCORM package, when one did (www/platform.js).
let platform = null;
/// What the embedding was last told of the settings (a parent hears `settings` on a change).
let toldKey = null;
/// The address bar: a history entry per move, in place for everything else (www/history.js).
let book = addressBook({ embedded: true });
/// The teacher's task on the game shown (`task=`), judged by the core (www/task.js).
const tasks = taskRunner({ card: $('task'), sentence: $('task-sentence'), result: $('task-result'), host: $('view-root') });
/// Presentation mode (present=1): the window's layout, not the game's, so it stays whatever a
/// view writes back or Back brings.
let presenting = false;

// ---- messages: always visible, plain words, never a blank page -------------------------

const said = new Set();
function say(problems) {
  for (const p of problems) said.add(p);
  el.message.replaceChildren(...[...said].map((p) => {
    const line = document.createElement('p');
    line.textContent = p;
    return line;
  }));
  el.message.hidden = said.size === 0;
}
function clearMessages() {
  said.clear();
  say([]);
}

// ---- the address: every setting, and the game in progress ------------------------------

/// The address of settings `s`: their query, the record of moves in it or, when too long
/// for a link, the key of this tab's copy.
const address = (s) => `?${P.formatParams({ ...s, moves: linkRecord(s.moves, () => say([
  t('page-moves-kept-by-tab'),
])) })}`;

/// Settings read from a link, with the record of moves its key stands for (www/history.js).
function withRecord(s, problems) {
  const { record, problem } = readRecord(s.moves);
  if (problem) problems.push(problem);
  return { ...s, moves: record };
}

// ---- events: one way out for every game -------------------------------------------------

/// The settings that make a `settings` event when they change: all but the step and the
/// game's record of moves, which change with every move.
const settingsKey = (s) => P.formatParams({ ...s, step: 0, moves: '' }, { embed: false });

/// An event about the game shown: to the parent frame, when there is one. The task hears
/// every event first; the one that ends it is followed by the `result` event.
function emit(type, extra = {}) {
  // Nothing before `ready`: a game brought back from its link may end while it mounts.
  if (!shown || (toldKey === null && type !== 'ready')) return;
  const result = tasks.hear(type, extra);
  tell(eventBody(P, type, shownSettings(), shown.view?.fields?.() ?? {}, extra));
  if (result) tellResult(result);
}

/// The end of the task: its score in words for a screen reader, and the `result` event.
function tellResult(result) {
  el.live.textContent = $('task-result').textContent;
  tell(eventBody(P, 'result', shownSettings(), shown.view?.fields?.() ?? {}, result));
}

/// Every event body goes out here: to the parent frame and to the learning platform (which
/// records a `result` and keeps the game in progress on a `move`).
function tell(body) {
  bridge?.post(body);
  platform?.hear(body);
}

/// The settings shown: the view's own record when it keeps one (the row's follows its step
/// at once, its link a moment later), else the shell's.
const shownSettings = () => shown.view?.settings ?? shown.settings;

/// Tells the parent of new settings, once per change.
function noteSettings() {
  if (toldKey === null) return; // `ready` is yet to tell them
  const key = settingsKey(shown.settings);
  if (key === toldKey) return;
  toldKey = key;
  emit('settings');
}

// ---- mounting a game ----------------------------------------------------------------------

/// The view's `ctx`: the wasm module of its view, the catalog entry, the checked settings and
/// the page's message, narration, URL and event functions.
function contextFor(info, s, module, given) {
  const ctx = {
    wasm: module,
    P,
    catalog: CATALOG,
    game: info,
    params: s,
    // The parameters the link (or the command) named; the others are the catalog's defaults.
    given: new Set(given),
    // Who gave the settings, for the view's refusals' words (www/params.js WHERE).
    where: 'link',
    say,
    clearMessages,
    announce: (text) => { el.live.textContent = text; },
    // Reflects `partial` into the URL, checked by the same rules as a link's parameters.
    setParams: (partial) => {
      if (shown?.ctx !== ctx) return; // a view being replaced
      shown.settings = { ...shown.settings, ...partial, present: presenting };
      ctx.params = shown.settings;
      book.replace(address(shown.settings));
      showShare(shown.settings);
      noteSettings();
    },
    // A game in progress keeps its moves in the link (`moves=`), so a reload or a shared
    // link brings it back; each move is a step of the history, so Back takes it back.
    keepMoves: (record) => {
      if (shown?.ctx !== ctx) return;
      shown.settings = { ...shown.settings, moves: record };
      ctx.params = shown.settings;
      // While the view mounts (a link's game played again), the address is only corrected.
      if (shown.view) book.move(address(shown.settings));
      else book.replace(address(shown.settings));
      showShare(shown.settings);
      platform?.keep(); // an undo too changes the game kept
    },
    // The printable worksheet of the settings shown (the shell links it for every game; a
    // view may link it beside what it fills in, as the heaps view's table does).
    worksheet: () => worksheetHref(shown.settings),
    emit: (type, extra) => { if (shown?.ctx === ctx) emit(type, extra); },
    // A task the view finds it cannot score after all (a search past its limit): said, and
    // the game goes on without it.
    refuseTask: (sentence) => {
      if (shown?.ctx !== ctx) return;
      say([sentence]);
      tasks.start(shown.info, { ...shown.settings, task: '' }, ctx.wasm, shown.view);
      ctx.setParams({ task: '' });
      showTaskChoice(shown.info, shown.settings);
    },
    // Answers the view checked (`values`, `predict`): `right` of `of`, for the task's score.
    answer: (right, of) => {
      if (shown?.ctx !== ctx) return;
      const result = tasks.hear('answered', { right, of });
      if (result) tellResult(result);
    },
  };
  return ctx;
}

/// Shows the game of settings `s` (checked; `given` the names the link or command gave): its
/// view mounted in #view-root, or loaded in place when the view can, the tab titled, the
/// link and the embed code written. Every view takes this one path.
async function open(s, given = []) {
  let info = P.game(s.puzzle);
  // show=<run>: a recorded run of the game's algorithm, in the runs view, for any game.
  let viewName = s.show ? 'runs' : info.view;
  let load = VIEWS[viewName];
  if (!load) {
    say([t('page-cannot-show', { game: info.title, instead: P.game(P.DEFAULTS.puzzle).title })]);
    s = { ...P.DEFAULTS, speed: s.speed, embed: s.embed, mode: s.mode, origins: s.origins };
    info = P.game(s.puzzle);
    viewName = info.view;
    load = VIEWS[viewName];
  }
  document.title = `${info.title} · movelab`;
  el.tagline.textContent = info.tagline;
  const before = shown;
  if (before && before.viewName === viewName && before.view.load) {
    await addWords([info.id]);
    const played = taskMode(s, before.reads, new Set(given));
    say(played.problems);
    return reuse(before, info, played.settings);
  }
  before?.view.destroy();
  shown = null;
  sideReady(false);
  const root = $('view-root');
  root.hidden = false;
  root.textContent = t('page-loading-solver', { game: info.title });
  let module;
  let view;
  try {
    // The view's script and its wasm module load side by side, not one after the other.
    [module, view] = await Promise.all([moduleFor(viewName, info.view), load(info), addWords([...wordsFor(viewName), info.id])]);
  } catch (e) {
    root.textContent = '';
    say([t('page-solver-failed', { game: info.title, reason: e.message })]);
    return false;
  }
  // A general parameter the view does not read is named and leaves the link.
  const reads = view.reads?.(info) ?? [];
  const unread = P.dropUnread(s, new Set(given), reads);
  say(unread.problems);
  s = unread.settings;
  const played = taskMode(s, reads, new Set(given));
  say(played.problems);
  s = played.settings;
  const ctx = contextFor(info, s, module, given);
  shown = { settings: s, info, viewName, ctx, view: null, reads };
  shown.view = view.mount(root, ctx);
  // A game whose opening takes several tasks (a misère quotient, a slice a task) is ready
  // once it is open, unless another game was asked for meanwhile.
  const mounted = shown;
  await shown.view.settled?.();
  if (shown !== mounted) return false;
  return afterOpen();
}

/// Shows settings `s` of game `info` on a view already mounted (`record`, as `shown` holds it).
function reuse(record, info, s) {
  Object.assign(record, { info, settings: s });
  Object.assign(record.ctx, { game: info, params: s });
  shown = record;
  record.view.load(s);
  return afterOpen();
}

/// The side's boxes (the runs' links, Share) belong to the game shown: while one opens they
/// keep the last one's, or none, so they are greyed and out of reach until it is open.
function sideReady(ready) {
  const side = $('side');
  side.inert = !ready;
  side.setAttribute('aria-busy', String(!ready));
}

/// The Share box's task menu: the catalog's tasks of the game shown; choosing one opens the
/// game afresh with it, so the link and the embed code carry it.
function showTaskChoice(info, s) {
  const select = $('task-select');
  $('task-choice').hidden = !info.tasks?.length || Boolean(s.show);
  select.replaceChildren(new Option(t('share-task-none'), ''), ...(info.tasks ?? []).map((task) => new Option(task.sentence, task.id)));
  select.value = s.task;
}

function afterOpen() {
  const refused = tasks.start(shown.info, shown.settings, shown.ctx.wasm, shown.view);
  if (refused) {
    say([refused]);
    shown.settings = { ...shown.settings, task: '' };
    shown.ctx.params = shown.settings;
  }
  book.replace(address(shown.settings));
  showShare(shown.settings);
  showRuns(shown.settings, shown.info);
  showTaskChoice(shown.info, shown.settings);
  el.loading.hidden = true;
  sideReady(true);
  $('exports').hidden = !shown.view.downloads;
  renderGames($('games-list'), CATALOG, shown.settings.puzzle, shown.settings.lang);
  // For the browser benchmark and for curious visitors with a console.
  window.movelab = {
    wasm: shown.ctx.wasm, handle: shown.view.handle, timeline: shown.view.timeline, catalog: CATALOG,
  };
  if (toldKey === null) {
    toldKey = settingsKey(shown.settings);
    emit('ready');
    document.body.dataset.ready = 'true';
  } else noteSettings();
  return true;
}

/// The game shown, as the embedding's commands take it (www/embed.js `obey`).
function commandable() {
  if (!shown) return null;
  const v = shown.view;
  const bound = (name) => (v[name] ? (arg) => v[name](arg) : undefined);
  return {
    settings: () => shown.settings,
    // Another language is a new start of the page in it, the settings kept in its address.
    load: (s, given) => {
      if (s.lang && s.lang !== words().lang) location.search = address(s);
      else { clearMessages(); open(s, given); }
    },
    restart: () => {
      tasks.again();
      if (v.restart) return v.restart();
      clearMessages();
      open({ ...shown.settings, step: 0, moves: '' });
      return undefined;
    },
    move: bound('move'),
    play: bound('play'),
    pause: bound('pause'),
    seek: bound('seek'),
    body: (type, extra) => eventBody(P, type, shownSettings(), v.fields?.() ?? {}, extra),
  };
}

// ---- presentation: present=1, for a projector ----------------------------------------------

/// Turns presentation mode on or off: the board as large as the window allows, text at least
/// 24 px, only the game's own controls (style.css `body.present`; the room a board has is
/// www/views/dom.js `keepRoom`'s). The link follows, so a reload keeps it.
function setPresent(on) {
  presenting = on;
  document.body.classList.toggle('present', on);
  // A label that says what a press does (not a toggle's pressed state, whose label stays).
  $('present-toggle').textContent = t(on ? 'page-present-leave' : 'page-present');
  if (shown && shown.settings.present !== on) {
    shown.settings = { ...shown.settings, present: on };
    shown.ctx.params = shown.settings;
    book.replace(address(shown.settings));
  }
  // The views that size their boards by script measure again (the others follow their box).
  dispatchEvent(new Event('resize'));
}

function wirePresent() {
  $('present-toggle').addEventListener('click', () => setPresent(!presenting));
  // Escape leaves, wherever the focus is: seen before the views (some stop it, peg's board
  // dropping the peg it holds), and still theirs too.
  addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && presenting) setPresent(false);
  }, { capture: true });
}

// ---- the printable worksheet --------------------------------------------------------------

/// The single file (scripts/single-file.mjs) is one document: no worksheet page beside it.
const singleFile = document.documentElement.hasAttribute('data-single-file');

/// The address of the printable worksheet of settings `s` (its game's own parameters): a
/// page of its own (www/worksheet.html), or, in the single file, this file at `#worksheet`.
function worksheetHref(s) {
  const all = new URLSearchParams(P.formatParams({ ...s, embed: false }));
  const q = new URLSearchParams();
  for (const name of ['puzzle', ...P.game(s.puzzle).params.map((p) => p.name)]) {
    if (all.has(name)) q.set(name, all.get(name));
  }
  // The sheet is printed in the language of the page it was opened from.
  const lang = languageOfLinks(s.lang);
  if (lang) q.set('lang', lang);
  return singleFile ? `?${q}#worksheet` : `www/worksheet.html?${q}`;
}

/// The single file's worksheet, laid out in place of the page: the page's own stylesheet
/// off, the worksheet's (inlined there, off until now) on.
async function showSingleWorksheet() {
  for (const style of document.querySelectorAll('style')) {
    style.media = style.id === 'worksheet-style' ? 'all' : 'not all';
  }
  document.body.className = '';
  const main = Object.assign(document.createElement('main'), { className: 'sheet', id: 'sheet' });
  // The scripts stay: the lab modules' wasm is read from the single file's data blocks.
  for (const child of [...document.body.children]) if (child.tagName !== 'SCRIPT') child.remove();
  document.body.prepend(main);
  const { showWorksheet } = await import('./worksheet.js');
  await showWorksheet(main, location.search);
}

// ---- the recorded runs: the algorithm behind the game, one click away ----------------------

/// Links to the recorded runs of the game shown (catalog `runs`, `show=`), each on the
/// settings on screen; none while a run is shown (its page links back to the game).
function showRuns(s, info) {
  // Under a task the algorithm's run would give the answer away.
  const runs = s.show || s.task ? [] : info.runs;
  $('runs-links').hidden = runs.length === 0;
  $('runs-list').replaceChildren(...runs.map((run) => {
    const link = document.createElement('a');
    link.href = `?${P.formatParams({ ...s, show: run.name, step: 0, moves: '', mode: 'watch', practice: false, autoplay: false })}`;
    link.textContent = run.title;
    const item = document.createElement('li');
    item.append(link);
    return item;
  }));
}

// ---- share and embed: the iframe code of what is shown, for every game --------------------

function showShare(settings) {
  measureEmbed($('embed-code'), P, settings, location.href.split('?')[0].split('#')[0]);
  $('worksheet-link').href = worksheetHref(settings);
}

/// The worksheet link, for every game: it follows the settings shown (the row's own record
/// is ahead of the shell's while its link waits), also when it is about to be followed.
function wireWorksheetLink() {
  const link = $('worksheet-link');
  const follow = () => { if (shown) link.href = worksheetHref(shownSettings()); };
  for (const type of ['pointerdown', 'focus', 'click']) link.addEventListener(type, follow);
}

/// The embed code's copy button; where the clipboard is refused, the code is selected.
function wireCopyEmbed() {
  $('copy-embed').addEventListener('click', async () => {
    const code = $('embed-code');
    try {
      $('copy-status').textContent = t('share-measuring');
      await navigator.clipboard.writeText(await measuredCode());
      $('copy-status').textContent = t('share-copied');
    } catch {
      code.focus();
      code.select();
      $('copy-status').textContent = t('share-selected');
    }
  });
}

// ---- packages for learning platforms: built on a click, with their zip library ----------------

/// The "Download for a learning platform" buttons (`[data-download=scorm12|scorm2004]`): the
/// packager (www/package.js) and its zip library load on the first click, never with the page.
function wireDownloads() {
  // The single file has no files of its own to zip (it is one); nor does it carry the
  // packager: the import below names a variable, which scripts/single-file.mjs leaves alone.
  if (singleFile) {
    document.querySelector('.platform-downloads').hidden = true;
    return;
  }
  const packager = './package.js';
  const status = $('download-status');
  for (const button of document.querySelectorAll('[data-download]')) {
    button.addEventListener('click', async () => {
      if (!shown) return;
      status.classList.remove('is-error');
      status.textContent = t('share-building');
      try {
        const { savePackage } = await import(packager);
        status.textContent = await savePackage(button.dataset.download, P, shown.settings);
      } catch (e) {
        status.textContent = t('share-no-package', { reason: e.message });
        status.classList.add('is-error');
      }
    });
  }
}

// ---- the language menu ---------------------------------------------------------------------

/// The header's language menu: each language named in itself; a choice reloads the page with
/// lang= in its address, so the game in progress (kept in the address) comes back in it.
function wireLanguageMenu() {
  const select = $('lang-select');
  // The pseudo-locale is not offered, but when a link asks for it the menu names it by its
  // tag rather than showing a blank choice.
  const lang = words().lang;
  const offered = LANGUAGES.some((l) => l.tag === lang) ? LANGUAGES : [...LANGUAGES, { tag: lang, name: lang }];
  select.replaceChildren(...offered.map((l) => Object.assign(new Option(l.name, l.tag), { lang: l.tag })));
  select.value = lang;
  select.addEventListener('change', () => {
    const q = new URLSearchParams(shown ? P.formatParams(shownSettings()) : location.search);
    q.set('lang', select.value);
    location.search = q.toString();
  });
}

// ---- start -----------------------------------------------------------------------------------

async function main() {
  if (singleFile) {
    // The worksheet and the page are one file: going to the sheet or back is a new start.
    addEventListener('hashchange', () => location.reload());
    if (location.hash === '#worksheet') return showSingleWorksheet();
  }
  // The heading leads home: this page with no game named (the markup's #games serves
  // until the script runs, and keeps the single file free of links to files).
  const asked = P.parseParams(location.search).settings.lang;
  $('home-link').href = `${location.pathname}${asked ? `?lang=${asked}` : ''}`;
  wireLanguageMenu();
  // A link that names nothing is the home page: the gallery of every game.
  // Launched by a learning platform: the game it kept from the last launch comes back.
  platform = connectPlatform(window, { say, address: () => (shown ? `?${P.formatParams(shown.settings)}` : location.search) });
  if (platform) addEventListener('pagehide', () => platform.finish());
  const search = platform?.resume || location.search;
  // A link that names only a language is the home page in that language.
  if ([...new URLSearchParams(search).keys()].every((k) => k === 'lang')) {
    if (language.problem) say([t(language.problem.id, language.problem.args)]);
    showHome($('games-list'), CATALOG, P.parseParams(search).settings.lang);
    window.movelab = { catalog: CATALOG };
    el.loading.hidden = true;
    document.body.dataset.ready = 'true';
    return;
  }
  const { settings: read, problems } = P.parseParams(search);
  if (language.problem) problems.unshift(t(language.problem.id, language.problem.args));
  const s = withRecord(read, problems);
  const given = [...new URLSearchParams(search).keys()];
  if (s.embed) document.body.classList.add('embed');
  else $('present-toggle').hidden = false;
  wirePresent();
  keepRoom($('view-root'));
  if (s.present) setPresent(true);
  // In a frame, Back belongs to the page around it: moves replace the address there.
  book = addressBook({ embedded: s.embed || window.parent !== window });
  say(problems);
  // Back and Forward step through the moves made (and any settings changed before them).
  addEventListener('popstate', () => {
    const again = P.parseParams(location.search);
    clearMessages();
    const settings = { ...withRecord(again.settings, again.problems), present: presenting };
    say(again.problems);
    open(settings, [...new URLSearchParams(location.search).keys()]);
  });
  wireCopyEmbed();
  wireSite($('embed-site'), $('embed-site-status'));
  wireDownloads();
  $('task-select').addEventListener('change', (e) => {
    if (!shown) return;
    clearMessages();
    const task = e.target.value;
    tasks.again();
    open({ ...shown.settings, task, step: 0, moves: '' }, task ? ['task'] : []);
  });
  wireWorksheetLink();
  // embed: before the first game, so the parent hears `ready` with the first settings.
  bridge = connectParent({ params: P, origins: parseOrigins(s.origins), game: commandable, tell: say });
  if (!(await open(s, given))) return;
  // The shell's download buttons, for a view that offers its moves (`downloads`): their
  // module is fetched at the first click, not with every game.
  const exports = $('exports');
  const firstExport = async (e) => {
    const first = e.target.closest('[data-export]');
    if (!first) return;
    exports.removeEventListener('click', firstExport);
    const { wireExports } = await import('./views/row-exports.js');
    wireExports(() => shown.ctx.wasm, () => shown.info, () => shown.settings, first);
  };
  exports?.addEventListener('click', firstExport);
  // The view asked for its first frame already, so this callback runs right after it
  // in the same frame: the mark is when the first board was on screen (benches/web).
  requestAnimationFrame(() => performance.mark('movelab-first-frame'));
}

main().catch((e) => say([t('page-could-not-start', { reason: e.message })]));
