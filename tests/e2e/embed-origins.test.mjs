// The pure parts of the embedding (node only, no browser): the origins allow-list and the
// checking of `set` commands (www/origins.js, www/embed.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseOrigins, formatOrigins, allowed } from '../../www/origins.js';
import { checkSet as checkSetWith } from '../../www/embed.js';
import { paramsFor } from '../../www/params.js';
import { catalogFromCli } from './helpers-catalog.mjs';

const P = paramsFor(catalogFromCli());
const { parseParams, formatParams, DEFAULTS } = P;
const checkSet = (current, command) => checkSetWith(P, current, command);

test('origins: exact origins only, * only when written', () => {
  assert.deepEqual(parseOrigins(null), { any: false, list: [], problems: [] });
  const o = parseOrigins(' https://moodle.example.edu,http://127.0.0.1:8081 ,https://moodle.example.edu,');
  assert.deepEqual(o.list, ['https://moodle.example.edu', 'http://127.0.0.1:8081']);
  assert.equal(o.any, false);
  assert.deepEqual(o.problems, []);
  for (const bad of ['https://x.org/', 'https://x.org/path', 'x.org', 'ftp://x.org', 'javascript:alert(1)', 'https://x.org:443', 'null']) {
    const r = parseOrigins(bad);
    assert.deepEqual(r.list, [], bad);
    assert.equal(r.problems.length, 1, bad);
    assert.match(r.problems[0], /not an exact origin/);
  }
  assert.equal(parseOrigins('*').any, true);
  assert.equal(formatOrigins(parseOrigins('*,https://a.org')), '*,https://a.org');
});

test('allowed: same origin, the list, or anything under *; never the opaque null', () => {
  const own = 'https://movelab.example.org';
  const o = parseOrigins('https://lms.example.edu');
  assert.equal(allowed(o, 'https://lms.example.edu', own), true);
  assert.equal(allowed(o, own, own), true);
  assert.equal(allowed(o, 'https://evil.example', own), false);
  assert.equal(allowed(o, 'https://lms.example.edu.evil.example', own), false);
  assert.equal(allowed(parseOrigins(null), 'https://lms.example.edu', own), false);
  assert.equal(allowed(parseOrigins(null), 'null', 'null'), false);
  assert.equal(allowed(parseOrigins('*'), 'https://anyone.example', own), true);
  assert.equal(allowed(o, undefined, own), false);
});

test('the page reads origins= and writes it back', () => {
  const { settings, problems } = parseParams('?n=3&m=2&origins=https%3A%2F%2Fa.org,https://b.org/x');
  assert.equal(settings.origins, 'https://a.org');
  assert.equal(problems.length, 1);
  assert.match(formatParams(settings), /origins=https%3A%2F%2Fa.org/);
  assert.equal(parseParams(`?${formatParams(settings)}`).settings.origins, 'https://a.org');
});

test('set: checked like the URL, refused whole when a value is bad', () => {
  const current = { ...DEFAULTS, step: 4 };
  assert.deepEqual(checkSet(current, { n: 5, m: 4 }).settings, { ...current, n: 5, m: 4, step: 0 });
  assert.deepEqual(checkSet(current, { speed: 8 }).settings, { ...current, speed: 8, step: 4 }, 'speed alone keeps the step');
  assert.deepEqual(checkSet(current, { first: 'left', step: '3' }).settings, { ...current, first: 'left', step: 3 });
  const pairs = checkSet(current, { puzzle: 'pairs' }).settings;
  assert.equal(pairs.puzzle, 'pairs');
  assert.equal(pairs.n, 5, 'another puzzle starts from its own default size');
  for (const bad of [{ n: 0 }, { n: 1000000001 }, { n: 2.5 }, { m: 'x' }, { first: 'up' }, { puzzle: 'chess' }, { n: { x: 1 } }, { step: -1 }, { speed: 1e9 }, { puzzle: 'pairs', n: 2 }]) {
    const r = checkSet(current, bad);
    assert.equal(r.settings, null, JSON.stringify(bad));
    assert.ok(r.problems.length > 0);
    assert.ok(r.problems.every((p) => !p.startsWith("The link's")), r.problems.join(' '));
  }
});

test('set: lang= changes the language, keeping the game; one the lab does not have is refused', () => {
  const current = { ...P.parseParams('?puzzle=shift&n=3&m=2&step=4').settings };
  assert.deepEqual(checkSet(current, { lang: 'fr' }).settings, { ...current, lang: 'fr' }, 'the step is kept');
  assert.equal(checkSet(current, { lang: 'de-AT' }).settings.lang, 'de');
  const refused = checkSet(current, { lang: 'zz' });
  assert.equal(refused.settings, null);
  assert.deepEqual(refused.problems, ['The command\'s lang="zz" is not a language this page has (en, fr, es, de or en-XA), so nothing was changed.']);
});
