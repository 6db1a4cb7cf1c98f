import 'server-only';

import { eq } from 'drizzle-orm';
import type { CreateEnvironmentEvaluationResponse } from '@/lib/contracts/environment';
import { PLACE_REQUIRED } from '@/lib/contracts/place';
import { findServiceOf } from '@/server/credits/find-service';
import type { Db } from '@/server/db/client';
import { environmentEvaluations } from '@/server/db/schema/environment';
import { invalidField, NotSignedIn } from '@/server/core/errors';
import type { AnonymousClient } from '@/server/credits/anonymous-use';
import { divarAdForReport } from '@/server/divar/divar-valuations';
import { storeReport, type NewReport } from '@/server/reports/stored-report';
import { haversineKm, namedPlace } from '@/server/places/catalogue';
import { evaluateEnvironment } from './evaluate-environment';

const LABEL_RADIUS_KM = 3;

export interface CreateEnvironmentInput {
  /** Signed-in caller; null for an anonymous Divar visitor (their monthly free use of the visitor's base service). */
  userId: string | null;
  /** anonymousClient(request, ip), needed when userId is null. */
  anonymous?: AnonymousClient | null;
  /** The Divar ad evaluated: the Divar services require it, the others refuse it (divarAdForReport). */
  divarPostToken?: string;
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
 * directly. A Divar service evaluates the Divar ad named in the request (issue 28), and the evaluation belongs to
 * that ad for good; only the Divar visitor's base service runs without an account (the monthly free use, then 426).
 */
export async function createEnvironmentEvaluation(db: Db, input: CreateEnvironmentInput): Promise<CreateEnvironmentEvaluationResponse> {
  const service = await findServiceOf(db, 'environmental_evaluation', input.service, ['base', 'complementary', 'advanced']);
  const { userId } = input;
  if (!userId && (service.sourceAgentType !== 'divar_visitor' || service.serviceKind !== 'base')) throw new NotSignedIn();
  const ad = await divarAdForReport(db, { postToken: input.divarPostToken, agentType: service.sourceAgentType, userId });
  let nb = null;
  if (input.neighbourhood) {
    const named = namedPlace(input.neighbourhood);
    if (typeof named === 'string') throw invalidField('neighbourhood', named);
    nb = named;
  }
  const lat = input.latitude ?? nb?.lat;
  const lng = input.longitude ?? nb?.lng;
  if (lat === undefined || lng === undefined) throw invalidField('latitude', PLACE_REQUIRED);

  // A named neighbourhood labels the result only when the point is the one it names (or very near it). A point
  // outside Tehran throws the catalogue's OutsideServiceAreaError (spec §8's 400), before anything is charged.
  const label = nb && (input.latitude === undefined || haversineKm(lat, lng, nb.lat, nb.lng) <= LABEL_RADIUS_KM) ? nb : null;
  const result = evaluateEnvironment(lat, lng, { neighbourhood: label });

  return storeReport(db, {
    family: 'environmental_evaluation',
    service,
    payer: userId ? { userId } : { userId: null, anonymous: input.anonymous ?? null, freeUse: 'environmental_evaluation' },
    requestId: input.requestId,
    meter: input.meter,
    findOwner: async (tx, id) =>
      (await tx.select({ userId: environmentEvaluations.userId }).from(environmentEvaluations).where(eq(environmentEvaluations.id, id)).limit(1))[0],
    insert: (tx, id) =>
      tx.insert(environmentEvaluations).values({
        id,
        userId,
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
        divarPostToken: ad?.post_token ?? null,
      }),
  });
}
