// The Share box's learning-platform packages in Debian's headless chromium, end to end: each
// download button saves a zip (unzipped here with fflate), whose manifest xmllint checks
// against the ADL schema shipped in it; the unzipped package is then launched, as a platform
// does, from a harness page whose SCORM API is scorm-again's, and played (by clicks, and by the
// platform page's move commands): a pass and a fail for each version, a resume, no platform
// at all, an API that throws. Also the box's course site, written into the embed code's
// origins=. One browser for the whole file.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { serve, launch, guardedPage, ready, DIST, ROOT } from './helpers.mjs';

let server; // dist/
let lms; // the unzipped packages and the platform's harness, on another server
let browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'movelab-scorm-'));

/// The game every package is made of: the fewest moves on shifting checkers 1 × 1, whose
/// optimum is 3 moves (squares 0, 2, 1); 5 moves (0, 1, 0, 2, 1) solve it at 3/5.
const GAME = 'puzzle=shift&n=1&m=1&task=optimal';
const BEST = [0, 2, 1];
const LONGER = [0, 1, 0, 2, 1];
const VERSIONS = {
  scorm12: { object: 'API', make: 'Scorm12API', schema: 'adlcp_rootv1p2.xsd', schemaversion: '1.2' },
  scorm2004: { object: 'API_1484_11', make: 'Scorm2004API', schema: 'imscp_v1p1.xsd', schemaversion: '2004 4th Edition' },
};
const packages = {}; // version → { dir, launch, size, ms }

/// The platform: scorm-again's API on the harness window (or `api=throws`: one whose every
/// write throws), `data` loaded into it first, and the package's launch page in an iframe.
const HARNESS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Learning platform</title>
<script src="scorm12.js"></script><script src="scorm2004.js"></script></head>
<body><h1>Course</h1><iframe id="sco" title="The activity" width="1000" height="700" style="border:0"></iframe>
<script>
  const q = new URLSearchParams(location.search);
  const v = q.get('v');
  const object = v === 'scorm12' ? 'API' : 'API_1484_11';
  if (q.get('api') === 'throws') {
    const down = () => { throw new Error('the platform is down'); };
    window[object] = v === 'scorm12'
      ? { LMSInitialize: () => 'true', LMSGetValue: () => '', LMSSetValue: down, LMSCommit: down, LMSFinish: down, LMSGetLastError: () => '0' }
      : { Initialize: () => 'true', GetValue: () => '', SetValue: down, Commit: down, Terminate: down, GetLastError: () => '0' };
  } else {
    const api = new (v === 'scorm12' ? Scorm12API : Scorm2004API)({ logLevel: 5 });
    if (q.get('data')) api.loadFromJSON(JSON.parse(q.get('data')));
    window[object] = api;
  }
  document.getElementById('sco').src = '../' + v + '/' + q.get('launch');
</script></body></html>`;

before(async () => {
  server = await serve();
  browser = await launch();
  fs.mkdirSync(path.join(tmp, 'lms'));
  fs.writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><title>x</title>');
  fs.writeFileSync(path.join(tmp, 'lms', 'harness.html'), HARNESS);
  for (const v of ['scorm12', 'scorm2004']) {
    // Without the source-map comment: nothing may be asked for that is not there.
    const js = fs.readFileSync(path.join(ROOT, 'node_modules', 'scorm-again', 'dist', `${v}.min.js`), 'utf8');
    fs.writeFileSync(path.join(tmp, 'lms', `${v}.js`), js.replace(/\n\/\/# sourceMappingURL=.*$/, '\n'));
  }
  lms = await serve(tmp);
});

after(async () => {
  await browser?.close();
  await server?.close();
  await lms?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('each button saves a package of the whole page, its manifest valid against the shipped schema', async (t) => {
  // The home page loads neither the packager nor its zip library.
  const home = await guardedPage(browser.context, server.url);
  const asked = [];
  home.page.on('request', (r) => asked.push(r.url()));
  await home.page.goto(server.url);
  await home.page.waitForFunction(() => document.body.dataset.ready === 'true');
  assert.deepEqual(asked.filter((u) => /package\.js|fflate/.test(u)), []);
  await home.page.close();

  const { page, problems } = await guardedPage(browser.context, server.url);
  await page.goto(`${server.url}?${GAME}`);
  await ready(page);
  const built = JSON.parse(fs.readFileSync(path.join(DIST, 'files.json'), 'utf8'));
  for (const [version, v] of Object.entries(VERSIONS)) {
    const t0 = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-download="${version}"]`)]);
    const ms = Date.now() - t0;
    assert.equal(download.suggestedFilename(), `movelab-shift-optimal-${version}.zip`);
    const bytes = fs.readFileSync(await download.path());
    const files = unzipSync(new Uint8Array(bytes));
    const dir = path.join(tmp, version);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    const xml = strFromU8(files['imsmanifest.xml']);
    assert.match(xml, new RegExp(`<schemaversion>${v.schemaversion}</schemaversion>`));
    // xmllint (Debian's libxml2-utils) against the schema the zip ships beside the manifest.
    assert.ok(files[v.schema], `${version}: ${v.schema} at the zip's root`);
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', v.schema, 'imsmanifest.xml'], { cwd: dir, stdio: 'pipe' });
    // The whole page, byte for byte: every built file (the schemas at the root instead).
    for (const f of built.filter((name) => !name.startsWith('www/scorm/scorm'))) {
      assert.ok(files[f], `${version}: ${f} is in the package`);
      assert.ok(Buffer.from(files[f]).equals(fs.readFileSync(path.join(DIST, f))), `${version}: ${f} as built`);
    }
    const launchHref = xml.match(/adlcp:scorm[tT]ype="sco" href="([^"]+)"/)[1].replace(/&amp;/g, '&');
    assert.match(launchHref, /^index\.html\?puzzle=shift&n=1&m=1&first=right&embed=1&.*task=optimal/);
    packages[version] = { dir, launch: launchHref, size: bytes.length, ms };
    t.diagnostic(`${version}: ${bytes.length} bytes, ${Object.keys(files).length} files, ${ms} ms from click to download`);
  }
  assert.match(await page.locator('#download-status').textContent(), /^Saved movelab-shift-optimal-scorm2004\.zip \([\d,]+ KB\)/);
  assert.deepEqual(problems, []);
  await page.close();
});

/// The frame of the activity in the harness page, once its board is ready.
async function activity(page) {
  const frame = page.frame({ url: /\/scorm(12|2004)\/index\.html/ });
  await frame.waitForFunction(() => document.getElementById('board')?.hasAttribute('data-step') && document.body.dataset.ready === 'true', null, { timeout: 15000 });
  return frame;
}

/// Clicks `square` on the row's board in `frame` (its x from the stage's own hit test).
async function clickSquare(page, frame, square) {
  const x = await frame.waitForFunction((sq) => {
    const c = document.getElementById('board');
    const xs = [];
    for (let x = 0; x < c.clientWidth; x++) if (window.movelab.handle.act({ type: 'squareAt', x }).square === sq) xs.push(x);
    return xs.length ? (xs[0] + xs[xs.length - 1]) / 2 : null;
  }, square, { timeout: 5000 }).then((h) => h.jsonValue());
  const box = await frame.locator('#board').boundingBox();
  const before = await frame.locator('#board').getAttribute('data-step');
  await page.mouse.click(box.x + x, box.y + box.height / 2);
  await frame.waitForFunction((b) => document.getElementById('board').getAttribute('data-step') !== b, before, { timeout: 5000 });
}

/// Opens package `version` in the harness (`options`: `data` for its API, `api=throws`).
async function platform(version, { data, api } = {}) {
  const q = new URLSearchParams({ v: version, launch: packages[version].launch });
  if (data) q.set('data', JSON.stringify(data));
  if (api) q.set('api', api);
  // The package asks for nothing outside its folder (and the harness for nothing outside its own).
  const { page, problems } = await guardedPage(browser.context, [`${lms.url}lms`, `${lms.url}${version}`]);
  await page.goto(`${lms.url}lms/harness.html?${q}`);
  return { page, problems, frame: await activity(page) };
}

const get = (page, version, element) => page.evaluate(([object, el]) => (object === 'API'
  ? window.API.LMSGetValue(el) : window.API_1484_11.GetValue(el)), [VERSIONS[version].object, element]);

/// Closes the activity as a platform does (the frame goes away): the page finishes.
async function closeActivity(page) {
  await page.evaluate(() => { document.getElementById('sco').src = 'about:blank'; });
  await page.waitForFunction(() => (window.API ?? window.API_1484_11).isTerminated(), null, { timeout: 5000 });
}

for (const version of Object.keys(VERSIONS)) {
  test(`${version}: a pass and a fail are recorded, and the session ends when the page closes`, async () => {
    assert.ok(packages[version], 'the package was downloaded');
    for (const [moves, passed, score] of [[BEST, true, 1], [LONGER, false, 0.6]]) {
      const { page, problems, frame } = await platform(version);
      // Begun, not ended: a platform must not take the activity for completed yet.
      assert.equal(await get(page, version, version === 'scorm12' ? 'cmi.core.lesson_status' : 'cmi.completion_status'), 'incomplete');
      if (version === 'scorm2004' && !passed) {
        // The platform's own page may drive the game too: the move command, from the same origin.
        for (const [k, square] of moves.entries()) {
          await page.evaluate((sq) => document.getElementById('sco').contentWindow.postMessage({ type: 'move', move: sq }, '*'), String(square));
          await frame.waitForFunction((step) => document.getElementById('board').getAttribute('data-step') === String(step), k + 1, { timeout: 5000 });
        }
      } else for (const square of moves) await clickSquare(page, frame, square);
      const status = version === 'scorm12' ? 'cmi.core.lesson_status' : 'cmi.success_status';
      await page.waitForFunction(([el, want]) => (window.API ? window.API.LMSGetValue(el) : window.API_1484_11.GetValue(el)) === want,
        [status, passed ? 'passed' : 'failed'], { timeout: 5000 });
      if (version === 'scorm12') {
        assert.equal(await get(page, version, 'cmi.core.score.raw'), String(score * 100));
        assert.equal(await get(page, version, 'cmi.core.score.min'), '0');
        assert.equal(await get(page, version, 'cmi.core.score.max'), '100');
      } else {
        assert.equal(await get(page, version, 'cmi.completion_status'), 'completed');
        assert.equal(await get(page, version, 'cmi.score.scaled'), String(score));
        assert.equal(await get(page, version, 'cmi.score.raw'), String(score * 100));
        assert.equal(await get(page, version, 'cmi.score.min'), '0');
        assert.equal(await get(page, version, 'cmi.score.max'), '100');
      }
      assert.equal(await frame.locator('#message').isHidden(), true, 'nothing to say');
      await closeActivity(page);
      assert.deepEqual(problems, []);
      await page.close();
    }
  });
}

test('a game in progress is kept in the suspend data and resumed at the next launch', async () => {
  for (const version of Object.keys(VERSIONS)) {
    const first = await platform(version);
    await clickSquare(first.page, first.frame, 0);
    await first.page.waitForFunction((o) => /moves=0(&|$)/.test(o === 'API' ? window.API.LMSGetValue('cmi.suspend_data') : window.API_1484_11.GetValue('cmi.suspend_data')),
      VERSIONS[version].object, { timeout: 5000 });
    const kept = await get(first.page, version, 'cmi.suspend_data');
    const q = new URLSearchParams(kept);
    assert.deepEqual([q.get('puzzle'), q.get('n'), q.get('m'), q.get('task'), q.get('moves')], ['shift', '1', '1', 'optimal', '0'], kept);
    const board = await first.frame.locator('#board').getAttribute('data-board');
    assert.equal(board, '_BW');
    await closeActivity(first.page);
    await first.page.close();

    const data = version === 'scorm12' ? { suspend_data: kept, core: { entry: 'resume' } } : { suspend_data: kept, entry: 'resume' };
    const again = await platform(version, { data });
    await again.frame.waitForFunction(() => document.getElementById('board').getAttribute('data-board') === '_BW', null, { timeout: 5000 });
    // And it goes on to the end from there: 0 was played, 2 and 1 solve it at the optimum.
    await clickSquare(again.page, again.frame, 2);
    await clickSquare(again.page, again.frame, 1);
    const status = version === 'scorm12' ? 'cmi.core.lesson_status' : 'cmi.success_status';
    await again.page.waitForFunction((el) => (window.API ? window.API.LMSGetValue(el) : window.API_1484_11.GetValue(el)) === 'passed', status, { timeout: 5000 });
    assert.deepEqual(again.problems, []);
    await again.page.close();
  }
});

test('with no platform the package plays as the page does, silently', async () => {
  const { page, problems } = await guardedPage(browser.context, `${lms.url}scorm2004`);
  await page.goto(`${lms.url}scorm2004/${packages.scorm2004.launch}`);
  await ready(page);
  const frame = page.mainFrame();
  for (const square of BEST) await clickSquare(page, frame, square);
  assert.equal(await page.locator('#board').getAttribute('data-board'), 'W_B');
  assert.equal(await page.locator('#message').isHidden(), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('an API that throws never stops the game: the page says the score could not be recorded', async () => {
  for (const version of Object.keys(VERSIONS)) {
    const { page, problems, frame } = await platform(version, { api: 'throws' });
    for (const square of BEST) await clickSquare(page, frame, square);
    assert.equal(await frame.locator('#board').getAttribute('data-board'), 'W_B', 'played to the end');
    const said = await frame.locator('#message').textContent();
    assert.match(said, /The learning platform could not record your score: its (LMSSetValue\("cmi\.core\.score\.min"\)|SetValue\("cmi\.completion_status"\)) failed \(the platform is down\)\. You can go on playing/);
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test("the Share box writes the course site's address into the code's origins=, and refuses a bad one in words", async () => {
  const { page, problems } = await guardedPage(browser.context, server.url);
  await page.goto(`${server.url}?puzzle=nim&heaps=3,4,5`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  const code = () => page.locator('#embed-code').inputValue();
  assert.doesNotMatch(await code(), /origins=/);
  assert.match(await page.locator('#embed-site-why').textContent(), /tells your site what happens in it \(each move, the end of a game, a task's score\)/);
  await page.fill('#embed-site', 'https://moodle.example.edu/course/view.php?id=3');
  await page.press('#embed-site', 'Enter');
  assert.match(await code(), /origins=https%3A%2F%2Fmoodle\.example\.edu(&amp;|")/);
  assert.match(await page.locator('#embed-site-status').textContent(), /The code lets https:\/\/moodle\.example\.edu hear the player's events\./);
  await page.fill('#embed-site', 'moodle.example.edu');
  await page.press('#embed-site', 'Tab');
  assert.match(await page.locator('#embed-site-status').textContent(), /"moodle\.example\.edu" is not the address of a site: write it whole, starting with https:\/\//);
  assert.equal(await page.locator('#embed-site').getAttribute('aria-invalid'), 'true');
  assert.doesNotMatch(await code(), /origins=/, 'a refused address is not written');
  // The code's page, embedded on that site, would talk to it: its origins= parses back.
  await page.fill('#embed-site', 'https://a.example.org, http://127.0.0.1:8081/course');
  await page.press('#embed-site', 'Enter');
  const src = (await code()).match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  assert.equal(new URL(src).searchParams.get('origins'), 'https://a.example.org,http://127.0.0.1:8081');
  assert.deepEqual(problems, []);
  await page.close();
});
