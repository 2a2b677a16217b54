// How each language addresses the reader (docs/translating.md, "How to write"): French says
// vous, Spanish tú, German du, everywhere, because the page, the element, the worksheet and the
// command line are one voice and a pupil who reads « Choisissez » on the page and « Écris » on
// the sheet hears two people. This finds the other register's unambiguous markers in a
// language's messages; scripts/check-locales.mjs (make test-locales) fails on any, and
// tests/locales/register.test.mjs proves it catches a wrong file and passes the real ones.
//
// Only a message's own text is read: its value and attributes, every variant of every
// selector, with the variables and other placeables as a neutral stand-in and `code` left
// out (notation). Comments are the translators' and are not read.

import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@fluent/syntax';

// A word is a run of letters: JavaScript's \b knows only ASCII, and 'tête' must not hold 'te'.
const word = (alternatives) => `(?<![\\p{L}\\p{M}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{M}\\p{N}_])`;

// French tu-imperatives of the verbs this project uses. A -er verb's tu-imperative is spelled
// like its third person (« clique », « laisse », « gagne » start fragments such as
// heaps-why-wins = gagne : …), so those count only capitalized at a sentence's start, where a
// third person would need its subject; the forms that differ from the third person (écris /
// il écrit) count at any clause's start.
// Nouns spelled like one (échange, place, note, trace, montre, copie, entre) are left out.
const FR_ER = ['Clique', 'Joue', 'Complète', 'Vérifie', 'Donne', 'Essaie', 'Essaye', 'Appuie', 'Tape',
  'Déplace', 'Trouve', 'Gagne', 'Regarde', 'Mène', 'Laisse', 'Saute', 'Annule', 'Recommence', 'Glisse',
  'Passe', 'Va', 'Utilise', 'Sélectionne', 'Calcule', 'Retire', 'Ramasse', 'Télécharge', 'Imprime', 'Dépose',
  'Ajoute', 'Enlève', 'Observe', 'Écoute', 'Recule', 'Continue', 'Arrête', 'Amène', 'Tire', 'Coche'];
const FR_OTHER = ['écris', 'choisis', 'résous', 'prends', 'fais', 'mets', 'lis', 'remplis', 'reviens', 'pars',
  'vois', 'dis', 'réfléchis', 'construis', 'sors', 'attends', 'réponds', 'rends', 'descends', 'conduis',
  'reprends', 'apprends', 'prédis', 'prévois', 'inscris', 'relis'];
// Spanish usted-imperatives: also the third person of the present subjunctive (« haga lo que
// haga », « para que el ordenador juegue »), so they count only at a clause's start; 'sea'
// (« o sea ») and 'vaya' (« ¡vaya! ») are left out.
const ES_USTED = ['elija', 'haga', 'pulse', 'seleccione', 'escriba', 'mueva', 'juegue', 'introduzca', 'gane',
  'intente', 'coloque', 'deje', 'lleve', 'intercambie', 'complete', 'compruebe', 'resuelva', 'mire', 'vea',
  'arrastre', 'use', 'utilice', 'vuelva', 'empiece', 'comience', 'salte', 'tome', 'anote', 'marque', 'toque',
  'calcule', 'planee', 'señale', 'quite', 'suelte', 'practique', 'recorra', 'descargue', 'pegue', 'copie',
  'suba', 'avise', 'pruebe', 'cambie', 'deshaga', 'averigüe', 'ponga', 'diga', 'dé', 'espere', 'reúna',
  'retire', 'observe', 'siga', 'sitúese', 'imprima'];
// usted's enclitic forms differ from tú's (resuélvelo / resuélvalo) wherever they stand.
const ES_USTED_ANYWHERE = ['usted', 'ustedes', 'hágalo', 'hágala', 'elíjalo', 'elíjala', 'resuélvalo',
  'resuélvala', 'escríbalo', 'escríbala', 'muévalo', 'muévala', 'pruébelo', 'pruébela', 'recórralo',
  'recórrala', 'súbalo', 'súbala', 'déjelo', 'déjela', 'colóquelo', 'colóquela', 'arrástrelo', 'arrástrela',
  'quítelo', 'quítela', 'compruébelo', 'compruébela', 'dígame', 'fíjese'];

/// The previous text, without its trailing spaces, ends a sentence (or opens one).
const opensSentence = (before, marks) => {
  const t = before.replace(/\s+$/u, '');
  return t === '' || marks.test(t);
};
// A placeable may be a whole sentence ({ $rules } Écris un coup…), so for an imperative the
// stand-in may end one too; for German's Sie it does not ({ $name } Sie is formal).
const SENTENCE_END = /[.!?…◇]$/u;
const AFTER_COLON = /[:;(«—–]$/u;
// A clause starts after these, or after a conjunction that joins imperatives (« puis écris »).
const FR_CLAUSE = /(?:[.!?…:;(«—–◇]|(?<![\p{L}\p{M}])(?:puis|et|ou|ensuite|alors))$/u;
const ES_CLAUSE = /(?:[.!?…:;(«¿¡—–◇]|(?<![\p{L}\p{M}])(?:y|e|o|u|luego|después|entonces))$/u;
// German capitalizes a full sentence after a colon, and Sie there may be 'they' or 'it'.
// „ and » open a quotation in German; “ and « close one.
const DE_SENTENCE = /[.!?…:„(»‚]$/u;

/// Each language's rules: a regular expression and whether a match at that place counts.
export const REGISTERS = {
  fr: {
    want: 'vous',
    rules: [
      { re: new RegExp(word(['tu', 'te', 'toi', 'ton', 'ta', 'tes']), 'giu'), counts: () => true },
      { re: new RegExp(`(?<![\\p{L}\\p{M}])t['’](?=\\p{L})`, 'giu'), counts: () => true },
      { re: new RegExp(word(FR_OTHER), 'giu'), counts: (before) => opensSentence(before, FR_CLAUSE) },
      { re: new RegExp(`${word(FR_ER)}(?!-t-|-il|-elle|-on)`, 'gu'), counts: (before) => opensSentence(before, SENTENCE_END) },
      // Lowercase after a colon (« Indice : déplace… »), but not at a fragment's start (« gagne : il mène… »).
      { re: new RegExp(`${word(FR_ER)}(?!-t-|-il|-elle|-on)`, 'giu'), counts: (before) => AFTER_COLON.test(before.trimEnd()) },
    ],
  },
  es: {
    want: 'tú',
    rules: [
      { re: new RegExp(word(ES_USTED_ANYWHERE), 'giu'), counts: () => true },
      { re: new RegExp(word(ES_USTED), 'giu'), counts: (before) => opensSentence(before, ES_CLAUSE) },
    ],
  },
  de: {
    want: 'du',
    rules: [
      {
        re: new RegExp(word(['Sie', 'Ihr', 'Ihre', 'Ihnen', 'Ihren', 'Ihrem', 'Ihrer', 'Ihres']), 'gu'),
        counts: (before) => !opensSentence(before, DE_SENTENCE),
      },
    ],
  },
};

// Every text a pattern can give, one per path through its selectors. A placeable that is not
// text (a variable, a term, a function) stands as '◇': a word, so that what follows it is not
// taken for a sentence's start, and no marker of any language.
const STAND_IN = '◇';
function textsOf(pattern) {
  let texts = [''];
  for (const element of pattern.elements) {
    const options = element.type === 'TextElement' ? [element.value] : textsOfExpression(element.expression);
    texts = texts.flatMap((t) => options.map((o) => t + o));
  }
  return texts;
}
function textsOfExpression(e) {
  switch (e.type) {
    case 'StringLiteral':
      return [e.parse().value];
    case 'SelectExpression':
      return e.variants.flatMap((v) => textsOf(v.value));
    case 'Placeable':
      return textsOfExpression(e.expression);
    default:
      return [STAND_IN];
  }
}

/// The register problems of one file: "fr/worksheet.ftl: worksheet-rest-title says « toi »
/// (…À toi : la suite…); French addresses the reader as vous (docs/translating.md)".
export function registerProblems(lang, file, source) {
  const register = REGISTERS[lang];
  if (!register) return [];
  const problems = [];
  const named = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang);
  for (const entry of parse(source, { withSpans: false }).body) {
    if (entry.type !== 'Message' && entry.type !== 'Term') continue;
    const id = (entry.type === 'Term' ? '-' : '') + entry.id.name;
    const parts = [[id, entry.value], ...entry.attributes.map((a) => [`${id}.${a.id.name}`, a.value])];
    for (const [name, pattern] of parts) {
      if (!pattern) continue;
      const seen = new Set();
      for (const raw of textsOf(pattern)) {
        const text = raw.replace(/`[^`]*`/gu, STAND_IN).replace(/\s+/gu, ' ');
        for (const { re, counts } of register.rules) {
          for (const m of text.matchAll(re)) {
            if (!counts(text.slice(0, m.index)) || seen.has(m[0].toLowerCase())) continue;
            seen.add(m[0].toLowerCase());
            const context = text.slice(Math.max(0, m.index - 25), m.index + m[0].length + 25).trim().replaceAll(STAND_IN, '{…}');
            problems.push(`${lang}/${file}: ${name} says “${m[0]}” (…${context}…); ${named} addresses the reader as ${register.want} (docs/translating.md, "How to write")`);
          }
        }
      }
    }
  }
  return problems;
}

/// The register problems of every language under a locales folder.
export function checkRegister(localesDir) {
  const problems = [];
  for (const lang of fs.readdirSync(localesDir).sort()) {
    const dir = path.join(localesDir, lang);
    if (!REGISTERS[lang] || !fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort()) {
      problems.push(...registerProblems(lang, file, fs.readFileSync(path.join(dir, file), 'utf8')));
    }
  }
  return problems;
}
