import 'server-only';

import { and, eq } from 'drizzle-orm';
import type { SuggestionKind, SuggestionResult } from '@/lib/contracts/suggestion';
import { SUGGESTION_NOT_FOUND } from '@/lib/contracts/suggestion';
import { isUuid } from '@/lib/contracts/refs';
import type { Db } from '@/server/db/client';
import { locationSuggestions } from '@/server/db/schema/suggestion';
import { NotFound } from '@/server/core/errors';
import type { SuggestionComputed } from './suggest-locations';

/** A stored suggestion of this kind by uuid, for anyone holding the link (results are shared by link); null when unknown. */
export async function findSuggestion(db: Db, kind: SuggestionKind, uuid: string): Promise<SuggestionResult | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db
    .select()
    .from(locationSuggestions)
    .where(and(eq(locationSuggestions.id, uuid.toLowerCase()), eq(locationSuggestions.kind, kind)))
    .limit(1);
  if (!row) return null;
  const result = row.result as SuggestionComputed;
  return { ...result, uuid: row.id, tier: row.tier, created_at: row.createdAt.toISOString() };
}

export async function getSuggestion(db: Db, kind: SuggestionKind, uuid: string): Promise<SuggestionResult> {
  const found = await findSuggestion(db, kind, uuid);
  if (!found) throw new NotFound(SUGGESTION_NOT_FOUND);
  return found;
}
