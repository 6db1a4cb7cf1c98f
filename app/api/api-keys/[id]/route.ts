// DELETE /api/api-keys/{id}/ - revoke one of the signed-in user's API keys (it stops working at once) → the key
import { apiKeyIdParam } from '@/lib/contracts/request-api';
import { NotFound } from '@/server/core/errors';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';
import { otherMethods } from '@/server/http/other-methods';
import { API_KEY_NOT_FOUND, revokeApiKey } from '@/server/request-api/api-keys';

export const DELETE = route({ auth: 'required' }, async ({ user, params }) => {
  const id = apiKeyIdParam.safeParse(params.id);
  if (!id.success) throw new NotFound(API_KEY_NOT_FOUND);
  return revokeApiKey(await getDb(), user.id, id.data);
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE');
