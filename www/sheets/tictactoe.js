// Tic-tac-toe's worksheet: the board drawn with its squares numbered, then "who wins with
// perfect play?" and "which moves keep that?", answered by the core's solved game.

import { picture, question, answer, listed } from './draw.js';

/// The board, squares 1–9 row by row, the empty ones numbered.
function drawBoard(board) {
  const { svg, add } = picture(30, 30, `The board: ${[...board].map((c, k) => `${k + 1} ${c === '.' ? 'empty' : c}`).join(', ')}`, '45mm');
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
    const keep = snap.value === 'draw' ? 'still draw' : snap.value === `${snap.to_move} wins` ? 'still win' : 'keep the value of the game (every move loses)';
    const questions = [question('value', 'With perfect play from here, who wins, or is it a draw?', 1)];
    const answers = [answer('value', snap.over ? `The game is over: ${snap.over === 'draw' ? 'a draw' : `${snap.over} won`}.` : `${snap.value[0].toUpperCase()}${snap.value.slice(1)}.`, snap.value)];
    if (!snap.over) {
      questions.push(question('best', `${snap.to_move} is to move. Which squares can ${snap.to_move} take and ${keep}?`, 1));
      answers.push(answer('best', `Square${snap.best.length === 1 ? '' : 's'} ${listed(snap.best.map(String))}.`, snap.best.join(',')));
    }
    return { figure: drawBoard(snap.board), questions, answers, note: 'The squares are numbered 1 to 9, row by row from the top left.' };
  } finally {
    game.free();
  }
}
