// Helpers of the embedding tests: a server for pages given as strings (a parent page on
// another origin), and the parent page that embeds the player.

import http from 'node:http';

/// Serves `pages` ({ '/path': html }, read at each request, so pages can be added once the
/// origin is known) on 127.0.0.1 at a random port: another origin than the dist/ server's.
/// Returns `{ url, origin, pages, close }`.
export async function serveHtml(pages) {
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    const body = pages[pathname];
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    origin,
    pages,
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections(); // the browser's keep-alive connections too
    }),
  };
}

/// A parent page that embeds `src` in an iframe, records every message the frame posts
/// (`window.got`: { origin, data }) and sends commands with `window.send(message)`.
export function parentPage(src) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course page</title></head>
<body><h1>Course page</h1>
<iframe id="f" title="movelab: shifting checkers" src="${src.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" width="800" height="460" style="border:0"></iframe>
<script>
  window.got = [];
  const frame = document.getElementById('f');
  addEventListener('message', (e) => {
    if (e.source === frame.contentWindow) window.got.push({ origin: e.origin, data: e.data });
  });
  window.send = (message) => frame.contentWindow.postMessage(message, '*');
</script></body></html>`;
}
