// The page in the reader's language (docs/design.md "Languages"): lang= named when the lab
// does not have it, the browser's language followed, the menu keeping the address, French
// numbers, the embed code, the worksheet and the element in the language of the page, and
// en-XA (every message accented, in brackets) leaving no English on the front page. The
// fr/es/de game and page messages are asserted only through <html lang> and the shell's own.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, guardedPage, launch, ready } from './helpers.mjs';

const env = useBrowser();
const NNBSP = '\u202f';

/// Opens `query` on the page, waits until the page says it is ready, runs `fn(page)`, and
/// fails on any console error, page error or foreign request.
async function onPage(query, fn, browser = env.browser) {
  const { page, problems } = await guardedPage(browser.context, env.server.url);
  try {
    await page.goto(`${env.server.url}${query}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
    await fn(page);
    assert.deepEqual(problems, [], 'no console errors, page errors or foreign requests');
  } finally {
    await page.close();
  }
}

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

test('lang=zz is named in a message, and English is used', async () => {
  await onPage('?puzzle=shift&n=3&m=2&lang=zz', async (page) => {
    assert.equal(await htmlLang(page), 'en');
    assert.match(await page.locator('#message').textContent(), /zz/);
    // Refused values are said in English too.
  });
});

test("the browser's language is followed: a German browser gets the page in German", async () => {
  const german = await launch({ locale: 'de-DE' });
  try {
    await onPage('?puzzle=shift&n=0&m=2', async (page) => {
      assert.equal(await htmlLang(page), 'de');
      assert.match(await page.locator('#message').textContent(), /Im Link ist n="0" ungültig \(erwartet wird eine ganze Zahl von 1 bis 1\.000\.000\.000\)/);
    }, german);
  } finally {
    await german.close();
  }
});

test("the language menu keeps the address's settings", async () => {
  await onPage('?puzzle=shift&n=4&m=3&first=left&step=2', async (page) => {
    assert.equal(await htmlLang(page), 'en');
    await Promise.all([page.waitForURL(/lang=fr/), page.selectOption('#lang-select', 'fr')]);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 20000 });
    assert.equal(await htmlLang(page), 'fr');
    const q = new URL(page.url()).searchParams;
    assert.deepEqual(['puzzle', 'n', 'm', 'first', 'step', 'lang'].map((k) => q.get(k)), ['shift', '4', '3', 'left', '2', 'fr']);
    assert.equal(await page.locator('#lang-select').inputValue(), 'fr');
  });
});

test('French groups the digits of a refused value with narrow spaces', async () => {
  await onPage('?puzzle=shift&n=0&m=2&lang=fr', async (page) => {
    assert.equal(await htmlLang(page), 'fr');
    const said = await page.locator('#message').textContent();
    assert.ok(said.includes(`Dans le lien, n="0" n’est pas un nombre entier de 1 à 1${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP};`), said);
  });
});

test('the embed code carries lang=fr and a title in French typography', async () => {
  await onPage('?puzzle=nim&heaps=3,4,5&lang=fr', async (page) => {
    await ready(page).catch(() => {});
    const code = await page.locator('#embed-code').inputValue();
    assert.match(code, /src="[^"]*[?&]amp;lang=fr"|src="[^"]*&amp;lang=fr[&"]/, code);
    assert.ok(code.includes(`title="movelab${NNBSP}: `), code);
    // The title is the heading in words, not a dump of parameters.
    assert.doesNotMatch(code, /title="[^"]*heaps = /, code);
  });
});

test('the worksheet is in French, as the page it was opened from', async () => {
  await onPage('?puzzle=shift&n=3&m=2&lang=fr', async (page) => {
    assert.match(await page.locator('#worksheet-link').getAttribute('href'), /[?&]lang=fr(&|$)/);
  });
  await onPage('www/worksheet.html?puzzle=shift&n=3&m=2&lang=fr', async (page) => {
    assert.equal(await htmlLang(page), 'fr');
    assert.equal(await page.locator('#print').textContent(), 'Imprimer cette fiche');
    assert.equal(await page.locator('#first-title').textContent(), 'Les premiers coups');
    assert.equal(await page.locator('.diagram .caption').first().textContent(), 'Départ');
    assert.match(await page.title(), new RegExp(`^Fiche${NNBSP}: `));
    assert.match(await page.locator('#footer').textContent(), /^movelab · la solution optimale compte 11 coups\.$/);
    // How a move is written is the core's fact, worded here (it was the core's English).
    assert.match(await page.locator('#rules').textContent(), /Écrivez un coup sous la forme le numéro de la case du pion qui bouge\./);
  });
});

const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course page</title>
<script type="module" src="./www/element.js"></script></head><body>
<movelab-puzzle id="es" lang="es" puzzle="shift" n="0" m="2"></movelab-puzzle>
</body></html>`;

test('the element speaks its lang attribute, and a new lang mounts it afresh in that one', async () => {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    await page.route(`${env.server.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
    await page.goto(`${env.server.url}host.html`);
    const message = page.locator('#es .message');
    await message.waitFor({ state: 'visible', timeout: 20000 });
    assert.match(await message.textContent(), /El atributo n="0" no es un número entero de 1 a 1\.000\.000\.000, así que el elemento usa n=3\./);
    assert.equal(await page.locator('#es .root').getAttribute('lang'), 'es');
    await page.locator('#es').evaluate((e) => e.setAttribute('lang', 'de'));
    await page.waitForFunction(() => document.getElementById('es').shadowRoot.querySelector('.root').lang === 'de', null, { timeout: 20000 });
    await page.waitForFunction(() => /Das Attribut n="0"/.test(document.getElementById('es').shadowRoot.querySelector('.message').textContent), null, { timeout: 20000 });
    // The page around it stays in its own language.
    assert.equal(await htmlLang(page), 'en');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('?lang=en-XA: the front page has no English word left outside the message files', async () => {
  await onPage('?lang=en-XA', async (page) => {
    assert.equal(await htmlLang(page), 'en-XA');
    // The menu names the pseudo-locale it is not offering, rather than showing a blank.
    assert.equal(await page.locator('#lang-select').inputValue(), 'en-XA');
    const left = await page.evaluate(() => {
      const copy = document.body.cloneNode(true);
      // What is not in the page's language by design: the menu's names of languages (each in
      // itself), cited titles in their own language, scripts, and what shows only without
      // them (<noscript>, whose words a running page never sees).
      for (const e of copy.querySelectorAll('script, style, noscript, [hidden], [lang]:not([lang="en-XA"])')) e.remove();
      let text = copy.textContent;
      // Messages are bracketed, possibly one inside another: removed innermost first.
      for (let before = ''; before !== text;) {
        before = text;
        text = text.replace(/\[[^[\]]*\]/g, ' ');
      }
      return text.match(/[A-Za-z]{3,}/g) ?? [];
    });
    assert.deepEqual(left, []);
  });
});

test('?lang=en-XA: a refused value of the link is said in the message files\' words', async () => {
  await onPage('?puzzle=shift&n=0&m=2&speed=fast&x=1&lang=en-XA', async (page) => {
    const lines = await page.locator('#message p').allTextContents();
    assert.ok(lines.length >= 3, lines.join('\n'));
    for (const line of lines) assert.match(line, /^\[.*\]$/, line);
  });
});

test("the element names a lang attribute the lab does not have, and speaks the browser's", async () => {
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    const host = HOST.replace('id="es" lang="es" puzzle="shift" n="0"', 'id="zz" lang="zz" puzzle="shift" n="3"');
    await page.route(`${env.server.url}host.html`, (route) => route.fulfill({ contentType: 'text/html', body: host }));
    await page.goto(`${env.server.url}host.html`);
    const message = page.locator('#zz .message');
    await message.waitFor({ state: 'visible', timeout: 20000 });
    assert.equal(await message.textContent(), 'The attribute lang="zz" names a language this player does not have yet, so it speaks English.');
    assert.equal(await page.locator('#zz .root').getAttribute('lang'), 'en');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});

test('a set command changes the language: the iframe starts again in it, the element mounts afresh', async () => {
  const frameHost = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course page</title></head><body>
<iframe id="f" title="movelab" src="./?puzzle=shift&n=4&m=3&step=2&embed=1" width="720" height="400"></iframe>
<movelab-puzzle id="el" puzzle="shift" n="3" m="2"></movelab-puzzle>
<script type="module" src="./www/element.js"></script></body></html>`;
  const { page, problems } = await guardedPage(env.browser.context, env.server.url);
  try {
    await page.route(`${env.server.url}frames.html`, (route) => route.fulfill({ contentType: 'text/html', body: frameHost }));
    await page.goto(`${env.server.url}frames.html`);
    const frame = page.frameLocator('#f');
    await frame.locator('body[data-ready="true"]').waitFor({ timeout: 20000 });
    await page.evaluate(() => document.getElementById('f').contentWindow.postMessage({ type: 'set', lang: 'fr' }, '*'));
    await page.waitForFunction(() => {
      const doc = document.getElementById('f').contentDocument;
      return doc?.documentElement?.lang === 'fr' && doc.body?.dataset.ready === 'true';
    }, null, { timeout: 20000 });
    const address = new URL(await page.evaluate(() => document.getElementById('f').contentWindow.location.href));
    assert.deepEqual(['n', 'm', 'step', 'embed', 'lang'].map((k) => address.searchParams.get(k)), ['4', '3', '2', '1', 'fr']);
    // The element: its lang attribute written, its view mounted afresh in German.
    await page.waitForFunction(() => document.getElementById('el').shadowRoot?.querySelector('canvas'), null, { timeout: 20000 });
    await page.evaluate(() => document.getElementById('el').set({ lang: 'de' }));
    await page.waitForFunction(() => document.getElementById('el').shadowRoot.querySelector('.root').lang === 'de', null, { timeout: 20000 });
    assert.equal(await page.locator('#el').getAttribute('lang'), 'de');
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
