// The page launched by a learning platform from a SCORM package (www/package.js): finds the
// platform's API the standard way, records the task's result, and keeps a game in progress
// in the suspend data so that the next launch resumes it. Without a platform it does nothing.

import { t } from './i18n.js';

/// The two versions' API objects and the names of their calls and data model elements.
const KINDS = [
  {
    version: '2004',
    object: 'API_1484_11',
    calls: { start: 'Initialize', get: 'GetValue', set: 'SetValue', commit: 'Commit', finish: 'Terminate', error: 'GetLastError', words: 'GetErrorString' },
    exit: 'cmi.exit',
    time: 'cmi.session_time',
    status: 'cmi.completion_status',
    // ISO 8601 duration, as SCORM 2004's timeinterval.
    duration: (s) => `PT${(Math.round(s * 100) / 100).toFixed(2)}S`,
    result: ({ score, passed }) => [
      ['cmi.completion_status', 'completed'],
      ['cmi.success_status', passed ? 'passed' : 'failed'],
      ['cmi.score.min', '0'],
      ['cmi.score.max', '100'],
      ['cmi.score.raw', percent(score)],
      ['cmi.score.scaled', String(Math.round(clamp(score) * 10000) / 10000)],
    ],
  },
  {
    version: '1.2',
    object: 'API',
    calls: { start: 'LMSInitialize', get: 'LMSGetValue', set: 'LMSSetValue', commit: 'LMSCommit', finish: 'LMSFinish', error: 'LMSGetLastError', words: 'LMSGetErrorString' },
    exit: 'cmi.core.exit',
    time: 'cmi.core.session_time',
    status: 'cmi.core.lesson_status',
    // HHHH:MM:SS.SS, as SCORM 1.2's CMITimespan.
    duration: (s) => {
      const whole = Math.floor(s);
      const pad = (n) => String(n).padStart(2, '0');
      return `${String(Math.floor(whole / 3600)).padStart(4, '0')}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}.${pad(Math.floor((s - whole) * 100))}`;
    },
    result: ({ score, passed }) => [
      ['cmi.core.score.min', '0'],
      ['cmi.core.score.max', '100'],
      ['cmi.core.score.raw', percent(score)],
      ['cmi.core.lesson_status', passed ? 'passed' : 'failed'],
    ],
  },
];

const clamp = (x) => Math.min(1, Math.max(0, Number(x) || 0));
/// A score from 0 to 1 as a raw score from 0 to 100, two decimals at most.
const percent = (score) => String(Math.round(clamp(score) * 10000) / 100);

/// The longest suspend data each version promises to keep (characters).
const SUSPEND_MAX = { '1.2': 4096, 2004: 64000 };

/// The platform's API object seen from `win`, the standard way (the ADL's search): `win` and
/// its parents, then its opener and the opener's parents, nearest first; at each window the
/// 2004 API (`API_1484_11`) before the 1.2 one (`API`). A window of another origin cannot be
/// read and is passed over. Returns `{ kind, api }` or null.
export function findApi(win) {
  const look = (start) => {
    let w = start;
    for (let depth = 0; w && depth < 500; depth++) {
      for (const kind of KINDS) {
        try {
          const api = w[kind.object];
          if (api && (typeof api === 'object' || typeof api === 'function')) return { kind, api };
        } catch { /* another origin's window */ }
      }
      let up = null;
      try {
        up = w.parent;
      } catch { /* none to read */ }
      if (!up || up === w) break;
      w = up;
    }
    return null;
  };
  let opener = null;
  try {
    opener = win.opener;
  } catch { /* none to read */ }
  return look(win) ?? (opener ? look(opener) : null);
}

/// Connects the page to the platform found from `win`, or returns null when there is none.
/// `say(sentences)` shows a problem in words (the platform never stops the game); `address()`
/// is the page's query now (its settings and `moves=`), kept as the suspend data.
/// Returns `{ version, resume, hear(body), keep(), finish() }`: `resume` is the query of the
/// game kept by the last launch ('' for none); `hear` takes every event body of the page.
export function connectPlatform(win, { say, address }) {
  const found = findApi(win);
  if (!found) return null;
  const { kind, api } = found;
  const { calls } = kind;
  const started = Date.now();
  let kept = null;
  let finished = false;

  /// A call as a sentence names it: `SetValue("cmi.score.raw")`, `Commit`.
  const named = (name, args) => (name === calls.set || name === calls.get ? `${name}("${args[0]}")` : name);
  /// The platform's answer to `name(...args)`, or throws an Error saying what went wrong.
  const call = (name, ...args) => {
    if (typeof api[name] !== 'function') throw new Error(t('platform-no-call', { call: name }));
    try {
      return api[name](...args);
    } catch (e) {
      throw new Error(t('platform-call-failed', { call: named(name, args), reason: String(e?.message ?? e) }));
    }
  };
  /// Calls `name`, which answers "true" when it worked, else says why (the error code).
  const must = (name, ...args) => {
    const answer = call(name, ...args);
    if (answer === true || answer === 'true') return;
    let code = '';
    try {
      code = String(api[calls.error]?.() ?? '');
      const words = code && api[calls.words]?.(code);
      if (words) code = `${code}, ${words}`;
    } catch { /* no words for it */ }
    throw new Error(t('platform-call-answered', { call: named(name, args), answer: JSON.stringify(answer), code: code || 'none' }));
  };
  /// `what` the platform could not record: `score`, `progress` or `game` (in progress).
  const fail = (what, e) => say([t('platform-failed', { what, reason: e.message })]);

  let resume = '';
  try {
    must(calls.start, '');
  } catch (e) {
    fail('score', e);
    return { version: kind.version, resume, hear() {}, keep() {}, finish() {} };
  }
  try {
    const data = String(call(calls.get, 'cmi.suspend_data') ?? '');
    // Only a query of the page's own kind is taken back (the platform may hold anything).
    if (/^\?puzzle=[a-z0-9]/.test(data)) resume = data;
  } catch { /* nothing kept to resume: a fresh game */ }
  kept = resume || null;

  /// Sets `pairs` and commits; a failure is told in words, and the next record tries again
  /// (a platform that refuses the suspend data may still take the score).
  const record = (what, pairs) => {
    if (finished) return;
    try {
      for (const [element, value] of pairs) must(calls.set, element, value);
      must(calls.commit, '');
    } catch (e) {
      fail(what, e);
    }
  };

  // A task not yet ended is marked incomplete, so that the platform does not take an activity
  // closed before its end for a completed one (SCORM 1.2 platforms may, at LMSFinish).
  if (/[?&]task=/.test(resume || address())) {
    let status = '';
    try {
      status = String(call(calls.get, kind.status) ?? '');
    } catch { /* unknown: marked below */ }
    if (!['passed', 'failed', 'completed'].includes(status)) record('progress', [[kind.status, 'incomplete']]);
  }

  /// Keeps the game in progress as the suspend data (when it changed and fits).
  let toldTooLong = false;
  const keep = () => {
    const query = address();
    if (query === kept) return;
    if (query.length > SUSPEND_MAX[kind.version]) {
      // Said once: the game goes on, but this platform cannot bring it back.
      if (!toldTooLong) say([t('platform-too-long', { max: SUSPEND_MAX[kind.version], version: kind.version })]);
      toldTooLong = true;
      return;
    }
    kept = query;
    record('game', [['cmi.suspend_data', query], [kind.exit, 'suspend']]);
  };

  return {
    version: kind.version,
    resume,
    hear(body) {
      if (body?.type === 'move') keep();
      else if (body?.type === 'result') {
        keep();
        record('score', kind.result(body));
      }
    },
    keep,
    /// Ends the session (the page is closing): the time spent, then Terminate/LMSFinish.
    finish() {
      if (finished) return;
      try {
        must(calls.set, kind.time, kind.duration((Date.now() - started) / 1000));
        must(calls.finish, '');
      } catch { /* the page is going away: nobody left to tell */ }
      finished = true;
    },
  };
}
