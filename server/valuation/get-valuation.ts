import 'server-only';

import { and, eq } from 'drizzle-orm';
import { VALUATION_NOT_FOUND, type ValuationKind, type ValuationResult } from '@/lib/contracts/valuation';
import type { Db } from '@/server/db/client';
import { valuations } from '@/server/db/schema/valuation';
import { findReport, getReport } from '@/server/reports/stored-report';
import { presentValuation } from './present-valuation';

const loader = (db: Db, kind: ValuationKind) => async (id: string) =>
  (await db.select().from(valuations).where(and(eq(valuations.id, id), eq(valuations.kind, kind))).limit(1))[0];

/** A valuation of this kind by uuid, as its tier shows it to the viewer; null when unknown or of the other kind. */
export function findValuation(db: Db, kind: ValuationKind, uuid: string, viewerId?: string): Promise<ValuationResult | null> {
  return findReport(uuid, loader(db, kind), (row) => presentValuation(row, viewerId));
}

export function getValuation(db: Db, kind: ValuationKind, uuid: string, viewerId?: string): Promise<ValuationResult> {
  return getReport(uuid, loader(db, kind), (row) => presentValuation(row, viewerId), VALUATION_NOT_FOUND);
}
