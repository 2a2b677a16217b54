#!/usr/bin/env node
// The message files checked (make test-locales, part of make test): every language's files
// parse, and hold the same files, messages, attributes and variables as English's; every game
// of the catalog has the messages the shells ask for (docs/translating.md); every message id
// written literally in the code (www/, web/, cli/, core/) exists in English; each language
// addresses the reader one way (scripts/register.mjs). Prints each problem and exits 1 on any.
//
// usage: node scripts/check-locales.mjs [catalog.json]   (default: movelab catalog --format json)

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, Visitor } from '@fluent/syntax';
import { checkRegister } from './register.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = path.join(ROOT, 'locales');
const problems = [];
const problem = (text) => problems.push(text);

/// The variables a pattern (or a whole message with its attributes) uses, nested ones too.
function variablesOf(node) {
  const found = new Set();
  class Variables extends Visitor {
    visitVariableReference(v) {
      found.add(v.id.name);
    }
  }
  new Variables().visit(node);
  return [...found].sort();
}

/// One language's entries: id → { file, value (variables or null), attributes (name → variables) }.
function readLanguage(lang) {
  const dir = path.join(LOCALES, lang);
  const entries = new Map();
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort();
  for (const file of files) {
    const resource = parse(fs.readFileSync(path.join(dir, file), 'utf8'), { withSpans: false });
    for (const entry of resource.body) {
      if (entry.type === 'Junk') {
        problem(`${lang}/${file}: does not parse near: ${entry.content.trim().split('\n')[0].slice(0, 80)}`);
        continue;
      }
      if (entry.type !== 'Message' && entry.type !== 'Term') continue;
      const id = (entry.type === 'Term' ? '-' : '') + entry.id.name;
      if (entries.has(id)) problem(`${lang}/${file}: ${id} is defined again (first in ${entries.get(id).file})`);
      entries.set(id, {
        file,
        value: entry.value ? variablesOf(entry.value) : null,
        attributes: new Map(entry.attributes.map((a) => [a.id.name, variablesOf(a.value)])),
      });
    }
  }
  return { files, entries };
}

const languages = fs.readdirSync(LOCALES).filter((d) => fs.statSync(path.join(LOCALES, d)).isDirectory()).sort();
if (!languages.includes('en')) problem('locales/en is missing');
const english = readLanguage('en');
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// ---- every language against English ----
for (const lang of languages.filter((l) => l !== 'en')) {
  const { files, entries } = readLanguage(lang);
  for (const f of english.files) if (!files.includes(f)) problem(`${lang}: the file ${f} is missing`);
  for (const f of files) if (!english.files.includes(f)) problem(`${lang}: the file ${f} is not in English`);
  for (const [id, en] of english.entries) {
    const here = entries.get(id);
    // Terms are the language's own (genders, cases): only messages must match.
    if (id.startsWith('-')) continue;
    if (!here) {
      problem(`${lang}: ${id} is missing (English has it in ${en.file})`);
      continue;
    }
    if (here.file !== en.file) problem(`${lang}: ${id} is in ${here.file}, English's in ${en.file}`);
    if ((en.value === null) !== (here.value === null)) problem(`${lang}: ${id} ${en.value ? 'has no value' : 'has a value English has not'}`);
    else if (en.value && !same(en.value, here.value)) problem(`${lang}: ${id} uses $${here.value.join(', $') || '(none)'}; English uses $${en.value.join(', $') || '(none)'}`);
    for (const [name, vars] of en.attributes) {
      if (!here.attributes.has(name)) problem(`${lang}: ${id}.${name} is missing`);
      else if (!same(vars, here.attributes.get(name))) problem(`${lang}: ${id}.${name} uses other variables than English`);
    }
    for (const name of here.attributes.keys()) if (!en.attributes.has(name)) problem(`${lang}: ${id}.${name} is not in English`);
  }
  for (const id of entries.keys()) if (!id.startsWith('-') && !english.entries.has(id)) problem(`${lang}: ${id} is not in English`);
}

// ---- one way of addressing the reader per language: French vous, Spanish tú, German du ----
for (const p of checkRegister(LOCALES)) problem(p);

// ---- the catalog's messages (core/src/catalog.rs GameInfo, www/i18n.js wordCatalog) ----
const catalogText = process.argv[2]
  ? fs.readFileSync(process.argv[2], 'utf8')
  : execFileSync(path.join(ROOT, 'target', 'debug', 'movelab'), ['catalog', '--format', 'json'], { encoding: 'utf8' });
const catalog = JSON.parse(catalogText);
for (const g of catalog.games) {
  const need = (id) => {
    if (!english.entries.get(id)?.value) problem(`en: ${id} is missing (game ${g.id}, docs/translating.md)`);
  };
  for (const key of ['title', 'tagline', 'intro', 'rules', 'heading']) need(`${g.id}-${key}`);
  for (const p of g.params) {
    need(`${g.id}-param-${p.name}`);
    for (const v of p.kind.options ?? []) need(`${g.id}-param-${p.name}-${v}`);
  }
  for (const r of g.runs) need(`${g.id}-run-${r.name}`);
  for (const task of g.tasks) need(`${g.id}-task-${task.id}`);
  // The arguments www/params.js argsFor gives these messages; the rules may also take
  // `$moves`, what a move may do in the game's own words (rulesFor's `moves`, a fact of the core).
  const args = new Set(g.params.flatMap((p) => [p.name, `${p.name}-or`, `${p.name}-text`, `${p.name}-key`]));
  for (const key of ['intro', 'rules', 'heading']) {
    for (const v of english.entries.get(`${g.id}-${key}`)?.value ?? []) {
      if (!args.has(v) && !(key === 'rules' && v === 'moves')) problem(`en: ${g.id}-${key} uses $${v}, which is no setting of ${g.id}`);
    }
  }
}

// ---- ids written in the code ----
const CODE = [
  // t('id'…), w.t("id"…), attr('id'…), data-l10n-id="id"
  { dirs: ['www'], ext: ['.js', '.html'], re: /(?:\bt|\.attr)\(\s*['"]([a-z][a-z0-9-]*)['"]|data-l10n-id="([a-z][a-z0-9-]*)"/g },
  // words().get("id"…) in the command line; Message::new("id"…) / fact!("id"…) in the core
  { dirs: ['cli/src', 'core/src', 'web/src'], ext: ['.rs'], re: /(?:words\(\)\.get|Message::new|fact!)\(\s*"([a-z][a-z0-9-]*)"/g },
];
function* walk(dir, ext) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p, ext);
    else if (ext.some((x) => e.name.endsWith(x))) yield p;
  }
}
for (const { dirs, ext, re } of CODE) {
  for (const dir of dirs) {
    for (const file of walk(path.join(ROOT, dir), ext)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(re)) {
        const id = m[1] ?? m[2];
        if (!english.entries.has(id)) problem(`${path.relative(ROOT, file)}: asks for ${id}, which locales/en does not have`);
      }
    }
  }
}

if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(`check-locales: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`check-locales: ${languages.join(', ')}: ${english.entries.size} messages each, all in order`);
