// The register check (scripts/register.mjs, run by scripts/check-locales.mjs): the real message
// files pass it, a copy with one message put in the other register fails it naming the file,
// the message and the word, and the words that only look like the other register (German
// 'Sie' starting a sentence, French 'tête', Spanish 'haga lo que haga') pass.
//
// run: node --test tests/locales/   (make test-locales)

import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkRegister, registerProblems } from '../../scripts/register.mjs';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'locales');

test('the message files each address the reader one way', () => {
  assert.deepEqual(checkRegister(LOCALES), []);
});

/// Rewrites message `id` of `lang/file` in a copy of the locales: its whole entry (value,
/// variants, attributes) becomes `entry`.
function rewrite(dir, lang, file, id, entry) {
  const p = path.join(dir, lang, file);
  const lines = fs.readFileSync(p, 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${id} =`));
  assert.ok(start >= 0, `${lang}/${file} has ${id}`);
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end])) end++;
  lines.splice(start, end - start, ...entry.split('\n'));
  fs.writeFileSync(p, lines.join('\n'));
}

test('a copy with messages in the other register fails, naming the file, the message and the word', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'movelab-register-'));
  try {
    fs.cpSync(LOCALES, dir, { recursive: true });
    rewrite(dir, 'fr', 'worksheet.ftl', 'worksheet-rest-title', 'worksheet-rest-title = À toi\u202f: la suite des coups');
    rewrite(dir, 'fr', 'view-grid.ftl', 'grid-winner', 'grid-winner = { $winner ->\n        [you] Tu as gagné.\n       *[computer] L’ordinateur a gagné.\n    }');
    rewrite(dir, 'fr', 'page.ftl', 'page-present', 'page-present = Présenter\n    .title = Le plateau aussi grand que ta fenêtre le permet');
    rewrite(dir, 'fr', 'view-heaps.ftl', 'heaps-hint', 'heaps-hint = { $piece ->\n        [square] Clique sur une case, ou choisis un coup :\n       *[counter] Cliquez sur un jeton, ou choisissez un coup :\n    }');
    rewrite(dir, 'de', 'knights.ftl', 'knights-play-help-one', 'knights-play-help-one = Klicken Sie auf einen Springer, dann auf das Feld, auf das er springt.');
    rewrite(dir, 'de', 'page.ftl', 'page-footer', 'page-footer = Alles läuft in Ihrem Browser, auch offline.');
    rewrite(dir, 'es', 'view-row.ftl', 'row-first-thing', 'row-first-thing = Pulse ▶ para ver la solución, o elija «hacer yo los movimientos» para jugar.');
    rewrite(dir, 'es', 'page.ftl', 'page-footer', 'page-footer = Todo funciona en el navegador de usted, sin conexión.');
    const problems = checkRegister(dir);
    const expected = [
      ['fr/page.ftl: page-present.title', '“ta”'],
      ['fr/view-grid.ftl: grid-winner', '“Tu”'],
      ['fr/view-heaps.ftl: heaps-hint', '“Clique”'],
      ['fr/view-heaps.ftl: heaps-hint', '“choisis”'],
      ['fr/worksheet.ftl: worksheet-rest-title', '“toi”'],
      ['de/knights.ftl: knights-play-help-one', '“Sie”'],
      ['de/page.ftl: page-footer', '“Ihrem”'],
      ['es/page.ftl: page-footer', '“usted”'],
      ['es/view-row.ftl: row-first-thing', '“Pulse”'],
      ['es/view-row.ftl: row-first-thing', '“elija”'],
    ];
    for (const [where, word] of expected) {
      assert.ok(problems.some((p) => p.startsWith(`${where} says ${word}`)), `${where} ${word} is caught in:\n${problems.join('\n')}`);
    }
    // Nothing else: the rest of the copy is the real files, which pass.
    assert.equal(problems.length, expected.length, problems.join('\n'));
    for (const p of problems.filter((p) => p.startsWith('fr/'))) assert.match(p, /French addresses the reader as vous/);
    for (const p of problems.filter((p) => p.startsWith('de/'))) assert.match(p, /German addresses the reader as du/);
    for (const p of problems.filter((p) => p.startsWith('es/'))) assert.match(p, /Spanish addresses the reader as tú/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('words that only look like the other register pass', () => {
  const quiet = {
    de: [
      // Sie starting a sentence is 'it' or 'they'; lowercase sie and ihr are 'they' and 'her'.
      'a = Die Seite kann es nicht zeigen: { $why }. Sie zeigt stattdessen das Standardbrett.',
      'a = Deine Route bricht ab: Sie endet vor { $problem }.',
      'a = Die Spieler nehmen Steine, bis sie keine mehr haben; ihr Wert ist 0.',
      'a = { $winner ->\n        [you] „Sie“ sagt die Lehrkraft nicht\n       *[other] Sie gewinnen beide\n    }',
    ],
    fr: [
      // Letters of a word (tête, état, cette), -t- of a question, third persons starting a fragment.
      'a = Une tête, un état, cette case ; a-t-il gagné ? Écrivez `ta` tel quel.',
      'a = gagne : il mène à une position de valeur 0',
      'a = laisse ce tas à l’éloignement { $to }',
      'a = L’ordinateur joue et gagne ; je choisis plus tard.',
      'a = Gagne-t-il ? Joue-t-on encore ?',
    ],
    es: [
      // The third person of the subjunctive, 'su' as 'its'.
      'a = Quien mueve pierde, haga lo que haga; su valor es 0.',
      'a = Para que la computadora juegue primero, elige «computer».',
    ],
    en: ['a = Click a square; you win.'],
  };
  for (const [lang, sources] of Object.entries(quiet)) {
    for (const source of sources) assert.deepEqual(registerProblems(lang, 'x.ftl', source), [], `${lang}: ${source}`);
  }
  // And the same places with the other register are caught.
  assert.equal(registerProblems('de', 'x.ftl', 'a = { $name } Sie gewinnen.').length, 1);
  assert.equal(registerProblems('de', 'x.ftl', 'a = Gewinnen Sie gegen den Computer.').length, 1);
  assert.equal(registerProblems('fr', 'x.ftl', 'a = Indice : déplace { $move }.').length, 1);
  assert.equal(registerProblems('fr', 'x.ftl', 'a = { $rules } Écris un coup.').length, 1);
  assert.equal(registerProblems('fr', 'x.ftl', 'a = Tu peux t’arrêter.').length, 2);
  assert.equal(registerProblems('es', 'x.ftl', 'a = Resuélvalo y luego pulse Intro.').length, 2);
});
