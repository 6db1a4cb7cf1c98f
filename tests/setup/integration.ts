import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { resetServerEnv } from '@/lib/env';
import { closeDb } from '@/server/db/client';

// Each integration test file gets a database of its own: a fresh PGlite directory by default, or — when
// DATABASE_URL points at a real PostgreSQL server — a fresh database on that server.
const adminUrl = process.env.DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;
const scratch = mkdtempSync(path.join(tmpdir(), 'arzyab-it-'));
process.env.DATA_DIR = scratch;
process.env.LOG_LEVEL ??= 'error';

if (adminUrl) {
  const { Client } = await import('pg');
  const name = `it_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
resetServerEnv();

afterAll(async () => {
  await closeDb();
  await dropDatabase?.();
  rmSync(scratch, { recursive: true, force: true });
});
