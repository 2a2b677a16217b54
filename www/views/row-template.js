// The row view's markup (www/views/row.js fills it and words it: `data-l10n-id`, view-row.ftl): the board card with its playback,
// play-mode and practice controls and readouts, the puzzle's settings card, and its keys.
// Ids are the page's hooks for the tests and for `row.js`; the view lives in #view-root.

import { timelineMarkup } from './timeline.js';

/// Written when the view mounts, not when this module loads: the timeline's words are
/// fetched beside the module (www/app.js `open`) and may arrive after it.
export const rowMarkup = () => `
<section id="board-card" class="card board-card" aria-labelledby="board-title">
  <h2 id="board-title" class="board-title"></h2>
  <p id="row-intro" class="intro"></p>
  <div class="canvas-wrap">
    <canvas id="board" role="img" data-l10n-id="row-board"></canvas>
  </div>
  <p id="sentence" class="sentence" data-l10n-id="page-loading"></p>

  <div id="play-panel" class="play-panel" hidden>
    <form id="play-form" class="play-form">
      <label for="play-square" id="play-label" data-l10n-id="row-play-label-checker"></label>
      <input id="play-square" type="number" inputmode="numeric" min="0" step="1" required>
      <button type="submit" data-l10n-id="row-move-button"></button>
    </form>
    <div class="play-buttons">
      <button type="button" id="undo" data-l10n-id="row-undo"></button>
      <button type="button" id="redo" data-l10n-id="row-redo"></button>
      <button type="button" id="restart" data-l10n-id="row-restart"></button>
    </div>
    <p id="play-status" class="play-status" role="status"></p>
    <!-- practice: the hint (play mode) -->
    <div class="hint-box">
      <button type="button" id="hint" data-spoiler data-l10n-id="row-hint"></button>
      <p id="hint-text" class="hint-text" role="status"></p>
      <button type="button" id="hint-undo" hidden data-l10n-id="row-hint-undo-there"></button>
    </div>
    <!-- end practice -->
    <p class="play-help"><span data-l10n-id="row-play-help"></span> <span id="movable"></span></p>
  </div>

${timelineMarkup()}
  <!-- practice: practising in watch mode -->
  <div class="practice-bar" id="practice-bar" data-full>
    <label class="practise"><input type="checkbox" id="practise"> <span data-l10n-id="row-practise"></span></label>
    <p id="practice-status" class="practice-status" role="status"></p>
  </div>
  <!-- end practice -->

  <dl class="readouts" id="readouts" data-full>
    <div class="readout"><dt id="kind1-name" data-l10n-id="row-slides"></dt><dd><span id="kind1">0</span> <span class="of" id="kind1-of"></span></dd></div>
    <div class="readout" id="kind2-box"><dt id="kind2-name" data-l10n-id="row-jumps"></dt><dd><span id="kind2">0</span> <span class="of" id="kind2-of"></span></dd></div>
    <div class="readout count" id="count-box"><dt data-l10n-id="row-count"></dt><dd id="count">…</dd></div>
  </dl>
  <p id="measure-note" class="measure-note" data-full hidden></p>
  <p id="row-keys" class="view-keys" data-full></p>
</section>

<section class="card setup" aria-labelledby="setup-title board-title" data-full>
  <h2 id="setup-title" data-l10n-id="row-setup-title"></h2>
  <form id="setup" class="setup-form" novalidate>
    <label class="field">
      <span data-l10n-id="row-puzzle"></span>
      <select id="puzzle" name="puzzle">
        <option value="shift" data-l10n-id="shift-title"></option>
        <option value="pairs" data-l10n-id="pairs-title"></option>
      </select>
    </label>
    <label class="field">
      <span id="n-label" data-l10n-id="row-n-shift"></span>
      <input id="n" name="n" type="number" inputmode="numeric" min="1" max="1000000000" step="1" value="3">
    </label>
    <label class="field" id="m-field">
      <span data-l10n-id="row-m"></span>
      <input id="m" name="m" type="number" inputmode="numeric" min="1" max="1000000000" step="1" value="2">
    </label>
    <fieldset class="field first" id="first-field">
      <legend data-l10n-id="row-first"></legend>
      <label><input type="radio" name="first" value="right" checked> <span data-l10n-id="row-first-right"></span></label>
      <label><input type="radio" name="first" value="left"> <span data-l10n-id="row-first-left"></span></label>
    </fieldset>
    <fieldset class="field mode" data-spoiler>
      <legend data-l10n-id="row-mode"></legend>
      <label><input type="radio" name="mode" value="watch" checked> <span data-l10n-id="row-mode-watch"></span></label>
      <label><input type="radio" name="mode" value="play"> <span data-l10n-id="row-mode-play"></span></label>
    </fieldset>
  </form>
  <p id="mode-note" class="note" hidden></p>
  <div id="rules" class="rules"></div>
</section>
`;
