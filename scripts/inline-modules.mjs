// The built page's JavaScript module graph made self-contained, shared by scripts/single-file.mjs
// (each module a data: URL) and scripts/element-bundle.mjs (each a blob: URL made at run time):
// every relative import, and each `new URL('./file', import.meta.url)`, is rewritten by the caller.

import fs from 'node:fs';
import path from 'node:path';

/// A relative import: static (`import … from`, `export … from`, a bare `import '…'`) or
/// `import('…')` of a literal.
const IMPORT = /(\bimport\s*(?:[^'"();]*?\sfrom\s*)?|\bexport\s*[^'"();]*?\sfrom\s*|\bimport\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;
/// A file next to a module, by its address (`.href` or the URL itself).
const ASSET = /new URL\((['"])(\.{1,2}\/[^'"]+)\1,\s*import\.meta\.url\)(\.href)?/g;

/// Walks the module graph from the files given to `address`, leaves first, each module read
/// once. `address(file, source)` returns the specifier an importer writes for `file` (its
/// imports already rewritten in `source`); `asset(file, href)` the expression that replaces
/// `new URL('./file', import.meta.url)` (`href`: its `.href` was taken), or null to keep it;
/// `fail(message)` does not return. Returns `{ address, rewrite, modules }`: `modules` maps
/// each file, in the order read (every module after those it imports), to its specifier.
export function moduleGraph({ address, asset, fail }) {
  const modules = new Map();
  const visiting = new Set();
  function addressOf(file) {
    const key = path.resolve(file);
    if (modules.has(key)) return modules.get(key);
    if (visiting.has(key)) fail(`${key} imports itself through others: a cycle cannot be inlined`);
    if (!fs.existsSync(key)) fail(`${key} is imported but was not built`);
    visiting.add(key);
    const spec = address(key, rewrite(fs.readFileSync(key, 'utf8'), path.dirname(key)));
    visiting.delete(key);
    modules.set(key, spec);
    return spec;
  }
  function rewrite(source, dir) {
    return source
      .replace(ASSET, (all, _quote, spec, href) => asset(path.resolve(dir, spec), Boolean(href)) ?? all)
      .replace(IMPORT, (_all, head, quote, spec) => `${head}${quote}${addressOf(path.join(dir, spec))}${quote}`);
  }
  return { address: addressOf, rewrite, modules };
}
