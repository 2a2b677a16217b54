// Drawing 1-D Push-*'s track (www/views/track.js): squares, blocks, the robot and the last
// square it must reach. The position comes from the core (wasm `PushTrack`); this only paints.

import { presentRoom, themeColors } from './dom.js';

/// The colours this drawing uses, by role (`themeColors`).
const ROLES = {
  bg: ['--board-bg', '#fbf8f2'],
  tileA: ['--tile-a', '#e9dcc3'],
  tileB: ['--tile-b', '#dfcfb1'],
  block: ['--black', '#1c1c1f'],
  blockEdge: ['--black-edge', '#6b6b73'],
  robot: ['--accent', '#b4410c'],
  text: ['--board-text', '#5f5340'],
  goal: ['--focus', '#1f6feb'],
};
export const trackColors = (el) => themeColors(el, ROLES);

/// One frame of position `pos` (`{ board, robot, walks }`, `walks` the label above the robot
/// in words, from track.js) on a `width` × `height` canvas.
export function drawTrack(canvas, pos, width, height, colors, dpr) {
  const c = canvas.getContext('2d');
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  c.fillStyle = colors.bg;
  c.fillRect(0, 0, width, height);
  const n = pos.board.length;
  // Squares of at most 64 px on the page; on a projector's (www/views/dom.js) up to the room.
  const cap = presentRoom(canvas) === null ? 64 : Math.floor((height - 40) * 0.8);
  const size = Math.max(8, Math.min(cap, Math.floor((width - 16) / n)));
  const x0 = Math.round((width - size * n) / 2);
  const y0 = Math.round((height - size) / 2);
  c.font = `${Math.max(9, Math.floor(size / 4))}px system-ui, sans-serif`;
  c.textAlign = 'center';
  for (let i = 0; i < n; i++) {
    const x = x0 + i * size;
    c.fillStyle = i % 2 ? colors.tileB : colors.tileA;
    c.fillRect(x, y0, size, size);
    if (pos.board[i] === '#') {
      c.fillStyle = colors.block;
      c.strokeStyle = colors.blockEdge;
      c.lineWidth = 1.5;
      c.fillRect(x + size * 0.12, y0 + size * 0.12, size * 0.76, size * 0.76);
      c.strokeRect(x + size * 0.12, y0 + size * 0.12, size * 0.76, size * 0.76);
    }
    c.fillStyle = colors.text;
    if (size >= 20) c.fillText(String(i + 1), x + size / 2, y0 + size + 14);
  }
  c.strokeStyle = colors.goal;
  c.lineWidth = 3;
  c.strokeRect(x0 + (n - 1) * size + 1.5, y0 + 1.5, size - 3, size - 3);
  const rx = x0 + (pos.robot - 1) * size + size / 2;
  c.fillStyle = colors.robot;
  c.beginPath();
  c.arc(rx, y0 + size / 2, size * 0.32, 0, 2 * Math.PI);
  c.fill();
  if (pos.walks) {
    c.fillStyle = colors.text;
    c.fillText(pos.walks, rx, y0 - 8);
  }
}
