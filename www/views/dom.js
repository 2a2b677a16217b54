// Small DOM helpers shared by the view controllers.

/// Shows `text` in `box`, hiding the box when there is nothing to say.
export function showText(box, text) {
  box.textContent = text;
  box.hidden = !text;
}

/// Sizes `canvas` to `width` × `height` CSS pixels, drawn at the device's pixel ratio, which
/// it returns (the drawing scales by it).
export function sizeCanvas(canvas, width, height) {
  const dpr = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * dpr);
  canvas.height = Math.round(height * dpr);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  return dpr;
}

/// The colours of the current theme, read from the page's CSS custom properties at each
/// drawing (so the dark theme follows the system): `roles` names each colour a drawing
/// uses, as `[custom property, fallback]`.
export function themeColors(el, roles) {
  const css = getComputedStyle(el);
  return Object.fromEntries(Object.entries(roles).map(([role, [name, fallback]]) => [role, css.getPropertyValue(name).trim() || fallback]));
}

/// The roles of the charts (the runs view and the explorer's plots).
export const CHART = {
  bg: ['--board-bg', '#fbf8f2'],
  text: ['--text', '#1f2328'],
  muted: ['--muted', '#57606a'],
  line: ['--board-text', '#5f5340'],
  faint: ['--line', '#d8d2c6'],
  won: ['--accent', '#b4410c'],
  lost: ['--focus', '#1f6feb'],
  open: ['--tile-a', '#e9dcc3'],
  now: ['--hint', '#1a7f37'],
  shade: ['--control-hover', '#efe7d8'],
};

// ---- presentation mode (present=1): one sizing rule for every board ----------------------

/// The board of the view shown: the first canvas on screen in `root` (each view draws its
/// board first; the others, a tree or a plot, come after it or are hidden).
const boardIn = (root) => [...root.querySelectorAll('canvas')].find((c) => c.getClientRects().length > 0);

/// Keeps `--room` on the body, while it has the class `present`, at the height the board may
/// take: the window's height less what the rest of the page takes (the body's height without
/// the board's). The stylesheet sizes the boards of box-sized views by it; the views that size
/// theirs by script read it (`presentRoom`) when the window's `resize` event, sent here when
/// it changes, asks them to lay out again. Returns a function that stops it.
export function keepRoom(root) {
  const body = document.body;
  let last = 0;
  const measure = () => {
    if (!body.classList.contains('present')) return;
    const board = boardIn(root);
    if (!board) return;
    const rest = body.getBoundingClientRect().height - board.getBoundingClientRect().height;
    // A few pixels kept for the board's border and focus ring; never smaller than a card.
    const room = Math.max(160, Math.floor(window.innerHeight - rest - 6));
    if (Math.abs(room - last) < 3) return; // the board's own change, settled
    last = room;
    body.style.setProperty('--room', `${room}px`);
    dispatchEvent(new Event('resize'));
  };
  const observer = new ResizeObserver(() => requestAnimationFrame(measure));
  observer.observe(body);
  const onResize = (e) => { if (e.isTrusted) { last = 0; measure(); } };
  addEventListener('resize', onResize);
  measure();
  return () => {
    observer.disconnect();
    removeEventListener('resize', onResize);
  };
}

/// The height a board sized by script may take in presentation mode (`keepRoom`; half the
/// window until it has measured), or null where it is not shown (the page as usual, an
/// element in another page).
export function presentRoom(canvas) {
  if (!canvas.closest('.present')) return null;
  const room = parseFloat(getComputedStyle(document.body).getPropertyValue('--room'));
  return Number.isFinite(room) ? room : Math.round(window.innerHeight / 2);
}
