import 'server-only';

import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { VALUATION_NOT_FOUND, type ValuationKind, type ValuationResult } from '@/lib/contracts/valuation';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { findReport, getReport } from '@/server/reports/stored-report';
import { presentValuation } from './present-valuation';

type Row = typeof valuations.$inferSelect;

/**
 * What a stored valuation's row may change after it is stored: its tier and owner (an upgrade), its Divar ad's
 * publication.
 */
const live = {
  tier: valuations.tier,
  userId: valuations.userId,
  complementaryServiceId: valuations.complementaryServiceId,
  upgradedAt: valuations.upgradedAt,
  divarPostToken: valuations.divarPostToken,
  divarPublishedAt: valuations.divarPublishedAt,
  divarUnconfirmedAt: valuations.divarUnconfirmedAt,
  // Not changed, but it tells a row apart from another stored under the same id (a database replaced under a
  // running process, as the tests do).
  createdAt: valuations.createdAt,
} as const;
type LiveColumns = { [K in keyof typeof live]: Row[K] };
type FixedColumns = Omit<Row, keyof LiveColumns> & { createdAt: Date };

// Named one by one, so that a column added to the table does not compile until it is placed in `live` or here.
function fixedPart(row: Row): FixedColumns {
  const { id, kind, agentType, serviceId, district, neighbourhoodId, inputs, result, createdAt } = row;
  return { id, kind, agentType, serviceId, district, neighbourhoodId, inputs, result, createdAt };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Stored valuations kept in memory per uuid (issue 32: twenty readers of one shared result page read its row once,
 * not twenty times). A process keeps at most 200 of them, about 8 MB, frozen as every request shares them.
 *
 * Only the report (`fixed`: the full result, inputs, kind, date, service) is kept: it never changes once stored, as
 * the database refuses such an update (migration 0013), so keeping it can go stale on no instance. What can change
 * (`live`: tier, owner, Divar publication) is read on every load, by primary key, without the report (one small
 * query instead of the whole row). Keeping it too on the embedded database, dropped on a trigger's change notice,
 * answered a stale Divar publication on the QA server (s10); a built app with logging did not reproduce it (the
 * notice arrived). With the cause unknown, a paid upgrade's tier could go the same way, so nothing that can change is
 * kept, on any database.
 */
const cacheKey = Symbol.for('arzyab.valuation-cache');
type Entries = LRUCache<string, { fixed: FixedColumns; bytes: number }>;
// On globalThis: Next may bundle the result pages and the API routes separately; one cache serves both.
const entries: Entries = ((globalThis as Record<symbol, unknown>)[cacheKey] as Entries | undefined) ??
  new LRUCache({ max: 200, maxSize: 8 * 1024 * 1024, sizeCalculation: (e) => e.bytes });
(globalThis as Record<symbol, unknown>)[cacheKey] = entries;

/** Forgets every kept valuation (tests). */
export function clearValuationCache(): void {
  entries.clear();
}

// The live columns' query, built once per database (drizzle's builder costs as much as the query itself here).
const liveQueries = new WeakMap<Db, ReturnType<typeof liveQuery>>();
const liveQuery = (db: Db) => db.select(live).from(valuations).where(eq(valuations.id, sql.placeholder('id'))).limit(1).prepare('valuation_live');

const loader = (db: Db, kind: ValuationKind) => async (id: string): Promise<Row | undefined> => {
  const kept = entries.get(id);
  if (kept) {
    let query = liveQueries.get(db);
    if (!query) liveQueries.set(db, (query = liveQuery(db)));
    const now = (await query.execute({ id }))[0];
    if (now && now.createdAt.getTime() === kept.fixed.createdAt.getTime()) return kept.fixed.kind === kind ? { ...kept.fixed, ...now } : undefined;
    entries.delete(id);
    if (!now) return undefined;
  }
  const row = (await db.select().from(valuations).where(and(eq(valuations.id, id), eq(valuations.kind, kind))).limit(1))[0];
  if (row) {
    const fixed = deepFreeze(fixedPart(row));
    entries.set(id, { fixed, bytes: JSON.stringify(fixed.result).length + JSON.stringify(fixed.inputs).length + 1024 });
  }
  return row;
};

/** A valuation of this kind by uuid, as its tier shows it to the viewer; null when unknown or of the other kind. */
export function findValuation(db: Db, kind: ValuationKind, uuid: string, viewerId?: string): Promise<ValuationResult | null> {
  return findReport(uuid, loader(db, kind), (row) => presentValuation(row, viewerId));
}

export function getValuation(db: Db, kind: ValuationKind, uuid: string, viewerId?: string): Promise<ValuationResult> {
  return getReport(uuid, loader(db, kind), (row) => presentValuation(row, viewerId), VALUATION_NOT_FOUND);
}
