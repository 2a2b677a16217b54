// The learning-platform parts that need no browser (node only): the SCORM manifests checked
// by xmllint against the ADL schemas the packages ship (www/scorm/), the course site's
// address (www/origins.js), and the page's API adapter (www/platform.js) against scorm-again,
// the runtime platforms embed, and against APIs that misbehave.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { manifest, describePackage, pageFiles, VERSIONS } from '../../www/package.js';
import { findApi, connectPlatform } from '../../www/platform.js';
import { siteOrigins } from '../../www/origins.js';
import { paramsFor } from '../../www/params.js';
import { catalogFromCli, useLanguage } from './helpers-catalog.mjs';
import { ROOT } from './helpers.mjs';

const P = paramsFor(catalogFromCli());

/// Validates `xml` with xmllint against `schema` of `version`'s folder (copied beside it,
/// as in the zip). Returns xmllint's exit status and messages.
export function xmllint(version, xml, schema) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'movelab-manifest-'));
  try {
    for (const f of VERSIONS[version].schemas) fs.copyFileSync(path.join(ROOT, VERSIONS[version].folder, f), path.join(dir, f));
    fs.writeFileSync(path.join(dir, 'imsmanifest.xml'), xml);
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', schema, 'imsmanifest.xml'], { cwd: dir, stdio: 'pipe' });
    return { status: 0 };
  } catch (e) {
    return { status: e.status, messages: String(e.stderr) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/// The schema each version's manifest is checked against: 1.2's adlcp schema imports IMS
/// Content Packaging's, so its `scormtype` is checked too; for 2004, IMS CP's own schema.
export const SCHEMA = { scorm12: 'adlcp_rootv1p2.xsd', scorm2004: 'imscp_v1p1.xsd' };

const example = (version) => {
  const s = { ...P.parseParams('?puzzle=shift&n=1&m=1&origins=https://a.org&moves=1').settings, task: 'solve' };
  const about = describePackage(P, s, version);
  return { about, xml: manifest(version, { ...about, files: ['index.html', 'www/app.js', 'lab/rows-0123_bg.wasm'] }) };
};

test("a package keeps the language it was made in: lang= in its launch address, its title in words", () => {
  const s = { ...P.parseParams('?puzzle=nim&heaps=3,4,5').settings, task: 'win' };
  const english = describePackage(P, s, 'scorm12');
  assert.doesNotMatch(english.href, /lang=/, 'English is the default: no lang=');
  assert.equal(english.title, 'movelab: Nim with heaps of 3, 4 and 5 (task: win)');
  try {
    useLanguage('fr');
    const french = describePackage(P, s, 'scorm12');
    assert.match(french.href, /&lang=fr$/);
    assert.match(french.title, /^movelab\u202f: .* \(tâche\u202f: win\)$/);
  } finally {
    useLanguage('en');
  }
});

test('manifests: valid against the shipped ADL schemas, launching the game as set', () => {
  for (const version of ['scorm12', 'scorm2004']) {
    const { about, xml } = example(version);
    assert.equal(xmllint(version, xml, SCHEMA[version]).status, 0, `${version}: ${xmllint(version, xml, SCHEMA[version]).messages}`);
    assert.match(xml, new RegExp(`<schemaversion>${VERSIONS[version].schemaversion}</schemaversion>`));
    assert.match(about.href, /^index\.html\?puzzle=shift&n=1&m=1&first=right&embed=1/);
    assert.doesNotMatch(about.href, /moves=|origins=/, 'a fresh game, talking to the platform only');
    assert.match(xml, /href="index\.html\?puzzle=shift&amp;n=1/);
    assert.match(about.name, new RegExp(`^movelab-shift-solve-${version}\\.zip$`));
  }
  // The check can fail: a wrong SCO type and a missing title are refused.
  const bad12 = example('scorm12').xml.replace('scormtype="sco"', 'scormtype="lesson"');
  assert.notEqual(xmllint('scorm12', bad12, SCHEMA.scorm12).status, 0);
  const bad04 = example('scorm2004').xml.replace(/<organization identifier="movelab-organization">\s*<title>[^<]*<\/title>/, '<organization identifier="movelab-organization"><wrong/>');
  assert.notEqual(xmllint('scorm2004', bad04, SCHEMA.scorm2004).status, 0);
  assert.throws(() => manifest('scorm3', { identifier: 'x', title: 'x', href: 'x', files: [] }), /no package of kind/);
});

test('the package holds every page file but the schema folders, which go to its root', () => {
  assert.deepEqual(pageFiles(['index.html', 'www/scorm/NOTICE.md', 'www/scorm/scorm12/ims_xml.xsd', 'www/scorm/scorm2004/xml.xsd', 'lab/a.wasm']),
    ['index.html', 'www/scorm/NOTICE.md', 'lab/a.wasm']);
  for (const [version, v] of Object.entries(VERSIONS)) {
    const shipped = fs.readdirSync(path.join(ROOT, v.folder)).sort();
    assert.deepEqual([...v.schemas].sort(), shipped, `${version}: every schema file of www/scorm is zipped`);
  }
});

test('the course site: whole addresses give their origin, anything else is refused in words', () => {
  assert.deepEqual(siteOrigins('https://moodle.example.edu/course/view.php?id=3'), { list: ['https://moodle.example.edu'], problems: [] });
  assert.deepEqual(siteOrigins(' https://a.org, http://b.org:8080/x https://a.org/p ').list, ['https://a.org', 'http://b.org:8080']);
  for (const bad of ['moodle.example.edu', 'ftp://x.org', 'javascript:alert(1)', 'http://', 'https//x.org']) {
    const r = siteOrigins(bad);
    assert.deepEqual(r.list, [], bad);
    assert.match(r.problems[0], /is not the address of a site: write it whole, starting with https:\/\//, bad);
  }
});

/// A window as findApi sees one: `props` on it, a parent (itself at the top) and an opener.
const win = (props = {}, parent = null, opener = null) => {
  const w = { ...props, opener };
  w.parent = parent ?? w;
  return w;
};

test('findApi: parents first, then the opener; 2004 before 1.2; another origin passed over', () => {
  const a12 = new Scorm12API({ logLevel: 5 });
  const a04 = new Scorm2004API({ logLevel: 5 });
  assert.equal(findApi(win()), null);
  assert.equal(findApi(win({}, win({}, win({ API: a12 })))).api, a12, 'two frames up');
  assert.equal(findApi(win({}, win({ API: a12, API_1484_11: a04 }))).kind.version, '2004');
  assert.equal(findApi(win({}, null, win({}, win({ API_1484_11: a04 })))).api, a04, "the opener's parent");
  const foreign = {};
  Object.defineProperty(foreign, 'API', { get() { throw new Error('SecurityError'); } });
  Object.defineProperty(foreign, 'API_1484_11', { get() { throw new Error('SecurityError'); } });
  foreign.parent = win({ API: a12 });
  assert.equal(findApi(win({}, foreign)).api, a12);
});

/// The page side over `api` (1.2 or 2004, by its window property): `said` collects its sentences.
function launch(props) {
  const said = [];
  let query = '?puzzle=shift&n=1&m=1&first=right&embed=1&mode=play&task=solve';
  const page = connectPlatform(win({}, win(props)), { say: (p) => said.push(...p), address: () => query });
  return { page, said, play: (q) => { query = q; page.hear({ source: 'movelab', type: 'move', by: 'you', move: '0' }); } };
}

test('SCORM 1.2 on scorm-again: result, score, suspend data, session time, finish', () => {
  const api = new Scorm12API({ logLevel: 5 });
  const { page, said, play } = launch({ API: api });
  assert.equal(page.version, '1.2');
  assert.equal(page.resume, '');
  assert.equal(api.LMSGetValue('cmi.core.lesson_status'), 'incomplete', 'a task begun, not ended');
  play('?puzzle=shift&n=1&m=1&moves=0');
  assert.equal(api.LMSGetValue('cmi.suspend_data'), '?puzzle=shift&n=1&m=1&moves=0');
  page.hear({ type: 'result', score: 2 / 3, passed: false });
  assert.equal(api.LMSGetValue('cmi.core.lesson_status'), 'failed');
  assert.equal(api.LMSGetValue('cmi.core.score.raw'), '66.67');
  assert.equal(api.LMSGetValue('cmi.core.score.min'), '0');
  assert.equal(api.LMSGetValue('cmi.core.score.max'), '100');
  page.hear({ type: 'result', score: 1, passed: true });
  assert.equal(api.LMSGetValue('cmi.core.lesson_status'), 'passed');
  assert.equal(api.LMSGetValue('cmi.core.score.raw'), '100');
  page.finish();
  assert.equal(api.isTerminated(), true);
  assert.deepEqual(said, []);
});

test('SCORM 2004 on scorm-again: completion, success, scaled and raw score; a kept game resumes', () => {
  const api = new Scorm2004API({ logLevel: 5 });
  api.loadFromJSON({ suspend_data: '?puzzle=shift&n=1&m=1&moves=0', entry: 'resume' });
  const { page, said } = launch({ API_1484_11: api });
  assert.equal(page.version, '2004');
  assert.equal(page.resume, '?puzzle=shift&n=1&m=1&moves=0');
  assert.equal(api.GetValue('cmi.completion_status'), 'unknown', 'the kept game has no task: nothing to mark');
  page.hear({ type: 'result', score: 0.8, passed: true });
  assert.equal(api.GetValue('cmi.completion_status'), 'completed');
  assert.equal(api.GetValue('cmi.success_status'), 'passed');
  assert.equal(api.GetValue('cmi.score.scaled'), '0.8');
  assert.equal(api.GetValue('cmi.score.raw'), '80');
  assert.equal(api.GetValue('cmi.score.min'), '0');
  assert.equal(api.GetValue('cmi.score.max'), '100');
  assert.equal(api.GetValue('cmi.suspend_data'), '?puzzle=shift&n=1&m=1&first=right&embed=1&mode=play&task=solve');
  page.hear({ type: 'result', score: 0, passed: false });
  assert.equal(api.GetValue('cmi.success_status'), 'failed');
  assert.equal(api.GetValue('cmi.score.scaled'), '0');
  page.finish();
  assert.equal(api.isTerminated(), true);
  assert.deepEqual(said, []);
  // Suspend data that is not a page's query is not taken back.
  const other = new Scorm2004API({ logLevel: 5 });
  other.loadFromJSON({ suspend_data: 'javascript:alert(1)' });
  assert.equal(launch({ API_1484_11: other }).page.resume, '');
});

test('a misbehaving API never throws at the page: it says the score could not be recorded', () => {
  const throwing = { LMSInitialize: () => 'true', LMSGetValue: () => '', LMSSetValue: () => { throw new Error('the LMS is down'); }, LMSCommit: () => 'true' };
  const cases = [
    ['throws', throwing, /its LMSSetValue\("cmi.core.lesson_status"\) failed \(the LMS is down\)/],
    ['answers false', { ...throwing, LMSSetValue: () => 'false', LMSGetLastError: () => '301', LMSGetErrorString: () => 'Not initialized' }, /answered "false" \(error 301, Not initialized\)/],
    ['lacks its functions', {}, /its API has no LMSInitialize function/],
    ['refuses to start', { LMSInitialize: () => false }, /its LMSInitialize answered false/],
    ['throws on start', { LMSInitialize: () => { throw new TypeError('boom'); } }, /its LMSInitialize failed \(boom\)/],
    ['is not an object', 42, null],
  ];
  for (const [what, api, why] of cases) {
    const { page, said } = launch({ API: api });
    if (!why) {
      assert.equal(page, null, `${what}: no platform`);
      continue;
    }
    assert.doesNotThrow(() => {
      page.hear({ type: 'move', by: 'you', move: '0' });
      page.hear({ type: 'result', score: 1, passed: true });
      page.finish();
    }, what);
    assert.ok(said.length > 0, `${what}: said something`);
    assert.ok(said.every((p) => /^The learning platform could not record (your score|your progress|the game in progress): .*You can go on playing/.test(p)), `${what}: ${said.join(' ')}`);
    assert.ok(said.some((p) => /could not record your score/.test(p)), `${what}: the score is named: ${said.join(' ')}`);
    assert.ok(said.some((p) => why.test(p)), `${what}: ${said.join(' ')}`);
  }
});

test('a platform that refuses the suspend data still gets the score, and the page says what it refused', () => {
  const api = new Scorm12API({ logLevel: 5 });
  const picky = {
    LMSInitialize: (x) => api.LMSInitialize(x),
    LMSGetValue: (el) => api.LMSGetValue(el),
    LMSSetValue: (el, v) => (el === 'cmi.suspend_data' ? 'false' : api.LMSSetValue(el, v)),
    LMSCommit: (x) => api.LMSCommit(x),
    LMSFinish: (x) => api.LMSFinish(x),
    LMSGetLastError: () => '405',
  };
  const { page, said, play } = launch({ API: picky });
  play('?puzzle=shift&n=1&m=1&moves=0');
  page.hear({ type: 'result', score: 1, passed: true });
  assert.equal(api.LMSGetValue('cmi.core.lesson_status'), 'passed');
  assert.equal(api.LMSGetValue('cmi.core.score.raw'), '100');
  assert.deepEqual(said, ['The learning platform could not record the game in progress: its LMSSetValue("cmi.suspend_data") answered "false" (error 405). You can go on playing, but it may not bring this game back next time.']);
});

test('a game past SCORM 1.2\'s 4,096 characters of suspend data: the last that fit is kept, and the page says so once', () => {
  const api = new Scorm12API({ logLevel: 5 });
  const { said, play } = launch({ API: api });
  play('?puzzle=nim&moves=1');
  const long = `?puzzle=nim&moves=${'1.'.repeat(2100)}1`;
  play(long);
  play(`${long}.1`);
  assert.equal(api.LMSGetValue('cmi.suspend_data'), '?puzzle=nim&moves=1');
  assert.equal(said.length, 1);
  assert.match(said[0], /longer than the 4,096 characters SCORM 1\.2 keeps .* The score is still recorded/);
});
