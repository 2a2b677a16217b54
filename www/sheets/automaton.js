// The swap automaton's worksheet: the start row drawn, then "the row after each of the
// first steps" and "when does it stop changing?", answered by the core's rows.

import { squares, question, answer } from './draw.js';
import { t } from '../i18n.js';

/// A sheet's row is written cell by cell: at most this many cells, and this many steps.
export const CELLS = 40;
export const STEPS = 5;

/// A row of cells `0`/`1`, the ones shaded.
const drawRow = (row, label) => squares(row.length, label, (add, x, i) => {
  if (row[i] === '1') add('rect', { x: x + 1.5, y: 1.5, width: 7, height: 7, fill: '#111' });
}, 1);

export function sheet(lab, P, s) {
  const start = s.random > 0 ? { random: s.random, seed: s.seed } : { cells: s.cells };
  const game = new lab.SpaceTime(start);
  try {
    const snap = game.act({ type: 'snapshot' });
    if (snap.cells > CELLS) throw new Error(t('automaton-sheet-too-long', { most: CELLS, cells: snap.cells }));
    const steps = Math.min(STEPS, Math.max(1, snap.stable));
    const rows = [];
    for (let k = 1; k <= steps; k++) rows.push(game.act({ type: 'row', step: k }).reply);
    const last = game.act({ type: 'row', step: snap.stable }).reply;
    return {
      figure: drawRow(snap.start, t('automaton-sheet-start', { row: snap.start })),
      questions: [
        question('rows', t('automaton-sheet-rows-question', { steps }), steps),
        question('stable', t('automaton-sheet-stable-question'), 2),
      ],
      answers: [
        answer('rows', rows.map((r, k) => t('automaton-sheet-after', { step: k + 1, row: r })).join('; '), rows.join(',')),
        answer('stable', t('automaton-sheet-stable', { steps: snap.stable, row: last }), `${snap.stable}:${last}`),
      ],
      note: t('automaton-sheet-note', { row: snap.start }),
    };
  } finally {
    game.free();
  }
}
