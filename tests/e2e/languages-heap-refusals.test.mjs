// Refusals the core words as facts, seen on the page (issue 39): a heap game's table asked past
// its limit (the octal recursion's run from a heap of 300,000,000 counters), a turn of a link's
// moves= where every heap moves that names one heap twice, and a tic-tac-toe link whose moves=
// cannot be played again. Under en-XA each is worded with no English outside the brackets, and
// in French with French words and French number grouping.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, guardedPage, plainEnglish, readerText } from './helpers.mjs';

const env = useBrowser();

/// The reader's text of `query` once the page has settled, and the console's problems.
async function pageText(query) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    await page.goto(`${env.server.url}?${query}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const text = await page.evaluate(readerText);
    assert.deepEqual(problems, [], `${query}: no console errors`);
    return text;
  } finally {
    await page.close();
  }
}

/// Each case: its query (without lang=), what the en-XA page must show of the refusal (numbers
/// and notation, the same in every language), and what the French page must say.
const CASES = [
  {
    query: 'puzzle=octal&show=recursion&heaps=300000000',
    xa: [/268,435,456/, /300000000/],
    fr: [/une table d'un jeu octal va jusqu'au tas 268\u202f435\u202f456/, /pas 300000000/],
  },
  {
    query: 'puzzle=nim&variant=all&heaps=3,4&moves=1-2',
    xa: [/1-2/],
    fr: [/le tas 1 est joué deux fois dans ce tour/],
  },
  {
    query: 'puzzle=tictactoe&moves=5.5',
    xa: [/5\.5/],
    fr: [/coup n° 2\u202f: la case 5 contient déjà x/],
  },
  {
    query: 'puzzle=tictactoe&moves=5.x',
    xa: [/5\.x/],
    fr: [/coup n° 2\u202f: "x" n'est pas une case/],
  },
];

test('en-XA: a refused table, every-heap turn and tic-tac-toe move are worded with no English', async () => {
  for (const { query, xa } of CASES) {
    const text = await pageText(`${query}&lang=en-XA`);
    for (const shown of xa) assert.match(text, shown, query);
    // The link's own names and values, and the lab's name, are not English sentences.
    const allowed = ['movelab', 'scorm', 'csv', 'json', 'octal', 'nim', 'tictactoe', 'recursion', 'variant', 'all', 'heaps', 'moves', 'show', 'puzzle'];
    assert.deepEqual([...new Set(plainEnglish(text, allowed))], [], query);
  }
});

test('fr: the same refusals in French, numbers grouped as French groups them', async () => {
  for (const { query, fr } of CASES) {
    const text = await pageText(`${query}&lang=fr`);
    for (const said of fr) assert.match(text, said, query);
    assert.doesNotMatch(text, /is not|cannot|already holds|goes up to|moves twice/, query);
  }
});

test('the octal rules say what the code allows in plain words; its digits are explained behind "How it is solved"', async () => {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  // 0.77's moves from the core's fact (core/src/octal/plain.rs), worded in the page's language.
  const plain = {
    fr: /^Tas\u202f: 7 et 5\. À son tour, un joueur choisit un tas et peut y prendre 1 ou 2 jetons, et ce qui reste forme un seul tas, est partagé en deux tas ou disparaît\. /,
    en: /^Heaps 7 and 5\. On a turn, a player chooses one heap and may take 1 or 2 counters from it, and what is left stays one heap, is split into two heaps or is gone\. /,
  };
  try {
    for (const [query, how, rules] of [
      ['puzzle=octal&lang=fr', /^Le code 0\.77 écrit la règle en chiffres\./, plain.fr],
      ['puzzle=octal&lang=en', /^The code 0\.77 writes the rules in digits\./, plain.en],
      // en-XA's list joins with pseudo words too: no English "and" inside the brackets.
      ['puzzle=octal&lang=en-XA', /^\[Ţĥé çöđé 0\.77 /, /^\[Ĥéâþš 7 âñđ 5\. /],
      ['puzzle=nim&lang=fr', null, null],
    ]) {
      await page.goto(`${env.server.url}?${query}`);
      await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
      const shown = await page.evaluate(() => {
        const p = document.querySelector('#heaps-how .heaps-how');
        return { rules: document.querySelector('.heaps-rules').textContent, hidden: p.hidden, how: p.textContent };
      });
      assert.doesNotMatch(shown.rules, /chiffre|digit|code/, query);
      if (rules) assert.match(shown.rules, rules, query);
      if (how) assert.match(shown.how, how, query);
      assert.equal(shown.hidden, !how, query);
    }
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
