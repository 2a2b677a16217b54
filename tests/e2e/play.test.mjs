// End-to-end tests of play mode and practice (issue 5) in Debian's headless chromium: the
// visitor solves boards by clicks, drags and keys, sees the judgement change and come
// back, follows hints, and practises. Every test also fails on a console error, an
// uncaught exception or a request that leaves the page's origin (helpers.mjs). The
// expected boards and optimal moves come from tests/e2e/rules.mjs and a breadth-first
// search here, not from the page.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { serve, launch, guardedPage, ready, withPage as openPage, waitStep, hooks, artifact, ROOT, axeViolations } from './helpers.mjs';
import { start, goal, apply, shiftSolution } from './rules.mjs';

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

const withPage = (query, fn, options) => openPage(browser, server, query, fn, options);

const waitText = (page, selector, re, timeout = 10000) =>
  page.waitForFunction(
    ([sel, source]) => new RegExp(source).test(document.querySelector(sel).textContent),
    [selector, re.source],
    { timeout },
  );

/// Every legal move of `board` (rules.mjs decides).
function legal(puzzle, board) {
  const out = [];
  for (let s = 0; s < board.length; s++) {
    try {
      apply(puzzle, board, s);
      out.push(s);
    } catch {
      // not a legal move
    }
  }
  return out;
}

/// Distances to the goal of every reachable board, by breadth-first search from the goal
/// (every move can be undone by a move, so distances are symmetric).
function distances(puzzle, n, m) {
  const g = goal(puzzle, n, m);
  const dist = new Map([[g, 0]]);
  const queue = [g];
  while (queue.length) {
    const b = queue.shift();
    for (const s of legal(puzzle, b)) {
      const next = apply(puzzle, b, s);
      if (!dist.has(next)) {
        dist.set(next, dist.get(b) + 1);
        queue.push(next);
      }
    }
  }
  return dist;
}

/// The legal moves of `board` that lower its distance to the goal by one.
function optimalMoves(puzzle, dist, board) {
  return legal(puzzle, board).filter((s) => dist.get(apply(puzzle, board, s)) === dist.get(board) - 1);
}

/// The x (CSS pixels from the canvas's left edge) of the middle of `square`, once the stage
/// has drawn it (right after the board is let go, the camera is placed on the next frame).
async function squareX(page, square) {
  const handle = await page.waitForFunction((sq) => {
    const c = document.getElementById('board');
    const xs = [];
    for (let x = 0; x < c.clientWidth; x++) if (window.movelab.handle.act({ type: 'squareAt', x }).square === sq) xs.push(x);
    return xs.length ? (xs[0] + xs[xs.length - 1]) / 2 : null;
  }, square, { timeout: 5000 }).catch(() => null);
  const x = handle ? await handle.jsonValue() : null;
  assert.ok(x !== null, `square ${square} is on screen`);
  return x;
}

async function clickSquare(page, square) {
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + await squareX(page, square), box.y + box.height / 2);
}

/// Whether the checker on `square` wears the accent ring: some pixel of the canvas just
/// outside the checker's right edge has the page's accent colour (light scheme, #b4410c).
async function ringed(page, square) {
  const x = await squareX(page, square);
  return page.evaluate(([sq, mid]) => {
    const c = document.getElementById('board');
    let w = 0;
    for (let x = 0; x < c.clientWidth; x++) if (window.movelab.handle.act({ type: 'squareAt', x }).square === sq) w++;
    const scale = c.width / c.clientWidth;
    const px = Math.round((mid + 0.395 * w) * scale);
    const data = c.getContext('2d').getImageData(px, 0, 1, c.height).data;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - 180) < 12 && Math.abs(data[i + 1] - 65) < 12 && Math.abs(data[i + 2] - 12) < 12) return true;
    }
    return false;
  }, [square, x]);
}

/// Waits up to 2.5 s (the next animation frames) for the ring on `square`.
async function waitRing(page, square) {
  for (let i = 0; i < 50; i++) {
    if (await ringed(page, square)) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

const status = (page) => page.locator('#play-status').textContent();

test('solving shifting checkers 2 2 by clicks: solved, optimal', async () => {
  const [n, m] = [2, 2];
  const dist = distances('shift', n, m);
  assert.equal(dist.get(start('shift', n, m)), 8);
  await withPage(`n=${n}&m=${m}&mode=play`, async (page) => {
    let board = start('shift', n, m);
    assert.match(await status(page), /^0 moves made, still on an optimal solution; the goal needs 8 more moves\.$/);
    for (let k = 1; board !== goal('shift', n, m); k++) {
      const square = optimalMoves('shift', dist, board)[0];
      await clickSquare(page, square);
      board = apply('shift', board, square);
      await waitStep(page, k);
      assert.equal((await hooks(page)).board, board);
    }
    assert.match(await status(page), /Solved in 8 moves, which is optimal\./);
    assert.equal(await page.locator('#hint').isDisabled(), true);
  });
});

test('solving pairs 4 by clicks; a click on the right checker of a pair picks it too', async () => {
  const n = 4;
  const dist = distances('pairs', n, 0);
  await withPage(`puzzle=pairs&n=${n}&mode=play`, async (page) => {
    let board = start('pairs', n, 0);
    for (let k = 1; board !== goal('pairs', n, 0); k++) {
      const square = optimalMoves('pairs', dist, board)[0];
      await clickSquare(page, square); // the pair's left checker
      board = apply('pairs', board, square);
      await waitStep(page, k);
      assert.equal((await hooks(page)).board, board);
    }
    assert.match(await status(page), new RegExp(`Solved in ${dist.get(start('pairs', n, 0))} moves, which is optimal\\.`));
    // The checker on square 7 is the right one of the only pair it belongs to that can
    // move (the one on 6 and 7): a click on it moves that pair.
    await page.click('#restart');
    await waitStep(page, 0);
    const first = start('pairs', n, 0);
    assert.ok(!legal('pairs', first).includes(7) && legal('pairs', first).includes(6));
    await clickSquare(page, 7);
    await waitStep(page, 1);
    assert.equal((await hooks(page)).board, apply('pairs', first, 6));
  });
});

test('a wrong move changes the judgement; undo (button and Ctrl+Z) restores it; hints lead back and on', async () => {
  const [n, m] = [2, 2];
  const dist = distances('shift', n, m);
  const startBoard = start('shift', n, m);
  // Black 0 jumps black 1 into the hole: legal, but it leaves every optimal solution.
  const wrong = 0;
  assert.ok(legal('shift', startBoard).includes(wrong));
  assert.ok(!optimalMoves('shift', dist, startBoard).includes(wrong));
  await withPage(`n=${n}&m=${m}&mode=play`, async (page) => {
    const onPath = /^0 moves made, still on an optimal solution; the goal needs 8 more moves\.$/;
    assert.match(await status(page), onPath);
    await clickSquare(page, wrong);
    await waitStep(page, 1);
    const after = dist.get(apply('shift', startBoard, wrong));
    assert.match(await status(page), new RegExp(`^1 move made, off every optimal solution since move 1; the goal needs ${after} more moves\\.`));
    // Undo with the button: the judgement is as before.
    await page.click('#undo');
    await waitStep(page, 0);
    assert.match(await status(page), onPath);
    // Redo and undo from the keyboard.
    await page.locator('#board').focus();
    await page.keyboard.press('Control+y');
    await waitStep(page, 1);
    assert.match(await status(page), /off every optimal solution since move 1/);
    await page.keyboard.press('Control+z');
    await waitStep(page, 0);
    await page.keyboard.press('Control+Shift+z');
    await waitStep(page, 1);
    // The hint names the mistake and undoes it in one click.
    await page.click('#hint');
    assert.match(await page.locator('#hint-text').textContent(), /your move at step 1 \(square 0\) left every optimal solution: undo 1 move to get back on one/);
    await page.click('#hint-undo');
    await waitStep(page, 0);
    assert.match(await status(page), onPath);
    // From an optimal position the hint names a move; following it stays optimal.
    await page.click('#hint');
    const text = await page.locator('#hint-text').textContent();
    const hinted = Number(/on square (\d+)/.exec(text)?.[1]);
    assert.ok(optimalMoves('shift', dist, startBoard).includes(hinted), text);
    assert.ok(await waitRing(page, hinted), `the hinted checker on ${hinted} is ringed on the canvas`);
    await clickSquare(page, hinted);
    await waitStep(page, 1);
    assert.equal((await hooks(page)).board, apply('shift', startBoard, hinted));
    assert.match(await status(page), /^1 move made, still on an optimal solution; the goal needs 7 more moves\.$/);
    assert.equal(await page.locator('#hint-text').textContent(), '');
    // Start over: back at step 0 on an optimal solution.
    await page.click('#restart');
    await waitStep(page, 0);
    assert.match(await status(page), onPath);
    await page.screenshot({ path: artifact('play-hint.png') });
  });
});

test('an illegal click is refused with the core\'s reason', async () => {
  await withPage('n=2&m=2&mode=play', async (page) => {
    // Already in play mode, the opening sentence asks for a move, not for ▶ or a mode.
    assert.match(await page.locator('#row-intro').textContent(), /Your turn: click a checker on the board to move it\.$/);
    await clickSquare(page, 2); // the hole
    assert.match(await status(page), /^Not allowed: square 2 is the hole\./);
    assert.equal((await hooks(page)).step, 0);
  });
});

test('keyboard-only play: arrows choose, Enter moves, shifting checkers 1 1 solved', async () => {
  await withPage('n=1&m=1&mode=play', async (page) => {
    const live = () => page.locator('#live').textContent();
    // The optimal solution: 0, 2, 1 (B_W -> _BW -> WB_ -> W_B). Legal moves are chosen in
    // increasing order of square: from B_W [0, 2], from _BW [1, 2], from WB_ [0, 1].
    assert.equal(await ringed(page, 0), false, 'nothing is ringed before a choice');
    await page.keyboard.press('ArrowRight');
    assert.match(await live(), /^Chosen: the black checker on square 0, 1 of 2 that can move/);
    assert.ok(await waitRing(page, 0), 'the chosen checker is ringed on the canvas');
    assert.equal(await ringed(page, 2), false);
    await page.keyboard.press('Enter');
    await waitStep(page, 1);
    assert.equal((await hooks(page)).board, '_BW');
    await page.keyboard.press('ArrowLeft');
    assert.match(await live(), /^Chosen: the white checker on square 2, 2 of 2/);
    await page.keyboard.press('Enter');
    await waitStep(page, 2);
    assert.equal((await hooks(page)).board, 'WB_');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.match(await live(), /^Chosen: the black checker on square 1/);
    await page.keyboard.press('Enter');
    await waitStep(page, 3);
    assert.equal((await hooks(page)).board, 'W_B');
    assert.match(await status(page), /Solved in 3 moves, which is optimal\./);
  });
});

test('dragging a checker onto the hole moves it; a drop elsewhere does not', async () => {
  await withPage('n=2&m=2&mode=play', async (page) => {
    const box = await page.locator('#board').boundingBox();
    const y = box.y + box.height / 2;
    const drag = async (from, to) => {
      await page.mouse.move(box.x + await squareX(page, from), y);
      await page.mouse.down();
      await page.mouse.move(box.x + await squareX(page, to), y, { steps: 8 });
      await page.mouse.up();
    };
    await drag(3, 4); // a white onto a white: nothing moves
    assert.match(await status(page), /^Nothing moved: drop a checker on the empty square/);
    assert.equal((await hooks(page)).step, 0);
    await drag(1, 2); // the black on 1 onto the hole
    await waitStep(page, 1);
    assert.equal((await hooks(page)).board, 'B_BWW');
  });
});

test('practice on shifting checkers 1 1 with one wrong answer: the score says so', async () => {
  await withPage('n=1&m=1', async (page) => {
    const practice = () => page.locator('#practice-status').textContent();
    await page.check('#practise');
    assert.match(await practice(), /^Step 1 of 3: which move comes next\?.*So far 0 right, 0 wrong\.$/);
    assert.equal(await page.locator('#play').isDisabled(), true);
    await clickSquare(page, 0); // right: the black slides
    await waitStep(page, 1);
    assert.match(await practice(), /^Right: the black checker on square 0\. Step 2 of 3/);
    // Wrong: sliding the black back is legal but not optimal; the page plays its move.
    await clickSquare(page, 1);
    await waitStep(page, 2);
    assert.equal((await hooks(page)).board, 'WB_');
    assert.match(await practice(), /^Not optimal: the solution moves the white checker on square 2; you chose square 1\. Step 3 of 3.*So far 1 right, 1 wrong\.$/);
    // An illegal answer is refused and not counted.
    await clickSquare(page, 2);
    assert.match(await practice(), /^Not allowed: square 2 is the hole\. Step 3 of 3/);
    // The last one from the keyboard: [0, 1] can move, the black on 1 is the second.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await waitStep(page, 3);
    assert.equal((await hooks(page)).board, 'W_B');
    assert.match(await practice(), /Practice complete: 2 right, 1 wrong, 0 watched, of 3 moves\.$/);
  });
});

test('practice=1 in a link starts practising, the URL follows the box, and an embed shows it only when asked', async () => {
  await withPage('n=1&m=1&practice=1', async (page) => {
    assert.equal(await page.isChecked('#practise'), true);
    assert.match(await page.locator('#practice-status').textContent(), /^Step 1 of 3: which move comes next\?/);
    await page.uncheck('#practise');
    await page.waitForFunction(() => !location.search.includes('practice'));
    await page.check('#practise');
    await page.waitForFunction(() => location.search.includes('practice=1'));
    // A new size keeps practising.
    await page.fill('#n', '2');
    await page.locator('#n').dispatchEvent('change');
    await page.waitForFunction(() => location.search.includes('n=2') && location.search.includes('practice=1'));
    assert.match(await page.locator('#practice-status').textContent(), /^Step 1 of 5:/);
  });
  await withPage('n=1&m=1&practice=1&mode=play', async (page) => {
    assert.equal(await page.locator('#practice-bar').isVisible(), false, 'practice belongs to watch mode');
    await page.waitForFunction(() => !location.search.includes('practice'));
  });
  await withPage('n=1&m=1&embed=1&practice=1', async (page) => {
    assert.equal(await page.locator('#practice-bar').isVisible(), true);
    assert.equal(await page.isChecked('#practise'), true);
  });
  await withPage('n=1&m=1&embed=1', async (page) => {
    assert.equal(await page.locator('#practice-bar').isVisible(), false);
  });
});

test('practice and watching alternate at any step: a watched move is counted as watched', async () => {
  const [n, m] = [2, 1];
  const dist = distances('shift', n, m);
  const L = dist.get(start('shift', n, m));
  assert.equal(L, n * m + n + m);
  await withPage(`n=${n}&m=${m}`, async (page) => {
    const practice = () => page.locator('#practice-status').textContent();
    const answerRight = async (k) => {
      const board = (await hooks(page)).board;
      await clickSquare(page, optimalMoves('shift', dist, board)[0]);
      await waitStep(page, k);
    };
    await page.check('#practise');
    await answerRight(1);
    // Watch the next move, then practise again.
    await page.uncheck('#practise');
    assert.equal(await practice(), '');
    await page.click('#forward');
    await waitStep(page, 2);
    await page.check('#practise');
    assert.match(await practice(), new RegExp(`^Step 3 of ${L}:.*So far 1 right, 0 wrong\\.$`));
    for (let k = 3; k <= L; k++) await answerRight(k);
    assert.equal((await hooks(page)).board, goal('shift', n, m));
    assert.match(await practice(), new RegExp(`Practice complete: ${L - 1} right, 0 wrong, 1 watched, of ${L} moves\\.$`));
    await page.screenshot({ path: artifact('practice.png') });
  });
});

test('axe-core finds no accessibility violations in play mode and in practice', async () => {
  const check = async (page, what) => {
    const result = await axeViolations(page);
    assert.deepEqual(result, [], what);
  };
  await withPage('n=2&m=2&mode=play', async (page) => {
    await clickSquare(page, 0); // a wrong move, then the hint with its undo button
    await waitStep(page, 1);
    await page.click('#hint');
    await check(page, 'play mode with a hint');
  });
  await withPage('puzzle=pairs&n=3', async (page) => {
    await page.check('#practise');
    await page.keyboard.press('ArrowRight');
    await check(page, 'practice');
  }, { width: 360, height: 780 });
});

test('a large board: the least moves are a proven lower bound, labelled so, and the hint leads back to the solution', async () => {
  // Shifting checkers 20 20 (41 squares, L = 440) is far above the exhaustive tables' caps.
  await withPage('n=20&m=20&mode=play', async (page) => {
    assert.match(await status(page), /^0 moves made, still on an optimal solution; the goal needs 440 more moves\.$/);
    await page.click('#hint');
    assert.match(await page.locator('#hint-text').textContent(), /^Hint: move the black checker on square 19,/);
    // The black on 18 jumps the black on 19 into the hole on 20: off the page's solution.
    await page.fill('#play-square', '18');
    await page.press('#play-square', 'Enter');
    await waitStep(page, 1);
    // A jump over its own colour changes neither inversions nor the slides still forced
    // (docs/shift-optimality.md), so the bound alone proves the move wasted.
    assert.match(await status(page), /^1 move made, off every optimal solution; the goal needs at least 440 more moves \(a proven lower bound\)\./);
    await page.click('#hint');
    assert.match(await page.locator('#hint-text').textContent(), /left the known optimal solution at step 1: undo 1 move to follow it again/);
    await page.click('#hint-undo');
    await waitStep(page, 0);
    assert.match(await status(page), /still on an optimal solution; the goal needs 440 more moves/);
  });
});

test('two million legal moves: the sentence names the first 20 and counts the rest, and every one still plays', async () => {
  // Pairs n = 10^6 at the start: any two adjacent checkers fit the two holes, 1,999,999
  // moves (issue 40: naming them all froze the tab for seconds).
  await withPage('puzzle=pairs&n=1000000&mode=play', async (page) => {
    const names = Array.from({ length: 20 }, (_, i) => i).join(', ');
    assert.equal(await page.locator('#movable').textContent(), `Legal moves now: ${names} and 1,999,979 more.`);
    // A move past the ones named: the pair on 1999996 and 1999997 into the holes.
    await page.fill('#play-square', '1999996');
    await page.press('#play-square', 'Enter');
    await waitStep(page, 1);
    assert.match(await page.locator('#movable').textContent(), /^Legal moves now: (\d+, ){19}\d+ and [\d,]+ more\.$/);
  });
});

test('a dead end is named as such', async () => {
  const dist = distances('shift', 2, 2);
  await withPage('n=2&m=2&mode=play', async (page) => {
    // BB_WW -> B_BWW (optimal) -> _BBWW: the black on 0 jumps the black on 1.
    await clickSquare(page, 1);
    await waitStep(page, 1);
    await clickSquare(page, 0);
    await waitStep(page, 2);
    const board = (await hooks(page)).board;
    assert.equal(board, '_BBWW');
    // By the rules: every move from here that brings the goal nearer leads back to B_BWW,
    // which the line has just left.
    const nearer = optimalMoves('shift', dist, board).map((s) => apply('shift', board, s));
    assert.deepEqual(nearer, ['B_BWW']);
    assert.match(await status(page), new RegExp(`^2 moves made, off every optimal solution since move 2; the goal needs ${dist.get(board)} more moves\\. Dead end: the quickest way on starts by going back\\.$`));
  });
});

test('practice answers given faster than the moves glide are each judged on the right step', async () => {
  const moves = shiftSolution(2, 2, 'right');
  await withPage('n=2&m=2', async (page) => {
    await page.check('#practise');
    for (const square of moves) await clickSquare(page, square); // no waiting for the glides
    await waitStep(page, moves.length);
    assert.equal((await hooks(page)).board, goal('shift', 2, 2));
    await waitText(page, '#practice-status', /Practice complete/);
    assert.match(await page.locator('#practice-status').textContent(), /Practice complete: 8 right, 0 wrong, 0 watched, of 8 moves\.$/);
  });
});

test('practice by keyboard alone: Space toggles Practise, arrows and Enter answer from there', async () => {
  await withPage('n=1&m=1', async (page) => {
    await page.focus('#practise');
    await page.keyboard.press('Space');
    assert.equal(await page.locator('#practise').isChecked(), true);
    // B_W: [0, 2] can move; the black on 0 is the solution's move (first = right).
    await page.keyboard.press('ArrowRight');
    assert.match(await page.locator('#live').textContent(), /^Chosen: the black checker on square 0/);
    await page.keyboard.press('Enter');
    await waitStep(page, 1);
    assert.match(await page.locator('#practice-status').textContent(), /^Right: the black checker on square 0\. Step 2 of 3/);
    await page.focus('#practise');
    await page.keyboard.press('Space');
    assert.equal(await page.locator('#practise').isChecked(), false);
    assert.equal(await page.locator('#play').isDisabled(), false);
  });
});
