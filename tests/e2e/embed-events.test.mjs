// Events and commands between the page in an <iframe> and its parent (www/embed.js): a
// parent page on one 127.0.0.1 port embeds dist/ served on another. Every test also fails
// on a console error (of any frame), an uncaught exception, or a request to any other origin.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, guardedPage } from './helpers.mjs';
import { serveHtml, parentPage } from './embed-helpers.mjs';
import { replay, shiftSolution } from './rules.mjs';

let dist;
let parent;
let foreign;
let browser;

before(async () => {
  dist = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await dist?.close();
  await parent?.close();
  await foreign?.close();
});

const pageOrigin = () => dist.url.replace(/\/$/, '');

/// Serves a parent page embedding `query` on a new origin, opens it, waits for the frame's
/// board, runs `fn({ page, frame, origin })` and checks the guards.
async function withParent(query, fn) {
  const server = await serveHtml({});
  server.pages['/'] = parentPage(`${dist.url}?${query.replace('ORIGIN', encodeURIComponent(server.origin))}`);
  const { page, problems } = await guardedPage(browser.context, [server.origin, pageOrigin()]);
  try {
    await page.goto(server.url);
    const frame = page.frameLocator('#f');
    await frame.locator('#board[data-step]').waitFor({ timeout: 15000 });
    await fn({ page, frame, origin: server.origin });
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
  } finally {
    await page.close();
    await server.close();
  }
}

const messages = (page) => page.evaluate(() => window.got);
const waitMessage = (page, predicate, what, timeout = 10000) =>
  page.waitForFunction(predicate, null, { timeout }).catch(async () => {
    throw new Error(`no ${what}; got ${JSON.stringify(await messages(page))}`);
  });
const frameStep = (frame) => frame.locator('#board').getAttribute('data-step').then(Number);

test('an allow-listed parent hears ready, step, settings and solved, and its commands work', async () => {
  await withParent('puzzle=shift&n=3&m=2&embed=1&origins=ORIGIN', async ({ page, frame }) => {
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'ready'), 'ready');
    let got = await messages(page);
    assert.deepEqual(got[0], {
      origin: pageOrigin(),
      data: {
        source: 'movelab', type: 'ready', puzzle: 'shift', settings: { puzzle: 'shift', n: 3, m: 2, first: 'right' },
        n: 3, m: 2, first: 'right', step: 0, length: 11, playing: false, speed: 2,
      },
    });

    // seek: the frame shows step 4, and says so.
    await page.evaluate(() => window.send({ type: 'seek', step: 4 }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'step' && m.data.step === 4), 'step 4');
    assert.equal(await frameStep(frame), 4);
    assert.equal(await frame.locator('#board').getAttribute('data-board'), replay('shift', 3, 2, shiftSolution(3, 2, 'right').slice(0, 4)));

    // set: checked like the URL, then announced as settings.
    await page.evaluate(() => window.send({ type: 'set', n: 4, m: 3, first: 'left', step: 5 }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'settings' && m.data.n === 4), 'settings');
    got = await messages(page);
    const settings = got.find((m) => m.data.type === 'settings').data;
    assert.deepEqual(settings, {
      source: 'movelab', type: 'settings', puzzle: 'shift', settings: { puzzle: 'shift', n: 4, m: 3, first: 'left', step: 5 },
      n: 4, m: 3, first: 'left', step: 5, length: 19, playing: false, speed: 2,
    });
    assert.equal(await frame.locator('#board').getAttribute('data-board'), replay('shift', 4, 3, shiftSolution(4, 3, 'left').slice(0, 5)));

    // play at full speed to the goal: step events count up, then solved.
    // A new speed alone keeps the step.
    await page.evaluate(() => window.send({ type: 'set', speed: 5000 }));
    await page.waitForTimeout(300);
    assert.equal(await frameStep(frame), 5);
    await page.evaluate(() => window.send({ type: 'get' }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'settings' && m.data.speed === 5000), 'settings after get');
    assert.equal((await messages(page)).find((m) => m.data.speed === 5000).data.step, 5);
    await page.evaluate(() => window.send({ type: 'play' }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'solved'), 'solved');
    got = await messages(page);
    const solved = got.find((m) => m.data.type === 'solved').data;
    assert.equal(solved.step, 19);
    assert.equal(solved.length, 19);
    assert.equal(solved.moves, 19);
    assert.equal(solved.optimal, 19);
    assert.equal(solved.n, 4);
    const steps = got.filter((m) => m.data.type === 'step').map((m) => m.data.step);
    assert.ok(steps.length >= 2, `step events while playing: ${steps}`);
    for (let i = 1; i < steps.length; i++) assert.ok(steps[i] !== steps[i - 1]);
    assert.ok(got.every((m) => m.origin === pageOrigin() && m.data.source === 'movelab'));
    assert.equal(await frameStep(frame), 19);

    // pause stops a playing board; pairs has no m and no first.
    await page.evaluate(() => window.send({ type: 'set', puzzle: 'pairs', n: 6, speed: 1 }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'settings' && m.data.puzzle === 'pairs'), 'pairs settings');
    const pairs = (await messages(page)).find((m) => m.data.puzzle === 'pairs').data;
    assert.equal(pairs.n, 6);
    assert.ok(!('m' in pairs) && !('first' in pairs));
    assert.equal(await frame.locator('#board').getAttribute('data-puzzle'), 'pairs');
    await page.evaluate(() => window.send({ type: 'play' }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'step' && m.data.puzzle === 'pairs'), 'a pairs step');
    await page.evaluate(() => window.send({ type: 'pause' }));
    await page.waitForTimeout(300);
    const paused = await frameStep(frame);
    await page.waitForTimeout(1500);
    assert.equal(await frameStep(frame), paused, 'pause holds the step');
  });
});

test('a bad command is refused whole, in words, and answered with an error', async () => {
  await withParent('n=3&m=2&embed=1&origins=ORIGIN', async ({ page, frame }) => {
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'ready'), 'ready');
    await page.evaluate(() => window.send({ type: 'set', n: 2, m: 0 }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'error'), 'error');
    const error = (await messages(page)).find((m) => m.data.type === 'error').data;
    assert.match(error.problems.join(' '), /m=/);
    await frame.locator('#message').waitFor({ state: 'visible' });
    assert.match(await frame.locator('#message').textContent(), /command's m/);
    assert.equal(await frame.locator('#board').getAttribute('data-board'), 'BBB_WW', 'n stays 3');

    await page.evaluate(() => window.send({ type: 'seek', step: 12 }));
    await waitMessage(page, () => window.got.filter((m) => m.data.type === 'error').length === 2, 'second error');
    assert.equal(await frameStep(frame), 0);
    // Not movelab's: ignored without a word.
    await page.evaluate(() => window.send({ hello: 'lms' }));
    await page.evaluate(() => window.send('play'));
    await page.waitForTimeout(500);
    assert.equal((await messages(page)).filter((m) => m.data.type === 'error').length, 2);
    assert.equal(await frameStep(frame), 0);
  });
});

test('a parent whose origin is not allow-listed hears nothing and cannot command', async () => {
  // The page allows another origin (a real one, served too), not this parent's.
  foreign = await serveHtml({});
  for (const origins of [`&origins=${encodeURIComponent(foreign.origin)}`, '']) {
    await withParent(`n=3&m=2&embed=1${origins}`, async ({ page, frame }) => {
      await page.evaluate(() => window.send({ type: 'seek', step: 5 }));
      await page.evaluate(() => window.send({ type: 'set', n: 5, m: 5 }));
      await page.evaluate(() => window.send({ type: 'play' }));
      await page.waitForTimeout(1500);
      assert.equal(await frameStep(frame), 0, 'no command obeyed');
      assert.equal(await frame.locator('#board').getAttribute('data-board'), 'BBB_WW');
      assert.deepEqual(await messages(page), [], 'no message sent');
    });
  }
});

test('origins=* sends to any parent and takes its commands', async () => {
  await withParent('n=2&m=2&embed=1&origins=*', async ({ page, frame }) => {
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'ready'), 'ready');
    await page.evaluate(() => window.send({ type: 'seek', step: 8 }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'solved'), 'solved');
    assert.equal(await frameStep(frame), 8);
  });
});

test('a same-origin parent needs no allow-list', async () => {
  const { page, problems } = await guardedPage(browser.context, [pageOrigin()]);
  try {
    await page.route(`${dist.url}course.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: parentPage(`${dist.url}?n=3&m=3&embed=1`) }));
    await page.goto(`${dist.url}course.html`);
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'ready'), 'ready');
    await page.evaluate(() => window.send({ type: 'seek', step: 3 }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'step' && m.data.step === 3), 'step 3');
    assert.equal((await messages(page))[0].origin, pageOrigin());
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a bad origins entry is named and left out; the page still works', async () => {
  await withParent('n=3&m=2&embed=1&origins=ORIGIN,https://x.org/path', async ({ page, frame }) => {
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'ready'), 'ready');
    await frame.locator('#message').waitFor({ state: 'visible' });
    assert.match(await frame.locator('#message').textContent(), /https:\/\/x\.org\/path.*not an exact origin/);
  });
});

test('a game against the computer in an iframe tells each move, by whom, and who won', async () => {
  // Nim 1,1: the visitor takes one heap, the computer the other, and wins.
  const server = await serveHtml({});
  server.pages['/'] = parentPage(`${dist.url}?puzzle=nim&heaps=1,1&embed=1&origins=${encodeURIComponent(server.origin)}`);
  const { page, problems } = await guardedPage(browser.context, [server.origin, pageOrigin()]);
  try {
    await page.goto(server.url);
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'ready'), 'ready');
    await page.frameLocator('#f').locator('#heaps-moves button').first().click();
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'over'), 'over');
    const got = (await messages(page)).map((m) => m.data);
    const moves = got.filter((m) => m.type === 'move');
    assert.deepEqual(moves.map((m) => m.by), ['you', 'computer']);
    assert.ok(moves.every((m) => m.puzzle === 'nim' && typeof m.move === 'string' && m.move.length > 0), JSON.stringify(moves));
    assert.equal(got.find((m) => m.type === 'over').winner, 'computer');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await server.close();
  }
});

test('in French the moves are worded, while the move command and event keep the notation', async () => {
  // Kayles 7,1: the buttons and the narration say a move in the page's language; the parent
  // sends and hears it as the notation, whatever the language.
  const server = await serveHtml({});
  const game = `puzzle=octal&code=0.77&heaps=7,1&lang=fr&embed=1&origins=${encodeURIComponent(server.origin)}`;
  server.pages['/'] = parentPage(`${dist.url}?${game}`);
  const { page, problems } = await guardedPage(browser.context, [server.origin, pageOrigin()]);
  try {
    await page.goto(server.url);
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'ready'), 'ready');
    const frame = page.frameLocator('#f');
    const buttons = await frame.locator('#heaps-moves button').allTextContents();
    assert.ok(buttons.includes('tas 1\u202f: prendre 1, laisser 3 et 3'), buttons.join(' | '));
    assert.ok(buttons.includes('tas 2\u202f: prendre 1, laisser rien'), buttons.join(' | '));
    assert.ok(!buttons.some((b) => /heap|take|leave/.test(b)), buttons.join(' | '));
    await page.evaluate(() => window.send({ type: 'move', move: 'heap 1: take 1, leave 3 and 3' }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'move' && m.data.by === 'computer'), 'the computer\'s move');
    const moves = (await messages(page)).map((m) => m.data).filter((m) => m.type === 'move');
    assert.equal(moves[0].move, 'heap 1: take 1, leave 3 and 3');
    assert.match(moves[1].move, /^heap \d: take \d, leave /);
    // The last moves, as the narration said them (the computer's now in the live region).
    const last = await frame.locator('#heaps-last').textContent();
    assert.match(last, /^Vous\u202f: tas 1\u202f: prendre 1, laisser 3 et 3\. L['’]ordinateur\u202f: tas \d\u202f: prendre \d, laisser /);
    assert.match(await frame.locator('#live').textContent(), /^L['’]ordinateur\u202f: tas \d\u202f: prendre/);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
    await server.close();
  }
});

test('set changes the game across views and back, each change told as settings', async () => {
  await withParent('puzzle=shift&n=3&m=2&embed=1&origins=ORIGIN', async ({ page, frame }) => {
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'ready'), 'ready');
    await page.evaluate(() => window.send({ type: 'set', puzzle: 'nim', heaps: '2,3' }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'settings' && m.data.puzzle === 'nim'), 'nim settings');
    await frame.locator('#heaps-canvas[data-heaps="2,3"]').waitFor({ timeout: 15000 });
    const nim = (await messages(page)).find((m) => m.data.puzzle === 'nim').data;
    assert.equal(nim.settings.heaps, '2,3');
    await page.evaluate(() => window.send({ type: 'set', puzzle: 'shift', n: 2, m: 2 }));
    await waitMessage(page, () => window.got.some((m) => m.data.type === 'settings' && m.data.puzzle === 'shift' && m.data.n === 2), 'shift settings');
    await frame.locator('#board[data-board="BB_WW"]').waitFor({ timeout: 15000 });
    assert.ok(await frame.locator('#view-root #board').isVisible(), 'the row is mounted where every view is');
    assert.equal(await frame.locator('#heaps-canvas').count(), 0, 'the heaps view is gone');
  });
});
