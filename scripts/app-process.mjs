// Starts the production app (scripts/start.mjs) as a child on a free port with a throw-away DATA_DIR, for the
// benchmarks and the crash test. Never a fixed port: several engineers share the machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(base, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const res = await fetch(`${base}/api/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy in time');
}

/** Resident memory of a process in MB (Linux), or null. */
export function rssMb(pid) {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return null;
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/**
 * Starts the app and waits until it is healthy. `dataDir` reuses a folder (a restart); `env` adds variables.
 * stop() sends SIGTERM to its process group; kill() is kill -9 of the server process alone (a crash).
 */
export async function startApp({ dataDir, env = {}, port, stdio = 'inherit' } = {}) {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'arzyab-app-'));
  const listenPort = port ?? (await freePort());
  const base = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_BASE_URL: base,
      APP_ENV: 'local',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdio === 'inherit' ? 'ignore' : stdio, stdio],
    detached: true, // its own process group, so stopping it also stops what it spawned
  });
  const signal = (sig) => {
    try {
      process.kill(-child.pid, sig);
    } catch {
      // already gone
    }
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Whatever way the caller ends (an error, process.exit), the server goes with it.
  const onExit = () => signal('SIGTERM');
  process.once('exit', onExit);
  void exited.then(() => process.off('exit', onExit));
  await waitForHealth(base, child).catch(async (error) => {
    signal('SIGKILL');
    await exited;
    throw error;
  });
  return {
    base,
    dir,
    child,
    pid: child.pid,
    async stop() {
      signal('SIGTERM');
      await exited;
    },
    async kill() {
      signal('SIGKILL');
      await exited;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
