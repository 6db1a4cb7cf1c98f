// POST /api/divar/oauth/complete/ - Divar's OAuth return {state, code?}: checks the state, signs in by Divar's phone number (no second code) → outcome
import { completeConsentBody } from '@/lib/contracts/divar-requests';
import { getDb } from '@/server/db/client';
import { completeConsent } from '@/server/divar/complete-consent';
import { browserIdFrom } from '@/server/divar/start-consent';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const POST = route(
  { body: completeConsentBody, rateLimit: ({ ipKey }) => ({ bucket: `divar-consent-return:${ipKey}`, limit: 60, windowSeconds: 600 }) },
  async ({ body, request }) => completeConsent(await getDb(), { state: body.state, code: body.code ?? null, browserId: browserIdFrom(request) }),
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
