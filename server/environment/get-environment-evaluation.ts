import 'server-only';

import { eq } from 'drizzle-orm';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import { isUuid } from '@/lib/contracts/refs';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { NotFound } from '@/server/core/errors';
import { presentEnvironmentEvaluation } from './present-environment-evaluation';

export const ENVIRONMENT_NOT_FOUND = 'ارزیابی محیطی با این شناسه پیدا نشد.';

/** A result by uuid, for anyone holding the link (results are shared by link); null when unknown. */
export async function findEnvironmentEvaluation(db: Db, uuid: string, viewerId?: string): Promise<EnvironmentEvaluationResult | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await db.select().from(environmentEvaluations).where(eq(environmentEvaluations.id, uuid.toLowerCase())).limit(1);
  return row ? presentEnvironmentEvaluation(row, viewerId) : null;
}

export async function getEnvironmentEvaluation(db: Db, uuid: string, viewerId?: string): Promise<EnvironmentEvaluationResult> {
  const found = await findEnvironmentEvaluation(db, uuid, viewerId);
  if (!found) throw new NotFound(ENVIRONMENT_NOT_FOUND);
  return found;
}
