// The knights game's worksheet: the board drawn, then "who wins?" and "which first moves
// win?" (every lone winning jump, from the core's options; for the variants that move sets
// of knights, the core's winning move).

import { picture, question, answer, listed } from './draw.js';
import { t } from '../i18n.js';

/// A sheet's board is drawn square by square: at most this many a side.
export const SIDE = 16;

/// The board as the snapshot writes it (rows from y = N down to 1, x from 1: `.` none, a
/// digit that many knights), with x and y numbered along the edges.
function drawBoard(snap, n) {
  const u = 8;
  const { svg, add } = picture((n + 1) * u, (n + 1) * u, t('knights-sheet-board', { n, knights: snap.knights.length, squares: listed(snap.knights.map(([x, y]) => `${x},${y}`)) }), `${Math.min(120, (n + 1) * 10)}mm`);
  for (let row = 0; row < n; row++) {
    const y = n - row;
    add('text', { x: u / 2, y: row * u + u * 0.65, 'text-anchor': 'middle', 'font-size': 3, fill: '#333' }, String(y));
    for (let col = 0; col < n; col++) {
      const [px, py] = [(col + 1) * u, row * u];
      add('rect', { x: px, y: py, width: u, height: u, fill: (col + y) % 2 ? '#fff' : '#e4e4e4', stroke: '#777', 'stroke-width': 0.2 });
      const c = snap.board[row * n + col];
      if (c !== '.') {
        add('circle', { cx: px + u / 2, cy: py + u / 2, r: u * 0.32, fill: '#111' });
        if (c !== '1') add('text', { x: px + u / 2, y: py + u * 0.62, 'text-anchor': 'middle', 'font-size': 3, fill: '#fff' }, c);
      }
    }
  }
  for (let col = 0; col < n; col++) add('text', { x: (col + 1.5) * u, y: n * u + u * 0.65, 'text-anchor': 'middle', 'font-size': 3, fill: '#333' }, String(col + 1));
  return svg;
}

export function sheet(lab, P, s) {
  if (s.size > SIDE) throw new Error(t('knights-sheet-too-large', { side: SIDE, n: s.size }));
  const game = new lab.KnightsView(s.size, s.variant, s.at);
  try {
    const snap = game.act({ type: 'snapshot' });
    const wins = snap.outcome === 'first';
    const questions = [question('outcome', t('knights-sheet-outcome-question'), 1)];
    const answers = [answer('outcome', t(wins ? 'knights-sheet-outcome-wins' : 'knights-sheet-outcome-loses'), snap.outcome)];
    if (s.variant === 'one') {
      // One knight moves a turn: every lone jump that wins, as the core judges each.
      const moves = snap.options.flatMap((jumps, i) => jumps.filter((j) => j.wins)
        .map((j) => ({ text: t('knights-sheet-move', { knight: i + 1, from: snap.knights[i].join(','), to: j.to.join(',') }), value: `${snap.knights[i].join(',')}>${j.to.join(',')}` })));
      questions.push(question('winning', t('knights-sheet-winning-question'), 3));
      answers.push(answer('winning', moves.length ? t('knights-sheet-winning', { moves: listed(moves.map((m) => m.text)) }) : t('knights-sheet-none'), moves.map((m) => m.value).join(' ')));
    } else {
      // Several knights may move at once: the core's winning move (one of many).
      const move = game.act({ type: 'winning' }).reply;
      questions.push(question('winning', t('knights-sheet-winning-question-many'), 3));
      answers.push(answer('winning', move ? t('knights-sheet-example', { move }) : t('knights-sheet-none'), move ?? ''));
    }
    return { figure: drawBoard(snap, s.size), questions, answers, note: '' };
  } finally {
    game.free();
  }
}
