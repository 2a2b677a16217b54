// End-to-end tests of the built page (dist/) in Debian's headless chromium, served from a
// local static server. Every test also fails on a console error, an uncaught exception or
// a request that leaves the page's origin (see helpers.mjs).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { serve, launch, guardedPage, ready, withPage as openPage, waitStep, hooks, artifact, ROOT, CHROMIUM, axeViolations, viewReady, plainEnglish } from './helpers.mjs';
import { replay, start, goal, apply, shiftSolution } from './rules.mjs';

let server;
let browser;

before(async () => {
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/// Opens `query` in a guarded page and waits for the board; `fn(page)` runs the test; the
/// guards are checked at the end.
const withPage = (query, fn, options) => openPage(browser, server, query, fn, options);

test('a deep link to a step shows the position the rules give', async () => {
  for (const [n, m, first, step] of [[3, 2, 'right', 4], [3, 2, 'left', 7], [4, 3, 'right', 19], [2, 5, 'left', 9], [3, 3, 'right', 0]]) {
    const moves = shiftSolution(n, m, first);
    assert.equal(moves.length, n * m + n + m);
    await withPage(`puzzle=shift&n=${n}&m=${m}&first=${first}&step=${step}`, async (page) => {
      const h = await hooks(page);
      assert.equal(h.puzzle, 'shift');
      assert.equal(h.step, step);
      assert.equal(h.board, replay('shift', n, m, moves.slice(0, step)), `n=${n} m=${m} ${first} step ${step}`);
      assert.equal(await page.locator('#step-out').textContent(), `${step} / ${moves.length}`);
    });
  }
});

test('every step of a small solution matches the rules, forward and back', async () => {
  const [n, m] = [3, 4];
  const moves = shiftSolution(n, m, 'right');
  await withPage(`n=${n}&m=${m}`, async (page) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => window.dispatchEvent(new Event('resize')));
    for (let k = 1; k <= moves.length; k++) {
      await page.keyboard.press('ArrowRight');
      await waitStep(page, k);
      assert.equal((await hooks(page)).board, replay('shift', n, m, moves.slice(0, k)), `step ${k}`);
    }
    assert.equal((await hooks(page)).board, goal('shift', n, m));
  });
});

test('puzzle=pairs deep links show legal positions and the goal', async () => {
  for (const n of [4, 5, 7]) {
    await withPage(`puzzle=pairs&n=${n}`, async (page) => {
      const L = await page.evaluate(() => Number(window.movelab.handle.act({ type: 'snapshot' }).length));
      const moves = await page.evaluate((len) => {
        const n = Number(new URLSearchParams(location.search).get('n'));
        const list = [...window.movelab.wasm.solve('pairs', n, 0, '')];
        return list.length === len ? list : [];
      }, L);
      const h = await hooks(page);
      assert.equal(h.puzzle, 'pairs');
      assert.equal(h.board, start('pairs', n));
      // The rules (not the page) say each move is legal and the last reaches the goal.
      assert.equal(replay('pairs', n, 0, moves), goal('pairs', n));
      for (const step of [1, Math.floor(L / 2), L]) {
        await page.goto(`${server.url}?puzzle=pairs&n=${n}&step=${step}`);
        await ready(page);
        const at = await hooks(page);
        assert.equal(at.step, step);
        assert.equal(at.board, replay('pairs', n, 0, moves.slice(0, step)), `pairs n=${n} step ${step}`);
      }
      assert.equal(await page.locator('#m-field').isVisible(), false, 'pairs has no m');
      assert.equal(await page.locator('#first-field').isVisible(), false, 'pairs has no first direction');
    });
  }
});

test('autoplay reaches the goal', async () => {
  await withPage('n=3&m=3&autoplay=1&speed=60', async (page) => {
    await waitStep(page, 15, 15000);
    const h = await hooks(page);
    assert.equal(h.board, goal('shift', 3, 3));
    await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'false');
    assert.match(await page.locator('#sentence').textContent(), /Solved in 15 moves/);
    assert.match(await page.locator('#live').textContent(), /Solved in 15 moves/);
  });
});

test('the keyboard plays, pauses and steps', async () => {
  await withPage('n=3&m=2', async (page) => {
    await page.keyboard.press('ArrowRight');
    await waitStep(page, 1);
    assert.equal((await hooks(page)).board, apply('shift', start('shift', 3, 2), 2));
    await page.keyboard.press('ArrowRight');
    await waitStep(page, 2);
    await page.keyboard.press('ArrowLeft');
    await waitStep(page, 1);
    await page.keyboard.press('End');
    await waitStep(page, 11);
    assert.equal((await hooks(page)).board, 'WW_BBB');
    await page.keyboard.press('Home');
    await waitStep(page, 0);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'true');
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.getElementById('play').getAttribute('aria-pressed') === 'false');
    // Every control is reachable with Tab and shows where the focus is.
    const seen = new Set();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const f = await page.evaluate(() => {
        const a = document.activeElement;
        const style = getComputedStyle(a);
        return { id: a.id || a.name || a.tagName, outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px' };
      });
      seen.add(f.id);
      if (['play', 'scrub', 'n'].includes(f.id)) assert.ok(f.outline, `${f.id} shows its focus`);
    }
    for (const id of ['to-start', 'back', 'play', 'forward', 'to-end', 'scrub', 'speed', 'puzzle', 'n', 'm', 'copy-embed']) {
      assert.ok(seen.has(id), `${id} is reachable with Tab`);
    }
  });
});

test('a bad parameter gives a visible message and a working page', async () => {
  await withPage('puzzle=chess&n=abc&m=2000000000&first=up&speed=fast&step=-3&autoplay=yes', async (page) => {
    const message = page.locator('#message');
    assert.ok(await message.isVisible());
    const text = await message.textContent();
    for (const p of ['puzzle="chess"', 'n="abc"', 'm="2000000000"', 'first="up"', 'speed="fast"', 'step="-3"', 'autoplay="yes"']) {
      assert.ok(text.includes(p), `the message names ${p}`);
    }
    const h = await hooks(page);
    assert.deepEqual(h, { puzzle: 'shift', step: 0, board: 'BBB_WW' });
    await page.click('#forward');
    await waitStep(page, 1);
    // The URL now holds the values the page actually uses.
    await page.waitForFunction(() => location.search.includes('n=3') && !location.search.includes('chess'));
  });
  await withPage('n=3&m=2&step=999', async (page) => {
    assert.match(await page.locator('#message').textContent(), /step=999 is past the end/);
    assert.equal((await hooks(page)).step, 0);
  });
  await withPage('puzzle=pairs&n=2', async (page) => {
    assert.match(await page.locator('#message').textContent(), /no solution/);
    assert.equal((await hooks(page)).puzzle, 'pairs');
  });
  // A record of moves belongs to games against the computer (the heaps view).
  await withPage('n=3&m=2&moves=1.2', async (page) => {
    assert.match(await page.locator('#message').textContent(), /The link.s moves="1\.2" are the moves of a game in play mode \(mode=play\), so they were dropped/);
    assert.doesNotMatch(page.url(), /moves=/);
  });
});

test('controls change the puzzle and the URL follows', async () => {
  await withPage('n=3&m=2', async (page) => {
    await page.fill('#n', '4');
    await page.dispatchEvent('#n', 'change');
    await page.waitForFunction(() => document.getElementById('board').getAttribute('data-board') === 'BBBB_WW');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('n') === '4');
    await page.check('input[name="first"][value="left"]');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('first') === 'left');
    await page.fill('#m', '0');
    await page.dispatchEvent('#m', 'change');
    assert.match(await page.locator('#message').textContent(), /m must be a whole number from 1 to 1,000,000,000/);
    assert.equal((await hooks(page)).board, 'BBBB_WW', 'a bad size leaves the board alone');
    await page.selectOption('#puzzle', 'pairs');
    await page.waitForFunction(() => document.getElementById('board').getAttribute('data-puzzle') === 'pairs');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('puzzle') === 'pairs');
    await page.check('input[name="mode"][value="play"]');
    assert.match(await page.locator('#mode-note').textContent(), /move the checkers yourself/);
    await page.waitForFunction(() => new URLSearchParams(location.search).get('mode') === 'play');
    const code = await page.locator('#embed-code').inputValue();
    assert.match(code, /^<iframe src="[^"]*embed=1[^"]*" title="movelab: Moving checkers in pairs with 4 black and 4 white"/);
  });
});

test('embed=1 shows the board and the playback controls only', async () => {
  await withPage('n=3&m=2&embed=1', async (page) => {
    assert.ok(await page.locator('#board').isVisible());
    for (const id of ['#play', '#forward', '#back', '#scrub', '#to-start', '#to-end']) {
      assert.ok(await page.locator(id).isVisible(), `${id} visible`);
    }
    for (const id of ['#setup', '.site-footer', '#readouts', '#embed-code']) {
      assert.equal(await page.locator(id).isVisible(), false, `${id} hidden`);
    }
    await page.screenshot({ path: artifact('embed.png') });
  }, { width: 720, height: 400 });
});

test('reduced motion: steps land at once, nothing glides', async () => {
  await withPage('n=3&m=2', async (page) => {
    await page.keyboard.press('ArrowRight');
    assert.equal((await hooks(page)).step, 1, 'no glide to wait for');
  }, { media: { reducedMotion: 'reduce' } });
});

test('a large board (n = m = 1000) plays', async () => {
  await withPage('n=1000&m=1000&autoplay=1&speed=2000', async (page) => {
    await page.waitForFunction(() => Number(document.getElementById('board').getAttribute('data-step')) > 500, null, { timeout: 10000 });
    const h = await hooks(page);
    assert.equal(h.board.length, 2001);
    assert.equal(h.board, h.board.replace(/[^BW_]/g, ''));
    await page.keyboard.press('End');
    await waitStep(page, 1002000);
    assert.equal((await hooks(page)).board, goal('shift', 1000, 1000));
    await page.screenshot({ path: artifact('large-desktop.png') });
  });
});

test('screenshots at desktop and 360 px, light and dark', async () => {
  for (const [name, opts] of [
    ['desktop-light', { width: 1280, height: 900, media: { colorScheme: 'light' } }],
    ['desktop-dark', { width: 1280, height: 900, media: { colorScheme: 'dark' } }],
    ['phone-360-light', { width: 360, height: 780, media: { colorScheme: 'light' } }],
    ['phone-360-dark', { width: 360, height: 780, media: { colorScheme: 'dark' } }],
  ]) {
    await withPage('n=4&m=3&step=9', async (page) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${name}: no sideways scrolling (${overflow}px)`);
      await page.screenshot({ path: artifact(`${name}.png`), fullPage: true });
    }, opts);
  }
  await withPage('puzzle=pairs&n=6&step=3', async (page) => {
    await page.screenshot({ path: artifact('pairs-phone-360.png'), fullPage: true });
  }, { width: 360, height: 780 });
});

test('axe-core finds no accessibility violations', async () => {
  for (const [query, opts] of [
    ['n=3&m=2&step=3', {}],
    ['n=3&m=2&step=3', { media: { colorScheme: 'dark' } }],
    ['puzzle=pairs&n=5&step=2', { width: 360, height: 780 }],
    ['n=3&m=2&embed=1', { width: 720, height: 400 }],
    ['n=abc', {}],
    ['puzzle=pairs&n=4&mode=play', { width: 360, height: 780 }],
  ]) {
    await withPage(query, async (page) => {
      const result = await axeViolations(page);
      assert.deepEqual(result, [], `${query} ${JSON.stringify(opts.media ?? {})}`);
    }, opts);
  }
});

test('the wasm exports speak typed arrays and JS errors', async () => {
  await withPage('n=3&m=2', async (page) => {
    const r = await page.evaluate(() => {
      const w = window.movelab.wasm;
      const moves = w.solve('shift', 3, 2, 'right');
      let error = null;
      try {
        window.movelab.handle.act({ type: 'seek', step: 12 });
      } catch (e) {
        error = { isError: e instanceof Error, message: e.message };
      }
      let bad = null;
      try {
        new w.RowView(document.createElement('canvas'), { puzzle: 'shift', n: 1e9 + 1, m: 2, first: 'right' });
      } catch (e) {
        bad = e.message;
      }
      return { type: moves.constructor.name, moves: [...moves], error, bad, board: [...window.movelab.handle.act({ type: 'board' }).board].map((c) => '_BW'.indexOf(c)) };
    });
    assert.equal(r.type, 'Uint32Array');
    assert.deepEqual(r.moves, shiftSolution(3, 2, 'right'));
    assert.equal(replay('shift', 3, 2, r.moves), goal('shift', 3, 2), 'the list replays to the goal (the test\'s own rules)');
    // A refusal is an Error whose message is the fact in JSON, which the page words.
    assert.equal(r.error.isError, true);
    assert.deepEqual(JSON.parse(r.error.message), { id: 'boards-value-range', args: { name: 'step', lo: 0, hi: 11, value: '12' } });
    assert.deepEqual(JSON.parse(r.bad), { id: 'boards-value-range', args: { name: 'n', lo: 1, hi: 1000000000, value: '1000000001' } });
    assert.deepEqual(r.board, [1, 1, 1, 0, 2, 2]);
  });
});

test('the page shows the same solution as the movelab command line', async () => {
  // Built by `cargo test` / `make test-e2e`; the command line shares the core, the replay
  // here is the test's own (rules.mjs).
  const bin = path.join(ROOT, 'target', 'debug', 'movelab');
  assert.ok(fs.existsSync(bin), `${bin} is built (cargo build --bin movelab)`);
  for (const args of [['shift', '6', '5', '--first', 'left'], ['shift', '2', '7'], ['pairs', '9'], ['pairs', '3']]) {
    const out = JSON.parse(execFileSync(bin, [...args, '--format', 'json']).toString());
    const { puzzle, n } = out;
    const m = out.m ?? 0;
    const first = out.first ?? 'right';
    assert.equal(replay(puzzle, n, m, out.moves), goal(puzzle, n, m), `${args.join(' ')} reaches the goal`);
    const step = Math.floor(out.length / 2) + 1;
    const q = puzzle === 'pairs' ? `puzzle=pairs&n=${n}&step=${step}` : `n=${n}&m=${m}&first=${first}&step=${step}`;
    await withPage(q, async (page) => {
      const h = await hooks(page);
      assert.equal(h.board, replay(puzzle, n, m, out.moves.slice(0, step)), `${args.join(' ')} at step ${step}`);
      assert.equal(await page.evaluate(() => Number(window.movelab.handle.act({ type: 'snapshot' }).length)), out.length);
    });
  }
});

test('the canvas is sharp on HiDPI screens and follows its container', async () => {
  const { chromium } = await import('playwright-core');
  const hidpi = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await hidpi.newContext({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 2 });
    const { page, problems } = await guardedPage(context, server.url);
    await page.goto(`${server.url}?n=3&m=2&step=2`);
    await ready(page);
    const size = () => page.evaluate(() => {
      const c = document.getElementById('board');
      return { w: c.width, h: c.height, cw: c.clientWidth, ch: c.clientHeight, dpr: devicePixelRatio };
    });
    const wide = await size();
    assert.equal(wide.dpr, 2);
    assert.equal(wide.w, Math.round(wide.cw * 2));
    assert.equal(wide.h, Math.round(wide.ch * 2));
    await page.setViewportSize({ width: 420, height: 800 });
    await page.waitForFunction((w) => document.getElementById('board').width !== w, wide.w);
    const narrow = await size();
    assert.ok(narrow.cw < wide.cw);
    assert.equal(narrow.w, Math.round(narrow.cw * 2));
    await page.locator('#board').screenshot({ path: artifact('hidpi-board.png') });
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await hidpi.close();
  }
});

test('mode=play: the visitor moves, illegal moves are refused, the core judges', async () => {
  const moves = shiftSolution(3, 2, 'right');
  await withPage('n=3&m=2&mode=play', async (page) => {
    assert.ok(await page.locator('#play-panel').isVisible());
    assert.equal(await page.locator('#transport').isVisible(), false);
    const move = async (square) => {
      await page.fill('#play-square', String(square));
      await page.press('#play-square', 'Enter');
    };
    // An illegal move: the board stays, the core's reason is shown.
    await move(0);
    assert.match(await page.locator('#play-status').textContent(), /Not allowed: square 0 is not next to the hole/);
    assert.deepEqual(await hooks(page), { puzzle: 'shift', step: 0, board: 'BBB_WW' });
    let board = start('shift', 3, 2);
    for (const [i, square] of moves.entries()) {
      await move(square);
      board = apply('shift', board, square);
      await waitStep(page, i + 1);
      assert.equal((await hooks(page)).board, board);
    }
    assert.match(await page.locator('#play-status').textContent(), /Solved in 11 moves, which is optimal/);
    await page.click('#undo');
    await waitStep(page, 10);
    await page.click('#redo');
    await waitStep(page, 11);
    await page.click('#restart');
    await waitStep(page, 0);
    // A click on the checker on square 2 (the third square) moves it into the hole.
    const box = await page.locator('#board').boundingBox();
    const square = await page.evaluate(() => {
      const c = document.getElementById('board');
      for (let x = 0; x < c.clientWidth; x++) if (window.movelab.handle.act({ type: 'squareAt', x }).square === 2) return x + 5;
      return null;
    });
    assert.ok(square !== null);
    await page.mouse.click(box.x + square, box.y + box.height / 2);
    await waitStep(page, 1);
    assert.equal((await hooks(page)).board, 'BB_BWW');
    // Back to watching: the solution's hooks return.
    await page.check('input[name="mode"][value="watch"]');
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('mode'));
    assert.ok(await page.locator('#transport').isVisible());
    await page.screenshot({ path: artifact('play-mode.png') });
  });
});

/// The words a view shows a person (visible text, aria-labels, titles, placeholders, and
/// the page's message and live region), the timeline's controls left out (worded elsewhere).
const shownWords = (page) => page.evaluate(() => {
  const root = document.getElementById('view-root');
  const skip = (el) => el.closest('.transport, .seek');
  const parts = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!skip(el) && el.checkVisibility()) parts.push(n.textContent);
  }
  for (const el of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (skip(el)) continue;
    for (const a of ['aria-label', 'title', 'placeholder']) if (el.hasAttribute(a)) parts.push(el.getAttribute(a));
  }
  parts.push(document.getElementById('message').textContent, document.getElementById('live').textContent);
  return parts.join(' ');
});

/// One game per view of the checker rows, Push, the automaton and Candy: a move played and
/// a refusal triggered, then under en-XA no English word left outside the message files'
/// brackets (notation and the link's values aside); under fr the page says French.
const PLAYED = [
  {
    query: 'puzzle=shift&n=2&m=2&mode=play',
    until: ready,
    french: /Vos coups jusqu’ici/,
    async act(page) {
      await page.locator('#play-square').fill('1');
      await page.locator('#play-form button[type=submit]').click();
      await page.waitForFunction(() => location.search.includes('moves=1'));
      await page.locator('#play-square').fill('1'); // now the hole
      await page.locator('#play-form button[type=submit]').click();
      await page.waitForFunction(() => /\[.*\[/.test(document.getElementById('play-status').textContent));
    },
  },
  {
    query: 'puzzle=pairs&n=3&mode=play',
    until: ready,
    french: /Déplacer la paire/,
    async act(page) {
      await page.locator('#play-square').fill('1');
      await page.locator('#play-form button[type=submit]').click();
      await page.waitForFunction(() => location.search.includes('moves=1'));
      await page.locator('#hint').click();
      await page.locator('#play-square').fill('1'); // now the two holes: no pair of checkers
      await page.locator('#play-form button[type=submit]').click();
      await page.waitForFunction(() => /\[.*\[/.test(document.getElementById('play-status').textContent));
    },
  },
  {
    query: 'puzzle=push&mode=play',
    until: viewReady('tr-canvas', 'data-board'),
    french: /Énergie minimale/,
    // Push's moves are notation, written as the command line writes them.
    allowed: ['walk', 'push', 'jump'],
    async act(page) {
      await page.locator('#tr-moves button').first().click();
      await page.waitForFunction(() => document.getElementById('tr-canvas').dataset.step === '1');
      await page.locator('#tr-canvas').focus();
      await page.keyboard.press('9'); // a jump longer than K
      await page.waitForFunction(() => /jump R 9/.test(document.getElementById('tr-verdict').textContent));
    },
  },
  {
    query: 'puzzle=automaton',
    until: viewReady('st-canvas', 'data-step'),
    french: /Stable à partir du pas/,
    async act(page) {
      await page.locator('#st-cells').fill('012');
      await page.locator('#st-start button').click();
      await page.waitForFunction(() => !document.getElementById('st-error').hidden);
      await page.locator('#st-forward').click();
    },
  },
  {
    query: 'puzzle=candy&mode=play',
    until: viewReady('pl-canvas', 'data-best'),
    french: /Votre parcours/,
    async act(page) {
      await page.locator('#pl-m').fill('0');
      await page.locator('#pl-form button[type=submit]').click();
      await page.waitForFunction(() => !document.getElementById('pl-error').hidden);
      await page.locator('#pl-canvas').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('pl-canvas').dataset.candies !== undefined);
    },
  },
];

test('the rows, Push, the automaton and Candy speak en-XA through and through, and French', async () => {
  for (const game of PLAYED) {
    await withPage(`${game.query}&lang=en-XA`, async (page) => {
      await game.act(page);
      const text = await shownWords(page);
      assert.deepEqual(plainEnglish(text, game.allowed), [], `${game.query}: ${text}`);
    }, { until: game.until });
    await withPage(`${game.query}&lang=fr`, async (page) => {
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
      assert.match(await shownWords(page), game.french, game.query);
    }, { until: game.until });
  }
});
