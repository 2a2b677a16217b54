// The games' catalog for the node tests, from `movelab catalog --format json`: the same
// record (core/src/catalog.rs) the page's wasm `catalog()` returns, so no test copies a limit.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'debug', 'movelab');

export function catalogFromCli() {
  if (!fs.existsSync(CLI)) execFileSync('cargo', ['build', '--bin', 'movelab'], { cwd: ROOT, stdio: 'inherit' });
  return JSON.parse(execFileSync(CLI, ['catalog', '--format', 'json'], { encoding: 'utf8' }));
}
