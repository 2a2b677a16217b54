// The puzzles' rules again, written from docs/design.md alone, so the browser tests can check
// the page against something that does not share its code.

/// Start position: shift n m -> B^n _ W^m; pairs n -> B^n W^n __.
export function start(puzzle, n, m) {
  return puzzle === 'pairs'
    ? 'B'.repeat(n) + 'W'.repeat(n) + '__'
    : 'B'.repeat(n) + '_' + 'W'.repeat(m);
}

export function goal(puzzle, n, m) {
  if (puzzle === 'pairs') {
    let s = '__';
    for (let i = 0; i < n; i++) s += 'WB';
    return s;
  }
  return 'W'.repeat(m) + '_' + 'B'.repeat(n);
}

/// Applies the move written as `square` (docs/design.md) to `board`; throws if illegal.
export function apply(puzzle, board, square) {
  const b = [...board];
  if (puzzle === 'pairs') {
    const hole = b.indexOf('_');
    if (!(b[square] && b[square] !== '_' && b[square + 1] && b[square + 1] !== '_')) {
      throw new Error(`squares ${square}, ${square + 1} are not two checkers`);
    }
    if (b[hole + 1] !== '_') throw new Error('the two holes are not adjacent');
    [b[hole], b[hole + 1]] = [b[square], b[square + 1]];
    b[square] = '_';
    b[square + 1] = '_';
    return b.join('');
  }
  const hole = b.indexOf('_');
  const d = Math.abs(square - hole);
  if (!(square >= 0 && square < b.length) || d < 1 || d > 2) {
    throw new Error(`square ${square} cannot move into the hole on ${hole}`);
  }
  b[hole] = b[square];
  b[square] = '_';
  return b.join('');
}

export function replay(puzzle, n, m, moves) {
  let b = start(puzzle, n, m);
  for (const s of moves) b = apply(puzzle, b, s);
  return b;
}

/// The optimal solution of shifting checkers with the given first direction, found by a
/// depth-first search over forward moves (blacks right, whites left, jumps only over the
/// other colour). For min(n, m) >= 2 there is exactly one optimal solution per first
/// direction, so this is the page's solution too. Small boards only.
export function shiftSolution(n, m, first) {
  const goalBoard = goal('shift', n, m);
  const forward = (b) => {
    const h = b.indexOf('_');
    const out = [];
    if (b[h - 2] === 'B' && b[h - 1] === 'W') out.push(h - 2);
    if (b[h + 2] === 'W' && b[h + 1] === 'B') out.push(h + 2);
    if (b[h - 1] === 'B') out.push(h - 1);
    if (b[h + 1] === 'W') out.push(h + 1);
    return out;
  };
  const firstMove = first === 'right' ? n - 1 : n + 1;
  const path = [firstMove];
  const search = (b) => {
    if (b === goalBoard) return true;
    for (const s of forward(b)) {
      path.push(s);
      if (search(apply('shift', b, s))) return true;
      path.pop();
    }
    return false;
  };
  if (!search(apply('shift', start('shift', n, m), firstMove))) throw new Error('no solution');
  return path;
}
