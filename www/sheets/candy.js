// Candy Collector's worksheet: the boxes as a table, then "how many candies at most?" and
// "which boxes?", answered by the core's best plan.

import { question, answer } from './draw.js';
import { t } from '../i18n.js';

/// A sheet's boxes are planned by hand: at most this many.
export const BOXES = 40;

/// The boxes as a table: number, position, time, candies (the core's random instance).
function boxTable(snap) {
  const table = document.createElement('table');
  table.className = 'boxes';
  table.dataset.start = String(snap.start);
  table.createCaption().textContent = t('candy-sheet-boxes', { start: snap.start });
  const head = table.createTHead().insertRow();
  for (const name of ['box', 'position', 'time', 'candies']) head.append(Object.assign(document.createElement('th'), { scope: 'col', textContent: t(`candy-sheet-col-${name}`) }));
  const body = table.createTBody();
  for (const b of snap.boxes) {
    const tr = body.insertRow();
    tr.dataset.box = `${b.position},${b.time},${b.candies}`;
    for (const v of [b.number, b.position, b.time, b.candies]) tr.insertCell().textContent = String(v);
  }
  return table;
}

export function sheet(lab, P, s) {
  if (s.m > BOXES) throw new Error(t('candy-sheet-too-many', { most: BOXES, m: s.m }));
  const game = new lab.CandyLine(s.m, s.seed, s.span);
  try {
    const snap = game.act({ type: 'snapshot' });
    return {
      figure: boxTable(snap),
      questions: [
        question('best', t('candy-sheet-best-question'), 1),
        question('plan', t('candy-sheet-plan-question'), 2),
      ],
      answers: [
        answer('best', t('candy-sheet-best', { best: snap.best }), snap.best),
        answer('plan', snap.route.length ? t('candy-sheet-plan', { boxes: snap.route.join(', ') }) : t('candy-sheet-plan-none'), snap.route.join(',')),
      ],
      note: t('candy-sheet-note', { start: snap.start }),
    };
  } finally {
    game.free();
  }
}
