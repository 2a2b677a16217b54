// Candy Collector's worksheet: the boxes as a table, then "how many candies at most?" and
// "which boxes?", answered by the core's best plan.

import { question, answer } from './draw.js';

/// A sheet's boxes are planned by hand: at most this many.
export const BOXES = 40;

/// The boxes as a table: number, position, time, candies (the core's random instance).
function boxTable(snap) {
  const table = document.createElement('table');
  table.className = 'boxes';
  table.dataset.start = String(snap.start);
  table.createCaption().textContent = `The boxes (you start at position ${snap.start} at time 0)`;
  const head = table.createTHead().insertRow();
  for (const name of ['Box', 'Position', 'Time', 'Candies']) head.append(Object.assign(document.createElement('th'), { scope: 'col', textContent: name }));
  const body = table.createTBody();
  for (const b of snap.boxes) {
    const tr = body.insertRow();
    tr.dataset.box = `${b.position},${b.time},${b.candies}`;
    for (const v of [b.number, b.position, b.time, b.candies]) tr.insertCell().textContent = String(v);
  }
  return table;
}

export function sheet(lab, P, s) {
  if (s.m > BOXES) throw new Error(`a worksheet has at most ${BOXES} boxes, not ${s.m}`);
  const game = new lab.CandyLine(s.m, s.seed, s.span);
  try {
    const snap = game.act({ type: 'snapshot' });
    return {
      figure: boxTable(snap),
      questions: [
        question('best', 'How many candies can you collect at most?', 1),
        question('plan', 'Which boxes, in the order you collect them, give that many?', 2),
      ],
      answers: [
        answer('best', `${snap.best} candies.`, snap.best),
        answer('plan', snap.route.length ? `Boxes ${snap.route.join(', ')}.` : 'None can be reached in time.', snap.route.join(',')),
      ],
      note: `Here the vertices are points on a line and going from position a to position b takes |a − b| time units; you start at position ${snap.start} at time 0 and may wait anywhere.`,
    };
  } finally {
    game.free();
  }
}
