// End-to-end tests of the tree view (puzzle=tictactoe, www/views/tictactoe.js) in Debian's
// headless chromium. The computer's moves are checked against the best moves of
// `movelab tictactoe`, the finished boards against the test's own lines of three, and the
// tree's node counts against the command line's, for each move order. Every test also fails
// on a console error, an uncaught exception or a request that leaves the page's origin.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { useBrowser, withPage as openPage, viewReady, ROOT, axeViolations } from './helpers.mjs';

const BIN = path.join(ROOT, 'target', 'debug', 'movelab');
const env = useBrowser();

before(() => {
  assert.ok(fs.existsSync(BIN), `${BIN} is built (cargo build --bin movelab)`);
});

const cli = (board, order = 'natural') => JSON.parse(execFileSync(BIN, [
  'tictactoe', board, '--order', order, '--format', 'json',
]).toString());

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
/// The test's own judge: the player with three in a row, 'draw' on a full board, or ''.
function outcome(board) {
  for (const p of ['x', 'o']) if (LINES.some((l) => l.every((k) => board[k] === p))) return p;
  return board.includes('.') ? '' : 'draw';
}

const hooks = (page) => page.evaluate(() => {
  const c = document.getElementById('ttt-canvas');
  return {
    puzzle: c.dataset.puzzle, board: c.dataset.board, step: Number(c.dataset.step),
    toMove: c.dataset.toMove, over: c.dataset.over,
  };
});

const waitStep = (page, step) => page.waitForFunction(
  (k) => document.getElementById('ttt-canvas')?.dataset.step === String(k), step, { timeout: 10000 },
);

// Reduced motion: the computer answers at once rather than after a pause.
const withPage = (query, fn, options) => openPage(env.browser, env.server, query, fn, {
  until: viewReady('ttt-canvas', 'data-board'), media: { reducedMotion: 'reduce' }, ...options,
});

test('perfect play against perfect play is a draw, every computer move a best one', async () => {
  await withPage('puzzle=tictactoe', async (page) => {
    let h = await hooks(page);
    assert.deepEqual([h.puzzle, h.board, h.step, h.toMove], ['tictactoe', '.........', 0, 'x']);
    await page.focus('#ttt-canvas');
    while (!h.over) {
      // The visitor (x) plays the command line's first best move, by its key.
      const mine = cli(h.board).best[0];
      await page.keyboard.press(String(mine));
      const beforeReply = h.board.slice(0, mine - 1) + 'x' + h.board.slice(mine);
      const answered = !outcome(beforeReply);
      await waitStep(page, h.step + (answered ? 2 : 1));
      h = await hooks(page);
      if (answered) {
        const reply = [...h.board].findIndex((ch, k) => ch !== beforeReply[k]) + 1;
        assert.equal(h.board[reply - 1], 'o');
        assert.ok(cli(beforeReply).best.includes(reply), `the computer's ${reply} on ${beforeReply} is a best move`);
      }
    }
    assert.equal(h.over, 'draw');
    assert.equal(outcome(h.board), 'draw');
    assert.match(await page.textContent('#ttt-status'), /draw/);
    assert.match(await page.textContent('#live'), /draw/);
  });
});

test('the computer begins when the visitor plays o, and wins when it can', async () => {
  await withPage('puzzle=tictactoe&side=o', async (page) => {
    await waitStep(page, 1);
    const h = await hooks(page);
    assert.equal(h.toMove, 'o');
    assert.ok(cli('.........').best.includes(h.board.indexOf('x') + 1));
  });
  // Choosing x starts again at once, the visitor to move.
  await withPage('puzzle=tictactoe&side=o', async (page) => {
    await waitStep(page, 1);
    await page.selectOption('#ttt-side', 'x');
    await waitStep(page, 0);
    assert.match(page.url(), /side=x|^(?!.*side=)/);
    assert.equal((await hooks(page)).board, '.........');
  });
  // x to move with two in a row: the computer (x) completes it at once.
  await withPage('puzzle=tictactoe&board=xx.oo....&side=o', async (page) => {
    await waitStep(page, 1);
    const h = await hooks(page);
    assert.deepEqual([h.board, h.over], ['xxxoo....', 'x']);
    assert.equal(outcome(h.board), 'x');
    assert.match(await page.textContent('#ttt-status'), /computer wins/);
    // A click on a square of a finished game changes nothing, and the core's refusal
    // (ttt-refused-over) says why.
    await page.click('#ttt-canvas', { position: { x: 150, y: 250 } });
    assert.equal((await hooks(page)).board, 'xxxoo....');
    assert.match(await page.textContent('#ttt-status'), /^Square \d: the game is over: start a new one\.$/);
    // New game: back to the start board, and the computer wins again.
    await page.click('#ttt-restart');
    await page.waitForFunction(() => document.getElementById('ttt-canvas').dataset.over === 'x');
  });
});

test('a board that cannot arise in play is refused in words, naming it', async () => {
  await withPage('puzzle=tictactoe&board=xxx......', async (page) => {
    const alert = await page.textContent('#ttt-error');
    assert.match(alert, /"xxx\.\.\.\.\.\."/);
    assert.match(alert, /x has 3 marks and o 0/);
    assert.equal(await page.getAttribute('#ttt-error', 'role'), 'alert');
    assert.equal((await hooks(page)).board, '.........');
    // The form refuses the same way and keeps the game shown.
    await page.fill('#ttt-board', 'xxxooo...');
    await page.click('#ttt-form button[type=submit]');
    assert.match(await page.textContent('#ttt-error'), /both x and o/);
    await page.fill('#ttt-board', 'x...o....');
    await page.click('#ttt-form button[type=submit]');
    assert.equal((await hooks(page)).board, 'x...o....');
    assert.match(page.url(), /board=x\.\.\.o\.\.\.\./);
  });
});

test('the tree: both counts as the command line gives them, for each move order', async () => {
  await withPage('puzzle=tictactoe&board=xo.......', async (page) => {
    await page.click('#ttt-show');
    const tree = () => page.evaluate(() => ({ ...document.getElementById('ttt-tree-canvas').dataset }));
    for (const order of ['natural', 'centre', 'best']) {
      await page.selectOption('#ttt-order', order);
      await page.waitForFunction((o) => document.getElementById('ttt-tree-canvas').dataset.order === o, order);
      const t = await tree();
      const want = cli('xo.......', order).nodes;
      assert.equal(Number(t.minimax), want.minimax, order);
      assert.equal(Number(t.alphabeta), want.alphabeta, order);
      // The whole tree fits the limit here: every position plain minimax visits is drawn.
      assert.equal(Number(t.nodes), want.minimax);
      assert.match(await page.textContent('#ttt-counts'), new RegExp(want.alphabeta.toLocaleString('en')));
    }
    assert.match(page.url(), /order=best/);
    // Zoom and pan change the drawing.
    const shot = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(
      () => r(document.getElementById('ttt-tree-canvas').toDataURL()),
    ))));
    const a = await shot();
    await page.focus('#ttt-tree-canvas');
    await page.keyboard.press('+');
    const b = await shot();
    assert.notEqual(a, b, 'zoomed');
    await page.keyboard.press('ArrowRight');
    assert.notEqual(await shot(), b, 'panned');
    // A move updates the tree to the new position.
    await page.focus('#ttt-canvas');
    await page.keyboard.press('5');
    await waitStep(page, 2);
    const board = (await hooks(page)).board;
    await page.waitForFunction((n) => document.getElementById('ttt-tree-canvas').dataset.minimax === String(n),
      cli(board, 'best').nodes.minimax);
  });
  // From the empty board the tree is too large to draw whole: it is drawn five moves deep.
  await withPage('puzzle=tictactoe', async (page) => {
    await page.click('#ttt-show');
    const t = await page.evaluate(() => ({ ...document.getElementById('ttt-tree-canvas').dataset }));
    assert.equal(Number(t.minimax), 549946);
    assert.equal(Number(t.alphabeta), cli('.........').nodes.alphabeta);
    assert.equal(Number(t.nodes), 18730);
    assert.match(await page.textContent('#ttt-counts'), /five|5 moves deep/);
    // It opens readable: the position and the nine after one move, each holding the count
    // of every position below it; a click draws one level more.
    assert.equal(t.levels, '1');
    assert.equal(await page.textContent('#ttt-levels'), '1 level of 5 drawn');
    const folded = await page.evaluate(async () => {
      const { layoutTree } = await import('./www/views/tictactoe-draw.js');
      const view = new window.movelab.wasm.TicTacToeView('.........', 'x', 'natural');
      const tree = view.act({ type: 'tree' }).reply;
      view.free();
      const l = layoutTree(tree, 1);
      const children = [...tree.parent.keys()].filter((i) => tree.parent[i] === 0);
      return {
        leaves: l.leaves,
        minimax: children.reduce((s, i) => s + l.foldedMinimax[i] + 1, 0),
        alphabeta: children.reduce((s, i) => s + l.foldedAlphabeta[i] + (tree.pruning[i] === 0 ? 1 : 0), 0),
      };
    });
    assert.deepEqual(folded, { leaves: 9, minimax: 549946 - 1, alphabeta: Number(t.alphabeta) - 1 });
    await page.click('#ttt-deeper');
    assert.equal(await page.getAttribute('#ttt-tree-canvas', 'data-levels'), '2');
    await page.click('#ttt-less');
    assert.equal(await page.getAttribute('#ttt-tree-canvas', 'data-levels'), '1');
    assert.ok(await page.isDisabled('#ttt-less'));
  });
});

test('readable in dark mode and without accessibility violations', async () => {
  await withPage('puzzle=tictactoe', async (page) => {
    await page.click('#ttt-show');
    assert.deepEqual(await axeViolations(page, '#view-root'), []);
    const corner = await page.evaluate(() => {
      const c = document.getElementById('ttt-canvas');
      const [r, g, b] = c.getContext('2d').getImageData(2, 2, 1, 1).data;
      return (r + g + b) / 3;
    });
    assert.ok(corner < 80, `a dark board background (${corner})`);
  }, { media: { reducedMotion: 'reduce', colorScheme: 'dark' } });
});

test('the game so far stays in the link (moves=) and comes back on reload', async () => {
  await withPage('puzzle=tictactoe', async (page) => {
    await page.focus('#ttt-canvas');
    await page.keyboard.press('5');
    await waitStep(page, 2);
    const board = (await hooks(page)).board;
    const o = board.indexOf('o') + 1;
    await page.waitForFunction(() => /moves=5\.\d/.test(location.search));
    assert.match(page.url(), new RegExp(`moves=5\\.${o}`));
    await page.reload();
    await page.waitForFunction(() => document.getElementById('ttt-canvas')?.dataset.step === '2');
    assert.equal((await hooks(page)).board, board);
    // Undo takes back the visitor's move and the answer, in the link too.
    await page.click('#ttt-undo');
    await waitStep(page, 0);
    await page.waitForFunction(() => !/moves=\d/.test(location.search));
  });
  // A record that cannot be played is named; the moves before it stay.
  await withPage('puzzle=tictactoe&moves=5.5', async (page) => {
    await waitStep(page, 2);
    const h = await hooks(page);
    assert.equal(h.board[4], 'x');
    assert.match(await page.textContent('body'), /move 2: square 5 already holds x/);
  });
});

