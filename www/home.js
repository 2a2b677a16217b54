// The home view: every game of the catalog with a picture of one of its positions (the
// catalog's `preview`, drawn by the game's own view renderer) and its one line, each a link
// that opens it by `puzzle=`. Shown under every game (not when embedded), so the lab's list
// is one click away from anywhere.

import { t, words } from './i18n.js';

// The views' renderers are fetched once the list is in view (at once on the home page), not
// before a game's first frame (the list sits under it); literal paths, so the single-file
// build inlines them.
let renderers = null;
const loadRenderers = () => (renderers ??= Promise.all([
  import('./views/heaps-draw.js'), import('./views/grid-draw.js'), import('./views/spacetime-draw.js'),
  import('./views/plane-draw.js'), import('./views/track-draw.js'), import('./views/tictactoe-draw.js'),
  import('./views/dom.js'),
]).then((modules) => Object.assign({}, ...modules)));

/// The rows of a board preview as the grid view's scene: holes at [row, column] and one
/// character per hole.
function boardScene(rows, hole) {
  const holes = [];
  let cells = '';
  rows.forEach((line, r) => [...line].forEach((ch, c) => {
    if (!hole(ch)) return;
    holes.push([r, c]);
    cells += ch;
  }));
  return { side: rows.length, holes, cells, bare: true };
}

/// The colours of a checker row's picture, from the page's theme.
const ROW_COLORS = {
  board: ['--board-bg', '#fbf8f2'],
  tileA: ['--tile-a', '#e9dcc3'],
  tileB: ['--tile-b', '#dfcfb1'],
  black: ['--black', '#1c1c1f'],
  blackEdge: ['--black-edge', '#6b6b73'],
  white: ['--white', '#fffdf8'],
  whiteEdge: ['--white-edge', '#7a6f60'],
};

/// Draws `preview` (the catalog's `preview` of a game) on `canvas` with its view's own
/// renderer (www/views/*-draw.js); a checker row, whose board the rows wasm module draws
/// in its game, is drawn here from the preview's cells, so the home page loads no wasm.
/// The canvas is in the page already: the renderers read its size and theme colours; `w`
/// and `h` are the strip's CSS size (across the card, 4rem high: www/style.css), in whose
/// middle a board or a diagram of square cells is drawn at its own size.
const DRAW = {
  row: (canvas, p, w, h, r) => {
    // The strip is painted as the board; the squares sit in its middle, as large as fit.
    const cells = [...p.cells];
    const side = Math.min(h, Math.floor(w / cells.length));
    const dpr = r.sizeCanvas(canvas, w, h);
    const c = r.themeColors(canvas, ROW_COLORS);
    const g = canvas.getContext('2d');
    g.scale(dpr, dpr);
    g.fillStyle = c.board;
    g.fillRect(0, 0, w, h);
    g.translate(Math.floor((w - side * cells.length) / 2), Math.floor((h - side) / 2));
    g.lineWidth = 1.5;
    cells.forEach((cell, i) => {
      g.fillStyle = i % 2 ? c.tileB : c.tileA;
      g.fillRect(i * side, 0, side, side);
      if (cell === '_') return;
      g.beginPath();
      g.arc((i + 0.5) * side, side / 2, side * 0.36, 0, 2 * Math.PI);
      g.fillStyle = cell === 'B' ? c.black : c.white;
      g.strokeStyle = cell === 'B' ? c.blackEdge : c.whiteEdge;
      g.fill();
      g.stroke();
    });
  },
  heaps: (canvas, p, w, h, r) => r.draw(canvas, { heaps: p.heaps }, { bare: true }),
  pile: (canvas, p, w, h, r) => r.draw(canvas, { heaps: [p.pile], totals: p.totals }, { bare: true }),
  squares: (canvas, p, w, h, r) => r.draw(canvas, { heaps: [], row: p.row }, { bare: true }),
  pegs: (canvas, p, w, h, r) => {
    const g = { ...r.geometry(h, p.rows.length, 2), dpr: r.sizeCanvas(canvas, h, h) };
    r.drawGrid(canvas, g, boardScene(p.rows, (ch) => ch !== ' '));
  },
  pieces: (canvas, p, w, h, r) => {
    const g = { ...r.geometry(h, p.rows.length, 2), dpr: r.sizeCanvas(canvas, h, h) };
    r.drawGrid(canvas, g, { ...boardScene(p.rows, () => true), kind: 'squares', values: null });
  },
  frames: (canvas, p, w, h, r) => {
    const cols = p.rows[0].length;
    const rows = p.rows.length;
    const cellW = Math.floor(Math.min(w / cols, h / rows));
    const rowH = cellW;
    const dpr = r.sizeCanvas(canvas, cellW * cols, rowH * rows);
    const bytes = Uint8Array.from(p.rows.join(''), (c) => (c === '1' ? 255 : 0));
    const last = p.rows.findIndex((row, t) => row === p.rows[t + 1]);
    r.drawSpaceTime(canvas, bytes, {
      dpr, rows, cols, cellW, rowH, width: cellW * cols, height: rowH * rows, stableRow: last + 1,
    }, r.spaceTimeColors(canvas));
  },
  plane: (canvas, p, w, h, r) => {
    const dpr = r.sizeCanvas(canvas, w, h);
    const boxes = p.boxes.map(([position, time, candies, reachable]) => ({ position, time, candies, reachable }));
    const snap = { start: p.start, boxes, route: p.route };
    const g = r.planeGeometry(w, h, snap, { left: 6, right: 6, top: 5, bottom: 5 });
    r.drawPlane(canvas, g, snap, new Set(p.route.map((n) => n - 1)), -1, r.planeColors(canvas), dpr);
  },
  track: (canvas, p, w, h, r) => {
    r.drawTrack(canvas, { board: p.board, robot: p.robot }, w, h, r.trackColors(canvas), r.sizeCanvas(canvas, w, h));
  },
  board: (canvas, p, w, h, r) => {
    r.drawBoard(canvas, { board: p.board, lines: [] }, h, h, r.tttColors(canvas), r.sizeCanvas(canvas, h, h), 0, false);
  },
};

/// The catalog's preview of `game` read (JSON text), or null.
function previewOf(game) {
  try {
    return JSON.parse(game.preview);
  } catch {
    return null;
  }
}

/// A canvas for the picture of `preview`, drawn by `paint()` once it is in the page.
function picture(preview) {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.className = 'game-picture';
  canvas.dataset.preview = preview?.kind ?? '';
  return canvas;
}

function paint(canvas, preview, r) {
  const drawIt = DRAW[preview?.kind];
  if (!drawIt) return;
  // The strip's size: the canvas's own box before a renderer sizes it to its drawing.
  canvas.style.width = '';
  canvas.style.height = '';
  try {
    drawIt(canvas, preview, canvas.clientWidth, canvas.clientHeight, r);
  } catch (e) {
    // One picture that cannot be drawn leaves the others and the links alone; the
    // gallery's test finds it undrawn.
    canvas.dataset.error = e.message;
    return;
  }
  canvas.dataset.drawn = 'true';
}

/// The home page, for a link that names no game: the tab is `movelab`, the gallery comes
/// right under the heading and says what the lab is.
export function showHome(root, catalog, lang = '') {
  document.title = 'movelab';
  document.body.classList.add('home');
  // The gallery is the page's main content: it moves into the `main` landmark.
  document.getElementById('main').append(document.getElementById('games'));
  document.querySelector('.skip').textContent = t('page-skip-home');
  document.getElementById('games-intro').hidden = false;
  document.getElementById('games-title').textContent = t('home-games-title-alone');
  renderGames(root, catalog, null, lang);
}

/// A card's last line: the paper or tutorial the game comes from, by its authors and its
/// title (a `<cite>` in the title's own language, English).
function sourceLine({ kind, authors, title, venue }) {
  const line = document.createElement('small');
  const cite = Object.assign(document.createElement('cite'), { lang: 'en', textContent: title });
  // The sentence with a mark where the title goes, which the `<cite>` then takes.
  const mark = '\u0001';
  const names = authors.length ? words().list(authors) : 'none';
  const [before, after = ''] = t('home-source', { kind, title: mark, authors: names, venue: venue || 'none' }).split(mark);
  line.append(before, cite, after);
  return line;
}

/// Fills the list `root` (a `<ul>`) with a link per game of `catalog`; `current` is the id
/// of the game on screen, marked with `aria-current`. The pictures follow the colour scheme.
export function renderGames(root, catalog, current, lang = '') {
  const drawn = [];
  root.replaceChildren(...catalog.games.map((game) => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    // A language the link asked for stays with the visitor from game to game.
    link.href = `?puzzle=${encodeURIComponent(game.id)}${lang ? `&lang=${lang}` : ''}`;
    link.className = 'game-link';
    if (game.id === current) link.setAttribute('aria-current', 'page');
    const name = document.createElement('strong');
    name.textContent = game.title;
    const line = document.createElement('span');
    line.textContent = game.tagline;
    const source = sourceLine(game.source);
    const preview = previewOf(game);
    const canvas = picture(preview);
    drawn.push([canvas, preview]);
    link.append(canvas, name, line, source);
    item.append(link);
    return item;
  }));
  const paintAll = () => loadRenderers().then((r) => drawn.forEach(([canvas, preview]) => paint(canvas, preview, r)));
  const start = () => {
    repaint = paintAll;
    paintAll();
  };
  repaint = () => {};
  // Under a game the list sits below it: its pictures (every view's renderer, about 14 KB
  // gzipped) are fetched once the list comes into view, not with the game.
  if (current === null || typeof IntersectionObserver !== 'function') return start();
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    seen.disconnect();
    start();
  });
  seen.observe(root);
}

/// Draws the list's pictures again (the colour scheme or the window's width changed); one
/// listener of each for the page.
let repaint = () => {};
matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => repaint());
let resized = 0;
addEventListener('resize', () => {
  cancelAnimationFrame(resized);
  resized = requestAnimationFrame(() => repaint());
});
