import 'server-only';

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * Read a committed data file that sits next to a module. The module's own URL works under tsx and Vitest;
 * bundled server code may not keep that layout, so the repository path (cwd) is the fallback.
 */
export function readRepoFile(moduleUrl: string, relFromModule: string, repoRelPath: string): Buffer {
  const candidates: string[] = [];
  try {
    candidates.push(fileURLToPath(new URL(relFromModule, moduleUrl)));
  } catch {
    // A non-file module URL (bundled): fall through to the repository path.
  }
  // The app runs from its repository (no standalone output), so the build need not trace this dynamic path.
  candidates.push(path.join(/* turbopackIgnore: true */ process.cwd(), repoRelPath));
  for (const c of candidates) {
    if (existsSync(c)) return readFileSync(c);
  }
  throw new Error(`data file not found: ${repoRelPath}`);
}

export function readRepoJson<T>(moduleUrl: string, relFromModule: string, repoRelPath: string): T {
  const buf = readRepoFile(moduleUrl, relFromModule, repoRelPath);
  const text = repoRelPath.endsWith('.gz') ? gunzipSync(buf).toString('utf8') : buf.toString('utf8');
  return JSON.parse(text) as T;
}
