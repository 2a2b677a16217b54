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
