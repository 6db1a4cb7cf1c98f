import 'server-only';
import { closeSync, openSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';

// One writer per embedded database. Two PGlite instances on one folder each keep their own copy of the pages in
// memory: whatever the second one wrote is overwritten by the first (a paid credit is lost), and a crash while both
// are open can leave a folder PostgreSQL cannot open again. So the process that opens the folder first owns it
// until it closes; everyone else is refused with a clear message, or talks to the owner.
//
// The lock is a Unix socket in the data folder: bind() creates it atomically and fails if the file exists, and a
// live owner accepts connections on it (the kernel does, even while its event loop is busy). A file that refuses
// connections is what a killed owner left behind, and is replaced under a short-lived claim so two starters never
// both take over. The same socket carries requests to the owner (e.g. `npm run payments:reconcile`), and the
// folder is 0700, so only its user can reach it.

const SOCKET_NAME = 'pglite.sock';
const CLAIM_NAME = 'pglite.sock.claim';
// A claim lives for a few milliseconds; an older one was left by a process killed in that window.
const CLAIM_STALE_MS = 10_000;
// sun_path holds 108 bytes on Linux, 104 on macOS.
const MAX_SOCKET_PATH = 100;

export interface OwnerInfo {
  pid: number;
  command: string;
  since: string;
}

export type OwnerRequest = { op: string } & Record<string, unknown>;
type OwnerHandler = (request: OwnerRequest) => Promise<unknown>;

// Handlers are registered by the server at start (instrumentation.ts), possibly from another bundle than the one
// that opened the database: they live on globalThis, like the connection.
const handlersKey = Symbol.for('arzyab.db.owner-handlers');
type GlobalWithHandlers = typeof globalThis & { [handlersKey]?: Map<string, OwnerHandler> };
function handlers(): Map<string, OwnerHandler> {
  const g = globalThis as GlobalWithHandlers;
  g[handlersKey] ??= new Map();
  return g[handlersKey];
}

/** Lets other processes ask the owner of the data folder to run `op` (answered only while this process owns it). */
export function handleOwnerRequests(op: string, handler: OwnerHandler): void {
  handlers().set(op, handler);
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: OwnerInfo | null,
  ) {
    const who = owner ? `process ${owner.pid} (${owner.command}, since ${owner.since})` : 'another process';
    super(
      `The embedded database in ${dataDir} is open in ${who}. Only one process may open it: stop that process ` +
        'first (the app applies migrations itself when it starts), or set DATABASE_URL to use a PostgreSQL server.\n' +
        `پایگاه دادهٔ ${dataDir} در اختیار برنامهٔ دیگری است؛ در هر لحظه فقط یک برنامه می‌تواند آن را باز کند. ` +
        'ابتدا آن برنامه را متوقف کنید.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** The socket's path as this process can bind it: relative to the working directory when the absolute one is too long. */
function socketPath(dataDir: string, name = SOCKET_NAME): string {
  const absolute = path.resolve(/*turbopackIgnore: true*/ dataDir, name);
  if (Buffer.byteLength(absolute) <= MAX_SOCKET_PATH) return absolute;
  const relative = path.relative(process.cwd(), absolute);
  if (Buffer.byteLength(relative) <= MAX_SOCKET_PATH) return relative;
  throw new Error(`DATA_DIR is too long for its lock socket (${absolute}): use a path under ${MAX_SOCKET_PATH - 20} bytes.`);
}

const info = (): OwnerInfo => ({
  pid: process.pid,
  command: process.argv.slice(1, 3).map((a) => path.basename(a)).join(' ') || 'node',
  since: new Date().toISOString(),
});

function serve(socket: Socket, owner: OwnerInfo): void {
  let buffer = '';
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    const newline = buffer.indexOf('\n');
    if (newline < 0) {
      if (buffer.length > 64 * 1024) socket.destroy();
      return;
    }
    const line = buffer.slice(0, newline);
    socket.removeAllListeners('data');
    void answer(line, owner).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

async function answer(line: string, owner: OwnerInfo): Promise<{ ok: boolean; result?: unknown; error?: string }> {
  let request: OwnerRequest;
  try {
    request = JSON.parse(line) as OwnerRequest;
  } catch {
    return { ok: false, error: 'malformed request' };
  }
  if (request.op === 'whois') return { ok: true, result: owner };
  const handler = handlers().get(String(request.op));
  if (!handler) return { ok: false, error: `the owner (process ${owner.pid}) does not handle "${String(request.op)}"` };
  try {
    return { ok: true, result: await handler(request) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function listen(server: Server, where: string): Promise<'listening' | 'taken'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('taken');
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve('listening');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(where);
  });
}

/** Sends one request to whoever listens on the socket; `null` when nobody does (no file, or a dead owner's). */
function request(where: string, message: OwnerRequest, timeoutMs: number): Promise<{ ok: boolean; result?: unknown; error?: string } | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(where);
    let reply = '';
    let connected = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the owner of the database did not answer "${message.op}" within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(message)}\n`);
    });
    socket.on('data', (chunk: string) => void (reply += chunk));
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(reply));
      } catch {
        reject(new Error('the owner of the database closed the connection without an answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!connected && ['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? '')) resolve(null);
      else reject(error);
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` holding the claim file that serialises replacing a dead owner's socket. */
async function withClaim<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  const claim = path.resolve(/*turbopackIgnore: true*/ dataDir, CLAIM_NAME);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(claim, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(claim, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > CLAIM_STALE_MS) rmSync(claim, { force: true });
      else if (attempt > 500) throw new Error(`could not claim ${claim} (another process keeps it)`);
      else await sleep(20);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(claim, { force: true });
  }
}

export interface OwnerLock {
  release(): Promise<void>;
}

/**
 * Makes this process the only one that may open the database in `dataDir` (which must exist), or throws
 * DatabaseInUseError naming the process that has it.
 */
export async function claimDataDir(dataDir: string): Promise<OwnerLock> {
  const where = socketPath(dataDir);
  const owner = info();
  const server = createServer((socket) => serve(socket, owner));
  server.unref();
  if ((await listen(server, where)) === 'taken') {
    type Reply = { ok: boolean; result?: unknown };
    const taken = await withClaim(dataDir, async (): Promise<Reply | null> => {
      // Under the claim: is the file still a dead owner's? Then it is ours to replace.
      const reply = await request(where, { op: 'whois' }, 5_000).catch(() => ({ ok: false }));
      if (reply) return reply;
      unlinkSync(where);
      return (await listen(server, where)) === 'listening' ? null : { ok: false };
    });
    if (taken) throw new DatabaseInUseError(path.resolve(dataDir), taken.ok ? (taken.result as OwnerInfo) : null);
  }
  let released = false;
  return {
    // Closing a Unix-socket server removes its file, so the next process binds without a claim.
    release: () =>
      released
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            released = true;
            server.close(() => resolve());
          }),
  };
}

/**
 * Asks the process that owns `dataDir` to run `op`. `null` when no process owns it (the caller may open the
 * database itself); throws with the owner's message when it refused or failed.
 */
export async function askOwner(dataDir: string, message: OwnerRequest, timeoutMs = 10 * 60_000): Promise<unknown> {
  const reply = await request(socketPath(dataDir), message, timeoutMs);
  if (!reply) return null;
  if (!reply.ok) throw new Error(reply.error ?? 'the owner of the database refused the request');
  return reply.result ?? {};
}
