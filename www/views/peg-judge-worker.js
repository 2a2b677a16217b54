// Peg solitaire's judge on a second thread. Play mode's own judge only glances at a new
// position (core/src/peg/session/, `Depth::Glance`), and watch mode's Solve only tries a quick
// search; when that does not decide it, the grid view asks here, so the thread that draws
// never runs a long search. One PegView of the lab
// module per problem, kept for the whole game: what its search proves for one position
// serves the later ones. Each question carries the game's jumps from the start, so its
// answer depends on the question alone; a newer question, or `stop`, ends an older one's
// search between two of its slices.

import { moduleFor } from './index.js';
import { factOf } from '../i18n.js';

/// A refusal as the page words it: the core's fact `{ id, args }`, else the error's text.
const refusedOf = (e) => factOf(e) ?? e.message;

let newest = 0;
let peg = null;
let problem = '';

const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

/// `{ ask: 'fewest', board, empty, finish }` → `{ ask, fewest }` (the fewest moves of the
/// start, a chain of jumps by one peg counting one) or `{ ask, refused }`: the whole search at
/// once, so it is asked of a worker that answers nothing else.
async function fewest(data) {
  let view = null;
  try {
    const wasm = await moduleFor('grid');
    view = new wasm.PegView(data.board, data.empty, data.finish);
    self.postMessage({ ask: 'fewest', fewest: view.act({ type: 'fewest' }).reply });
  } catch (e) {
    self.postMessage({ ask: 'fewest', refused: refusedOf(e) });
  } finally {
    view?.free();
  }
}

/// `{ id, ask: 'verdict' | 'hint' | 'stop', board, empty, finish, jumps }` → `{ id, ask,
/// snap }`, the judged snapshot (unsettled ones say how far the search has got), once
/// settled with a hint's `hint` (the jump) or `refused`
/// (the core's reason, a fact); `{ id, failed }` when the question itself is refused. `ask: 'solve'`
/// (watch mode, the start `empty`) → `{ id, ask, solution }` (hole pairs) or `refused`.
self.onmessage = async ({ data }) => {
  // A task's score: the fewest moves of the start, asked once of a worker of its own.
  if (data.ask === 'fewest') return fewest(data);
  newest = data.id;
  if (data.ask === 'stop') return;
  try {
    const wasm = await moduleFor('grid');
    if (newest !== data.id) return;
    const key = `${data.board}|${data.empty}|${data.finish}`;
    if (key !== problem) {
      peg?.free();
      peg = null;
      peg = new wasm.PegView(data.board, data.empty, data.finish);
      problem = key;
    }
    // Watch mode's Solve: the whole search for the start, which the page's quick one left open.
    if (data.ask === 'solve') {
      try {
        return self.postMessage({ id: data.id, ask: data.ask, solution: Array.from(peg.act({ type: 'solve' }).reply) });
      } catch (e) {
        return self.postMessage({ id: data.id, ask: data.ask, refused: refusedOf(e) });
      }
    }
    peg.act({ type: 'replay', jumps: data.jumps });
    let snap = peg.act({ type: 'snapshot', judge: true });
    let told = performance.now();
    while (!snap.settled) {
      // How far the search has got, twice a second.
      if (performance.now() - told > 500) {
        self.postMessage({ id: data.id, ask: data.ask, snap });
        told = performance.now();
      }
      await yieldToMessages();
      if (newest !== data.id) return;
      snap = peg.act({ type: 'snapshot', judge: true });
    }
    if (data.ask !== 'hint') return self.postMessage({ id: data.id, ask: data.ask, snap });
    try {
      self.postMessage({ id: data.id, ask: data.ask, snap, hint: peg.act({ type: 'hint' }).reply });
    } catch (e) {
      self.postMessage({ id: data.id, ask: data.ask, snap, refused: refusedOf(e) });
    }
  } catch (e) {
    problem = '';
    self.postMessage({ id: data.id, failed: e.message });
  }
};
