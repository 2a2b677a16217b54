// Every game in every language (issue 39), with no test code of its own: for each game that
// `movelab catalog` lists, in play and with a refused value, and on the front page,
// - under the pseudo-locale en-XA, no word of the page (its text, its labels, titles and
//   placeholders) stands outside the [brackets] every message gets there: a sentence that
//   bypasses the message files is plain ASCII and stands out;
// - in fr, es and de, `<html lang>` is the language and no visible word is English only (a
//   word of the English files that none of the language's own files has);
// the same for the values the checker rows' and knights' cores refuse (CORE_REFUSALS).
// A game added to the catalog is tested here by that alone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, guardedPage, outsideBrackets, readerText } from './helpers.mjs';
import { catalogFromCli, messagesOf } from './helpers-catalog.mjs';

const env = useBrowser();
const catalog = catalogFromCli();

/// The words of a language's message files: what its sentences may hold.
function wordsOfFiles(lang) {
  const text = messagesOf(lang)
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    // Placeables are variables and selectors, not words a reader sees.
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/^\s*\*?\[[^\]]*\]/gm, ' ')
    .replace(/^[a-z][a-z0-9-]*\s*=/gm, ' ')
    .replace(/^\s*\.[a-z-]+\s*=/gm, ' ');
  return new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []);
}

/// Words of the English files that another language's files do not have: a page in that
/// language showing one of them shows English.
function englishOnly(lang) {
  const own = wordsOfFiles(lang);
  return new Set([...wordsOfFiles('en')].filter((w) => w.length >= 3 && !own.has(w)));
}

/// What a page may show that the files' words take for English, by game: the even/odd game's
/// German rules say 'will'. (The move buttons, the rows' key names and the core's refusals of
/// a typed value are worded, issue 39: their words are tested here by being absent.) The test
/// fails on any other word.
const LEFTOVERS = {
  parity: ['will'],
};

/// The words a page may show as they are: the URL's own names and values (a refusal names
/// the values a setting takes), and the leftovers above.
function allowedWords(game) {
  const own = game ? [game.id, ...game.params.flatMap((p) => [p.name, ...(p.kind.options ?? []).flatMap((o) => o.split(/\d+/))]), ...(LEFTOVERS[game.id] ?? [])] : [];
  return new Set(own.map((w) => w.toLowerCase()));
}

/// A query for `game` in play with its first setting refused (a value no parameter takes).
const refusedQuery = (game, lang) => `puzzle=${game.id}&mode=play&${game.params[0].name}=%3F!&lang=${lang}`;

/// Values the checker rows' and knights' cores refuse after the URL check let them through
/// (issue 39), each with what brings the refusal on screen: the rows' count past the page's
/// limit (the count's title), a move list past the export limit (a download clicked), and
/// knights' squares that are not squares or are off the board (the sentence on the page).
const CORE_REFUSALS = [
  { query: 'puzzle=shift&n=1&m=1000001', shown: '#count[title]:not([title=""])' },
  { query: 'puzzle=pairs&n=13', shown: '#count[title]:not([title=""])' },
  { query: 'puzzle=shift&n=1000&m=1000', then: (page) => page.click('#exports [data-export="csv"]'), shown: '#export-status:not(:empty)' },
  { query: 'puzzle=knights&mode=play&at=3;5' },
  { query: 'puzzle=knights&mode=play&size=8&at=9,9' },
  { query: 'puzzle=knights&mode=play&at=3,9999999999' },
];

/// How late the en-XA pages' view message files arrive (above).
const LATE_WORDS_MS = 300;

async function pageText(query, { then, shown } = {}) {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    // Under en-XA a view's message files arrive late, after its script: a view that words
    // its markup when its module loads, not when it mounts, shows the messages' ids.
    if (query.includes('lang=en-XA')) {
      await page.route('**/locales/*/view-*.ftl', async (route) => {
        await new Promise((r) => setTimeout(r, LATE_WORDS_MS));
        await route.continue();
      });
    }
    await page.goto(`${env.server.url}?${query}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
    await then?.(page);
    if (shown) await page.waitForSelector(shown, { state: 'attached', timeout: 10000 });
    // Settled: a view's first snapshot and narration are written in the frame after ready.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const result = { lang: await page.evaluate(() => document.documentElement.lang), text: await page.evaluate(readerText) };
    assert.deepEqual(problems, [], `${query}: no console errors`);
    return result;
  } finally {
    await page.close();
  }
}

test('en-XA: no word on any game, in play or refused, or on the front page, bypasses the message files', async () => {
  const leaks = [];
  const core = CORE_REFUSALS.map((c) => ({ ...c, game: catalog.games.find((g) => c.query.startsWith(`puzzle=${g.id}&`)) }));
  for (const { game, query: base, ...how } of [...[null, ...catalog.games].map((game) => ({ game })), ...core]) {
    const query = base ? `${base}&lang=en-XA` : game ? refusedQuery(game, 'en-XA') : 'lang=en-XA';
    const { lang, text } = await pageText(query, how);
    assert.equal(lang, 'en-XA', query);
    // ASCII words of three letters or more: en-XA writes every letter of a message accented.
    const plain = [...new Set(outsideBrackets(text).match(/\b[A-Za-z]{3,}\b/g) ?? [])].map((w) => w.toLowerCase());
    // The lab's name, and the download formats' (notation).
    const allowed = new Set(['movelab', 'scorm', 'csv', 'json', ...allowedWords(game)]);
    const left = plain.filter((w) => !allowed.has(w));
    if (left.length) leaks.push(`${query}: ${left.slice(0, 25).join(' ')}`);
  }
  assert.deepEqual(leaks, []);
});

for (const lang of ['fr', 'es', 'de']) {
  test(`${lang}: every game and the front page in ${lang}, with no English-only word`, async () => {
    const english = englishOnly(lang);
    const leaks = [];
    const core = CORE_REFUSALS.map((c) => ({ ...c, game: catalog.games.find((g) => c.query.startsWith(`puzzle=${g.id}&`)) }));
    for (const { game, query: base, ...how } of [...[null, ...catalog.games].map((game) => ({ game })), ...core]) {
      const query = base ? `${base}&lang=${lang}` : game ? refusedQuery(game, lang) : `lang=${lang}`;
      const { lang: shown, text } = await pageText(query, how);
      assert.equal(shown, lang, query);
      const allowed = allowedWords(game);
      const found = [...new Set((text.match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase()))].filter((w) => english.has(w) && !allowed.has(w));
      if (found.length) leaks.push(`${query}: ${found.slice(0, 25).join(' ')}`);
    }
    assert.deepEqual(leaks, []);
  });
}
