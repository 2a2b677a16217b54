// Browser benchmark of the page (make bench-web): bundle size, first frame, script time per
// animation frame while playing n = m = 1000, and solving throughput inside wasm. Runs the
// built dist/ in Debian's headless chromium and writes benches/results/web.md.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import { serve, launch, guardedPage, ready, DIST as BUILT, ROOT, CHROMIUM } from '../../tests/e2e/helpers.mjs';

/// `--dist DIR`: another build's dist/ (an older commit's, for a comparison in the same run);
/// `--isolated`: served cross-origin isolated, so the page's clock is fine-grained (5 µs,
/// not 100 µs) and sub-millisecond frame times are not rounded to a tick.
const option = (name) => { const i = process.argv.indexOf(name); return i < 0 ? null : process.argv[i + 1]; };
const DIST = path.resolve(option('--dist') ?? BUILT);

// `--text-only` loads links whose `moves=` fills the 65,536 characters the page reads: more
// than node's server takes in a request's head by default (16 KiB), so the script runs
// itself again with a larger limit (a public server would answer such a link 414, issue 40).
if (process.argv.includes('--text-only') && !process.execArgv.some((a) => a.startsWith('--max-http-header-size'))) {
  const { spawnSync } = await import('node:child_process');
  const again = spawnSync(process.execPath, ['--max-http-header-size=262144', ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}
const ISOLATED = process.argv.includes('--isolated');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const r = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

// 1. Bundle size: the rows module (the checker puzzles) and the other modules (every other
// game), each fetched when a game of its views opens (dist/lab/, scripts/wasm-modules.sh):
// `lab` is the sum of all six, `labs` each one.
// (Measured by the full run only: `--first-board-only` also reads older builds, laid out
// otherwise, for a before/after in one run.)
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length;
const bundleSizes = () => {
  const files = fs.readdirSync(path.join(DIST, 'lab')).map((f) => path.join('lab', f));
  const wasmFile = files.find((f) => /^lab\/rows-.*\.wasm$/.test(f));
  const jsFile = files.find((f) => /^lab\/rows-[0-9a-f]{16}\.js$/.test(f));
  const labFiles = files.filter((f) => f.endsWith('.wasm'));
  return {
  wasmBytes: fs.statSync(path.join(DIST, wasmFile)).size,
  wasmGzip: gz(wasmFile),
  glueGzip: gz(jsFile),
  labBytes: labFiles.reduce((a, f) => a + fs.statSync(path.join(DIST, f)).size, 0),
  labGzip: labFiles.reduce((a, f) => a + gz(f), 0),
  labs: Object.fromEntries(labFiles.map((f) => [path.basename(f).replace(/-[0-9a-f]{16}_bg\.wasm$/, ''), gz(f)])),
  pageGzip: ['index.html', 'catalog.js', 'www/app.js', 'www/params.js', 'www/style.css'].reduce((a, f) => a + gz(f), 0),
  };
};

const server = await serve(DIST, { isolated: ISOLATED });
const browser = await launch();
const results = {};

/// A recorded run of about 10^5 steps (issue 25): the plain grundyNumber recursion of the
/// subtraction game {1, 2, 3} from heap 17, 85,524 steps (its memoised run recorded too, for
/// the counts side by side). Times building it in the page's lab-runs-heaps module with its
/// structure handed over (best / median of 5), then a seek to a random step with its frame
/// drawn (the timeline player draws a seek at once), median / p95 of 60.
async function measureRuns() {
  const { page, problems } = await guardedPage(browser.context, server.url);
  await page.setViewportSize({ width: 1280, height: 900 });
  const settings = { set: '1,2,3', heap: 17, show: 'recursion' };
  await page.goto(`${server.url}?puzzle=subtraction&set=1,2,3&heap=17&show=recursion`);
  await page.waitForFunction(() => document.getElementById('run-canvas')?.hasAttribute('data-step'), null, { timeout: 15000 });
  const out = await page.evaluate(async (settings) => {
    const { wasm, timeline: tl } = window.movelab;
    const build = [];
    let length = 0;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const h = new wasm.RunView('subtraction', settings);
      length = h.act({ type: 'structure' }).reply.length;
      build.push(performance.now() - t0);
      h.free();
    }
    const frame = () => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
    let seed = 12345;
    const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
    const seek = [];
    for (let i = 0; i < 60; i++) {
      await frame();
      const k = BigInt(Math.floor(rand() * (length + 1)));
      const t0 = performance.now();
      tl.seek(k);
      seek.push(performance.now() - t0);
    }
    return { length, build, seek };
  }, settings);
  await page.close();
  const sorted = [...out.build].sort((a, b) => a - b);
  return {
    steps: out.length, buildBestMs: r(sorted[0], 1), buildMedianMs: r(median(out.build), 1),
    seekMedianMs: r(median(out.seek), 2), seekP95Ms: r(pct(out.seek, 95), 2), problems,
  };
}

/// Peg solitaire's live verdict (issue 23): seeded random games on the English board from
/// single vacancies (the last peg on the vacancy itself or anywhere), each jump made through
/// the page's PegView (the lab-grid module) and timed until its verdict is decided: the
/// `apply` call, then the `snapshot` calls the page makes while the verdict is `searching`
/// (each one slice of the core's judge; the page yields to the browser between them).
async function measurePeg(games = 12) {
  const { page, problems } = await guardedPage(browser.context, server.url);
  await page.goto(`${server.url}?puzzle=peg&mode=play`);
  await page.waitForFunction(() => document.getElementById('grid-board')?.hasAttribute('data-verdict'), null, { timeout: 15000 });
  const out = await page.evaluate((games) => {
    const { wasm } = window.movelab;
    let seed = 23;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * n);
    };
    const first = new wasm.PegView('english', 'd4', 'd4');
    const { names, holes } = first.act({ type: 'layout' }).reply;
    first.free();
    // The board's jumps, from the holes' rows and columns: two apart on a line, a hole between.
    const at = new Map(holes.map(([r, c], k) => [`${r},${c}`, k]));
    const jumps = [];
    holes.forEach(([r, c], from) => {
      for (const [dr, dc] of [[0, 2], [0, -2], [2, 0], [-2, 0]]) {
        const over = at.get(`${r + dr / 2},${c + dc / 2}`);
        const to = at.get(`${r + dr},${c + dc}`);
        if (over !== undefined && to !== undefined) jumps.push([from, over, to]);
      }
    });
    const times = [];
    // The jumps made from a position still winnable (the ones that keep it so, and the one
    // that loses it): after a loss most verdicts are the judge's earlier proofs, instant.
    const fromWinnable = [];
    const verdicts = { solvable: 0, unsolvable: 0, unknown: 0 };
    let slices = 0;
    for (let game = 0; game < games; game++) {
      const v = random(names.length);
      const peg = new wasm.PegView('english', names[v], random(2) ? names[v] : 'any');
      let snap = peg.act({ type: 'snapshot', judge: true });
      while (snap.verdict === 'searching') snap = peg.act({ type: 'snapshot', judge: true });
      for (;;) {
        const legal = jumps.filter(([a, b, c]) => snap.board[a] === 'o' && snap.board[b] === 'o' && snap.board[c] === '.');
        if (!legal.length) break;
        const [from, , to] = legal[random(legal.length)];
        const winnable = snap.verdict === 'solvable';
        const t0 = performance.now();
        snap = peg.act({ type: 'apply', from, to });
        while (snap.verdict === 'searching') {
          slices++;
          snap = peg.act({ type: 'snapshot', judge: true });
        }
        times.push(performance.now() - t0);
        if (winnable) fromWinnable.push(performance.now() - t0);
        verdicts[snap.verdict]++;
      }
      peg.free();
    }
    // The atlas: every vacancy asked in turn (board order) of one view, each answer carried
    // to the vacancies asked later; then the central vacancy alone in a fresh view.
    const view = new wasm.PegView('english', 'd4', 'd4');
    const atlas = names.map((_, k) => {
      const t0 = performance.now();
      view.act({ type: 'atlas', vacancy: k });
      return performance.now() - t0;
    });
    view.free();
    const alone = new wasm.PegView('english', 'd4', 'd4');
    const t0 = performance.now();
    alone.act({ type: 'atlas', vacancy: names.indexOf('d4') });
    const centre = performance.now() - t0;
    alone.free();
    return { times, fromWinnable, verdicts, slices, atlas, centre };
  }, games);
  await page.close();
  const { times, fromWinnable } = out;
  return {
    games, jumps: times.length, verdicts: out.verdicts, searchingAnswers: out.slices,
    medianMs: r(median(times), 1), p90Ms: r(pct(times, 90), 1), maxMs: r(Math.max(...times), 0),
    fromWinnable: { jumps: fromWinnable.length, medianMs: r(median(fromWinnable), 1), p90Ms: r(pct(fromWinnable, 90), 1) },
    over1s: times.filter((t) => t > 1000).length,
    atlas: { allMs: r(out.atlas.reduce((a, b) => a + b, 0), 0), slowestMs: r(Math.max(...out.atlas), 0), medianMs: r(median(out.atlas), 1), centreAloneMs: r(out.centre, 0) },
    problems,
  };
}

/// The first board of the home page and of a game of each kind of module: the time to the
/// page's `ready` (the home page) or its first frame (a game), median of 5 loads with the
/// cache on, then one load with the cache off on a throttled connection (1.6 Mb/s down,
/// 150 ms of latency, as a slow mobile link), and the bytes it requested, gzipped, until the
/// network settled (issue 38's budgets).
async function measureFirstBoards() {
  const queries = ['', 'puzzle=shift&n=3&m=2', 'puzzle=nim&heaps=3,4,5', 'puzzle=peg', 'puzzle=tictactoe', 'puzzle=automaton'];
  const shown = () => (performance.getEntriesByName('movelab-first-frame')[0] ?? { startTime: performance.now() }).startTime;
  const out = {};
  for (const query of queries) {
    const warm = [];
    for (let i = 0; i < 5; i++) {
      const { page } = await guardedPage(browser.context, server.url);
      await page.goto(`${server.url}?${query}`);
      await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 30000 });
      await page.waitForFunction(() => !new URLSearchParams(location.search).get('puzzle') || performance.getEntriesByName('movelab-first-frame').length > 0);
      warm.push(await page.evaluate(shown));
      await page.close();
    }
    const { page, problems } = await guardedPage(browser.context, server.url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200 * 1024, uploadThroughput: 94 * 1024 });
    const bodies = [];
    page.on('response', (res) => bodies.push(res.body().then((b) => zlib.gzipSync(b, { level: 9 }).length, () => 0)));
    await page.goto(`${server.url}?${query}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120000 });
    await page.waitForFunction(() => !new URLSearchParams(location.search).get('puzzle') || performance.getEntriesByName('movelab-first-frame').length > 0);
    const slowMs = await page.evaluate(shown);
    await page.waitForLoadState('networkidle');
    const gzBytes = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
    await page.close();
    out[query || 'home'] = { medianMs: r(median(warm), 1), slowLinkMs: r(slowMs, 0), gzBytes, problems };
  }
  return out;
}

/// The longest main-thread task (issue 40: under 200 ms for every link the catalog allows),
/// on each game at the catalog's largest page values (whole parameters at `page_max`, text
/// ones at their defaults), then with each flag set, each other option of each choice and
/// each of its recorded runs at those values: from the navigation until the page has stood
/// still for 2 s, by the browser's long-task entries (tasks over 50 ms). Then what a visitor
/// does on the largest automaton (a step, a screen down, 3 s of playing) and an element's
/// `upto` changed. Reports each link's longest task and what the page said.
async function measureLongestTasks() {
  const catalog = JSON.parse(execSync(`${path.join(ROOT, 'target', 'debug', 'movelab')} catalog --format json`, { encoding: 'utf8' }));
  const links = catalog.games.flatMap((g) => {
    const q = new URLSearchParams({ puzzle: g.id });
    for (const p of g.params) if (p.kind.type === 'whole') q.set(p.name, String(p.kind.page_max));
    const kinds = g.params.flatMap((p) => {
      if (p.kind.type === 'flag') return [`${q}&${p.name}=1`];
      if (p.kind.type === 'choice') return p.kind.options.filter((o) => o !== p.kind.default).map((o) => `${q}&${p.name}=${o}`);
      return [];
    });
    return [q.toString(), ...kinds, ...g.runs.map((run) => `${q}&show=${run.name}`)];
  });
  const out = {};
  for (const link of links) {
    const { page } = await guardedPage(browser.context, server.url);
    await page.addInitScript(() => {
      window.movelabLongTasks = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.movelabLongTasks.push(e.duration); })
        .observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${server.url}?${link}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120000 }).catch(() => {});
    await page.waitForTimeout(2000);
    const { longest, said } = await page.evaluate(() => ({
      longest: Math.max(0, ...window.movelabLongTasks),
      said: [document.getElementById('message')?.textContent, document.getElementById('run-error')?.textContent].filter(Boolean).join(' ').slice(0, 120),
    }));
    out[link] = { longestMs: Math.round(longest), said };
    await page.close();
  }
  Object.assign(out, await measureActions());
  return out;
}

/// The longest task of what a visitor does after the load: on the automaton's largest row
/// (random=100000, its fit zoom at 1280 × 900) one step (↓), one screen (Page Down) and 3 s
/// of playing; and on the element, a heap game's `upto` set to 33 and to the page's largest.
async function measureActions() {
  const out = {};
  const longTasks = () => {
    window.movelabLongTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.movelabLongTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
  };
  const longest = (page) => page.evaluate(() => Math.round(Math.max(0, ...window.movelabLongTasks.splice(0))));
  {
    const { page } = await guardedPage(browser.context, server.url);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(longTasks);
    await page.goto(`${server.url}?puzzle=automaton&random=100000`);
    await page.waitForSelector('#st-canvas[data-step]', { timeout: 120000 });
    await page.waitForTimeout(2000);
    await longest(page);
    await page.locator('#st-canvas').focus();
    // Page Down goes past T (every row there is the last, cheap); Home comes back to a
    // window of rows all new, the far seek.
    for (const [name, keys] of [['a step (↓)', ['ArrowDown']], ['a far seek (Page Down, then Home)', ['PageDown', 'Home']]]) {
      const each = [];
      for (let i = 0; i < 3; i++) {
        for (const key of keys) await page.keyboard.press(key);
        await page.waitForTimeout(600);
        each.push(await longest(page));
      }
      out[`automaton random=100000: ${name}, 3 times`] = { longestMs: Math.max(...each), said: each.join(', ') };
    }
    await page.evaluate(() => {
      window.movelabDraws = 0;
      new MutationObserver(() => { window.movelabDraws += 1; }).observe(document.getElementById('st-canvas'), { attributes: true, attributeFilter: ['data-step'] });
    });
    await page.locator('#st-play').click();
    await page.waitForTimeout(3000);
    await page.locator('#st-play').click();
    const draws = await page.evaluate(() => window.movelabDraws);
    out['automaton random=100000: playing 3 s'] = { longestMs: await longest(page), said: `${r(draws / 3, 1)} frames a second` };
    await page.close();
  }
  for (const [game, upto] of [['subtraction', 33], ['octal', 33], ['grundys', 33], ['octal', 2000]]) {
    const { page } = await guardedPage(browser.context, server.url);
    await page.addInitScript(longTasks);
    await page.goto(`${server.url}?puzzle=${game}`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120000 });
    await page.evaluate(async (game) => {
      await import('./www/element.js');
      const el = document.createElement('movelab-puzzle');
      el.id = 'bench-element';
      el.setAttribute('puzzle', game);
      document.body.append(el);
    }, game);
    await page.waitForFunction(() => document.getElementById('bench-element').shadowRoot.querySelector('#heaps-canvas[data-step]'), null, { timeout: 60000 });
    await page.waitForTimeout(1500);
    await longest(page);
    await page.evaluate((upto) => document.getElementById('bench-element').setAttribute('upto', String(upto)), upto);
    await page.waitForTimeout(2000);
    out[`element ${game}: upto="${upto}"`] = { longestMs: await longest(page), said: '' };
    await page.close();
  }
  return out;
}

/// The longest main-thread task of one load of `link`, as `measureLongestTasks` measures it
/// (from the navigation until the page has stood still for 2 s), and what the page said.
async function longestOnLoad(link) {
  const { page } = await guardedPage(browser.context, server.url);
  await page.addInitScript(() => {
    window.movelabLongTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.movelabLongTasks.push(e.duration); })
      .observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${server.url}?${link}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120000 }).catch(() => {});
  await page.waitForTimeout(2000);
  const out = await page.evaluate(() => ({
    longest: Math.round(Math.max(0, ...window.movelabLongTasks)),
    // Every sentence the page showed: its message area, a view's alerts and notes, a run's error.
    said: [...document.querySelectorAll('#message, [role="alert"], [role="status"], #run-error')]
      .map((e) => e.textContent.trim()).filter(Boolean).filter((x, i, all) => all.indexOf(x) === i).join(' ').slice(0, 160),
  }));
  await page.close();
  return out;
}

/// The longest game of a heap game, of knights, from `link`'s position: the visitor's
/// record (`moves=`) of a game where the visitor always takes the least (one counter, a
/// knight's shortest step) and the computer answers as the page's handle does, so the
/// record replays move for move. Played in the page through its own wasm handle.
async function longestGameRecord(link, view) {
  const { page } = await guardedPage(browser.context, server.url);
  await page.goto(`${server.url}?${link}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 120000 });
  const record = await page.evaluate(({ view }) => {
    const { wasm } = window.movelab;
    const q = new URLSearchParams(location.search);
    if (view === 'heaps') {
      const id = q.get('puzzle');
      // The handle takes the settings as the page hands them over: whole numbers as
      // numbers, flags as true, the rest as text (the catalog says which is which).
      const params = {};
      for (const p of window.movelab.catalog.games.find((g) => g.id === id).params) {
        if (!q.has(p.name)) continue;
        params[p.name] = p.kind.type === 'whole' ? Number(q.get(p.name)) : p.kind.type === 'flag' ? q.get(p.name) === '1' : q.get(p.name);
      }
      const h = new wasm.ImpartialGame(id, params);
      while (h.work()); // a misère quotient opens a slice at a time
      let snap = h.act({ type: 'snapshot' });
      for (let i = 0; i < 5000 && !snap.finished; i++) {
        if (snap.toMove === 'computer') { snap = h.act({ type: 'computer' }); continue; }
        let best = 0;
        snap.moves.forEach((m, k) => { if (Number(m.take) < Number(snap.moves[best].take)) best = k; });
        snap = h.act({ type: 'play', index: snap.moves[best].index });
      }
      const out = snap.record;
      h.free();
      return out;
    }
    // Knights: each turn the knight furthest from the corner takes the step that lowers
    // its coordinates' sum least (by 1, not 3), so the game lasts as long as it can.
    const kv = new wasm.KnightsView(Number(q.get('size')), q.get('variant') ?? 'one', q.get('at'));
    let snap = kv.act({ type: 'start', visitorFirst: true });
    const size = Number(q.get('size'));
    for (let i = 0; i < 5000 && !snap.over; i++) {
      if (snap.toMove !== 'visitor') { snap = kv.act({ type: 'computer' }); continue; }
      let pick = null;
      snap.knights.forEach(([x, y], k) => {
        for (const [dx, dy] of [[-2, 1], [1, -2], [-2, -1], [-1, -2]]) {
          const [a, b] = [x + dx, y + dy];
          if (a < 1 || b < 1 || a > size || b > size) continue;
          const cost = -(dx + dy) * 100 + 64 - (x + y);
          if (!pick || cost < pick.cost) pick = { cost, triple: [k, a, b] };
        }
      });
      if (!pick) break;
      snap = kv.act({ type: 'play', triples: pick.triple });
    }
    const out = kv.act({ type: 'record' }).reply;
    kv.free();
    return out;
  }, { view });
  await page.close();
  return record;
}

/// Issue 40 item 2: the text parameters (heaps, codes, sets, cells, boards, holes,
/// knights' squares, `moves=` records) at the largest values the catalog and the games'
/// checks accept, each with a value just past its limit, which must be refused at once.
/// Each link is loaded `--runs N` times (3 by default) in rounds, and the reference link
/// (the heaviest of the numeric links) in every round, so the medians compare under the
/// same load. Returns each link's median longest task, its tries and what the page said.
async function measureTextLinks() {
  // The optimised command line: the debug build takes seconds for peg's Wiegleb solution.
  const M = path.join(ROOT, 'target', 'release', 'movelab');
  if (!fs.existsSync(M)) throw new Error(`${M} is missing: run \`cargo build --release -p movelab-cli\` first`);
  const cli = (args) => execSync(`${M} ${args}`, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const list = (xs) => xs.join(',');
  const times = (x, n) => Array(n).fill(x);
  const hundred12 = list(times(100, 12));
  // The most knights `at=` holds: 100 distinct squares of two digits (599 characters), the
  // far corner of the 32 × 32 board, where the games last longest.
  const far = [];
  for (let x = 23; x <= 32; x++) for (let y = 23; y <= 32; y++) far.push(`${x},${y}`);
  const at = far.join(';');
  // The longest subtraction set of 300 characters with the most amounts (64) as large as
  // they go: 10000, 9999 … 9957 and 999 … 980.
  const set64 = [10000, ...Array.from({ length: 43 }, (_, i) => 9999 - i), ...Array.from({ length: 20 }, (_, i) => 999 - i)];
  const code32 = `0.${'7'.repeat(32)}`;
  const hex32 = `0.${'F'.repeat(32)}`;
  const noPeriod32 = `0.${'6'.repeat(32)}`;
  const E18 = '1000000000000000000';
  // Peg: the board's holes, named as the page names them, for `empty=` lists.
  const square = (side, keep) => {
    const names = [];
    for (let r = 1; r <= side; r++) for (let c = 0; c < side; c++) if (keep(r - 1, c)) names.push(`${'abcdefghi'[c]}${r}`);
    return names;
  };
  const wiegleb = square(9, (r, c) => (r >= 3 && r <= 5) || (c >= 3 && c <= 5));
  const cells = (n) => Array.from({ length: n }, (_, i) => ((i * 7919) % 13 < 6 ? '1' : '0')).join('');
  const push64 = `..${'#..'.repeat(20)}..`;
  // Records: a shift and a pairs solution's first moves filling the 65,536 characters a
  // link's `moves=` may hold (www/params.js), a peg solution, Push's optimal moves written
  // as the page writes them, Candy's plan of every box.
  const fill = (moves, most = 65536) => {
    let out = '';
    for (const m of moves) { const next = out ? `${out}.${m}` : String(m); if (next.length > most) break; out = next; }
    return out;
  };
  const shiftMoves = cli('shift 1000 1000 --format text').trim().split(/\s+/);
  const pairsMoves = execSync(`${M} pairs 1000000 | head -c 80000`, { encoding: 'utf8', shell: '/bin/bash' }).trim().split(/\s+/).slice(0, -1);
  const pegJumps = cli('peg --board wiegleb --empty e5 --finish e5').trim().split(/\s+/);
  const pushLine = (board, k) => cli(`push '${board}' --k ${k}`).trim().split('\n').slice(1)
    .map((l) => l.trim().split(/\s+/)).map(([kind, dir, q]) => `${kind[0]}${dir[0].toLowerCase()}${q ?? ''}`);
  // A board of 64 squares Push-* solves at once (35 moves), for its record.
  const pushBoard = '.'.repeat(64);
  const links = [
    // nim: 12 heaps (the most the heaps view shows) of 100 counters (the most it draws).
    `puzzle=nim&heaps=${hundred12}`,
    `puzzle=nim&heaps=${hundred12}&misere=1`,
    `puzzle=nim&heaps=${hundred12}&variant=all`,
    `puzzle=nim&heaps=${list(times(100, 13))}`,
    `puzzle=nim&heaps=101`,
    // subtraction: the longest set, the largest heap (10^18, read through the period).
    `puzzle=subtraction&upto=2000&set=${list(set64)}`,
    `puzzle=subtraction&upto=2000&set=${list(set64)}&misere=1`,
    `puzzle=subtraction&upto=2000&heap=${E18}`,
    `puzzle=subtraction&upto=2000&set=${list(set64)}&heap=${E18}`,
    `puzzle=subtraction&heap=1000`,
    `puzzle=subtraction&set=${list([...set64, 979])}`,
    `puzzle=subtraction&set=1,10001`,
    `puzzle=subtraction&set=${list(Array.from({ length: 65 }, (_, i) => i + 1))}`,
    `puzzle=subtraction&heap=1000000000000000001`,
    // octal: the longest code (32 digits), 12 heaps drawn and 12 read through a period.
    `puzzle=octal&upto=2000&code=${code32}&heaps=${hundred12}`,
    `puzzle=octal&upto=2000&code=${code32}&heaps=${list(times(E18, 12))}`,
    `puzzle=octal&upto=2000&heaps=${list(times(E18, 12))}`,
    `puzzle=octal&upto=2000&code=${noPeriod32}&heaps=${E18}`,
    `puzzle=octal&upto=2000&code=${code32}&heaps=${list(times(12, 12))}&misere=1`,
    // Kayles in misère play at the page's largest misère heap: its quotient proved whole.
    `puzzle=octal&heaps=${list(times(12, 12))}&misere=1`,
    `puzzle=octal&upto=2000&code=${code32}&heaps=${hundred12}&variant=all`,
    `puzzle=octal&upto=500&code=${hex32}&heaps=${hundred12}`,
    `puzzle=octal&code=${code32}7`,
    `puzzle=octal&heaps=${list(times(100, 13))}`,
    `puzzle=octal&upto=501&code=${hex32}`,
    `puzzle=octal&heaps=1000000000000000001`,
    // Grundy's game: 12 heaps of 100.
    `puzzle=grundys&upto=2000&heaps=${hundred12}`,
    `puzzle=grundys&upto=2000&heaps=${hundred12}&variant=all`,
    `puzzle=grundys&heaps=${list(times(100, 13))}`,
    `puzzle=grundys&heaps=101`,
    // knights: 100 knights (the 600 characters of `at=`) on the largest board.
    ...['one', 'any', 'proper', 'all'].map((v) => `puzzle=knights&size=32&variant=${v}&at=${encodeURIComponent(at)}`),
    `puzzle=knights&size=32&at=${encodeURIComponent(`${at};1,1`)}`,
    `puzzle=knights&size=32&at=33,1`,
    // peg: the longest `empty=` list (every hole of Wiegleb's board but one), the hardest
    // problems docs/peg.md names, a `finish=` too long.
    `puzzle=peg&board=wiegleb&empty=${list(wiegleb.filter((h) => h !== 'e5'))}&finish=any`,
    `puzzle=peg&board=wiegleb&empty=e1&finish=e1`,
    `puzzle=peg&board=diamond&empty=e1&finish=any`,
    `puzzle=peg&board=diamond&empty=e1&finish=any&mode=play`,
    `puzzle=peg&board=wiegleb&empty=${list([...wiegleb, ...wiegleb, ...wiegleb].slice(0, 101))}`,
    `puzzle=peg&finish=d44`,
    // Push-*: 64 squares (the most), a board whose search passes 4,000,000 positions, and 65.
    `puzzle=push&k=8&board=${encodeURIComponent(push64)}`,
    `puzzle=push&k=8&board=${pushBoard}`,
    `puzzle=push&k=8&board=${encodeURIComponent(`.${'.......#'.repeat(7)}.......`)}`,
    `puzzle=push&k=8&board=.${'.'.repeat(64)}`,
    // the automaton: 1,800 cells (the most a link takes), and 1,801.
    `puzzle=automaton&cells=${cells(1800)}`,
    `puzzle=automaton&cells=${cells(1801)}`,
    // tic-tac-toe: nine squares is the only length; a tenth, and a board no game reaches.
    `puzzle=tictactoe&board=x...o....`,
    `puzzle=tictactoe&board=..........`,
    `puzzle=tictactoe&board=xx.......`,
    // `moves=` records at their longest: 65,536 characters of the rows' squares (shift
    // n = m = 1000: 13,000 moves; pairs n = 10^6: the largest row play mode holds), and one
    // character more; peg's whole solution; Push's; Candy's plan of all its boxes.
    `puzzle=shift&n=1000&m=1000&mode=play&moves=${fill(shiftMoves)}`,
    `puzzle=pairs&n=1000000&mode=play&moves=${fill(pairsMoves)}`,
    `puzzle=shift&n=1000&m=1000&mode=play&moves=${fill(shiftMoves, 65600).slice(0, 65537)}`,
    `puzzle=peg&board=wiegleb&empty=e5&finish=e5&mode=play&moves=${pegJumps.join('.')}`,
    `puzzle=push&k=8&board=${pushBoard}&mode=play&moves=${pushLine(pushBoard, 8).join('.')}`,
    `puzzle=candy&m=2000&seed=9007199254740991&span=1000000&mode=play&moves=${Array.from({ length: 2000 }, (_, i) => i + 1).join('.')}`,
    `puzzle=nim&heaps=${hundred12}&moves=${times(1, 4096).join('.')}`,
    `puzzle=nim&heaps=${hundred12}&moves=${times(1, 4097).join('.')}`,
    `puzzle=knights&size=32&at=${encodeURIComponent(at)}&moves=you${'.1-30-31'.repeat(4097)}`,
  ];
  // The longest games of the heap games and of knights at their largest settings, played
  // through the page's handle, then loaded from their records.
  for (const [link, view] of [
    [`puzzle=nim&heaps=${hundred12}`, 'heaps'],
    [`puzzle=subtraction&upto=2000&heap=1000`, 'heaps'],
    [`puzzle=octal&upto=2000&code=${code32}&heaps=${hundred12}`, 'heaps'],
    [`puzzle=grundys&upto=2000&heaps=${hundred12}`, 'heaps'],
    [`puzzle=kinrow&n=200&k=10`, 'heaps'],
    [`puzzle=parity&n=1000&k=20`, 'heaps'],
    [`puzzle=knights&size=32&at=${encodeURIComponent(at)}`, 'knights'],
  ].filter(([link]) => link.includes(option('--match') ?? ''))) {
    const record = await longestGameRecord(link, view).catch((e) => `(none: ${e.message.split('\n')[0]})`);
    if (record.startsWith('(none')) console.error(`no record for ${link}: ${record}`);
    else links.push(`${link}&moves=${record}`);
  }
  const reference = 'puzzle=octal&upto=2000&show=recursion';
  const runs = Number(option('--runs') ?? 3);
  // `--match TEXT`: only the links holding TEXT (and the reference), to measure a fix.
  const chosen = links.filter((l) => l.includes(option('--match') ?? ''));
  const tries = Object.fromEntries([reference, ...chosen].map((l) => [l, []]));
  const said = {};
  for (let round = 0; round < runs; round++) {
    for (const link of [reference, ...chosen]) {
      const { longest, said: words } = await longestOnLoad(link);
      tries[link].push(longest);
      said[link] = words;
    }
    console.error(`round ${round + 1} of ${runs} done, load ${os.loadavg().map((x) => r(x, 1)).join(' ')}`);
  }
  const short = (link) => link.replace(/=([^&]{40})[^&]{12,}/g, (_, head) => `=${head}…`);
  return {
    load: os.loadavg().map((x) => r(x, 1)),
    links: Object.fromEntries(Object.entries(tries).map(([link, t]) => [link, {
      short: short(decodeURIComponent(link)), chars: link.length, medianMs: median(t), tries: t, said: said[link],
    }])),
  };
}

/// `--first-board-only`, `--peg-only`, `--runs-only`, `--longest-task-only` and
/// `--actions-only` (the visitor's actions of `--longest-task-only` alone) measure one thing
/// and print it.
const ONLY = {
  '--first-board-only': measureFirstBoards, '--peg-only': measurePeg, '--runs-only': measureRuns, '--longest-task-only': measureLongestTasks,
  '--actions-only': measureActions, '--text-only': measureTextLinks,
};
const only = Object.keys(ONLY).find((flag) => process.argv.includes(flag));
if (only) {
  try {
    console.log(JSON.stringify(await ONLY[only](), null, 2));
  } finally {
    await browser.close();
    await server.close();
  }
  process.exit(0);
}



try {
  results.bundle = bundleSizes();
  // 2. First frame after navigation (median of 7 fresh loads).
  const firsts = [];
  for (let i = 0; i < 7; i++) {
    const { page } = await guardedPage(browser.context, server.url);
    await page.goto(`${server.url}?n=3&m=2`);
    await ready(page);
    await page.waitForFunction(() => performance.getEntriesByName('movelab-first-frame').length > 0);
    firsts.push(await page.evaluate(() => performance.getEntriesByName('movelab-first-frame')[0].startTime));
    await page.close();
  }
  results.firstFrame = { medianMs: r(median(firsts), 1), allMs: firsts.map((x) => r(x, 1)) };

  // 3. Script time per animation frame while playing n = m = 1000.
  const { page, problems } = await guardedPage(browser.context, server.url);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}?n=1000&m=1000`);
  await ready(page);
  results.playing = {};
  for (const speed of [8, 240, 2000]) {
    const times = await page.evaluate(async (speed) => {
      const act = (type, f = {}) => window.movelab.handle.act({ type, ...f });
      // The timeline player where the page has one (else the stage's own loop, on older builds).
      const tl = window.movelab.timeline;
      if (tl) { tl.seek(250000n); tl.setSpeed(speed); } else { act('seek', { step: 250000 }); act('speed', { value: speed }); }
      // The whole frame's script time: the timeline's tick (clock, drawing, readouts), as the
      // stage's own loop timed its tick on older builds.
      const frames = () => (tl ? tl.takeFrameTimes() : act('frameTimes').frameTimes);
      frames();
      if (tl) tl.play(); else act('play');
      await new Promise((res) => setTimeout(res, 4000));
      if (tl) tl.pause(); else act('pause');
      return frames();
    }, speed);
    results.playing[speed] = {
      frames: times.length,
      medianMs: r(median(times), 3),
      p95Ms: r(pct(times, 95), 3),
      maxMs: r(Math.max(...times), 3),
    };
  }

  // 3b. What entering wasm costs inside an animation frame: a bare `frame` call (same step,
  // a glide) timed from JavaScript against the drawing's own time inside wasm, median of
  // 180 frames. The stage of older builds timed its tick from inside wasm, so this is the
  // share of the timeline's frame figure that theirs did not count.
  if (await page.evaluate(() => Boolean(window.movelab.timeline))) {
    results.frameEntry = await page.evaluate(async () => {
      const h = window.movelab.handle;
      window.movelab.timeline.seek(250000n);
      h.act({ type: 'frameTimes' });
      const outer = [];
      await new Promise((done) => {
        const tick = () => {
          const t0 = performance.now();
          h.frame(250000n, (outer.length % 60) / 60, 1 / 60);
          outer.push(performance.now() - t0);
          if (outer.length < 180) requestAnimationFrame(tick); else done();
        };
        requestAnimationFrame(tick);
      });
      const inner = h.act({ type: 'frameTimes' }).frameTimes;
      const med = (xs) => { const v = [...xs].sort((a, b) => a - b); return v[v.length >> 1]; };
      return { outerMs: med(outer), innerMs: med(inner), entryMs: med(outer) - med(inner) };
    });
  }

  // 4. Solving throughput inside wasm: the whole solution into a Uint32Array (solve:
  // allocation and the copy to JS included).
  results.solve = await page.evaluate(() => {
    const { wasm } = window.movelab;
    const time = (fn, runs) => {
      const ms = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        fn();
        ms.push(performance.now() - t0);
      }
      ms.sort((a, b) => a - b);
      return { bestMs: ms[0], medianMs: ms[Math.floor(runs / 2)] };
    };
    const out = {};
    for (const [n, m] of [[1000, 1000], [3000, 3000]]) {
      const moves = n * m + n + m;
      const t = time(() => wasm.solve('shift', n, m, 'right'), 5);
      out[`list ${n}x${m}`] = { moves, ...t, best: moves / (t.bestMs / 1000), median: moves / (t.medianMs / 1000) };
    }
    return out;
  });
  if (problems.length) results.problems = problems;
  await page.close();

  // 5. Seeking and drawing one frame at n = m = 10^6 (10^12 moves, 2,000,001 squares held in
  // memory; issue 6) and at n = m = 10^9 (10^18 moves, 2,000,000,001 squares, windowed: the
  // layout's runs only; issue 14), in the same run: far seeks to random steps, near ones
  // (the fine bar), a seek of squares / 32 = 62,500 moves at 10^6 (the longest walk the held
  // player chooses; at 10^9 the same distance, which the windowed player never walks), and
  // playing. Each sample: the row's seek action (with its snapshot) timed in JavaScript, then the frame that draws it
  // (the stage's own timing, the page's readout update included). Steps are BigInt: at
  // 10^9 they pass 2^53.
  const bigRun = async (side) => {
    const big = await guardedPage(browser.context, server.url);
    await big.page.setViewportSize({ width: 1280, height: 900 });
    await big.page.goto(`${server.url}?n=${side}&m=${side}`);
    await ready(big.page);
    const out = await big.page.evaluate(async () => {
      const act = (type, f = {}) => window.movelab.handle.act({ type, ...f });
      const tl = window.movelab.timeline;
      const L = BigInt(act('snapshot').length);
      const stepNow = () => BigInt(act('snapshot').step);
      const frame = () => new Promise((res) => requestAnimationFrame(() => requestAnimationFrame(res)));
      let seed = 12345;
      const rand = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
      const clamp = (k) => (k < 0n ? 0n : k > L ? L : k);
      const sample = async (next, runs) => {
        const seek = [];
        const draw = [];
        const total = [];
        for (let i = 0; i < runs; i++) {
          const k = clamp(next());
          await frame();
          act('frameTimes');
          const t0 = performance.now();
          // With the timeline player a seek draws at once (its frame is inside `s`); the
          // stage of older builds drew on the next animation frame.
          if (tl) tl.seek(k); else act('seek', { step: k });
          const s = performance.now() - t0;
          const during = act('frameTimes').frameTimes;
          await frame();
          const after = act('frameTimes').frameTimes;
          const d = during.length ? during[0] : after.length ? after[0] : NaN;
          seek.push(during.length ? s - d : s);
          draw.push(d);
          total.push(s + after.reduce((a, x) => a + x, 0));
        }
        return { seek, draw, total };
      };
      const far = await sample(() => (BigInt(Math.floor(rand() * 2 ** 40)) * L) >> 40n, 40);
      const near = await sample(() => stepNow() + BigInt(Math.floor(rand() * 2001) - 1000), 40);
      const walk = await sample(() => stepNow() + (stepNow() > L / 2n ? -62500n : 62500n), 20);
      // Playing from the middle of the solution at 240 moves a second.
      if (tl) { tl.seek(L / 2n); tl.setSpeed(240); } else { act('seek', { step: L / 2n }); act('speed', { value: 240 }); }
      await frame();
      const frames = () => (tl ? tl.takeFrameTimes() : act('frameTimes').frameTimes);
      frames();
      if (tl) tl.play(); else act('play');
      await new Promise((res) => setTimeout(res, 3000));
      if (tl) tl.pause(); else act('pause');
      const playing = frames();
      return { L: String(L), far, near, walk, playing };
    });
    const playing = out.playing;
    out.playing = { frames: playing.length, medianMs: r(median(playing), 3), p95Ms: r(pct(playing, 95), 3) };
    for (const key of ['far', 'near', 'walk']) {
      const v = out[key];
      out[key] = {
        seekMedianMs: r(median(v.seek), 3), drawMedianMs: r(median(v.draw), 3),
        totalMedianMs: r(median(v.total), 3), totalP95Ms: r(pct(v.total, 95), 3), totalMaxMs: r(Math.max(...v.total), 3),
      };
    }
    if (big.problems.length) results.problems = [...(results.problems ?? []), ...big.problems];
    await big.page.close();
    return out;
  };
  results.runs = await measureRuns();
  if (results.runs.problems.length) results.problems = [...(results.problems ?? []), ...results.runs.problems];
  delete results.runs.problems;
  results.peg = await measurePeg();
  if (results.peg.problems.length) results.problems = [...(results.problems ?? []), ...results.peg.problems];
  delete results.peg.problems;
  results.big = await bigRun(1000000);
  results.billion = await bigRun(1000000000);
} finally {
  await browser.close();
  await server.close();
}

const cpu = (os.cpus()[0]?.model ?? 'unknown cpu').trim();
const chromium = execSync(`${CHROMIUM} --version`).toString().trim();
const load = os.loadavg().map((x) => r(x, 1)).join(', ');
const machine = `${cpu}, ${os.cpus().length} cores, ${r(os.totalmem() / 2 ** 30, 1)} GiB, load average ${load} (shared with other builds) at the end of the run; ${chromium} headless; node ${process.version}`;
console.log(JSON.stringify({ machine, ...results }, null, 2));

const kb = (b) => `${r(b / 1024, 1)} KB`;
const ok = (cond) => (cond ? 'met' : '**not met**');
const md = `# Browser benchmark

Measured by \`make bench-web\` (\`trunk build --release --offline\`, then
\`node benches/web/bench.mjs\`), which serves \`dist/\` on 127.0.0.1 and drives Debian's
chromium headless through playwright-core. The script rewrites this file.

Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.

| What | Figure | Goal | |
|---|---|---|---|
| the checker rows' wasm module (the checker puzzles), gzip -9 | ${kb(results.bundle.wasmGzip)} (${kb(results.bundle.wasmBytes)} raw; JS glue ${kb(results.bundle.glueGzip)} gzipped; page HTML/JS/CSS ${kb(results.bundle.pageGzip)} gzipped) | ≤ 100 KB | ${ok(results.bundle.wasmGzip <= 100 * 1024)} |
| the wasm modules (one fetched when a game of its view opens), gzip -9 | ${Object.entries(results.bundle.labs).map(([n, b]) => `${n} ${kb(b)}`).join(', ')} (${kb(results.bundle.labBytes)} raw in all) | – | – |
| First frame after navigation (median of 7 loads, n = 3, m = 2) | ${results.firstFrame.medianMs} ms | ≤ 500 ms | ${ok(results.firstFrame.medianMs <= 500)} |
| Script time per animation frame, playing n = m = 1000 at 240 moves/s (median / p95) | ${results.playing[240].medianMs} / ${results.playing[240].p95Ms} ms over ${results.playing[240].frames} frames | ≤ 4 ms median | ${ok(results.playing[240].medianMs <= 4)} |
| … at 8 moves/s (one glide per frame) | ${results.playing[8].medianMs} / ${results.playing[8].p95Ms} ms | | |
| … of which entering wasm (a bare \`frame\` call inside an animation frame, timed from JavaScript, less its drawing timed inside wasm; median of 180) | ${results.frameEntry ? r(results.frameEntry.entryMs, 3) : '–'} ms | | |
| … at 2000 moves/s (about 33 moves per frame) | ${results.playing[2000].medianMs} / ${results.playing[2000].p95Ms} ms | | |
${Object.entries(results.solve).filter(([, v]) => typeof v === 'object').map(([k, v]) => `| Solving in wasm, into a Uint32Array, n = m = ${k.split(' ')[1].split('x')[0]} (${v.moves.toLocaleString('en')} moves; best / median of 5) | ${r(v.best / 1e6, 0)} / ${r(v.median / 1e6, 0)} M moves/s | ≥ 200 M moves/s | ${ok(v.best >= 200e6)} |`).join('\n')}
| Seeking and drawing one frame, far seeks to random steps (median / p95 / max of 40): n = m = 10^6 (10^12 moves, the row held) | ${results.big.far.totalMedianMs} / ${results.big.far.totalP95Ms} / ${results.big.far.totalMaxMs} ms (seek ${results.big.far.seekMedianMs}, frame ${results.big.far.drawMedianMs}) | ≤ 16 ms median | ${ok(results.big.far.totalMedianMs <= 16)} |
| … the same run at n = m = 10^9 (10^18 moves, windowed) | ${results.billion.far.totalMedianMs} / ${results.billion.far.totalP95Ms} / ${results.billion.far.totalMaxMs} ms (seek ${results.billion.far.seekMedianMs}, frame ${results.billion.far.drawMedianMs}) | about the 10^6 figure or less | ${ok(results.billion.far.totalMedianMs <= Math.max(16, 1.5 * results.big.far.totalMedianMs))} |
| … near seeks, up to 1000 steps (the fine bar): 10^6 / 10^9 | ${results.big.near.totalMedianMs} / ${results.billion.near.totalMedianMs} ms median (p95 ${results.big.near.totalP95Ms} / ${results.billion.near.totalP95Ms}) | ≤ 16 ms median | ${ok(results.big.near.totalMedianMs <= 16 && results.billion.near.totalMedianMs <= 16)} |
| … seeks of 62,500 moves (at 10^6 the longest walk the held player chooses): 10^6 / 10^9 | ${results.big.walk.totalMedianMs} / ${results.billion.walk.totalMedianMs} ms median (p95 ${results.big.walk.totalP95Ms} / ${results.billion.walk.totalP95Ms}) | ≤ 16 ms median | ${ok(results.big.walk.totalMedianMs <= 16 && results.billion.walk.totalMedianMs <= 16)} |
| … script time per animation frame playing at 240 moves/s from step L / 2 (median / p95): 10^6 / 10^9 | ${results.big.playing.medianMs} / ${results.big.playing.p95Ms} and ${results.billion.playing.medianMs} / ${results.billion.playing.p95Ms} ms over ${results.big.playing.frames} and ${results.billion.playing.frames} frames | ≤ 4 ms median | ${ok(results.big.playing.medianMs <= 4 && results.billion.playing.medianMs <= 4)} |
| A recorded run of ${results.runs.steps.toLocaleString('en')} steps (\`show=recursion\`, subtraction {1, 2, 3} from heap 17), built in the lab-runs-heaps module with its structure handed to the page (best / median of 5) | ${results.runs.buildBestMs} / ${results.runs.buildMedianMs} ms | < 200 ms | ${ok(results.runs.buildMedianMs < 200)} |
| … a seek to a random step of it, drawn (median / p95 of 60) | ${results.runs.seekMedianMs} / ${results.runs.seekP95Ms} ms | < 16 ms | ${ok(results.runs.seekMedianMs < 16)} |
| Peg solitaire's atlas on the English board: every vacancy asked in turn (all / slowest / median), and d4 alone | ${results.peg.atlas.allMs} / ${results.peg.atlas.slowestMs} / ${results.peg.atlas.medianMs} ms; ${results.peg.atlas.centreAloneMs} ms | | |
| Peg solitaire, play mode on the English board: a jump until its exact verdict (${results.peg.games} seeded random games from single vacancies, ${results.peg.jumps} jumps; median / p90 / max) | ${results.peg.medianMs} / ${results.peg.p90Ms} / ${results.peg.maxMs} ms (${results.peg.verdicts.unknown} unknown; ${results.peg.over1s} over 1 s, the page saying "still searching" meanwhile; the ${results.peg.fromWinnable.jumps} jumps from a winnable position: ${results.peg.fromWinnable.medianMs} / ${results.peg.fromWinnable.p90Ms} ms) | < 50 ms median, never unknown | ${ok(results.peg.medianMs < 50 && results.peg.verdicts.unknown === 0)} |

"Script time per frame" is measured inside the page: the timeline player's animation-frame
callback (www/views/timeline.js) times itself (the clock, the row handle's \`frame\` call
that moves the player and draws the visible squares and the overview strip, the test hooks,
and the readouts) with \`performance.now()\`, and \`takeFrameTimes()\` hands the figures over.
For a seek, "frame" is the row handle's drawing alone (its \`frameTimes\` action). Playing starts at step 250,000, where the
row is at its most mixed.

Notes:

- The bundle is built without wasm-opt (\`data-wasm-opt="0"\`: Trunk would download it, and
  Debian's binaryen is too old for current Rust output) in the \`wasm-release\` profile, the
  release profile with symbol names stripped (they were a third of the bundle) and
  \`opt-level = "z"\` (the play-mode judge had pushed the bundle just past 100 KB).
- "Into a Uint32Array" runs the core's construction iterator and copies the list out to
  JavaScript (allocating it in wasm memory the first time); for 9 million moves that copy
  (36 MB) dominates. (The construction alone, \`solveChecksum\`, left the wasm boundary
  with issue 27: the rows module needed its bytes.)
- The machine is shared with other builds (see the load average above), so single runs vary
  by a factor of 2 to 5; best-of-5 is the least disturbed figure, the median the typical one.
- At n = m = 10^6 the player keeps the 2 MB board and seeks by the core's position formula:
  a far seek lays the row out from a handful of runs (\`Solution::layout_at\`, O(squares)
  memory writes, no replay), a near one walks the moves; "frame" includes the readouts (the
  two lower-bound measures are O(squares) scans of the board there).
- At n = m = 10^9 (2,000,000,001 squares) no row is held: the windowed player keeps the step
  and the layout's runs (\`row::window::WindowPlayer\`), every seek is O(runs), a frame writes
  only the squares in view from the runs, and the measures come from the move counts. Both
  sizes draw the squares in view and the overview strip from the layout's runs (five
  rectangles for shift).
  The p95 and max of these rows move with the machine's load: a sample where the seek and
  its frame are both slow is the page being preempted, not a slow path.
- The page itself never asks for a whole move list: the player asks the O(1) formula for each
  move it shows, and holds only the board (O(n + m) memory).
`;
// `--json FILE`: the figures for a comparison (benches/results/web.md is make bench-web's
// record of dist/ on the usual clock, so a comparison run leaves it alone).
if (option('--json')) fs.writeFileSync(option('--json'), JSON.stringify({ machine, dist: DIST, isolated: ISOLATED, ...results }, null, 2));
else {
  fs.writeFileSync(path.join(ROOT, 'benches', 'results', 'web.md'), md);
  console.log('wrote benches/results/web.md');
}
