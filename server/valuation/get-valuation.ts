import 'server-only';

import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { VALUATION_NOT_FOUND, type ValuationKind, type ValuationResult } from '@/lib/contracts/valuation';
import { type Db, listenToDatabase } from '@/server/db/client';
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
 * - The report itself (`fixed`: the full result, inputs, kind, date, service) never changes once stored: the
 *   database refuses such an update (migration 0013). Keeping it can go stale on no instance.
 * - What can change (`live`) is kept only where every change is seen: on the embedded database, whose one writer is
 *   this process, a trigger announces every update of a row, whatever code path made it, and the copy is dropped
 *   before the writing statement's promise resolves. On PostgreSQL other instances write too: the live columns are
 *   read on every load, by primary key, without the report (one small query instead of the whole row).
 */
interface Cache {
  entries: LRUCache<string, { fixed: FixedColumns; live: LiveColumns | null; bytes: number }>;
  /** The database whose changes are announced to this process (embedded), null on PostgreSQL; undefined: not asked yet. */
  notified: Promise<Db | null> | undefined;
  /** Notices received: a row read before a notice is not kept after it (it may predate the change). */
  changes: number;
}

// On globalThis: Next may bundle the result pages and the API routes separately; one cache and one listener serve both.
const cacheKey = Symbol.for('arzyab.valuation-cache');
const cache: Cache = ((globalThis as Record<symbol, unknown>)[cacheKey] as Cache | undefined) ?? {
  entries: new LRUCache({ max: 200, maxSize: 8 * 1024 * 1024, sizeCalculation: (e) => e.bytes }),
  notified: undefined,
  changes: 0,
};
(globalThis as Record<symbol, unknown>)[cacheKey] = cache;

/** Forgets every kept valuation (tests). */
export function clearValuationCache(): void {
  cache.entries.clear();
}

/**
 * Forgets these valuations' kept rows now, as their change's notice would. A writer whose change the viewer must see
 * on the very next load (a Divar publication: the advertiser reopens their result) calls it beside the update, so
 * that a notice delivered late or not at all (QA s10: the result kept offering «نمایش نتیجه روی آگهی من» after
 * publishing, while the database said published) cannot leave it stale. A read already under way is not kept either.
 */
export function forgetValuations(ids: readonly string[]): void {
  if (!ids.length) return;
  cache.changes++;
  for (const id of ids) cache.entries.delete(id);
}

/** Whether this process hears of every change to `db`'s valuations (subscribing on the first call). */
async function notifiedOf(db: Db): Promise<boolean> {
  cache.notified ??= listenToDatabase('valuations_changed', (id) => {
    cache.changes++;
    cache.entries.delete(id);
  }).catch(() => null);
  const notifying = await cache.notified;
  if (notifying === db) return true;
  if (notifying !== null) {
    // The database was closed and another opened (tests): start again on it.
    cache.notified = undefined;
    cache.entries.clear();
    return notifiedOf(db);
  }
  return false;
}

const loader = (db: Db, kind: ValuationKind) => async (id: string): Promise<Row | undefined> => {
  const notified = await notifiedOf(db);
  const seen = cache.changes;
  const kept = cache.entries.get(id);
  if (kept) {
    const now = kept.live ?? (await db.select(live).from(valuations).where(eq(valuations.id, id)).limit(1))[0];
    if (now && now.createdAt.getTime() === kept.fixed.createdAt.getTime()) return kept.fixed.kind === kind ? { ...kept.fixed, ...now } : undefined;
    cache.entries.delete(id);
    if (!now) return undefined;
  }
  const row = (await db.select().from(valuations).where(and(eq(valuations.id, id), eq(valuations.kind, kind))).limit(1))[0];
  if (row && cache.changes === seen) {
    const fixed = deepFreeze(fixedPart(row));
    const { tier, userId, complementaryServiceId, upgradedAt, divarPostToken, divarPublishedAt, createdAt } = row;
    const now = notified ? deepFreeze({ tier, userId, complementaryServiceId, upgradedAt, divarPostToken, divarPublishedAt, createdAt }) : null;
    cache.entries.set(id, { fixed, live: now, bytes: JSON.stringify(fixed.result).length + JSON.stringify(fixed.inputs).length + 1024 });
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
