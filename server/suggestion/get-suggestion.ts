import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { SuggestionKind, SuggestionResult } from '@/lib/contracts/suggestion';
import { SUGGESTION_NOT_FOUND } from '@/lib/contracts/suggestion';
import type { Db } from '@/server/db/client';
import { locationSuggestions } from '@/server/db/schema/suggestion';
import { findReport, getReport } from '@/server/reports/stored-report';
import type { SuggestionComputed } from './suggest-locations';

type Row = typeof locationSuggestions.$inferSelect;

const loader = (db: Db, kind: SuggestionKind) => async (id: string) =>
  (await db.select().from(locationSuggestions).where(and(eq(locationSuggestions.id, id), eq(locationSuggestions.kind, kind))).limit(1))[0];

/** A suggestion's tier is fixed when it is made: it is shown whole. */
const present = (row: Row): SuggestionResult => ({ ...(row.result as SuggestionComputed), uuid: row.id, tier: row.tier, created_at: row.createdAt.toISOString() });

/** A stored suggestion of this kind by uuid; null when unknown. */
export function findSuggestion(db: Db, kind: SuggestionKind, uuid: string): Promise<SuggestionResult | null> {
  return findReport(uuid, loader(db, kind), present);
}

export function getSuggestion(db: Db, kind: SuggestionKind, uuid: string): Promise<SuggestionResult> {
  return getReport(uuid, loader(db, kind), present, SUGGESTION_NOT_FOUND);
}
