// Tic-tac-toe's worksheet: the board drawn with its squares numbered, then "who wins with
// perfect play?" and "which moves keep that?", answered by the core's solved game.

import { picture, question, answer, listed } from './draw.js';
import { t } from '../i18n.js';

/// Who the core's value says wins (`x wins`, `o wins`: `x`, `o`), or `draw`.
const winnerOf = (value) => (value === 'draw' ? 'draw' : value.split(' ')[0]);

/// The board, squares 1–9 row by row, the empty ones numbered.
function drawBoard(board) {
  const squares = [...board].map((c, k) => t('tictactoe-sheet-square', { square: k + 1, mark: c === '.' ? 'empty' : c })).join(', ');
  const { svg, add } = picture(30, 30, t('tictactoe-sheet-board', { squares }), '45mm');
  [...board].forEach((c, k) => {
    const [x, y] = [(k % 3) * 10, Math.floor(k / 3) * 10];
    add('rect', { x: x + 0.2, y: y + 0.2, width: 9.6, height: 9.6, fill: '#fff', stroke: '#555', 'stroke-width': 0.4 });
    if (c === '.') add('text', { x: x + 1.5, y: y + 3.5, 'font-size': 2.6, fill: '#777' }, String(k + 1));
    else add('text', { x: x + 5, y: y + 7.4, 'text-anchor': 'middle', 'font-size': 7, fill: '#111' }, c);
  });
  return svg;
}

export function sheet(lab, P, s) {
  const game = new lab.TicTacToeView(s.board, s.side, s.order);
  try {
    const snap = game.act({ type: 'snapshot' });
    // What a best move keeps (the core's best moves keep the board's value).
    const winner = winnerOf(snap.value);
    const keep = winner === 'draw' ? 'draw' : winner === snap.to_move ? 'win' : 'lose';
    const questions = [question('value', t('tictactoe-sheet-value-question'), 1)];
    const answers = [answer('value', snap.over
      ? t('tictactoe-sheet-over', { result: snap.over })
      : t('tictactoe-sheet-value', { winner: winner === 'draw' ? winner : winner.toUpperCase() }), snap.value)];
    if (!snap.over) {
      questions.push(question('best', t('tictactoe-sheet-best-question', { player: snap.to_move, keep }), 1));
      answers.push(answer('best', t('tictactoe-sheet-best', { count: snap.best.length, squares: listed(snap.best.map(String)) }), snap.best.join(',')));
    }
    return { figure: drawBoard(snap.board), questions, answers, note: t('tictactoe-sheet-note') };
  } finally {
    game.free();
  }
}
