// End-to-end tests of the heaps view (www/views/heaps.js): nim, subtraction and octal
// games, K in a row and the even/odd game against the computer, "show values", and the
// explorer's table cross-checked against the command line (target/debug/movelab). Every
// test fails on a console error, an uncaught exception or a request off the page's origin.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { useBrowser, guardedPage, ROOT, axeViolations } from './helpers.mjs';

const CLI = path.join(ROOT, 'target', 'debug', 'movelab');
const env = useBrowser();

before(async () => {
  if (!fs.existsSync(CLI)) execFileSync('cargo', ['build', '--bin', 'movelab'], { cwd: ROOT, stdio: 'inherit' });
});

const cli = (...args) => execFileSync(CLI, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/// Opens `query` with reduced motion (the computer answers at once) unless `motion`, waits
/// for the heaps canvas, runs `fn(page)`, then checks the guards.
async function withHeaps(query, fn, { motion = false, media = {} } = {}) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    await page.emulateMedia({ reducedMotion: motion ? 'no-preference' : 'reduce', ...media });
    await page.goto(`${env.server.url}?${query}`);
    await page.waitForSelector('#heaps-canvas[data-step]', { timeout: 15000 });
    await fn(page);
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
  } finally {
    await page.close();
  }
}

/// At a window `width` px wide, with "How it is solved" open: whether the values table is
/// wider than its box, and whether the box shows the sideways cue (its edge shadows).
async function scrollCue(page, width) {
  await page.setViewportSize({ width, height: 844 });
  if (!await page.locator('#heaps-how').evaluate((d) => d.open)) await page.locator('#heaps-how summary').click();
  await page.waitForFunction(() => document.getElementById('heaps-explorer').clientWidth > 0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.locator('#heaps-explorer').evaluate((box) => ({
    scrolls: box.scrollWidth > box.clientWidth + 1,
    cue: getComputedStyle(box).backgroundImage.includes('gradient'),
  }));
}

const hooks = (page) => page.evaluate(() => ({ ...document.getElementById('heaps-canvas').dataset }));

/// Waits until the visitor is to move or the game is over; returns the hooks.
async function yourTurn(page) {
  await page.waitForFunction(() => {
    const d = document.getElementById('heaps-canvas').dataset;
    return d.winner || d.toMove === 'you';
  });
  return hooks(page);
}

/// Plays to the end, the visitor choosing with `pick(buttons)` (an index); returns the
/// hooks at the end and the outcomes the visitor met on their turns. Where every heap
/// moves (the buttons can be pressed), `pick` chooses among each heap's own buttons in
/// turn, and the last heap's choice plays the turn.
async function playOut(page, pick) {
  const met = [];
  for (let turn = 0; turn < 200; turn++) {
    const h = await yourTurn(page);
    if (h.winner) return { end: h, met };
    met.push(h.outcome);
    const buttons = page.locator('#heaps-moves button');
    const read = () => buttons.evaluateAll((bs) => bs.map((b) => ({
      winning: b.dataset.winning === 'true', label: b.textContent, pressed: b.getAttribute('aria-pressed'),
    })));
    const info = await read();
    const heaps = h.heaps.split(',').length;
    const everyHeap = info[0].pressed !== null;
    for (let heap = 0; heap < (everyHeap ? heaps : 1); heap++) {
      // Every heap moving: this heap's own buttons, found by their label.
      const all = everyHeap ? await read() : info;
      const own = all.map((b, k) => [b, k]).filter(([b]) => !everyHeap || b.label.startsWith(`heap ${heap + 1}:`));
      const i = pick(own.map(([b]) => b), turn);
      assert.ok(i >= 0 && i < own.length, `a move to pick on turn ${turn}`);
      await buttons.nth(own[i][1]).click();
      if (everyHeap && heap < heaps - 1) assert.equal(await buttons.nth(own[i][1]).getAttribute('aria-pressed'), 'true');
    }
    await page.waitForFunction((s) => Number(document.getElementById('heaps-canvas').dataset.step) > s, Number(h.step));
  }
  throw new Error('the game did not end');
}

test('a visitor who starts in a lost position loses to the computer, however they play', async () => {
  const strategies = [() => 0, (b) => b.length - 1, (b, t) => (t * 7) % b.length];
  for (const [k, pick] of strategies.entries()) {
    await withHeaps('puzzle=nim&heaps=1,2,3&first=you', async (page) => {
      assert.equal((await hooks(page)).outcome, 'second');
      const { end, met } = await playOut(page, pick);
      assert.equal(end.winner, 'computer', `strategy ${k}`);
      assert.ok(met.every((o) => o === 'second'), `the computer keeps the visitor lost: ${met}`);
      assert.match(await page.locator('#heaps-status').textContent(), /the computer wins/);
    });
  }
});

test('a visitor who follows the shown values wins from a winning position', async () => {
  for (const query of ['puzzle=nim&heaps=3,4,5', 'puzzle=subtraction&set=1,3,4&heap=10', 'puzzle=octal&code=0.77&heaps=7,5', 'puzzle=octal&code=0.07&heaps=10,4']) {
    await withHeaps(query, async (page) => {
      await page.locator('#heaps-values').check();
      assert.equal((await hooks(page)).outcome, 'first', query);
      await page.waitForSelector('#heaps-insight:not([hidden])');
      assert.match(await page.locator('#heaps-insight').textContent(), /can win by moving to a position of value 0/);
      assert.match(await page.locator('.heaps-why.heaps-win').first().textContent(), /value 0/);
      const { end } = await playOut(page, (b) => b.findIndex((m) => m.winning));
      assert.equal(end.winner, 'you', query);
      assert.match(await page.locator('#heaps-status').textContent(), /you win/);
    });
  }
});

test('the explorer shows the command line\'s values, period and winning moves', async () => {
  await withHeaps('puzzle=subtraction&set=1,3,4&upto=40', async (page) => {
    const t = page.locator('.heaps-table').first();
    const want = cli('grundy', 'subtraction', '1,3,4', '--upto', '40').trim().split('\n').join(',');
    assert.equal(await t.getAttribute('data-values'), want);
    assert.match(cli('grundy', 'subtraction', '1,3,4', '--period'), /preperiod 0 period 7/);
    assert.equal(await t.getAttribute('data-preperiod'), '0');
    assert.equal(await t.getAttribute('data-period'), '7');
    assert.match(await page.locator('.heaps-cert').textContent(), /window rule: the largest amount is 4/);
  });
  await withHeaps('puzzle=octal&code=0.77&heaps=3&upto=120', async (page) => {
    const t = page.locator('.heaps-table').first();
    const want = JSON.parse(cli('grundy', 'octal', '0.77', '--upto', '120', '--format', 'json')).values.join(',');
    assert.equal(await t.getAttribute('data-values'), want);
    const [, pre, per] = cli('grundy', 'octal', '0.77', '--period').match(/preperiod (\d+) period (\d+)/);
    assert.equal(await t.getAttribute('data-preperiod'), pre);
    assert.equal(await t.getAttribute('data-period'), per);
    assert.match(await page.locator('.heaps-cert').textContent(), /Guy–Smith periodicity theorem for 0\.77/);
    assert.equal(await page.locator('.heaps-table td.pre').count(), Number(pre));
    assert.equal(await page.locator('.heaps-table td.cycle').count(), Number(per));
    // The same values as a plot: a point per n, the preperiod shaded (its pixels differ
    // from the plain background past the period's outline).
    const plot = page.locator('.heaps-plot').first();
    assert.equal(await plot.getAttribute('data-points'), '121');
    assert.equal(await plot.getAttribute('data-preperiod'), pre);
    assert.match(await plot.getAttribute('aria-label'), /G\(n\) against n, for n = 0 to 120, as points; the preperiod \(n below 71\) shaded, the first period \(n = 71 to 82\) outlined/);
    const inks = await plot.evaluate((c) => {
      const g = c.getContext('2d');
      const { data } = g.getImageData(0, 0, c.width, c.height);
      const colours = new Set();
      for (let i = 0; i < data.length; i += 4) colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      return colours.size;
    });
    assert.ok(inks > 4, `the plot is drawn (${inks} colours)`);
  });
  // Asked for 40 values, Kayles' explorer still shows its preperiod and a whole period.
  await withHeaps('puzzle=octal&code=0.77&heaps=3&upto=40', async (page) => {
    const values = (await page.locator('.heaps-table').first().getAttribute('data-values')).split(',');
    assert.equal(values.length, 84);
    assert.equal(await page.locator('.heaps-table td.cycle').count(), 12);
    // Kayles takes 1 or 2, perhaps splitting: on the bottom counter of 3 two moves take from
    // there (take 1 or 2 from the bottom), neither up to the top, so a click lists them.
    await page.locator('#heaps-canvas').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#heaps-all:not([hidden])');
    assert.equal(await page.locator('#heaps-moves button').count(), 2);
    assert.equal((await hooks(page)).step, '0');
    // On the second counter, "take 2, leave 1" (from it to the top) and the split "take 1,
    // leave 1 and 1" take from there: the click plays the first, and the computer takes the last.
    await page.locator('#heaps-canvas').focus();
    for (const key of ['ArrowUp', 'Enter']) await page.keyboard.press(key);
    const end = await yourTurn(page);
    assert.deepEqual([end.step, end.heaps, end.winner], ['2', '0', 'computer']);
  });
  await withHeaps('puzzle=nim&heaps=3,4,5', async (page) => {
    // Nim's table of G(n) = n up to 100 fits a desktop's width, with no sideways cue; at a
    // phone's 390 px it scrolls, and its edge says so.
    assert.deepEqual(await scrollCue(page, 1280), { scrolls: false, cue: false });
    assert.deepEqual(await scrollCue(page, 390), { scrolls: true, cue: true });
    const winning = await page.locator('#heaps-moves button[data-winning="true"]').allTextContents();
    // The page sets the command line's ASCII arrow as "→" (core/src/text.rs `typeset`).
    const asPage = (line) => line.replaceAll(' -> ', ' → ');
    assert.deepEqual(winning, cli('nim', '3', '4', '5').trim().split('\n').slice(1).map(asPage));
  });
});

test('the keyboard and the mouse take from a counter, the computer can start, and undo takes back', async () => {
  await withHeaps('puzzle=nim&heaps=3,4,5', async (page) => {
    await page.locator('#heaps-canvas').focus();
    // Heap 2, third counter from the bottom: the heap goes down to 2.
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
    await page.waitForFunction(() => document.getElementById('heaps-canvas').dataset.step === '1');
    assert.equal((await hooks(page)).heaps, '3,2,5');
    const h = await yourTurn(page);
    assert.equal(h.step, '2');
    assert.equal(h.outcome, 'second', 'the computer answered with a winning move');
    await page.locator('#heaps-undo').click();
    await page.waitForFunction(() => document.getElementById('heaps-canvas').dataset.step === '0');
    assert.equal((await hooks(page)).heaps, '3,4,5');
  }, { motion: true });
  await withHeaps('puzzle=nim&heaps=3,4,5', async (page) => {
    // A click on the bottom counter of heap 1 takes it and everything above: 3 → 0.
    // Where it is drawn (heaps-draw.js): columns up to 120 px wide, centred in the canvas
    // less 8 px a side, counters of 36 px, two a line for heaps up to 5, the bottom line
    // 28 px above the canvas's foot.
    const box = await page.locator('#heaps-canvas').boundingBox();
    const colW = Math.min(120, (box.width - 16) / 3);
    const left = 8 + Math.max(0, (box.width - 16 - 3 * colW) / 2);
    await page.mouse.click(box.x + left + (colW - 72) / 2 + 18, box.y + box.height - 28 - 18);
    await page.waitForFunction(() => document.getElementById('heaps-canvas').dataset.step === '1');
    assert.equal((await hooks(page)).heaps, '0,4,5');
    assert.match(await page.locator('#live').textContent(), /You: heap 1: 3 → 0/);
  }, { motion: true });
  await withHeaps('puzzle=nim&heaps=3,4,5&first=computer', async (page) => {
    const h = await yourTurn(page);
    assert.deepEqual([h.step, h.heaps, h.outcome], ['1', '1,4,5', 'second']);
    assert.match(await page.locator('#live').textContent(), /The computer: heap 1: 3 → 1/);
  });
});

test('a position with more options than a screen lists the first ones, counts the rest and lists a counter\'s on demand', async () => {
  // Kayles (0.77) from 12 heaps of 100: from each, take 1 or 2 and leave the rest whole or
  // split in two (a smaller part of 0 to 49 either way), so 2 × 50 options a heap.
  const heaps = Array(12).fill(100).join(',');
  await withHeaps(`puzzle=octal&code=0.77&heaps=${heaps}`, async (page) => {
    const buttons = page.locator('#heaps-moves button');
    assert.equal(await buttons.count(), 300);
    assert.equal(await buttons.last().getAttribute('data-index'), '299');
    assert.match(await page.locator('.heaps-more').textContent(), /^900 more moves are not listed/);
    // Heap 12's middle counter (50) by the keyboard: the moves that take from there (take
    // 1 or 2 from it, leaving two heaps), listed as in the whole list: heap 12's options
    // are 1100 to 1199.
    await page.locator('#heaps-canvas').focus();
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#heaps-all:not([hidden])');
    const narrowed = await buttons.evaluateAll((bs) => bs.map((b) => Number(b.dataset.index)));
    assert.ok(narrowed.length > 1 && narrowed.length < 100, `${narrowed.length} listed`);
    assert.ok(narrowed.every((k) => k >= 1100 && k < 1200), narrowed.join(','));
    assert.match(await page.locator('.heaps-hint').textContent(), new RegExp(`^${narrowed.length} moves`));
    // One of them, past the first 300, is played.
    await buttons.first().click();
    await yourTurn(page);
    assert.match(await page.locator('#heaps-last').textContent(), /^You: heap 12: take/);
    // The whole list is back for the next turn.
    assert.equal(await page.locator('#heaps-all').isHidden(), true);
    assert.equal(await buttons.count(), 300);
  });
  // Nim from 100, 100, 100 and 1: 301 options, one of them not listed, said in the singular.
  await withHeaps('puzzle=nim&heaps=100,100,100,1', async (page) => {
    assert.match(await page.locator('.heaps-more').textContent(), /^1 more move is not listed:/);
  });
});

test('a move\'s counters fade away unless the visitor asks for reduced motion', async () => {
  await withHeaps('puzzle=nim&heaps=3,4,5', async (page) => {
    // Counters on screen while the move fades: the canvas's pixels, sampled at each frame.
    await page.evaluate(() => {
      const c = document.getElementById('heaps-canvas');
      window.fadeFrames = 0;
      new MutationObserver(() => { if (c.dataset.fading) window.fadeSeen = true; }).observe(c, { attributes: true });
      const tick = () => { if (c.dataset.fading) window.fadeFrames += 1; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    await page.locator('#heaps-moves button').first().click();
    await page.waitForFunction(() => window.fadeSeen && !document.getElementById('heaps-canvas').dataset.fading);
    const frames = await page.evaluate(() => window.fadeFrames);
    assert.ok(frames >= 3, `the fade lasted ${frames} frames`);
    assert.equal((await hooks(page)).step !== '0', true, 'the hooks hold the new position at once');
  }, { motion: true });
  await withHeaps('puzzle=nim&heaps=3,4,5', async (page) => {
    await page.evaluate(() => {
      const c = document.getElementById('heaps-canvas');
      new MutationObserver(() => { if (c.dataset.fading) window.fadeSeen = true; }).observe(c, { attributes: true });
    });
    await page.locator('#heaps-moves button').first().click();
    await yourTurn(page);
    assert.equal(await page.evaluate(() => window.fadeSeen ?? false), false, 'nothing fades with reduced motion');
  });
});

test('the options each turn plays are the ones that fade, the computer\'s by the indices the core hands over', async () => {
  await withHeaps('puzzle=nim&heaps=3,4&variant=all', async (page) => {
    await page.evaluate(() => {
      const c = document.getElementById('heaps-canvas');
      window.fades = [];
      new MutationObserver(() => {
        if (c.dataset.fading && c.dataset.fading !== window.fades.at(-1)) window.fades.push(c.dataset.fading);
      }).observe(c, { attributes: true });
    });
    // Heap 1's options are 3 → 2, 1, 0 (indices 0 to 2), heap 2's 4 → 3, …, 0 (3 to 6).
    await page.locator('#heaps-moves button[data-index="1"]').click();
    await page.locator('#heaps-moves button[data-index="5"]').click();
    await page.waitForFunction(() => window.fades.length === 2);
    // Left 1, 2: heap 1's only option is 1 → 0 (index 0), heap 2's are 2 → 1, 2 → 0 (1, 2).
    const [yours, computers] = await page.evaluate(() => window.fades);
    assert.equal(yours, '1,5');
    assert.match(computers, /^0,[12]$/, 'the computer played one option of each heap');
  }, { motion: true });
});

test('K in a row and the even/odd game load and play a move', async () => {
  await withHeaps('puzzle=kinrow&n=10&k=2', async (page) => {
    assert.equal((await hooks(page)).row, '..........');
    // The drawing fills its box unscaled: the backing store is the box times the pixel ratio
    // both ways (a row's short box was once drawn twice as high, its squares squashed).
    const scale = await page.evaluate(() => {
      const c = document.getElementById('heaps-canvas');
      return [c.width / c.clientWidth, c.height / c.clientHeight, devicePixelRatio];
    });
    assert.ok(Math.abs(scale[0] - scale[2]) < 0.05 && Math.abs(scale[1] - scale[2]) < 0.05, `scales ${scale}`);
    await page.locator('#heaps-canvas').focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(key);
    const h = await yourTurn(page);
    assert.equal(h.step, '2');
    assert.equal(h.row.slice(3, 5), 'xx', 'squares 4 and 5 taken by the visitor');
    assert.equal([...h.row].filter((c) => c === 'x').length, 4, 'and two by the computer');
    assert.match(await page.locator('.heaps-cert, .heaps-note').first().textContent(), /K in a row is the octal game 0\.07/);
  });
  await withHeaps('puzzle=parity&n=7&k=2', async (page) => {
    await page.locator('#heaps-moves button', { hasText: 'take 2' }).click();
    const h = await yourTurn(page);
    assert.equal(h.step, '2');
    const status = await page.locator('#heaps-status').textContent();
    const [, you, computer] = status.match(/You have (\d+), the computer (\d+)/);
    assert.equal(Number(you), 2);
    assert.equal(Number(h.heaps), 7 - 2 - Number(computer));
  });
});

test('the form plays another position and the URL follows; values can be hidden again', async () => {
  await withHeaps('puzzle=nim&heaps=3,4,5', async (page) => {
    await page.locator('.heaps-settings summary').click();
    await page.locator('#heaps-param-heaps').fill('2,2');
    await page.locator('#heaps-param-first').selectOption('computer');
    await page.locator('#heaps-form button[type=submit]').click();
    const h = await yourTurn(page);
    // 2,2 is lost for the computer, who moves first: it takes one counter (the game lasts).
    assert.equal(h.step, '1');
    assert.equal(h.heaps.split(',').map(Number).reduce((a, b) => a + b), 3);
    assert.match(page.url(), /heaps=2%2C2/);
    assert.match(page.url(), /first=computer/);
    assert.match(await page.locator('.heaps-rules').textContent(), /^Heaps 2 and 2\. A move takes one or more counters from one heap\. The player who cannot move loses\.$/);
    await page.locator('#heaps-values').check();
    assert.ok(await page.locator('.heaps-why').count() > 0);
    await page.locator('#heaps-values').uncheck();
    assert.equal(await page.locator('.heaps-why').count(), 0);
    assert.equal(await page.locator('#heaps-insight').isVisible(), false);
  });
});

test('a game against the computer comes back from its link, move by move', async () => {
  let link = '';
  let shown = null;
  await withHeaps('puzzle=nim&heaps=3,4,5,7', async (page) => {
    for (const _ of [1, 2]) {
      await yourTurn(page);
      const step = Number((await hooks(page)).step);
      await page.locator('#heaps-moves button').last().click();
      await page.waitForFunction((s) => Number(document.getElementById('heaps-canvas').dataset.step) > s + 1, step);
    }
    shown = await yourTurn(page);
    link = page.url();
    assert.match(link, /[?&]moves=\d+\.\d+(&|$)/, 'both of the visitor\'s moves are in the link');
    assert.match(await page.locator('#embed-code').inputValue(), /moves=\d+\.\d+/, 'and in the embed code');
  });
  await withHeaps(link.split('?')[1], async (page) => {
    const h = await yourTurn(page);
    assert.deepEqual([h.step, h.heaps], [shown.step, shown.heaps], 'the reload shows the same position');
    await page.locator('#heaps-undo').click();
    await page.waitForFunction(() => document.getElementById('heaps-canvas').dataset.step === '2');
    assert.match(page.url(), /[?&]moves=\d+(&|$)/, 'undo takes the last move out of the link');
    await page.locator('#heaps-again').click();
    await page.waitForFunction(() => document.getElementById('heaps-canvas').dataset.step === '0');
    assert.doesNotMatch(page.url(), /moves=/, 'a new game starts with an empty record');
  });
  await withHeaps('puzzle=nim&heaps=3,4,5,7&moves=1.999', async (page) => {
    const h = await yourTurn(page);
    assert.match(await page.locator('#message').textContent(), /moves="1\.999" could not all be played again: your move 2 cannot be played: there is no option 999/);
    assert.equal(h.step, '2', 'the first move and the computer\'s answer stay');
    assert.match(page.url(), /[?&]moves=1(&|$)/);
  });
  await withHeaps('puzzle=nim&heaps=3,4,5&moves=2.x', async (page) => {
    assert.match(await page.locator('#message').textContent(), /moves="2\.x" could not all be played again: 'x' is not a move number/);
    assert.equal((await hooks(page)).step, '0');
  });
});

test('bad settings show the game\'s own sentence and the defaults are played', async () => {
  await withHeaps('puzzle=subtraction&set=1,x', async (page) => {
    assert.match(await page.locator('#message').textContent(), /"x" is not a whole number, in set "1,x"/);
    assert.equal((await hooks(page)).heaps, '10');
    assert.match(page.url(), /set=1%2C3%2C4/);
  });
  await withHeaps('puzzle=nim&heaps=3,500', async (page) => {
    assert.match(await page.locator('#message').textContent(), /at most 100 counters, not 500/);
    assert.equal((await hooks(page)).heaps, '3,4,5');
  });
  // Not a digit of any code (0.9 is a hexadecimal code since issue 24).
  await withHeaps('puzzle=octal&code=0.G', async (page) => {
    const text = await page.locator('#message').textContent();
    assert.match(text, /settings of Octal game were refused/);
    let core = '';
    try {
      cli('grundy', 'octal', '0.G', '--upto', '3');
    } catch (e) {
      // The same words; each shell quotes a typed value its own way ('0.G', "0.G").
      core = String(e.stderr).trim().replace(/^[^:]*: /, '').replaceAll("'", '"');
    }
    assert.ok(core && text.includes(core), `the command line's sentence "${core}" is shown`);
  });
});

test('a misère game at the page\'s largest heap is worked out a slice a task, saying how far it got, then plays; one past the page\'s cover is refused in words', async () => {
  const twelve = Array(12).fill(12).join(',');
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    // Every progress line shown while the board is hidden, whether the page was ready then,
    // and whether the Share box was out of reach (it shows no game's code yet).
    await page.addInitScript(() => {
      window.told = [];
      new MutationObserver(() => {
        const status = document.getElementById('heaps-status');
        if (document.getElementById('view-root')?.hasAttribute('data-working') && status?.textContent) {
          const side = document.getElementById('side');
          window.told.push({ text: status.textContent, ready: document.body.dataset.ready === 'true', sideBusy: side.inert && side.getAttribute('aria-busy') === 'true' });
        }
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${env.server.url}?puzzle=octal&heaps=${twelve}&misere=1`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30000 });
    const told = await page.evaluate(() => window.told);
    // Kayles' quotient to heap 12 takes several slices of 40 ms: each told, none after ready.
    assert.ok(told.length >= 2, JSON.stringify(told));
    const heaps = told.map(({ text }) => Number(text.match(/^Working out who wins when taking the last counter loses: heap (\d+) of 12…$/)?.[1]));
    assert.ok(heaps.every((h, i) => h >= 1 && h <= 12 && (i === 0 || h >= heaps[i - 1])), JSON.stringify(told));
    assert.ok(told.every(({ ready }) => !ready), 'the page is ready only once the game is open');
    assert.ok(told.every(({ sideBusy }) => sideBusy), 'the Share box is out of reach while the game is worked out');
    assert.equal(await page.locator('#view-root').getAttribute('data-working'), null);
    assert.deepEqual(await page.locator('#side').evaluate((side) => [side.inert, side.getAttribute('aria-busy')]), [false, 'false']);
    assert.match(await page.locator('#embed-code').inputValue(), /misere=1/);
    // Open and playing: twelve heaps of twelve, the visitor to move, a move played and
    // answered.
    const first = await hooks(page);
    assert.deepEqual([first.heaps, first.toMove], [twelve, 'you']);
    await page.locator('#heaps-moves button').first().click();
    await page.waitForFunction(() => document.getElementById('heaps-canvas').dataset.step === '2');
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
  } finally {
    await page.close();
  }
  // The 32-digit code's quotient does not fit the page's cover at heap 11: refused in the
  // page's message area after its slices, the catalog's defaults played.
  await withHeaps(`puzzle=octal&code=0.${'7'.repeat(32)}&heaps=${twelve}&misere=1`, async (page) => {
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.match(await page.locator('#message').textContent(), /could not be proved at heap 11: it would need more than 65,536 elements/);
    assert.equal(await page.locator('#view-root').getAttribute('data-working'), null);
    assert.doesNotMatch(page.url(), /misere=1/);
  });
});

test('the wasm handle refuses bad calls with a JS Error in words, never a panic', async () => {
  await withHeaps('puzzle=nim&heaps=3,4,5', async (page) => {
    const errors = await page.evaluate(async () => {
      const W = window.movelab.wasm; // the lab module (www/lab.js)
      // The game's refusals carry a fact (the error's message, in JSON), which the page
      // words, and so do a call the handle cannot take (page-bad-call) and a number out
      // of range (boards-value-*).
      const { wordError } = await import(new URL('www/i18n.js', document.baseURI).href);
      const err = (f) => {
        try {
          f();
          return null;
        } catch (e) {
          return `${e instanceof Error}:${wordError(e)}`;
        }
      };
      const g = new W.ImpartialGame('nim', { heaps: '3,4,5', first: 'you' });
      return [
        err(() => new W.ImpartialGame('shift', {})),
        err(() => new W.ImpartialGame('nope', {})),
        err(() => new W.ImpartialGame('kinrow', { n: 201 })),
        err(() => new W.ImpartialGame('kinrow', { n: 2.5 })),
        err(() => g.act({ type: 'play', index: 1.5 })),
        err(() => g.act({ type: 'play', index: -1 })),
        err(() => g.act({ type: 'play', index: 99 })),
        err(() => g.act({ type: 'computer' })),
        err(() => { g.act({ type: 'play', index: 0 }); g.act({ type: 'play', index: 0 }); }),
        err(() => g.act({ type: 'fly' })),
        err(() => g.act({ type: 'play' })),
        g.act({ type: 'snapshot' }).step,
      ];
    });
    assert.deepEqual(errors, [
      'true:shift is not a heap game',
      'true:the page asked its game for something it does not take (game = "nope"): a bug of movelab\'s page, not of your play',
      'true:n must be from 1 to 200, not 201',
      'true:n must be a whole number from 1 to 200, not 2.5',
      'true:index must be a whole number from 0 to 4,294,967,295, not 1.5',
      'true:index must be from 0 to 4,294,967,295, not -1',
      'true:there is no option 100 here: 12 moves are legal',
      'true:the page asked its game for something it does not take (act = "computer"): a bug of movelab\'s page, not of your play',
      "true:It is the computer's turn.",
      'true:the page asked its game for something it does not take (act = "fly"): a bug of movelab\'s page, not of your play',
      'true:the page asked its game for something it does not take (play.index = "undefined"): a bug of movelab\'s page, not of your play',
      1,
    ]);
  });
});

test('axe-core finds no accessibility violations in the heaps view', async () => {
  for (const [query, media] of [['puzzle=nim&heaps=3,4,5', {}], ['puzzle=octal&code=0.77&heaps=7,5', { colorScheme: 'dark' }], ['puzzle=kinrow&n=12&k=3', {}], ['puzzle=parity&n=9&k=3&odd=1', {}]]) {
    await withHeaps(query, async (page) => {
      await page.locator('#heaps-values').check();
      await page.locator('.heaps-settings summary').click();
      const result = await axeViolations(page);
      assert.deepEqual(result, [], query);
    }, { media });
  }
});

test('misère octal play on the page: the outcome is the command line\'s misère quotient, and a heap past the page\'s limit is refused in words', async () => {
  for (const heaps of ['5,3', '4,4', '6,2,1']) {
    const want = cli('grundy', 'octal', '0.77', '--heaps', heaps, '--misere').trim().split('\n')[0];
    await withHeaps(`puzzle=octal&code=0.77&heaps=${heaps}&misere=1`, async (page) => {
      assert.equal((await hooks(page)).outcome, want, heaps);
      assert.match(await page.locator('#heaps-explorer').textContent(), /Misère quotient of 0\.77/);
    });
  }
  await withHeaps('puzzle=octal&code=0.77&heaps=20&misere=1', async (page) => {
    assert.match(await page.locator('#message').textContent(), /at most 12 counters in misère, not 20/);
    assert.equal((await hooks(page)).heaps, '7,5');
  });
});

/// The value of heap `n` by the command line's `--at` (through its certified period).
const atValue = (kind, spec, n) => Number(cli('grundy', kind, spec, '--at', String(n)).split('\n')[0]);
const xorAt = (kind, spec, heaps) => heaps.reduce((x, n) => x ^ atValue(kind, spec, n), 0);
/// Heap `n`'s place as the page writes it, from the command line's `--at` line (whose
/// numbers are not grouped): `N = N0 + C × P + R, so it has the value of heap H`.
function placeAt(kind, spec, n) {
  const g = (x) => new Intl.NumberFormat('en').format(BigInt(x));
  const [, pre, cycle, per, off, like] = cli('grundy', kind, spec, '--at', String(n))
    .match(/= (\d+) \+ (\d+) × (\d+) \+ (\d+): the value of heap (\d+)/);
  return `${g(n)} = ${g(pre)} + ${g(cycle)} × ${g(per)} + ${g(off)}, so it has the value of heap ${g(like)}`;
}

test('a heap too large for counters is shown as a number with its place in the period, and play goes on through the period', async () => {
  const big = '123456789012345';
  await withHeaps(`puzzle=octal&code=0.77&heaps=${big},5`, async (page) => {
    assert.equal((await hooks(page)).heaps, `${big},5`);
    // Its place, as the command line's --at finds it.
    assert.equal(await page.locator('#heaps-places').textContent(), `Heap 1: ${placeAt('octal', '0.77', big)}.`);
    await page.locator('#heaps-values').check();
    const value = xorAt('octal', '0.77', [big, 5]);
    assert.match(await page.locator('#heaps-insight').textContent(), new RegExp(`^The position has value ${value}:`));
    // Follow the winning moves three times: each leaves value 0 by the command line, and
    // the computer's reply leaves the visitor a won position again.
    for (let turn = 0; turn < 3; turn++) {
      const h = await yourTurn(page);
      assert.equal(h.outcome, 'first', `turn ${turn}`);
      // The heaps a winning move leaves, as its line in the list says (values shown).
      const [, left] = (await page.locator('.heaps-why.heaps-win').first().textContent()).match(/→ ([\d,]+), value 0:/);
      assert.equal(xorAt('octal', '0.77', left.split(',')), 0, `your move leaves ${left}`);
      await page.locator('#heaps-moves button[data-winning="true"]').first().click();
      const after = await page.waitForFunction((s) => {
        const d = document.getElementById('heaps-canvas').dataset;
        return Number(d.step) >= s + 2 && d.toMove === 'you' && d.heaps;
      }, Number(h.step));
      const reply = (await after.jsonValue()).split(',');
      assert.notEqual(xorAt('octal', '0.77', reply), 0, `the computer could only leave a won position: ${reply}`);
    }
    // The link keeps the game; opening it again comes back to the same heaps.
    const h = await yourTurn(page);
    await page.goto(page.url());
    await page.waitForSelector('#heaps-canvas[data-step]');
    assert.equal((await yourTurn(page)).heaps, h.heaps);
  });
  // Past 2^53 the heap stays exact: in the hooks, the words, the link and after a move.
  const huge = '1000000000000000000';
  await withHeaps(`puzzle=subtraction&set=1,3,4&heap=${huge}&first=computer`, async (page) => {
    assert.equal(atValue('subtraction', '1,3,4', huge), 1);
    // The computer moves first from a won position: it leaves value 0, as --at says.
    const h = await yourTurn(page);
    assert.equal(h.outcome, 'second');
    assert.equal(atValue('subtraction', '1,3,4', h.heaps), 0, `the computer left ${h.heaps}`);
    assert.equal(BigInt(huge) - BigInt(h.heaps), 1n, 'it took 1 (10^18 − 1 is 0 mod 7)');
    assert.equal(await page.locator('#heaps-places').textContent(), `Heap 1: ${placeAt('subtraction', '1,3,4', h.heaps)}.`);
    await page.locator('#heaps-values').check();
    assert.match(await page.locator('#heaps-insight').textContent(), /^The position has value 0: every move you have/);
    assert.match(page.url(), new RegExp(`heap=${huge}(&|$)`));
  });
});

test('a heap that cannot be read is refused in words naming it, the limit or how far the page looked', async () => {
  await withHeaps('puzzle=subtraction&heap=1000000000000000001', async (page) => {
    assert.match(await page.locator('#message').textContent(), /a heap of 1,000,000,000,000,000,001 counters is more than the page plays: at most 1,000,000,000,000,000,000/);
    assert.equal((await hooks(page)).heaps, '10');
  });
  // No period fits the page's table of 10,000 for {2, 9999}; the command line agrees.
  assert.throws(() => cli('grundy', 'subtraction', '2,9999', '--at', '20000', '--upto', '10000'), /no period certified up to 10000/);
  await withHeaps('puzzle=subtraction&set=2,9999&heap=20000', async (page) => {
    assert.match(await page.locator('#message').textContent(), /no period of the set 2,9999 is certified by the window rule up to heap 10,000, as far as the page looks, and heap 20,000 is past it/);
  });
  assert.throws(() => cli('grundy', 'octal', '0.16', '--at', '5000', '--upto', '4096'), /no period certified up to 4096/);
  await withHeaps('puzzle=octal&code=0.16&heaps=5000,3', async (page) => {
    assert.match(await page.locator('#message').textContent(), /a heap of 5,000 counters is more than the 100 the page draws, and no period of 0\.16 is certified by the Guy–Smith theorem up to heap 4,096/);
    assert.equal((await hooks(page)).heaps, '7,5');
  });
  await withHeaps('puzzle=octal&heaps=3,12x', async (page) => {
    assert.match(await page.locator('#message').textContent(), /"12x" is not a whole number, in heaps "3,12x"/);
  });
});

test('hexadecimal codes: three-heap moves are offered and played, values as the command line\'s, the page\'s limit said in words', async () => {
  const table = JSON.parse(cli('grundy', 'octal', '0.3F', '--upto', '100', '--format', 'json')).values;
  const value = (heaps) => heaps.reduce((x, n) => x ^ table[Number(n)], 0);
  await withHeaps('puzzle=octal&code=0.3F&heaps=9,5', async (page) => {
    assert.equal(await page.locator('#message').textContent(), '');
    assert.equal(await page.locator('.heaps-table').first().getAttribute('data-values'), table.join(','));
    await page.locator('#heaps-values').check();
    assert.match(await page.locator('#heaps-insight').textContent(), new RegExp(`^The position has value ${value([9, 5])}:`));
    const labels = await page.locator('#heaps-moves button').allTextContents();
    assert.ok(labels.includes('heap 1: take 2, leave 3, 2 and 2'), 'a split in three heaps is offered');
    // Each winning move the page names leaves value 0 by the command line's table.
    const wins = await page.locator('.heaps-why.heaps-win').allTextContents();
    assert.ok(wins.length > 0);
    for (const w of wins) assert.equal(value(w.match(/→ ([\d,]+), value 0:/)[1].split(',')), 0, w);
    const { end } = await playOut(page, (b) => b.findIndex((m) => m.winning));
    assert.equal(end.winner, 'you');
  });
  await withHeaps('puzzle=octal&code=0.3F&heaps=3,3&upto=600', async (page) => {
    assert.match(await page.locator('#message').textContent(), /0\.3F may leave three heaps, whose table takes cubic time: the page's table goes up to n = 500 for it, not 600/);
  });
});

/// Every Kayles heap moving, by a brute force of the test's own: whoever cannot move some
/// heap loses; else they win when one move per heap can leave a lost position.
function everyKaylesHeapWins(heaps, memo = new Map()) {
  const key = [...heaps].sort((a, b) => a - b).join(',');
  if (memo.has(key)) return memo.get(key);
  const options = (n) => {
    const out = [];
    for (let take = 1; take <= Math.min(2, n); take++) {
      const rest = n - take;
      out.push([rest]);
      for (let a = 1; a <= rest / 2; a++) out.push([rest - a, a]);
    }
    return out;
  };
  let positions = [[]];
  for (const h of heaps) positions = positions.flatMap((p) => options(h).map((o) => [...p, ...o]));
  const wins = heaps.every((h) => h > 0) && positions.some((p) => !everyKaylesHeapWins(p, memo));
  memo.set(key, wins);
  return wins;
}

test('every heap moves: the outcome is a brute force\'s, the computer keeps a won game, the link keeps the choice', async () => {
  for (const heaps of [[4, 3], [5, 5], [6, 2]]) {
    const wins = everyKaylesHeapWins(heaps);
    await withHeaps(`puzzle=octal&code=0.77&heaps=${heaps}&variant=all&first=${wins ? 'computer' : 'you'}`, async (page) => {
      const h = await yourTurn(page);
      // The computer moved first from a won position: the visitor is left a lost one.
      assert.equal(h.outcome, 'second', `${heaps}`);
      assert.match(page.url(), /variant=all/);
      assert.match(await page.locator('#heaps-explorer').textContent(), /least remoteness is odd/);
      // Each heap's own options are listed, one heap each, every heap with some.
      const labels = await page.locator('#heaps-moves button').allTextContents();
      const of = labels.map((l) => Number(l.match(/^heap (\d+): /)[1]));
      if (!h.winner) assert.deepEqual([...new Set(of)], h.heaps.split(',').map((_, k) => k + 1));
      const { end } = await playOut(page, () => 0);
      assert.equal(end.winner, 'computer', `${heaps}`);
    });
  }
  // Past the old 20 counters in all: 55 counters of Kayles, the visitor moving first on the
  // marked parts wins a won position, and the link keeps each turn's parts.
  await withHeaps('puzzle=octal&code=0.77&heaps=30,25&variant=all', async (page) => {
    assert.equal(await page.locator('#message').textContent(), '');
    const h = await hooks(page);
    assert.equal(h.outcome, 'first');
    await page.locator('#heaps-values').check();
    assert.match(await page.locator('.heaps-why.heaps-win').first().textContent(), /part of the winning turn/);
    const { end } = await playOut(page, (b) => b.findIndex((m) => m.winning));
    assert.equal(end.winner, 'you');
    const moves = new URL(page.url()).searchParams.get('moves');
    assert.match(moves, /^\d+-\d+(-\d+)*(\.\d+(-\d+)+)*$/);
    // The link plays the same game again.
    await page.goto(page.url());
    await page.waitForSelector('#heaps-canvas[data-winner]');
    assert.deepEqual({ ...await hooks(page) }.heaps, end.heaps);
  });
  // Each heap's options come under its own heading, which says what is chosen for it.
  await withHeaps('puzzle=octal&code=0.77&heaps=30,25,12&variant=all', async (page) => {
    const titles = page.locator('#heaps-moves .heaps-group-title');
    const choose = ['Heap 1 (30 counters): choose one', 'Heap 2 (25 counters): choose one', 'Heap 3 (12 counters): choose one'];
    assert.deepEqual(await titles.allTextContents(), choose);
    assert.equal(await page.locator('.heaps-group').nth(2).locator('button').first().textContent(), 'heap 3: 12 → 11');
    await page.locator('.heaps-group').nth(1).locator('button', { hasText: /^heap 2: 25 → 24$/ }).click();
    assert.deepEqual(await titles.allTextContents(), [choose[0], 'Heap 2 (25 counters): chosen: 25 → 24', choose[2]]);
    assert.equal(await page.locator('.heaps-hint').textContent(), 'heap 2: 25 → 24 chosen. Now choose a move for heaps 1 and 3.');
    // The list scrolls: a button per heap goes to its options and says which are chosen.
    const jump = page.locator('#heaps-jump button');
    assert.deepEqual(await jump.allTextContents(), ['heap 1', 'heap 2 (chosen)', 'heap 3']);
    await jump.nth(2).click();
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'heap 3: 12 → 11');
    const inView = await page.evaluate(() => {
      const list = document.getElementById('heaps-moves').getBoundingClientRect();
      const group = document.querySelectorAll('#heaps-moves .heaps-group')[2].getBoundingClientRect();
      return group.top >= list.top - 1 && group.top < list.bottom;
    });
    assert.ok(inView, 'heap 3\'s options are scrolled into the list\'s view');
  });
  await withHeaps('puzzle=nim&heaps=10,101&variant=all', async (page) => {
    assert.match(await page.locator('#message').textContent(), /at most 100 counters, not 101/);
  });
  await withHeaps('puzzle=nim&heaps=3,4&variant=every', async (page) => {
    assert.match(await page.locator('#message').textContent(), /variant="every" is not one or all/);
  });
});

test('Grundy\'s game: the explorer\'s values are the command line\'s, splits follow them, limits are said in words, and "every heap moves" is in the rules', async () => {
  const table = cli('grundy', 'grundys', '--upto', '300').trim().split('\n').map(Number);
  const value = (heaps) => heaps.reduce((x, n) => x ^ table[Number(n)], 0);
  await withHeaps('puzzle=grundys&heaps=12,8&upto=300', async (page) => {
    assert.equal(await page.locator('#message').textContent(), '');
    const t = page.locator('.heaps-table').first();
    assert.equal(await t.getAttribute('data-values'), table.join(','));
    assert.equal(await t.getAttribute('data-period'), null, 'no period is certified');
    assert.match(await page.locator('.heaps-rules').textContent(), /two nonempty heaps of different sizes/);
    await page.locator('#heaps-values').check();
    assert.match(await page.locator('#heaps-insight').textContent(), new RegExp(`^The position has value ${value([12, 8])}:`));
    const labels = await page.locator('#heaps-moves button').allTextContents();
    // Heap 12 splits 5 ways (11+1 … 7+5), heap 8 three ways (7+1, 6+2, 5+3): no equal parts.
    assert.equal(labels.length, 8, labels.join('; '));
    assert.ok(labels.includes('heap 2: split into 5 and 3') && !labels.some((l) => /split into (\d+) and \1$/.test(l)));
    const wins = await page.locator('.heaps-why.heaps-win').allTextContents();
    assert.ok(wins.length > 0);
    for (const w of wins) assert.equal(value(w.match(/→ ([\d,]+), value 0:/)[1].split(',')), 0, w);
    const { end } = await playOut(page, (b) => b.findIndex((m) => m.winning));
    assert.equal(end.winner, 'you');
  });
  await withHeaps('puzzle=grundys&heaps=101,3', async (page) => {
    assert.match(await page.locator('#message').textContent(), /the page draws heaps of at most 100 counters, not 101/);
  });
  await withHeaps('puzzle=grundys&heaps=5,4&variant=all', async (page) => {
    assert.match(await page.locator('.heaps-rules').textContent(), /A move splits every heap at once, each into two nonempty heaps of different sizes/);
  });
});

test('the moves sit in columns, and nothing of the list is cut, on the page and in an embed', async () => {
  for (const query of ['puzzle=nim&heaps=3,4,5', 'puzzle=nim&heaps=3,4,5&embed=1']) {
    await withHeaps(query, async (page) => {
      const list = await page.locator('#heaps-moves').evaluate((ul) => ({
        lefts: new Set([...ul.children].map((li) => Math.round(li.getBoundingClientRect().left))).size,
        items: ul.children.length,
        cut: ul.scrollHeight > ul.clientHeight + 1,
      }));
      assert.equal(list.items, 12, query);
      assert.ok(list.lefts >= 3, `${list.lefts} columns: ${query}`);
      assert.equal(list.cut, false, `the list scrolls: ${query}`);
    });
  }
  // Moves from heaps of 10^18 name numbers wider than a column: each button stays in its
  // own column, the numbers wrapped inside it.
  const huge = '1000000000000000000';
  await withHeaps(`puzzle=octal&code=0.77&heaps=${huge},${huge}`, async (page) => {
    const spill = await page.locator('#heaps-moves li').evaluateAll((lis) => lis.filter((li) => {
      const b = li.querySelector('button');
      return b.getBoundingClientRect().right > li.getBoundingClientRect().right + 1 || b.scrollWidth > b.clientWidth + 1;
    }).length);
    assert.equal(spill, 0, 'no move spills out of its column');
    // A number wraps at its commas: no group of digits is split over two lines.
    // Every text of a button, in the number's box or not.
    await page.evaluate(() => {
      window.textsOf = (b) => {
        const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
        const out = [];
        while (walk.nextNode()) if (walk.currentNode.data) out.push(walk.currentNode);
        return out;
      };
    });
    const split = await page.locator('#heaps-moves button').evaluateAll((buttons) => buttons.flatMap((b) => window.textsOf(b).flatMap((node) => {
      return [...node.data.matchAll(/\d+/g)].filter((d) => {
        const r = document.createRange();
        r.setStart(node, d.index);
        r.setEnd(node, d.index + d[0].length);
        return r.getClientRects().length > 1;
      }).map((d) => `${b.textContent}: ${d[0]}`);
    })));
    assert.deepEqual(split, []);
    // The columns are wide enough for such a number: none wraps at all (wrapped at its
    // commas, it read as a list of heaps).
    const numbers = page.locator('#heaps-moves .heaps-number');
    assert.ok(await numbers.count() > 0, 'the numbers are boxed');
    const wrapped = await numbers.evaluateAll((boxes) => boxes.filter((box) => {
      const tops = window.textsOf(box).map((node) => {
        const r = document.createRange();
        r.setStart(node, 0);
        r.setEnd(node, 1);
        return Math.round(r.getBoundingClientRect().top);
      });
      return new Set(tops).size > 1;
    }).map((box) => box.textContent));
    assert.deepEqual(wrapped, []);
    // Both heaps are tiles, not counters: the words say to choose a heap.
    assert.match(await page.locator('.heaps-hint').textContent(), /^Click a heap \(or, on the drawing, arrow keys then Enter\) to list its moves/);
    assert.match(await page.locator('#heaps-canvas').getAttribute('aria-label'), /Arrow keys choose a heap, Enter lists its moves\.$/);
  });
});
