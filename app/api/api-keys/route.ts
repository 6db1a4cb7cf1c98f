// GET /api/api-keys/ - the signed-in user's API keys; POST - a new key {name} → the key, shown this once (201)
import { createApiKeyBody } from '@/lib/contracts/request-api';
import { getDb } from '@/server/db/client';
import { reply, route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { createApiKey, listApiKeys } from '@/server/request-api/api-keys';

export const GET = route({ auth: 'required' }, async ({ user }) => listApiKeys(await getDb(), user.id));

export const POST = route(
  { auth: 'required', body: createApiKeyBody, rateLimit: ({ user }) => ({ bucket: `api-key-create:${user.id}`, limit: 20, windowSeconds: 3600 }) },
  async ({ user, body }) => reply(await createApiKey(await getDb(), user.id, body.name), { status: 201 }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
