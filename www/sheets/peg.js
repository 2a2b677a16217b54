// Peg solitaire's worksheet: the start drawn, then "how many jumps?", "where can the last
// peg end?" (the core's atlas, for a start with one empty hole) and "solve it", answered by
// the core's solution written in the game's notation (d2-d4).

import { picture, question, answer, listed, breathe } from './draw.js';
import { factOf, t, wordError, wordFact } from '../i18n.js';

/// The atlas is asked a second of searching at a time (web/src/peg.rs); a sheet waits for
/// at most this many.
const ATLAS_CALLS = 40;

/// The board as `layout` and `board` (`o` a peg, `.` empty, in hole order) say.
function drawBoard(layout, board) {
  const xs = layout.points.map(([x]) => x);
  const ys = layout.points.map(([, y]) => y);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  // Holes 13 units apart: room for each hole's name under it.
  const u = 13;
  const w = (Math.max(...xs) - x0 + 1) * u;
  const h = (Math.max(...ys) - y0 + 1) * u;
  const pegs = layout.names.filter((_, k) => board[k] === 'o');
  const empty = layout.names.filter((_, k) => board[k] !== 'o');
  const { svg, add } = picture(w, h, t('peg-sheet-start', { empty: listed(empty), pegs: pegs.length }), `${Math.min(120, w * 1.3)}mm`);
  layout.points.forEach(([x, y], k) => {
    const [cx, cy] = [(x - x0) * u + u / 2, (y - y0) * u + 5];
    add('circle', { cx, cy, r: 4, fill: board[k] === 'o' ? '#fff' : '#c8c8c8', stroke: '#555', 'stroke-width': 0.3 });
    if (board[k] === 'o') add('circle', { cx, cy, r: 2.6, fill: '#111' });
    add('text', { x: cx, y: cy + 7.6, 'text-anchor': 'middle', 'font-size': 2.8, fill: '#333' }, layout.names[k]);
  });
  return svg;
}

/// Where the last peg can end from the one empty hole `vacancy`: the holes the core's atlas
/// proves solvable, and those it left undecided.
async function finishes(game, layout, vacancy) {
  let reach = [];
  for (let call = 0; call < ATLAS_CALLS; call++) {
    reach = game.act({ type: 'atlas', vacancy }).reply;
    if (!reach.some((r) => r.verdict === 'unsearched')) break;
    await breathe();
  }
  const named = (verdicts) => reach.filter((r) => verdicts.includes(r.verdict)).map((r) => layout.names[r.hole]);
  return { yes: named(['solvable']), open: named(['undecided', 'unsearched']) };
}

export async function sheet(lab, P, s) {
  const game = new lab.PegView(s.board, s.empty, s.finish);
  try {
    const layout = game.act({ type: 'layout' }).reply;
    const start = game.act({ type: 'snapshot' });
    const finish = layout.finish == null ? { finish: 'anywhere', hole: '' } : { finish: 'hole', hole: layout.names[layout.finish] };
    const questions = [question('jumps', t('peg-sheet-jumps-question'), 1)];
    const answers = [];
    await breathe();
    let jumps = null;
    try {
      // The solution as hole pairs; each jump in the game's notation from the core's
      // position after it.
      const length = game.act({ type: 'solve' }).reply.length / 2;
      jumps = [];
      for (let k = 1; k <= length; k++) jumps.push(game.act({ type: 'seek', step: k }).last.text);
    } catch (e) {
      // The core's reason, a fact: unsolvable (`peg-no-solution`, with its proof) or
      // undecided (`peg-undecided`: its search gave up), each with its `why`.
      const fact = factOf(e);
      const proved = fact?.id === 'peg-no-solution';
      const why = fact?.args?.why ? wordFact(fact.args.why) : wordError(e);
      answers.push(answer('jumps', t(proved ? 'peg-sheet-no-solution' : 'peg-sheet-unknown', { why }), proved ? 'none' : 'undecided'));
    }
    if (jumps) {
      answers.push(answer('jumps', t('peg-sheet-jumps', { jumps: jumps.length, pegs: start.pegs }), jumps.length));
    }
    if (start.empty.length === 1) {
      const vacancy = layout.names.indexOf(start.empty[0]);
      const { yes, open } = await finishes(game, layout, vacancy);
      questions.push(question('finishes', t('peg-sheet-finishes-question', { hole: start.empty[0] }), 2));
      const where = yes.length ? t('peg-sheet-finishes', { holes: listed(yes) }) : t('peg-sheet-finishes-none');
      const undecided = open.length ? ` ${t('peg-sheet-undecided', { holes: listed(open) })}` : '';
      answers.push(answer('finishes', where + undecided, yes.join(',')));
    }
    questions.push(question('solution', t('peg-sheet-solution-question', finish), jumps ? Math.ceil(jumps.length / 8) + 1 : 3));
    answers.push(jumps
      ? answer('solution', jumps.join(' '), jumps.join(' '))
      : answer('solution', t('peg-sheet-solution-none'), 'none'));
    return {
      figure: drawBoard(layout, start.board),
      questions,
      answers,
      note: start.empty.length === 1 ? '' : t('peg-sheet-note'),
    };
  } finally {
    game.free();
  }
}
