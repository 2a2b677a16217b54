// The runs view's least-squares fits (www/views/fit.js) on exact data: a power law and an
// exponential are found again with R² = 1, and noisy data gives R² below 1.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fitExp, fitPower, figure, leastSquares } from '../../www/views/fit.js';

const close = (a, b) => assert.ok(Math.abs(a - b) < 1e-9 * Math.max(1, Math.abs(b)), `${a} vs ${b}`);

test('a power law t = 2133.73 n^1.083 is found again from its points', () => {
  const points = [1, 10, 100, 1000, 54321].map((n) => [n, 2133.73 * n ** 1.083]);
  const f = fitPower(points);
  close(f.a, 2133.73);
  close(f.b, 1.083);
  close(f.r2, 1);
  assert.equal(f.n, 5);
});

test('an exponential t = 2000 e^(0.6 L) is found again; points at t = 0 are left out', () => {
  const points = [1, 2, 5, 9, 31].map((l) => [l, 2000 * Math.exp(0.6 * l)]).concat([[3, 0]]);
  const f = fitExp(points);
  close(f.a, 2000);
  close(f.b, 0.6);
  close(f.r2, 1);
  assert.equal(f.n, 5);
});

test('noise lowers R², and a line needs two distinct x', () => {
  const l = leastSquares([0, 1, 2, 3], [0, 2, 1, 3]);
  close(l.slope, 0.8);
  assert.ok(l.r2 > 0 && l.r2 < 1);
  assert.equal(leastSquares([1, 1], [2, 3]), null);
  assert.equal(leastSquares([1], [2]), null);
  assert.equal(figure(2133.734), '2134');
  assert.equal(figure(1.0834), '1.08');
  assert.equal(figure(0.012345), '0.0123');
});
