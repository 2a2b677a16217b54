// The page's words in the reader's language: the message files of locales/ (Project Fluent,
// joined per language at build time into dist/locales/<lang>.ftl), one language loaded, with
// numbers and lists by Intl. Every sentence the page, the element and the worksheet show comes
// through `t` (docs/design.md "Languages"; docs/translating.md for translators).

/// The languages of the menu, each named in itself.
export const LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français' },
  { tag: 'es', name: 'Español' },
  { tag: 'de', name: 'Deutsch' },
];
/// The pseudo-locale of the tests: English with every letter accented and each message in
/// brackets, so a sentence that bypasses the message files stands out.
export const PSEUDO = 'en-XA';

import { quoted } from './words.js';

// One literal address per file, so the element's one-file bundle can carry each inside it.
const FILES = {
  en: new URL('../locales/en.ftl', import.meta.url),
  fr: new URL('../locales/fr.ftl', import.meta.url),
  es: new URL('../locales/es.ftl', import.meta.url),
  de: new URL('../locales/de.ftl', import.meta.url),
};

/// The tag of the lab's language for `asked` ("fr-CA" → "fr", "EN-xa" → "en-XA"), or null.
export function ourLanguage(asked) {
  const tag = String(asked ?? '').trim();
  if (tag.toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  const primary = tag.split(/[-_]/)[0].toLowerCase();
  return LANGUAGES.some((l) => l.tag === primary) ? primary : null;
}

/// The language to speak: `asked` (lang=, the element's `lang`) when the lab has it, else the
/// first of the browser's `preferred` languages it has, else English. `problem` is a fact for
/// the page's messages when `asked` is one the lab does not have.
export function chooseLanguage(asked, preferred = []) {
  const fallback = preferred.map(ourLanguage).find(Boolean) ?? 'en';
  if (asked === undefined || asked === null || asked === '') return { lang: fallback, problem: null };
  const lang = ourLanguage(asked);
  if (lang) return { lang, problem: null };
  return { lang: fallback, problem: { id: 'lang-unknown', args: { lang: String(asked).slice(0, 40), used: fallback } } };
}

// Accented look-alikes of the ASCII letters, for en-XA.
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'âƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÂƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const PSEUDO_MAP = new Map([...PLAIN].map((c, k) => [c, [...ACCENTED][k]]));
const accent = (text) => [...text].map((c) => PSEUDO_MAP.get(c) ?? c).join('');

/// The words of one language from the text of its message file: `t(id, args)` and Intl's
/// number and list formats. `fluent` is Project Fluent's module (@fluent/bundle).
export function wordsOf(lang, source, { FluentBundle, FluentResource }) {
  const pseudo = lang === PSEUDO;
  // The lab writes British English ("3, 4 and 5", no serial comma).
  const locale = pseudo || lang === 'en' ? 'en-GB' : lang;
  // Plain text in the DOM: no bidirectional isolation marks around arguments.
  const bundle = new FluentBundle(locale, { useIsolating: false, transform: pseudo ? accent : (s) => s });
  const add = (text) => {
    const errors = bundle.addResource(new FluentResource(text));
    if (errors.length) console.warn('movelab: message file errors', errors);
  };
  add(source);
  const numbers = new Intl.NumberFormat(locale);
  const lists = {
    and: new Intl.ListFormat(locale, { type: 'conjunction' }),
    or: new Intl.ListFormat(locale, { type: 'disjunction' }),
  };
  // Fluent takes numbers, not BigInts: a count past 2^53 comes as its words already.
  const fluentArgs = (args) => Object.fromEntries(Object.entries(args ?? {}).map(([k, v]) => [k, typeof v === 'bigint' ? numbers.format(v) : v]));
  const format = (id, args, attribute) => {
    const message = bundle.getMessage(id);
    const pattern = attribute ? message?.attributes?.[attribute] : message?.value;
    if (!pattern) {
      console.warn(`movelab: no message ${id}${attribute ? `.${attribute}` : ''} in ${lang}`);
      return id;
    }
    const text = bundle.formatPattern(pattern, fluentArgs(args));
    return pseudo ? `[${text}]` : text;
  };
  return {
    lang,
    /// The `<html lang>` of the words shown.
    htmlLang: lang,
    has: (id) => bundle.hasMessage(id),
    /// Whether message `id` has a value (some have attributes only), and its attributes' names.
    hasValue: (id) => Boolean(bundle.getMessage(id)?.value),
    attributes: (id) => Object.keys(bundle.getMessage(id)?.attributes ?? {}),
    t: (id, args) => format(id, args),
    attr: (id, attribute, args) => format(id, args, attribute),
    number: (n) => numbers.format(n),
    // en-XA's joining words ("and", "or") pseudo too, the items (numbers, notation) as given.
    list: (items, or = false) => (or ? lists.or : lists.and).formatToParts(items.map(String))
      .map((part) => (pseudo && part.type === 'literal' ? accent(part.value) : part.value)).join(''),
    /// More messages of the same language (a view's file, www/views/index.js `wordsFor`).
    add,
  };
}

/// A part of `lang`'s messages as scripts/locales.mjs splits them for the page: `page` (the
/// frame, the task and every game's catalog words), each game's own (`nim`…) and each view's
/// (`view-heaps`…).
const partFile = (lang, part) => new URL(`../locales/${lang === PSEUDO ? 'en' : lang}/${part}.ftl`, import.meta.url);

async function text(file) {
  const r = await fetch(file);
  if (!r.ok) throw new Error(`${file} answered ${r.status}`);
  return r.text();
}

/// The words of `lang` beside Fluent (en-XA's are English's): its whole message file, or
/// with `parts` only the page's part, each view's file then fetched by `addWords` when a
/// game of that view opens (the page; the element, the single file and the worksheet, whose
/// modules cannot fetch by a computed address, take the whole file).
export async function loadWords(lang, { parts = false } = {}) {
  const file = parts ? partFile(lang, 'page') : FILES[lang === PSEUDO ? 'en' : lang] ?? FILES.en;
  const [fluent, source] = await Promise.all([import('../vendor/fluent.js'), text(file)]);
  const w = wordsOf(lang, source, fluent);
  w.parts = parts ? new Set(['page']) : null;
  return w;
}

/// Adds the message parts `names` (`view-heaps`, `nim`…) to the words in use, each once;
/// nothing to do where the whole file is loaded.
export async function addWords(names, w = current) {
  if (!w.parts) return;
  const missing = names.filter((n) => !w.parts.has(n));
  const sources = await Promise.all(missing.map((n) => text(partFile(w.lang, n))));
  missing.forEach((n, k) => {
    w.add(sources[k]);
    w.parts.add(n);
  });
}

/// The words in use on this page (set once by `useWords`, before anything is drawn).
let current = null;
export function useWords(words) {
  current = words;
  return words;
}
/// The words in use.
export const words = () => current;
/// Message `id` in the language in use.
export const t = (id, args) => current.t(id, args);

/// Words every element of `root` marked `data-l10n-id`: its text from the message's value
/// when it has one, and each attribute the message has (`.title`, `.aria-label`…).
export function translateTree(root, w = current) {
  for (const node of root.querySelectorAll('[data-l10n-id]')) {
    const id = node.dataset.l10nId;
    const args = node.dataset.l10nArgs ? JSON.parse(node.dataset.l10nArgs) : undefined;
    if (!w.has(id)) {
      console.warn(`movelab: no message ${id} in ${w.lang}`);
      continue;
    }
    for (const name of w.attributes(id)) node.setAttribute(name, w.attr(id, name, args));
    if (w.hasValue(id)) node.textContent = w.t(id, args);
  }
}

/// Fills the words of `catalog` (dist/catalog.js, which holds none) in place from the message
/// files, by the convention of core/src/catalog.rs: each game's `title` and `tagline`, its
/// parameters' `label` (and a choice's `optionLabels`), its runs' `title` and its tasks'
/// `sentence`. The intro, the rules and the heading take the settings (www/params.js
/// `introFor`, `rulesFor`, `headingFor`).
export function wordCatalog(catalog, w = current) {
  for (const g of catalog.games) {
    g.title = w.t(`${g.id}-title`);
    g.tagline = w.t(`${g.id}-tagline`);
    for (const p of g.params) {
      p.label = w.t(`${g.id}-param-${p.name}`);
      // A choice's values in words for a menu (the value itself stays in links and events).
      if (p.kind.type === 'choice') p.optionLabels = Object.fromEntries(p.kind.options.map((v) => [v, w.t(`${g.id}-param-${p.name}-${v}`)]));
    }
    for (const r of g.runs) r.title = w.t(`${g.id}-run-${r.name}`);
    for (const task of g.tasks) task.sentence = w.t(`${g.id}-task-${task.id}`);
  }
  return catalog;
}

/// The words of a page in `lang` (English's if that file cannot be had), in use from now on:
/// `<html lang>` set, the markup's `data-l10n-id` elements and the catalog worded.
export async function startWords(lang, catalog, root = document, { parts = false } = {}) {
  let w;
  try {
    w = await loadWords(lang, { parts });
  } catch (e) {
    console.warn(`movelab: the ${lang} messages could not be loaded (${e.message}); English is used`);
    w = await loadWords('en', { parts });
  }
  useWords(w);
  if (root === document) document.documentElement.lang = w.htmlLang;
  translateTree(root, w);
  if (catalog) wordCatalog(catalog, w);
  return w;
}

/// A fact of the core (`{ id, args }`, core/src/message.rs) in words: a count past 2^53
/// (`{ big }`) grouped as numbers are, a value as typed (`{ typed }`) quoted as every message
/// quotes one, a nested fact worded first.
export function wordFact(fact, w = current) {
  const args = {};
  for (const [name, v] of Object.entries(fact.args ?? {})) {
    if (v === null || typeof v !== 'object') args[name] = v;
    else if ('big' in v) args[name] = BigInt(v.big);
    else if ('typed' in v) args[name] = quoted(v.typed);
    else args[name] = wordFact(v, w);
  }
  return w.t(fact.id, args);
}

/// The fact `{ id, args }` an error from the wasm core carries (web/src/lib.rs `fact_err`:
/// its message is the fact as JSON), or is (a worker posts the fact itself); null for none.
export function factOf(error) {
  if (typeof error?.id === 'string' && !(error instanceof Error)) return error;
  const text = typeof error === 'string' ? error : error?.message;
  if (typeof text !== 'string' || !text.startsWith('{"id":')) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/// An error in words: the core's fact worded, else the error's own text (a check of the
/// page's own, which a visitor should not meet).
export function wordError(error, w = current) {
  const fact = factOf(error);
  return fact ? wordFact(fact, w) : String(typeof error === 'string' ? error : error?.message ?? error);
}
