import 'server-only';

import { eq } from 'drizzle-orm';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { findReport, getReport } from '@/server/reports/stored-report';
import { presentEnvironmentEvaluation } from './present-environment-evaluation';

export const ENVIRONMENT_NOT_FOUND = 'ارزیابی محله‌ای با این شناسه پیدا نشد.';

const loader = (db: Db) => async (id: string) => (await db.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, id)).limit(1))[0];

/** An evaluation by uuid, as its tier shows it to the viewer; null when unknown. */
export function findEnvironmentEvaluation(db: Db, uuid: string, viewerId?: string): Promise<EnvironmentEvaluationResult | null> {
  return findReport(uuid, loader(db), (row) => presentEnvironmentEvaluation(row, viewerId));
}

/**
 * findEnvironmentEvaluation, and whether it was made without an account (an anonymous visitor's free use): nobody
 * can upgrade such a report, so its page does not ask the viewer to sign in for it.
 */
export function findEnvironmentEvaluationOwnership(db: Db, uuid: string): Promise<{ result: EnvironmentEvaluationResult; ownerless: boolean } | null> {
  return findReport(uuid, loader(db), (row) => ({ result: presentEnvironmentEvaluation(row), ownerless: row.userId === null }));
}

export function getEnvironmentEvaluation(db: Db, uuid: string, viewerId?: string): Promise<EnvironmentEvaluationResult> {
  return getReport(uuid, loader(db), (row) => presentEnvironmentEvaluation(row, viewerId), ENVIRONMENT_NOT_FOUND);
}
