// The games' catalog for the node tests, from `movelab catalog --format json`: the same
// record (core/src/catalog.rs) the page reads as dist/catalog.js, so no test copies a limit.
// Worded as the page words it (www/i18n.js), in English unless a test asks for another
// language, whose words are then the ones in use by the page's modules.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fluent from '@fluent/bundle';
import { useWords, wordCatalog, wordsOf } from '../../www/i18n.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'debug', 'movelab');

export function catalogFromCli(lang = 'en') {
  return wordCatalog(rawCatalogFromCli(), useLanguage(lang));
}

/// The catalog as the command line prints it: ids and limits, no words.
export function rawCatalogFromCli() {
  if (!fs.existsSync(CLI)) execFileSync('cargo', ['build', '-p', 'movelab-cli', '--bin', 'movelab'], { cwd: ROOT, stdio: 'inherit' });
  return JSON.parse(execFileSync(CLI, ['catalog', '--format', 'json'], { encoding: 'utf8' }));
}

/// The message files of `lang` (locales/<lang>/*.ftl, en-XA's are English's), joined as the
/// build joins them.
export function messagesOf(lang) {
  const dir = path.join(ROOT, 'locales', lang === 'en-XA' ? 'en' : lang);
  return fs.readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
}

/// The words of `lang`, in use by the page's modules from now on.
export const useLanguage = (lang) => useWords(wordsOf(lang, messagesOf(lang), fluent));
