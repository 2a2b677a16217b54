// The address as the record of a game in progress: each move the visitor makes is a step of
// the browser's history (Back takes it back), up to a cap, and a record too long for a link
// is kept in this tab's sessionStorage under a short key that the link names instead.

import { t } from './i18n.js';

/// The most history entries one visit adds for moves; later moves replace the last entry,
/// so a long game does not bury the page the visitor came from under thousands of steps.
export const HISTORY_MOVES = 100;

/// The longest `moves=` record written into a link: with the game's own parameters, the
/// link stays under 2,000 characters, which every web server and browser takes.
export const LINK_RECORD_MAX = 1500;

/// A link's `moves=` that names a record kept in this tab: `saved-` and 8 hex digits.
const SAVED = /^saved-[0-9a-f]{8}$/;
const storageKey = (key) => `movelab:${key}`;

/// FNV-1a of `text`, as 8 hex digits: the same record always gets the same key.
function digest(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/// The `moves=` value a link holds for `record`: the record itself when short, else the
/// key of its copy in sessionStorage (`saved` is told the first time). Where the storage is
/// refused (a private window's quota, a sandboxed frame), the long record stays in the link.
export function linkRecord(record, saved = () => {}) {
  if (!record || record.length <= LINK_RECORD_MAX) return record;
  const key = `saved-${digest(record)}`;
  try {
    if (sessionStorage.getItem(storageKey(key)) !== record) {
      sessionStorage.setItem(storageKey(key), record);
      saved();
    }
    return key;
  } catch {
    return record;
  }
}

/// The record a link's `moves=` stands for: itself, or the copy this tab kept under its
/// key. Returns `{ record, problem }`, problem a sentence when the key names nothing here.
export function readRecord(moves) {
  if (!SAVED.test(moves ?? '')) return { record: moves, problem: null };
  let record = null;
  try {
    record = sessionStorage.getItem(storageKey(moves));
  } catch { /* no storage: as if nothing was kept */ }
  if (record !== null) return { record, problem: null };
  return {
    record: '',
    problem: t('history-lost'),
  };
}

/// Writes addresses: `move(url)` for a move (a new history entry, up to the cap; none in
/// an embedded page, where Back belongs to the page around it), `replace(url)` otherwise.
export function addressBook({ embedded }) {
  let added = 0;
  const replace = (url) => {
    if (location.search !== url) history.replaceState(null, '', url);
  };
  return {
    replace,
    move(url) {
      if (location.search === url) return;
      if (embedded || added >= HISTORY_MOVES) return replace(url);
      added += 1;
      history.pushState(null, '', url);
    },
  };
}
