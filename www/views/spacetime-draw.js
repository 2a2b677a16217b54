// Drawing the space-time diagram of the swap automaton on a canvas (www/views/spacetime.js
// decides nothing here either: the bytes come from the core's window through wasm). One
// byte per sample, 0 (no ones) to 255 (all ones), drawn as the ink colour with that alpha
// over the board's background, scaled up without smoothing.

import { themeColors } from './dom.js';

/// The colours this drawing uses, by role (`themeColors`).
const ROLES = {
  bg: ['--board-bg', '#fbf8f2'],
  ink: ['--text', '#1f2328'],
  line: ['--line', '#d8d2c6'],
  mark: ['--accent', '#b4410c'],
};
export const spaceTimeColors = (el) => themeColors(el, ROLES);

/// `[r, g, b]` of any CSS colour, through a canvas's own colour parser.
function rgb(color) {
  const c = document.createElement('canvas').getContext('2d');
  c.fillStyle = '#000';
  c.fillStyle = color;
  const hex = c.fillStyle;
  if (hex.startsWith('#')) return [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  const m = hex.match(/[\d.]+/g) ?? [0, 0, 0];
  return m.slice(0, 3).map(Number);
}

/// Draws `bytes` (`g.rows` × `g.cols`, row by row) on `canvas`: each sample a block of
/// `g.cellW` × `g.rowH` CSS pixels; grid lines when cells are large; a dashed line above
/// the row of the stabilisation step when it is in view (`g.stableRow`, or -1).
export function drawSpaceTime(canvas, bytes, g, colors) {
  const c = canvas.getContext('2d');
  const { dpr } = g;
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  c.fillStyle = colors.bg;
  c.fillRect(0, 0, g.width, g.height);
  if (g.rows > 0 && g.cols > 0) {
    const [r, gr, b] = rgb(colors.ink);
    const img = new ImageData(g.cols, g.rows);
    for (let k = 0; k < bytes.length; k++) {
      img.data[4 * k] = r;
      img.data[4 * k + 1] = gr;
      img.data[4 * k + 2] = b;
      img.data[4 * k + 3] = bytes[k];
    }
    const off = new OffscreenCanvas(g.cols, g.rows);
    off.getContext('2d').putImageData(img, 0, 0);
    c.imageSmoothingEnabled = false;
    c.drawImage(off, 0, 0, g.cols * g.cellW, g.rows * g.rowH);
  }
  if (g.cellW >= 8) drawGrid(c, g, colors.line);
  if (g.stableRow >= 0) {
    c.strokeStyle = colors.mark;
    c.lineWidth = 2;
    c.setLineDash([6, 4]);
    c.beginPath();
    c.moveTo(0, g.stableRow * g.rowH);
    c.lineTo(g.width, g.stableRow * g.rowH);
    c.stroke();
    c.setLineDash([]);
  }
}

function drawGrid(c, g, color) {
  c.strokeStyle = color;
  c.lineWidth = 1;
  c.beginPath();
  for (let k = 0; k <= g.cols; k++) {
    c.moveTo(k * g.cellW + 0.5, 0);
    c.lineTo(k * g.cellW + 0.5, g.rows * g.rowH);
  }
  for (let k = 0; k <= g.rows; k++) {
    c.moveTo(0, k * g.rowH + 0.5);
    c.lineTo(g.cols * g.cellW, k * g.rowH + 0.5);
  }
  c.stroke();
}
