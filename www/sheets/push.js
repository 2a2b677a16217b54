// 1-D Push-*'s worksheet: the track drawn, then "how much energy at least?" and "a cheapest
// line", answered by the core's cheapest line.

import { squares, question, answer } from './draw.js';
import { t } from '../i18n.js';

/// The track, the blocks dark and the robot ringed on square 1.
const drawTrack = (board) => squares(board.length, t('push-sheet-track', { board }), (add, x, i) => {
  if (board[i] === '#') add('rect', { x: x + 1.5, y: 1.5, width: 7, height: 7, fill: '#555' });
  if (i === 0) add('circle', { cx: x + 5, cy: 5, r: 3.2, fill: '#fff', stroke: '#b4410c', 'stroke-width': 0.9 });
});

export function sheet(lab, P, s) {
  const game = new lab.PushTrack(s.board, s.k, s.walk, s.jump, s.push);
  try {
    // A worksheet's board is small: its search runs whole here (the view's may go elsewhere).
    while (!game.act({ type: 'search', budget: 2 ** 30 }).reply.done);
    const snap = game.act({ type: 'snapshot' });
    const n = snap.now.board.length;
    const reached = snap.best !== null;
    return {
      figure: drawTrack(snap.now.board),
      questions: [
        question('energy', t('push-sheet-energy-question', { n }), 1),
        question('line', t('push-sheet-line-question'), 2),
      ],
      answers: [
        answer('energy', reached ? t('push-sheet-energy', { energy: snap.best }) : t('push-sheet-unreachable', { n, verdict: snap.verdict }), reached ? snap.best : 'none'),
        answer('line', reached ? `${snap.optimal.join(', ')}.` : t('push-sheet-line-none'), snap.optimal.join(';')),
      ],
      note: t('push-sheet-note'),
    };
  } finally {
    game.free();
  }
}
