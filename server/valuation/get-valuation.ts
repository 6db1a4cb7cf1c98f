import 'server-only';

import { and, eq } from 'drizzle-orm';
import { VALUATION_NOT_FOUND, type ValuationKind, type ValuationResult } from '@/lib/contracts/valuation';
import { isUuid } from '@/lib/contracts/refs';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { NotFound } from '@/server/core/errors';
import { presentValuation } from './present-valuation';

/** A result by uuid for anyone holding the link (results are shared by link); null when unknown or of the other kind. */
export async function findValuation(db: Db, kind: ValuationKind, uuid: string, viewerId?: string): Promise<ValuationResult | null> {
  const id = uuid.trim().toLowerCase();
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(valuations).where(and(eq(valuations.id, id), eq(valuations.kind, kind))).limit(1);
  return row ? presentValuation(row, viewerId) : null;
}

export async function getValuation(db: Db, kind: ValuationKind, uuid: string, viewerId?: string): Promise<ValuationResult> {
  const found = await findValuation(db, kind, uuid, viewerId);
  if (!found) throw new NotFound(VALUATION_NOT_FOUND);
  return found;
}
