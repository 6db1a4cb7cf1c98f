// Production server entry: Next's request handler behind a plain node:http server, so the socket's peer address
// reaches route handlers (server/http/client-ip.ts). A client-sent copy of the header is always overwritten.
import { createServer } from 'node:http';
import next from 'next';

const PEER_HEADER = 'x-arzyab-peer';

/** False when the path holds a %-escape that is not valid UTF-8 (e.g. `/api/%E0%A4%A`). */
export function decodablePath(url) {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

const isApiPath = (url) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Serves the production build at the address the start scripts checked (scripts/listen-address.mjs). */
export async function serve({ port, hostname }) {
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    if (!decodablePath(req.url ?? '/')) {
      // Next answers a malformed %-escape with a bare 500. Such a path names nothing: the API says so in its own
      // error shape, and a page request gets the site's Persian not-found page (a path that matches no route).
      if (isApiPath(req.url ?? '/')) {
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ detail: 'موردی یافت نشد.' }));
        return;
      }
      req.url = '/_not-found-path';
    }
    handle(req, res).catch((error) => {
      console.error(JSON.stringify({ level: 'error', message: 'request failed', error: String(error?.stack ?? error) }));
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  console.log(`ready on http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
