// Drawing for the tree view (www/views/tictactoe.js): the 3 × 3 board, and the game tree of
// minimax and alpha-beta that the core records (wasm `TicTacToeView`'s `tree` action). Layout and
// paint only: every value, count and cut comes from the core.

import { themeColors } from './dom.js';
import { words } from '../i18n.js';

/// The colours this drawing uses, by role (`themeColors`).
const ROLES = {
  bg: ['--board-bg', '#fbf8f2'],
  tile: ['--tile-a', '#e9dcc3'],
  grid: ['--board-text', '#5f5340'],
  text: ['--text', '#1f2328'],
  muted: ['--muted', '#57606a'],
  x: ['--accent', '#b4410c'],
  o: ['--focus', '#1f6feb'],
  draw: ['--muted', '#57606a'],
  cut: ['--line', '#d8d2c6'],
  line: ['--board-text', '#5f5340'],
};
export const tttColors = (el) => themeColors(el, ROLES);

/// The board's square size and origin in a `width` × `height` canvas.
export function boardGeometry(width, height) {
  const size = Math.floor(Math.min(width, height) / 3);
  return { size, x0: Math.floor((width - 3 * size) / 2), y0: Math.floor((height - 3 * size) / 2) };
}

/// The square 1–9 under the point (x, y), or 0.
export function squareAt(width, height, x, y) {
  const { size, x0, y0 } = boardGeometry(width, height);
  const col = Math.floor((x - x0) / size);
  const row = Math.floor((y - y0) / size);
  return col >= 0 && col < 3 && row >= 0 && row < 3 ? row * 3 + col + 1 : 0;
}

/// One frame of the board: `snap` is the core's snapshot, `focus` the square (1–9) the
/// keyboard is on; `numbers` false leaves the empty squares blank (the home page's picture).
export function drawBoard(canvas, snap, width, height, colors, dpr, focus, numbers = true) {
  const c = canvas.getContext('2d');
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  c.fillStyle = colors.bg;
  c.fillRect(0, 0, width, height);
  const { size, x0, y0 } = boardGeometry(width, height);
  c.strokeStyle = colors.grid;
  c.lineWidth = Math.max(2, size / 24);
  c.beginPath();
  for (let i = 1; i < 3; i++) {
    c.moveTo(x0 + i * size, y0 + 6);
    c.lineTo(x0 + i * size, y0 + 3 * size - 6);
    c.moveTo(x0 + 6, y0 + i * size);
    c.lineTo(x0 + 3 * size - 6, y0 + i * size);
  }
  c.stroke();
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  for (let k = 0; k < 9; k++) {
    const cx = x0 + (k % 3) * size + size / 2;
    const cy = y0 + Math.floor(k / 3) * size + size / 2;
    const mark = snap.board[k];
    const r = size * 0.3;
    c.lineWidth = Math.max(3, size / 12);
    if (mark === 'x') {
      c.strokeStyle = colors.x;
      c.beginPath();
      c.moveTo(cx - r, cy - r);
      c.lineTo(cx + r, cy + r);
      c.moveTo(cx + r, cy - r);
      c.lineTo(cx - r, cy + r);
      c.stroke();
    } else if (mark === 'o') {
      c.strokeStyle = colors.o;
      c.beginPath();
      c.arc(cx, cy, r, 0, 2 * Math.PI);
      c.stroke();
    } else if (numbers) {
      c.fillStyle = colors.muted;
      c.font = `${Math.max(10, Math.floor(size / 6))}px system-ui, sans-serif`;
      c.fillText(String(k + 1), cx, cy);
    }
    if (focus === k + 1) {
      c.strokeStyle = colors.o;
      c.lineWidth = 3;
      c.setLineDash([6, 4]);
      c.strokeRect(cx - size / 2 + 5, cy - size / 2 + 5, size - 10, size - 10);
      c.setLineDash([]);
    }
  }
  for (const line of snap.lines) {
    const at = (sq) => [x0 + ((sq - 1) % 3) * size + size / 2, y0 + Math.floor((sq - 1) / 3) * size + size / 2];
    const [ax, ay] = at(line[0]);
    const [bx, by] = at(line[2]);
    c.strokeStyle = colors.text;
    c.lineWidth = Math.max(4, size / 10);
    c.beginPath();
    c.moveTo(ax, ay);
    c.lineTo(bx, by);
    c.stroke();
  }
}

/// Where each position of the tree sits when `levels` levels below the root are drawn:
/// leaves one unit apart in pre-order, a parent over the middle of its children; `depth`
/// is the level. A position on the last level drawn holds the ones below it as counts
/// (`foldedMinimax`, `foldedAlphabeta`: every position plain minimax visits below it, and
/// those alpha-beta visits), as the core's own folding does. Returns { x, depth, deepest,
/// leaves, levels, foldedMinimax, foldedAlphabeta }.
export function layoutTree(tree, levels = Infinity) {
  const n = tree.parent.length;
  const first = new Int32Array(n).fill(-1);
  const last = new Int32Array(n).fill(-1);
  const depth = new Uint8Array(n);
  let deepest = 0;
  for (let i = 1; i < n; i++) {
    depth[i] = depth[tree.parent[i]] + 1;
    if (depth[i] > levels) continue;
    const p = tree.parent[i];
    if (first[p] < 0) first[p] = i;
    last[p] = i;
    deepest = Math.max(deepest, depth[i]);
  }
  // The counts below the last level drawn: the core's folded counts, plus every position
  // of the tree below it (children come after their parent in pre-order, so a backward
  // pass adds each to its parent first).
  const foldedMinimax = Float64Array.from(tree.foldedMinimax);
  const foldedAlphabeta = Float64Array.from(tree.foldedAlphabeta);
  for (let i = n - 1; i >= 1; i--) {
    if (depth[i] <= levels) continue;
    const p = tree.parent[i];
    foldedMinimax[p] += foldedMinimax[i] + 1;
    foldedAlphabeta[p] += foldedAlphabeta[i] + (tree.pruning[i] === 0 ? 1 : 0);
  }
  const x = new Float64Array(n);
  let leaves = 0;
  for (let i = 0; i < n; i++) if (depth[i] <= levels && first[i] < 0) x[i] = leaves++;
  for (let i = n - 1; i >= 0; i--) if (depth[i] <= levels && first[i] >= 0) x[i] = (x[first[i]] + x[last[i]]) / 2;
  return { x, depth, deepest, leaves: Math.max(1, leaves), levels, foldedMinimax, foldedAlphabeta };
}

/// The largest gap between levels in CSS pixels (less when the levels would not fit the
/// canvas's height), and the margin around the tree.
export const LEVEL = 72;
export const MARGIN = 28;

/// One frame of the tree. `view` = { scale (pixels per leaf), panX, panY } in CSS pixels.
export function drawTree(canvas, tree, layout, view, width, height, colors, dpr) {
  const c = canvas.getContext('2d');
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  c.fillStyle = colors.bg;
  c.fillRect(0, 0, width, height);
  const n = tree.parent.length;
  const level = Math.max(24, Math.min(LEVEL, (height - 2 * MARGIN - 24) / Math.max(1, layout.deepest)));
  const sx = (i) => MARGIN + layout.x[i] * view.scale + view.panX;
  const sy = (i) => MARGIN + layout.depth[i] * level + view.panY;
  const r = Math.max(1.5, Math.min(13, view.scale * 0.42));
  const inView = (px) => px >= -40 && px <= width + 40;
  // Edges: alpha-beta's in the line colour, the rest greyed; a cross where a cut is made.
  for (const pass of [false, true]) {
    c.strokeStyle = pass ? colors.line : colors.cut;
    c.lineWidth = pass ? 1.5 : 1;
    c.beginPath();
    for (let i = 1; i < n; i++) {
      if ((tree.pruning[i] === 0) !== pass || layout.depth[i] > layout.levels) continue;
      const p = tree.parent[i];
      const a = sx(p);
      const b = sx(i);
      if (!inView(a) && !inView(b) && (a < 0) === (b < 0)) continue;
      c.moveTo(a, sy(p));
      c.lineTo(b, sy(i));
    }
    c.stroke();
  }
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  const labels = view.scale >= 16;
  c.font = `${Math.max(9, Math.min(13, Math.floor(r)))}px system-ui, sans-serif`;
  for (let i = 0; i < n; i++) {
    if (layout.depth[i] > layout.levels) continue;
    const x = sx(i);
    if (!inView(x)) continue;
    const y = sy(i);
    const visited = tree.pruning[i] === 0;
    const v = tree.value[i];
    const fill = v > 0 ? colors.x : v < 0 ? colors.o : colors.draw;
    c.globalAlpha = visited ? 1 : 0.28;
    c.fillStyle = fill;
    c.beginPath();
    // Max (x to move) a square, Min (o to move) a disc: the two kinds of node of minimax.
    if (tree.xToMove[i]) c.rect(x - r, y - r, 2 * r, 2 * r);
    else c.arc(x, y, r, 0, 2 * Math.PI);
    c.fill();
    if (labels && r >= 9) {
      c.fillStyle = colors.bg;
      c.fillText(v > 0 ? '+1' : v < 0 ? '−1' : '0', x, y);
    }
    if (labels && i > 0) {
      c.fillStyle = colors.text;
      const p = tree.parent[i];
      c.fillText(String(tree.square[i]), (x + sx(p)) / 2 - 6, (y + sy(p)) / 2);
    }
    if (tree.pruning[i] === 1 && r >= 3) {
      // The cut: a cross on the edge just above the first position alpha-beta skipped.
      const cy = y - level * 0.3;
      const p = tree.parent[i];
      const cx = x + (sx(p) - x) * 0.3;
      c.globalAlpha = 1;
      c.strokeStyle = colors.text;
      c.lineWidth = 1.5;
      c.beginPath();
      c.moveTo(cx - 4, cy - 4);
      c.lineTo(cx + 4, cy + 4);
      c.moveTo(cx + 4, cy - 4);
      c.lineTo(cx - 4, cy + 4);
      c.stroke();
    }
    if (layout.foldedMinimax[i] > 0) {
      // Positions below the drawn depth: a small triangle, and their counts when there is room.
      c.globalAlpha = visited ? 0.8 : 0.28;
      c.fillStyle = colors.muted;
      c.beginPath();
      c.moveTo(x, y + r + 2);
      c.lineTo(x - r, y + r + 2 + r * 1.4);
      c.lineTo(x + r, y + r + 2 + r * 1.4);
      c.fill();
      if (view.scale >= 60) {
        c.globalAlpha = 1;
        c.fillStyle = colors.text;
        // Two short lines, so that neighbours' counts do not run into each other.
        c.fillText(`+${words().number(layout.foldedMinimax[i])}`, x, y + 2 * r + 16);
        c.fillText(`/ ${words().number(layout.foldedAlphabeta[i])}`, x, y + 2 * r + 30);
      }
    }
  }
  c.globalAlpha = 1;
}
