// The row view's move-list downloads: the wasm core writes the file in the command line's
// format (text, CSV or JSON) or refuses with the limit in words; this only saves it as a Blob.
// The file name names the game's parameters from the catalog.

import { t, wordError } from '../i18n.js';

const TYPES = {
  text: ['txt', 'text/plain'],
  csv: ['csv', 'text/csv'],
  json: ['json', 'application/json'],
};

/// The file name for settings `s` of `game` (its catalog entry) in `format`:
/// movelab-shift-3-2-right.csv, movelab-pairs-5.json.
export function fileName(game, s, format) {
  const parts = [s.puzzle, ...game.params.map((p) => s[p.name])];
  return `movelab-${parts.join('-')}.${TYPES[format][0]}`;
}

/// Builds the file for settings `s` in wasm and saves it. Returns the sentence to show.
export function saveMoves(wasm, game, s, format, doc = document) {
  let text;
  try {
    text = wasm.exportMoves(s.puzzle, s.n, s.m, s.first, format);
  } catch (e) {
    return { ok: false, message: t('share-export-refused', { why: wordError(e) }) };
  }
  const blob = new Blob([text], { type: `${TYPES[format][1]};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const a = doc.createElement('a');
  a.href = url;
  a.download = fileName(game, s, format);
  a.hidden = true;
  (doc.body ?? doc).append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
  return { ok: true, message: t('share-export-saved', { file: a.download, bytes: blob.size }) };
}

/// Wires the page's download buttons (`[data-export=text|csv|json]` inside `#exports`);
/// `getGame()` is the catalog entry of the game shown. www/app.js calls it at the first
/// click on one of them, so that a game without downloads never fetches this module; that
/// click is saved too.
export function wireExports(getWasm, getGame, getSettings, first) {
  const box = document.getElementById('exports');
  if (!box) return;
  const status = document.getElementById('export-status');
  const save = (button) => {
    const { ok, message } = saveMoves(getWasm(), getGame(), getSettings(), button.dataset.export);
    status.textContent = message;
    status.classList.toggle('is-error', !ok);
  };
  for (const button of box.querySelectorAll('[data-export]')) button.addEventListener('click', () => save(button));
  if (first) save(first);
}
