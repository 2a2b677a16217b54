// Least-squares fits for the runs view's timing plots (Merand and Varkevisser's Figures 2 and 3): a
// power law t = a·n^b fitted as a straight line to (log n, log t), an exponential t = a·e^(bL) to
// (L, log t). Pure (no DOM), so node tests check it on exact data.

/// The least-squares line through the points (xs[i], ys[i]): `{ slope, intercept, r2 }`,
/// r2 the share of the variance of y the line explains (1 when every point is on it).
export function leastSquares(xs, ys) {
  const n = xs.length;
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += xs[i];
    sy += ys[i];
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i] - mx) ** 2;
    sxy += (xs[i] - mx) * (ys[i] - my);
    syy += (ys[i] - my) ** 2;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const intercept = my - slope * mx;
  let sse = 0;
  for (let i = 0; i < n; i++) sse += (ys[i] - (intercept + slope * xs[i])) ** 2;
  return { slope, intercept, r2: syy === 0 ? 1 : 1 - sse / syy };
}

/// t = a·x^b through points `[x, t]` with x, t > 0: `{ a, b, r2, n }` (r2 on the log scale).
export function fitPower(points) {
  const ok = points.filter(([x, t]) => x > 0 && t > 0);
  const line = leastSquares(ok.map(([x]) => Math.log(x)), ok.map(([, t]) => Math.log(t)));
  return line && { a: Math.exp(line.intercept), b: line.slope, r2: line.r2, n: ok.length };
}

/// t = a·e^(b·x) through points `[x, t]` with t > 0: `{ a, b, r2, n }` (r2 on the log scale).
export function fitExp(points) {
  const ok = points.filter(([, t]) => t > 0);
  const line = leastSquares(ok.map(([x]) => x), ok.map(([, t]) => Math.log(t)));
  return line && { a: Math.exp(line.intercept), b: line.slope, r2: line.r2, n: ok.length };
}

/// A number in a formula: three significant digits, no exponent for everyday sizes.
export function figure(v) {
  if (v === 0 || !Number.isFinite(v)) return String(v);
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(v))));
  return Math.abs(v) >= 1e6 || Math.abs(v) < 1e-4 ? v.toExponential(2) : v.toFixed(Math.min(6, digits));
}
