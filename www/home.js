// The home view: every game of the catalog with a small picture of its kind of view and
// its one line, each a link that opens it by `puzzle=`. Shown under every game (not when
// embedded), so the lab's list is one click away from anywhere.

const SVG = 'http://www.w3.org/2000/svg';

/// A 64×40 picture of each kind of view, drawn from a few shapes so nothing is fetched.
const PICTURES = {
  // a row of squares with dark and light checkers and one hole
  row: [...'BB_WW'].map((c, i) => (c === '_'
    ? ['rect', { x: 4 + i * 12, y: 14, width: 10, height: 10, class: 'hole' }]
    : ['circle', { cx: 9 + i * 12, cy: 19, r: 4.5, class: c === 'B' ? 'dark' : 'light' }])),
  // a track of squares with blocks and the robot on the first square
  track: [...'.#.##..'].map((c, i) => ['rect', { x: 4 + i * 8, y: 16, width: 7, height: 7, class: c === '#' ? 'dark' : 'hole' }])
    .concat([['circle', { cx: 7.5, cy: 12, r: 2.5, class: 'light' }]]),
  // the cross of a peg board, the centre empty
  grid: [...Array(25).keys()].filter((k) => (k % 5 > 0 && k % 5 < 4) || (k > 4 && k < 20))
    .map((k) => ['circle', { cx: 20 + (k % 5) * 6, cy: 8 + Math.floor(k / 5) * 6, r: 2.3, class: k === 12 ? 'hole' : 'dark' }]),
  // three heaps of counters
  heaps: [3, 5, 4].flatMap((h, i) => [...Array(h).keys()]
    .map((j) => ['circle', { cx: 18 + i * 14, cy: 34 - j * 6, r: 2.6, class: 'dark' }])),
  // time downward: ones drifting left step by step until they stop
  'space-time': [...Array(5).keys()].flatMap((t) => [0, 1, 1, 0, 1, 0, 0, 1].map((c, x) => [
    'rect', { x: 8 + x * 6, y: 4 + t * 7, width: 5, height: 6, class: ((x + t) % 3 === 0) !== (c === 1) ? 'dark' : 'hole' }])),
  // boxes in the (position, time) plane and the player's cone
  plane: [['path', { d: 'M32 36 L8 4 M32 36 L56 4', class: 'line' }],
    ...[[20, 12], [40, 20], [30, 8], [48, 28], [14, 30]].map(([x, y]) => ['circle', { cx: x, cy: y, r: 2.6, class: 'dark' }])],
  // a game tree: a root, its children, and a greyed (cut) branch
  tree: [['path', { d: 'M32 6 L12 20 M32 6 L32 20 M32 6 L52 20 M12 20 L6 34 M12 20 L18 34 M32 20 L28 34', class: 'line' }],
    ...[[32, 6], [12, 20], [32, 20], [6, 34], [18, 34], [28, 34]].map(([x, y]) => ['circle', { cx: x, cy: y, r: 3, class: 'dark' }]),
    ['circle', { cx: 52, cy: 20, r: 3, class: 'hole' }]],
};

function picture(view) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 64 40');
  svg.setAttribute('aria-hidden', 'true');
  svg.classList.add('game-picture');
  for (const [tag, attrs] of PICTURES[view] ?? []) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attrs)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}

/// The papers of `../shared/seeds/` by file, as a card names its source.
const PAPERS = {
  '000_8a09f1266947e07a.txt': 'Zhu and Wang, a strategy game',
  '001_1c75355df92bc7db.txt': 'a combinatorial puzzle in linear time',
  '002_71d666f0b80e9b45.txt': 'Andreica and Tapus, ICCP 2009',
  '003_c832bbb4a624d92b.txt': 'Merand and Varkevisser, 2017',
  '004_f95995df5633dca6.txt': 'TopCoder’s “Algorithm Games”',
};

/// The home page, for a link that names no game: the tab is `movelab`, the gallery comes
/// right under the heading and says what the lab is.
export function showHome(root, catalog) {
  document.title = 'movelab';
  document.body.classList.add('home');
  document.getElementById('games-intro').hidden = false;
  document.getElementById('games-title').textContent = 'The games';
  renderGames(root, catalog, null);
}

/// Fills the list `root` (a `<ul>`) with a link per game of `catalog`; `current` is the id
/// of the game on screen, marked with `aria-current`.
export function renderGames(root, catalog, current) {
  root.replaceChildren(...catalog.games.map((game) => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `?puzzle=${encodeURIComponent(game.id)}`;
    link.className = 'game-link';
    if (game.id === current) link.setAttribute('aria-current', 'page');
    const name = document.createElement('strong');
    name.textContent = game.title;
    const line = document.createElement('span');
    line.textContent = game.tagline;
    const source = document.createElement('small');
    source.textContent = `From ${PAPERS[game.source] ?? game.source}`;
    link.append(picture(game.view), name, line, source);
    item.append(link);
    return item;
  }));
}
