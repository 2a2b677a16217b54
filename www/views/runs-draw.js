// Drawing for the runs view (www/views/runs.js): one step of a recorded run (wasm `RunView`,
// its structure crossed once as typed arrays) on a canvas. A node is drawn once it is
// entered (enter ≤ step) and coloured by its value once it is left (leave ≤ step), so any
// step, forwards or back, is drawn from the structure alone. Layout comes from the core.

export const MARGIN = 28;
const NONE = 4294967295;

/// The colours of the current theme, from the page's CSS custom properties.
export function runColors(el) {
  const css = getComputedStyle(el);
  const get = (name, fallback) => css.getPropertyValue(name).trim() || fallback;
  return {
    bg: get('--board-bg', '#fbf8f2'),
    text: get('--text', '#1f2328'),
    muted: get('--muted', '#57606a'),
    line: get('--board-text', '#5f5340'),
    faint: get('--line', '#d8d2c6'),
    won: get('--accent', '#b4410c'),
    lost: get('--focus', '#1f6feb'),
    open: get('--tile-a', '#e9dcc3'),
    now: get('--hint', '#1a7f37'),
  };
}

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

/// The view that shows the whole run in a `width` × `height` canvas.
export function fitView(run, width, height) {
  const { maxX, maxY } = extent(run);
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
    if (mark === 1 && r >= 5) {
      c.beginPath();
      c.moveTo(x - r * 0.6, y - r * 0.6);
      c.lineTo(x + r * 0.6, y + r * 0.6);
      c.moveTo(x + r * 0.6, y - r * 0.6);
      c.lineTo(x - r * 0.6, y + r * 0.6);
      c.stroke();
    }
    if (labels) {
      if (left && mark === 0) {
        c.fillStyle = colors.bg;
        c.fillText(valueText(run, i), x, y);
      }
      if (run.shape !== 'table' || !left) {
        c.fillStyle = colors.text;
        c.fillText(run.labels[i], x, run.shape === 'table' ? y : y - r - 7);
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

/// The value drawn in a node: the number (a Grundy value, a best total), or W/L, or ✓/✗.
export function valueText(run, i) {
  const v = run.value[i];
  if (run.meaning === 'grundy' || run.meaning === 'total') return String(v);
  if (run.meaning === 'win-lose') return v ? 'W' : 'L';
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
