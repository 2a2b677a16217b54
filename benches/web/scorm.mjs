// The SCORM packages of the Share box (www/package.js): each version's zip size and the time
// from the click to the browser's download, the first click (which loads the packager and
// fflate) and the median of the next ones. Runs the built dist/ in Debian's headless chromium:
// node benches/web/scorm.mjs [--runs N] [--query 'puzzle=…'].

import fs from 'node:fs';
import { serve, launch, guardedPage, ready } from '../../tests/e2e/helpers.mjs';

const option = (name, fallback) => { const i = process.argv.indexOf(name); return i < 0 ? fallback : process.argv[i + 1]; };
const RUNS = Number(option('--runs', '7'));
const QUERY = option('--query', 'puzzle=shift&n=1&m=1&task=optimal');
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };

const server = await serve();
const browser = await launch();
try {
  const rows = [];
  for (const version of ['scorm12', 'scorm2004']) {
    // A fresh page for each version, so each first click loads the packager anew.
    const { page, problems } = await guardedPage(browser.context, server.url);
    await page.goto(`${server.url}?${QUERY}`);
    await ready(page);
    const times = [];
    let size = 0;
    for (let i = 0; i <= RUNS; i++) {
      const t0 = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-download="${version}"]`)]);
      times.push(performance.now() - t0);
      size = fs.statSync(await download.path()).size;
    }
    if (problems.length) throw new Error(problems.join('\n'));
    rows.push({ version, size, first: times[0], median: median(times.slice(1)) });
    await page.close();
  }
  console.log(`| package (${QUERY}) | zip size | click to download: first click / median of the next ${RUNS} |`);
  console.log('| --- | --- | --- |');
  for (const r of rows) {
    console.log(`| ${r.version} | ${(r.size / 1024).toFixed(0)} KB (${r.size} bytes) | ${r.first.toFixed(0)} / ${r.median.toFixed(0)} ms |`);
  }
} finally {
  await browser.close();
  await server.close();
}
