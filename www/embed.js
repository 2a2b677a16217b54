// Talking to the page that embeds this one in an <iframe> (docs/embedding.md).
//
// Out: `ready`, `settings`, `step`, `solved` (and `error` for a refused command), each a
// message `{ source: "movelab", type, puzzle, n, m, first, step, length, playing, speed }`
// (pairs has no m and no first), posted to the parent's origin only when that origin is
// allow-listed (`origins=`) or is this page's own; to "*" only under an explicit `origins=*`.
// In: `{ type: "play" }`, `{ type: "pause" }`, `{ type: "seek", step }`,
// `{ type: "set", puzzle, n, m, first, step, speed }` and `{ type: "get" }`, from the
// parent window only and from an allowed origin only; anything else is ignored. `set` is
// checked exactly like the URL's parameters, and refused whole when a value is bad.

import { allowed } from './origins.js';
import { exact, wholeStep, shown } from './seek.js';

export const SOURCE = 'movelab';

/// The message body for the settings `s` shown on `stage` (a wasm Stage).
export function payload(type, s, stage) {
  const body = { source: SOURCE, type, puzzle: s.puzzle, n: s.n };
  if (s.puzzle === 'shift') {
    body.m = s.m;
    body.first = s.first;
  }
  // Numbers while they are exact, BigInt past 2^53 (n = m = 10^9 has 10^18 moves).
  body.step = exact(stage.stepExact());
  body.length = exact(stage.lengthExact());
  body.playing = stage.playing();
  body.speed = s.speed;
  return body;
}

/// Checks a `set` command against the current settings `current`, as the URL parameters
/// are checked by `params` (www/params.js `paramsFor`, over the catalog): returns
/// `{ settings, problems }`; settings is null when anything is bad.
export function checkSet(params, current, command) {
  const { parseParams, formatParams } = params;
  const q = new URLSearchParams(formatParams({ ...current, step: 0 }));
  const own = params.game(current.puzzle).params.map((p) => p.name);
  if ('puzzle' in command && command.puzzle !== current.puzzle) {
    // Another puzzle starts from its own default size unless the command gives one.
    for (const name of own) q.delete(name);
  }
  q.delete('step');
  const problems = [];
  const target = params.game(command.puzzle) ?? params.game(current.puzzle);
  const settable = ['puzzle', ...new Set([...own, ...target.params.map((p) => p.name)]), 'step', 'speed'];
  for (const key of settable) {
    if (!(key in command)) continue;
    const v = command[key];
    if (typeof v !== 'string' && typeof v !== 'number') {
      problems.push(`The command's ${key} must be a string or a number.`);
      continue;
    }
    q.set(key, String(v));
  }
  const parsed = parseParams(`?${q}`);
  problems.push(...parsed.problems.map((p) => p.replace(/^The link's/, "The command's")));
  if (problems.length) return { settings: null, problems };
  const next = pick(parsed.settings);
  // Without a step, the same puzzle keeps its step (a new speed does not rewind it).
  const same = ['puzzle', 'n', 'm', 'first'].every((k) => next[k] === current[k]);
  const step = 'step' in command ? parsed.settings.step : same ? current.step : 0;
  return { settings: { ...current, ...next, step }, problems };
}

function pick(s) {
  return { puzzle: s.puzzle, n: s.n, m: s.m, first: s.first, speed: s.speed };
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

/// Connects the page to its parent frame. `origins` is parseOrigins' result; `get()`
/// returns `{ settings, stage }`; `load(s)` shows new settings (already checked); `tell(p)`
/// shows problems in words. Returns `{ announce }`, to call after every change the stage
/// reports, or null when the page is not in a frame.
export function connectParent({ params, origins, get, load, tell }) {
  if (window.parent === window) return null;
  const own = location.origin;
  let learned = null;

  function post(body) {
    const to = postTarget(origins, learned, own);
    if (to) window.parent.postMessage(body, to);
  }

  function send(type) {
    const { settings, stage } = get();
    if (stage) post(payload(type, settings, stage));
  }

  function refuse(problems) {
    tell(problems);
    post({ source: SOURCE, type: 'error', problems });
  }

  const announce = announcer(get, send);

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    if (!allowed(origins, event.origin, own)) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    if (data.source === SOURCE) return; // our own kind of message, echoed back
    const { settings, stage } = get();
    if (!stage) return;
    learned = event.origin;
    obey(data, { params, settings, stage, load, send, refuse });
  });

  return { announce };
}

/// Where messages to the parent go: "*" under `origins=*`, else the parent's origin when it
/// is allowed, else nowhere (null).
function postTarget(origins, learned, own) {
  if (origins?.any) return '*';
  const origin = parentOrigin(learned);
  if (!origin || origin === 'null') return null;
  return allowed(origins, origin, own) ? origin : null;
}

/// The `announce` of connectParent: compares what `get()` shows with what was last told
/// and sends `ready` or `settings` for new settings, `step` for a new step and `solved`
/// once on reaching the end.
function announcer(get, send) {
  let last = { key: null, step: null, solved: false };
  return function announce() {
    const { settings: s, stage } = get();
    if (!stage) return;
    const key = `${s.puzzle} ${s.n} ${s.m} ${s.first}`;
    const step = exact(stage.stepExact());
    const solved = step === exact(stage.lengthExact());
    if (key !== last.key) {
      const first = last.key === null;
      last = { key, step, solved };
      send(first ? 'ready' : 'settings');
      if (solved) send('solved');
      return;
    }
    if (step !== last.step) {
      last.step = step;
      send('step');
    }
    if (solved && !last.solved) send('solved');
    last.solved = solved;
  };
}

/// Carries out one command accepted from the parent on `stage`; a bad `seek` or `set` is
/// refused whole, in words and with an `error` message.
function obey(data, { params, settings, stage, load, send, refuse }) {
  switch (data.type) {
    case 'play':
      stage.play();
      break;
    case 'pause':
      stage.pause();
      break;
    case 'seek': {
      const k = wholeStep(data.step);
      const L = stage.lengthExact();
      if (k === null || k > L) {
        refuse([`The command's step must be a whole number from 0 to ${L}, not ${shown(data.step)}.`]);
        return;
      }
      stage.pause();
      stage.seekExact(k);
      break;
    }
    case 'set': {
      const { settings: s, problems } = checkSet(params, settings, data);
      if (!s) {
        refuse(problems);
        return;
      }
      load(s);
      break;
    }
    case 'get':
      send('settings');
      break;
    default:
      // Not a movelab command: other scripts talk to frames too.
  }
}
