import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A raw query's rows. Both drivers (node-postgres, PGlite) answer with `{ rows }`; Db's generic result type does not say so. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
