import 'server-only';

import type { z } from 'zod';
import type { EnvironmentEvaluationResult } from '@/lib/contracts/environment';
import type {
  apiBuySuggestionBody,
  apiNeighbourhoodEvaluationBody,
  apiRentSuggestionBody,
  apiRentValuationBody,
  apiSaleValuationBody,
} from '@/lib/contracts/request-api';
import type { SuggestionResult } from '@/lib/contracts/suggestion';
import type { ValuationResult } from '@/lib/contracts/valuation';
import { invalidField } from '@/server/core/errors';
import { findService } from '@/server/credits/find-service';
import { readBalance } from '@/server/credits/ledger';
import type { Db } from '@/server/db/client';
import { createEnvironmentEvaluation } from '@/server/environment/create-environment-evaluation';
import { getEnvironmentEvaluation } from '@/server/environment/get-environment-evaluation';
import { createLocationSuggestion } from '@/server/suggestion/create-location-suggestion';
import { createRentSuggestion } from '@/server/suggestion/create-rent-suggestion';
import { getSuggestion } from '@/server/suggestion/get-suggestion';
import { createValuation } from '@/server/valuation/create-valuation';
import { getValuation } from '@/server/valuation/get-valuation';
import type { ApiKeyPrincipal } from './api-keys';
import { meterFor } from './usage';

// The /api/v1/ calls: each is the page's own use-case (same engine, same stored report, same charge through
// stored-report), paid by the key owner's credits and counted for the key in the charge's transaction. The answer
// is the stored report as its owner reads it, so the API and the result pages show one thing.

export interface MeteredAnswer<R> {
  result: R;
  /** 0 when the request_id had already been paid for (a retry). */
  creditsCharged: number;
  /** The owner's credits after this call (free + paid). */
  creditsRemaining: number;
}

const NOT_AN_API_SERVICE = 'از طریق API فقط سرویس‌های *_product_* (پایه یا تکمیلی) قابل استفاده است.';

/** The API sells the site's own services (agent type `product`); the Divar partner variants stay with Divar. */
async function checkApiService(db: Db, ref: number | string): Promise<void> {
  const service = await findService(db, ref);
  // An unknown service is left to the use-case, which says "not found" in the pages' words.
  if (service && service.sourceAgentType !== 'product') throw invalidField('service', NOT_AN_API_SERVICE);
}

async function metered<R>(
  db: Db,
  principal: ApiKeyPrincipal,
  service: number | string,
  create: (meter: ReturnType<typeof meterFor>) => Promise<{ uuid: string }>,
  read: (uuid: string) => Promise<R>,
): Promise<MeteredAnswer<R>> {
  await checkApiService(db, service);
  let creditsCharged = 0;
  const { uuid } = await create(meterFor(principal.keyId, (c) => (creditsCharged = c)));
  const [result, balance] = await Promise.all([read(uuid), readBalance(db, principal.userId)]);
  return { result, creditsCharged, creditsRemaining: balance.paid + balance.free };
}

export function apiValuation(
  db: Db,
  principal: ApiKeyPrincipal,
  kind: 'sale' | 'rent',
  body: z.output<typeof apiSaleValuationBody | typeof apiRentValuationBody>,
): Promise<MeteredAnswer<ValuationResult>> {
  return metered(
    db,
    principal,
    body.service,
    (meter) => createValuation(db, { kind, body, userId: principal.userId, anonymous: null, meter }),
    (uuid) => getValuation(db, kind, uuid, principal.userId),
  );
}

export function apiNeighbourhoodEvaluation(
  db: Db,
  principal: ApiKeyPrincipal,
  body: z.output<typeof apiNeighbourhoodEvaluationBody>,
): Promise<MeteredAnswer<EnvironmentEvaluationResult>> {
  return metered(
    db,
    principal,
    body.service,
    (meter) =>
      createEnvironmentEvaluation(db, {
        userId: principal.userId,
        service: body.service,
        requestId: body.request_id,
        latitude: body.latitude,
        longitude: body.longitude,
        neighbourhood: body.neighbourhood,
        divarPostToken: body.divar_post_token,
        meter,
      }),
    (uuid) => getEnvironmentEvaluation(db, uuid, principal.userId),
  );
}

export function apiBuySuggestion(db: Db, principal: ApiKeyPrincipal, body: z.output<typeof apiBuySuggestionBody>): Promise<MeteredAnswer<SuggestionResult>> {
  return metered(
    db,
    principal,
    body.service,
    (meter) => createLocationSuggestion(db, { body, userId: principal.userId, anonymous: null, meter }),
    (uuid) => getSuggestion(db, 'buy', uuid),
  );
}

export function apiRentSuggestion(db: Db, principal: ApiKeyPrincipal, body: z.output<typeof apiRentSuggestionBody>): Promise<MeteredAnswer<SuggestionResult>> {
  return metered(
    db,
    principal,
    body.service,
    (meter) => createRentSuggestion(db, { body, userId: principal.userId, meter }),
    (uuid) => getSuggestion(db, 'rent', uuid),
  );
}
