// The one timeline player of every view shown as a line of steps (the checker rows, peg's and
// Push-*'s watching, the automaton, the recorded runs of an algorithm): its controls, its
// clock (play, pause, speed, the glide of a single step), the one frame loop, its keys, and
// exact seeking past 2^53 (steps are BigInt here, numbers only where they are exact).
// A view hands it a `line` and draws what it is told to; it decides nothing about its game.
//
//   const tl = mountTimeline(root, line, { signal, speed, range, keys, keyTarget, prefix, onSpeed });
//   line = {
//     length(): bigint,                 // the last step (the line's number of moves)
//     draw(step, glide, dt): boolean,   // paint `step` with the next move `glide` (0..1) of
//                                       // the way done; true while the view still animates
//                                       // by itself (a camera settling): the loop goes on
//     changed?(step, playing),          // the whole step or playing changed: readouts, events
//     active?(): boolean,               // false while the line is not shown (a play mode)
//     span?(): bigint,                  // where the step bar, End and playing stop, when the
//                                       // line goes on past its interesting part (the
//                                       // automaton: stable from step T, shown to 2^53 − 1)
//     endWords?(length): string,        // the last step in words, for a refused typed step
//   }
//   tl: { play, pause, toggle, forward, back, seek(k), settle, refresh, reload, step(),
//         length(), playing(), setSpeed(v), destroy }
//
// The controls are found in `root` by their ids (`${prefix}play`, `${prefix}scrub`, … as
// `timelineMarkup(prefix)` writes them); any may be absent (a compact player). The speed is
// the catalog's range in moves a second; the bar is logarithmic (half steps of log2).

import { t, words } from '../i18n.js';
import { FINE_SPAN, formatStep, parseStep, fineTarget, section, offsetStep, scrubTarget, needsFineSeeking } from '../seek.js';

/// How long a single step (a button or a key) takes to glide, in seconds.
const GLIDE_SECONDS = 0.28;
/// A number as the language in use writes it (1,024; 1 024).
const fmt = { format: (n) => words().number(n) };

const ICONS = {
  start: '<path d="M6 5h2v14H6zM20 5v14L9 12z"/>',
  back: '<path d="M17 5v14L6 12z"/>',
  forward: '<path d="M7 5v14l11-7z"/>',
  end: '<path d="M16 5h2v14h-2zM4 5v14l11-7z"/>',
};
const icon = (name) => `<svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[name]}</svg>`;

/// The standard controls: to either end, a step each way, play, the step bar and its readout,
/// the speed, and (shown only for lines longer than the bar can reach) the fine bar and the
/// typed step. `unit` names a step in labels ("Step", "Jump"), a selector of the messages.
export function timelineMarkup(prefix = '', { unit = 'Step' } = {}) {
  const id = (name) => `${prefix}${name}`;
  const kind = unit.toLowerCase();
  // Words put in an attribute: its quotes escaped.
  const a = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `
  <div class="transport" id="${id('transport')}" role="group" aria-label="${a(t('timeline-playback'))}">
    <button type="button" id="${id('to-start')}" class="icon" aria-label="${a(t('timeline-to-start'))}" title="${a(t('timeline-to-start'))}">${icon('start')}</button>
    <button type="button" id="${id('back')}" class="icon" aria-label="${a(t('timeline-back'))}" title="${a(t('timeline-back-title'))}">${icon('back')}</button>
    <button type="button" id="${id('play')}" class="icon play" aria-label="${a(t('timeline-play'))}" aria-pressed="false" title="${a(t('timeline-play-title'))}">
      <svg class="when-paused" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 4v16l13-8z"/></svg>
      <svg class="when-playing" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 4h4v16H6zM14 4h4v16h-4z"/></svg>
    </button>
    <button type="button" id="${id('forward')}" class="icon" aria-label="${a(t('timeline-forward'))}" title="${a(t('timeline-forward-title'))}">${icon('forward')}</button>
    <button type="button" id="${id('to-end')}" class="icon" aria-label="${a(t('timeline-to-end'))}" title="${a(t('timeline-to-end'))}">${icon('end')}</button>
    <label class="scrub"><span class="visually-hidden">${t('timeline-unit', { unit: kind })}</span>
      <input type="range" id="${id('scrub')}" min="0" max="0" value="0" step="1"></label>
    <output id="${id('step-out')}" class="step-out" for="${id('scrub')}" aria-live="off">0 / 0</output>
    <label class="speed"><span>${t('timeline-speed')}</span>
      <input type="range" id="${id('speed')}" min="-2" max="12" step="0.5" value="1" aria-valuetext="${a(t('timeline-speed-value', { speed: 2 }))}">
      <output id="${id('speed-out')}" for="${id('speed')}">2/s</output></label>
  </div>
  <div class="seek" id="${id('seek')}" role="group" aria-label="${a(t('timeline-fine-seeking'))}" hidden>
    <label class="fine"><span>${t('timeline-fine')} <span class="visually-hidden">${t('timeline-fine-hidden', { span: FINE_SPAN })}</span></span>
      <input type="range" id="${id('fine')}" min="0" max="${2 * FINE_SPAN}" value="${FINE_SPAN}" step="1" aria-valuetext="${a(t('timeline-fine-at'))}"></label>
    <form id="${id('goto-form')}" class="goto-form" novalidate>
      <label for="${id('goto')}">${t('timeline-go-to', { unit: kind })}</label>
      <input id="${id('goto')}" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" aria-describedby="${id('goto-status')}">
      <button type="submit">${t('timeline-go')}</button>
    </form>
    <p id="${id('goto-status')}" class="goto-status" role="status"></p>
  </div>`;
}

/// The speed (moves a second) shown by the bar's value, within `range` ({ min, max }).
export const speedOfBar = (value, range) => Math.min(range.max, Math.max(range.min, 2 ** Number(value)));
/// The bar's value for `speed`: half steps of log2.
export const barOfSpeed = (speed) => Math.round(Math.log2(speed) * 2) / 2;
/// A speed in words for the readout: "2/s", "0.25/s", "1,024/s".
export const speedText = (v) => (v >= 10 ? fmt.format(Math.round(v)) : String(Math.round(v * 100) / 100));

/// The next position of a line being played: `glide` advanced by `moves` (speed × time),
/// whole moves carried into `step`, stopped at `length` (then `ended`). Pure (tested in node).
export function advance(step, glide, moves, length) {
  const total = glide + moves;
  const whole = Math.floor(total);
  const next = step + BigInt(whole);
  if (next >= length) return { step: length, glide: 0, ended: true };
  return { step: next, glide: total - whole, ended: false };
}

export function mountTimeline(root, line, opts = {}) {
  const { signal, prefix = '', range = { min: 0.25, max: 4096 } } = opts;
  const $ = (name) => root.querySelector(`#${prefix}${name}`);
  const el = {
    play: $('play'), back: $('back'), forward: $('forward'), start: $('to-start'), end: $('to-end'),
    scrub: $('scrub'), out: $('step-out'), speed: $('speed'), speedOut: $('speed-out'),
    seekRow: $('seek'), fine: $('fine'), fineBox: $('fine')?.closest('label'), gotoForm: $('goto-form'), goto: $('goto'), gotoStatus: $('goto-status'),
  };
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  const st = {
    step: 0n, glide: 0, playing: false, stepping: 0, speed: opts.speed ?? 2, frame: 0, last: null,
    told: { step: null, playing: null }, scrubbing: false, fineBase: null, reduced: reduce.matches,
    dead: false, tickMs: [],
  };
  const active = () => !st.dead && (line.active?.() ?? true);
  const L = () => line.length();
  const span = () => line.span?.() ?? line.length();

  // ---- the clock and the one frame loop ----------------------------------------------------

  function schedule() {
    if (st.frame || st.dead) return;
    st.frame = requestAnimationFrame(tick);
  }

  function tick(time) {
    const started = performance.now();
    st.frame = 0;
    const dt = st.last === null ? 1 / 60 : Math.min(0.1, Math.max(0, (time - st.last) / 1000));
    if (st.playing) {
      const next = advance(st.step, st.glide, dt * st.speed, span());
      st.step = next.step;
      st.glide = next.glide;
      if (next.ended) st.playing = false;
    } else if (st.stepping > 0) {
      st.glide += dt / GLIDE_SECONDS;
      if (st.glide >= 1) {
        st.step += 1n;
        st.glide = 0;
        st.stepping = 0;
      }
    } else if (st.stepping < 0) {
      st.glide -= dt / GLIDE_SECONDS;
      if (st.glide <= 0) {
        st.glide = 0;
        st.stepping = 0;
      }
    }
    const moving = draw(dt);
    const again = st.playing || st.stepping !== 0 || moving;
    st.last = again ? time : null;
    if (again) schedule();
    // Script time of the whole frame (the clock, the view's drawing and its readouts), for
    // the browser benchmark.
    if (st.tickMs.length >= 4096) st.tickMs.length = 0;
    st.tickMs.push(performance.now() - started);
  }

  /// Draws the position (no glide under reduced motion) and tells the view of a change.
  /// It draws even while the line is not active: the view may show something else then
  /// (the visitor's board in play mode) and still draws through the one loop.
  function draw(dt) {
    if (st.dead) return false;
    const moving = line.draw(st.step, st.reduced ? 0 : st.glide, dt);
    if (st.step !== st.told.step || st.playing !== st.told.playing) {
      st.told = { step: st.step, playing: st.playing };
      showControls();
      line.changed?.(st.step, st.playing);
    }
    return moving;
  }

  /// A whole step at once, drawn now (so the view's readouts read it at once).
  function jump(k) {
    const length = L();
    st.step = k < 0n ? 0n : k > length ? length : k;
    st.glide = 0;
    st.stepping = 0;
    if (draw(0)) schedule(); // a camera still travelling asks for more frames
  }

  const tl = {
    step: () => st.step,
    length: L,
    playing: () => st.playing,
    play() {
      if (!active()) return;
      tl.settle();
      if (st.step >= span()) jump(0n); // play from the end starts over, as media players do
      st.playing = true;
      st.glide = 0;
      draw(0);
      schedule();
    },
    pause() {
      if (!st.playing) return;
      st.playing = false;
      st.glide = 0;
      if (draw(0)) schedule();
    },
    toggle() {
      if (st.playing) tl.pause();
      else tl.play();
    },
    forward() {
      if (!active()) return;
      st.playing = false;
      tl.settle();
      if (st.step >= L()) return draw(0);
      if (st.reduced) return jump(st.step + 1n);
      st.stepping = 1;
      st.glide = 0;
      draw(0);
      schedule();
    },
    back() {
      if (!active()) return;
      st.playing = false;
      tl.settle();
      if (st.step <= 0n) return draw(0);
      if (st.reduced) return jump(st.step - 1n);
      st.step -= 1n;
      st.stepping = -1;
      st.glide = 1;
      draw(0);
      schedule();
    },
    /// Shows step `k` (a BigInt or a whole number) at once and pauses.
    seek(k) {
      st.playing = false;
      jump(BigInt(k));
    },
    /// Lands a single step in flight at once (an answer is for the step the glide ends on).
    settle() {
      if (st.stepping > 0) st.step += 1n;
      if (st.stepping !== 0) {
        st.stepping = 0;
        st.glide = 0;
        draw(0);
      }
    },
    /// Redraws on the next frame (the view's drawing changed: a theme, a size, a highlight).
    refresh: schedule,
    /// The line was replaced (another puzzle or size): shows step `k` of it, paused.
    reload(k = 0n) {
      st.playing = false;
      st.told = { step: null, playing: null };
      if (el.scrub) el.scrub.max = String(span());
      jump(BigInt(k));
    },
    /// Script time (ms) of the frames since the last call (the benchmark's).
    takeFrameTimes() {
      const t = st.tickMs;
      st.tickMs = [];
      return t;
    },
    setSpeed(v) {
      st.speed = v;
      showSpeed();
    },
    destroy() {
      st.dead = true;
      cancelAnimationFrame(st.frame);
    },
  };

  // ---- the controls ------------------------------------------------------------------------

  function showControls() {
    const length = L();
    const end = span();
    // A line that runs past its bar (the automaton after T) reads as a step, not "x / T".
    const of = st.step > end
      ? t('timeline-step-past', { step: formatStep(st.step), end: formatStep(end) })
      : t('timeline-step-of', { step: formatStep(st.step), end: formatStep(end) });
    if (el.out) el.out.textContent = st.step > end ? t('timeline-out-past', { step: formatStep(st.step), end: formatStep(end) }) : `${formatStep(st.step)} / ${formatStep(end)}`;
    if (el.scrub) {
      el.scrub.max = String(end);
      if (!st.scrubbing) el.scrub.value = String(st.step < end ? st.step : end);
      el.scrub.setAttribute('aria-valuetext', of);
    }
    if (el.play) {
      el.play.classList.toggle('is-playing', st.playing);
      el.play.setAttribute('aria-label', st.playing ? t('timeline-pause') : t('timeline-play'));
      el.play.setAttribute('aria-pressed', String(st.playing));
    }
    if (el.seekRow) {
      // The typed step reaches the whole line; the fine bar is for a bar too coarse to reach
      // each step of its span (the automaton's line runs past its bar's end at T).
      el.seekRow.hidden = !needsFineSeeking(length);
      el.fineBox.hidden = !needsFineSeeking(end);
      if (st.fineBase === null) el.fine.value = String(FINE_SPAN);
      const lo = offsetStep(st.fineBase ?? st.step, -FINE_SPAN, length);
      const hi = offsetStep(st.fineBase ?? st.step, FINE_SPAN, length);
      el.fine.setAttribute('aria-valuetext', t('timeline-fine-value', { step: formatStep(st.step), from: formatStep(lo), to: formatStep(hi) }));
    }
  }

  function showSpeed() {
    if (!el.speed) return;
    el.speed.value = String(barOfSpeed(st.speed));
    const text = speedText(st.speed);
    el.speedOut.textContent = `${text}/s`;
    el.speed.setAttribute('aria-valuetext', t('timeline-speed-value', { speed: text }));
  }

  const on = (target, type, fn) => target?.addEventListener(type, fn, { signal });
  on(el.play, 'click', () => tl.toggle());
  on(el.forward, 'click', () => tl.forward());
  on(el.back, 'click', () => tl.back());
  on(el.start, 'click', () => tl.seek(0n));
  on(el.end, 'click', () => tl.seek(span()));
  on(el.scrub, 'input', () => {
    st.scrubbing = true;
    tl.seek(BigInt(scrubTarget(el.scrub.value, el.scrub.max, span())));
  });
  on(el.scrub, 'change', () => { st.scrubbing = false; showControls(); });
  on(el.scrub, 'keydown', (e) => {
    if (e.key !== 'PageUp' && e.key !== 'PageDown') return;
    e.preventDefault();
    const d = BigInt(section(L())) * (e.key === 'PageUp' ? 1n : -1n);
    tl.seek(BigInt(offsetStep(st.step, d, L())));
  });
  on(el.speed, 'input', () => {
    st.speed = speedOfBar(el.speed.value, range);
    showSpeed();
    opts.onSpeed?.(st.speed);
  });
  on(el.fine, 'input', () => {
    if (st.fineBase === null) st.fineBase = st.step;
    tl.seek(BigInt(fineTarget(st.fineBase, Number(el.fine.value), L())));
  });
  on(el.fine, 'change', () => { st.fineBase = null; showControls(); });
  const tell = (text, error) => {
    el.gotoStatus.textContent = text;
    el.gotoStatus.classList.toggle('is-error', Boolean(error));
    if (error) el.goto.setAttribute('aria-invalid', 'true');
    else el.goto.removeAttribute('aria-invalid');
  };
  on(el.gotoForm, 'submit', (e) => {
    e.preventDefault();
    const r = parseStep(el.goto.value, L(), line.endWords);
    if (r.error) return tell(r.error, true);
    tl.seek(BigInt(r.step));
    tell(t('timeline-showing', { step: formatStep(r.step) }), false);
  });
  on(el.goto, 'input', () => { if (el.goto.hasAttribute('aria-invalid')) tell('', false); });
  on(reduce, 'change', () => { st.reduced = reduce.matches; tl.settle(); schedule(); });

  // Keys: Space plays or pauses, the arrows step, Home and End go to either end; none of them
  // while a form field (or, for Space, any control) has the focus, or a view took the key.
  // `keyTarget: null`: the view routes its keys itself (to the methods below).
  const keys = opts.keys ?? { back: 'ArrowLeft', forward: 'ArrowRight' };
  on('keyTarget' in opts ? opts.keyTarget : root, 'keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || !active()) return;
    const tag = e.target instanceof Element ? e.target.tagName : '';
    const typing = ['INPUT', 'SELECT', 'TEXTAREA'].includes(tag);
    const control = typing || tag === 'BUTTON' || tag === 'SUMMARY' || tag === 'A';
    const act = {
      ' ': !control && tl.toggle,
      [keys.forward]: !typing && tl.forward,
      [keys.back]: !typing && tl.back,
      Home: !typing && (() => tl.seek(0n)),
      End: !typing && (() => tl.seek(span())),
    }[e.key];
    if (!act) return;
    act();
    e.preventDefault();
  });

  showSpeed();
  // A view that knows its first step now shows it; the others reload when their line is ready.
  if (opts.step !== undefined) tl.reload(BigInt(opts.step));
  return tl;
}

