import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { MAX_ROW_ID } from '@/lib/contracts/refs';
import type { Db, Tx } from '@/server/db/client';
import { services } from '@/server/db/schema/billing';

export type ServiceRow = typeof services.$inferSelect;

/** Resolves a service by numeric id (number or digit string) or by name; only active services. */
export async function findService(db: Db | Tx, idOrName: number | string): Promise<ServiceRow | null> {
  const key = typeof idOrName === 'number' ? String(idOrName) : idOrName.trim();
  if (/^\d+$/.test(key) && Number(key) > MAX_ROW_ID) return null;
  const condition = /^\d+$/.test(key) ? eq(services.id, Number(key)) : eq(services.name, key);
  const [row] = await db
    .select()
    .from(services)
    .where(and(condition, eq(services.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function listActiveServices(db: Db | Tx): Promise<ServiceRow[]> {
  return db.select().from(services).where(eq(services.isActive, true)).orderBy(asc(services.id));
}
