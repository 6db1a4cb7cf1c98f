import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST as BROTLI_MANIFEST } from './brotli-assets.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** The build folder (next.config.ts: NEXT_DIST_DIR lets parallel builds keep separate outputs). */
export const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');

/** Runs a command, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

const SOURCE_DIRS = ['app', 'components', 'features', 'lib', 'server', 'public', 'styles'];
// Next also builds the root's proxy.ts and instrumentation.ts (the CSP nonce, the jobs at start).
export const SOURCE_FILES = ['next.config.ts', 'proxy.ts', 'instrumentation.ts', 'package-lock.json', 'serwist.config.js', 'tsconfig.json'];

// Files the build itself writes into source folders (the service worker) must not make the build look stale.
const GENERATED = [/^public\/sw\.js(\.map)?$/, /^public\/swe-worker/];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  if (GENERATED.some((re) => re.test(path.relative(root, p)))) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  // Files only: a folder's own time changes whenever the build writes into it (public/sw.js).
  let max = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    max = Math.max(max, newestMtime(path.join(p, entry)));
  }
  return max;
}

/**
 * True when there is no production build, a source file is newer than it, or it stopped before its last step (the
 * brotli copies' manifest, scripts/brotli-assets.mjs).
 */
export function buildIsStale() {
  const marker = path.join(distDir, 'BUILD_ID');
  if (!existsSync(marker) || !existsSync(path.join(distDir, BROTLI_MANIFEST))) return true;
  const built = statSync(marker).mtimeMs;
  return [...SOURCE_DIRS, ...SOURCE_FILES].some((p) => newestMtime(path.join(root, p)) > built);
}

export function readJson(p) {
  return JSON.parse(readFileSync(p, 'utf8'));
}
