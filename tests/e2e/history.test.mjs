// Nothing lost (issue 40 item 1): every game that has a game in progress keeps it in its
// address, so a reload brings it back exactly, and Back steps back through the moves made.
// For each game of the catalog: two moves, a reload, then Back once. The swap automaton has
// no moves: its address keeps its row and step, checked by a reload.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, guardedPage } from './helpers.mjs';
import { catalogFromCli } from './helpers-catalog.mjs';
import { geometry, centre } from '../../www/views/grid-draw.js';

const env = useBrowser();
const catalog = catalogFromCli();

const moves = (page) => new URL(page.url()).searchParams.get('moves') ?? '';

/// The drawn position, as the view's canvases tell it to tests (their data hooks), and the
/// row's count of moves: what must be the same after a reload.
const position = (page) => page.evaluate(() => {
  const keep = ['board', 'step', 'heaps', 'row', 'robot', 'energy', 'plan', 'candies', 'turn', 'toMove', 'winner'];
  // (The candy plane's step is the box the keys have chosen, not the game.)
  const seen = [...document.querySelectorAll('#view-root canvas')].map((c) => keep
    .filter((k) => c.dataset[k] !== undefined && !(c.id === 'pl-canvas' && k === 'step'))
    .map((k) => `${k}=${c.dataset[k]}`).join(' '));
  return [...seen, document.getElementById('sentence')?.textContent ?? ''].join(' | ');
});

/// The computer has answered: the visitor is to move (or the game is over), nothing fades.
const ANSWERED = () => !document.querySelector('#heaps-canvas[data-fading]')
  && !document.querySelector('#view-root canvas[data-to-move="computer"], #view-root canvas[data-turn="computer"], #ttt-canvas[data-to-move="o"]');

/// Waits until the page shows a game whose link holds `record` and has settled.
async function settled(page, record) {
  await page.waitForFunction((r) => document.body.dataset.ready === 'true'
    && (new URLSearchParams(location.search).get('moves') ?? '') === r, record, { timeout: 20000 });
  await page.waitForFunction(ANSWERED, null, { timeout: 20000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/// Makes a move with `move` and returns the link's record once the computer has answered.
async function moved(page, move, before) {
  await move(page);
  await page.waitForFunction((b) => (new URLSearchParams(location.search).get('moves') ?? '') !== b, before, { timeout: 20000 });
  await page.waitForFunction(ANSWERED, null, { timeout: 20000 });
  await page.waitForTimeout(50); // the answer's record reaches the link in the same task
  return moves(page);
}

/// A click on square [x, y] of an n×n grid board (x from the left, y from the bottom).
async function clickGrid(page, n, [row, col]) {
  const box = await page.locator('#grid-board').boundingBox();
  const [cx, cy] = centre(geometry(box.width, n), row, col);
  await page.locator('#grid-board').click({ position: { x: cx, y: cy } });
}

/// The English board's hole `name` as [row, column] of its 7×7 square.
const hole = (name) => [Number(name[1]) - 1, name.charCodeAt(0) - 97];

/// The visitor's moves of each view: `first` and `second` make one move each (the computer
/// answers where it plays).
const heapMove = async (page) => {
  await page.waitForFunction(() => document.getElementById('heaps-canvas')?.dataset.toMove === 'you');
  await page.locator('#heaps-moves button:not([disabled])').first().click();
};
const PLAYS = {
  heaps: { query: '', first: heapMove, second: heapMove },
  row: {
    query: '&mode=play',
    first: async (page) => page.locator('#movable').textContent().then(async (t) => {
      await page.fill('#play-square', /(\d+)/.exec(t)[1]);
      await page.press('#play-square', 'Enter');
    }),
  },
  grid: {
    peg: {
      query: '&mode=play',
      first: async (page) => { await clickGrid(page, 7, hole('d2')); await clickGrid(page, 7, hole('d4')); },
      second: async (page) => { await clickGrid(page, 7, hole('f3')); await clickGrid(page, 7, hole('d3')); },
    },
    knights: {
      query: '&at=8,8;5,5',
      start: async (page) => page.locator('#grid-you-first').click(),
      first: async (page) => { await clickGrid(page, 8, [0, 7]); await clickGrid(page, 8, [1, 5]); },
    },
  },
  tree: { query: '', first: async (page) => { await page.focus('#ttt-canvas'); await page.keyboard.press('5'); } },
  track: { query: '&mode=play', first: async (page) => page.locator('#tr-moves button').first().click() },
  plane: {
    query: '&mode=play',
    first: async (page) => { await page.locator('#pl-canvas').focus(); await page.keyboard.press('Home'); await page.keyboard.press('Enter'); },
    second: async (page) => { await page.keyboard.press('ArrowDown'); await page.keyboard.press('Enter'); },
  },
};
PLAYS.row.second = PLAYS.row.first;
PLAYS.track.second = PLAYS.track.first;
PLAYS.grid.knights.second = async (page) => {
  // Any knight with a jump left (towards the corner, as the game's rules have it).
  const n = 8;
  const board = await page.locator('#grid-board').getAttribute('data-board');
  const knights = [...board].flatMap((c, k) => (c === '.' ? [] : [[(k % n) + 1, n - Math.floor(k / n)]]));
  const on = ([x, y]) => x >= 1 && y >= 1 && x <= n && y <= n;
  for (const [x, y] of knights) {
    const to = [[x - 2, y + 1], [x - 2, y - 1], [x + 1, y - 2], [x - 1, y - 2]].find(on);
    if (!to) continue;
    await clickGrid(page, n, [n - y, x - 1]);
    await clickGrid(page, n, [n - to[1], to[0] - 1]);
    return;
  }
  assert.fail(`no knight can jump on ${board}`);
};
PLAYS.tree.second = async (page) => {
  await page.waitForFunction(() => document.getElementById('ttt-canvas')?.dataset.toMove !== 'o');
  const board = await page.locator('#ttt-canvas').getAttribute('data-board');
  await page.keyboard.press(String(board.indexOf('.') + 1));
};

/// Opens `query`, waits for the game on screen; returns the page.
async function opened(query) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${env.server.url}?${query}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
  return { page, problems };
}

for (const game of catalog.games.filter((g) => g.id !== 'automaton')) {
  test(`${game.id}: two moves are kept in the address; a reload brings them back and Back takes the last one back`, async () => {
    const play = PLAYS[game.view][game.id] ?? PLAYS[game.view];
    const { page, problems } = await opened(`puzzle=${game.id}${play.query}`);
    try {
      await play.start?.(page);
      await settled(page, moves(page));
      const before = moves(page);
      const one = await moved(page, play.first, before);
      await settled(page, one);
      const afterOne = await position(page);
      const two = await moved(page, play.second, one);
      await settled(page, two);
      const afterTwo = await position(page);
      assert.ok(two.length > one.length, `${one} → ${two}`);
      await page.reload();
      await settled(page, two);
      assert.equal(await position(page), afterTwo, 'the reload shows the same game');
      assert.ok(await page.locator('#message').isHidden(), await page.locator('#message').textContent());
      await page.goBack();
      await settled(page, one);
      assert.equal(await position(page), afterOne, 'Back shows the game before the last move');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}

test('automaton: a reload keeps the row and the step', async () => {
  const { page, problems } = await opened('puzzle=automaton&cells=0110100101&step=3');
  try {
    const board = await page.locator('#st-canvas').getAttribute('data-board');
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.equal(await page.locator('#st-canvas').getAttribute('data-board'), board);
    assert.equal(await page.locator('#st-canvas').getAttribute('data-step'), '3');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a record too long for a link is kept by the tab under a short key, and said so', async () => {
  // Moves of the row back and forth until the record is over 1,600 characters.
  const { page, problems } = await opened('puzzle=shift&n=3&m=3&mode=play');
  try {
    const record = await page.evaluate(() => {
      const h = window.movelab.handle;
      let snap = h.act({ type: 'snapshot' });
      while (snap.game.record.length < 1600) snap = h.act({ type: 'move', square: snap.game.movable[0] });
      return snap.game.record;
    });
    assert.ok(record.length > 1500, `${record.length} characters`);
    // The page hears of the game through its own moves: one more by the form.
    await page.locator('#movable').textContent().then(async (t) => {
      await page.fill('#play-square', /(\d+)/.exec(t)[1]);
      await page.press('#play-square', 'Enter');
    });
    await page.waitForFunction(() => /^saved-[0-9a-f]{8}$/.test(new URLSearchParams(location.search).get('moves') ?? ''));
    assert.ok(page.url().length < 2000, page.url());
    assert.match(await page.locator('#message').textContent(), /too many for a link, so this browser tab keeps them/);
    const position0 = await position(page);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.equal(await position(page), position0, 'the tab brings the game back');
    // Another tab has no copy: the link's key is named and the game starts afresh.
    const other = await env.browser.context.newPage();
    await other.goto(page.url());
    await other.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.match(await other.locator('#message').textContent(), /kept by the browser tab that made them/);
    await other.close();
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
