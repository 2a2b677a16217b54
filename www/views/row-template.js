// The row view's markup (www/views/row.js fills it): the board card with its playback,
// play-mode and practice controls and readouts, the puzzle's settings card, and its keys.
// Ids are the page's hooks for the tests and for `row.js`; the view lives in #view-root.

import { timelineMarkup } from './timeline.js';

export const ROW_MARKUP = `
<section id="board-card" class="card board-card" aria-labelledby="board-title">
  <h2 id="board-title" class="board-title">Shifting checkers, n = 3, m = 2</h2>
  <div class="canvas-wrap">
    <canvas id="board" role="img" aria-label="The board"></canvas>
  </div>
  <p id="sentence" class="sentence">Loading…</p>

  <div id="play-panel" class="play-panel" hidden>
    <form id="play-form" class="play-form">
      <label for="play-square" id="play-label">Move the checker on square</label>
      <input id="play-square" type="number" inputmode="numeric" min="0" step="1" required>
      <button type="submit">Move</button>
    </form>
    <div class="play-buttons">
      <button type="button" id="undo">Undo</button>
      <button type="button" id="redo">Redo</button>
      <button type="button" id="restart">Start over</button>
    </div>
    <p id="play-status" class="play-status" role="status"></p>
    <!-- practice: the hint (play mode) -->
    <div class="hint-box">
      <button type="button" id="hint" data-spoiler>Hint</button>
      <p id="hint-text" class="hint-text" role="status"></p>
      <button type="button" id="hint-undo" hidden>Undo to there</button>
    </div>
    <!-- end practice -->
    <p class="play-help">Or click a checker on the board. <span id="movable"></span></p>
  </div>

${timelineMarkup()}
  <!-- practice: practising in watch mode -->
  <div class="practice-bar" id="practice-bar" data-full>
    <label class="practise"><input type="checkbox" id="practise"> Practise: choose each move yourself</label>
    <p id="practice-status" class="practice-status" role="status"></p>
  </div>
  <!-- end practice -->

  <dl class="readouts" id="readouts" data-full>
    <div class="readout"><dt id="kind1-name">Slides</dt><dd><span id="kind1">0</span> <span class="of" id="kind1-of">of 5 (n + m)</span></dd></div>
    <div class="readout" id="kind2-box"><dt id="kind2-name">Jumps</dt><dd><span id="kind2">0</span> <span class="of" id="kind2-of">of 6 (nm)</span></dd></div>
    <div class="readout count" id="count-box"><dt>Optimal solutions</dt><dd id="count">…</dd></div>
  </dl>
  <p id="measure-note" class="measure-note" data-full hidden></p>
  <p id="row-keys" class="view-keys" data-full>Keys: <kbd>Space</kbd> play or pause, <kbd>←</kbd> <kbd>→</kbd> step, <kbd>Home</kbd> <kbd>End</kbd> start and goal; on the step bar <kbd>PgUp</kbd> <kbd>PgDn</kbd> jump a hundredth of the solution. When you move the checkers (or practise): <kbd>←</kbd> <kbd>→</kbd> choose a checker, <kbd>Enter</kbd> moves it, <kbd>Ctrl</kbd>+<kbd>Z</kbd> undo, <kbd>Ctrl</kbd>+<kbd>Y</kbd> redo.</p>
</section>

<section class="card setup" aria-labelledby="setup-title board-title" data-full>
  <h2 id="setup-title">Puzzle</h2>
  <form id="setup" class="setup-form" novalidate>
    <label class="field">
      <span>Puzzle</span>
      <select id="puzzle" name="puzzle">
        <option value="shift">Shifting checkers</option>
        <option value="pairs">Moving checkers in pairs</option>
      </select>
    </label>
    <label class="field">
      <span id="n-label">Black checkers, n</span>
      <input id="n" name="n" type="number" inputmode="numeric" min="1" max="1000000000" step="1" value="3">
    </label>
    <label class="field" id="m-field">
      <span>White checkers, m</span>
      <input id="m" name="m" type="number" inputmode="numeric" min="1" max="1000000000" step="1" value="2">
    </label>
    <fieldset class="field first" id="first-field">
      <legend>First move</legend>
      <label><input type="radio" name="first" value="right" checked> a black slides right</label>
      <label><input type="radio" name="first" value="left"> a white slides left</label>
    </fieldset>
    <fieldset class="field mode" data-spoiler>
      <legend>Mode</legend>
      <label><input type="radio" name="mode" value="watch" checked> watch the solution</label>
      <label><input type="radio" name="mode" value="play"> make the moves yourself</label>
    </fieldset>
  </form>
  <p id="mode-note" class="note" hidden></p>
  <div id="rules" class="rules"></div>
</section>
`;
