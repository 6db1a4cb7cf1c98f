// Brotli copies of the build's scripts and styles (issue 31's byte budget). Next compresses what it serves with gzip
// on the fly; brotli at quality 11 makes the same files 10–15 % smaller but is far too slow to run per request, so the
// build writes a `.br` copy of each once (writeBrotliCopies, from scripts/build.mjs) and the production server
// (scripts/serve.mjs) sends it to a browser that accepts br (brotliAssets). Everything else falls through to Next.
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import Negotiator from 'negotiator';

/** The list of copies, in the build folder; a build without it is stale (scripts/lib.mjs). */
export const MANIFEST = 'brotli-assets.json';

// The content types Next's file server (`send`) gives these files, so a br answer differs only in its encoding.
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.html': 'text/html; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};
// Next's file server: built files carry their content hash in the name; public files are revalidated.
const STATIC_CACHE = 'public, max-age=31536000, immutable';
const PUBLIC_CACHE = 'public, max-age=0';
// Below this Next does not compress either (its `compression` threshold), and a copy would save a few bytes.
const MIN_BYTES = 1024;

// --- at build time ----------------------------------------------------------------------------------------------------

function* filesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `<file>.br` (quality 11) beside every compressible file of `<distDir>/static`, and a copy of each compressible
 * public file (the maps' base layer, the service worker) under `<distDir>/public-br/`, so public/ holds no build
 * output. Then the manifest. Returns the totals for the build's log.
 */
export function writeBrotliCopies({ root, distDir, publicDir = path.join(root, 'public') }) {
  const sources = [
    ...[...filesUnder(path.join(distDir, 'static'))].map((file) => ({
      file,
      url: `/_next/static/${path.relative(path.join(distDir, 'static'), file).split(path.sep).join('/')}`,
      br: `${file}.br`,
      cacheControl: STATIC_CACHE,
    })),
    ...[...filesUnder(publicDir)].map((file) => {
      const rel = path.relative(publicDir, file);
      return { file, url: `/${rel.split(path.sep).join('/')}`, br: path.join(distDir, 'public-br', `${rel}.br`), cacheControl: PUBLIC_CACHE };
    }),
  ];
  const files = [];
  let before = 0;
  let after = 0;
  for (const source of sources) {
    const type = CONTENT_TYPES[path.extname(source.file)];
    if (!type) continue;
    const body = readFileSync(source.file);
    if (body.length < MIN_BYTES) continue;
    const compressed = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: type.includes('charset') ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    mkdirSync(path.dirname(source.br), { recursive: true });
    writeFileSync(source.br, compressed);
    // The source's size and time: the server checks them, so a public file changed after the build is not answered
    // with its old copy.
    const { size, mtimeMs } = statSync(source.file);
    files.push({ url: source.url, file: path.relative(root, source.file), br: path.relative(root, source.br), type, cacheControl: source.cacheControl, size, mtimeMs });
    before += body.length;
    after += compressed.length;
  }
  writeFileSync(path.join(distDir, MANIFEST), `${JSON.stringify({ files }, null, 1)}\n`);
  return { count: files.length, before, after };
}

// --- at request time --------------------------------------------------------------------------------------------------

const CODINGS = ['br', 'gzip', 'deflate', 'identity'];

/**
 * True when an Accept-Encoding header lets the answer be br and the client likes no other coding more (RFC 9110
 * §12.5.3: `br;q=0` refuses it, `*` stands for codings not named). Negotiated as the `compression` middleware does for
 * everything else the server sends (serve.mjs): the same library, the same preference for br on a tie.
 */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false;
  return new Negotiator({ headers: { 'accept-encoding': header } }).encoding(CODINGS, CODINGS) === 'br';
}

/** Next's file server's validator (`send`), of the source file, marked as the br variant. */
const etagOf = ({ size, mtimeMs }) => `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}-br"`;

/** True when If-None-Match names `etag` (weak comparison, as for a GET). */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * Reads the manifest of the build in `distDir` and returns `serve(req, res)`: true when it answered the request with
 * a br copy, false when the request is Next's (not GET or HEAD, br not accepted, a range, a path not in the manifest,
 * a source changed since the build). Only the manifest's paths are ever served, and each file the manifest names
 * must resolve inside the build folder or public/: a request's `..`, encoded or not, can name nothing else.
 */
export function brotliAssets({ root, distDir, publicDir = path.join(root, 'public') }) {
  const entries = new Map();
  const manifest = path.join(distDir, MANIFEST);
  const inside = (dir, file) => {
    const rel = path.relative(dir, file);
    return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
  };
  if (existsSync(manifest)) {
    for (const entry of JSON.parse(readFileSync(manifest, 'utf8')).files ?? []) {
      const file = path.resolve(root, entry.file);
      const br = path.resolve(root, entry.br);
      if (!inside(distDir, br) || !(inside(distDir, file) || inside(publicDir, file))) continue;
      entries.set(entry.url, { ...entry, file, br });
    }
  }

  return async function serve(req, res) {
    if (entries.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return false;
    let pathname;
    try {
      pathname = decodeURIComponent((req.url ?? '').split('?')[0]);
    } catch {
      return false;
    }
    // `..` (or `%2e%2e`) never names a listed file; refused here rather than left to the lookup.
    if (pathname.split('/').includes('..') || /[\\\0]/.test(pathname)) return false;
    const entry = entries.get(pathname);
    if (!entry || !acceptsBrotli(req.headers['accept-encoding'])) return false;
    let source;
    let copy;
    try {
      [source, copy] = await Promise.all([stat(entry.file), stat(entry.br)]);
    } catch {
      return false;
    }
    if (source.size !== entry.size || Math.floor(source.mtimeMs) !== Math.floor(entry.mtimeMs)) return false;

    const etag = etagOf(entry);
    res.setHeader('Cache-Control', entry.cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', source.mtime.toUTCString());
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304).end();
      return true;
    }
    res.writeHead(200, { 'Content-Type': entry.type, 'Content-Encoding': 'br', 'Content-Length': copy.size });
    if (req.method === 'HEAD') res.end();
    // A client that goes away ends the stream; there is nobody left to answer.
    else await pipeline(createReadStream(entry.br), res).catch(() => undefined);
    return true;
  };
}
