// The page's shell: the wasm start, the URL's settings, the messages, the list of games, the
// embedding bridge, and choosing and mounting the view of the game (www/views/). The row
// view (the checker puzzles) is www/views/row.js; the solver and the drawing are Rust (wasm).

import { paramsFor } from './params.js';
// embed: events and commands for a parent frame.
import { connectParent } from './embed.js';
import { parseOrigins } from './origins.js';
import { VIEWS } from './views/index.js';
import { renderGames } from './home.js';
import { labWasm } from './lab.js';

const $ = (id) => document.getElementById(id);
const el = {
  loading: $('loading'), live: $('live'), message: $('message'), title: $('board-title'), tagline: $('tagline'),
};

let wasm = null;
let bridge = null; // embed: the parent frame, when there is one
let row = null; // the mounted row view (views/row.js), when the game is a row game
// The URL functions over the wasm catalog (www/params.js), set once the wasm has started.
let P = null;

// ---- messages: always visible, plain words, never a blank page -------------------------

const shown = new Set();
function say(problems) {
  for (const p of problems) shown.add(p);
  el.message.replaceChildren(...[...shown].map((p) => {
    const li = document.createElement('p');
    li.textContent = p;
    return li;
  }));
  el.message.hidden = shown.size === 0;
}
function clearMessages() {
  shown.clear();
  say([]);
}

// ---- the wasm module, started by Trunk's loader ----------------------------------------

function bindings() {
  return new Promise((resolve, reject) => {
    if (window.wasmBindings) return resolve(window.wasmBindings);
    addEventListener('TrunkApplicationStarted', () => resolve(window.wasmBindings), { once: true });
    setTimeout(() => reject(new Error('the solver (WebAssembly) did not load within 20 seconds')), 20000);
  });
}


// ---- games of other kinds of view: their controller owns the view area ------------------

/// Mounts the controller of `s.puzzle`'s view when it is not the row (www/views/): the row's
/// board, controls and form are hidden, and the controller gets the wasm, the catalog entry,
/// the checked URL settings and the page's message, narration and URL writing. False when the
/// game is a row game (views/row.js, mounted by `mountRow`) or its view has no controller yet (said in words).
async function mountView(s) {
  const info = P.game(s.puzzle);
  if (!info || info.view === 'row') return false;
  const load = VIEWS[info.view];
  if (!load) {
    say([`The page cannot show ${info.title} yet (no ${info.view} view); it shows the default puzzle instead.`]);
    Object.assign(s, P.DEFAULTS, { speed: s.speed, embed: s.embed, mode: s.mode });
    return false;
  }
  const root = $('view-root');
  // The row's cards give way to the view; sharing stays, without the rows' move downloads.
  for (const card of document.querySelectorAll('main > section.card:not(#view-root):not(.share)')) card.hidden = true;
  $('exports').hidden = true;
  $('row-keys').hidden = true; // each view says its own keys
  root.hidden = false;
  el.title.textContent = info.title;
  el.tagline.textContent = info.tagline;
  // Its solver is the lab wasm module, fetched the first time such a game opens.
  root.textContent = `Loading the solver of ${info.title}…`;
  let lab;
  try {
    lab = await labWasm();
  } catch (e) {
    root.textContent = '';
    say([`The solver of ${info.title} could not start: ${e.message}. Try reloading the page.`]);
    return true;
  }
  let current = { ...s };
  const ctx = {
    wasm: lab,
    catalog: wasm.catalog(),
    game: info,
    params: current,
    say,
    announce: (text) => { el.live.textContent = text; },
    // Reflects `partial` into the URL, checked by the same rules as a link's parameters.
    setParams: (partial) => {
      current = { ...current, ...partial };
      ctx.params = current;
      history.replaceState(null, '', `?${P.formatParams(current)}`);
      showShare(current);
    },
    // A game against the computer keeps its moves in the link (`moves=`), so a reload or a
    // shared link brings the game back.
    keepMoves: (record) => ctx.setParams({ moves: record }),
    // The printable worksheet of the settings shown (www/worksheet.html), for views that offer
    // one; not in the single-file build, which has no worksheet page (nor its link).
    worksheet: $('worksheet-link')
      ? () => `www/worksheet.html?${P.formatParams({ ...current, moves: '' }, { embed: false })}`
      : undefined,
  };
  const view = await load();
  if (current.moves && !view.keepsMoves?.(info)) ignoreMoves(current);
  showShare(current);
  view.mount(root, ctx);
  el.loading.hidden = true;
  requestAnimationFrame(() => performance.mark('movelab-first-frame'));
  window.movelab = { wasm: lab };
  return true;
}

/// A `moves=` record where the game keeps none (a puzzle, or a view without records).
function ignoreMoves(s) {
  say([`${P.game(s.puzzle).title} keeps no record of moves in the link, so moves=${s.moves} was ignored.`]);
  s.moves = '';
  history.replaceState(null, '', `?${P.formatParams(s)}`);
}

// ---- share and embed: the iframe code of what is shown, for every game --------------------

function showShare(settings) {
  $('embed-code').value = P.embedCode(settings, location.href.split('?')[0].split('#')[0]);
}

/// The embed code's copy button; where the clipboard is refused, the code is selected.
function wireCopyEmbed() {
  $('copy-embed').addEventListener('click', async () => {
    const code = $('embed-code');
    try {
      await navigator.clipboard.writeText(code.value);
      $('copy-status').textContent = 'Copied.';
    } catch {
      code.focus();
      code.select();
      $('copy-status').textContent = 'Selected: press Ctrl+C (or ⌘C) to copy.';
    }
  });
}

// ---- start -----------------------------------------------------------------------------------

async function main() {
  try {
    wasm = await bindings();
  } catch (e) {
    el.loading.textContent = `The solver could not start: ${e.message}. Try reloading the page.`;
    return;
  }
  P = paramsFor(wasm.catalog());
  const { settings: s, problems } = P.parseParams(location.search);
  if (s.embed) document.body.classList.add('embed');
  say(problems);
  renderGames($('games-list'), wasm.catalog(), s.puzzle);
  wireCopyEmbed();
  // The row view is the fallback of every other view, so it is at hand before the bridge
  // listens: nothing awaits between the bridge and the row's first load.
  const rowView = await VIEWS.row();
  // embed: before the first load, so the parent hears `ready` with the first settings.
  bridge = connectParent({
    params: P,
    origins: parseOrigins(s.origins),
    get: () => ({ settings: row?.settings ?? null, stage: row?.stage ?? null }),
    load: (next) => { clearMessages(); row?.load(next); },
    tell: say,
  });
  if (await mountView(s)) return;
  if (s.moves) ignoreMoves(s);
  mountRow(s, rowView);
  el.loading.hidden = true;
  // The stage asked for its first frame already, so this callback runs right after it
  // in the same frame: the mark is when the first board was on screen (benches/web).
  requestAnimationFrame(() => performance.mark('movelab-first-frame'));
  // For the browser benchmark and for curious visitors with a console.
  window.movelab = { stage: row.stage, wasm };
  if (s.autoplay && !row.game) row.stage.play();
}

/// Mounts the row view (views/row.js) on the page's own board, controls and form.
function mountRow(s, view) {
  view.mount($('view-root'), {
    wasm,
    P,
    catalog: wasm.catalog(),
    game: P.game(s.puzzle),
    params: s,
    say,
    clearMessages,
    announce: (text) => { el.live.textContent = text; },
    changed: () => bridge?.announce(), // embed
    shared: showShare,
    attach: (v) => { row = v; },
  });
}

main().catch((e) => say([`The page could not start: ${e.message}`]));
