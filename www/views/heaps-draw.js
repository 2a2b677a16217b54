// Drawing of the heaps view on its canvas: heaps as columns of counters (nim, subtraction,
// octal, the even/odd game's pile) or a row of squares (K in a row). Pure drawing from the
// core's snapshot: no game decision here. `draw` returns the layout that `hit` reads to
// turn a click into (heap, counter).

import { presentRoom, themeColors } from './dom.js';
import { t as word } from '../i18n.js';

/// The colours this drawing uses, by role (`themeColors`: read at each draw, so the dark
/// theme follows the system).
const ROLES = {
  bg: ['--board-bg', '#fbf8f2'], counter: ['--counter', '#1c1c1f'], edge: ['--counter-edge', '#6b6b73'],
  accent: ['--accent', '#b4410c'], text: ['--text', '#1f2328'], muted: ['--muted', '#57606a'],
  line: ['--line', '#d8d2c6'], focus: ['--focus', '#1f6feb'], empty: ['--hole', '#c9b48e'], taken: ['--white', '#fffdf8'],
};
const theme = (canvas) => themeColors(canvas, ROLES);

/// Sizes the canvas to its box at the device's pixel ratio; returns the size drawn at, in
/// CSS pixels divided by `scale`: 1 on the page, more in presentation mode (www/views/dom.js
/// presentRoom), where the drawing, its counters and numbers grow with the window's room
/// beyond the page's 300 px (its layout's cells are in the drawing's units).
function fit(canvas) {
  const ratio = window.devicePixelRatio || 1;
  // The drawing's size is the canvas's on screen: a larger backing store would be squeezed
  // into the box (a row of K in a row, 80 pixels high, was drawn at 160 and squashed).
  const cw = Math.max(1, canvas.clientWidth);
  const ch = Math.max(1, canvas.clientHeight);
  const scale = presentRoom(canvas) === null ? 1 : Math.max(1, Math.min(ch / 300, cw / 720));
  canvas.width = Math.round(cw * ratio);
  canvas.height = Math.round(ch * ratio);
  const g = canvas.getContext('2d');
  g.setTransform(ratio * scale, 0, 0, ratio * scale, 0, 0);
  return { g, w: cw / scale, h: ch / scale, scale };
}

/// The largest counter size `s` (and counters per line) that fits `most` counters in a
/// column `colW` wide and `colH` high.
function cellSize(most, colW, colH) {
  for (let s = 36; s > 3; s -= 1) {
    const per = Math.max(1, Math.floor((colW * 0.86) / s));
    if (Math.ceil(most / per) * s <= colH) return { s, per };
  }
  return { s: 3, per: Math.max(1, Math.floor((colW * 0.86) / 3)) };
}

/// Whether counter `c` of heap `i` is taken by move `m` (as drawn: from `m.from`).
/// Whether a move of `ms` (one move record, a list of them, or none) takes counter `c` of
/// heap `i` (`c` absent: takes from heap `i` at all). Every heap moving, a turn is a list.
const takes = (ms, i, c) => [].concat(ms ?? []).some((m) => m && m.heapIndex === i && (c === undefined || (c >= m.from && c < m.from + m.take)));

const grouped = new Intl.NumberFormat('en');

/// A heap too large for counters (the core gave its place in the period): a tile with its
/// size, exact past 2^53 (the snapshot gives such a heap as a decimal string).
function drawTile(g, x, y, w, h, n, t, { hot, focused, going }) {
  g.globalAlpha = going;
  g.fillStyle = hot || going < 1 ? t.accent : t.counter;
  g.fillRect(x, y, w, h);
  g.globalAlpha = 1;
  g.lineWidth = focused ? 3 : 1;
  g.strokeStyle = focused ? t.focus : t.edge;
  g.strokeRect(x, y, w, h);
  g.fillStyle = t.bg;
  g.textAlign = 'center';
  const text = grouped.format(BigInt(n));
  let size = 15;
  g.font = `bold ${size}px system-ui, sans-serif`;
  while (size > 7 && g.measureText(text).width > w - 6) {
    size -= 1;
    g.font = `bold ${size}px system-ui, sans-serif`;
  }
  g.fillText(text, x + w / 2, y + h / 2 + size / 3);
}

function drawHeaps(g, w, h, snap, opts, t) {
  const heaps = snap.heaps;
  // A heap with a place (too large for counters) is drawn as a tile, not counted here.
  const large = (i) => Boolean(snap.places?.[i]);
  // `bare` (the home page's small picture): no numbers, so the counters fill the canvas.
  const top = opts.bare ? 4 : 14;
  const bottom = opts.bare ? 4 : opts.showValues ? 44 : 28;
  const side = snap.totals ? (opts.bare ? Math.round(w * 0.32) : 190) : 0;
  const colW = Math.min(120, (w - 16 - side) / Math.max(1, heaps.length));
  // The heaps stand in the middle of the room the side panel leaves (a projector's wide
  // canvas, a wide page), not against its left edge.
  const left = 8 + Math.max(0, (w - 16 - side - colW * heaps.length) / 2);
  const most = Math.max(1, ...heaps.filter((_, i) => !large(i)).map(Number));
  const { s, per } = cellSize(most, colW, h - top - bottom);
  const layout = { kind: 'heaps', cells: [], s };
  heaps.forEach((n, i) => {
    const x0 = left + i * colW + (colW - per * s) / 2;
    const base = h - bottom;
    if (large(i)) {
      const tw = colW - 8;
      const th = Math.min(90, base - top);
      const x = left + i * colW + 4;
      const y = base - th;
      drawTile(g, x, y, tw, th, n, t, {
        hot: takes(opts.preview, i),
        focused: opts.focus?.heap === i,
        going: opts.fade && takes(opts.fade.move, i) ? opts.fade.left : 1,
      });
      // One cell for the whole tile: a click lists the moves from this heap.
      layout.cells.push({ heap: i, counter: 0, x: x + tw / 2, y: y + th / 2, r: tw / 2, ry: th / 2 });
    }
    for (let c = 0; !large(i) && c < n; c++) {
      const x = x0 + (c % per) * s + s / 2;
      const y = base - Math.floor(c / per) * s - s / 2;
      const hot = takes(opts.preview, i, c);
      // A move being played: its counters fade and shrink away.
      const going = opts.fade && takes(opts.fade.move, i, c) ? opts.fade.left : 1;
      g.globalAlpha = going;
      g.beginPath();
      g.arc(x, y, s * 0.42 * (0.4 + 0.6 * going), 0, 2 * Math.PI);
      g.fillStyle = hot || going < 1 ? t.accent : t.counter;
      g.fill();
      g.lineWidth = 1;
      g.strokeStyle = t.edge;
      g.stroke();
      g.globalAlpha = 1;
      layout.cells.push({ heap: i, counter: c, x, y, r: s / 2 });
      if (opts.focus && opts.focus.heap === i && opts.focus.counter === c) {
        g.lineWidth = 3;
        g.strokeStyle = t.focus;
        g.strokeRect(x - s / 2, y - s / 2, s, s);
      }
    }
    if (Number(n) === 0 && opts.focus && opts.focus.heap === i) {
      g.lineWidth = 3;
      g.strokeStyle = t.focus;
      g.strokeRect(left + i * colW + 4, base - 20, colW - 8, 20);
    }
    if (opts.bare) return;
    g.fillStyle = t.text;
    g.font = '13px system-ui, sans-serif';
    g.textAlign = 'center';
    g.fillText(large(i) ? word('heaps-too-many-to-draw') : String(n), left + i * colW + colW / 2, base + 17);
    if (opts.showValues && snap.heapValues) {
      g.fillStyle = t.muted;
      g.fillText(`G = ${snap.heapValues[i]}`, left + i * colW + colW / 2, base + 34);
    }
  });
  if (snap.totals && opts.bare) drawTotalsBare(g, w, h, side, snap.totals, t);
  else if (snap.totals) drawTotals(g, w, h, snap.totals, t);
  return layout;
}

/// The even/odd game in a small picture: each player's collection as a column of counters
/// in the accent colour (the visitor's, then the computer's) right of a rule.
function drawTotalsBare(g, w, h, side, totals, t) {
  const x0 = w - side;
  g.strokeStyle = t.muted;
  g.lineWidth = 1;
  g.beginPath();
  g.moveTo(x0 + 0.5, 4);
  g.lineTo(x0 + 0.5, h - 4);
  g.stroke();
  const s = Math.min(side / 2 - 2, (h - 8) / Math.max(1, ...totals));
  totals.forEach((n, p) => {
    for (let c = 0; c < n; c++) {
      g.beginPath();
      g.arc(x0 + side * (p + 0.5) / 2 + 1, h - 4 - c * s - s / 2, s * 0.42, 0, 2 * Math.PI);
      g.fillStyle = t.accent;
      g.fill();
    }
  });
}

/// The even/odd game: what each player has collected, beside the pile.
function drawTotals(g, w, h, [you, computer], t) {
  g.textAlign = 'left';
  g.font = '15px system-ui, sans-serif';
  g.fillStyle = t.text;
  g.fillText(word('heaps-canvas-total', { who: 'you', total: you, parity: you % 2 ? 'odd' : 'even' }), w - 180, h / 2 - 12);
  g.fillText(word('heaps-canvas-total', { who: 'computer', total: computer, parity: computer % 2 ? 'odd' : 'even' }), w - 180, h / 2 + 14);
}

/// K in a row: the square size and squares per line for a canvas `w` wide.
function rowCells(n, w, bare) {
  if (bare) return { s: Math.max(3, Math.floor((w - 8) / n)), perLine: n };
  const s = Math.max(8, Math.min(40, Math.floor((w - 16) / Math.min(n, 25))));
  return { s, perLine: Math.max(1, Math.floor((w - 16) / s)) };
}

/// The canvas height (CSS pixels) the position needs at width `w`.
export function heightFor(snap, w) {
  if (!snap.row) return 300;
  const { s, perLine } = rowCells(snap.row.length, w);
  return Math.max(80, Math.ceil(snap.row.length / perLine) * (s + 16) + 20);
}

function drawRow(g, w, h, snap, opts, t) {
  const cells = snap.row;
  const n = cells.length;
  const { s, perLine } = rowCells(n, w, opts.bare);
  const layout = { kind: 'row', cells: [], s };
  // A small picture centres its one line of squares.
  const left = opts.bare ? Math.floor((w - n * s) / 2) : 8;
  const top = opts.bare ? Math.floor((h - s) / 2) : 14;
  for (let c = 0; c < n; c++) {
    const x = left + (c % perLine) * s;
    const y = top + Math.floor(c / perLine) * (s + 16);
    const hot = takes(opts.preview, 0, c);
    g.fillStyle = cells[c] === 'x' ? t.counter : hot ? t.accent : t.empty;
    g.fillRect(x + 1, y + 1, s - 2, s - 2);
    // Each square outlined at 3:1 against the board, so an empty row still reads as squares.
    g.strokeStyle = t.muted;
    g.lineWidth = 1.5;
    g.strokeRect(x + 1.75, y + 1.75, s - 3.5, s - 3.5);
    // A move being played: its squares fill in, from the accent to a counter's colour.
    if (opts.fade && takes(opts.fade.move, 0, c)) {
      g.fillStyle = t.accent;
      g.fillRect(x + 1, y + 1, s - 2, s - 2);
      g.globalAlpha = 1 - opts.fade.left;
      g.fillStyle = t.counter;
      g.fillRect(x + 1, y + 1, s - 2, s - 2);
      g.globalAlpha = 1;
    }
    if (hot && cells[c] !== 'x') {
      g.strokeStyle = t.accent;
      g.lineWidth = 2;
      g.strokeRect(x + 1, y + 1, s - 2, s - 2);
    }
    if (opts.focus && opts.focus.counter === c) {
      g.strokeStyle = t.focus;
      g.lineWidth = 3;
      g.strokeRect(x, y, s, s);
    }
    if (s >= 18) {
      g.fillStyle = t.muted;
      g.font = '11px system-ui, sans-serif';
      g.textAlign = 'center';
      g.fillText(String(c + 1), x + s / 2, y + s + 12);
    }
    layout.cells.push({ heap: 0, counter: c, x: x + s / 2, y: y + s / 2, r: s / 2 });
  }
  return layout;
}

/// Draws `snap` on `canvas`. `opts`: `preview` (move records, one or a list, whose counters
/// are highlighted), `focus` ({heap, counter} of the keyboard cursor), `showValues`, `fade`
/// ({ move, left }: a move (or a turn's list) being played, `left` going from 1 to 0), `bare` (no numbers nor
/// margins: the home page's small picture).
export function draw(canvas, snap, opts) {
  const { g, w, h, scale } = fit(canvas);
  const t = theme(canvas);
  g.fillStyle = t.bg;
  g.fillRect(0, 0, w, h);
  const layout = snap.row ? drawRow(g, w, h, snap, opts, t) : drawHeaps(g, w, h, snap, opts, t);
  return layout && Object.assign(layout, { scale });
}

/// The counter (or square) under canvas point (x, y) in CSS pixels, or null.
export function hit(layout, cssX, cssY) {
  if (!layout) return null;
  const x = cssX / (layout.scale ?? 1);
  const y = cssY / (layout.scale ?? 1);
  let best = null;
  let bestD = Infinity;
  for (const cell of layout.cells) {
    // A tile (a heap too large for counters) is taller than wide: `ry` is its half height.
    const dx = Math.abs(cell.x - x);
    const dy = Math.abs(cell.y - y);
    const d = Math.max(dx, dy);
    if (dx <= cell.r && dy <= (cell.ry ?? cell.r) && d < bestD) {
      best = cell;
      bestD = d;
    }
  }
  return best && { heap: best.heap, counter: best.counter };
}
