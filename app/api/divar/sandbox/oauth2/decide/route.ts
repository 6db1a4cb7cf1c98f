// POST /api/divar/sandbox/oauth2/decide/ - the local Divar's consent buttons (form post): back to our redirect address with a code, or refused
import { NotFound } from '@/server/core/errors';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { localDivarAllowed } from '@/server/providers/divar/divar-provider';
import { decideLocalConsent } from '@/server/providers/divar/local';
import { serverEnv } from '@/lib/env';

const FIELDS = ['client_id', 'redirect_uri', 'scope', 'state', 'response_type', 'phone', 'decision'] as const;

export const POST = route({}, async ({ request }) => {
  if (!localDivarAllowed()) throw new NotFound();
  const form = await request.formData().catch(() => new FormData());
  const input = Object.fromEntries(FIELDS.map((f) => [f, typeof form.get(f) === 'string' ? String(form.get(f)) : undefined]));
  const base = serverEnv().PUBLIC_BASE_URL;
  const decided = await decideLocalConsent(input, base);
  // 303: the browser follows with a GET, as after Divar's own consent form. A refused input goes back to the screen.
  let location: string;
  if ('location' in decided) location = decided.location;
  else {
    const again = new URL('/sandbox-divar/oauth2/auth', base);
    for (const f of ['client_id', 'redirect_uri', 'scope', 'state', 'response_type'] as const) if (input[f]) again.searchParams.set(f, input[f]);
    if (input.phone) again.searchParams.set('phone', input.phone);
    again.searchParams.set('error', decided.error);
    location = again.toString();
  }
  return new Response(null, { status: 303, headers: { Location: location } });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
