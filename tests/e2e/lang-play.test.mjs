// The heap games', tic-tac-toe's and the recorded runs' views in another language (issue
// 39): under the pseudo-locale en-XA every sentence the heaps and tic-tac-toe views show,
// their accessible names and narration come from the message files (each message in
// [brackets], its letters accented), after a move and after a refusal; in French the page
// says so (`<html lang="fr">`) and speaks it.
// One test for all of them: each opened page costs CI time.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, guardedPage, outsideBrackets, plainEnglish } from './helpers.mjs';

const env = useBrowser();

/// Game notation the core writes and the page shows as it is (a move's label: `heap 1:
/// take 2, leave 3 and 3`, K in a row's `squares 3–4`), which no language translates.
const NOTATION = new Set(['heap', 'take', 'leave', 'and', 'none', 'split', 'into', 'square', 'squares']);

/// The words of the view a visitor can meet: its text, accessible names and tooltips, and
/// the page's message and live regions. The rules are left out: their settings are worded by
/// www/params.js (heaps listed, a choice's value), the catalog's part of this issue.
const wordsOf = (page) => page.evaluate(() => {
  const root = document.getElementById('view-root').cloneNode(true);
  for (const rules of root.querySelectorAll('.heaps-rules, .ttt-rules')) rules.remove();
  document.body.append(root);
  root.hidden = false;
  const parts = [root.innerText];
  root.remove();
  for (const el of root.querySelectorAll('[aria-label], [title]')) parts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
  for (const id of ['message', 'live']) parts.push(document.getElementById(id)?.innerText ?? '');
  return parts.join('\n');
});

/// Plain English words outside the bracketed messages, less notation and the link's own
/// values `typed`.
function englishLeft(text, typed = []) {
  const rest = typed.reduce((t, v) => t.replaceAll(v, ' '), outsideBrackets(text));
  return plainEnglish(rest, [...NOTATION]);
}

/// Opens `query`, waits for `ready`, runs `fn(page)`, then checks the guards.
async function open(query, ready, fn) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${env.server.url}?${query}`);
    await page.waitForSelector(ready, { timeout: 20000 });
    await fn(page);
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
  } finally {
    await page.close();
  }
}

test('the heaps, tic-tac-toe and runs views speak en-XA and French: in play, with values shown, and refusing', async () => {
  const noEnglish = async (page, where, typed = []) => {
    assert.deepEqual(englishLeft(await wordsOf(page), typed), [], `no English left: ${where}`);
  };
  // Nim: a move played, the values shown (reasons, insight), the explorer opened.
  await open('puzzle=nim&heaps=3,4,5&lang=en-XA', '#heaps-canvas[data-step]', async (page) => {
    assert.equal(await page.getAttribute('html', 'lang'), 'en-XA');
    await page.locator('#heaps-values').check();
    await page.locator('#heaps-how summary').click();
    await page.locator('#heaps-moves button').first().click();
    await page.waitForFunction(() => document.getElementById('heaps-canvas').dataset.toMove === 'you');
    await noEnglish(page, 'nim after a move, values shown');
  });
  // A row of squares, and heaps too large to draw refused in words.
  await open('puzzle=kinrow&n=9&k=2&lang=en-XA', '#heaps-canvas[data-step]', async (page) => {
    await noEnglish(page, 'K in a row');
  });
  await open('puzzle=grundys&heaps=9,500&lang=en-XA', '#heaps-canvas[data-step]', async (page) => {
    assert.match(await page.locator('#message').innerText(), /500/);
    await noEnglish(page, 'grundys refusing a heap of 500', ['9,500']);
  });
  // The even/odd game at its end: its totals and the end, not "won for the player to move".
  await open('puzzle=parity&n=3&k=3&lang=en-XA', '#heaps-canvas[data-step]', async (page) => {
    await page.locator('#heaps-values').check();
    await page.locator('#heaps-moves button').last().click();
    await page.waitForSelector('#heaps-canvas[data-winner]');
    await noEnglish(page, 'the even/odd game over');
  });
  // Tic-tac-toe: a move, the tree, and a square refused.
  await open('puzzle=tictactoe&lang=en-XA', '#ttt-canvas[data-board]', async (page) => {
    // The board's middle is square 5; the computer answers at once (reduced motion).
    await page.locator('#ttt-canvas').click();
    await page.waitForFunction(() => document.getElementById('ttt-canvas').dataset.step === '2');
    await page.locator('#ttt-show').click();
    await page.locator('#ttt-canvas').click();
    await page.waitForFunction(() => /\[/.test(document.getElementById('ttt-status').innerText));
    await noEnglish(page, 'tic-tac-toe after a move and a refused square');
  });
  // French: the page says so, and the view's own words are French (narrow spaces before ':').
  await open('puzzle=nim&lang=fr', '#heaps-canvas[data-step]', async (page) => {
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.equal(await page.locator('#heaps-status').innerText(), 'À vous de jouer.');
    assert.equal(await page.locator('#heaps-how summary').innerText(), 'Comment le jeu est résolu');
  });
  await open('puzzle=tictactoe&lang=fr', '#ttt-canvas[data-board]', async (page) => {
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.match(await page.locator('#ttt-status').innerText(), /^À vous de jouer \(vous jouez x\)\.$/);
  });
  // A recorded run: the view's frame, the timeline and the core's facts of the run in French.
  await open('puzzle=nim&heaps=2,2&show=recursion&lang=fr', '#run-canvas[data-step]', async (page) => {
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.equal(await page.locator('#run-to-game').innerText(), 'Retour au jeu');
    assert.equal(await page.getAttribute('#run-play', 'aria-label'), 'Lire (Espace)');
    assert.equal(await page.locator('#run-answer').innerText(), 'G(2,2) = 0\u202f: le joueur qui doit jouer perd.');
  });
});
