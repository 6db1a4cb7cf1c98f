import 'server-only';
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { log } from '@/server/core/log';

// The data folder holds every account, payment and session: only the user running the app may read it. PGlite
// writes its files with mode 666 whatever the umask, so they are narrowed after it opens as well.

/** Creates `dir` with mode 0700, or narrows an existing one that others can read (and says so). */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    chmodSync(dir, 0o700);
    log.warn('data folder was readable by other users: narrowed to 0700', { dir, was: mode.toString(8) });
  }
}

/** Folders 0700 and files 0600 under `dir` (symbolic links are left alone). */
export function restrictTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(p, 0o700);
      restrictTree(p);
    } else if (entry.isFile() && (lstatSync(p).mode & 0o077) !== 0) {
      chmodSync(p, 0o600);
    }
  }
}
