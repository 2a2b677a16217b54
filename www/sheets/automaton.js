// The swap automaton's worksheet: the start row drawn, then "the row after each of the
// first steps" and "when does it stop changing?", answered by the core's rows.

import { squares, question, answer } from './draw.js';

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
    if (snap.cells > CELLS) throw new Error(`a worksheet's row has at most ${CELLS} cells, not ${snap.cells}`);
    const steps = Math.min(STEPS, Math.max(1, snap.stable));
    const rows = [];
    for (let k = 1; k <= steps; k++) rows.push(game.act({ type: 'row', step: k }).reply);
    const last = game.act({ type: 'row', step: snap.stable }).reply;
    return {
      figure: drawRow(snap.start, `The start row: ${snap.start}`),
      questions: [
        question('rows', `Write the row after each of the first ${steps} step${steps === 1 ? '' : 's'}, one row a line.`, steps),
        question('stable', 'After how many steps does the row stop changing, and what is it then?', 2),
      ],
      answers: [
        answer('rows', rows.map((r, k) => `after ${k + 1}: ${r}`).join('; '), rows.join(',')),
        answer('stable', `After ${snap.stable} step${snap.stable === 1 ? '' : 's'}: ${last} (every one on the left).`, `${snap.stable}:${last}`),
      ],
      note: `The start row: ${snap.start} (cells numbered from 1 on the left).`,
    };
  } finally {
    game.free();
  }
}
