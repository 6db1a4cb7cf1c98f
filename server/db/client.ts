import 'server-only';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { serverEnv } from '@/lib/env';
import { log } from '@/server/core/log';
import { ensurePrivateDir, restrictTree } from './data-dir';
import { applyMigrations, type SqlRunner } from './migrate';
import { claimDataDir } from './owner';

export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Connection {
  db: Db;
  runner: SqlRunner;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

async function connect(): Promise<Connection> {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 });
    // An idle connection can die (server restart, failover, an administrator's terminate): without a listener the
    // pool re-emits that as an uncaught error and the whole process exits. The pool replaces the connection itself.
    pool.on('error', (error) => log.warn('idle database connection lost', { error }));
    return {
      kind: 'postgres',
      db: drizzle(pool) as unknown as Db,
      runner: {
        exec: async (text) => void (await pool.query(text)),
        withLock: async (fn) => {
          const client = await pool.connect();
          try {
            // Several app processes may start at once against one server: one migrates, the others wait.
            await client.query('SELECT pg_advisory_lock(734101)');
            return await fn({
              exec: async (text) => void (await client.query(text)),
              query: async (text, params) => (await client.query(text, params as unknown[])).rows,
            });
          } finally {
            await client.query('SELECT pg_advisory_unlock(734101)').catch(() => undefined);
            client.release();
          }
        },
        query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  type Client = InstanceType<typeof PGlite>;
  const { drizzle } = await import('drizzle-orm/pglite');
  const root = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR);
  const dataDir = path.join(root, 'pglite');
  ensurePrivateDir(root);
  // Before PGlite reads a single page: a second process on the folder would lose one side's writes (owner.ts).
  const lock = await claimDataDir(root);
  let client: Client;
  try {
    ensurePrivateDir(dataDir);
    client = await PGlite.create(dataDir);
    restrictTree(dataDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  const runner: SqlRunner = {
    exec: async (text) => void (await client.exec(text)),
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params as unknown[])).rows,
    withLock: (fn) => fn(runner),
  };
  return {
    kind: 'pglite',
    db: drizzle(client) as unknown as Db,
    runner,
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock.release();
      }
    },
  };
}

// Next may bundle each route separately; one PGlite per data directory per process is a hard rule
// (two instances on one directory corrupt it), so the connection lives on globalThis.
const globalKey = Symbol.for('arzyab.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Connection> };

async function open(): Promise<Connection> {
  const conn = await connect();
  try {
    await applyMigrations(conn.runner);
    return conn;
  } catch (error) {
    // Release it before a retry opens another: two PGlite instances on one directory corrupt it.
    await conn.close().catch(() => undefined);
    throw error;
  }
}

function connection(): Promise<Connection> {
  const g = globalThis as GlobalWithDb;
  const cached = g[globalKey];
  if (cached) return cached;
  const pending = open();
  g[globalKey] = pending;
  // A failed connect or migration is forgotten, so the next request tries again instead of failing until a
  // restart (the health check reports 503 meanwhile). Only if it is still ours: closeDb may have moved on.
  pending.catch(() => {
    if (g[globalKey] === pending) g[globalKey] = undefined;
  });
  return pending;
}

/** The database, migrated. */
export async function getDb(): Promise<Db> {
  return (await connection()).db;
}

export async function getSqlRunner(): Promise<SqlRunner> {
  return (await connection()).runner;
}

export async function databaseKind(): Promise<Connection['kind']> {
  return (await connection()).kind;
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[globalKey];
  g[globalKey] = undefined;
  // A connection that never opened has nothing to close.
  const conn = await pending?.catch(() => undefined);
  await conn?.close();
}
