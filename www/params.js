// The page's URL parameters (docs/design.md): read, checked, and written back. Pure functions,
// no DOM, so node's test runner checks them directly (tests/e2e/params.test.mjs).

import { parseOrigins, formatOrigins } from './origins.js'; // embed
import { quoted } from './words.js';
import { LINK_RECORD_MAX } from './history.js';
import { ourLanguage, t, wordFact, words } from './i18n.js';

/// The longest `moves=` record read: 4096 moves (the core's limit) of a few jumps each.
const MOVES_MAX_CHARS = 65536;

const GENERAL = ['step', 'speed', 'autoplay', 'embed', 'present', 'mode', 'practice', 'origins', 'moves', 'show', 'task', 'lang'];

/// The general parameters that only some views read: each view says which in its `reads`
/// (www/views/index.js); `embed`, `present`, `origins` and `show` belong to the shell.
export const VIEW_GENERAL = ['step', 'speed', 'autoplay', 'mode', 'practice', 'moves'];

/// Who gave the values a sentence refuses, which picks its wording (locales/en/shell.ftl):
/// the page's `link`, the element's `attribute`, or an iframe's `set` `command`.
export const WHERE = ['link', 'attribute', 'command'];

/// Settings `s` without the general parameters named in `given` that a view reading only
/// `reads` does not use, each named in a sentence (`where`, see WHERE): so a link keeps
/// nothing that does nothing. Returns `{ settings, problems }`.
export function dropUnread(s, given, reads, title, defaults, where = 'link') {
  const settings = { ...s };
  const problems = [];
  for (const name of VIEW_GENERAL) {
    if (!given.has(name) || reads.includes(name)) continue;
    const value = settings[name] === true ? 1 : settings[name] === false ? 0 : settings[name];
    problems.push(t('params-unread', { where, name, value: quoted(String(value ?? '')), game: title }));
    settings[name] = defaults[name];
  }
  return { settings, problems };
}

/// The URL functions for `catalog` (the wasm `catalog()` or `movelab catalog --format json`):
/// every game, its parameters' limits and defaults, and the speed range come from there,
/// never from this file. Returns `{ DEFAULTS, SPEED, limits, game, parseParams, formatParams,
/// describe, embedCode, rules }`.
export function paramsFor(catalog) {
  const SPEED = catalog.speed;
  const games = new Map(catalog.games.map((g) => [g.id, g]));
  const first = catalog.games[0];
  const defaultsOf = (g) => Object.fromEntries(g.params.map((p) => [p.name, p.kind.default]));
  const DEFAULTS = Object.freeze({
    puzzle: first.id, ...defaultsOf(first), step: 0, speed: SPEED.default, autoplay: false, embed: false, present: false, mode: 'watch', practice: false, moves: '', show: '', task: '', lang: '',
  });
  const KNOWN = ['puzzle', ...new Set(catalog.games.flatMap((g) => g.params.map((p) => p.name))), ...GENERAL];
  const ids = catalog.games.map((g) => g.id);
  const ctx = { SPEED, games, DEFAULTS, KNOWN, ids };
  const parse = (search, where) => parseParams(ctx, search, where);
  const format = (s, opts) => formatParams(ctx, s, opts);
  // The game and its settings in words (the message `<id>-heading`): the embed code's title.
  const heading = (s) => headingFor(games.get(s.puzzle), s);
  // `{ nMin, nMax, ... }`: the page's range of each whole parameter of game `id`.
  const limits = (id) => Object.fromEntries(games.get(id).params.filter((p) => p.kind.type === 'whole')
    .flatMap((p) => [[`${p.name}Min`, p.kind.min], [`${p.name}Max`, p.kind.page_max]]));
  return {
    DEFAULTS, SPEED, limits, dropUnread: (s, given, reads, where) => dropUnread(s, given, reads, games.get(s.puzzle).title, DEFAULTS, where), game: (id) => games.get(id), parseParams: parse, formatParams: format,
    // The game and its settings in words, for a sentence that names them (the heading).
    describe: heading,
    embedCode: (s, base, size) => embedCode(format, heading, { ...s, lang: languageOfLinks(s.lang) }, base, size), rules: (s, moves) => rulesFor(games.get(s.puzzle), s, moves),
    intro: (s) => introFor(games.get(s.puzzle), s),
    heading,
  };
}

/// The `lang=` a link made now carries: the page's language when it is not English (an
/// embed, a package, a worksheet open in the language they were made in), else what the
/// settings say (none, or en).
export function languageOfLinks(lang) {
  const inUse = words()?.lang;
  return inUse && inUse !== 'en' ? inUse : lang;
}

/// A whole number as a sentence in the language in use writes it (1,000,000; 1 000 000).
const grouped = { format: (n) => words().number(n) };

/// A text parameter's value as a sentence writes it: one whole number grouped as whole
/// parameters are (1,000,000); a list of whole numbers as a list ("3, 4 and 5"; `or`: "3, 4
/// or 5"), its large numbers grouped by narrow spaces where the language groups by commas,
/// which would read as the list's own; pairs `8,7;6,6` as "(8, 7) and (6, 6)"; anything else
/// as given.
export function listInWords(v, or = false) {
  const text = String(v);
  if (/^\d{1,19}$/.test(text)) return grouped.format(BigInt(text));
  let items;
  if (/^\d{1,19}(,\d{1,19})+$/.test(text)) items = text.split(',').map((n) => grouped.format(BigInt(n)).replaceAll(',', '\u202f'));
  else if (/^\d+,\d+(;\d+,\d+)*$/.test(text)) items = text.split(';').map((pair) => `(${pair.split(',').join(', ')})`);
  else return text;
  return words().list(items, or);
}
export const textInWords = (v) => listInWords(v);

/// A flag's or a text's value as a selector of the message files reads it: `on` or `off`,
/// `none` for an empty text, `empty` for a board of dots only, else the value itself.
function keyOf(kind, v) {
  if (kind.type === 'flag') return v ? 'on' : 'off';
  const text = String(v);
  if (text === '') return 'none';
  return /^\.+$/.test(text) ? 'empty' : v;
}

/// The arguments of a game's messages for settings `s` (locales/, docs/translating.md): for
/// each parameter `$name` in words, `$name-or` (a list joined with "or"), `$name-text` (the
/// value as given: a row of cells is no number) and `$name-key` (for a selector).
export function argsFor(game, s) {
  const args = {};
  for (const p of game.params) {
    const v = s[p.name];
    if (p.kind.type === 'whole') {
      args[p.name] = v;
      args[`${p.name}-key`] = v;
      continue;
    }
    args[p.name] = p.kind.type === 'text' ? listInWords(v) : String(v);
    args[`${p.name}-or`] = p.kind.type === 'text' ? listInWords(v, true) : String(v);
    args[`${p.name}-text`] = String(v);
    args[`${p.name}-key`] = keyOf(p.kind, v);
  }
  return args;
}

/// The rules of `game` for settings `s`, in words (the message `<id>-rules`); `moves`, where
/// the game gives one (the heaps snapshot's `movesInWords`), is the core's fact of what a move
/// may do, worded as `$moves` (an octal code's digits in plain words).
export const rulesFor = (game, s, moves) => t(`${game.id}-rules`, moves ? { ...argsFor(game, s), moves: wordFact(moves) } : argsFor(game, s));
/// The one plain sentence a game opens on (the message `<id>-intro`).
export const introFor = (game, s) => t(`${game.id}-intro`, argsFor(game, s));
/// The game and its settings in words, for the worksheet, the embed code's title and the
/// packages (the message `<id>-heading`): "Nim with heaps of 3, 4 and 5".
export const headingFor = (game, s) => t(`${game.id}-heading`, argsFor(game, s));

function wholeIn(text, lo, hi) {
  if (!/^\d{1,16}$/.test(text)) return null;
  const v = Number(text);
  return Number.isSafeInteger(v) && v >= lo && v <= hi ? v : null;
}

/// A step from the URL: a number while numbers hold it exactly, a BigInt beyond, or null.
/// The longest solution the page shows (shift n = m = 10^9, 10^18 + 2·10^9 moves) has 19
/// digits; longer digit strings are refused before any BigInt is made of them.
function stepIn(text) {
  if (!/^\d{1,19}$/.test(text)) return null;
  const k = BigInt(text);
  return k <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(k) : k;
}

/// One game parameter from the URL, checked against the catalog's page range or options.
function readParam(p, v, game, bad) {
  const k = p.kind;
  if (k.type === 'whole') {
    const x = wholeIn(v, k.min, k.page_max);
    if (x !== null) return x;
    // A positive whole number below the minimum: the page shows no solution for it.
    if (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) < k.min) {
      bad(p.name, v, null, { id: 'params-refused-unsolvable', args: { game: game.title, number: Number(v), min: k.min, max: k.page_max } });
    } else bad(p.name, v, t('params-want-whole', { min: k.min, max: k.page_max }));
  } else if (k.type === 'choice') {
    if (k.options.includes(v)) return v;
    bad(p.name, v, words().list(k.options, true));
  } else if (k.type === 'text') {
    if (v.length <= k.max_len) return v;
    bad(p.name, v, t('params-want-text', { max: k.max_len }));
  } else if (v === '1' || v === '0') return v === '1';
  else bad(p.name, v, FLAG_VALUES());
  return null;
}

/// A flag's values as a refusal lists them: 1 or 0 (notation, joined as the language joins).
const FLAG_VALUES = () => words().list(['1', '0'], true);

/// The step, speed, flags, mode and origins: the same for every game.
function readGeneral(ctx, q, s, bad, problems, where) {
  if (q.has('step')) {
    const v = q.get('step');
    // Digits only, so no float parse can round a step; the page checks it against the length.
    // Past 2^53 (solutions of n = m = 10^9 have 10^18 moves) the step is kept as a BigInt.
    const k = stepIn(v);
    if (k !== null) s.step = k;
    else if (/^\d*\.\d+$|^\d+\.$/.test(v)) bad('step', v, t('params-want-step-fraction'));
    else if (/^\d+$/.test(v)) bad('step', v, t('params-want-step-huge'));
    else bad('step', v, t('params-want-step'));
  }
  if (q.has('speed')) {
    const v = q.get('speed');
    const x = /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
    if (x >= ctx.SPEED.min && x <= ctx.SPEED.max) s.speed = x;
    else bad('speed', v, t('params-want-speed', { min: ctx.SPEED.min, max: ctx.SPEED.max }));
  }
  // practice=1: the checker rows' watch mode stops before each move for the visitor;
  // present=1: the page laid out for a projector (www/app.js).
  for (const flag of ['autoplay', 'embed', 'present', 'practice']) {
    if (q.has(flag)) {
      const v = q.get(flag);
      if (v === '1' || v === '0') s[flag] = v === '1';
      else bad(flag, v, FLAG_VALUES());
    }
  }
  if (q.has('mode')) {
    const v = q.get('mode');
    if (v === 'watch' || v === 'play') s.mode = v;
    else bad('mode', v, words().list(['watch', 'play'], true));
  }
  // A game against the computer kept in the link, as the game's core writes it (the heap
  // games: option numbers joined by dots; knights: who began, then jumps). The game checks
  // each move when it replays them; here only the characters and the length.
  if (q.has('moves')) {
    const v = q.get('moves');
    if (v.length > MOVES_MAX_CHARS) problems.push(t('params-moves-long', { where, length: v.length, max: MOVES_MAX_CHARS }));
    else if (/^[a-z0-9._-]*$/.test(v)) s.moves = v;
    else problems.push(t('params-moves-bad', { where, value: quoted(v) }));
  }
  // The language asked for (www/i18n.js); one the lab does not have is named by the page,
  // which speaks the browser's language instead.
  if (q.has('lang')) {
    const v = ourLanguage(q.get('lang'));
    if (v) s.lang = v;
  }
  // embed: the origins allowed to command the page (www/origins.js, docs/embedding.md).
  if (q.has('origins')) {
    const o = parseOrigins(q.get('origins'));
    problems.push(...o.problems);
    s.origins = formatOrigins(o);
  }
}

/// `show=<run>`: a recorded run of the game's algorithm (the catalog's `runs` of the game),
/// shown step by step instead of the game; refused in words when the game has no such run.
function readShow(game, q, s, problems, where) {
  if (!q.has('show')) return;
  const v = q.get('show');
  const names = (game.runs ?? []).map((r) => r.name);
  if (names.includes(v)) {
    s.show = v;
    return;
  }
  problems.push(names.length === 0
    ? t('params-show-none', { where, value: quoted(v), game: game.title })
    : t('params-show-other', { where, value: quoted(v), game: game.title, runs: words().list(names, true) }));
}

/// `task=<id>`: one of the tasks the catalog lists for the game (`tasks`), refused in words
/// otherwise, naming those it has.
function readTask(game, q, s, problems, where) {
  if (!q.has('task')) return;
  const v = q.get('task');
  const ids = (game.tasks ?? []).map((t) => t.id);
  if (ids.includes(v)) {
    s.task = v;
    return;
  }
  problems.push(ids.length === 0
    ? t('params-task-none', { where, value: quoted(v), game: game.title })
    : t('params-task-other', { where, value: quoted(v), game: game.title, tasks: words().list(ids, true) }));
}

/// Reads `search` (a query string) given by `where` (WHERE: a link, an element's attributes,
/// an iframe's command). Returns `{ settings, problems }`: settings always valid (a bad
/// value falls back to its default), problems a list of plain sentences. `step` is checked
/// for form here and against the solution's length by the page.
function parseParams(ctx, search, where = 'link') {
  const q = new URLSearchParams(search);
  const s = { ...ctx.DEFAULTS };
  const problems = [];
  // A refused value: `want` words what was wanted, or `message` is a refusal of its own.
  const bad = (name, value, want, message = { id: 'params-refused', args: { want } }) => {
    const fallback = String(s[name] === true ? 1 : s[name] === false ? 0 : s[name]);
    problems.push(t(message.id, { ...message.args, where, name, value: quoted(value), fallback }));
  };

  const keys = [...new Set(q.keys())];
  for (const key of keys) {
    if (!ctx.KNOWN.includes(key)) {
      problems.push(t('params-unknown', { name: quoted(key) }));
      continue;
    }
    // URLSearchParams reads the first; a link that names one twice hears which one counts.
    const all = q.getAll(key);
    if (all.length > 1) {
      problems.push(t('params-repeated', { name: key, count: all.length, value: quoted(all[0]) }));
    }
  }
  if (q.has('puzzle')) {
    const v = q.get('puzzle');
    if (ctx.games.has(v)) s.puzzle = v;
    else bad('puzzle', v, words().list(ctx.ids, true));
  }
  const game = ctx.games.get(s.puzzle);
  // Another game's parameters are not read: named, and dropped from the link.
  const own = new Set(game.params.map((p) => p.name));
  for (const key of keys) {
    if (ctx.KNOWN.includes(key) && key !== 'puzzle' && !GENERAL.includes(key) && !own.has(key)) {
      problems.push(t('params-not-a-setting', { name: key, value: quoted(q.get(key)), game: game.title }));
    }
  }
  // Another game's parameters keep the first game's defaults and are not read.
  for (const p of game.params) {
    s[p.name] = p.kind.default ?? false;
    if (!q.has(p.name)) continue;
    const v = readParam(p, q.get(p.name), game, bad);
    if (v !== null) s[p.name] = v;
  }
  readGeneral(ctx, q, s, bad, problems, where);
  readShow(game, q, s, problems, where);
  readTask(game, q, s, problems, where);
  return { settings: s, problems };
}

/// The query string for `s`: every parameter that matters, in a stable order; defaults of
/// step, speed and the flags are left out to keep links short.
function formatParams(ctx, s, { embed = s.embed } = {}) {
  const q = new URLSearchParams();
  q.set('puzzle', s.puzzle);
  for (const p of ctx.games.get(s.puzzle).params) {
    if (p.kind.type === 'flag') {
      if (s[p.name]) q.set(p.name, '1');
    } else q.set(p.name, String(s[p.name]));
  }
  if (s.step > 0) q.set('step', String(s.step));
  if (s.speed !== ctx.SPEED.default) q.set('speed', String(s.speed));
  if (s.autoplay) q.set('autoplay', '1');
  if (embed) q.set('embed', '1');
  if (s.present) q.set('present', '1');
  if (s.mode !== 'watch') q.set('mode', s.mode);
  if (s.practice) q.set('practice', '1');
  if (s.origins) q.set('origins', s.origins); // embed
  if (s.moves) q.set('moves', s.moves);
  if (s.show) q.set('show', s.show);
  if (s.task) q.set('task', s.task);
  if (s.lang) q.set('lang', s.lang);
  return q.toString();
}

/// The `<iframe>` snippet that embeds the player with settings `s`, at `base` (the page's
/// address without its query). `size` is the page's measure of the view at that width
/// (www/share.js); without it, the checker row's usual height.
function embedCode(format, title, s, base, size = {}) {
  // An embed is never a projector's page: the teacher's present=1 stays at home. A game in
  // progress too long for a link stays too (its copy is this tab's, not the course page's).
  const moves = (s.moves ?? '').length > LINK_RECORD_MAX ? '' : s.moves;
  const src = `${base}?${format({ ...s, present: false, moves }, { embed: true })}`;
  const name = t('params-embed-title', { heading: title(s) });
  const esc = (t) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // Practising adds a line of controls and the score under the board.
  const { width = 720, height = s.practice ? 520 : 400 } = size;
  return `<iframe src="${esc(src)}" title="${esc(name)}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
