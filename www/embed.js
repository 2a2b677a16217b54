// Talking to the page that embeds this one in an <iframe> (docs/embedding.md), for every game.
//
// Out: `ready`, `settings`, `move`, `step`, `solved`, `over` and `error`, each a message
// `{ source: "movelab", type, puzzle, settings, …fields, …extra }`: `settings` is the game's
// URL parameters as the page writes them, `fields` what the view adds to every event (the
// checker rows: n, m, first, step, length, playing, speed), `extra` the event's own (a
// move's `by` and `move`, …). Posted to the parent's origin only when that origin is
// allow-listed (`origins=`) or is this page's own; to "*" only under an explicit `origins=*`.
// In: `get`, `set`, `restart`, `move`, `play`, `pause` and `seek`, from the parent window only and
// from an allowed origin only; anything else is ignored. `set` is checked exactly like the
// URL's parameters, and refused whole when a value is bad. The custom element
// (www/element.js) uses the same bodies and the same `obey`.

import { allowed } from './origins.js';
import { exact } from './seek.js';
import { LANGUAGES, PSEUDO, ourLanguage, t, words } from './i18n.js';

export const SOURCE = 'movelab';

/// The parameters an event carries: those the page writes in its URL for `s` (the
/// embedding's own, `embed` and `origins`, and the page's layout, `present`, left out), with
/// their values as read.
export function settingsOf(params, s) {
  const q = new URLSearchParams(params.formatParams(s, { embed: false }));
  q.delete('origins');
  q.delete('present');
  return Object.fromEntries([...q.keys()].map((k) => [k, s[k]]));
}

/// The body of an event of `type` about settings `s`: the view's `fields` and the event's
/// `extra` beside the settings.
export function eventBody(params, type, s, fields = {}, extra = {}) {
  return { source: SOURCE, type, puzzle: s.puzzle, settings: settingsOf(params, s), ...fields, ...extra };
}

/// The fields every event of a game played on the wasm `RowView` (the checker rows)
/// carries, from its last snapshot `snap`: the game's own parameters, the step and the
/// length (numbers while exact, BigInt past 2^53), whether it plays (its timeline's), and
/// the speed.
export function stageFields(params, s, snap, playing) {
  const own = Object.fromEntries(params.game(s.puzzle).params.map((p) => [p.name, s[p.name]]));
  return {
    ...own,
    step: exact(BigInt(snap.step)),
    length: exact(BigInt(snap.length)),
    playing,
    speed: s.speed,
  };
}

/// The general parameters a `set` may change besides the game's own (`lang`: the page's or
/// the element's language, which shows the game afresh in it).
const GENERAL = ['step', 'speed', 'mode', 'moves', 'practice', 'autoplay', 'show', 'task', 'lang'];

/// Checks a `set` command against the current settings `current`, as the URL parameters
/// are checked by `params` (www/params.js `paramsFor`, over the catalog): returns
/// `{ settings, problems }`; settings is null when anything is bad (an unknown field too).
export function checkSet(params, current, command) {
  const { parseParams, formatParams } = params;
  const q = new URLSearchParams(formatParams({ ...current, step: 0, moves: '' }));
  q.delete('step');
  q.delete('moves');
  const own = params.game(current.puzzle).params.map((p) => p.name);
  const changing = 'puzzle' in command && command.puzzle !== current.puzzle;
  // Another game starts from its own defaults unless the command gives its settings.
  if (changing) for (const name of own) q.delete(name);
  const problems = [];
  const target = params.game(command.puzzle) ?? params.game(current.puzzle);
  const settable = ['puzzle', ...new Set([...own, ...target.params.map((p) => p.name)]), ...GENERAL];
  for (const key of Object.keys(command)) {
    if (key === 'type' || key === 'source' || settable.includes(key)) continue;
    problems.push(t('embed-field-unknown', { field: JSON.stringify(key), game: target.title }));
  }
  for (const key of settable) {
    if (!(key in command)) continue;
    const v = command[key];
    if (typeof v === 'boolean' && target.params.some((p) => p.name === key && p.kind.type === 'flag')) {
      q.set(key, v ? '1' : '0');
    } else if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'bigint') {
      problems.push(t('embed-field-type', { field: key }));
    } else q.set(key, String(v));
  }
  // A language the lab does not have is refused with the rest (a link's is named by the page).
  if ('lang' in command && !ourLanguage(command.lang)) {
    const tags = words().list([...LANGUAGES.map((l) => l.tag), PSEUDO], true);
    problems.push(t('embed-lang-unknown', { value: JSON.stringify(String(command.lang).slice(0, 40)), languages: tags }));
  }
  const parsed = parseParams(`?${q}`, 'command');
  problems.push(...parsed.problems);
  if (problems.length) return { settings: null, problems };
  const next = parsed.settings;
  // Without a step, the same game keeps its step and its moves (a new speed rewinds nothing).
  const same = next.puzzle === current.puzzle && own.every((k) => next[k] === current[k]) && next.mode === current.mode;
  const step = 'step' in command ? next.step : same ? current.step : 0;
  const moves = 'moves' in command ? next.moves : same ? current.moves : '';
  return { settings: { ...current, ...next, step, moves }, problems };
}

/// Carries out one command `data` on the game shown. `game` is the shell's view of it:
/// `settings()`, `load(settings)` (already checked) and the view's own `restart`, `play`,
/// `pause` and `seek(step)` where it has them (each returns a sentence when it refuses).
/// `send(type)` answers, `refuse(problems)` says a refusal in words and as an `error`.
/// Returns false when `data` is not a movelab command (other scripts talk to frames too).
export function obey(data, { params, game, send, refuse }) {
  const current = game.settings();
  const info = params.game(current.puzzle);
  switch (data.type) {
    case 'get':
      send('settings');
      return true;
    case 'set': {
      const { settings, problems } = checkSet(params, current, data);
      if (settings) game.load(settings, Object.keys(data));
      else refuse(problems);
      return true;
    }
    case 'restart': {
      const problem = game.restart ? game.restart() : game.load({ ...current, step: 0, moves: '' });
      if (problem) refuse([problem]);
      return true;
    }
    // A move as the visitor would make it, in the notation of the game's `move` events.
    case 'move': {
      const problem = typeof data.move !== 'string' && typeof data.move !== 'number'
        ? t('embed-move-missing')
        : game.move
          ? game.move(String(data.move))
          : t('embed-no-moves', { game: info.title });
      if (problem) refuse([problem]);
      return true;
    }
    case 'play':
    case 'pause':
    case 'seek': {
      const act = game[data.type];
      const problem = act
        ? act(data.step)
        : t('embed-no-line', { game: info.title, command: data.type });
      if (problem) refuse([problem]);
      return true;
    }
    default:
      return false;
  }
}

/// The parent's origin as far as the browser tells: Chromium's ancestorOrigins, else the
/// referrer's origin, else the origin of the last accepted command.
function parentOrigin(learned) {
  const a = location.ancestorOrigins;
  if (a && a.length) return a[0];
  try {
    if (document.referrer) return new URL(document.referrer).origin;
  } catch {
    // no usable referrer
  }
  return learned;
}

/// Connects the page to its parent frame. `origins` is parseOrigins' result; `game()` is
/// the game shown as `obey` takes it, with `body(type, extra)` making an event about it
/// (null until a game is shown); `tell(p)` shows problems in words. Returns
/// `{ post(body) }`, the one way out for every event, or null when the page is not in a frame.
export function connectParent({ params, origins, game, tell }) {
  if (window.parent === window) return null;
  const own = location.origin;
  let learned = null;

  function post(body) {
    const to = postTarget(origins, learned, own);
    if (to) window.parent.postMessage(body, to);
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    if (!allowed(origins, event.origin, own)) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    if (data.source === SOURCE) return; // our own kind of message, echoed back
    const shown = game();
    if (!shown) return;
    learned = event.origin;
    obey(data, {
      params,
      game: shown,
      send: (type) => post(shown.body(type)),
      refuse: (problems) => {
        tell(problems);
        post(shown.body('error', { problems }));
      },
    });
  });

  return { post };
}

/// Where messages to the parent go: "*" under `origins=*`, else the parent's origin when it
/// is allowed, else nowhere (null).
function postTarget(origins, learned, own) {
  if (origins?.any) return '*';
  const origin = parentOrigin(learned);
  if (!origin || origin === 'null') return null;
  return allowed(origins, origin, own) ? origin : null;
}
