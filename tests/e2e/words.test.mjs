// Words for people (issue 26, item 4), for every game of the catalog: its default page, the
// states its own buttons lead to (a play, a hint, a solution), and refusals of bad link values
// show no command-line flag (`--empty`), no ASCII arrow (`->`), no hyphen-minus used as a minus
// sign, no internal limit written as a bare run of digits (250000), and never "pagoda" without
// its explanation. What a visitor typed is quoted back as typed, so quoted values are skipped.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, guardedPage } from './helpers.mjs';
import { catalogFromCli } from './helpers-catalog.mjs';

const env = useBrowser();
const catalog = catalogFromCli();

/// Bad values every parameter gets, one parameter at a time (from hostile.test.mjs's list).
const BAD = ['-3', '9007199254740993', 'zz'];

/// Links that reach a game's own refusals and verdicts, beyond the catalog's defaults: a hole
/// listed twice, a start in another position class, a start a pagoda function refuses.
const EXTRA = {
  peg: [
    'empty=d4,d4', 'empty=c4&finish=d4', 'board=french&empty=d4&finish=d4',
    // Two pegs, c4 and e4, in the central game's class: a pagoda function refuses them.
    'empty=a3,a4,a5,b3,b4,b5,c1,c2,c3,c5,c6,c7,d1,d2,d3,d4,d5,d6,d7,e1,e2,e3,e5,e6,e7,f3,f4,f5,g3,g4,g5&finish=d4',
  ],
  octal: ['code=0.3f&upto=2000'],
  shift: ['n=1000000000&m=1000000000'],
};

/// The explanation that goes with the word "pagoda" wherever the page uses it.
const PAGODA = 'a weighting of the holes that no jump can increase';

/// Words a game's own cases above must show somewhere (so the checks saw those states).
const SHOWS = {
  peg: ['listed twice among the empty holes', 'position classes', PAGODA],
  nim: ['→'],
};

/// Every word a visitor can meet: the visible text, the accessible names and tooltips, and
/// the live regions (often visually hidden, read aloud).
const wordsOnPage = (page) => page.evaluate(() => {
  const parts = [document.body.innerText];
  for (const el of document.querySelectorAll('[aria-label], [title], [aria-description]')) {
    parts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '', el.getAttribute('aria-description') ?? '');
  }
  for (const el of document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')) parts.push(el.innerText);
  return parts.filter(Boolean).join('\n');
});

/// The problems in `text`, as short quotes. What the visitor typed is theirs: values quoted
/// back ('…', "…", ‘…’, “…”) and the link's own values `typed` are skipped.
export function wordProblems(text, typed = []) {
  let said = text.replace(/'[^'\n]*'|"[^"\n]*"|‘[^’\n]*’|“[^”\n]*”/g, '‹value›');
  for (const v of typed) said = said.replaceAll(v, '‹value›');
  const problems = [];
  const around = (m) => JSON.stringify(said.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40));
  for (const m of said.matchAll(/--[A-Za-z]/g)) problems.push(`a command-line flag: ${around(m)}`);
  for (const m of said.matchAll(/->/g)) problems.push(`an ASCII arrow: ${around(m)}`);
  for (const m of said.matchAll(/(?:^|[\s([=:,;])-\d/gm)) problems.push(`a hyphen-minus as a minus sign: ${around(m)}`);
  for (const m of said.matchAll(/(?<![\d.,\w])\d{5,}(?![\d.,]\d)/g)) problems.push(`a number without grouping: ${around(m)}`);
  if (/pagoda/i.test(said) && !said.includes(PAGODA)) problems.push(`"pagoda" without its explanation: ${around(/pagoda/i.exec(said))}`);
  return problems;
}

test('the word check itself finds each kind of problem and passes plain words', () => {
  assert.equal(wordProblems('d4 is listed twice in --empty').length, 1);
  assert.equal(wordProblems('heap 1: 5 -> 3').length, 1);
  assert.equal(wordProblems('energy -3').length, 1);
  assert.equal(wordProblems('the search remembered 250000 dead positions').length, 1);
  assert.equal(wordProblems('a pagoda function is lower at the start').length, 1);
  assert.deepEqual(wordProblems(`heap 1: 5 → 3, energy −3, d2-d4, 250,000 positions, 1-D Push-*, heaps must be whole, not '-3'`), []);
  assert.deepEqual(wordProblems(`a pagoda function (${PAGODA}) is lower`), []);
});

/// Waits until the shell says a game is on screen.
const onScreen = (page) => page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });

/// Lets the view settle: two frames and a short pause for a worker's answer.
const settle = (page) => page.evaluate(() => new Promise((r) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 250)));

/// Presses each of the view's visible, enabled buttons once, in order (at most `most`: a
/// play, a hint, a solution, an undo…), checking the words after each.
async function pressEach(page, check, where, typed = [], most = 12) {
  const buttons = page.locator('#view-root button:visible');
  const count = Math.min(await buttons.count(), most);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
    const name = (await button.innerText()).trim() || (await button.getAttribute('aria-label'));
    await button.click({ timeout: 2000 }).catch(() => {});
    await settle(page);
    await check(`${where}, after "${name}"`, typed);
  }
}

for (const game of catalog.games) {
  test(`${game.id}: every sentence of its page, its buttons' states and its refusals is in words for people`, async () => {
    const { page, problems } = await guardedPage(env.browser.context, env.server.url);
    // Each problem once, with the first state that showed it.
    const found = new Map();
    let seen = '';
    const check = async (where, typed = []) => {
      const words = await wordsOnPage(page);
      seen += words;
      for (const p of wordProblems(words, typed)) if (!found.has(p)) found.set(p, where);
    };
    try {
      await page.goto(`${env.server.url}?puzzle=${game.id}`);
      await onScreen(page);
      await check('default page');
      await pressEach(page, check, 'default page');
      // A play on the canvas where the view takes one: a click in its middle.
      const canvas = page.locator('#view-root canvas:visible').first();
      if (await canvas.count()) {
        await canvas.click({ timeout: 2000 }).catch(() => {});
        await settle(page);
        await check('after a click on the board');
      }
      // Refusals: each parameter with each bad value, and the game's own cases.
      const links = [];
      for (const p of game.params) for (const v of BAD) links.push(new URLSearchParams({ puzzle: game.id, [p.name]: v }).toString());
      for (const q of EXTRA[game.id] ?? []) links.push(`puzzle=${game.id}&${q}`);
      for (const q of links) {
        const typed = [...new URLSearchParams(q).values()].filter((v) => BAD.includes(v));
        await page.goto(`${env.server.url}?${q}`);
        await onScreen(page);
        await settle(page);
        await check(q, typed);
        // After a bad value, the view's first button (often a mode); after a game's own
        // case, each of its buttons (a solution refused, a hint from a lost position).
        await pressEach(page, check, q, typed, EXTRA[game.id]?.some((e) => q.endsWith(e)) ? 12 : 1);
      }
      assert.deepEqual([...found].map(([p, where]) => `${where}: ${p}`), []);
      for (const words of SHOWS[game.id] ?? []) assert.ok(seen.includes(words), `${game.id} shows "${words}" somewhere`);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}
