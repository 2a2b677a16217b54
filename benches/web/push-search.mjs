// Issue 40 item 2: the two Push-* boards of 64 squares whose least-energy search passes the
// core's 4,000,000 positions, opened from a link: the time to the refusal in words, the
// longest task of the page's thread from the navigation on (PerformanceObserver `longtask`)
// and the longest the page took to answer a script while it searched (asked every 200 ms).
// `node benches/web/push-search.mjs [DIST …] [--runs N]`: each build given (dist/ by
// default; an older commit's for a before and after), board by board in the same run, so
// that they compare under the same load. Prints one line a try and the load average.

import os from 'node:os';
import path from 'node:path';
import { serve, launch, guardedPage, DIST } from '../../tests/e2e/helpers.mjs';

const args = process.argv.slice(2);
let runs = 1;
const dists = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else dists.push(args[i]);
}
const builds = (dists.length ? dists : [DIST]).map((d) => path.resolve(d));
const boards = {
  '..#..#…': `..${'#..'.repeat(20)}..`,
  'a block every 8th square': `.${'.......#'.repeat(7)}.......`,
};
const load = () => os.loadavg().map((x) => x.toFixed(1)).join(' ');

/// One try of `board` on the page served from `dist`: `{ refusedMs, longestTask, slowestAnswer }`.
async function measure(browser, dist, board) {
  const server = await serve(dist);
  const { page, problems } = await guardedPage(browser.context, server.url);
  try {
    await page.addInitScript(() => {
      window.movelabLongTasks = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.movelabLongTasks.push(e.duration); })
        .observe({ type: 'longtask', buffered: true });
    });
    const began = Date.now();
    await page.goto(`${server.url}?puzzle=push&k=8&board=${encodeURIComponent(board)}`, { waitUntil: 'commit' });
    let slowestAnswer = 0;
    for (;;) {
      const asked = Date.now();
      const refused = await page.evaluate(() => /cannot be played: .*4,000,000 positions/.test(document.body?.textContent ?? ''));
      slowestAnswer = Math.max(slowestAnswer, Date.now() - asked);
      if (refused) break;
      if (Date.now() - began > 600000) throw new Error('no refusal in 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const refusedMs = Date.now() - began;
    const longestTask = Math.round(Math.max(0, ...await page.evaluate(() => window.movelabLongTasks)));
    if (problems.length) throw new Error(problems.join('\n'));
    return { refusedMs, longestTask, slowestAnswer };
  } finally {
    await page.close();
    await server.close();
  }
}

const browser = await launch();
try {
  console.log(`load average at the start: ${load()}`);
  for (let run = 1; run <= runs; run++) {
    for (const [name, board] of Object.entries(boards)) {
      for (const dist of builds) {
        const m = await measure(browser, dist, board);
        console.log(`${name} | ${dist} | refused after ${m.refusedMs} ms | longest task ${m.longestTask} ms | slowest answer ${m.slowestAnswer} ms | load ${load()}`);
      }
    }
  }
} finally {
  await browser.close();
}
