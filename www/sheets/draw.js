// What the worksheets of the lab's games share: SVG drawings for print (a board is drawn
// from what the core answered, never decided here) and the shape of a sheet's questions.

import { words } from '../i18n.js';

const SVG = 'http://www.w3.org/2000/svg';

/// An SVG image `w` × `h` units, described for screen readers by `label`, and a function
/// that adds an element to it: `add(name, attrs, text?)`.
export function picture(w, h, label, maxWidth = '120mm') {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.style.maxWidth = maxWidth;
  svg.classList.add('figure');
  const add = (name, attrs, text) => {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    svg.append(e);
    return e;
  };
  return { svg, add };
}

/// A row of squares (a track, a row of cells): `cells[i]` is drawn by `draw(add, x, i)` in
/// the square at x; each square is numbered below from `from`.
export function squares(count, label, draw, from = 1) {
  const { svg, add } = picture(count * 10, 15, label, `${Math.min(170, count * 9)}mm`);
  for (let i = 0; i < count; i++) {
    const x = i * 10;
    add('rect', { x: x + 0.3, y: 0.3, width: 9.4, height: 9.4, fill: '#fff', stroke: '#555', 'stroke-width': 0.3 });
    draw(add, x, i);
    add('text', { x: x + 5, y: 14, 'text-anchor': 'middle', 'font-size': 3.4, fill: '#333' }, String(i + from));
  }
  return svg;
}

/// A question of a sheet: `{ key, text, lines }`, `lines` the lines left to write on.
export const question = (key, text, lines = 2) => ({ key, text, lines });

/// Its answer: `{ key, text, value }`, `value` the answer as data (for tests and tools).
export const answer = (key, text, value) => ({ key, text, value: String(value) });

/// `items` as a sentence in the language in use lists them: "a, b and c" ("a, b et c").
export const listed = (items, or = false) => words().list(items, or);

/// Lets the page draw (the "Solving…" line) before a long search holds the thread.
export const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));
