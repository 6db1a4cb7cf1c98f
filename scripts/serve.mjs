// Production server entry: Next's request handler behind a plain node:http server, so the socket's peer address
// reaches route handlers (server/http/client-ip.ts). A client-sent copy of the header is always overwritten.
import { createServer } from 'node:http';
import next from 'next';

const PEER_HEADER = 'x-arzyab-peer';

/** Serves the production build at the address the start scripts checked (scripts/listen-address.mjs). */
export async function serve({ port, hostname }) {
  const app = next({ dev: false, dir: process.cwd(), port, hostname });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
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
