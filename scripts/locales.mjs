#!/usr/bin/env node
// Splits each language's messages for the page (scripts/locales.sh): locales/<lang>/page.ftl
// holds what every page may show (the frame, the task, and each game's catalog words: title,
// tagline, intro, rules, heading, settings, runs, tasks, which the list of games and the menus
// show), and each game's own sentences (its play, its worksheet) and each view's file come as
// parts of their own, fetched when that game or view opens (www/i18n.js `addWords`).
//
// A game's file is the one named by its id, which holds `<id>-rules` and `<id>-heading`.
// cli.ftl is the command line's own (its help and usage errors): no page shows it.
//
// usage: node scripts/locales.mjs <locales-dir> <out-dir>

import fs from 'node:fs';
import path from 'node:path';
import { parse, serialize, Resource } from '@fluent/syntax';

const [from, out] = process.argv.slice(2);
/// The catalog's words of a game (core/src/catalog.rs, www/i18n.js `wordCatalog`).
const CATALOG_WORDS = /^(title|tagline|intro|rules|heading|param-.*|run-.*|task-.*)$/;

for (const lang of fs.readdirSync(from).filter((d) => fs.statSync(path.join(from, d)).isDirectory())) {
  const dir = path.join(from, lang);
  fs.mkdirSync(path.join(out, lang), { recursive: true });
  const page = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort()) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const name = file.slice(0, -'.ftl'.length);
    if (name.startsWith('view-')) {
      fs.writeFileSync(path.join(out, lang, file), text);
    } else if (new RegExp(`^${name}-heading =`, 'm').test(text) && new RegExp(`^${name}-rules =`, 'm').test(text)) {
      const body = parse(text, { withSpans: false }).body;
      const catalog = (e) => e.type === 'Message' && CATALOG_WORDS.test(e.id.name.slice(name.length + 1));
      page.push(serialize(new Resource(body.filter(catalog)), {}));
      fs.writeFileSync(path.join(out, lang, file), serialize(new Resource(body.filter((e) => !catalog(e) && e.type !== 'Junk')), {}));
    } else if (name !== 'worksheet' && name !== 'cli') {
      page.push(text);
    }
  }
  fs.writeFileSync(path.join(out, lang, 'page.ftl'), page.join('\n'));
}
