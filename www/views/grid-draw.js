// Drawing for the grid view (www/views/grid.js): a square board of holes on a canvas, pegs
// or pieces in them, marks (finish, selection, hint, focus ring) and one jump in flight.
// Pure drawing: what is where comes from the wasm snapshot, never decided here.

import { presentRoom, sizeCanvas, themeColors } from './dom.js';

/// The board's geometry in CSS pixels for a canvas `width` wide and a board of `side`
/// (`margin` for the labels, by default in proportion to the width).
export function geometry(width, side, margin = Math.max(18, Math.round(width * 0.05))) {
  const cell = (width - margin * 1.5) / side;
  return { margin, cell, size: Math.round(margin * 1.5 + cell * side) };
}

/// The centre of (row, column) in CSS pixels.
export function centre(g, row, col) {
  return [g.margin + (col + 0.5) * g.cell, g.margin + (row + 0.5) * g.cell];
}

/// Where each hole of `layout` is drawn, as [row, column] in cells (fractions on a
/// triangle, whose rows are offset half a hole and √3/2 apart: the core's `points`).
export function drawnAt(layout) {
  return layout.points ? layout.points.map(([x, y]) => [y, x]) : layout.holes;
}

/// The hole under the CSS pixel (x, y), or -1: the one whose centre is within half a cell.
export function holeAt(g, holes, x, y) {
  let best = -1;
  let bestD = (g.cell / 2) ** 2;
  holes.forEach(([row, col], k) => {
    const [cx, cy] = centre(g, row, col);
    const d = (cx - x) ** 2 + (cy - y) ** 2;
    if (d <= bestD) {
      bestD = d;
      best = k;
    }
  });
  return best;
}

/// The colours this drawing uses, by role (`themeColors`).
const ROLES = {
  bg: ['--board-bg', '#fbf8f2'], hole: ['--hole', '#c9b48e'], text: ['--board-text', '#5f5340'],
  peg: ['--peg', '#8a3b12'], pegEdge: ['--peg-edge', '#4e1f06'], accent: ['--accent', '#b4410c'],
  focus: ['--focus', '#1f6feb'], hint: ['--hint', '#1a7f37'], tileA: ['--tile-a', '#e9dcc3'],
  tileB: ['--tile-b', '#dfcfb1'], pegText: ['--peg-text', '#ffffff'],
};
const colours = (canvas) => themeColors(canvas, ROLES);

/// Sizes the canvas to its box and the device's pixels; returns the geometry. On the page the
/// board takes the first screen's room below its top (at least 560 px), so a large window
/// shows a large board whole; embedded (an iframe sized by its embed code, an element) it
/// stays at most 560 px, not sized by a window whose height it would itself set; in
/// presentation mode as large as the window allows (www/views/dom.js).
export function fit(canvas, side) {
  const width = Math.min(canvas.parentElement.clientWidth || 480, presentRoom(canvas) ?? pageRoom(canvas));
  const g = geometry(width, side);
  g.dpr = sizeCanvas(canvas, g.size, g.size);
  return g;
}

/// The board's largest side on the usual page: the window's height below the board's top
/// in the page, a margin kept for its focus ring; 560 px where that is less, or embedded.
function pageRoom(canvas) {
  const BOARD = 560;
  if (canvas.getRootNode() !== document || document.body.classList.contains('embed')) return BOARD;
  const top = canvas.getBoundingClientRect().top + window.scrollY;
  return Math.max(BOARD, Math.floor(window.innerHeight - top - 12));
}

function disc(c, x, y, r, fill, stroke, alpha = 1) {
  c.globalAlpha = alpha;
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fillStyle = fill;
  c.fill();
  if (stroke) {
    c.lineWidth = Math.max(1.5, r * 0.12);
    c.strokeStyle = stroke;
    c.stroke();
  }
  c.globalAlpha = 1;
}

function ring(c, g, [row, col], colour, width, dash = []) {
  const [x, y] = centre(g, row, col);
  c.setLineDash(dash);
  c.lineWidth = width;
  c.strokeStyle = colour;
  c.beginPath();
  c.arc(x, y, g.cell * 0.45, 0, Math.PI * 2);
  c.stroke();
  c.setLineDash([]);
}

/// A square's pieces at (x, y): a knight, or their number when there are several.
function piece(c, g, x, y, count, col) {
  disc(c, x, y, g.cell * 0.36, col.peg, col.pegEdge);
  c.fillStyle = col.pegText;
  c.font = `bold ${Math.round(g.cell * 0.42)}px system-ui, sans-serif`;
  c.fillText(count === 1 ? '♞' : String(count), x, y + 1);
}

function labels(c, g, side, col) {
  c.fillStyle = col.text;
  c.font = `${Math.round(g.margin * 0.55)}px system-ui, sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  for (let k = 0; k < side; k++) {
    const [x, y] = centre(g, k, k);
    c.fillText(String.fromCharCode(97 + k), x, g.margin * 0.5);
    c.fillText(String(k + 1), g.margin * 0.5, y);
  }
}

/// Draws a board of squares (`scene.kind === 'squares'`): `cells` one character per
/// square ('.' none, a digit: that many pieces), `values` (numbers, or null), `selected`,
/// `moves` ([from, to] square pairs chosen so far), `options` ([square, wins] rings for the
/// chosen piece), `focus`, `flights` ({ jumps: [from, to] square pairs, t from 0 to 1 }:
/// pieces on their way to `to`, drawn there only when they land).
function drawSquares(canvas, g, scene) {
  const c = canvas.getContext('2d');
  const col = colours(canvas);
  c.setTransform(g.dpr, 0, 0, g.dpr, 0, 0);
  c.fillStyle = col.bg;
  c.fillRect(0, 0, g.size, g.size);
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  if (scene.side <= 16 && !scene.bare) {
    // x from 1 at the left along the top, y from 1 at the bottom along the left.
    c.fillStyle = col.text;
    c.font = `${Math.round(g.margin * 0.5)}px system-ui, sans-serif`;
    for (let k = 0; k < scene.side; k++) {
      const [x, y] = centre(g, k, k);
      c.fillText(String(k + 1), x, g.margin * 0.5);
      c.fillText(String(scene.side - k), g.margin * 0.5, y);
    }
  }
  scene.holes.forEach(([row, cl], k) => {
    const x = g.margin + cl * g.cell;
    const y = g.margin + row * g.cell;
    c.fillStyle = (row + cl) % 2 ? col.tileB : col.tileA;
    c.fillRect(x, y, g.cell, g.cell);
    const [cx, cy] = centre(g, row, cl);
    // Pieces still in flight to this square are drawn on their way, below.
    const landing = (scene.flights?.jumps ?? []).filter(([, to]) => to === k).length;
    const here = scene.cells[k] === '.' ? 0 : scene.cells[k] === '+' ? Infinity : Number(scene.cells[k]);
    const shown = here - landing;
    if (shown > 0) {
      piece(c, g, cx, cy, shown === Infinity ? '+' : shown, col);
    } else if (scene.values) {
      c.fillStyle = col.text;
      c.font = `${Math.round(g.cell * 0.38)}px system-ui, sans-serif`;
      c.fillText(String(scene.values[k]), cx, cy);
    }
  });
  for (const [from, to] of scene.flights?.jumps ?? []) {
    const [x0, y0] = centre(g, ...scene.holes[from]);
    const [x1, y1] = centre(g, ...scene.holes[to]);
    const t = scene.flights.t;
    const lift = Math.sin(Math.PI * t) * g.cell * 0.4;
    piece(c, g, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t - lift, 1, col);
  }
  for (const [from, to] of scene.moves ?? []) {
    c.strokeStyle = col.hint;
    c.lineWidth = 3;
    c.beginPath();
    c.moveTo(...centre(g, ...scene.holes[from]));
    c.lineTo(...centre(g, ...scene.holes[to]));
    c.stroke();
    ring(c, g, scene.holes[to], col.hint, 3, [5, 3]);
  }
  for (const [k, wins] of scene.options ?? []) ring(c, g, scene.holes[k], wins ? col.hint : col.accent, wins ? 4 : 2, wins ? [] : [4, 3]);
  if (scene.selected != null) ring(c, g, scene.holes[scene.selected], col.accent, 4);
  if (scene.focus != null) ring(c, g, scene.holes[scene.focus], col.focus, 3);
}

/// Draws `scene`: `{ side, holes: [[row, col]], cells: 'o.o…' (one per hole), bare (no
/// labels: the home page's small picture, in a `geometry` of a small margin), finish,
/// selected, focus (when the canvas has focus), hint: [from, to], marks: [holes] (solid rings:
/// the atlas's reachable finishes), flight: { from, over,
/// to, t } (a jump in progress, t from 0 to 1) }`.
export function drawGrid(canvas, g, scene) {
  if (scene.kind === 'squares') return drawSquares(canvas, g, scene);
  const c = canvas.getContext('2d');
  const col = colours(canvas);
  c.setTransform(g.dpr, 0, 0, g.dpr, 0, 0);
  c.fillStyle = col.bg;
  c.fillRect(0, 0, g.size, g.size);
  // A triangle's holes are named by row and place, not by the square's files and ranks.
  if (scene.grid !== 'triangle' && !scene.bare) labels(c, g, scene.side, col);
  const r = g.cell * 0.34;
  const f = scene.flight;
  scene.holes.forEach(([row, cl], k) => {
    const [x, y] = centre(g, row, cl);
    disc(c, x, y, g.cell * 0.18, col.hole);
    if (k === scene.finish) ring(c, g, [row, cl], col.accent, 2, [4, 3]);
    const peg = scene.cells[k] === 'o';
    if (f && k === f.to) return; // drawn in flight below
    if (peg) disc(c, x, y, r, col.peg, col.pegEdge);
    if (f && k === f.over) disc(c, x, y, r, col.peg, col.pegEdge, 1 - f.t);
  });
  if (f) {
    const [x0, y0] = centre(g, ...scene.holes[f.from]);
    const [x1, y1] = centre(g, ...scene.holes[f.to]);
    const lift = Math.sin(Math.PI * f.t) * g.cell * 0.6;
    disc(c, x0 + (x1 - x0) * f.t, y0 + (y1 - y0) * f.t - lift, r * (1 + 0.15 * Math.sin(Math.PI * f.t)), col.peg, col.pegEdge);
  }
  if (scene.hint) for (const k of scene.hint) ring(c, g, scene.holes[k], col.hint, 3, [6, 4]);
  if (scene.marks) for (const k of scene.marks) ring(c, g, scene.holes[k], col.hint, 4);
  if (scene.selected != null) ring(c, g, scene.holes[scene.selected], col.accent, 4);
  if (scene.focus != null) ring(c, g, scene.holes[scene.focus], col.focus, 3);
}
