// The embedder's allow-list of origins (URL parameter `origins=`, comma-separated exact
// origins such as https://moodle.example.edu, or `*` alone). Pure functions, no DOM.

import { quoted } from './words.js';
import { t } from './i18n.js';

/// Reads the `origins` parameter. Returns `{ any, list, problems }`: `any` only for an
/// explicit `*`; `list` the exact origins (scheme://host[:port], nothing else); problems
/// in plain words for entries that are not origins (they are left out).
export function parseOrigins(text) {
  const out = { any: false, list: [], problems: [] };
  if (text == null) return out;
  for (const raw of String(text).split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (entry === '*') {
      out.any = true;
      continue;
    }
    let origin = null;
    try {
      const u = new URL(entry);
      if ((u.protocol === 'https:' || u.protocol === 'http:') && u.origin === entry) origin = u.origin;
    } catch {
      origin = null;
    }
    if (origin === null) {
      out.problems.push(t('origins-not-exact', { entry: quoted(entry) }));
    } else if (!out.list.includes(origin)) {
      out.list.push(origin);
    }
  }
  return out;
}

/// The parameter's value again: `*` or the origins, comma-separated.
export function formatOrigins(o) {
  if (!o) return '';
  return [...(o.any ? ['*'] : []), ...o.list].join(',');
}

/// Whether a message from `origin` may command a page at `own` (its own origin): same
/// origin (never the opaque "null"), an allow-listed origin, or anything under `*`.
export function allowed(o, origin, own) {
  if (typeof origin !== 'string') return false;
  if (origin !== 'null' && origin === own) return true;
  if (!o) return false;
  return o.any || o.list.includes(origin);
}

/// The origins of the course sites a teacher types in the Share box: addresses separated by
/// commas or spaces, each a whole address (https://moodle.example.edu/course/view.php?id=3)
/// or an origin; only its origin counts. Returns `{ list, problems }`, problems in words.
export function siteOrigins(text) {
  const list = [];
  const problems = [];
  for (const entry of String(text ?? '').split(/[\s,]+/)) {
    if (entry === '') continue;
    let u = null;
    try {
      u = new URL(entry);
    } catch { /* not an address */ }
    if (!u || !/^https?:$/.test(u.protocol) || !u.hostname || !/^https?:\/\//i.test(entry)) {
      problems.push(t('origins-not-site', { entry: quoted(entry) }));
    } else if (!list.includes(u.origin)) list.push(u.origin);
  }
  return { list, problems };
}
