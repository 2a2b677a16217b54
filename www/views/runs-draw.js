// Drawing for the runs view (www/views/runs.js): one step of a recorded run (wasm `RunView`,
// its structure crossed once as typed arrays) on a canvas. A node is drawn once it is
// entered (enter ≤ step) and coloured by its value once it is left (leave ≤ step), so any
// step, forwards or back, is drawn from the structure alone. Layout comes from the core.

import { t as word } from '../i18n.js';

export const MARGIN = 28;
const NONE = 4294967295;

/// Node `i`'s label: its notation, or the search's start (no label) in words.
export function labelOf(run, i, start = word('run-node-start')) {
  return run.labels[i] || start;
}

/// The words a frame draws, worded once a frame rather than once a node: the marks of a won
/// and a lost position (W and L in English) and the start's label.
const frameWords = () => ({ won: word('run-mark-won'), lost: word('run-mark-lost'), start: word('run-node-start') });

/// The extent of the run's layout: `{ maxX, maxY }`.
export function extent(run) {
  let maxX = 0;
  let maxY = 0;
  for (let i = 0; i < run.x.length; i++) {
    if (run.x[i] > maxX) maxX = run.x[i];
    if (run.y[i] > maxY) maxY = run.y[i];
  }
  return { maxX, maxY };
}

/// The stack lane's height at the bottom of a stack run's canvas (CSS pixels).
export const STACK_LANE = 78;

/// The view that shows the whole run in a `width` × `height` canvas.
export function fitView(run, width, height) {
  if (run.shape === 'stack') {
    // The grid of cells (a column a cell, a row a step) above the stack's lane.
    const w = Math.max(1, run.gridWidth);
    const rows = Math.max(1, run.grid.length / w);
    const s = Math.max(0.01, Math.min(40, (width - 2 * MARGIN) / w, (height - STACK_LANE - 2 * MARGIN) / rows));
    return { sx: s, sy: s, panX: s / 2, panY: s / 2 };
  }
  const { maxX, maxY } = extent(run);
  if (run.shape === 'plane') {
    // Points in the plane: one scale both ways (the picture is a rotation), centred.
    const s = Math.max(0.01, Math.min(40, (width - 2 * MARGIN) / Math.max(1, maxX), (height - 2 * MARGIN) / Math.max(1, maxY)));
    return { sx: s, sy: s, panX: (width - 2 * MARGIN - maxX * s) / 2, panY: (height - 2 * MARGIN - maxY * s) / 2 };
  }
  if (run.shape === 'table') {
    // Cells side by side, the whole table centred.
    const s = Math.max(0.01, Math.min(72, width / (maxX + 1), height / (maxY + 1)));
    return {
      sx: s, sy: s, panX: (width - (maxX + 1) * s) / 2 + s / 2 - MARGIN, panY: (height - (maxY + 1) * s) / 2 + s / 2 - MARGIN,
    };
  }
  const sx = Math.min(64, (width - 2 * MARGIN) / Math.max(1, maxX));
  const sy = Math.min(64, (height - 2 * MARGIN) / Math.max(1, maxY));
  const panX = maxX === 0 ? (width - 2 * MARGIN) / 2 : 0;
  return { sx: Math.max(0.01, sx), sy: Math.max(0.01, sy), panX, panY: 0 };
}

/// Where node `i` is drawn (CSS pixels).
export function place(run, view, i) {
  return [MARGIN + view.panX + run.x[i] * view.sx, MARGIN + view.panY + run.y[i] * view.sy];
}

/// The node drawn nearest the point, within its radius, or −1.
export function nodeAt(run, view, step, px, py) {
  const r = radius(run, view);
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < run.x.length; i++) {
    if (run.shape !== 'table' && run.enter[i] > step) continue;
    if (run.shape === 'stack' && run.y[i] !== 0) continue; // the stack's entries: not on the grid
    const [x, y] = place(run, view, i);
    const d = (x - px) ** 2 + (y - py) ** 2;
    if (d < bestD && d <= Math.max(r, 6) ** 2) {
      best = i;
      bestD = d;
    }
  }
  return best;
}

function radius(run, view) {
  const s = Math.min(view.sx, view.sy);
  return run.shape === 'table' ? s * 0.45 : Math.max(1, Math.min(18, s * 0.38));
}

/// The fill of a node left with `value`: a P-position (Grundy value 0, lost) or a dead end
/// in one colour, a winning or solving one in the other; the number is written inside.
const valueColor = (colors, value) => (value === 0 ? colors.lost : colors.won);

/// One frame: `run` the structure, `snap` the step's snapshot, `selected` a node or −1.
export function drawRun(canvas, run, snap, view, width, height, colors, dpr, selected) {
  const c = canvas.getContext('2d');
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  c.fillStyle = colors.bg;
  c.fillRect(0, 0, width, height);
  if (run.shape === 'stack') {
    drawStackRun(c, run, snap, view, width, height, colors, selected);
    return;
  }
  // Before the first step nothing is drawn yet: say how to start rather than show a blank.
  if (snap.step === 0 && !run.enter.some((e) => e <= 0)) {
    c.fillStyle = colors.muted;
    c.font = '15px system-ui, sans-serif';
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(word('run-press-play'), width / 2, height / 2, width - 2 * MARGIN);
    return;
  }
  if (run.shape === 'plane') {
    drawPlaneRun(c, run, snap, view, width, height, colors, selected);
    return;
  }
  const step = snap.step;
  const n = run.x.length;
  const r = radius(run, view);
  const ox = MARGIN + view.panX;
  const oy = MARGIN + view.panY;
  const inView = (x, y) => x > -r && x < width + r && y > -r && y < height + r;
  // Zoomed out, thousands of nodes share a pixel: each pixel is drawn once (a node, and an
  // edge into it), which keeps a frame of 10^5 steps within its 16 ms.
  const dense = r < 2.5;
  const W = Math.ceil(width) + 1;
  const pixels = dense ? new Uint8Array(W * (Math.ceil(height) + 1)) : null;
  const EDGE = 1;
  const NODE = 2;
  const first = (x, y, bit) => {
    if (!dense || x < 0 || y < 0 || x >= width || y >= height) return true;
    const k = (y | 0) * W + (x | 0);
    if (pixels[k] & bit) return false;
    pixels[k] |= bit;
    return true;
  };
  // Edges to the parent (trees, DAGs): one path, drawn under the nodes.
  if (run.shape !== 'table') {
    c.strokeStyle = colors.line;
    c.lineWidth = 1;
    c.beginPath();
    for (let i = 0; i < n; i++) {
      const p = run.parent[i];
      if (p === NONE || run.enter[i] > step) continue;
      const x = ox + run.x[i] * view.sx;
      const y = oy + run.y[i] * view.sy;
      const px = ox + run.x[p] * view.sx;
      const py = oy + run.y[p] * view.sy;
      if (!inView(x, y) && !inView(px, py)) continue;
      if (!first(x, y, EDGE)) continue;
      c.moveTo(px, py);
      c.lineTo(x, y);
    }
    c.stroke();
  }
  // Lookups of a known node (memo hits in a DAG; a table's reads only at the current step).
  c.strokeStyle = colors.muted;
  c.setLineDash([4, 3]);
  const reader = run.shape === 'table' ? tableReader(run, step) : -1;
  c.beginPath();
  for (let e = 0; e < run.edgeFrom.length; e++) {
    if (run.edgeStep[e] > step) break; // lookups are in step order
    if (run.shape === 'table' && run.edgeFrom[e] !== reader) continue;
    const [x, y] = place(run, view, run.edgeFrom[e]);
    const [tx, ty] = place(run, view, run.edgeTo[e]);
    c.moveTo(x, y);
    c.lineTo(tx, ty);
  }
  c.stroke();
  c.setLineDash([]);
  // The nodes.
  const labels = r >= 9;
  const words = frameWords();
  c.font = `${Math.max(9, Math.min(13, r * 0.8))}px system-ui, sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  for (let i = 0; i < n; i++) {
    const entered = run.enter[i] <= step;
    if (!entered && run.shape !== 'table') continue;
    const x = ox + run.x[i] * view.sx;
    const y = oy + run.y[i] * view.sy;
    if (!inView(x, y) || !first(x, y, NODE)) continue;
    const left = run.leave[i] <= step;
    const mark = run.mark[i];
    let fill = colors.open;
    if (left && mark === 0) fill = valueColor(colors, run.value[i]);
    if (mark !== 0 && entered) fill = colors.faint;
    if (!entered) fill = colors.bg;
    c.fillStyle = fill;
    if (r < 2.5) {
      if (entered && !left) c.fillStyle = colors.now; // too small for a ring: on the stack
      c.fillRect(x - r, y - r, 2 * r, 2 * r);
      continue;
    }
    c.beginPath();
    if (run.shape === 'table') c.rect(x - r, y - r, 2 * r, 2 * r);
    else c.arc(x, y, r, 0, 2 * Math.PI);
    c.fill();
    c.lineWidth = entered && !left ? 2.5 : 1;
    c.strokeStyle = entered && !left ? colors.now : colors.line;
    if (mark === 2) c.setLineDash([3, 2]);
    c.stroke();
    c.setLineDash([]);
    if (mark === 1 && r >= 5) cross(c, x, y, r);
    if (labels) {
      if (left && mark === 0) {
        c.fillStyle = colors.bg;
        c.fillText(valueText(run, i, words), x, y);
      }
      if (run.shape !== 'table' || !left) {
        c.fillStyle = colors.text;
        c.fillText(labelOf(run, i, words.start), x, run.shape === 'table' ? y : y - r - 7);
      }
    }
  }
  // The node of this step, ringed; the one the visitor chose, ringed twice.
  for (const [i, width2] of [[snap.node, 3], [selected, 2]]) {
    if (i < 0) continue;
    const [x, y] = place(run, view, i);
    c.strokeStyle = colors.now;
    c.lineWidth = width2;
    c.beginPath();
    c.arc(x, y, Math.max(r, 4) + 4, 0, 2 * Math.PI);
    c.stroke();
  }
}

/// The point whose query runs at `step` (entered, not left before it), or −1.
function asking(run, step) {
  for (let i = 0; i < run.x.length; i++) {
    if (run.mark[i] === 0 && run.enter[i] > 0 && run.enter[i] <= step && run.leave[i] >= step) return i;
  }
  return -1;
}

/// A plane run (Candy Collector after the 45° turn): every point at its place, hollow until
/// its query runs, then filled with its total; the point asking shaded with its quarter-plane
/// (below and left of it) and a dashed line to the best point found there.
function drawPlaneRun(c, run, snap, view, width, height, colors, selected) {
  const step = snap.step;
  const r = Math.max(5, Math.min(14, view.sx * 0.6));
  const ask = asking(run, step);
  c.font = '12px system-ui, sans-serif';
  c.fillStyle = colors.muted;
  c.textAlign = 'right';
  c.textBaseline = 'bottom';
  c.fillText('u = x + t →', width - 8, height - 4);
  c.save();
  c.translate(14, 8);
  c.rotate(Math.PI / 2);
  c.textAlign = 'left';
  c.fillText('← v = t − x', 0, 0);
  c.restore();
  if (ask >= 0) {
    const [x, y] = place(run, view, ask);
    c.globalAlpha = 0.45;
    c.fillStyle = colors.faint;
    c.fillRect(0, y, x, height - y);
    c.globalAlpha = 1;
    c.strokeStyle = colors.now;
    c.lineWidth = 1.5;
    c.beginPath();
    c.moveTo(0, y);
    c.lineTo(x, y);
    c.lineTo(x, height);
    c.stroke();
    c.setLineDash([4, 3]);
    c.strokeStyle = colors.muted;
    c.beginPath();
    for (let e = 0; e < run.edgeFrom.length; e++) {
      if (run.edgeFrom[e] !== ask || run.edgeStep[e] > step) continue;
      const [tx, ty] = place(run, view, run.edgeTo[e]);
      c.moveTo(x, y);
      c.lineTo(tx, ty);
    }
    c.stroke();
    c.setLineDash([]);
  }
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.font = `${Math.max(9, Math.min(12, r * 0.9))}px system-ui, sans-serif`;
  for (let i = 0; i < run.x.length; i++) {
    const [x, y] = place(run, view, i);
    if (x < -r || x > width + r || y < -r || y > height + r) continue;
    const entered = run.enter[i] > 0 && run.enter[i] <= step;
    const left = entered && run.leave[i] <= step;
    c.beginPath();
    c.arc(x, y, r, 0, 2 * Math.PI);
    c.fillStyle = !entered ? colors.bg : run.mark[i] !== 0 ? colors.faint : left ? valueColor(colors, run.value[i]) : colors.open;
    c.fill();
    c.lineWidth = i === ask || i === selected ? 3 : 1;
    c.strokeStyle = i === ask || i === selected ? colors.now : colors.line;
    c.stroke();
    if (run.mark[i] !== 0 && entered) cross(c, x, y, r);
    if (left && run.mark[i] === 0 && r >= 8) {
      c.fillStyle = colors.bg;
      c.fillText(String(run.value[i]), x, y);
    }
  }
  if (ask >= 0) {
    const [x, y] = place(run, view, ask);
    c.fillStyle = colors.text;
    c.fillText(labelOf(run, ask), x, y - r - 8);
  }
}

/// A stack run (Andreica and Tapus's automaton method): above, the grid of the plain simulation's
/// rows (time downward, a shaded cell a 1) with the path of every item done so far (an item's
/// options: its end column, then its waits as pairs of first step and length; its value:
/// the steps to its end); below, the stack's entries on it at this step, bottom on the left.
function drawStackRun(c, run, snap, view, width, height, colors, selected) {
  const step = snap.step;
  const w = run.gridWidth;
  const rows = w ? run.grid.length / w : 0;
  const s = view.sx;
  const ox = MARGIN + view.panX;
  const oy = MARGIN + view.panY;
  const top = height - STACK_LANE;
  c.save();
  c.beginPath();
  c.rect(0, 0, width, top);
  c.clip();
  // The simulated ones: only the cells in view, so a zoomed frame costs what it shows.
  const col0 = Math.max(0, Math.floor((-ox) / s));
  const col1 = Math.min(w, Math.ceil((width - ox) / s) + 1);
  const row0 = Math.max(0, Math.floor((-oy) / s));
  const row1 = Math.min(rows, Math.ceil((top - oy) / s) + 1);
  c.fillStyle = colors.open;
  for (let r = row0; r < row1; r++) {
    for (let k = col0; k < col1; k++) {
      if (run.grid[r * w + k]) c.fillRect(ox + (k - 0.5) * s, oy + (r - 0.5) * s, s, s);
    }
  }
  if (s >= 8) {
    c.strokeStyle = colors.faint;
    c.lineWidth = 1;
    c.strokeRect(ox - s / 2, oy - s / 2, w * s, rows * s);
  }
  // Each item done: its path, cell by time (x = column, y = step).
  c.lineWidth = Math.max(1.5, Math.min(4, s * 0.25));
  c.lineJoin = 'round';
  c.font = `${Math.max(9, Math.min(12, s * 0.7))}px system-ui, sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  const n = run.x.length;
  for (let i = 0; i < n; i++) {
    if (run.y[i] !== 0 || run.enter[i] > step) continue;
    const x0 = run.x[i];
    if (run.leave[i] > step) {
      // Taken, not yet done: ringed at its start.
      c.strokeStyle = colors.now;
      c.beginPath();
      c.arc(ox + x0 * s, oy, Math.max(4, s * 0.6), 0, 2 * Math.PI);
      c.stroke();
      continue;
    }
    const opts = run.options.subarray(run.optionStart[i], run.optionStart[i + 1]);
    const home = opts[0];
    const steps = run.value[i];
    let cell = x0;
    let t = 0;
    c.strokeStyle = i === selected ? colors.now : colors.won;
    c.beginPath();
    c.moveTo(ox + cell * s, oy);
    for (let k = 1; k + 1 < opts.length; k += 2) {
      const first = opts[k];
      cell -= first - 1 - t; // moves up to the wait
      t = first - 1;
      c.lineTo(ox + cell * s, oy + t * s);
      t += opts[k + 1]; // the waits
      c.lineTo(ox + cell * s, oy + t * s);
    }
    c.lineTo(ox + home * s, oy + steps * s);
    c.lineTo(ox + home * s, oy + (rows - 1) * s);
    c.stroke();
  }
  c.restore();
  drawStackLane(c, run, snap, width, top, colors);
}

/// The stack's lane: the entries on the stack at this step, bottom (the last actions) on
/// the left, top (the first action) on the right; the entry of this step ringed, and one
/// just popped drawn dashed past the top. An entry's options: its height, its nextWait + 1.
function drawStackLane(c, run, snap, width, top, colors) {
  const step = snap.step;
  c.fillStyle = colors.bg;
  c.fillRect(0, top, width, STACK_LANE);
  c.strokeStyle = colors.faint;
  c.beginPath();
  c.moveTo(0, top + 0.5);
  c.lineTo(width, top + 0.5);
  c.stroke();
  const live = [];
  for (let i = 0; i < run.x.length; i++) {
    if (run.y[i] === 1 && run.enter[i] <= step && run.leave[i] > step) live.push(i);
  }
  live.sort((a, b) => run.x[a] - run.x[b]);
  const popped = snap.act === 'leave' && run.y[snap.node] === 1 ? snap.node : -1;
  const bw = 54;
  const bh = 24;
  const room = Math.max(1, Math.floor((width - 2 * MARGIN - 70) / (bw + 4)));
  const shownFrom = Math.max(0, live.length + (popped >= 0 ? 1 : 0) - room);
  c.font = '12px system-ui, sans-serif';
  c.textAlign = 'left';
  c.textBaseline = 'middle';
  c.fillStyle = colors.muted;
  const y = top + 14;
  c.fillText(word('run-stack', { count: live.length }), 8, y + bh / 2);
  if (shownFrom > 0) c.fillText(word('run-stack-below', { count: shownFrom }), 8, y + bh + 16);
  c.textAlign = 'center';
  let x = 8 + 70;
  const box = (i, dashed) => {
    c.fillStyle = run.labels[i] === 'W' ? colors.lost : colors.won;
    if (dashed) c.fillStyle = colors.bg;
    c.fillRect(x, y, bw, bh);
    c.strokeStyle = i === snap.node ? colors.now : colors.line;
    c.lineWidth = i === snap.node ? 3 : 1;
    if (dashed) c.setLineDash([4, 3]);
    c.strokeRect(x, y, bw, bh);
    c.setLineDash([]);
    c.fillStyle = dashed ? colors.muted : colors.bg;
    c.font = '600 12px system-ui, sans-serif';
    c.fillText(run.labels[i], x + bw / 2, y + bh / 2);
    c.fillStyle = colors.muted;
    c.font = '10px system-ui, sans-serif';
    const o = run.options.subarray(run.optionStart[i], run.optionStart[i + 1]);
    c.fillText(`tW ${run.value[i]} nW ${o[1] ? o[1] : '–'}`, x + bw / 2, y + bh + 10);
    c.fillText(`#${run.x[i] + 1}`, x + bw / 2, y + bh + 22);
    x += bw + 4;
  };
  for (let k = shownFrom; k < live.length; k++) box(live[k], false);
  if (popped >= 0) box(popped, true);
}

/// The value drawn in a node: the number (a Grundy value, a best total), or the language's
/// marks of won and lost (W/L in English), or ✓/✗.
export function valueText(run, i, words = frameWords()) {
  const v = run.value[i];
  if (run.meaning === 'grundy' || run.meaning === 'total') return String(v);
  if (run.meaning === 'win-lose') return v ? words.won : words.lost;
  return v ? '✓' : '✗';
}

/// The cell a table is filling at `step` (it reads its options then), or −1.
function tableReader(run, step) {
  const e = lastLook(run, step);
  if (e < 0) return -1;
  const from = run.edgeFrom[e];
  return run.leave[from] >= step ? from : -1;
}

/// The index of the latest lookup at or before `step`, or −1.
function lastLook(run, step) {
  let lo = 0;
  let hi = run.edgeStep.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (run.edgeStep[mid] <= step) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/// The cross over a cut node of radius `r` at (x, y), in the stroke style set.
function cross(c, x, y, r) {
  c.beginPath();
  c.moveTo(x - r * 0.6, y - r * 0.6);
  c.lineTo(x + r * 0.6, y + r * 0.6);
  c.moveTo(x + r * 0.6, y - r * 0.6);
  c.lineTo(x - r * 0.6, y + r * 0.6);
  c.stroke();
}
