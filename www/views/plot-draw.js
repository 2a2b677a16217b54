// A scatter plot on a canvas, for the runs view's timing figures (Merand and Varkevisser's Figures
// 2 and 3, with a fitted curve) and the heaps explorer's values G(n) (with the preperiod shaded
// and the first period outlined): each axis linear or logarithmic (decades marked). No
// charting library: the page's own few lines.

const PAD = { left: 64, right: 14, top: 12, bottom: 44 };

/// Tick values of an axis from `lo` to `hi` (in the axis's own units): decades on a log
/// axis, 1, 2 or 5 times a power of ten apart on a linear one.
export function ticks(lo, hi, log) {
  const out = [];
  if (log) {
    for (let k = Math.ceil(Math.log10(lo)); k <= Math.floor(Math.log10(hi)); k++) out.push(10 ** k);
    return out;
  }
  const raw = (hi - lo) / 6 || 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw);
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) out.push(v);
  return out;
}

const tickText = (v) => {
  if (Math.abs(v) < 1e-9) return '0'; // not −0 from a rounded step
  return v >= 1e5 || (v > 0 && v < 1e-3) ? `10^${Math.round(Math.log10(v))}` : v.toLocaleString('en');
};

/// Draws `plot` = { points: [[x, y]], curve: (x) => y, bands: [{ from, to, outline }], xLog,
/// yLog, xLabel, yLabel } on `canvas`, `width` × `height` CSS pixels at `dpr` device pixels
/// each. A band spans x from `from` to `to`, shaded, or outlined when `outline`.
export function drawPlot(canvas, plot, width, height, dpr, colors) {
  const c = canvas.getContext('2d');
  c.setTransform(dpr, 0, 0, dpr, 0, 0);
  c.fillStyle = colors.bg;
  c.fillRect(0, 0, width, height);
  const pts = plot.points.filter(([x, y]) => (!plot.xLog || x > 0) && (!plot.yLog || y > 0));
  if (pts.length === 0) return;
  const fx = plot.xLog ? Math.log10 : (v) => v;
  const fy = plot.yLog ? Math.log10 : (v) => v;
  let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of pts) {
    x0 = Math.min(x0, fx(x));
    x1 = Math.max(x1, fx(x));
    y0 = Math.min(y0, fy(y));
    y1 = Math.max(y1, fy(y));
  }
  const padX = (x1 - x0) * 0.04 || 0.5;
  const padY = (y1 - y0) * 0.06 || 0.5;
  [x0, x1, y0, y1] = [x0 - padX, x1 + padX, y0 - padY, y1 + padY];
  const w = width - PAD.left - PAD.right;
  const h = height - PAD.top - PAD.bottom;
  const px = (x) => PAD.left + ((fx(x) - x0) / (x1 - x0)) * w;
  const py = (y) => PAD.top + h - ((fy(y) - y0) / (y1 - y0)) * h;
  const inv = (v, log) => (log ? 10 ** v : v);
  // Axes, ticks and their values.
  c.strokeStyle = colors.faint;
  c.fillStyle = colors.muted;
  c.lineWidth = 1;
  c.font = '11px system-ui, sans-serif';
  c.textAlign = 'center';
  c.textBaseline = 'top';
  for (const v of ticks(inv(x0, plot.xLog), inv(x1, plot.xLog), plot.xLog)) {
    const x = px(v);
    c.beginPath();
    c.moveTo(x, PAD.top);
    c.lineTo(x, PAD.top + h);
    c.stroke();
    c.fillText(tickText(v), x, PAD.top + h + 4);
  }
  c.textAlign = 'right';
  c.textBaseline = 'middle';
  for (const v of ticks(inv(y0, plot.yLog), inv(y1, plot.yLog), plot.yLog)) {
    const y = py(v);
    c.beginPath();
    c.moveTo(PAD.left, y);
    c.lineTo(PAD.left + w, y);
    c.stroke();
    c.fillText(tickText(v), PAD.left - 4, y);
  }
  c.strokeStyle = colors.line;
  c.strokeRect(PAD.left, PAD.top, w, h);
  c.fillStyle = colors.text;
  c.textAlign = 'center';
  c.textBaseline = 'bottom';
  c.fillText(plot.xLabel, PAD.left + w / 2, height - 2);
  c.save();
  c.translate(12, PAD.top + h / 2);
  c.rotate(-Math.PI / 2);
  c.textBaseline = 'middle';
  c.fillText(plot.yLabel, 0, 0);
  c.restore();
  // The bands, the points, then the curve over them.
  c.save();
  c.beginPath();
  c.rect(PAD.left, PAD.top, w, h);
  c.clip();
  for (const band of plot.bands ?? []) {
    const [l, r] = [px(band.from), px(band.to)];
    if (band.outline) {
      c.strokeStyle = colors.won;
      c.lineWidth = 2;
      c.strokeRect(l, PAD.top + 1, r - l, h - 2);
    } else {
      c.fillStyle = colors.shade;
      c.fillRect(l, PAD.top, r - l, h);
    }
  }
  c.globalAlpha = 0.55;
  c.fillStyle = colors.won;
  for (const [x, y] of pts) c.fillRect(px(x) - 2, py(y) - 2, 4, 4);
  c.globalAlpha = 1;
  if (plot.curve) {
    c.strokeStyle = colors.lost;
    c.lineWidth = 2;
    c.beginPath();
    for (let k = 0; k <= 100; k++) {
      const x = inv(x0 + ((x1 - x0) * k) / 100, plot.xLog);
      const y = plot.curve(x);
      if (k === 0) c.moveTo(px(x), py(y));
      else c.lineTo(px(x), py(y));
    }
    c.stroke();
  }
  c.restore();
}
