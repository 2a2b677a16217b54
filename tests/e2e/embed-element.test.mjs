// <movelab-puzzle> (www/element.js) on a host page with hostile CSS: several instances,
// each with its own canvas and wasm player and one shared wasm module; attributes checked
// and reflected as properties; DOM events; sized by the container. Fails on a console
// error, an uncaught exception or a request that leaves the page's origin.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { serve, launch, guardedPage, artifact, ROOT, axeViolations } from './helpers.mjs';
import { replay, shiftSolution, goal } from './rules.mjs';

const MOVELAB = path.join(ROOT, 'target', 'debug', 'movelab');
let server;
let browser;

before(async () => {
  if (!fs.existsSync(MOVELAB)) execFileSync('cargo', ['build', '--bin', 'movelab'], { cwd: ROOT, stdio: 'inherit' });
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const pairsMoves = (n) => execFileSync(MOVELAB, ['pairs', String(n)], { encoding: 'utf8' }).trim().split(' ').map(Number);

const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course page</title>
<style>
  * { display: block !important; font-size: 3px; color: red; margin: 0; padding: 0; }
  canvas { width: 1px; height: 1px; }
  button, input, select { display: none !important; }
  div { line-height: 0; }
  .narrow { width: 420px; }
  .wide { width: 760px; }
</style>
<script type="module" src="./www/element.js"></script>
</head><body>
<div class="narrow"><movelab-puzzle id="a" puzzle="shift" n="3" m="2" first="right" step="0" controls="full"></movelab-puzzle></div>
<div class="wide"><movelab-puzzle id="b" puzzle="pairs" n="5" step="2" controls="playback"></movelab-puzzle></div>
<div class="wide"><movelab-puzzle id="c" n="2" m="2" controls="none" autoplay speed="50"></movelab-puzzle></div>
<div class="narrow"><movelab-puzzle id="d" n="0" m="2"></movelab-puzzle></div>
<script>
  window.events = [];
  for (const type of ['ready', 'settings', 'step', 'solved', 'error']) {
    document.addEventListener(type, (e) => window.events.push({ id: e.target.id, type, detail: e.detail }));
  }
</script>
</body></html>`;

const board = (page, id) => page.locator(`#${id} canvas`).getAttribute('data-board');
const step = (page, id) => page.locator(`#${id} canvas`).getAttribute('data-step').then(Number);
const events = (page, id, type) => page.evaluate(([i, t]) => window.events.filter((e) => e.id === i && e.type === t).map((e) => e.detail), [id, type]);

test('two and more elements on a hostile page work independently', async () => {
  const { page, problems } = await guardedPage(browser.context, server.url);
  const wasmRequests = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasmRequests.push(r.url()); });
  try {
    await page.route(`${server.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
    await page.goto(`${server.url}host.html`);
    for (const id of ['a', 'b', 'c', 'd']) await page.locator(`#${id} canvas[data-step]`).waitFor({ timeout: 15000 });

    // Each shows its own settings; one wasm module for all of them.
    assert.equal(await board(page, 'a'), 'BBB_WW');
    const pm = pairsMoves(5);
    assert.equal(await board(page, 'b'), replay('pairs', 5, 0, pm.slice(0, 2)));
    assert.equal(await step(page, 'b'), 2);
    assert.equal(wasmRequests.length, 1, `one wasm download: ${wasmRequests}`);

    // autoplay plays c to its goal, and says so.
    await page.waitForFunction(() => window.events.some((e) => e.id === 'c' && e.type === 'solved'), null, { timeout: 15000 });
    assert.equal(await board(page, 'c'), goal('shift', 2, 2));
    const [{ settings: solvedSettings, ...solved }] = await events(page, 'c', 'solved');
    assert.deepEqual(solved, { source: 'movelab', type: 'solved', puzzle: 'shift', n: 2, m: 2, first: 'right', step: 8, length: 8, playing: false, speed: 50, moves: 8, optimal: 8 });
    assert.deepEqual(solvedSettings, { puzzle: 'shift', n: 2, m: 2, first: 'right', step: 8, speed: 50, autoplay: true });

    // A bad attribute is named in words, inside the element, and falls back to the default.
    const message = page.locator('#d .message');
    await message.waitFor({ state: 'visible' });
    assert.match(await message.textContent(), /The attribute n="0" is not a whole number from 1 to 1,000/);
    assert.equal(await board(page, 'd'), 'BBB_WW');

    // ready events carry each element's settings.
    const [readyA] = await events(page, 'a', 'ready');
    assert.deepEqual(readyA, {
      source: 'movelab', type: 'ready', puzzle: 'shift', settings: { puzzle: 'shift', n: 3, m: 2, first: 'right' },
      n: 3, m: 2, first: 'right', step: 0, length: 11, playing: false, speed: 2,
    });
    const [readyB] = await events(page, 'b', 'ready');
    assert.equal(readyB.puzzle, 'pairs');
    assert.equal(readyB.step, 2);
    assert.ok(!('m' in readyB));

    // The host's CSS does not reach inside: buttons show, the canvas fills its container
    // (less the card's padding), the text keeps the page's size (not the host's 3 px root).
    const forwardA = page.locator('#a #forward');
    assert.ok(await forwardA.isVisible(), 'the playback buttons survive `button { display: none }`');
    const boxA = await page.locator('#a canvas').boundingBox();
    const boxB = await page.locator('#b canvas').boundingBox();
    assert.ok(boxA.width > 340 && boxA.width <= 420, `a's canvas fills its 420 px column: ${boxA.width}`);
    assert.ok(boxB.width > 720 && boxB.width <= 760, `b's canvas fills its 760 px column: ${boxB.width}`);
    assert.ok(boxA.height >= 110, `a's canvas is tall enough: ${boxA.height}`);
    const fontSize = await page.locator('#a .sentence').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    assert.ok(fontSize >= 15 && fontSize <= 17, `the sentence's own size: ${fontSize}px`);
    const padding = await page.locator('#a .board-card').evaluate((e) => parseFloat(getComputedStyle(e).paddingLeft));
    assert.ok(padding >= 8, `the page's rem units are 16 px in the element, not the host's 3 px: ${padding}px`);
    assert.ok(await page.locator('#b .setup').isHidden(), 'controls=playback: no settings');
    assert.ok(await page.locator('#c .transport').isHidden(), 'controls=none: no buttons');
    assert.ok(await page.locator('#a .setup').isVisible(), 'controls=full: settings');

    // Stepping a leaves b alone.
    await forwardA.click();
    await page.waitForFunction(() => document.querySelector('#a').shadowRoot.querySelector('canvas').dataset.step === '1');
    assert.equal(await board(page, 'a'), replay('shift', 3, 2, shiftSolution(3, 2, 'right').slice(0, 1)));
    assert.equal(await step(page, 'b'), 2);
    const stepsA = await events(page, 'a', 'step');
    assert.equal(stepsA.at(-1).step, 1);
    assert.equal((await events(page, 'b', 'step')).length, 0);

    // Properties reflect attributes; setting one reloads that element only.
    await page.evaluate(() => {
      const b = document.getElementById('b');
      b.n = 4;
      b.step = 0;
    });
    assert.equal(await page.locator('#b').getAttribute('n'), '4');
    await page.waitForFunction(() => window.events.some((e) => e.id === 'b' && e.type === 'settings' && e.detail.n === 4));
    assert.equal(await board(page, 'b'), 'BBBBWWWW__');
    assert.equal(await step(page, 'a'), 1);
    assert.equal(await page.evaluate(() => document.getElementById('a').first), 'right');
    await page.evaluate(() => { document.getElementById('a').first = 'left'; });
    assert.equal(await page.locator('#a').getAttribute('first'), 'left');
    await page.waitForFunction(() => window.events.some((e) => e.id === 'a' && e.type === 'settings' && e.detail.first === 'left'));

    // The full controls write the attributes.
    await page.locator('#a input[name=n]').fill('4');
    await page.locator('#a input[name=n]').dispatchEvent('change');
    await page.waitForFunction(() => document.getElementById('a').getAttribute('n') === '4');
    await page.waitForFunction(() => window.events.some((e) => e.id === 'a' && e.type === 'settings' && e.detail.n === 4 && e.detail.first === 'left'));
    assert.equal(await board(page, 'a'), 'BBBB_WW');

    // Methods: seek and play, on one element.
    await page.evaluate(() => document.getElementById('a').seek(7));
    assert.equal(await step(page, 'a'), 7);
    assert.equal(await board(page, 'a'), replay('shift', 4, 2, shiftSolution(4, 2, 'left').slice(0, 7)));
    assert.equal(await page.evaluate(() => document.getElementById('a').step), 7);
    await page.evaluate(() => { const a = document.getElementById('a'); a.speed = 200; a.play(); });
    await page.waitForFunction(() => window.events.some((e) => e.id === 'a' && e.type === 'solved'), null, { timeout: 15000 });
    assert.equal(await board(page, 'a'), goal('shift', 4, 2));
    assert.equal(await board(page, 'b'), 'BBBBWWWW__');

    // Removed and added again: a new player, no error.
    await page.evaluate(() => {
      const c = document.getElementById('c');
      const parent = c.parentElement;
      c.remove();
      c.setAttribute('n', '1');
      parent.append(c);
    });
    await page.waitForFunction(() => document.querySelector('#c').shadowRoot.querySelector('canvas')?.dataset.board === 'B_WW');
    await page.waitForFunction(() => window.events.some((e) => e.id === 'c' && e.type === 'ready' && e.detail.n === 1));

    await page.screenshot({ path: artifact('element-hostile-css.png'), fullPage: true });
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

const PLAIN = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Element, plain page</title>
<script type="module" src="./www/element.js"></script></head>
<body><main><h1>Two puzzles</h1>
<movelab-puzzle id="a" n="3" m="2" step="3" controls="full"></movelab-puzzle>
<movelab-puzzle id="b" puzzle="pairs" n="5" step="2"></movelab-puzzle>
<movelab-puzzle id="c" n="2" m="2" controls="none"></movelab-puzzle>
</main></body></html>`;

test('axe-core finds no accessibility violations in the elements, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, problems } = await guardedPage(browser.context, server.url);
    try {
      await page.emulateMedia({ colorScheme });
      await page.route(`${server.url}plain.html`, (route) => route.fulfill({ contentType: 'text/html', body: PLAIN }));
      await page.goto(`${server.url}plain.html`);
      for (const id of ['a', 'b', 'c']) await page.locator(`#${id} canvas[data-step]`).waitFor({ timeout: 15000 });
      const result = await axeViolations(page);
      assert.deepEqual(result, [], colorScheme);
      await page.screenshot({ path: artifact(`element-plain-${colorScheme}.png`), fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  }
});

const GAMES = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Games</title>
<script type="module" src="./www/element.js"></script></head><body><main><h1>Games</h1>
<movelab-puzzle id="p" puzzle="peg"></movelab-puzzle>
<movelab-puzzle id="h" puzzle="nim" heaps="1,2,3"></movelab-puzzle>
<movelab-puzzle id="r" n="2" m="2"></movelab-puzzle>
<movelab-puzzle id="x" puzzle="peg" board="hexagon"></movelab-puzzle>
<movelab-puzzle id="k" puzzle="octal" heaps="12,12,12,12,12,12,12,12,12,12,12,12" misere="1"></movelab-puzzle>
</main>
<script>
  window.events = [];
  for (const type of ['ready', 'error']) {
    // Whether the element's game was still being worked out when it said so.
    document.addEventListener(type, (e) => window.events.push({ id: e.target.id, type, detail: e.detail, working: Boolean(e.target.shadowRoot?.querySelector('[data-working]')) }));
  }
</script></body></html>`;

test('games of other views play inside the element: peg solved as the command line does, nim, a bad attribute named', async () => {
  const expected = JSON.parse(execFileSync(MOVELAB, ['peg', '--format', 'json'], { encoding: 'utf8' }));
  for (const colorScheme of ['light', 'dark']) {
    const { page, problems } = await guardedPage(browser.context, server.url);
    try {
      await page.emulateMedia({ colorScheme });
      await page.route(`${server.url}games.html`, (route) => route.fulfill({ contentType: 'text/html', body: GAMES }));
      await page.goto(`${server.url}games.html`);
      // Playwright's CSS selectors go through the open shadow roots.
      const peg = page.locator('#p #grid-board');
      await page.locator('#p #grid-board[data-board]').waitFor({ timeout: 15000 });
      await page.locator('#h #heaps-canvas[data-step]').waitFor({ timeout: 15000 });
      await page.locator('#r canvas[data-step]').waitFor({ timeout: 15000 });
      assert.equal(await peg.getAttribute('data-puzzle'), 'peg');
      const start = await peg.getAttribute('data-board');
      assert.equal([...start].filter((c) => c === 'o').length, 32);
      assert.equal([...start].filter((c) => c === '.').length, 1);
      // The element's view solves as the page and the command line do, and steps by keys.
      await page.locator('#p #grid-solve').click();
      assert.deepEqual(await page.locator('#p #grid-jumps li').allTextContents(), expected.jumps);
      // Keys typed inside the element (here on one of its buttons) reach its view.
      await page.locator('#p #grid-to-start').focus();
      await page.keyboard.press('End');
      await page.waitForFunction(() => document.querySelector('#p').shadowRoot.getElementById('grid-board').dataset.step === '31');
      assert.equal([...await peg.getAttribute('data-board')].filter((c) => c === 'o').length, 1);
      // Nim 1,2,3 is lost for the player to move (1 ^ 2 ^ 3 = 0).
      assert.equal(await page.locator('#h #heaps-canvas').getAttribute('data-step'), '0');
      // A change made inside the view is written to the attributes without a reload; one
      // made from outside reloads the element.
      if (colorScheme === 'light') {
        const readies = () => page.evaluate(() => window.events.filter((e) => e.id === 'h' && e.type === 'ready').length);
        const before = await readies();
        await page.locator('#h .heaps-settings summary').click();
        await page.locator('#h #heaps-form [name=heaps]').fill('2,5');
        await page.locator('#h #heaps-form button[type=submit]').click();
        await page.waitForFunction(() => document.getElementById('h').getAttribute('heaps') === '2,5');
        await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
        assert.equal(await readies(), before, 'no reload for the element\'s own write');
        await page.evaluate(() => document.getElementById('h').setAttribute('heaps', '4,4'));
        await page.waitForFunction((n) => window.events.filter((e) => e.id === 'h' && e.type === 'ready').length === n + 1, before);
      }
      // A bad attribute is named in words inside the element, and its default is used.
      await page.locator('#x #grid-board[data-board]').waitFor({ timeout: 15000 });
      const shown = await page.evaluate(() => document.getElementById('x').shadowRoot.querySelector('.message').textContent);
      assert.match(shown, /The attribute board="?hexagon/);
      const ready = await page.evaluate(() => window.events.filter((e) => e.type === 'ready').map((e) => e.id).sort());
      assert.deepEqual([...new Set(ready)], ['h', 'k', 'p', 'r', 'x']);
      // Misère Kayles to heap 12 is worked out a slice a task: ready once it is open.
      await page.locator('#k #heaps-canvas[data-step]').waitFor({ timeout: 15000 });
      assert.deepEqual(await page.evaluate(() => window.events.filter((e) => e.working).map((e) => e.id)), []);
      assert.deepEqual(await axeViolations(page), [], colorScheme);
      if (colorScheme === 'light') await page.screenshot({ path: artifact('element-games.png'), fullPage: true });
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  }
});

const RUNS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Runs</title>
<script type="module" src="./www/element.js"></script></head><body><main><h1>Runs</h1>
<movelab-puzzle id="s" puzzle="subtraction" heap="6" show="recursion"></movelab-puzzle>
<movelab-puzzle id="b" n="2" m="2" show="backtrack"></movelab-puzzle>
<movelab-puzzle id="z" puzzle="nim" heaps="1,2" show="dance"></movelab-puzzle>
</main>
<script>
  window.events = [];
  for (const type of ['ready', 'error', 'step']) {
    document.addEventListener(type, (e) => window.events.push({ id: e.target.id, type, detail: e.detail }));
  }
</script></body></html>`;

test('show= in the element: a game\'s recorded run, the checker rows\' too, a bad run named and set by a method', async () => {
  const run = (args) => JSON.parse(execFileSync(MOVELAB, ['run', ...args, '--format', 'json'], { encoding: 'utf8' }));
  const { page, problems } = await guardedPage(browser.context, server.url);
  try {
    await page.route(`${server.url}runs.html`, (route) => route.fulfill({ contentType: 'text/html', body: RUNS }));
    await page.goto(`${server.url}runs.html`);
    for (const [id, args] of [['s', ['subtraction', 'recursion', 'heap=6']], ['b', ['shift', 'backtrack', 'n=2', 'm=2']]]) {
      const canvas = page.locator(`#${id} #run-canvas[data-length]`);
      await canvas.waitFor({ timeout: 15000 });
      assert.equal(Number(await canvas.getAttribute('data-length')), run(args).length, `${id}: the command line's run`);
    }
    // Stepping the run inside the element: its timeline, its events.
    await page.locator('#s #run-forward').click();
    await page.waitForFunction(() => window.events.some((e) => e.id === 's' && e.type === 'step'));
    // A run the game does not have is named, told by an error, and the game is shown.
    await page.locator('#z #heaps-canvas[data-step]').waitFor({ timeout: 15000 });
    assert.match(await page.evaluate(() => document.getElementById('z').shadowRoot.querySelector('.message').textContent), /show="?dance/);
    assert.ok(await page.evaluate(() => window.events.some((e) => e.id === 'z' && e.type === 'error')));
    // The embedding's `set` command takes show= too.
    await page.evaluate(() => document.getElementById('z').set({ show: 'memo' }));
    await page.locator('#z #run-canvas[data-show="memo"]').waitFor({ timeout: 15000 });
    assert.equal(Number(await page.locator('#z #run-canvas').getAttribute('data-length')), run(['nim', 'memo', 'heaps=1,2']).length);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

const ROWS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rows to play</title>
<script type="module" src="./www/element.js"></script></head><body><main><h1>Rows to play</h1>
<movelab-puzzle id="p" puzzle="shift" n="1" m="1" mode="play" controls="playback"></movelab-puzzle>
<movelab-puzzle id="q" puzzle="shift" n="1" m="1" practice="1" controls="playback"></movelab-puzzle>
</main>
<script>
  window.events = [];
  for (const type of ['ready', 'move', 'solved', 'step', 'error']) {
    document.addEventListener(type, (e) => window.events.push({ id: e.target.id, type, detail: e.detail }));
  }
</script></body></html>`;

test('the checker rows play and practise inside the element, as on the page', async () => {
  const { page, problems } = await guardedPage(browser.context, server.url);
  try {
    await page.route(`${server.url}rows.html`, (route) => route.fulfill({ contentType: 'text/html', body: ROWS }));
    await page.goto(`${server.url}rows.html`);
    for (const id of ['p', 'q']) await page.locator(`#${id} canvas[data-step]`).waitFor({ timeout: 15000 });
    // Play mode: the visitor's moves by square number, judged by the core; each told as a
    // `move`, the goal as `solved` with the least number of moves.
    const solution = shiftSolution(1, 1, 'right');
    for (const square of solution) {
      await page.locator('#p #play-square').fill(String(square));
      await page.locator('#p #play-square').press('Enter');
    }
    await page.waitForFunction(() => window.events.some((e) => e.id === 'p' && e.type === 'solved'));
    assert.equal(await board(page, 'p'), goal('shift', 1, 1));
    const moves = await events(page, 'p', 'move');
    assert.deepEqual(moves.map((m) => [m.by, m.move]), solution.map((s) => ['you', String(s)]));
    const [solved] = await events(page, 'p', 'solved');
    assert.equal(solved.moves, solution.length);
    assert.equal(solved.optimal, solution.length);
    assert.match(await page.locator('#p #play-status').textContent(), /3 moves/);
    // Practice (practice="1"): the element stops before each move for the pupil to choose it;
    // keys typed inside the element reach it, and q's keys leave p alone.
    assert.match(await page.locator('#q #practice-status').textContent(), /^Step 1 of 3: which move comes next\?/);
    await page.locator('#q #board').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#q').shadowRoot.querySelector('canvas').dataset.step === '1');
    assert.match(await page.locator('#q #practice-status').textContent(), /^Right: the black checker on square 0\. Step 2 of 3/);
    assert.equal(await step(page, 'p'), solution.length);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
