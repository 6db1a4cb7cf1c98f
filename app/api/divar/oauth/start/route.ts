// GET /api/divar/oauth/start/?flow=&post_token=&return_url=&evaluation-type= - Divar's consent screen for a flow (303, binds a fresh state to this browser)
import { startConsentQuery } from '@/lib/contracts/divar-requests';
import { getDb } from '@/server/db/client';
import { browserCookie, browserIdFrom, startConsent } from '@/server/divar/start-consent';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';

export const GET = route(
  { query: startConsentQuery, rateLimit: ({ ipKey }) => ({ bucket: `divar-consent:${ipKey}`, limit: 60, windowSeconds: 600 }) },
  async ({ query, request }) => {
    const { authorizeUrl, browserId } = await startConsent(await getDb(), query, browserIdFrom(request));
    return new Response(null, { status: 303, headers: { Location: authorizeUrl, 'Set-Cookie': browserCookie(browserId) } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
