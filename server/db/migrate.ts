import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SqlRunner {
  exec(text: string): Promise<void>;
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Runs `fn` holding the migration lock, on one connection. */
  withLock<T>(fn: (runner: Omit<SqlRunner, 'withLock'>) => Promise<T>): Promise<T>;
}

// Plain SQL files, applied in file-name order, each in its own transaction. Each domain adds its own numbered
// file, so parallel work never fights over a generated journal. They run on PGlite (PostgreSQL 18) and
// PostgreSQL 15 alike: keep to features both have.
export const migrationsDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'server', 'db', 'migrations');

export function listMigrations(dir = migrationsDir): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(/*turbopackIgnore: true*/ dir, name), 'utf8') }));
}

export async function applyMigrations(runner: SqlRunner, dir = migrationsDir): Promise<string[]> {
  const migrations = listMigrations(dir);
  return runner.withLock(async (conn) => {
    await conn.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await conn.query('SELECT name FROM schema_migrations')).map((r) => String(r.name)));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      try {
        await conn.exec(`BEGIN;\n${m.sql}\n;INSERT INTO schema_migrations (name) VALUES ('${m.name}');\nCOMMIT;`);
      } catch (error) {
        await conn.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`migration ${m.name} failed: ${(error as Error).message}`);
      }
      applied.push(m.name);
    }
    return applied;
  });
}
