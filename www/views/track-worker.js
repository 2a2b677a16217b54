// Push-*'s least-energy search on a second thread, for the track view (track.js): a board
// near the core's limit of positions takes seconds to search, which the thread that draws
// must not spend. One question a worker: the view ends it (terminate) when the board or the
// position changes, or when it is left.

import { moduleFor } from './index.js';
import { factOf } from '../i18n.js';

/// Positions settled between two looks at the clock: a few ms of search.
const BUDGET = 20000;

/// `{ settings: { board, k, walk, jump, push }, moves }` (the visitor's moves from the start,
/// as the core writes them) → `{ said }` (how far the search got, a fact) about four times a
/// second, then `{ found }` (the `search` action's answer from the position after `moves`)
/// or `{ refused }` (the core's reason, a fact: the board's search past its limit).
self.onmessage = async ({ data }) => {
  let track = null;
  try {
    const wasm = await moduleFor('track');
    const { board, k, walk, jump, push } = data.settings;
    track = new wasm.PushTrack(board, k, walk, jump, push);
    for (const move of data.moves) track.act({ type: 'play', move });
    let told = -Infinity;
    for (;;) {
      const { reply } = track.act({ type: 'search', budget: BUDGET });
      if (reply.done) return self.postMessage({ found: reply });
      if (performance.now() - told > 250) {
        self.postMessage({ said: reply.said });
        told = performance.now();
      }
    }
  } catch (e) {
    self.postMessage({ refused: factOf(e) ?? e.message });
  } finally {
    track?.free();
  }
};
