import 'server-only';

import { eq } from 'drizzle-orm';
import type { CreateEnvironmentEvaluationResponse } from '@/lib/contracts/environment';
import { findServiceOf } from '@/server/credits/find-service';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { invalidField } from '@/server/core/errors';
import { storeReport, type NewReport } from '@/server/reports/stored-report';
import { getNeighbourhood, haversineKm, placeNameRefusal } from '@/server/places/catalogue';
import { evaluateEnvironment } from './evaluate-environment';

const LABEL_RADIUS_KM = 3;

export interface CreateEnvironmentInput {
  userId: string;
  service: number | string;
  /** The client's id of this submission (a retry answers with the result already paid for). */
  requestId?: string;
  latitude?: number;
  longitude?: number;
  /** Neighbourhood id, Divar slug or Persian name; its centre is used when no point is given. */
  neighbourhood?: string;
  /** Counts the charge for an API key (server/request-api), in its transaction. */
  meter?: NewReport['meter'];
}

/**
 * Evaluates a place over the 50 criteria and stores the whole result for the chosen service's credits
 * (stored-report; 403 when short, and nothing is stored). A complementary service creates the extended report
 * directly.
 */
export async function createEnvironmentEvaluation(db: Db, input: CreateEnvironmentInput): Promise<CreateEnvironmentEvaluationResponse> {
  const service = await findServiceOf(db, 'environmental_evaluation', input.service, ['base', 'complementary', 'advanced']);
  let nb = null;
  if (input.neighbourhood) {
    nb = getNeighbourhood(input.neighbourhood);
    if (!nb) throw invalidField('neighbourhood', placeNameRefusal(input.neighbourhood));
  }
  const lat = input.latitude ?? nb?.lat;
  const lng = input.longitude ?? nb?.lng;
  if (lat === undefined || lng === undefined) throw invalidField('latitude', 'محل را روی نقشه انتخاب کنید یا نام محله را جست‌وجو کنید');

  // A named neighbourhood labels the result only when the point is the one it names (or very near it). A point
  // outside Tehran throws the catalogue's OutsideServiceAreaError (spec §8's 400), before anything is charged.
  const label = nb && (input.latitude === undefined || haversineKm(lat, lng, nb.lat, nb.lng) <= LABEL_RADIUS_KM) ? nb : null;
  const result = evaluateEnvironment(lat, lng, { neighbourhood: label });

  return storeReport(db, {
    family: 'environmental_evaluation',
    service,
    payer: { userId: input.userId },
    requestId: input.requestId,
    meter: input.meter,
    findOwner: async (tx, id) =>
      (await tx.select({ userId: environmentEvaluations.userId }).from(environmentEvaluations).where(eq(environmentEvaluations.id, id)).limit(1))[0],
    insert: (tx, id) =>
      tx.insert(environmentEvaluations).values({
        id,
        userId: input.userId,
        tier: service.serviceKind === 'base' ? 'base' : 'extended',
        agentType: service.sourceAgentType,
        serviceId: service.id,
        complementaryServiceId: service.serviceKind === 'base' ? null : service.id,
        latitude: result.place.latitude,
        longitude: result.place.longitude,
        district: result.place.district,
        neighbourhoodId: result.place.neighbourhood.id,
        criteriaVersion: result.criteria_version,
        overallScore: result.overall_score,
        result,
      }),
  });
}
