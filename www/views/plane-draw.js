// Drawing Candy Collector on a line in the (position, time) plane (www/views/plane.js):
// position across, time downward; the cone the player can reach from the start, the
// boxes (which of them are reachable, and the optimal route, come from the core), the
// route as a path, and the selected box. Nothing here decides a game question.

import { themeColors } from './dom.js';

const MARGIN = { left: 60, right: 16, top: 24, bottom: 28 };

/// The colours this drawing uses, by role (`themeColors`).
const ROLES = {
  bg: ['--board-bg', '#fbf8f2'],
  ink: ['--text', '#1f2328'],
  muted: ['--muted', '#57606a'],
  line: ['--line', '#d8d2c6'],
  cone: ['--tile-a', '#e9dcc3'],
  route: ['--accent', '#b4410c'],
  focus: ['--focus', '#1f6feb'],
};
export const planeColors = (el) => themeColors(el, ROLES);

/// Maps the instance onto a `width` × `height` canvas: `at(position, time)` gives pixels;
/// `margin` ({ left, right, top, bottom }) is the room left for the axes.
export function planeGeometry(width, height, snap, margin = MARGIN) {
  const xs = [snap.start, ...snap.boxes.map((b) => b.position)];
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  const tMax = Math.max(1, ...snap.boxes.map((b) => b.time));
  const w = Math.max(1, width - margin.left - margin.right);
  const h = Math.max(1, height - margin.top - margin.bottom);
  const sx = w / Math.max(1, hi - lo);
  const sy = h / tMax;
  return {
    width, height, lo, hi, tMax,
    // Without room for the axes' words (the home page's small picture), none are drawn.
    bare: margin.left < MARGIN.left,
    at: (x, t) => [margin.left + (x - lo) * sx, margin.top + t * sy],
    radius: (b) => 2.5 + 0.6 * Math.min(9, b.candies),
  };
}

/// The box nearest to pixel (`px`, `py`) within `reach` pixels, or -1.
export function boxNear(g, snap, px, py, reach = 12) {
  let best = -1;
  let bestD = reach * reach;
  snap.boxes.forEach((b, k) => {
    const [x, y] = g.at(b.position, b.time);
    const d = (x - px) ** 2 + (y - py) ** 2;
    if (d <= bestD) {
      bestD = d;
      best = k;
    }
  });
  return best;
}

/// One frame: `selected` is a box index or -1; `onRoute` a Set of box indices (the optimal
/// route shown); `plan` the visitor's route (box indices in time order) or null.
export function drawPlane(canvas, g, snap, onRoute, selected, colors, dpr, plan = null, labels = null) {
  const c = canvas.getContext('2d');
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  c.fillStyle = colors.bg;
  c.fillRect(0, 0, g.width, g.height);
  drawCone(c, g, snap, colors);
  if (!g.bare) drawAxes(c, g, colors, labels);
  if (onRoute.size) drawRoute(c, g, snap, colors);
  if (plan) drawPlan(c, g, snap, plan, colors);
  const planned = new Set(plan ?? []);
  for (const [k, b] of snap.boxes.entries()) {
    const [x, y] = g.at(b.position, b.time);
    c.beginPath();
    c.arc(x, y, g.radius(b), 0, 2 * Math.PI);
    if (onRoute.has(k)) c.fillStyle = colors.route;
    else if (planned.has(k)) c.fillStyle = colors.focus;
    else c.fillStyle = b.reachable ? colors.ink : colors.bg;
    c.fill();
    c.strokeStyle = b.reachable ? colors.ink : colors.muted;
    c.lineWidth = 1;
    c.stroke();
  }
  if (selected >= 0) {
    const b = snap.boxes[selected];
    const [x, y] = g.at(b.position, b.time);
    c.strokeStyle = colors.focus;
    c.lineWidth = 2.5;
    c.beginPath();
    c.arc(x, y, g.radius(b) + 5, 0, 2 * Math.PI);
    c.stroke();
  }
}

/// The reachable cone |x − start| ≤ t, clipped to the plot.
function drawCone(c, g, snap, colors) {
  const [x0, y0] = g.at(snap.start, 0);
  const [xl, yb] = g.at(snap.start - g.tMax, g.tMax);
  const [xr] = g.at(snap.start + g.tMax, g.tMax);
  c.save();
  c.beginPath();
  const [left, top] = g.at(g.lo, 0);
  const [right, bottom] = g.at(g.hi, g.tMax);
  c.rect(left - 8, top, right - left + 16, bottom - top);
  c.clip();
  c.beginPath();
  c.moveTo(x0, y0);
  c.lineTo(xl, yb);
  c.lineTo(xr, yb);
  c.closePath();
  c.globalAlpha = 0.55;
  c.fillStyle = colors.cone;
  c.fill();
  c.globalAlpha = 1;
  c.strokeStyle = colors.muted;
  c.setLineDash([4, 4]);
  c.stroke();
  c.setLineDash([]);
  c.restore();
}

/// The frame and its labels; `labels` are the words of the axes' ends (`{ position, time }`,
/// worded by plane.js: the drawing knows no language), none when not given.
function drawAxes(c, g, colors, labels) {
  const [left, top] = g.at(g.lo, 0);
  const [right, bottom] = g.at(g.hi, g.tMax);
  c.strokeStyle = colors.line;
  c.lineWidth = 1;
  c.strokeRect(left - 8, top, right - left + 16, bottom - top);
  c.fillStyle = colors.muted;
  c.font = '12px system-ui, sans-serif';
  c.textAlign = 'left';
  c.fillText(labels?.position ?? String(g.lo), left - 8, top - 8);
  c.textAlign = 'right';
  c.fillText(`${g.hi}`, right + 8, top - 8);
  c.fillText(labels?.time ?? '0', left - 12, top + 10);
  c.fillText(`${g.tMax}`, left - 12, bottom);
  c.textAlign = 'left';
}

/// The visitor's plan: a dashed path in the focus colour from the start through its boxes.
function drawPlan(c, g, snap, plan, colors) {
  c.strokeStyle = colors.focus;
  c.lineWidth = 2;
  c.setLineDash([6, 4]);
  c.beginPath();
  c.moveTo(...g.at(snap.start, 0));
  for (const k of plan) c.lineTo(...g.at(snap.boxes[k].position, snap.boxes[k].time));
  c.stroke();
  c.setLineDash([]);
}

function drawRoute(c, g, snap, colors) {
  c.strokeStyle = colors.route;
  c.lineWidth = 2;
  c.beginPath();
  c.moveTo(...g.at(snap.start, 0));
  for (const number of snap.route) {
    const b = snap.boxes[number - 1];
    c.lineTo(...g.at(b.position, b.time));
  }
  c.stroke();
}
